import Foundation
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
}

/// Records the updater's delegate calls, in order.
@MainActor
final class UpdaterEvents: ListAdapterUpdaterDelegate {
  var events: [String] = []
  var applied: [ListBatchUpdateData] = []
  var diffedOnBackground: [Bool] = []

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
  }
  func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater,
    willPerformBatchUpdatesWith collectionView: CollectionView,
    fromObjects: [any ListDiffable]?, toObjects: [any ListDiffable]?,
    listIndexSetResult: ListIndexSetResult?, animated: Bool
  ) { events.append("willPerformBatchUpdates") }
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
    sectionControllerClass: AnyClass
  ) { events.append("willCrash \(sectionControllerClass)") }
  func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater,
    didFinishWithoutUpdatesWith collectionView: CollectionView?
  ) { events.append("didFinishWithoutUpdates \(collectionView == nil ? "nil" : "collectionView")") }
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
    collectionView = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
    collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.scheduler = scheduler
    collectionView.dataSource = dataSource
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
      withCollectionViewBlock: collectionViewBlock, reloadUpdateBlock: {}, completion: nil)
    updater.update()
  }

  func update(
    _ from: [any ListDiffable], _ to: [any ListDiffable], animated: Bool = true,
    completion: ListUpdatingCompletion? = nil
  ) {
    updater.performUpdate(
      withCollectionViewBlock: collectionViewBlock, animated: animated,
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
      withCollectionViewBlock: collectionViewBlock, reloadUpdateBlock: {}, completion: nil)
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
    updater.moveSection(in: collectionView, fromIndex: 0, toIndex: 1)
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
      withCollectionViewBlock: collectionViewBlock, animated: true,
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
      withCollectionViewBlock: collectionViewBlock, animated: true, itemUpdates: {}, completion: nil
    )
    #expect(updater.hasChanges)
  }

  @Test func test_whenOnlyQueueingItemUpdates_thatUpdateBlockExecutes() {
    reload([SectionObject([0])])
    var ran = false
    var finished = false
    updater.performUpdate(
      withCollectionViewBlock: collectionViewBlock, animated: true, itemUpdates: { ran = true },
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
      withCollectionViewBlock: collectionViewBlock, animated: true, itemUpdates: { itemRan = true },
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
    updater.reloadData(withCollectionViewBlock: { nil }, reloadUpdateBlock: {}, completion: nil)
    updater.update()
    #expect(events.events == ["didFinishWithoutUpdates nil"])
  }

  @Test func test_whenPerformingUpdates_withNilCollectionView_thatDelegateFinishesWithoutUpdates() {
    var finished: Bool?
    updater.performUpdate(
      withCollectionViewBlock: { nil }, animated: true, sectionDataBlock: dataBlock([], [0]),
      applySectionDataBlock: applyBlock, completion: { finished = $0 })
    updater.update()
    #expect(events.events == ["didFinishWithoutUpdates nil"])
    #expect(finished == false)
  }

  @Test func test_whenReloadBatchedWithUpdate_thatCompletionBlockStillExecuted() {
    reload([SectionObject([0])])
    var order: [String] = []
    updater.reloadData(
      withCollectionViewBlock: collectionViewBlock, reloadUpdateBlock: {},
      completion: { _ in order.append("reload") })
    updater.performUpdate(
      withCollectionViewBlock: collectionViewBlock, animated: true, itemUpdates: {},
      completion: { _ in order.append("item") })
    scheduler.runUntilIdle()
    #expect(order == ["reload", "item"])
  }

  @Test func test_whenPerformingItemUpdateInMiddleOfReload_thatCompletionBlockStillExecuted() {
    reload([SectionObject([0])])
    var itemFinished = false
    updater.reloadData(
      withCollectionViewBlock: collectionViewBlock,
      reloadUpdateBlock: { [self] in
        updater.performUpdate(
          withCollectionViewBlock: collectionViewBlock, animated: true, itemUpdates: {},
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
      withCollectionViewBlock: collectionViewBlock, animated: true,
      sectionDataBlock: dataBlock(from, [SectionObject([0])]),
      applySectionDataBlock: { [self] data in
        dataSource.sections = data.toObjects
        updater.performUpdate(
          withCollectionViewBlock: collectionViewBlock, animated: true, itemUpdates: {},
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
      withCollectionViewBlock: collectionViewBlock, animated: true,
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

  @Test func test_whenPerformingUpdate_thatCallsDiffingDelegate() async {
    let from = [SectionObject([0])]
    reload(from)
    updater.allowsBackgroundDiffing = true
    events.events.removeAll()
    await withCheckedContinuation { continuation in
      update(from, from + [SectionObject([1])]) { _ in continuation.resume() }
      scheduler.runUntilIdle()
      Task { @MainActor in
        // The diff comes back from a background task; then the animation runs on the scheduler.
        while !events.events.contains("willPerformBatchUpdates") { await Task.yield() }
        scheduler.runUntilIdle()
      }
    }
    #expect(Array(events.events.prefix(2)) == ["willDiff", "didDiff"])
    #expect(events.diffedOnBackground == [true])
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
    @MainActor final class CrashLog: ListAdapterUpdaterDelegate {
      var messages: [String] = []
      func listAdapterUpdater(
        _ listAdapterUpdater: ListAdapterUpdater, collectionView: CollectionView,
        willCrashWith error: CollectionViewError, fromObjects: [any ListDiffable]?,
        toObjects: [any ListDiffable]?, diffResult: ListIndexSetResult?,
        updates: ListBatchUpdateData?
      ) { messages.append(error.message) }
    }
    let from = [SectionObject([0], identifier: "a")]
    reload(from)
    let log = CrashLog()
    updater.delegate = log
    // The section data says nothing changed, but the data source has a second item.
    updater.performUpdate(
      withCollectionViewBlock: collectionViewBlock, animated: true,
      sectionDataBlock: dataBlock(from, from),
      applySectionDataBlock: { [dataSource] _ in
        dataSource.sections = [SectionObject([0, 1], identifier: "a")]
      }, completion: nil)
    scheduler.runUntilIdle()
    #expect(
      log.messages.first?.hasPrefix("Invalid update: invalid number of items in section 0") == true)
    #expect(itemCounts == [2])
  }
}
