import Foundation
import ListKitTestSupport
import Testing

@testable import ListKit

/// Records, in one ordered list, what a display delegate and an adapter delegate are told.
@MainActor
final class DisplayOrderLog: ListDisplayDelegate, ListAdapterDelegate {
  var events: [String] = []
  var names: [ObjectIdentifier: String] = [:]

  private func name(_ object: AnyObject) -> String { names[ObjectIdentifier(object)] ?? "?" }

  func listAdapter(_ listAdapter: ListAdapter, willDisplay sectionController: ListSectionController)
  {
    events.append("display: willDisplay \(name(sectionController))")
  }
  func listAdapter(
    _ listAdapter: ListAdapter, didEndDisplaying sectionController: ListSectionController
  ) {
    events.append("display: didEndDisplaying \(name(sectionController))")
  }
  func listAdapter(
    _ listAdapter: ListAdapter, willDisplay sectionController: ListSectionController,
    cell: CollectionViewCell, at index: Int
  ) {
    events.append("display: willDisplay \(name(sectionController)) \(name(cell)) \(index)")
  }
  func listAdapter(
    _ listAdapter: ListAdapter, didEndDisplaying sectionController: ListSectionController,
    cell: CollectionViewCell, at index: Int
  ) {
    events.append("display: didEndDisplaying \(name(sectionController)) \(name(cell)) \(index)")
  }
  func listAdapter(_ listAdapter: ListAdapter, willDisplay object: Any, at index: Int) {
    events.append("adapter: willDisplay \(object) \(index)")
  }
  func listAdapter(_ listAdapter: ListAdapter, didEndDisplaying object: Any, at index: Int) {
    events.append("adapter: didEndDisplaying \(object) \(index)")
  }
  func listAdapter(
    _ listAdapter: ListAdapter, willDisplay object: Any, cell: CollectionViewCell,
    at indexPath: IndexPath
  ) {
    events.append(
      "adapter: willDisplay \(object) \(name(cell)) \(indexPath.section)-\(indexPath.item)")
  }
  func listAdapter(
    _ listAdapter: ListAdapter, didEndDisplaying object: Any, cell: CollectionViewCell,
    at indexPath: IndexPath
  ) {
    events.append(
      "adapter: didEndDisplaying \(object) \(name(cell)) \(indexPath.section)-\(indexPath.item)")
  }
}

/// IGListKit's `IGListDisplayHandlerTests.m`, case by case: the handler alone, told of views by
/// the test, with an adapter that never lays out.
@MainActor
@Suite struct DisplayHandlerTests {
  let handler = DisplayHandler()
  let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
  let list = TestSection()
  let object = TestObject(1, 2)
  let log = DisplayOrderLog()

  init() {
    adapter.collectionView = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 10, height: 10),
      collectionViewLayout: CollectionViewFlowLayout())
    log.names[ObjectIdentifier(list)] = "list"
  }

  /// Starts recording: the section's display delegate and the adapter's delegate.
  func listen() {
    list.displayDelegate = log
    adapter.delegate = log
  }

  func cell(_ name: String) -> CollectionViewCell {
    let cell = CollectionViewCell(frame: .zero)
    log.names[ObjectIdentifier(cell)] = name
    return cell
  }

  func show(_ cell: CollectionViewCell, _ item: Int, controller: ListSectionController? = nil) {
    handler.willDisplay(
      cell: cell, adapter: adapter, controller: controller ?? list, object: object,
      indexPath: IndexPath(item: item, section: 0))
  }

  func hide(_ cell: CollectionViewCell, _ item: Int) {
    handler.didEndDisplaying(
      cell: cell, adapter: adapter, controller: list, indexPath: IndexPath(item: item, section: 0))
  }

  @Test func test_whenDisplayingFirstCell_thatDisplayHandlerReceivesEvent() {
    let cell = cell("cell")
    listen()
    show(cell, 0)
    #expect(
      log.events == [
        "display: willDisplay list cell 0",
        "adapter: willDisplay 1:2 cell 0-0",
        "display: willDisplay list",
        "adapter: willDisplay 1:2 0",
      ])
  }

  @Test func test_whenDisplayingSecondCell_thatDisplayHandlerReceivesEvent() {
    show(cell("first"), 0)
    let cell = cell("cell")
    listen()
    show(cell, 1)
    #expect(
      log.events == [
        "display: willDisplay list cell 1",
        "adapter: willDisplay 1:2 cell 0-1",
      ])
  }

  @Test func test_whenEndDisplayingSecondToLastCell_thatDisplayHandlerReceivesEvent() {
    let cellOne = cell("one")
    let cellTwo = cell("two")
    show(cellOne, 0)
    show(cellTwo, 1)
    listen()
    hide(cellOne, 0)
    #expect(
      log.events == [
        "display: didEndDisplaying list one 0",
        "adapter: didEndDisplaying 1:2 one 0-0",
      ])
  }

  @Test func test_whenEndDisplayingLastCell_thatDisplayHandlerReceivesEvent() {
    let cell = cell("cell")
    show(cell, 0)
    listen()
    hide(cell, 0)
    #expect(
      log.events == [
        "display: didEndDisplaying list cell 0",
        "adapter: didEndDisplaying 1:2 cell 0-0",
        "display: didEndDisplaying list",
        "adapter: didEndDisplaying 1:2 0",
      ])
  }

  @Test func test_whenEndDisplayingCell_withCellNeverDisplayed_thatDisplayHandlerReceivesNoEvent() {
    let cell = cell("cell")
    listen()
    hide(cell, 0)
    #expect(log.events.isEmpty)
  }

  @Test
  func test_whenEndDisplayingCell_withEndDisplayTwice_thatDisplayHandlerReceivesOneEvent() {
    let cell = cell("cell")
    show(cell, 0)
    listen()
    hide(cell, 0)
    hide(cell, 0)
    #expect(
      log.events == [
        "display: didEndDisplaying list cell 0",
        "adapter: didEndDisplaying 1:2 cell 0-0",
        "display: didEndDisplaying list",
        "adapter: didEndDisplaying 1:2 0",
      ])
  }

  @Test
  func
    test_whenCellInserted_withDisplayedCellExistingAtPath_thatDisplayHandlerReceivesCorrectParams()
  {
    show(cell("old"), 0)
    let anotherList = TestSection()
    log.names[ObjectIdentifier(anotherList)] = "another"
    anotherList.displayDelegate = log
    let anotherCell = cell("new")
    show(anotherCell, 0, controller: anotherList)
    #expect(
      log.events == [
        "display: willDisplay another new 0",
        "display: willDisplay another",
      ])
  }

  @Test
  func
    test_whenWillDisplaySupplementaryView_withCellDisplayedAfter_thatDisplayHandlerReceivesOneEvent()
  {
    let view = CollectionReusableView(frame: .zero)
    let cell = cell("cell")
    listen()
    handler.willDisplay(view: view, adapter: adapter, controller: list, object: object, section: 0)
    #expect(log.events == ["display: willDisplay list", "adapter: willDisplay 1:2 0"])
    log.events = []
    show(cell, 0)
    #expect(
      log.events == [
        "display: willDisplay list cell 0",
        "adapter: willDisplay 1:2 cell 0-0",
      ])
  }

  @Test
  func
    test_whenEndDisplayingSupplementaryView_withEndDisplayingTwice_thatDisplayHandlerReceivesOneEvent()
  {
    let view = CollectionReusableView(frame: .zero)
    handler.willDisplay(view: view, adapter: adapter, controller: list, object: object, section: 0)
    listen()
    handler.didEndDisplaying(view: view, adapter: adapter, controller: list, section: 0)
    handler.didEndDisplaying(view: view, adapter: adapter, controller: list, section: 0)
    #expect(log.events == ["display: didEndDisplaying list", "adapter: didEndDisplaying 1:2 0"])
  }
}
