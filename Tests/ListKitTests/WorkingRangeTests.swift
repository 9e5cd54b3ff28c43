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
    fixture.show(1)
    #expect(fixture.adapter.workingRangeHandler.rangeLookupCount == 1)
    // A second item of the visible section, then its first item leaving: the same sections.
    fixture.adapter.workingRangeHandler.willDisplayItem(
      at: IndexPath(item: 1, section: 1), adapter: fixture.adapter)
    fixture.hide(1)
    #expect(fixture.adapter.workingRangeHandler.rangeLookupCount == 1)
    #expect(fixture.recorder.events == ["enter obj1", "enter obj2", "enter obj3"])
    // Another section shown moves the range.
    fixture.show(2)
    #expect(fixture.adapter.workingRangeHandler.rangeLookupCount == 2)
    #expect(fixture.recorder.events.last == "enter obj4")
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
