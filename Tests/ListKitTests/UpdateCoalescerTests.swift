import Foundation
import Testing

@testable import ListKit

/// IGListKit's `IGListUpdateCoalescerTests.m`. ListKit's coalescing is inside
/// `ListAdapterUpdater`: the first request of a turn schedules one update on the collection view's
/// scheduler, and the requests made before it runs join it; with adaptive coalescing, an update
/// after a quiet spell runs at once and the next ones wait an interval that grows.
@MainActor
@Suite struct UpdateCoalescerTests {
  let scheduler = ManualScheduler()
  let collectionView: CollectionView
  let dataSource = SectionsDataSource()
  let updater = ListAdapterUpdater()
  let events = UpdaterEvents()

  init() {
    collectionView = dataSource.makeCollectionView(scheduler: scheduler)
    updater.delegate = events
  }

  func update(
    _ from: [SectionObject], _ to: [SectionObject], animated: Bool = true,
    completion: @escaping () -> Void
  ) {
    updater.performUpdate(
      collectionViewBlock: { [collectionView] in collectionView }, animated: animated,
      sectionDataBlock: {
        ListTransitionData(fromObjects: from, toObjects: to, toSectionControllers: [])
      },
      applySectionDataBlock: { [dataSource] in dataSource.sections = $0.toObjects },
      completion: { _ in completion() })
  }

  /// How many updates the updater applied.
  var updateCount: Int { events.events.count { $0 == "willDiff" } }

  @Test func test_whenQueueingUpdate_thatDelegateIsCalled() {
    var finished = false
    update([], [SectionObject([0])]) { finished = true }
    #expect(scheduler.pendingCount == 1)
    #expect(updateCount == 0)
    scheduler.runUntilIdle()
    #expect(updateCount == 1)
    #expect(finished)
    #expect(collectionView.numberOfSections == 1)
  }

  @Test func test_whenQueueingMultipleUpdates_thatOnlyOneUpdateIsPerformed() {
    let first = [SectionObject([0])]
    let second = first + [SectionObject([1])]
    let third = second + [SectionObject([2])]
    var completions = 0
    update([], first) { completions += 1 }
    // The last section data wins: as the adapter's, it is read when the update runs.
    update([], second) { completions += 1 }
    update([], third) { completions += 1 }
    #expect(scheduler.pendingCount == 1)
    scheduler.runUntilIdle()
    #expect(updateCount == 1)
    #expect(events.applied.count == 1)
    #expect(completions == 3)
    #expect(collectionView.numberOfSections == 3)
  }

  @Test func test_whenSettingAdaptiveConfig_thatConfigIsStored() {
    updater.adaptiveCoalescingExperimentConfig = ListAdaptiveCoalescingExperimentConfig(
      enabled: true, minInterval: 0.1, intervalIncrement: 0.05, maxInterval: 0.5,
      useMaxIntervalWhenViewNotVisible: false)
    #expect(updater.adaptiveCoalescingExperimentConfig.enabled)
    #expect(updater.adaptiveCoalescingExperimentConfig.minInterval == 0.1)
    #expect(updater.adaptiveCoalescingExperimentConfig.maxInterval == 0.5)
  }

  @Test func test_whenAdaptiveEnabled_withNoLastUpdate_thatUpdateIsPerformedImmediately() {
    updater.adaptiveCoalescingExperimentConfig = ListAdaptiveCoalescingExperimentConfig(
      enabled: true, minInterval: 0.01, intervalIncrement: 0.01, maxInterval: 0.1)
    update([], [SectionObject([0])]) {}
    // Nothing waits on the scheduler: the update ran inside the call.
    #expect(updateCount == 1)
    scheduler.runUntilIdle()
    #expect(updateCount == 1)
    #expect(collectionView.numberOfSections == 1)
  }

  @Test func test_whenAdaptiveEnabled_withRecentUpdate_thatUpdateIsDelayed() {
    updater.adaptiveCoalescingExperimentConfig = ListAdaptiveCoalescingExperimentConfig(
      enabled: true, minInterval: 0.05, intervalIncrement: 0.01, maxInterval: 0.2)
    let first = [SectionObject([0])]
    update([], first, animated: false) {}
    #expect(updateCount == 1)
    // Without animation the first update ends at the next turn, with no time gone by.
    scheduler.advance(by: 0)
    // Within the interval of the first, the second waits out what is left of it.
    update(first, first + [SectionObject([1])], animated: false) {}
    #expect(updateCount == 1)
    scheduler.advance(by: 0.049)
    #expect(updateCount == 1)
    scheduler.advance(by: 0.001)
    #expect(updateCount == 2)
    scheduler.runUntilIdle()
    #expect(collectionView.numberOfSections == 2)
  }

  @Test func adaptiveIntervalsGrowWhileUpdatesKeepComingAndResetAfterAQuietSpell() {
    updater.adaptiveCoalescingExperimentConfig = ListAdaptiveCoalescingExperimentConfig(
      enabled: true, minInterval: 0.1, intervalIncrement: 0.1, maxInterval: 0.25)
    var sections: [SectionObject] = []
    var starts: [TimeInterval] = []
    // Each update is asked for as soon as the one before has ended; without animation it ends
    // at the turn it starts, so the scheduler's clock when it is idle is the update's start.
    for index in 0..<5 {
      let from = sections
      sections.append(SectionObject([index]))
      update(from, sections, animated: false) {}
      scheduler.runUntilIdle()
      starts.append(scheduler.now)
    }
    #expect(updateCount == 5)
    // The first runs at once; then each waits the interval, which grows by 0.1 up to 0.25.
    let waits = zip(starts.dropFirst(), starts).map { Int((($0 - $1) * 100).rounded()) }
    #expect(waits == [10, 20, 25, 25])
    // After a quiet spell longer than the interval, the next runs at once.
    scheduler.advance(by: 1)
    update(sections, sections + [SectionObject([99])], animated: false) {}
    #expect(updateCount == 6)
  }

  @Test func test_whenAdaptiveEnabled_withViewNotVisible_thatMaxIntervalIsUsed() throws {
    // The collection view is in no hierarchy, so not on screen, and its tracker is past the
    // early second.
    let tracker = try #require(ListViewVisibilityTracker.attached(on: collectionView))
    tracker.comparedDateOverride = tracker.dateCreated.addingTimeInterval(
      tracker.earlyTimeInterval + 1)
    #expect(tracker.state == .notVisible)
    updater.adaptiveCoalescingExperimentConfig = ListAdaptiveCoalescingExperimentConfig(
      enabled: true, minInterval: 0.01, intervalIncrement: 0.01, maxInterval: 0.05,
      useMaxIntervalWhenViewNotVisible: true)
    update([], [SectionObject([0])]) {}
    #expect(updateCount == 0)
    scheduler.advance(by: 0.049)
    #expect(updateCount == 0)
    scheduler.advance(by: 0.001)
    #expect(updateCount == 1)
  }

  @Test func test_whenAdaptiveEnabled_withVisibleView_thatUpdateIsPerformed() {
    let window = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(collectionView)
    updater.adaptiveCoalescingExperimentConfig = ListAdaptiveCoalescingExperimentConfig(
      enabled: true, minInterval: 0.01, intervalIncrement: 0.01, maxInterval: 0.1,
      useMaxIntervalWhenViewNotVisible: true)
    update([], [SectionObject([0])]) {}
    #expect(updateCount == 1)
  }
}
