import Foundation
import ListKit
import ListKitTestSupport
import Testing

/// What `performUpdatesWithResult(animated:)` says an update did.
@MainActor @Suite struct UpdateResultTests {
  /// Awaits `update` while running the harness's scheduler, as the main queue would.
  func result(
    of harness: AdapterHarness, _ update: @escaping @MainActor () async -> ListUpdateResult
  ) async throws -> ListUpdateResult {
    final class Box { var result: ListUpdateResult? }
    let box = Box()
    let task = Task { box.result = await update() }
    for _ in 0..<1_000 where box.result == nil {
      harness.scheduler.runUntilIdle()
      await Task.yield()
    }
    await task.value
    return try #require(box.result)
  }

  func items(_ keys: [Int]) -> [any ListDiffable] { keys.map { TestObject($0, 1) } }

  @Test func aBatchUpdateSaysWhichSectionsChanged() async throws {
    let harness = AdapterHarness.rows(items([1, 2, 3]))
    harness.collectionView.layoutIfNeeded()
    harness.dataSource.objects = items([2, 3, 4])
    let result = try await result(of: harness) {
      await harness.adapter.performUpdatesWithResult(animated: true)
    }
    guard case .batchUpdates(let updates) = result.outcome else {
      Issue.record("expected a batch update, got \(result.outcome)")
      return
    }
    #expect(result.finished)
    #expect(updates.deleteSections == [0])
    #expect(updates.insertSections == [2])
    #expect(updates.moveSections.isEmpty)
  }

  @Test func anUpdateWithNothingChangedIsAnEmptyBatchUpdate() async throws {
    let harness = AdapterHarness.rows(items([1, 2]))
    harness.collectionView.layoutIfNeeded()
    let result = try await result(of: harness) {
      await harness.adapter.performUpdatesWithResult(animated: false)
    }
    guard case .batchUpdates(let updates) = result.outcome else {
      Issue.record("expected a batch update, got \(result.outcome)")
      return
    }
    #expect(updates.insertSections.isEmpty && updates.deleteSections.isEmpty)
    #expect(updates.insertIndexPaths.isEmpty && updates.deleteIndexPaths.isEmpty)
  }

  @Test func tooManyChangesSayWhyTheCollectionViewReloaded() async throws {
    let harness = AdapterHarness.rows(items([0]))
    harness.collectionView.layoutIfNeeded()
    harness.dataSource.objects = items(Array(0...101))
    let result = try await result(of: harness) {
      await harness.adapter.performUpdatesWithResult(animated: true)
    }
    #expect(result.outcome == .fellBackToReload(.tooManyChanges(101)))
    #expect(result.finished)
  }

  /// In a list of `backgroundDiffingThreshold` objects or more, over 100 changes are a batch
  /// update, applied in proportion to its changes, where a reload would lay out the whole list;
  /// with the threshold at `Int.max`, they reload, as in IGListKit.
  @Test(arguments: [true, false])
  func tooManyChangesInALargeListAreABatchUpdate(large: Bool) async throws {
    let harness = AdapterHarness.rows(items([0]))
    (harness.updater as? ListAdapterUpdater)?.backgroundDiffingThreshold = large ? 50 : .max
    harness.collectionView.layoutIfNeeded()
    harness.dataSource.objects = items(Array(0...101))
    let result = try await result(of: harness) {
      await harness.adapter.performUpdatesWithResult(animated: true)
    }
    #expect(result.finished)
    #expect(harness.collectionView.numberOfSections == 102)
    if large {
      guard case .batchUpdates(let updates) = result.outcome else {
        Issue.record("expected a batch update, got \(result.outcome)")
        return
      }
      #expect(updates.insertSections == IndexSet(1...101))
    } else {
      #expect(result.outcome == .fellBackToReload(.tooManyChanges(101)))
    }
  }

  @Test func anUpdateTheCollectionViewRejectsSaysWhy() async throws {
    let kept = TestObject(0, 1)
    let harness = AdapterHarness.rows([kept, TestObject(1, 1)])
    harness.collectionView.layoutIfNeeded()
    // The section controller changes its count without telling anyone.
    (harness.adapter.sectionController(forSection: 0) as? TestSection)?.item = TestObject(0, 3)
    harness.dataSource.objects = [kept]
    let result = try await result(of: harness) {
      await harness.adapter.performUpdatesWithResult(animated: true)
    }
    guard case .fellBackToReload(.invalidUpdate(let error)) = result.outcome else {
      Issue.record("expected a reload for an invalid update, got \(result.outcome)")
      return
    }
    #expect(error.message.hasPrefix("Invalid update: invalid number of items in section 0"))
  }

  @Test func coalescedUpdatesAllGetTheResultOfTheOneUpdate() async throws {
    let harness = AdapterHarness.rows(items([1]))
    harness.collectionView.layoutIfNeeded()
    harness.dataSource.objects = items([1, 2])
    final class Box { var results: [ListUpdateResult] = [] }
    let box = Box()
    let first = Task {
      box.results.append(await harness.adapter.performUpdatesWithResult(animated: true))
    }
    let second = Task {
      box.results.append(await harness.adapter.performUpdatesWithResult(animated: true))
    }
    for _ in 0..<1_000 where box.results.count < 2 {
      harness.scheduler.runUntilIdle()
      await Task.yield()
    }
    await first.value
    await second.value
    #expect(box.results.count == 2)
    #expect(box.results.first == box.results.last)
    guard case .batchUpdates(let updates) = box.results.first?.outcome else {
      Issue.record("expected a batch update")
      return
    }
    #expect(updates.insertSections == [1])
  }

  @Test func anUpdateStartedByAnEarlierCompletionDoesNotChangeWhatLaterOnesAreTold() async throws {
    let harness = AdapterHarness.rows(items([1]))
    harness.collectionView.layoutIfNeeded()
    harness.dataSource.objects = items([1, 2])
    let other = TestDataSource(items([7])) { _ in TestSection() }
    // The first completion swaps the data source, which reloads at once, inside the completions
    // of the batch update.
    let result = try await result(of: harness) {
      harness.adapter.performUpdates(animated: true) { _ in harness.adapter.dataSource = other }
      return await harness.adapter.performUpdatesWithResult(animated: true)
    }
    guard case .batchUpdates(let updates) = result.outcome else {
      Issue.record("expected the batch update, got \(result.outcome)")
      return
    }
    #expect(updates.insertSections == [1])
    #expect(harness.collectionView.numberOfSections == 1)  // the swap did happen
  }

  @Test func withTheThrowExperiment_aHandlerThatGoesOnStillGetsTheError_andTheResultSaysWhy()
    async throws
  {
    let updater = ListAdapterUpdater()
    updater.experiments.insert(.throwOnInconsistencyException)
    let kept = TestObject(0, 1)
    let harness = AdapterHarness.rows([kept, TestObject(1, 1)], updater: updater)
    var handled: [String] = []
    harness.collectionView.violationHandler = { handled.append($0.message) }
    harness.collectionView.layoutIfNeeded()
    (harness.adapter.sectionController(forSection: 0) as? TestSection)?.item = TestObject(0, 3)
    harness.dataSource.objects = [kept]
    let result = try await result(of: harness) {
      await harness.adapter.performUpdatesWithResult(animated: true)
    }
    #expect(handled.count == 1)
    guard case .fellBackToReload(.invalidUpdate(let error)) = result.outcome else {
      Issue.record("expected a reload for an invalid update, got \(result.outcome)")
      return
    }
    #expect(handled.first == error.message)
  }

  @Test func theReloadDataUpdaterSaysItReloaded() async throws {
    let harness = AdapterHarness.rows(items([1]), updater: ListReloadDataUpdater())
    harness.collectionView.layoutIfNeeded()
    harness.dataSource.objects = items([1, 2])
    let result = try await result(of: harness) {
      await harness.adapter.performUpdatesWithResult(animated: true)
    }
    #expect(result == ListUpdateResult(outcome: .reloadedData, finished: true))
  }

  @Test func anotherUpdaterDoesNotSay() async throws {
    let harness = AdapterHarness.rows(items([1]), updater: RecordingUpdater())
    harness.collectionView.layoutIfNeeded()
    let result = try await result(of: harness) {
      await harness.adapter.performUpdatesWithResult(animated: true)
    }
    #expect(result.outcome == .unreported)
  }

  @Test func withoutACollectionViewNothingIsApplied() async throws {
    let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
    adapter.diagnosticHandler = { _ in }
    let result = await adapter.performUpdatesWithResult(animated: true)
    #expect(result == ListUpdateResult(outcome: .notApplied, finished: false))
  }
}
