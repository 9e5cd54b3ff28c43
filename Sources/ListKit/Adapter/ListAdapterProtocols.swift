import Foundation

/// Supplies an adapter's objects, a section controller for each, and the view to show when there
/// are none: ListKit's `IGListAdapterDataSource`.
@MainActor
public protocol ListAdapterDataSource: AnyObject {
  /// The objects to show, one section each. Objects whose identifier repeats one before them are
  /// dropped, as ``ListAdapter/duplicateIdentifierPolicy`` says.
  func objects(for listAdapter: ListAdapter) -> [any ListDiffable]
  /// A new section controller for `object`. It is asked once per identifier: the controller stays
  /// while an object with that identifier is in the list.
  func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  /// The view shown behind the list when it has no items, or `nil`.
  func emptyView(for listAdapter: ListAdapter) -> View?
}

/// Told when objects and their cells appear and disappear: ListKit's `IGListAdapterDelegate`.
@MainActor
public protocol ListAdapterDelegate: AnyObject {
  /// An object's first view is about to appear.
  func listAdapter(_ listAdapter: ListAdapter, willDisplay object: Any, at index: Int)
  /// An object's last view disappeared.
  func listAdapter(_ listAdapter: ListAdapter, didEndDisplaying object: Any, at index: Int)
  /// A cell of an object is about to appear.
  func listAdapter(
    _ listAdapter: ListAdapter, willDisplay object: Any, cell: CollectionViewCell,
    at indexPath: IndexPath)
  /// A cell of an object disappeared.
  func listAdapter(
    _ listAdapter: ListAdapter, didEndDisplaying object: Any, cell: CollectionViewCell,
    at indexPath: IndexPath)
}

extension ListAdapterDelegate {
  /// Does nothing.
  public func listAdapter(
    _ listAdapter: ListAdapter, willDisplay object: Any, cell: CollectionViewCell,
    at indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func listAdapter(
    _ listAdapter: ListAdapter, didEndDisplaying object: Any, cell: CollectionViewCell,
    at indexPath: IndexPath
  ) {}
}

/// The kinds of update an adapter finishes.
public enum ListAdapterUpdateType: Sendable, Hashable {
  /// ``ListAdapter/performUpdates(animated:completion:)``.
  case performUpdates
  /// ``ListAdapter/reloadData(completion:)``.
  case reloadData
  /// A section controller's `performBatch(animated:updates:completion:)`.
  case itemUpdates
}

/// Told each time an adapter finishes an update: ListKit's `IGListAdapterUpdateListener`.
@MainActor
public protocol ListAdapterUpdateListener: AnyObject {
  /// The adapter finished an update.
  func listAdapter(
    _ listAdapter: ListAdapter, didFinish update: ListAdapterUpdateType, animated: Bool)
}

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

/// Moves an object in the data source after the user moved its section: ListKit's
/// `IGListAdapterMoveDelegate`.
@MainActor
public protocol ListAdapterMoveDelegate: AnyObject {
  /// The user moved `object` from section `previousObjects`' index to a new one; the data source
  /// must return `objects` from now on.
  func listAdapter(
    _ listAdapter: ListAdapter, move object: Any, from previousObjects: [Any], to objects: [Any])
}

/// What the adapter does when the data source returns objects whose identifiers repeat.
public enum ListDuplicateIdentifierPolicy: Sendable, Hashable {
  /// IGListKit's: keep the first object with each identifier, drop the others, and report each
  /// dropped one to ``ListAdapter/diagnosticHandler``.
  case dropWithDiagnostic
  /// Stop the app with the diagnostic: duplicates are a bug to fix, not to survive.
  case fail
}
