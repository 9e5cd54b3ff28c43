import Foundation

/// Told when a section and its cells appear and disappear: ListKit's `IGListDisplayDelegate`.
@MainActor
public protocol ListDisplayDelegate: AnyObject {
  /// The section's first cell or supplementary view is about to appear.
  func listAdapter(_ listAdapter: ListAdapter, willDisplay sectionController: ListSectionController)
  /// The section's last cell or supplementary view disappeared.
  func listAdapter(
    _ listAdapter: ListAdapter, didEndDisplaying sectionController: ListSectionController)
  /// One of the section's cells is about to appear.
  func listAdapter(
    _ listAdapter: ListAdapter, willDisplay sectionController: ListSectionController,
    cell: CollectionViewCell, at index: Int)
  /// One of the section's cells disappeared.
  func listAdapter(
    _ listAdapter: ListAdapter, didEndDisplaying sectionController: ListSectionController,
    cell: CollectionViewCell, at index: Int)
}
