import Foundation

/// Told when a section enters and leaves the working range, the sections just off screen:
/// ListKit's `IGListWorkingRangeDelegate`.
@MainActor
public protocol ListWorkingRangeDelegate: AnyObject {
  /// The section entered the working range.
  func listAdapter(
    _ listAdapter: ListAdapter,
    sectionControllerWillEnterWorkingRange sectionController: ListSectionController)
  /// The section left the working range.
  func listAdapter(
    _ listAdapter: ListAdapter,
    sectionControllerDidExitWorkingRange sectionController: ListSectionController)
}
