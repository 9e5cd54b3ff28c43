import Foundation
import Testing

@testable import ListKit

/// IGListKit's `IGListTransactionTests.m`. IGListKit has a batch update, a reload and a data
/// source change transaction class; ListKit has `BatchUpdateTransaction`, and runs reloads and
/// data source changes inside `ListAdapterUpdater` itself, so those cases go through the updater.
@MainActor
@Suite struct UpdateTransactionTests {
  let scheduler = ManualScheduler()
  let collectionView: CollectionView
  let dataSource = SectionsDataSource()
  let updater = ListAdapterUpdater()
  let events = UpdaterEvents()

  init() {
    collectionView = dataSource.makeCollectionView(width: 320, height: 480, scheduler: scheduler)
    updater.delegate = events
  }

  /// A non-animated transaction from no sections to one, `0`, with a completion that records
  /// whether it finished.
  func makeBatchUpdateTransaction(
    collectionView: CollectionView?, completion: ListUpdatingCompletion? = nil,
    applySectionDataBlock: ListTransitionDataApplyBlock? = nil
  ) -> BatchUpdateTransaction {
    var builder = UpdateTransactionBuilder()
    builder.addSectionUpdate(
      animated: false, collectionViewBlock: { collectionView },
      sectionDataBlock: {
        ListTransitionData(fromObjects: [], toObjects: [0], toSectionControllers: [])
      },
      applySectionDataBlock: applySectionDataBlock ?? { [dataSource] in
        dataSource.sections = $0.toObjects
      },
      completion: completion)
    return BatchUpdateTransaction(updater: updater, builder: builder)
  }

  @Test func test_withBatchUpdateTransaction_thatNilCollectionViewBailsCorrectly() {
    var finished: Bool?
    let transaction = makeBatchUpdateTransaction(collectionView: nil) { finished = $0 }
    transaction.begin()
    #expect(transaction.state == .idle)
    #expect(finished == false)
    #expect(events.events == ["didFinishWithoutUpdates nil"])
  }

  @Test
  func test_withBatchUpdateTransaction_thatCancellingTransactionMultipleTimesPerformsCorrectly() {
    updater.allowsBackgroundDiffing = true
    let diffs = ManualDiffRunner(updater)
    var finished: Bool?
    let transaction = makeBatchUpdateTransaction(collectionView: collectionView) { finished = $0 }
    transaction.begin()
    #expect(transaction.cancel())
    #expect(!transaction.cancel())
    // The diff that comes back later is dropped.
    diffs.runAll()
    scheduler.runUntilIdle()
    #expect(transaction.state == .queued)
    #expect(!events.events.contains("didDiff"))
    #expect(finished == nil)
    #expect(dataSource.sections.isEmpty)
  }

  @Test func test_withBatchUpdateTransaction_thatMismatchedCollectionViewStateIsCaught() {
    // The collection view shows a section that the transaction's old objects do not have.
    dataSource.sections = [SectionObject([])]
    #expect(collectionView.numberOfSections == 1)
    var finished: Bool?
    let transaction = makeBatchUpdateTransaction(collectionView: collectionView) { finished = $0 }
    transaction.begin()
    scheduler.runUntilIdle()
    #expect(events.events.contains("willReloadData true"))
    #expect(finished == true)
    #expect(collectionView.numberOfSections == 1)
  }

  @Test func test_withBatchUpdateTransaction_thatCancellingTransactionBetweenRunLoopsIsCaptured() {
    updater.allowsBackgroundDiffing = true
    let diffs = ManualDiffRunner(updater)
    let transaction = makeBatchUpdateTransaction(collectionView: collectionView)
    transaction.begin()
    #expect(transaction.cancel())
    // A turn of the scheduler later the transaction is still cancelled, and stays so when the
    // diff comes back.
    scheduler.runUntilIdle()
    #expect(!transaction.cancel())
    diffs.runAll()
    scheduler.runUntilIdle()
    #expect(transaction.state == .queued)
    #expect(!events.events.contains("didDiff"))
    #expect(!events.events.contains("willPerformBatchUpdates"))
  }

  @Test func test_withDataSourceChangeTransaction_thatAllStubbedMethodsNoOpCorrectly() {
    // A data source change cannot be cancelled by another, and collects no item changes.
    dataSource.sections = [SectionObject([0])]
    var completions = 0
    var nestedRan = false
    updater.performUpdate(
      collectionViewBlock: { [collectionView] in collectionView }, animated: true,
      itemUpdates: {}, completion: { _ in completions += 1 })
    updater.performDataSourceChange { [updater] in
      #expect(!updater.isInDataUpdateBlock())
      updater.performDataSourceChange { nestedRan = true }
    }
    #expect(nestedRan)
    #expect(completions == 1)
    scheduler.runUntilIdle()
    #expect(completions == 1)
  }

  @Test func test_withReloadTransaction_thatAllStubbedMethodsNoOpCorrectly() {
    // A reload cannot be cancelled by a data source change, and collects no item changes.
    dataSource.sections = [SectionObject([0])]
    var completions = 0
    var changed = false
    updater.reloadData(
      collectionViewBlock: { [collectionView] in collectionView },
      reloadUpdate: { [updater] in
        #expect(!updater.isInDataUpdateBlock())
        updater.performDataSourceChange { changed = true }
      }, completion: { _ in completions += 1 })
    scheduler.runUntilIdle()
    #expect(changed)
    #expect(completions == 1)
    #expect(events.events.contains("willReloadData false"))
  }

  @Test func test_withIncorrectUpdatesState_thatInconsistencyExceptionIsCaught() {
    updater.allowsBackgroundDiffing = false
    updater.experiments.insert(.throwOnInconsistencyException)
    var violations: [CollectionViewError] = []
    collectionView.violationHandler = { violations.append($0) }
    let transaction = makeBatchUpdateTransaction(
      collectionView: collectionView,
      applySectionDataBlock: { [collectionView] _ in
        collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
      })
    transaction.begin()
    // The violation reaches the collection view's handler, which by default stops the app.
    #expect(!violations.isEmpty)
  }
}
