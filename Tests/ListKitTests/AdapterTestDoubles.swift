import Foundation
import ListKit
import ListKitTestSupport

/// A section with as many 100 by 10 items as its number object, that records what it is told:
/// IGListKit's `IGListTestSection`.
final class NumberSection: ListSectionController, ListDisplayDelegate {
  var items = 0
  var size = CGSize(width: 100, height: 10)
  var wasSelected = false
  var wasDeselected = false
  var wasHighlighted = false
  var wasUnhighlighted = false
  var wasDisplayed = false
  /// Anything the section holds on to, to check that holding it leaks nothing.
  var retained: AnyObject?

  override init() {
    super.init()
    displayDelegate = self
  }

  override func numberOfItems() -> Int { items }

  override func sizeForItem(at index: Int) -> CGSize { size }

  override func cellForItem(at index: Int) -> CollectionViewCell {
    guard let context = collectionContext else { fatalError("NumberSection outside an adapter") }
    return context.dequeueReusableCell(of: CollectionViewCell.self, for: self, at: index)
  }

  override func didUpdate(to object: Any) {
    if let number = object as? Int { items = number }
  }

  override func didSelectItem(at index: Int) { wasSelected = true }
  override func didDeselectItem(at index: Int) { wasDeselected = true }
  override func didHighlightItem(at index: Int) { wasHighlighted = true }
  override func didUnhighlightItem(at index: Int) { wasUnhighlighted = true }

  func listAdapter(_ listAdapter: ListAdapter, willDisplay sectionController: ListSectionController)
  {
    wasDisplayed = true
  }
  func listAdapter(
    _ listAdapter: ListAdapter, didEndDisplaying sectionController: ListSectionController
  ) {}
  func listAdapter(
    _ listAdapter: ListAdapter, willDisplay sectionController: ListSectionController,
    cell: CollectionViewCell, at index: Int
  ) {}
  func listAdapter(
    _ listAdapter: ListAdapter, didEndDisplaying sectionController: ListSectionController,
    cell: CollectionViewCell, at index: Int
  ) {}
}

/// A number section inset by one point on every side: IGListKit's
/// `IGListTestContainerSizeSection`.
final class InsetNumberSection: ListSectionController {
  var items = 0

  override init() {
    super.init()
    inset = EdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
  }

  override func numberOfItems() -> Int { items }

  override func sizeForItem(at index: Int) -> CGSize { CGSize(width: 100, height: 10) }

  override func cellForItem(at index: Int) -> CollectionViewCell {
    guard let context = collectionContext else { fatalError("section outside an adapter") }
    return context.dequeueReusableCell(of: CollectionViewCell.self, for: self, at: index)
  }

  override func didUpdate(to object: Any) {
    if let number = object as? Int { items = number }
  }
}

/// A section of 10 by 100 items for horizontal lists: IGListKit's `IGListTestHorizontalSection`.
final class HorizontalNumberSection: ListSectionController {
  var items = 0

  override func numberOfItems() -> Int { items }

  override func sizeForItem(at index: Int) -> CGSize { CGSize(width: 10, height: 100) }

  override func cellForItem(at index: Int) -> CollectionViewCell {
    guard let context = collectionContext else { fatalError("section outside an adapter") }
    return context.dequeueReusableCell(of: CollectionViewCell.self, for: self, at: index)
  }

  override func didUpdate(to object: Any) {
    if let number = object as? Int { items = number }
  }
}

/// The section controller of a number: an inset one for 42, otherwise a section of as many items
/// as the number, as IGListKit's `IGListTestAdapterDataSource` gives.
@MainActor
func makeNumberSection(_ object: Any) -> ListSectionController {
  (object as? Int) == 42 ? InsetNumberSection() : NumberSection()
}

extension AdapterHarness {
  /// IGListKit's `IGListAdapterTests` set-up: an adapter with a reload-data updater over number
  /// objects, on a 100 by 100 collection view with a flow layout that `configure` may change,
  /// connected but not laid out. ``makeNumberSection(_:)`` makes the section controllers unless
  /// `sectionController` is given.
  static func numbers(
    _ objects: [any ListDiffable] = [],
    frame: CGRect = CGRect(x: 0, y: 0, width: 100, height: 100),
    updater: any ListUpdatingDelegate = ListReloadDataUpdater(),
    configure: (CollectionViewFlowLayout) -> Void = { _ in },
    sectionController: @escaping @MainActor (Any) -> ListSectionController = makeNumberSection
  ) -> AdapterHarness {
    let layout = CollectionViewFlowLayout()
    configure(layout)
    return AdapterHarness(
      objects, updater: updater, frame: frame, layout: layout,
      sectionController: sectionController)
  }

  /// A harness of ``numbers(_:frame:updater:configure:sectionController:)`` with no objects,
  /// then reloaded with `objects`.
  static func numbers(reloading objects: [any ListDiffable]) -> AdapterHarness {
    let harness = numbers()
    harness.reload(objects)
    return harness
  }

  /// A new log made the adapter's collection view delegate.
  func logCollectionViewDelegate() -> CollectionDelegateLog {
    let log = CollectionDelegateLog()
    adapter.collectionViewDelegate = log
    return log
  }

  /// New logs made the adapter's collection view delegate and its scroll view delegate.
  func logCollectionAndScrollDelegates() -> (
    collection: CollectionDelegateLog, scroll: CollectionDelegateLog
  ) {
    let scroll = CollectionDelegateLog()
    let collection = logCollectionViewDelegate()
    adapter.scrollViewDelegate = scroll
    return (collection, scroll)
  }

  /// Gives `controller` a source of supplementary views of `kinds` and refreshes the list.
  func showSupplementaryViews(_ kinds: [String], for controller: ListSectionController)
    -> SupplementarySource
  {
    let source = SupplementarySource(kinds: kinds, for: controller)
    controller.supplementaryViewSource = source
    refresh()
    return source
  }

  /// The ``NumberSection`` of an object.
  func numberSection(_ object: any ListDiffable) -> NumberSection? {
    adapter.sectionController(for: object) as? NumberSection
  }
}

/// A header and footer source of 100 by 10 views of the kinds it is given: IGListKit's
/// `IGTestSupplementarySource`.
@MainActor
final class SupplementarySource: ListSupplementaryViewSource {
  var kinds: [String]
  var size = CGSize(width: 100, height: 10)
  weak var sectionController: ListSectionController?
  /// Whether the views come from the nib `TestNibSupplementaryView`, as IGListKit's
  /// `dequeueFromNib`.
  var dequeueFromNib = false

  init(kinds: [String], for sectionController: ListSectionController?) {
    self.kinds = kinds
    self.sectionController = sectionController
  }

  func supportedElementKinds() -> [String] { kinds }

  func viewForSupplementaryElement(ofKind elementKind: String, at index: Int)
    -> CollectionReusableView
  {
    guard let sectionController, let context = sectionController.collectionContext else {
      fatalError("SupplementarySource without a section controller in an adapter")
    }
    if dequeueFromNib {
      return context.dequeueReusableSupplementaryView(
        ofKind: elementKind, for: sectionController, nibName: "TestNibSupplementaryView",
        bundle: nil, at: index)
    }
    return context.dequeueReusableSupplementaryView(
      ofKind: elementKind, for: sectionController, class: CollectionReusableView.self, at: index)
  }

  func sizeForSupplementaryView(ofKind elementKind: String, at index: Int) -> CGSize { size }
}

/// A collection view delegate that records every event it is told, scroll events included.
@MainActor
final class CollectionDelegateLog: CollectionViewDelegate {
  var events: [String] = []

  private func record(_ name: String, _ indexPath: IndexPath) {
    events.append("\(name) \(indexPath.section)-\(indexPath.item)")
  }

  func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {
    record("didHighlight", indexPath)
  }
  func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {
    record("didUnhighlight", indexPath)
  }
  func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
    record("didSelect", indexPath)
  }
  func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
    record("didDeselect", indexPath)
  }
  func collectionView(
    _ collectionView: CollectionView, willDisplay cell: CollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    record("willDisplay", indexPath)
  }
  func collectionView(
    _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    record("didEndDisplaying", indexPath)
  }
  func collectionView(
    _ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {
    record("willDisplay \(elementKind)", indexPath)
  }
  func collectionView(
    _ collectionView: CollectionView,
    didEndDisplayingSupplementaryView view: CollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) {
    record("didEndDisplaying \(elementKind)", indexPath)
  }
  func scrollViewDidScroll(_ scrollView: ScrollView) { events.append("didScroll") }
  func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
    events.append("willBeginDragging")
  }
  func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
    events.append("didEndDragging \(decelerate)")
  }
  func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
    events.append("didEndDecelerating")
  }
}

/// A section controller's scroll delegate that records what it is told.
@MainActor
final class SectionScrollLog: ListScrollDelegate {
  var events: [String] = []

  /// The sections told of each scroll, in the order they were told.
  var scrolledSections: [Int] = []

  func listAdapter(_ listAdapter: ListAdapter, didScroll sectionController: ListSectionController) {
    events.append("didScroll")
    scrolledSections.append(sectionController.section)
  }
  func listAdapter(
    _ listAdapter: ListAdapter, willBeginDragging sectionController: ListSectionController
  ) {
    events.append("willBeginDragging")
  }
  func listAdapter(
    _ listAdapter: ListAdapter, didEndDragging sectionController: ListSectionController,
    willDecelerate decelerate: Bool
  ) {
    events.append("didEndDragging")
  }
  func listAdapter(
    _ listAdapter: ListAdapter,
    didEndDeceleratingSectionController sectionController: ListSectionController
  ) {
    events.append("didEndDecelerating")
  }
}

/// A display delegate that records the section and cell events it is told.
@MainActor
final class SectionDisplayLog: ListDisplayDelegate {
  var events: [String] = []

  func listAdapter(_ listAdapter: ListAdapter, willDisplay sectionController: ListSectionController)
  {
    events.append("willDisplay")
  }
  func listAdapter(
    _ listAdapter: ListAdapter, didEndDisplaying sectionController: ListSectionController
  ) {
    events.append("didEndDisplaying")
  }
  func listAdapter(
    _ listAdapter: ListAdapter, willDisplay sectionController: ListSectionController,
    cell: CollectionViewCell, at index: Int
  ) {
    events.append("willDisplay cell \(index)")
  }
  func listAdapter(
    _ listAdapter: ListAdapter, didEndDisplaying sectionController: ListSectionController,
    cell: CollectionViewCell, at index: Int
  ) {
    events.append("didEndDisplaying cell \(index)")
  }
}

/// A performance delegate that records its calls in order.
@MainActor
final class PerformanceLog: ListAdapterPerformanceDelegate {
  var events: [String] = []

  func listAdapterWillCallDequeueCell(_ listAdapter: ListAdapter) {
    events.append("willDequeue")
  }
  func listAdapter(
    _ listAdapter: ListAdapter, didCallDequeue cell: CollectionViewCell,
    on sectionController: ListSectionController, at index: Int
  ) {
    events.append("didDequeue \(index)")
  }
  func listAdapterWillCallDisplayCell(_ listAdapter: ListAdapter) {
    events.append("willDisplay")
  }
  func listAdapter(
    _ listAdapter: ListAdapter, didCallDisplay cell: CollectionViewCell,
    on sectionController: ListSectionController, at index: Int
  ) {
    events.append("didDisplay \(index)")
  }
  func listAdapterWillCallEndDisplayCell(_ listAdapter: ListAdapter) {
    events.append("willEndDisplay")
  }
  func listAdapter(
    _ listAdapter: ListAdapter, didCallEndDisplay cell: CollectionViewCell,
    on sectionController: ListSectionController, at index: Int
  ) {
    events.append("didEndDisplay \(index)")
  }
  func listAdapterWillCallSize(_ listAdapter: ListAdapter) { events.append("willSize") }
  func listAdapter(
    _ listAdapter: ListAdapter, didCallSizeOn sectionController: ListSectionController,
    at index: Int
  ) {
    events.append("didSize \(index)")
  }
  func listAdapterWillCallScroll(_ listAdapter: ListAdapter) { events.append("willScroll") }
  func listAdapter(_ listAdapter: ListAdapter, didCallScroll scrollView: ScrollView) {
    events.append("didScroll")
  }
}

/// An updater delegate that records the messages of the updates the collection view rejected.
@MainActor
final class UpdaterCrashLog: ListAdapterUpdaterDelegate {
  var messages: [String] = []

  func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, collectionView: CollectionView,
    willCrashWith error: CollectionViewError, fromObjects: [any ListDiffable]?,
    toObjects: [any ListDiffable]?, diffResult: ListIndexSetResult?, updates: ListBatchUpdateData?
  ) {
    messages.append(error.message)
  }
}

/// An updater that applies everything as a reload-data updater does and records the item and
/// section changes it is asked for.
@MainActor
final class RecordingUpdater: ListUpdatingDelegate {
  let inner = ListReloadDataUpdater()
  var calls: [String] = []

  func performUpdate(
    collectionViewBlock: @escaping ListCollectionViewBlock,
    animated: Bool, sectionDataBlock: @escaping ListTransitionDataBlock,
    applySectionDataBlock: @escaping ListTransitionDataApplyBlock,
    completion: ListUpdatingCompletion?
  ) {
    inner.performUpdate(
      collectionViewBlock: collectionViewBlock, animated: animated,
      sectionDataBlock: sectionDataBlock, applySectionDataBlock: applySectionDataBlock,
      completion: completion)
  }
  func performUpdate(
    collectionViewBlock: @escaping ListCollectionViewBlock,
    animated: Bool, itemUpdates: @escaping ListItemUpdateBlock,
    completion: ListUpdatingCompletion?
  ) {
    inner.performUpdate(
      collectionViewBlock: collectionViewBlock, animated: animated,
      itemUpdates: itemUpdates, completion: completion)
  }
  func performDataSourceChange(_ block: @escaping ListDataSourceChangeBlock) {
    inner.performDataSourceChange(block)
  }
  func reloadData(
    collectionViewBlock: @escaping ListCollectionViewBlock,
    reloadUpdate reloadUpdateBlock: @escaping ListReloadUpdateBlock,
    completion: ListUpdatingCompletion?
  ) {
    inner.reloadData(
      collectionViewBlock: collectionViewBlock, reloadUpdate: reloadUpdateBlock,
      completion: completion)
  }
  func insertItems(into collectionView: CollectionView, indexPaths: [IndexPath]) {
    calls.append("insert")
    inner.insertItems(into: collectionView, indexPaths: indexPaths)
  }
  func deleteItems(from collectionView: CollectionView, indexPaths: [IndexPath]) {
    calls.append("delete")
    inner.deleteItems(from: collectionView, indexPaths: indexPaths)
  }
  func moveItem(
    in collectionView: CollectionView, from fromIndexPath: IndexPath, to toIndexPath: IndexPath
  ) {
    calls.append("moveItem")
    inner.moveItem(in: collectionView, from: fromIndexPath, to: toIndexPath)
  }
  func reloadItem(
    in collectionView: CollectionView, from fromIndexPath: IndexPath, to toIndexPath: IndexPath
  ) {
    calls.append("reloadItem")
    inner.reloadItem(in: collectionView, from: fromIndexPath, to: toIndexPath)
  }
  func moveSection(in collectionView: CollectionView, from fromIndex: Int, to toIndex: Int) {
    calls.append("moveSection")
    inner.moveSection(in: collectionView, from: fromIndex, to: toIndex)
  }
  func reload(_ collectionView: CollectionView, sections: IndexSet) {
    calls.append("reloadSections")
    inner.reload(collectionView, sections: sections)
  }
  func isInDataUpdateBlock() -> Bool { inner.isInDataUpdateBlock() }
  func willCrash(with collectionView: CollectionView, sectionControllerClass: AnyClass?) {}
}

/// A section of the numbers it is given, which the user may reorder when it allows it:
/// IGListKit's `IGTestReorderableSection`.
final class ReorderNumbersSection: ListSectionController {
  var numbers: [Int] = []
  var isReorderable = false

  override func numberOfItems() -> Int { numbers.count }

  override func sizeForItem(at index: Int) -> CGSize { CGSize(width: 100, height: 10) }

  override func cellForItem(at index: Int) -> CollectionViewCell {
    guard let context = collectionContext else { fatalError("section outside an adapter") }
    return context.dequeueReusableCell(of: CollectionViewCell.self, for: self, at: index)
  }

  override func canMoveItem(at index: Int) -> Bool { isReorderable }

  override func moveObject(from sourceIndex: Int, to destinationIndex: Int) {
    numbers.insert(numbers.remove(at: sourceIndex), at: destinationIndex)
  }
}

/// Gives a data source the objects a section move makes: the move delegate of IGListKit's
/// `IGListTestAdapterReorderingDataSource`.
@MainActor
final class NumbersMover: ListAdapterMoveDelegate {
  let dataSource: TestDataSource

  init(_ dataSource: TestDataSource) {
    self.dataSource = dataSource
  }

  func listAdapter(
    _ listAdapter: ListAdapter, move object: Any, from previousObjects: [Any], to objects: [Any]
  ) {
    dataSource.objects = objects.compactMap { $0 as? any ListDiffable }
  }
}
