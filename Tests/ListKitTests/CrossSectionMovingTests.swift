import Foundation
import ListKitTestSupport
import Testing

@testable import ListKit

/// Named lists of items, shared by a data source and the section controllers that show them.
@MainActor
final class ListsModel {
  var names: [String]
  var items: [String: [String]]

  init(_ lists: KeyValuePairs<String, [String]>) {
    names = lists.map(\.key)
    items = Dictionary(uniqueKeysWithValues: lists.map { ($0.key, $0.value) })
  }

  /// Every list's items in order.
  var all: [[String]] { names.map { items[$0] ?? [] } }
}

/// A data source of one group per list of a ``ListsModel``.
@MainActor
final class ListsDataSource: ListAdapterDataSource {
  let model: ListsModel
  var letItemsLeave: Set<String>
  var takeItems: Set<String>

  init(_ model: ListsModel, letItemsLeave: Set<String>? = nil, takeItems: Set<String>? = nil) {
    self.model = model
    self.letItemsLeave = letItemsLeave ?? Set(model.names)
    self.takeItems = takeItems ?? Set(model.names)
  }

  func objects(for listAdapter: ListAdapter) -> [any ListDiffable] {
    model.names.map { Group($0, model.items[$0] ?? []) }
  }

  func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  {
    ListSection(self)
  }

  func emptyView(for listAdapter: ListAdapter) -> View? { nil }
}

/// A list whose items move within it and, where its data source says so, to and from other
/// lists, writing every move to the model.
@MainActor
final class ListSection: ListSectionController {
  unowned let source: ListsDataSource
  var name = ""
  var items: [String] = []
  var left: [Int] = []
  var arrived: [Int] = []

  init(_ source: ListsDataSource) {
    self.source = source
  }

  override func numberOfItems() -> Int { items.count }

  override func sizeForItem(at index: Int) -> CGSize {
    CGSize(width: collectionContext?.containerSize.width ?? 0, height: 1)
  }

  override func cellForItem(at index: Int) -> CollectionViewCell {
    guard let context = collectionContext else { fatalError("ListSection outside an adapter") }
    let cell: TextCell = context.dequeueReusableCell(for: self, at: index)
    cell.text = items[index]
    return cell
  }

  override func didUpdate(to object: Any) {
    guard let group = object as? Group else { return }
    name = group.name
    items = group.items
  }

  override func canMoveItem(at index: Int) -> Bool { true }

  override func moveObject(from sourceIndex: Int, to destinationIndex: Int) {
    items.insert(items.remove(at: sourceIndex), at: destinationIndex)
    source.model.items[name] = items
  }

  override func canMoveItem(
    at index: Int, toSectionController destination: ListSectionController,
    at destinationIndex: Int
  ) -> Bool {
    source.letItemsLeave.contains(name) && destination is ListSection
  }

  override func canReceiveItem(
    fromSectionController source: ListSectionController, at sourceIndex: Int, to index: Int
  ) -> Bool {
    self.source.takeItems.contains(name)
  }

  override func itemDidLeave(
    at index: Int, toSectionController destination: ListSectionController,
    at destinationIndex: Int
  ) -> Any {
    left.append(index)
    let item = items.remove(at: index)
    source.model.items[name] = items
    return item
  }

  override func itemDidArrive(
    _ object: Any, at index: Int, fromSectionController source: ListSectionController,
    at sourceIndex: Int
  ) {
    arrived.append(index)
    items.insert("\(object)", at: index)
    self.source.model.items[name] = items
  }
}

/// Moving items interactively between multi-item sections whose section controllers agree.
@MainActor
@Suite struct CrossSectionMovingTests {
  /// "todo" (a, b, c) on rows 0 to 2 and "done" (x, y) on rows 3 and 4.
  func harness(letItemsLeave: Set<String>? = nil, takeItems: Set<String>? = nil)
    -> (AdapterHarness, ListsDataSource)
  {
    let harness = AdapterHarness.rows([])
    let source = ListsDataSource(
      ListsModel(["todo": ["a", "b", "c"], "done": ["x", "y"]]), letItemsLeave: letItemsLeave,
      takeItems: takeItems)
    harness.adapter.dataSource = source
    harness.settle()
    return (harness, source)
  }

  func section(_ harness: AdapterHarness, _ index: Int) throws -> ListSection {
    try #require(harness.adapter.sectionController(forSection: index) as? ListSection)
  }

  /// Drags the item at `indexPath` to the row at `y` and drops it.
  func drag(_ harness: AdapterHarness, _ indexPath: IndexPath, toY y: CGFloat) {
    #expect(harness.collectionView.beginInteractiveMovementForItem(at: indexPath))
    harness.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 1, y: y))
    harness.collectionView.endInteractiveMovement()
    harness.settle()
  }

  @Test func movingAnItemToAnotherSectionThatTakesIt_keepsTheMove() throws {
    let (harness, source) = harness()
    drag(harness, IndexPath(item: 1, section: 0), toY: 3.25)
    #expect(source.model.all == [["a", "c"], ["b", "x", "y"]])
    #expect(try section(harness, 0).items == ["a", "c"])
    #expect(try section(harness, 1).items == ["b", "x", "y"])
    #expect(try section(harness, 0).left == [1])
    #expect(try section(harness, 1).arrived == [0])
    #expect(harness.counts == [2, 3])
    #expect(harness.shown == ["a", "c", "b", "x", "y"])
    #expect(harness.diagnostics.isEmpty)
  }

  @Test func updatesAfterTheMove_agreeWithTheModels() throws {
    let (harness, source) = harness()
    drag(harness, IndexPath(item: 1, section: 0), toY: 3.25)
    source.model.items["done"]?.append("z")
    source.model.items["todo"]?.insert("n", at: 0)
    #expect(harness.performUpdatesAndRun(animated: true) == true)
    harness.settle()
    #expect(harness.counts == [3, 4])
    #expect(try section(harness, 1).items == ["b", "x", "y", "z"])
    #expect(harness.shown == ["n", "a", "c", "b", "x", "y", "z"])
    #expect(harness.diagnostics.isEmpty)
  }

  @Test func movingAnItemBackAndForth_keepsBothMoves() throws {
    let (harness, source) = harness()
    drag(harness, IndexPath(item: 0, section: 1), toY: 0.25)
    #expect(source.model.all == [["x", "a", "b", "c"], ["y"]])
    drag(harness, IndexPath(item: 2, section: 0), toY: 4.75)
    #expect(source.model.all == [["x", "a", "c"], ["y", "b"]])
    #expect(harness.counts == [3, 2])
    #expect(harness.shown == ["x", "a", "c", "y", "b"])
    #expect(try section(harness, 0).left == [2])
    #expect(try section(harness, 0).arrived == [0])
    #expect(try section(harness, 1).left == [0])
    #expect(try section(harness, 1).arrived == [1])
  }

  @Test(arguments: [(Set<String>(), Set(["todo", "done"])), (Set(["todo", "done"]), Set())])
  func movingAnItemThatEitherSideRefuses_revertsTheMove(
    letItemsLeave: Set<String>, takeItems: Set<String>
  ) throws {
    let (harness, source) = harness(letItemsLeave: letItemsLeave, takeItems: takeItems)
    drag(harness, IndexPath(item: 1, section: 0), toY: 3.25)
    #expect(source.model.all == [["a", "b", "c"], ["x", "y"]])
    #expect(try section(harness, 0).items == ["a", "b", "c"])
    #expect(try section(harness, 0).left.isEmpty)
    #expect(try section(harness, 1).arrived.isEmpty)
    #expect(harness.counts == [3, 2])
    #expect(harness.shown == ["a", "b", "c", "x", "y"])
  }

  @Test func movingAnItemOutOfSectionsThatDoNotOptIn_revertsTheMove() {
    let harness = AdapterHarness.rows([], updater: ListReloadDataUpdater())
    let source = GroupsDataSource([Group("a", ["a1", "a2"]), Group("b", ["b1", "b2"])])
    harness.adapter.dataSource = source
    harness.settle()
    drag(harness, IndexPath(item: 0, section: 0), toY: 2.25)
    #expect(harness.counts == [2, 2])
    #expect(harness.shown == ["a1", "a2", "b1", "b2"])
  }

  @Test func movingTheOnlyItemOfASectionThatLetsItGo_movesTheItemNotTheSection() throws {
    let harness = AdapterHarness.rows([])
    let source = ListsDataSource(ListsModel(["todo": ["a"], "done": ["x"]]))
    harness.adapter.dataSource = source
    harness.settle()
    drag(harness, IndexPath(item: 0, section: 0), toY: 1.75)
    #expect(source.model.all == [[], ["x", "a"]])
    #expect(harness.counts == [0, 2])
    #expect(harness.shown == ["x", "a"])
    #expect(try section(harness, 1).arrived == [1])
  }
}
