import Foundation
import ListKitTestSupport
import Testing

@testable import ListKit

/// Records working range events by section controller name.
@MainActor
final class WorkingRangeRecorder: ListWorkingRangeDelegate {
  var events: [String] = []
  var names: [ObjectIdentifier: String] = [:]

  func listAdapter(
    _ listAdapter: ListAdapter,
    sectionControllerWillEnterWorkingRange sectionController: ListSectionController
  ) {
    events.append("enter \(names[ObjectIdentifier(sectionController)] ?? "?")")
  }

  func listAdapter(
    _ listAdapter: ListAdapter,
    sectionControllerDidExitWorkingRange sectionController: ListSectionController
  ) {
    events.append("exit \(names[ObjectIdentifier(sectionController)] ?? "?")")
  }
}

/// Objects with the section controllers a test chose for them.
@MainActor
final class WorkingRangeDataSource: ListAdapterDataSource {
  var objects: [String]
  var controllers: [String: ListSectionController]

  init(_ objects: [String], recorder: WorkingRangeRecorder) {
    self.objects = objects
    controllers = [:]
    for object in objects {
      let controller = TestSection()
      controller.workingRangeDelegate = recorder
      recorder.names[ObjectIdentifier(controller)] = object
      controllers[object] = controller
    }
  }

  func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { objects }

  func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  {
    controllers[object as? String ?? ""] ?? TestSection()
  }

  func emptyView(for listAdapter: ListAdapter) -> View? { nil }
}

/// IGListKit's `IGListWorkingRangeHandlerTests`, on an adapter whose collection view is never laid
/// out, so only the test tells the handler what is displayed.
@MainActor
@Suite struct WorkingRangeHandlerTests {
  @MainActor struct Fixture {
    let adapter: ListAdapter
    let recorder = WorkingRangeRecorder()
    let dataSource: WorkingRangeDataSource
    let collectionView = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 10, height: 10),
      collectionViewLayout: CollectionViewFlowLayout())

    init(_ objects: [String], size: Int = 0) {
      adapter = ListAdapter(
        updater: ListReloadDataUpdater(), viewController: nil, workingRangeSize: size)
      dataSource = WorkingRangeDataSource(objects, recorder: recorder)
      adapter.collectionView = collectionView
      adapter.dataSource = dataSource
      adapter.performUpdates(animated: false)
    }

    func show(_ section: Int) {
      adapter.workingRangeHandler.willDisplayItem(
        at: IndexPath(item: 0, section: section), adapter: adapter)
    }

    func hide(_ section: Int) {
      adapter.workingRangeHandler.didEndDisplayingItem(
        at: IndexPath(item: 0, section: section), adapter: adapter)
    }
  }

  @Test func test_whenDisplayingItemAtPath_withWorkingRangeSizeZero_thatItemEntersWorkingRange() {
    let fixture = Fixture(["obj"])
    fixture.show(0)
    #expect(fixture.recorder.events == ["enter obj"])
  }

  @Test
  func
    test_whenDisplayingItemAtPath_withWorkingRangeSizeZero_thatAdjacentItemsDoNotEnterWorkingRange()
  {
    let fixture = Fixture(["obj1", "obj2", "obj3"])
    fixture.show(1)
    #expect(fixture.recorder.events == ["enter obj2"])
  }

  @Test
  func test_whenDisplayingItemAtPath_withWorkingRangeSizeOne_thatAdjacentItemsEnterWorkingRange() {
    let fixture = Fixture(["obj1", "obj2", "obj3"], size: 1)
    fixture.show(1)
    #expect(fixture.recorder.events == ["enter obj1", "enter obj2", "enter obj3"])
  }

  @Test
  func
    test_whenDisplayingItemAtPath_withWorkingRangeSizeOne_thatOnlyAdjacentAndVisibleItemsEnterWorkingRange()
  {
    let fixture = Fixture(["obj1", "obj2", "obj3", "obj4", "obj5"], size: 1)
    fixture.show(2)
    #expect(fixture.recorder.events == ["enter obj2", "enter obj3", "enter obj4"])
  }

  @Test
  func
    test_whenDisplayingItemAtPath_withWorkingRangeSizeZero_thenHidingThatItem_thatItemLeavesWorkingRange()
  {
    let fixture = Fixture(["obj"])
    fixture.show(0)
    fixture.hide(0)
    #expect(fixture.recorder.events == ["enter obj", "exit obj"])
  }

  @Test
  func test_whenDisplayingItemAtPath_withWorkingRangeSizeOne_thatNextItemEntersWorkingRange() {
    let fixture = Fixture(["obj1", "obj2"], size: 1)
    fixture.show(0)
    #expect(fixture.recorder.events.contains("enter obj2"))
  }

  @Test
  func test_whenDisplayingItemAtPath_withWorkingRangeSizeOne_thatThirdItemDoesNotEnterWorkingRange()
  {
    let fixture = Fixture(["obj1", "obj2", "obj3"], size: 1)
    fixture.show(0)
    #expect(fixture.recorder.events == ["enter obj1", "enter obj2"])
  }

  @Test
  func
    test_whenDisplayingItemAtPath_withWorkingRangeSizeOne_thenEndDisplayingThatItem_thatNextItemLeavesWorkingRange()
  {
    let fixture = Fixture(["obj1", "obj2"], size: 1)
    fixture.show(0)
    fixture.hide(0)
    #expect(fixture.recorder.events == ["enter obj1", "enter obj2", "exit obj1", "exit obj2"])
  }

  @Test
  func
    test_whenDisplayingItemsAtPaths_withWorkingRangeSizeOne_thatSpuriousWorkingRangeCallsAreNotMade()
  {
    let fixture = Fixture(["obj1", "obj2"], size: 1)
    fixture.show(0)
    fixture.show(1)
    #expect(fixture.recorder.events == ["enter obj1", "enter obj2"])
  }

  // Disabled in IGListKit itself, so not carried over:
  // DISABLED_test_whenDisplayingItemsAtPaths_withWorkingRangeSizeZero_thenRemovingFirstItem_thenInsertingItemAtLastPosition_thatItemEntersWorkingRange
  // DISABLED_test_whenDisplayingItemAtPath_withWorkingRangeSizeZero_thenInsertingNewItem_thatVisibleItemsRemainInWorkingRange

  @Test func aDisplayThatKeepsTheRangeDoesNotLookUpItsSectionControllersAgain() {
    let fixture = Fixture(["obj1", "obj2", "obj3", "obj4"], size: 1)
    let handler = fixture.adapter.workingRangeHandler
    fixture.show(1)
    #expect(handler.lookedUpSectionCount == 3)
    // A second item of the visible section, then its first item leaving: the same sections.
    handler.willDisplayItem(at: IndexPath(item: 1, section: 1), adapter: fixture.adapter)
    fixture.hide(1)
    #expect(handler.lookedUpSectionCount == 3)
    #expect(fixture.recorder.events == ["enter obj1", "enter obj2", "enter obj3"])
    // Another section shown moves the range: only the section that comes in is looked up.
    fixture.show(2)
    #expect(handler.lookedUpSectionCount == 4)
    #expect(fixture.recorder.events.last == "enter obj4")
  }

  @Test func aRangeThatMovesLooksUpOnlyTheSectionsThatComeIn_inSectionOrder() {
    let fixture = Fixture(["obj1", "obj2", "obj3", "obj4", "obj5", "obj6"], size: 1)
    let handler = fixture.adapter.workingRangeHandler
    fixture.show(2)
    fixture.show(3)
    #expect(handler.lookedUpSectionCount == 4)
    // A scroll of two rows at once: sections 2 and 3 leave the screen as 4 comes on.
    fixture.show(4)
    fixture.hide(2)
    fixture.hide(3)
    #expect(handler.lookedUpSectionCount == 5)
    #expect(
      fixture.recorder.events == [
        "enter obj2", "enter obj3", "enter obj4", "enter obj5", "enter obj6", "exit obj2",
        "exit obj3",
      ])
    // Section 0 shown while 4 is: the range grows to every section, then shrinks to 0 and 1.
    fixture.show(0)
    fixture.hide(4)
    #expect(handler.lookedUpSectionCount == 8)
    #expect(
      fixture.recorder.events.suffix(7) == [
        "enter obj1", "enter obj2", "enter obj3", "exit obj3", "exit obj4", "exit obj5",
        "exit obj6",
      ])
    // Nothing on screen, then a section away from the range: the whole range is looked up.
    fixture.hide(0)
    fixture.show(5)
    #expect(handler.lookedUpSectionCount == 10)
    #expect(
      fixture.recorder.events.suffix(4) == ["exit obj1", "exit obj2", "enter obj5", "enter obj6"])
  }

  /// A seeded walk of items shown and hidden: the handler, which moves its range where it can,
  /// tells the same events in the same order as working the whole range out again at each
  /// display does (IGListKit's handler).
  @Test func aMovingRangeTellsWhatWorkingItOutAgainTells_seededWalk() {
    let failures = failuresForSeeds(1...40) { seed, random in
      let names = (1...12).map { "obj\($0)" }
      let size = Int.random(in: 0...2, using: &random)
      let fixture = Fixture(names, size: size)
      var visible: [IndexPath: Int] = [:]
      var inRange: [String] = []
      var expected: [String] = []
      for step in 0..<60 {
        let path = IndexPath(
          item: Int.random(in: 0..<2, using: &random),
          section: Int.random(in: 0..<names.count, using: &random))
        if visible[path] != nil && Bool.random(using: &random) {
          visible[path] = nil
          fixture.adapter.workingRangeHandler.didEndDisplayingItem(
            at: path, adapter: fixture.adapter)
        } else {
          visible[path] = 1
          fixture.adapter.workingRangeHandler.willDisplayItem(at: path, adapter: fixture.adapter)
        }
        let sections = visible.keys.map(\.section)
        var range: [String] = []
        if let first = sections.min(), let last = sections.max() {
          range = Array(names[max(0, first - size)..<min(names.count, last + 1 + size)])
        }
        expected += range.filter { !inRange.contains($0) }.map { "enter \($0)" }
        expected += inRange.filter { !range.contains($0) }.map { "exit \($0)" }
        inRange = range
        if fixture.recorder.events != expected {
          return "step \(step): \(fixture.recorder.events.suffix(6)), expected "
            + "\(expected.suffix(6))"
        }
      }
      return nil
    }
    #expect(failures.isEmpty, "\(failures)")
  }

  @Test func anUpdateThatKeepsTheRangeButChangesItsSectionControllersIsTold() {
    let fixture = Fixture(["obj1", "obj2", "obj3"])
    fixture.show(1)
    // The objects change while section 1 stays on screen: "obj3" is now at section 1.
    fixture.dataSource.objects = ["obj1", "obj3"]
    fixture.adapter.performUpdates(animated: false)
    fixture.show(1)
    #expect(fixture.recorder.events == ["enter obj2", "enter obj3", "exit obj2"])
  }

  @Test func aNegativeWorkingRangeSizeIsReportedAndCountsAsZero() {
    let fixture = Fixture(["obj1", "obj2", "obj3"], size: -2)
    var messages: [String] = []
    fixture.adapter.diagnosticHandler = { messages.append($0) }
    fixture.show(1)
    fixture.show(2)
    #expect(fixture.recorder.events == ["enter obj2", "enter obj3"])
    #expect(
      messages == [
        "The working range size -2 is below zero; the working range is the visible sections only."
      ])
  }

  @Test func scrollingMovesTheWorkingRange() {
    let recorder = WorkingRangeRecorder()
    let objects = (0..<20).map { "s\($0)" }
    let dataSource = WorkingRangeDataSource(objects, recorder: recorder)
    let layout = CollectionViewFlowLayout()
    layout.minimumLineSpacing = 0
    let collectionView = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 10, height: 3), collectionViewLayout: layout)
    let adapter = ListAdapter(
      updater: ListAdapterUpdater(), viewController: nil, workingRangeSize: 2)
    adapter.collectionView = collectionView
    adapter.dataSource = dataSource
    for object in objects {
      (dataSource.controllers[object] as? TestSection)?.item = TestObject(0, 1)
    }
    collectionView.layoutIfNeeded()
    #expect(recorder.events == ["enter s0", "enter s1", "enter s2", "enter s3", "enter s4"])
    recorder.events = []
    collectionView.contentOffset = CGPoint(x: 0, y: 1)
    collectionView.layoutIfNeeded()
    #expect(recorder.events == ["enter s5"])
  }
}
