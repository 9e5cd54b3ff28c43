import Foundation
import ListKit

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

/// A data source of numbers: a number *n* gets a section of *n* items, 42 an inset one:
/// IGListKit's `IGListTestAdapterDataSource`.
@MainActor
final class NumbersDataSource: ListAdapterDataSource {
  var objects: [any ListDiffable] = []
  var backgroundView: View?
  /// Makes the section controller of an object; by default as IGListKit's test data source does.
  var makeSection: (Any) -> ListSectionController = { object in
    (object as? Int) == 42 ? InsetNumberSection() : NumberSection()
  }

  init(_ objects: [any ListDiffable] = []) {
    self.objects = objects
  }

  func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { objects }

  func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  { makeSection(object) }

  func emptyView(for listAdapter: ListAdapter) -> View? { backgroundView }
}

/// An adapter with a reload-data updater on a 100 by 100 collection view with a flow layout, as
/// IGListKit's `IGListAdapterTests` sets one up.
@MainActor
final class NumbersHarness {
  let scheduler = ManualScheduler()
  let layout = CollectionViewFlowLayout()
  let collectionView: CollectionView
  let adapter: ListAdapter
  let dataSource: NumbersDataSource
  let diagnostics = DiagnosticLog()

  init(
    frame: CGRect = CGRect(x: 0, y: 0, width: 100, height: 100),
    updater: any ListUpdatingDelegate = ListReloadDataUpdater(),
    dataSource: NumbersDataSource = NumbersDataSource(),
    configure: (CollectionViewFlowLayout) -> Void = { _ in }
  ) {
    configure(layout)
    collectionView = CollectionView(frame: frame, collectionViewLayout: layout)
    collectionView.scheduler = scheduler
    adapter = ListAdapter(updater: updater, viewController: nil)
    let diagnostics = diagnostics
    adapter.diagnosticHandler = { diagnostics.messages.append($0) }
    self.dataSource = dataSource
    adapter.collectionView = collectionView
    adapter.dataSource = dataSource
  }

  /// A harness with the default geometry, reloaded with `objects`.
  convenience init(reloading objects: [any ListDiffable]) {
    self.init()
    reload(objects)
  }

  /// Sets the objects and reloads the list.
  func reload(_ objects: [any ListDiffable]) {
    dataSource.objects = objects
    adapter.reloadData()
    scheduler.runUntilIdle()
  }

  /// Sets the objects and updates the list.
  func update(_ objects: [any ListDiffable]) {
    dataSource.objects = objects
    adapter.performUpdates(animated: false)
    scheduler.runUntilIdle()
  }

  /// Updates the list from the data source's objects as they are, without animation.
  func refresh() {
    adapter.performUpdates(animated: false)
    scheduler.runUntilIdle()
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

  /// The number section of an object.
  func section(_ object: any ListDiffable) -> NumberSection? {
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

  func listAdapter(_ listAdapter: ListAdapter, didScroll sectionController: ListSectionController) {
    events.append("didScroll")
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

/// An updater that applies everything as a reload-data updater does and records the item and
/// section changes it is asked for.
@MainActor
final class RecordingUpdater: ListUpdatingDelegate {
  let inner = ListReloadDataUpdater()
  var calls: [String] = []

  func performUpdate(
    withCollectionViewBlock collectionViewBlock: @escaping ListCollectionViewBlock,
    animated: Bool, sectionDataBlock: @escaping ListTransitionDataBlock,
    applySectionDataBlock: @escaping ListTransitionDataApplyBlock,
    completion: ListUpdatingCompletion?
  ) {
    inner.performUpdate(
      withCollectionViewBlock: collectionViewBlock, animated: animated,
      sectionDataBlock: sectionDataBlock, applySectionDataBlock: applySectionDataBlock,
      completion: completion)
  }
  func performUpdate(
    withCollectionViewBlock collectionViewBlock: @escaping ListCollectionViewBlock,
    animated: Bool, itemUpdates: @escaping ListItemUpdateBlock,
    completion: ListUpdatingCompletion?
  ) {
    inner.performUpdate(
      withCollectionViewBlock: collectionViewBlock, animated: animated,
      itemUpdates: itemUpdates, completion: completion)
  }
  func performDataSourceChange(_ block: @escaping ListDataSourceChangeBlock) {
    inner.performDataSourceChange(block)
  }
  func reloadData(
    withCollectionViewBlock collectionViewBlock: @escaping ListCollectionViewBlock,
    reloadUpdateBlock: @escaping ListReloadUpdateBlock, completion: ListUpdatingCompletion?
  ) {
    inner.reloadData(
      withCollectionViewBlock: collectionViewBlock, reloadUpdateBlock: reloadUpdateBlock,
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
  func moveSection(in collectionView: CollectionView, fromIndex: Int, toIndex: Int) {
    calls.append("moveSection")
    inner.moveSection(in: collectionView, fromIndex: fromIndex, toIndex: toIndex)
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

/// Gives a numbers data source the objects a section move makes: the move delegate of IGListKit's
/// `IGListTestAdapterReorderingDataSource`.
@MainActor
final class NumbersMover: ListAdapterMoveDelegate {
  let dataSource: NumbersDataSource

  init(_ dataSource: NumbersDataSource) {
    self.dataSource = dataSource
  }

  func listAdapter(
    _ listAdapter: ListAdapter, move object: Any, from previousObjects: [Any], to objects: [Any]
  ) {
    dataSource.objects = objects.compactMap { $0 as? any ListDiffable }
  }
}
