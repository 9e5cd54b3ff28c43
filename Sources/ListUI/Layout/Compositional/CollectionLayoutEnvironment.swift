import Foundation

/// What a compositional layout's section provider is told about where the section goes, as
/// `NSCollectionLayoutEnvironment`: the container. UIKit's trait collection has no counterpart in
/// a terminal, which has one size class and one scale.
@MainActor
public protocol CollectionLayoutEnvironment {
  /// The room the section is laid out in.
  var container: any CollectionLayoutContainer { get }
}
