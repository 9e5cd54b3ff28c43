import Foundation
import Testing

@testable import ListKit

/// Set once, off the main actor, and read after the continuation that follows it.
private final class ThreadFlag: @unchecked Sendable {
  var ranOnMainThread: Bool?
}

/// IGListKit's `IGListPerformDiffTests.m`: the updater's diff on a background task, with
/// `allowsBackgroundDiffing`. The diffs are held by a `ManualDiffRunner`, so that each test says
/// when they come back.
@MainActor
@Suite struct PerformDiffTests {
  let scheduler = ManualScheduler()
  let collectionView: CollectionView
  let dataSource = SectionsDataSource()
  let updater = ListAdapterUpdater()
  let events = UpdaterEvents()
  let diffs: ManualDiffRunner

  init() {
    collectionView = dataSource.makeCollectionView(scheduler: scheduler)
    updater.delegate = events
    updater.allowsBackgroundDiffing = true
    diffs = ManualDiffRunner(updater)
  }

  func update(
    _ from: [any ListDiffable], _ to: [any ListDiffable], completion: ListUpdatingCompletion?
  ) {
    updater.performUpdate(
      collectionViewBlock: { [collectionView] in collectionView }, animated: true,
      sectionDataBlock: {
        ListTransitionData(fromObjects: from, toObjects: to, toSectionControllers: [])
      },
      applySectionDataBlock: { [dataSource] in dataSource.sections = $0.toObjects },
      completion: completion)
  }

  @Test func test_whenPerformDiff_withNilCompletion_thatReturnsEarly() {
    dataSource.sections = [1]
    #expect(collectionView.numberOfSections == 1)
    update([1], [2], completion: nil)
    scheduler.runUntilIdle()
    diffs.runAll()
    scheduler.runUntilIdle()
    #expect(events.diffedOnBackground == [true])
    #expect(events.applied.count == 1)
    #expect(collectionView.numberOfSections == 1)
  }

  @Test func test_whenPerformDiff_withViewNotVisibleState_thatUsesLowerPriorityQueue() throws {
    // The collection view is in no hierarchy, and past its tracker's early interval.
    let tracker = try #require(ListViewVisibilityTracker.attached(on: collectionView))
    tracker.comparedDateOverride = tracker.dateCreated.addingTimeInterval(
      tracker.earlyTimeInterval + 1)
    #expect(tracker.state == .notVisible)
    updater.adaptiveDiffingExperimentConfig = ListAdaptiveDiffingExperimentConfig(
      enabled: true, higherQOSEnabled: false, maxItemCountToRunOnMain: 0,
      lowerPriorityWhenViewNotVisible: true)
    dataSource.sections = [1, 2, 3, 4, 5, 6]
    #expect(collectionView.numberOfSections == 6)
    var finished: Bool?
    update([1, 2, 3, 4, 5, 6], [2, 3, 4, 5, 6, 7]) { finished = $0 }
    scheduler.runUntilIdle()
    #expect(diffs.pendingCount == 1)
    #expect(diffs.priorities == [.medium])
    #expect(events.diffResults.isEmpty)
    diffs.runAll()
    #expect(events.diffedOnBackground == [true])
    #expect(events.diffResults.first?.deletes == IndexSet(integer: 0))
    #expect(events.diffResults.first?.inserts == IndexSet(integer: 5))
    scheduler.runUntilIdle()
    #expect(finished == true)
    #expect(dataSource.sections.count == 6)
  }

  @Test func test_whenAdaptiveDiffingIsOff_thatDiffsRunAtTheUserInitiatedPriority() {
    dataSource.sections = [1]
    update([1], [1, 2], completion: nil)
    scheduler.runUntilIdle()
    #expect(diffs.priorities == [.userInitiated])
  }

  @Test func test_whenAdaptiveDiffingChooses_thatEachRuleGivesItsPriority() throws {
    let tracker = try #require(ListViewVisibilityTracker.attached(on: collectionView))
    // Early: a view not yet on screen in its first second does not lower the priority.
    tracker.comparedDateOverride = tracker.dateCreated
    func priority(
      _ config: ListAdaptiveDiffingExperimentConfig, _ from: [Int], _ to: [Int]
    ) -> TaskPriority? {
      updater.adaptiveDiffingExperimentConfig = config
      return updater.backgroundDiffPriority(
        fromCount: from.count, toCount: to.count, in: collectionView)
    }
    let small = ListAdaptiveDiffingExperimentConfig(enabled: true, maxItemCountToRunOnMain: 3)
    #expect(priority(small, [1, 2], [1, 2]) == nil)
    #expect(priority(small, [1, 2], [1, 2, 3]) == .userInitiated)
    let higher = ListAdaptiveDiffingExperimentConfig(enabled: true, higherQOSEnabled: true)
    #expect(priority(higher, [1], [2]) == ListAdapterUpdater.userInteractiveDiffPriority)
    let lower = ListAdaptiveDiffingExperimentConfig(
      enabled: true, higherQOSEnabled: true, lowerPriorityWhenViewNotVisible: true)
    #expect(priority(lower, [1], [2]) == ListAdapterUpdater.userInteractiveDiffPriority)
    tracker.comparedDateOverride = tracker.dateCreated.addingTimeInterval(
      tracker.earlyTimeInterval + 1)
    #expect(priority(lower, [1], [2]) == .medium)
    updater.allowsBackgroundDiffing = false
    #expect(priority(lower, [1], [2]) == nil)
  }

  @Test func test_whenDataSourceChanges_duringBackgroundDiff_thatTheDiffIsCancelled() {
    dataSource.sections = [1]
    #expect(collectionView.numberOfSections == 1)
    var finished: Bool?
    update([1], [1, 2]) { finished = $0 }
    scheduler.runUntilIdle()
    #expect(diffs.pendingCount == 1)
    // The change takes over the pending update's completions, and runs at once.
    var changed = false
    updater.performDataSourceChange { changed = true }
    #expect(changed)
    #expect(finished == true)
    // The diff that comes back afterwards is dropped.
    diffs.runAll()
    scheduler.runUntilIdle()
    #expect(!events.events.contains("didDiff"))
    #expect(events.applied.isEmpty)
  }

  @Test func test_whenUpdatesArriveDuringBackgroundDiff_thatTheyRunAfterIt() {
    dataSource.sections = [1]
    #expect(collectionView.numberOfSections == 1)
    var order: [Int] = []
    update([1], [1, 2]) { _ in order.append(1) }
    scheduler.runUntilIdle()
    update([1, 2], [1, 2, 3]) { _ in order.append(2) }
    scheduler.runUntilIdle()
    // The second update waits for the first's diff.
    #expect(diffs.pendingCount == 1)
    #expect(order.isEmpty)
    diffs.runAll()
    scheduler.runUntilIdle()
    #expect(order == [1])
    #expect(diffs.pendingCount == 1)
    diffs.runAll()
    scheduler.runUntilIdle()
    #expect(order == [1, 2])
    #expect(collectionView.numberOfSections == 3)
  }

  @Test func test_whenDiffingInTheBackground_thatTheDiffRunsOffTheMainThread() async {
    dataSource.sections = [1]
    #expect(collectionView.numberOfSections == 1)
    let flag = ThreadFlag()
    await withCheckedContinuation { continuation in
      updater.runBackgroundDiff = { priority, diff, completion in
        ListAdapterUpdater.runDetached(
          priority: priority,
          {
            flag.ranOnMainThread = Thread.isMainThread
            return diff()
          }
        ) { result in
          completion(result)
          continuation.resume()
        }
      }
      update([1], [1, 2], completion: nil)
      scheduler.runUntilIdle()
    }
    scheduler.runUntilIdle()
    #expect(flag.ranOnMainThread == false)
    #expect(events.diffedOnBackground == [true])
    #expect(collectionView.numberOfSections == 2)
  }
}
