import Foundation
import Testing

@testable import ListKit

/// IGListKit's `IGListUpdateCoalescerTests.m`. ListKit's coalescing is inside
/// `ListAdapterUpdater`: the first request of a turn schedules one update on the collection view's
/// scheduler, and the requests made before it runs join it.
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

  func update(_ from: [SectionObject], _ to: [SectionObject], completion: @escaping () -> Void) {
    updater.performUpdate(
      collectionViewBlock: { [collectionView] in collectionView }, animated: true,
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

  // test_whenSettingAdaptiveConfig_thatConfigIsStored: ListKit has no adaptive coalescing
  // experiment.
  // test_whenAdaptiveEnabled_withNoLastUpdate_thatUpdateIsPerformedImmediately: likewise.
  // test_whenAdaptiveEnabled_withRecentUpdate_thatUpdateIsDelayed: likewise.
  // test_whenAdaptiveEnabled_withViewNotVisible_thatMaxIntervalIsUsed: likewise, and ListUI has
  // no windows to track a view's visibility by.
  // test_whenAdaptiveEnabled_withVisibleView_thatUpdateIsPerformed: likewise.
}
