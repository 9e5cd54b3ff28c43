import Foundation
import ListKitTestSupport
import Testing

@testable import ListKit

/// Updates that must neither leave a stale model on screen nor send the collection view an update
/// it rejects: each case is one that once did.
@MainActor
@Suite struct UpdateCorrectnessTests {
  // MARK: A binding section's pending update and a data source change

  /// The object changes while the section controller's own update waits for the next turn, and
  /// the adapter's data source changes in the same turn: the cells show the new object's view
  /// models, not the old one's.
  @Test func pendingBindingUpdateThenNewDataSourceShowsTheNewObject() throws {
    let h = AdapterHarness.binding([DiffingObject(1, ["a", "b"])])
    let section = try #require(h.bindingSection(0))
    var finished: [Bool] = []
    section.update(animated: true) { finished.append($0) }
    h.adapter.dataSource = h.makeDataSource([DiffingObject(1, ["a", "c"])])
    h.settle()
    #expect(h.bindingSection(0) === section)
    #expect(section.viewModels.map { $0 as? String } == ["a", "c"])
    #expect([h.text(0, 0), h.text(0, 1)] == ["a", "c"])
    #expect(finished == [true])
  }

  /// As above, with the section controller's update already applied and its animation under way
  /// when the data source changes: the section shows the new object once the animation ends.
  @Test func bindingUpdateUnderWayThenNewDataSourceShowsTheNewObject() throws {
    let h = AdapterHarness.binding([DiffingObject(1, ["a", "b"])])
    let section = try #require(h.bindingSection(0))
    var finished: [Bool] = []
    section.update(animated: true) { finished.append($0) }
    // One turn: the update is applied and its animation starts.
    h.scheduler.advance(by: 0)
    #expect(finished.isEmpty)
    h.adapter.dataSource = h.makeDataSource([DiffingObject(1, ["a", "c"])])
    h.settle()
    #expect(section.viewModels.map { $0 as? String } == ["a", "c"])
    #expect([h.text(0, 0), h.text(0, 1)] == ["a", "c"])
    #expect(finished == [true])
  }

  /// The object changes through `performUpdates` in the same turn as a data source change and a
  /// pending update: the newest object wins.
  @Test func objectUpdatePendingUpdateAndDataSourceChangeInOneTurnShowTheNewestObject() throws {
    let h = AdapterHarness.binding([DiffingObject(1, ["a", "b"])])
    let section = try #require(h.bindingSection(0))
    section.update(animated: true)
    h.dataSource.objects = [DiffingObject(1, ["a", "x"])]
    h.adapter.performUpdates(animated: true)
    h.adapter.dataSource = h.makeDataSource([DiffingObject(1, ["y", "a"])])
    h.settle()
    #expect([h.text(0, 0), h.text(0, 1)] == ["y", "a"])
    #expect(h.diagnostics.isEmpty)
  }

  // MARK: A data source change while an update animates

  /// A section moved by an update whose animation a data source change cut short, then reloading
  /// one of its own rows: the reload addresses the section where it is now.
  @Test func itemUpdateAfterADataSourceChangeCutAnAnimationShortAddressesTheNewSections() throws {
    let h = AdapterHarness.endToEnd()
    let a = TestObject(1, 1)
    let p = TestObject(2, 2)
    h.setUp([a, p])
    let moved = try h.requireSection(1)
    h.dataSource.objects = [p, a]
    h.adapter.performUpdates(animated: true)
    // One turn: the update is applied and its animation starts.
    h.scheduler.advance(by: 0)
    let swapped = h.makeDataSource([p, a])
    h.adapter.dataSource = swapped
    var finished: Bool?
    moved.collectionContext?.performBatch(
      animated: true, updates: { context in context.reload(in: moved, at: [0]) },
      completion: { finished = $0 })
    h.run()
    #expect(h.violations.isEmpty)
    #expect(finished == true)
    #expect(h.counts == [2, 1])
  }

  /// Replays of seeded walks that found the stale map and the counts loaded between a data
  /// source change and the item updates it runs after it.
  @Test(arguments: [(1, 309), (0, 124), (14, 3230), (3, 12035), (12, 27916), (11, 26651)])
  func walksThatOnceFailedStayValid(configuration: Int, seed: UInt64) {
    let result = PropertyWalk.walk(WalkConfiguration(index: configuration), seed: seed)
    #expect(result.failure == nil, "\(result.failure?.detail ?? "")\n\(result.log)")
  }

  // MARK: preferItemReloadsForSectionReloads

  /// An object update and its section controller reloading one of its own rows in one turn, with
  /// section reloads made item reloads: one valid batch update, no fallback.
  @Test func objectUpdateAndOwnItemReloadWithPreferItemReloadsIsValid() throws {
    let updater = ListAdapterUpdater()
    let h = AdapterHarness.endToEnd(updater: updater)
    let events = UpdaterEvents()
    updater.delegate = events
    h.setUp([TestObject(1, "a"), TestObject(2, 2)])
    updater.preferItemReloadsForSectionReloads = true
    let controller = try h.requireSection(0)
    h.dataSource.objects = [TestObject(1, "b"), TestObject(2, 2)]
    h.adapter.performUpdates(animated: true)
    controller.collectionContext?.performBatch(
      animated: true, updates: { context in context.reload(in: controller, at: [0]) },
      completion: nil)
    h.run()
    #expect(h.violations.isEmpty)
    #expect(events.events.filter { $0.hasPrefix("willReloadData") }.isEmpty)
    #expect(events.applied.first?.updateIndexPaths == [IndexPath(item: 0, section: 0)])
    #expect(h.cell(0, 0, as: E2ECell.self)?.text == "b")
  }

  /// Two item reloads of one section in one turn, with no change of objects: one valid batch
  /// update, no fallback.
  @Test func twoItemReloadsOfOneSectionWithPreferItemReloadsAreValid() throws {
    let updater = ListAdapterUpdater()
    let h = AdapterHarness.endToEnd(updater: updater)
    let events = UpdaterEvents()
    updater.delegate = events
    h.setUp([TestObject(1, 2)])
    updater.preferItemReloadsForSectionReloads = true
    let controller = try h.requireSection(0)
    for item in [0, 1] {
      controller.collectionContext?.performBatch(
        animated: true, updates: { context in context.reload(in: controller, at: [item]) },
        completion: nil)
    }
    h.run()
    #expect(h.violations.isEmpty)
    #expect(events.events.filter { $0.hasPrefix("willReloadData") }.isEmpty)
    #expect(h.counts == [2])
  }
}
