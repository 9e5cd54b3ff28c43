import Foundation

/// What a compositional layout's section provider is told about where the section goes, as
/// `NSCollectionLayoutEnvironment`: the container. UIKit's trait collection has no counterpart in
/// a terminal, which has one size class and one scale.
@MainActor
public protocol CollectionLayoutEnvironment {
  /// The room the section is laid out in.
  var container: any CollectionLayoutContainer { get }

  /// The units the collection view's coordinates measure, cells or points: a list section's
  /// rows, headers and insets are a line and columns in cells, UIKit's sizes in points.
  var layoutUnits: LayoutUnits { get }
}

extension CollectionLayoutEnvironment {
  /// Cells, for an environment that does not say.
  public var layoutUnits: LayoutUnits { .cells }
}
