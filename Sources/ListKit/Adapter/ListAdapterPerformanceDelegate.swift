import Foundation

/// Told before and after the adapter's costly calls, to measure them: ListKit's
/// `IGListAdapterPerformanceDelegate`.
@MainActor
public protocol ListAdapterPerformanceDelegate: AnyObject {
  /// A cell is about to be dequeued.
  func listAdapterWillCallDequeueCell(_ listAdapter: ListAdapter)
  /// A cell was dequeued by a section controller.
  func listAdapter(
    _ listAdapter: ListAdapter, didCallDequeue cell: CollectionViewCell,
    on sectionController: ListSectionController, at index: Int)
  /// A cell is about to be displayed.
  func listAdapterWillCallDisplayCell(_ listAdapter: ListAdapter)
  /// A cell was displayed.
  func listAdapter(
    _ listAdapter: ListAdapter, didCallDisplay cell: CollectionViewCell,
    on sectionController: ListSectionController, at index: Int)
  /// A cell is about to end displaying.
  func listAdapterWillCallEndDisplayCell(_ listAdapter: ListAdapter)
  /// A cell ended displaying.
  func listAdapter(
    _ listAdapter: ListAdapter, didCallEndDisplay cell: CollectionViewCell,
    on sectionController: ListSectionController, at index: Int)
  /// An item is about to be sized.
  func listAdapterWillCallSize(_ listAdapter: ListAdapter)
  /// An item was sized.
  func listAdapter(
    _ listAdapter: ListAdapter, didCallSizeOn sectionController: ListSectionController,
    at index: Int)
  /// The scroll callbacks are about to run.
  func listAdapterWillCallScroll(_ listAdapter: ListAdapter)
  /// The scroll callbacks ran.
  func listAdapter(_ listAdapter: ListAdapter, didCallScroll scrollView: ScrollView)
}
