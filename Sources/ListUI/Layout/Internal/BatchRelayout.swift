import Foundation

/// A batch update as a layout can apply it in place: where each old section goes, and the
/// sections after the update to lay out again (inserted, reloaded, or with item changes),
/// ascending. The other sections, moved ones without item changes included, keep their item
/// counts and sizes.
struct BatchRelayout {
  let mapping: SectionMapping
  let recomputed: [Int]
  /// What the layout arranged for this relayout at an earlier turn
  /// (``CollectionViewLayout/plan(_:)``), if anything.
  var plan: AnyObject?
}
