import Foundation
import ListKit
import ListKitTestSupport
import Testing

/// A section of items the user can reorder.
final class ReorderableSection: ListSectionController {
  var items: [String] = []

  override func numberOfItems() -> Int { items.count }

  override func sizeForItem(at index: Int) -> CGSize {
    CGSize(width: collectionContext?.containerSize.width ?? 0, height: 1)
  }

  override func cellForItem(at index: Int) -> CollectionViewCell {
    guard let context = collectionContext else {
      fatalError("ReorderableSection outside an adapter")
    }
    let cell: TextCell = context.dequeueReusableCell(for: self, at: index)
    cell.text = items[index]
    return cell
  }

  override func didUpdate(to object: Any) {
    if let group = object as? Group { items = group.items }
  }

  override func canMoveItem(at index: Int) -> Bool { true }

  override func moveObject(from sourceIndex: Int, to destinationIndex: Int) {
    items.insert(items.remove(at: sourceIndex), at: destinationIndex)
  }
}

/// A named group of items.
final class Group: ListDiffable {
  let name: String
  let items: [String]

  init(_ name: String, _ items: [String]) {
    self.name = name
    self.items = items
  }

  func diffIdentifier() -> AnyHashable { name }

  func isEqual(toDiffableObject object: (any ListDiffable)?) -> Bool {
    (object as? Group).map { $0.name == name && $0.items == items } ?? false
  }
}

/// A data source of groups that moves them when the user moves a section.
@MainActor
final class GroupsDataSource: ListAdapterDataSource, ListAdapterMoveDelegate {
  var groups: [Group]

  init(_ groups: [Group]) {
    self.groups = groups
  }

  func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { groups }

  func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  { ReorderableSection() }

  func emptyView(for listAdapter: ListAdapter) -> View? { nil }

  func listAdapter(
    _ listAdapter: ListAdapter, move object: Any, from previousObjects: [Any], to objects: [Any]
  ) {
    groups = objects.compactMap { $0 as? Group }
  }
}

/// IGListKit's `IGListReloadDataUpdaterTests.m` (class `IGReloadDataUpdaterTests`), case by case.
@MainActor
@Suite struct ListReloadDataUpdaterTests {
  let updater = ListReloadDataUpdater()

  func harness(count: Int) -> AdapterHarness {
    let harness = AdapterHarness.rows([TestObject(0, count)], updater: updater)
    harness.collectionView.layoutIfNeeded()
    return harness
  }

  @Test func test_whenCompletionBlockExists_thatBlockExecuted() {
    let harness = harness(count: 1)
    var ran = false
    harness.adapter.reloadData { _ in ran = true }
    #expect(ran)
  }

  @Test func test_thatDataUpdateBlockStateIsAvailable() {
    #expect(!updater.isInDataUpdateBlock())
  }

  @Test func test_whenCallingWillCrash_thatMethodIsNoOp() {
    let harness = harness(count: 1)
    updater.willCrash(with: harness.collectionView, sectionControllerClass: TestSection.self)
    #expect(harness.collectionView.numberOfItems(inSection: 0) == 1)
  }

  func batch(
    _ harness: AdapterHarness, count: Int,
    _ change: @escaping (any ListBatchContext, ListSectionController) -> Void
  ) {
    guard let section = harness.adapter.sectionController(forSection: 0) as? TestSection else {
      return
    }
    harness.adapter.performBatch(
      animated: true,
      updates: { context in
        section.item = TestObject(0, count)
        change(context, section)
      }, completion: nil)
  }

  @Test func test_whenInsertingIntoContext_thatCollectionViewUpdated() {
    let harness = harness(count: 2)
    batch(harness, count: 3) { $0.insert(in: $1, at: [2]) }
    #expect(harness.collectionView.numberOfItems(inSection: 0) == 3)
  }

  @Test func test_whenDeletingFromContext_thatCollectionViewUpdated() {
    let harness = harness(count: 2)
    batch(harness, count: 1) { $0.delete(in: $1, at: [0]) }
    #expect(harness.collectionView.numberOfItems(inSection: 0) == 1)
  }

  @Test func test_whenReloadingInContext_thatCollectionViewUpdated() {
    let harness = harness(count: 2)
    batch(harness, count: 2) { $0.reload(in: $1, at: [0]) }
    #expect(harness.collectionView.numberOfItems(inSection: 0) == 2)
  }

  @Test func test_whenPerformingUpdate_thatCompletionExecuted() {
    let harness = harness(count: 1)
    var ran = false
    harness.adapter.performUpdates(animated: true) { _ in ran = true }
    #expect(ran)
  }

  @Test func test_whenMovingFromContext_thatCollectionViewUpdated() {
    let harness = harness(count: 2)
    batch(harness, count: 2) { $0.move(in: $1, from: 0, to: 1) }
    #expect(harness.collectionView.numberOfItems(inSection: 0) == 2)
  }

  func groupsHarness(_ groups: [Group]) -> (AdapterHarness, GroupsDataSource) {
    let harness = AdapterHarness.rows([], updater: updater)
    let dataSource = GroupsDataSource(groups)
    harness.adapter.dataSource = dataSource
    harness.adapter.moveDelegate = dataSource
    harness.collectionView.layoutIfNeeded()
    return (harness, dataSource)
  }

  @Test func test_whenSectionIsInteractivelyReordered_thatIndexesUpdateCorrectly() {
    let (harness, dataSource) = groupsHarness([
      Group("a", ["a"]), Group("b", ["b"]), Group("c", ["c"]),
    ])
    let section0 = harness.adapter.sectionController(forSection: 0)
    let section1 = harness.adapter.sectionController(forSection: 1)
    let section2 = harness.adapter.sectionController(forSection: 2)
    func drag(_ section: Int, toY y: CGFloat) {
      #expect(
        harness.collectionView.beginInteractiveMovementForItem(
          at: IndexPath(item: 0, section: section)))
      harness.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 1, y: y))
      harness.collectionView.endInteractiveMovement()
    }
    func isOrder(_ expected: [ListSectionController?]) -> Bool {
      expected.indices.allSatisfy {
        harness.adapter.sectionController(forSection: $0) === expected[$0]
      }
    }
    // The last section, dropped into the end of the first.
    drag(2, toY: 0.75)
    #expect(isOrder([section0, section2, section1]))
    // The last section, dropped into the start of the first.
    drag(2, toY: 0.25)
    #expect(isOrder([section1, section0, section2]))
    // The first section, dropped into the start of the last.
    drag(0, toY: 2.25)
    #expect(isOrder([section0, section1, section2]))
    // The first section, dropped into the end of the last.
    drag(0, toY: 2.75)
    #expect(isOrder([section1, section2, section0]))
    #expect(dataSource.groups.map(\.name) == ["b", "c", "a"])
    #expect(harness.shown == ["b", "c", "a"])
  }

  @Test func test_whenItemsInSectionAreInteractivelyReordered_thatIndexesUpdateCorrectly() {
    let (harness, _) = groupsHarness([Group("a", ["1", "2", "3"])])
    #expect(
      harness.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    harness.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 1, y: 2.5))
    harness.collectionView.endInteractiveMovement()
    let section = harness.adapter.sectionController(forSection: 0) as? ReorderableSection
    #expect(section?.items == ["2", "3", "1"])
  }

  @Test
  func test_whenItemsAreInteractivelyReorderedAcrossSections_thatIndexesRevertToOriginalState() {
    let (harness, _) = groupsHarness([Group("a", ["1", "2"]), Group("b", ["3", "4"])])
    #expect(
      harness.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    harness.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 1, y: 2.5))
    harness.collectionView.endInteractiveMovement()
    let first = harness.adapter.sectionController(forSection: 0) as? ReorderableSection
    let second = harness.adapter.sectionController(forSection: 1) as? ReorderableSection
    #expect(first?.items == ["1", "2"])
    #expect(second?.items == ["3", "4"])
    #expect(harness.shown == ["1", "2", "3", "4"])
  }
}
