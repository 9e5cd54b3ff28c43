import Foundation

/// Told when the list scrolls while a section is visible: ListKit's `IGListScrollDelegate`.
@MainActor
public protocol ListScrollDelegate: AnyObject {
  /// The list scrolled.
  func listAdapter(_ listAdapter: ListAdapter, didScroll sectionController: ListSectionController)
  /// The user started dragging the list.
  func listAdapter(
    _ listAdapter: ListAdapter, willBeginDragging sectionController: ListSectionController)
  /// The user stopped dragging the list.
  func listAdapter(
    _ listAdapter: ListAdapter, didEndDragging sectionController: ListSectionController,
    willDecelerate decelerate: Bool)
  /// The list stopped moving after a drag; the default does nothing. IGListKit's Swift name,
  /// `didEndDeceleratingSectionController`, so that a method written for IGListKit is called.
  func listAdapter(
    _ listAdapter: ListAdapter,
    didEndDeceleratingSectionController sectionController: ListSectionController)
}

extension ListScrollDelegate {
  /// Does nothing.
  public func listAdapter(
    _ listAdapter: ListAdapter,
    didEndDeceleratingSectionController sectionController: ListSectionController
  ) {}

}
