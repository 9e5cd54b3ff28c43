import Foundation

/// Told when the visible content comes near an end of the content, to load more ahead of the
/// user: ListKit's addition, after Texture's batch fetching.
///
/// The adapter tells its ``ListAdapter/batchFetchDelegate`` when the content past the visible
/// area is ``ListAdapter/leadingScreensForBatching`` screens long or less: at most once for each
/// length of the content, so scrolling on does not ask again, and again once the content's
/// length changed, as it does when what was loaded arrives. A list with no content asks nothing.
/// Both methods have a default that does nothing: a list that grows at its end, such as a feed,
/// implements ``listAdapterWillBeginBatchFetch(_:)``; one that grows at its start, such as a
/// chat's history, ``listAdapterWillBeginBatchFetchAtStart(_:)``.
@MainActor
public protocol ListAdapterBatchFetchDelegate: AnyObject {
  /// The visible content came within ``ListAdapter/leadingScreensForBatching`` screens of the end
  /// of the content: the time to load the next page and append it.
  func listAdapterWillBeginBatchFetch(_ listAdapter: ListAdapter)
  /// The visible content came within ``ListAdapter/leadingScreensForBatching`` screens of the
  /// start of the content: the time to load what comes before and insert it at the start, with
  /// ``ListAdapter/keepsVisibleContentPosition`` so that what is on screen stays in place.
  func listAdapterWillBeginBatchFetchAtStart(_ listAdapter: ListAdapter)
}

extension ListAdapterBatchFetchDelegate {
  /// Does nothing.
  public func listAdapterWillBeginBatchFetch(_ listAdapter: ListAdapter) {}
  /// Does nothing.
  public func listAdapterWillBeginBatchFetchAtStart(_ listAdapter: ListAdapter) {}
}
