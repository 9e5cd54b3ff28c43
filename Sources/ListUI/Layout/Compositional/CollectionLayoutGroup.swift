import Foundation

/// A row or a column of items, or of other groups, that a compositional layout section repeats
/// for its items, as `NSCollectionLayoutGroup`.
///
/// A horizontal group places its subitems left to right, a vertical one top to bottom. Made with
/// `subitems`, a group takes them in turn, from the first again after the last, as long as they
/// fit its length; with an estimated length it takes each subitem once. Made with a `count`, it
/// holds that many of its subitem, each given an equal share of its length. Each subitem that is
/// an item takes the next item of the section; a nested group takes as many as it holds.
@MainActor
public final class CollectionLayoutGroup: CollectionLayoutItem {
  /// The axis the group places its subitems along.
  enum Axis {
    case horizontal, vertical
  }

  let axis: Axis
  /// The items and groups the group holds.
  public let subitems: [CollectionLayoutItem]
  /// How many of its subitem the group holds, or `nil` when it fits as many as its length takes.
  let count: Int?

  /// The space between the group's subitems; `nil`, the default, is none.
  public var interItemSpacing: CollectionLayoutSpacing?

  init(axis: Axis, layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem], count: Int?)
  {
    self.axis = axis
    self.subitems = subitems
    self.count = count
    super.init(layoutSize: layoutSize)
  }

  /// A group that places `subitems` left to right, in turn, as many as fit its width.
  public static func horizontal(
    layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem]
  ) -> CollectionLayoutGroup {
    CollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: subitems, count: nil)
  }

  /// A group of `count` of `subitem` left to right, sharing its width equally.
  public static func horizontal(
    layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int
  ) -> CollectionLayoutGroup {
    CollectionLayoutGroup(
      axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], count: Swift.max(1, count))
  }

  /// A group that places `subitems` top to bottom, in turn, as many as fit its height.
  public static func vertical(
    layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem]
  ) -> CollectionLayoutGroup {
    CollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: subitems, count: nil)
  }

  /// A group of `count` of `subitem` top to bottom, sharing its height equally.
  public static func vertical(
    layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int
  ) -> CollectionLayoutGroup {
    CollectionLayoutGroup(
      axis: .vertical, layoutSize: layoutSize, subitems: [subitem], count: Swift.max(1, count))
  }
}
