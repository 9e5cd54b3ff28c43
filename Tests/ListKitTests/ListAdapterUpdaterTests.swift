import Foundation
import ListKitTestSupport
import Testing

@testable import ListKit

/// A section of IGListKit's updater tests: an identifier and the items it shows.
final class SectionObject: ListDiffable, CustomStringConvertible {
  let objects: [Int]
  let identifier: String

  init(_ objects: [Int], identifier: String = UUID().uuidString) {
    self.objects = objects
    self.identifier = identifier
  }

  func diffIdentifier() -> AnyHashable { identifier }

  func isEqual(toDiffableObject object: (any ListDiffable)?) -> Bool {
    guard let other = object as? SectionObject else { return false }
    return other === self || (other.identifier == identifier && other.objects == objects)
  }

  var description: String { "\(identifier.prefix(4)):\(objects)" }
}

/// A collection view data source of sections of items, IGListKit's
/// `IGListTestUICollectionViewDataSource`.
@MainActor
final class SectionsDataSource: CollectionViewDataSource {
  var sections: [any ListDiffable] = []

  func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
  {
    (sections[section] as? SectionObject)?.objects.count ?? 0
  }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }

  /// A collection view on `scheduler` that shows these sections, laid out by `layout`.
  func makeCollectionView(
    width: CGFloat = 100, height: CGFloat = 100,
    layout: CollectionViewLayout = CollectionViewFlowLayout(), scheduler: ManualScheduler
  ) -> CollectionView {
    let collectionView = CollectionView(
      frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
    collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.scheduler = scheduler
    collectionView.dataSource = self
    return collectionView
  }
}

/// Records the updater's delegate calls, in order.
@MainActor
final class UpdaterEvents: ListAdapterUpdaterDelegate {
  var events: [String] = []
  var applied: [ListBatchUpdateData] = []
  var diffedOnBackground: [Bool] = []
  var diffResults: [ListIndexSetResult] = []
  /// The diff and whether it animates, of each batch update about to be applied.
  var willPerform: [(result: ListIndexSetResult?, animated: Bool)] = []

  func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, willDiffFromObjects fromObjects: [any ListDiffable]?,
    toObjects: [any ListDiffable]?
  ) { events.append("willDiff") }
  func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater,
    didDiffWithResults listIndexSetResults: ListIndexSetResult?,
    onBackgroundThread: Bool
  ) {
    events.append("didDiff")
    diffedOnBackground.append(onBackgroundThread)
    if let listIndexSetResults { diffResults.append(listIndexSetResults) }
  }
  func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater,
    willPerformBatchUpdatesWith collectionView: CollectionView,
    fromObjects: [any ListDiffable]?, toObjects: [any ListDiffable]?,
    listIndexSetResult: ListIndexSetResult?, animated: Bool
  ) {
    events.append("willPerformBatchUpdates")
    willPerform.append((listIndexSetResult, animated))
  }
  func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, didPerformBatchUpdates updates: ListBatchUpdateData,
    collectionView: CollectionView
  ) {
    events.append("didPerformBatchUpdates")
    applied.append(updates)
  }
  func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, willInsert indexPaths: [IndexPath],
    collectionView: CollectionView
  ) { events.append("willInsert") }
  func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, willDelete indexPaths: [IndexPath],
    collectionView: CollectionView
  ) { events.append("willDelete") }
  func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, willMoveFrom fromIndexPath: IndexPath,
    to toIndexPath: IndexPath, collectionView: CollectionView
  ) { events.append("willMove") }
  func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, willReload indexPaths: [IndexPath],
    collectionView: CollectionView
  ) { events.append("willReload") }
  func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, willReloadDataWith collectionView: CollectionView,
    isFallbackReload: Bool
  ) { events.append("willReloadData \(isFallbackReload)") }
  func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, willCrashWith collectionView: CollectionView,
    sectionControllerClass: AnyClass?
  ) { events.append("willCrash \(sectionControllerClass.map { "\($0)" } ?? "nil")") }
  func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater,
    didFinishWithoutUpdatesWith collectionView: CollectionView?
  ) { events.append("didFinishWithoutUpdates \(collectionView == nil ? "nil" : "collectionView")") }
}

/// Holds an updater's background diffs until a test runs them, so that they come back at a known
/// point.
@MainActor
final class ManualDiffRunner {
  private var pending: [() -> Void] = []

  /// How many diffs wait to run.
  var pendingCount: Int { pending.count }

  /// The priorities the diffs were started at, in order.
  private(set) var priorities: [TaskPriority] = []

  init(_ updater: ListAdapterUpdater) {
    updater.runBackgroundDiff = { [self] priority, diff, completion in
      priorities.append(priority)
      pending.append { completion(diff()) }
    }
  }

  /// Runs the waiting diffs and hands back their results, in the order they were started.
  func runAll() {
    while !pending.isEmpty { pending.removeFirst()() }
  }
}

/// IGListKit's `IGListAdapterUpdaterTests.m`, against ListUI's collection view.
@MainActor
@Suite struct ListAdapterUpdaterTests {
  let scheduler = ManualScheduler()
  let collectionView: CollectionView
  let dataSource = SectionsDataSource()
  let updater = ListAdapterUpdater()
  let events = UpdaterEvents()

  init() {
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 10, height: 1)
    collectionView = dataSource.makeCollectionView(layout: layout, scheduler: scheduler)
    updater.delegate = events
  }

  var collectionViewBlock: ListCollectionViewBlock { { [collectionView] in collectionView } }

  func dataBlock(_ from: [any ListDiffable], _ to: [any ListDiffable]) -> ListTransitionDataBlock {
    { ListTransitionData(fromObjects: from, toObjects: to, toSectionControllers: []) }
  }

  var applyBlock: ListTransitionDataApplyBlock {
    { [dataSource] data in dataSource.sections = data.toObjects }
  }

  func reload(_ sections: [SectionObject]) {
    dataSource.sections = sections
    updater.reloadData(
      collectionViewBlock: collectionViewBlock, reloadUpdate: {}, completion: nil)
    updater.update()
  }

  func update(
    _ from: [any ListDiffable], _ to: [any ListDiffable], animated: Bool = true,
    completion: ListUpdatingCompletion? = nil
  ) {
    updater.performUpdate(
      collectionViewBlock: collectionViewBlock, animated: animated,
      sectionDataBlock: dataBlock(from, to), applySectionDataBlock: applyBlock,
      completion: completion)
  }

  var itemCounts: [Int] {
    (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
  }

  @Test func test_whenUpdatingtoObjects_thatUpdaterHasChanges() {
    update([], [0])
    #expect(updater.hasChanges)
  }

  @Test func test_whenUpdatingfromObjects_thatUpdaterHasChanges() {
    update([0], [])
    #expect(updater.hasChanges)
  }

  @Test func test_whenUpdatingtoObjects_withfromObjects_thatUpdaterHasChanges() {
    update([0], [1])
    #expect(updater.hasChanges)
  }

  // test_whenConvertingIndexPathsToSections_thatCorrectValuesAreReturned cannot apply: it tests a
  // C helper; `IndexSet(indexPaths.map(\.section))` is the Swift spelling.

  @Test func test_whenReloadingData_thatCollectionViewUpdates() {
    reload([SectionObject([])])
    #expect(collectionView.numberOfSections == 1)
    reload([])
    #expect(collectionView.numberOfSections == 0)
  }

  @Test func test_whenReloadingDataWithNilDataSourceBefore_thatCollectionViewNotCrash() {
    reload([SectionObject([1]), SectionObject([2])])
    #expect(collectionView.numberOfSections == 2)
    collectionView.dataSource = nil
    dataSource.sections = []
    updater.reloadData(
      collectionViewBlock: collectionViewBlock, reloadUpdate: {}, completion: nil)
    updater.update()
    // Without a data source the collection view has one empty section, as UIKit's has.
    #expect(collectionView.numberOfSections == 1)
  }

  @Test func test_whenInsertingSection_thatCollectionViewUpdates() {
    let from = [SectionObject([])]
    let to = [SectionObject([]), SectionObject([])]
    reload(from)
    var sections: Int?
    update(from, to) { _ in sections = collectionView.numberOfSections }
    scheduler.runUntilIdle()
    #expect(sections == 2)
  }

  @Test func test_whenDeletingSection_thatCollectionViewUpdates() {
    let from = [SectionObject([]), SectionObject([])]
    reload(from)
    var sections: Int?
    update(from, [SectionObject([])]) { _ in sections = collectionView.numberOfSections }
    scheduler.runUntilIdle()
    #expect(sections == 1)
  }

  @Test func test_whenInsertingSection_withItemChanges_thatCollectionViewUpdates() {
    let from = [SectionObject([0])]
    reload(from)
    #expect(itemCounts == [1])
    update(from, [SectionObject([0, 1]), SectionObject([0, 1])])
    scheduler.runUntilIdle()
    #expect(itemCounts == [2, 2])
  }

  @Test func test_whenInsertingSection_withDeletedSection_thatCollectionViewUpdates() {
    let from = [SectionObject([0, 1, 2]), SectionObject([])]
    reload(from)
    #expect(itemCounts == [3, 0])
    update(
      from, [SectionObject([1, 1]), SectionObject([0]), SectionObject([0, 2, 3])], animated: false)
    scheduler.runUntilIdle()
    #expect(itemCounts == [2, 1, 3])
  }

  @Test func test_whenReloadingSections_thatCollectionViewUpdates() {
    reload([SectionObject([0, 1]), SectionObject([0, 1])])
    dataSource.sections = [SectionObject([0, 1, 2]), SectionObject([0, 1])]
    updater.reload(collectionView, sections: IndexSet(integer: 0))
    #expect(itemCounts == [3, 2])
  }

  @Test func test_whenMovingSections_thatCollectionViewUpdates() {
    reload([SectionObject([0, 1]), SectionObject([0, 1, 2])])
    dataSource.sections = [SectionObject([0, 1, 2]), SectionObject([0, 1])]
    updater.moveSection(in: collectionView, from: 0, to: 1)
    updater.update()
    #expect(itemCounts == [3, 2])
  }

  @Test func test_whenCollectionViewNeedsLayout_thatPerformBatchUpdateWorks() {
    let from = [SectionObject([]), SectionObject([])]
    reload(from)
    collectionView.setNeedsLayout()
    var sections: Int?
    update(from, [SectionObject([])], animated: false) { _ in
      sections = collectionView.numberOfSections
    }
    scheduler.runUntilIdle()
    #expect(sections == 1)
  }

  @Test func test_whenUpdatesAreReentrant_thatUpdatesExecuteSerially() {
    let from = [SectionObject([])]
    let to = [SectionObject([]), SectionObject([])]
    reload(from)
    var completions: [(Int, Int)] = []
    updater.performUpdate(
      collectionViewBlock: collectionViewBlock, animated: true,
      sectionDataBlock: dataBlock(from, to),
      applySectionDataBlock: { [self] data in
        // Queued while the first update is being applied: it runs after it.
        update(to, [SectionObject([]), SectionObject([]), SectionObject([])]) { _ in
          completions.append((2, collectionView.numberOfSections))
        }
        dataSource.sections = data.toObjects
      },
      completion: { _ in completions.append((1, collectionView.numberOfSections)) })
    scheduler.runUntilIdle()
    #expect(completions.map(\.0) == [1, 2])
    #expect(completions.map(\.1) == [2, 3])
  }

  @Test func test_whenQueuingItemUpdates_thatUpdaterHasChanges() {
    updater.performUpdate(
      collectionViewBlock: collectionViewBlock, animated: true, itemUpdates: {}, completion: nil
    )
    #expect(updater.hasChanges)
  }

  @Test func test_whenOnlyQueueingItemUpdates_thatUpdateBlockExecutes() {
    reload([SectionObject([0])])
    var ran = false
    var finished = false
    updater.performUpdate(
      collectionViewBlock: collectionViewBlock, animated: true, itemUpdates: { ran = true },
      completion: { _ in finished = true })
    scheduler.runUntilIdle()
    #expect(ran && finished)
  }

  @Test func test_whenQueueingItemUpdates_withBatchUpdate_thatItemUpdateBlockExecutes() {
    let from = [SectionObject([])]
    let to = [SectionObject([]), SectionObject([])]
    reload(from)
    var itemRan = false
    var sectionsAtItemCompletion: Int?
    update(from, to)
    updater.performUpdate(
      collectionViewBlock: collectionViewBlock, animated: true, itemUpdates: { itemRan = true },
      completion: { _ in sectionsAtItemCompletion = collectionView.numberOfSections })
    scheduler.runUntilIdle()
    #expect(itemRan)
    #expect(sectionsAtItemCompletion == 2)
  }

  @Test func test_whenItemsMoveAndUpdate_thatCollectionViewWorks() {
    let from = [SectionObject([]), SectionObject([]), SectionObject([])]
    let to = [
      SectionObject([0], identifier: from[2].identifier),
      SectionObject([0, 1], identifier: from[1].identifier),
      SectionObject([0, 1, 2], identifier: from[0].identifier),
    ]
    reload(from)
    updater.sectionMovesAsDeletesInserts = true
    update(from, to)
    scheduler.runUntilIdle()
    #expect(itemCounts == [1, 2, 3])
  }

  @Test func test_whenReloadingData_withNilCollectionView_thatDelegateFinishesWithoutUpdates() {
    updater.reloadData(collectionViewBlock: { nil }, reloadUpdate: {}, completion: nil)
    updater.update()
    #expect(events.events == ["didFinishWithoutUpdates nil"])
  }

  @Test func test_whenPerformingUpdates_withNilCollectionView_thatDelegateFinishesWithoutUpdates() {
    var finished: Bool?
    updater.performUpdate(
      collectionViewBlock: { nil }, animated: true, sectionDataBlock: dataBlock([], [0]),
      applySectionDataBlock: applyBlock, completion: { finished = $0 })
    updater.update()
    #expect(events.events == ["didFinishWithoutUpdates nil"])
    #expect(finished == false)
  }

  @Test func test_whenReloadBatchedWithUpdate_thatCompletionBlockStillExecuted() {
    reload([SectionObject([0])])
    var order: [String] = []
    updater.reloadData(
      collectionViewBlock: collectionViewBlock, reloadUpdate: {},
      completion: { _ in order.append("reload") })
    updater.performUpdate(
      collectionViewBlock: collectionViewBlock, animated: true, itemUpdates: {},
      completion: { _ in order.append("item") })
    scheduler.runUntilIdle()
    #expect(order == ["reload", "item"])
  }

  @Test func test_whenPerformingItemUpdateInMiddleOfReload_thatCompletionBlockStillExecuted() {
    reload([SectionObject([0])])
    var itemFinished = false
    updater.reloadData(
      collectionViewBlock: collectionViewBlock,
      reloadUpdate: { [self] in
        updater.performUpdate(
          collectionViewBlock: collectionViewBlock, animated: true, itemUpdates: {},
          completion: { _ in itemFinished = true })
      }, completion: nil)
    scheduler.runUntilIdle()
    #expect(itemFinished)
  }

  @Test func test_whenPerformingItemUpdateInMiddleOfUpdate_thatCompletionBlockStillExecuted() {
    let from = [SectionObject([0])]
    reload(from)
    var itemFinished = false
    updater.performUpdate(
      collectionViewBlock: collectionViewBlock, animated: true,
      sectionDataBlock: dataBlock(from, [SectionObject([0])]),
      applySectionDataBlock: { [self] data in
        dataSource.sections = data.toObjects
        updater.performUpdate(
          collectionViewBlock: collectionViewBlock, animated: true, itemUpdates: {},
          completion: { _ in itemFinished = true })
      }, completion: nil)
    scheduler.runUntilIdle()
    #expect(itemFinished)
  }

  @Test func test_whenNotBatchUpdate_thatDelegateEventsSent() {
    reload([SectionObject([0, 1, 2, 3])])
    events.events.removeAll()
    dataSource.sections = [SectionObject([0, 1, 2])]
    updater.deleteItems(from: collectionView, indexPaths: [IndexPath(item: 0, section: 0)])
    dataSource.sections = [SectionObject([0, 1, 2, 3])]
    updater.insertItems(into: collectionView, indexPaths: [IndexPath(item: 0, section: 0)])
    updater.moveItem(
      in: collectionView, from: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 0))
    updater.reloadItem(
      in: collectionView, from: IndexPath(item: 1, section: 0), to: IndexPath(item: 1, section: 0))
    #expect(events.events == ["willDelete", "willInsert", "willMove", "willReload"])
  }

  @Test func test_whenReloadIsCalledWithSameItemCount_deleteInsertSectionHappen() {
    let from = [SectionObject([0], identifier: "a")]
    reload(from)
    update(from, [SectionObject([1], identifier: "a")])
    scheduler.runUntilIdle()
    #expect(events.applied.first?.deleteSections == IndexSet(integer: 0))
    #expect(events.applied.first?.insertSections == IndexSet(integer: 0))
  }

  @Test func test_whenPerformUpdates_dataSourceWasSetToNil_shouldNotCrash() {
    let from = [SectionObject([0])]
    reload(from)
    collectionView.dataSource = nil
    var finished: Bool?
    update(from, [SectionObject([0]), SectionObject([1])]) { finished = $0 }
    scheduler.runUntilIdle()
    #expect(events.events.contains("didFinishWithoutUpdates collectionView"))
    #expect(finished == false)
  }

  @Test
  func test_whenPerformIndexPathUpdates_reloadingTheSameIndexPathMultipleTimes_shouldNotCrash() {
    let from = [SectionObject([0, 1], identifier: "a")]
    reload(from)
    let path = IndexPath(item: 0, section: 0)
    updater.performUpdate(
      collectionViewBlock: collectionViewBlock, animated: true,
      itemUpdates: { [self] in
        updater.reloadItem(in: collectionView, from: path, to: path)
        updater.reloadItem(in: collectionView, from: path, to: path)
      }, completion: nil)
    scheduler.runUntilIdle()
    #expect(events.events.contains("didPerformBatchUpdates"))
  }

  @Test func test_whenPerformingUpdatesMultipleTimesInARow_thenUpdateWorks() {
    let first = [SectionObject([0])]
    let second = first + [SectionObject([0])]
    let third = second + [SectionObject([0])]
    reload(first)
    var counts: [Int] = []
    update(first, second) { _ in
      counts.append(collectionView.numberOfSections)
      update(second, third) { _ in counts.append(collectionView.numberOfSections) }
    }
    scheduler.runUntilIdle()
    #expect(counts == [2, 3])
  }

  @Test func test_whenPerformingUpdate_thatCallsDiffingDelegate() {
    let from = [SectionObject([0])]
    reload(from)
    updater.allowsBackgroundDiffing = true
    let diffs = ManualDiffRunner(updater)
    events.events.removeAll()
    var finished: Bool?
    update(from, from + [SectionObject([1])]) { finished = $0 }
    scheduler.runUntilIdle()
    #expect(events.events == ["willDiff"])
    #expect(diffs.pendingCount == 1)
    diffs.runAll()
    scheduler.runUntilIdle()
    #expect(Array(events.events.prefix(2)) == ["willDiff", "didDiff"])
    #expect(events.diffedOnBackground == [true])
    #expect(events.diffResults.first?.inserts == IndexSet(integer: 1))
    #expect(finished == true)
  }

  // _test_whenCollectionViewSectionCountIsIncorrect_thatDoesNotCrash is disabled in IGListKit; it
  // passes here, so it runs.
  @Test func test_whenCollectionViewSectionCountIsIncorrect_thatDoesNotCrash() {
    let from = [SectionObject([])]
    reload(from)
    #expect(collectionView.numberOfSections == 1)
    var sections: Int?
    update(from, [SectionObject([]), SectionObject([])]) { _ in
      sections = collectionView.numberOfSections
    }
    // The data source changes behind the updater's back, and the collection view catches up.
    dataSource.sections = [SectionObject([]), SectionObject([]), SectionObject([])]
    collectionView.reloadData()
    collectionView.layoutIfNeeded()
    #expect(collectionView.numberOfSections == 3)
    scheduler.runUntilIdle()
    #expect(events.events.contains("willReloadData true"))
    #expect(sections == 2)
  }

  @Test func test_whenReloadIsCalledWithSameItemCount_andPreferItemReload_updateIndexPathsHappen() {
    let from = [SectionObject([0], identifier: "a")]
    reload(from)
    updater.preferItemReloadsForSectionReloads = true
    update(from, [SectionObject([1], identifier: "a")])
    scheduler.runUntilIdle()
    let applied = events.applied.first
    #expect(applied?.updateIndexPaths == [IndexPath(item: 0, section: 0)])
    #expect(applied?.deleteSections.isEmpty == true && applied?.insertSections.isEmpty == true)
  }

  @Test
  func test_whenReloadIsCalledWithDifferentItemCount_andPreferItemReload_deleteInsertSectionHappen()
  {
    let from = [SectionObject([0], identifier: "a")]
    reload(from)
    updater.preferItemReloadsForSectionReloads = true
    update(from, [SectionObject([0, 1], identifier: "a")])
    scheduler.runUntilIdle()
    #expect(events.applied.first?.deleteSections == IndexSet(integer: 0))
    #expect(events.applied.first?.insertSections == IndexSet(integer: 0))
  }

  @Test
  func test_whenReloadIsCalledWithSectionMoveAndUpdate_andPreferItemReload_deleteInsertMoveHappens()
  {
    let from = [SectionObject([0], identifier: "a"), SectionObject([0], identifier: "b")]
    reload(from)
    updater.preferItemReloadsForSectionReloads = true
    update(from, [SectionObject([1], identifier: "b"), SectionObject([0], identifier: "a")])
    scheduler.runUntilIdle()
    let applied = events.applied.first
    #expect(applied?.insertSections == IndexSet(integer: 0))
    #expect(applied?.deleteSections == IndexSet(integer: 1))
    #expect(applied?.moveSections == [ListMoveIndex(from: 0, to: 1)])
  }

  @Test func test_withSingleItemSectionUpdates_thatPerformBatchUpdateWorks() {
    let from = [SectionObject([0], identifier: "a"), SectionObject([0], identifier: "b")]
    reload(from)
    updater.singleItemSectionUpdates = true
    update(from, [from[1], from[0]])
    scheduler.runUntilIdle()
    #expect(collectionView.numberOfSections == 2)
    #expect(events.applied.first?.moveSections.count == 2)
  }

  @Test func test_whenCollectionViewBlockIsNotCorrectlyApplied_thatTransactionsGetCancelled() {
    // A builder without a collection view block builds nothing: the updater has nothing to run.
    let builder = UpdateTransactionBuilder()
    #expect(!builder.hasChanges)
    updater.update()
    #expect(events.events.isEmpty)
  }

  @Test func test_whenCallingWillCrash_thatDelegateIsCalled() {
    updater.willCrash(with: collectionView, sectionControllerClass: TestSection.self)
    #expect(events.events == ["willCrash TestSection"])
  }

  @Test func test_whenThereAreTooManyChanges_thatTheUpdaterReloadsInstead() {
    let from = (0..<60).map { SectionObject([$0]) }
    reload(from)
    update(from, (0..<60).map { SectionObject([$0]) })
    scheduler.runUntilIdle()
    #expect(events.events.contains("willReloadData true"))
    #expect(collectionView.numberOfSections == 60)
  }

  @Test func test_whenTheCollectionViewRejectsAnUpdate_thatItIsReportedAndReloaded() {
    let from = [SectionObject([0], identifier: "a")]
    reload(from)
    let log = UpdaterCrashLog()
    updater.delegate = log
    // The section data says nothing changed, but the data source has a second item.
    updater.performUpdate(
      collectionViewBlock: collectionViewBlock, animated: true,
      sectionDataBlock: dataBlock(from, from),
      applySectionDataBlock: { [dataSource] _ in
        dataSource.sections = [SectionObject([0, 1], identifier: "a")]
      }, completion: nil)
    scheduler.runUntilIdle()
    #expect(
      log.messages.first?.hasPrefix("Invalid update: invalid number of items in section 0") == true)
    #expect(itemCounts == [2])
  }

  /// An item-update block that reloads `sections`, as a section controller's context does.
  func reloadSections(_ sections: IndexSet, completion: ListUpdatingCompletion? = nil) {
    updater.performUpdate(
      collectionViewBlock: collectionViewBlock, animated: true,
      itemUpdates: { [self] in updater.reload(collectionView, sections: sections) },
      completion: completion)
  }

  @Test func test_whenConvertingReloads_withoutChanges_thatOriginalIndexUsed() {
    reload([SectionObject([0]), SectionObject([0]), SectionObject([0])])
    // Without section data there is no diff to follow: the reload keeps its index.
    reloadSections(IndexSet(integer: 2))
    scheduler.runUntilIdle()
    #expect(events.applied.first?.deleteSections == IndexSet(integer: 2))
    #expect(events.applied.first?.insertSections == IndexSet(integer: 2))
    #expect(itemCounts == [1, 1, 1])
  }

  @Test func test_whenConvertingReloads_withChanges_thatIndexMoves() {
    let from = [
      SectionObject([0], identifier: "1"), SectionObject([0], identifier: "2"),
      SectionObject([0], identifier: "3"),
    ]
    reload(from)
    update(from, [from[2], from[1], from[0]])
    // The reloaded section moves from 2 to 0: it is deleted at 2 and inserted at 0.
    reloadSections(IndexSet(integer: 2))
    scheduler.runUntilIdle()
    #expect(events.applied.first?.deleteSections == IndexSet(integer: 2))
    #expect(events.applied.first?.insertSections == IndexSet(integer: 0))
    #expect(!events.events.contains("willReloadData true"))
    #expect(collectionView.numberOfSections == 3)
  }

  @Test func test_whenReloadingSection_whenSectionRemoved_thatConvertMethodCorrects() {
    let from = [
      SectionObject([0], identifier: "a"), SectionObject([0], identifier: "b"),
      SectionObject([0], identifier: "c"),
    ]
    reload(from)
    update(from, [from[0], from[2]])
    // The reloaded section's object is deleted: the reload adds neither a delete nor an insert.
    reloadSections(IndexSet(integer: 1))
    scheduler.runUntilIdle()
    #expect(events.applied.first?.deleteSections == IndexSet(integer: 1))
    #expect(events.applied.first?.insertSections == IndexSet())
    #expect(itemCounts == [1, 1])
  }

  @Test
  func
    test_whenCallingReloadData_withUICollectionViewFlowLayout_withEstimatedSize_thatSectionItemCountsCorrect()
  {
    let layout = CollectionViewFlowLayout()
    // With an estimated size the layout asks for attributes again while the data reloads.
    layout.estimatedItemSize = CGSize(width: 100, height: 10)
    let dataSource = SectionsDataSource()
    let collectionView = dataSource.makeCollectionView(layout: layout, scheduler: scheduler)
    dataSource.sections = [SectionObject([1]), SectionObject([1, 2, 3, 4])]
    #expect(collectionView.numberOfSections == 2)
    #expect(collectionView.numberOfItems(inSection: 0) == 1)
    #expect(collectionView.numberOfItems(inSection: 1) == 4)

    dataSource.sections = [SectionObject([1])]
    let updater = ListAdapterUpdater()
    updater.reloadData(
      collectionViewBlock: { collectionView }, reloadUpdate: {}, completion: nil)
    updater.update()
    #expect(collectionView.numberOfSections == 1)
    #expect(collectionView.numberOfItems(inSection: 0) == 1)

    dataSource.sections = [SectionObject([1]), SectionObject([1, 2, 3, 4])]
    updater.reloadData(
      collectionViewBlock: { collectionView }, reloadUpdate: {}, completion: nil)
    updater.update()
    #expect(collectionView.numberOfSections == 2)
    #expect(collectionView.numberOfItems(inSection: 0) == 1)
    #expect(collectionView.numberOfItems(inSection: 1) == 4)
  }

  // ListUI has no windows: the collection view of these tests is in none, as IGListKit's is here.
  @Test func test_whenCollectionViewNotInWindow_andBackgroundReloadFlag_isSetNO_diffHappens() {
    #expect(collectionView.superview == nil)
    let to = [SectionObject([])]
    var finished = false
    update(dataSource.sections, to, animated: false) { _ in finished = true }
    scheduler.runUntilIdle()
    #expect(finished)
    let willPerform = events.events.firstIndex(of: "willPerformBatchUpdates")
    let didPerform = events.events.firstIndex(of: "didPerformBatchUpdates")
    #expect(willPerform != nil && didPerform != nil && willPerform ?? 0 < didPerform ?? 0)
    let result = events.willPerform.first?.result
    #expect(result?.inserts.first == 0)
    #expect(result?.moves.isEmpty == true)
    #expect(result?.updates.isEmpty == true)
    #expect(result?.deletes.isEmpty == true)
    #expect(events.willPerform.first?.animated == false)
  }

  @Test func test_whenNotInViewHierarchy_thatUpdatesStillExecuteBlocks() {
    #expect(collectionView.superview == nil)
    let object = SectionObject([0, 1, 2])
    dataSource.sections = [object]
    var objectTransitionBlockExecuted = false
    var completionBlockExecuted = false
    var itemCompletionSaw: (Bool, Bool)?
    updater.performUpdate(
      collectionViewBlock: collectionViewBlock, animated: true,
      sectionDataBlock: dataBlock([object], [object]),
      applySectionDataBlock: { _ in objectTransitionBlockExecuted = true },
      completion: { _ in completionBlockExecuted = true })
    updater.performUpdate(
      collectionViewBlock: collectionViewBlock, animated: true,
      itemUpdates: { [self] in
        dataSource.sections = [SectionObject([2, 1, 4, 5], identifier: object.identifier)]
        updater.insertItems(
          into: collectionView,
          indexPaths: [IndexPath(item: 2, section: 0), IndexPath(item: 3, section: 0)])
        updater.deleteItems(from: collectionView, indexPaths: [IndexPath(item: 0, section: 0)])
        updater.moveItem(
          in: collectionView, from: IndexPath(item: 2, section: 0),
          to: IndexPath(item: 0, section: 0))
      },
      completion: { _ in
        itemCompletionSaw = (objectTransitionBlockExecuted, completionBlockExecuted)
      })
    scheduler.runUntilIdle()
    #expect(itemCompletionSaw?.0 == true)
    #expect(itemCompletionSaw?.1 == true)
    #expect(itemCounts == [4])
  }

  @Test func test_whenObjectIdentifiersCollide_withDifferentTypes_thatLookupReturnsNil() {
    let testObject = TestObject(1, 1)
    let collision = 1
    #expect(AnyHashable(collision) == testObject.diffIdentifier())
    // The adapter's look-up tells objects of different types apart.
    let harness = AdapterHarness.rows([testObject])
    #expect(harness.adapter.sectionController(for: testObject) != nil)
    #expect(harness.adapter.sectionController(for: collision) == nil)
  }

  @Test
  func
    test_whenReloadIsCalledWithSectionMoveAndUpdate_withDifferentSectionLength_andPreferItemReload_deleteInsertMoveHappens()
  {
    updater.preferItemReloadsForSectionReloads = true
    let from = [
      SectionObject([1, 2, 3], identifier: "id1"), SectionObject([2], identifier: "id2"),
    ]
    let to = [SectionObject([22], identifier: "id2"), SectionObject([1, 2, 3], identifier: "id1")]
    expectMoveAndUpdate(from: from, to: to)
  }

  @Test
  func test_whenReloadIsCalledWithSectionMoveAndUpdate_withThreeSections_deleteInsertMoveHappens() {
    updater.preferItemReloadsForSectionReloads = true
    let from = [
      SectionObject([1], identifier: "id1"), SectionObject([2], identifier: "id2"),
      SectionObject([3], identifier: "id3"),
    ]
    let to = [
      SectionObject([22, 23], identifier: "id2"), SectionObject([1], identifier: "id1"),
      SectionObject([3], identifier: "id3"),
    ]
    expectMoveAndUpdate(from: from, to: to)
  }

  /// Checks that moving the first two sections and changing the moved-up one, "id2", diffs as an
  /// update of 1 and moves both ways, and is applied as an insert of 0, a delete of 1 and the move
  /// of 0 to 1.
  func expectMoveAndUpdate(
    from: [SectionObject], to: [SectionObject], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    reload(from)
    var finished = false
    update(from, to, animated: false) { _ in finished = true }
    scheduler.runUntilIdle()
    #expect(finished, sourceLocation: sourceLocation)
    let result = events.willPerform.first?.result
    #expect(result?.inserts.isEmpty == true, sourceLocation: sourceLocation)
    #expect(result?.deletes.isEmpty == true, sourceLocation: sourceLocation)
    #expect(result?.updates.first == 1, sourceLocation: sourceLocation)
    #expect(
      Set(result?.moves ?? []) == [ListMoveIndex(from: 0, to: 1), ListMoveIndex(from: 1, to: 0)],
      sourceLocation: sourceLocation)
    let expected = ListBatchUpdateData(
      insertSections: IndexSet(integer: 0), deleteSections: IndexSet(integer: 1),
      moveSections: [ListMoveIndex(from: 0, to: 1)], insertIndexPaths: [], deleteIndexPaths: [],
      updateIndexPaths: [], moveIndexPaths: [])
    #expect(events.applied == [expected], sourceLocation: sourceLocation)
    #expect(itemCounts == to.map(\.objects.count), sourceLocation: sourceLocation)
  }

  @Test func test_whenReloadIsCalledWithSectionInsertAndUpdate_andPreferItemReload_noItemReloads() {
    updater.preferItemReloadsForSectionReloads = true
    let from = [SectionObject([1], identifier: "id1")]
    let to = [SectionObject([2], identifier: "id1"), SectionObject([22], identifier: "id2")]
    reload(from)
    update(from, to, animated: false)
    scheduler.runUntilIdle()
    let result = events.willPerform.first?.result
    #expect(result?.deletes.isEmpty == true && result?.moves.isEmpty == true)
    #expect(result?.updates.first == 0)
    #expect(result?.inserts.first == 1)
    let expected = ListBatchUpdateData(
      insertSections: IndexSet(0..<2), deleteSections: IndexSet(integer: 0), moveSections: [],
      insertIndexPaths: [], deleteIndexPaths: [], updateIndexPaths: [], moveIndexPaths: [])
    #expect(events.applied == [expected])
  }

  // test_whenReloadBlockIsNotCorrectlyApplied_thatTransactionsGetCancelled: a reload block is
  // not optional in Swift, so a reload without one cannot be requested.
  // test_whenDataSourceChangeBlockIsNotCorrectlyApplied_thatTransactionsGetCancelled: likewise a
  // data source change block is not optional.

  @Test func test_whenAddingChangesFromTransactionBuilder_thatOperationExitsGracefully() {
    // Swift has no nil builder; adding an empty one changes nothing.
    var builder = UpdateTransactionBuilder()
    builder.addItemUpdate(
      animated: true, collectionViewBlock: collectionViewBlock, itemUpdates: {},
      completion: { _ in })
    builder.add(UpdateTransactionBuilder())
    #expect(builder.hasChanges)
    #expect(builder.mode == .batchUpdate)
    #expect(builder.animated)
    #expect(builder.itemUpdateBlocks.count == 1)
    #expect(builder.completions.count == 1)
    #expect(builder.collectionViewBlock?() === collectionView)

    var empty = UpdateTransactionBuilder()
    empty.add(UpdateTransactionBuilder())
    #expect(!empty.hasChanges)
  }

  @Test func test_whenSettingAdaptiveCoalescingConfig_thatGetterReturnsConfig() {
    updater.adaptiveCoalescingExperimentConfig = ListAdaptiveCoalescingExperimentConfig(
      enabled: true, minInterval: 0.1, intervalIncrement: 0.05, maxInterval: 0.5,
      useMaxIntervalWhenViewNotVisible: true)
    let config = updater.adaptiveCoalescingExperimentConfig
    #expect(config.enabled)
    #expect(config.minInterval == 0.1)
    #expect(config.intervalIncrement == 0.05)
    #expect(config.maxInterval == 0.5)
    #expect(config.useMaxIntervalWhenViewNotVisible)
  }

  @Test func test_whenBuildingTransactionWithoutCollectionViewBlock_thatReturnsNil() {
    // ListKit builds its transaction from the builder; without a collection view block the
    // transaction does nothing but say so.
    let transaction = BatchUpdateTransaction(updater: updater, builder: UpdateTransactionBuilder())
    transaction.begin()
    #expect(transaction.state == .idle)
    #expect(transaction.appliedUpdates == nil)
    #expect(events.events == ["didFinishWithoutUpdates nil"])
  }
}
