import Foundation
import ListKitTestSupport
import Testing

@testable import ListKit

/// Cases of IGListKit's `IGListAdapterTests.m` about interactive reordering: whether items can
/// move, and the sections and items a move gives, with IGListKit's names.
@MainActor
@Suite struct ListAdapterReorderingTests: IGListAdapterTestCase {
  func reorderHarness(_ objects: [any ListDiffable]) -> AdapterHarness {
    let harness = AdapterHarness.numbers()
    harness.dataSource.makeSectionController = { _ in ReorderNumbersSection() }
    harness.reload(objects)
    return harness
  }

  @Test func test_whenSectionControllerReorderDisabled_thatAdapterReorderDisabled() throws {
    let harness = reorderHarness([0, 1, 2])
    let section = try #require(
      harness.adapter.sectionController(forSection: 0) as? ReorderNumbersSection)
    section.numbers = [0]
    section.isReorderable = false
    harness.adapter.performUpdates(animated: false)
    #expect(!harness.adapter.collectionView(harness.collectionView, canMoveItemAt: zero))
  }

  @Test func test_whenSectionControllerReorderEnabled_thatAdapterReorderEnabled() throws {
    let harness = reorderHarness([0, 1, 2])
    let section = try #require(
      harness.adapter.sectionController(forSection: 0) as? ReorderNumbersSection)
    section.numbers = [0]
    section.isReorderable = true
    harness.adapter.performUpdates(animated: false)
    #expect(harness.adapter.collectionView(harness.collectionView, canMoveItemAt: zero))
  }

  @Test
  func
    test_whenItemsInSectionAreInteractivelyReordered_andReorderingIsDisallowed_thatIndexesUpdateCorrectly()
    throws
  {
    let harness = reorderHarness([0])
    let section = try #require(
      harness.adapter.sectionController(forSection: 0) as? ReorderNumbersSection)
    section.numbers = [0, 1, 2]
    section.isReorderable = false
    harness.adapter.performUpdates(animated: false)
    harness.adapter.collectionView(
      harness.collectionView, moveItemAt: IndexPath(item: 2, section: 0), to: zero)
    #expect(section.numbers == [0, 1, 2])
  }

  /// A reorderable adapter whose data source takes the objects a section move gives it:
  /// IGListKit's `IGListTestAdapterReorderingDataSource`.
  func movingHarness(_ objects: [Int], numbers: [[Int]]) -> (AdapterHarness, NumbersMover) {
    let harness = reorderHarness(objects)
    let mover = NumbersMover(harness.dataSource)
    harness.adapter.moveDelegate = mover
    for (section, items) in numbers.enumerated() {
      (harness.adapter.sectionController(forSection: section) as? ReorderNumbersSection)?
        .numbers = items
    }
    harness.adapter.performUpdates(animated: false)
    return (harness, mover)
  }

  /// The target the adapter reads from a proposed one, as the layout's drag would give it.
  func interpreted(_ harness: AdapterHarness, from: IndexPath, to: IndexPath) -> IndexPath {
    harness.adapter.updatedTargetForInteractivelyMovingItem(from: from, to: to) ?? to
  }

  func sections(_ harness: AdapterHarness) -> [ListSectionController?] {
    (0..<harness.adapter.objects().count).map { harness.adapter.sectionController(forSection: $0) }
  }

  func isOrder(_ harness: AdapterHarness, _ expected: [ListSectionController?]) -> Bool {
    let actual = sections(harness)
    return actual.count == expected.count && zip(actual, expected).allSatisfy { $0 === $1 }
  }

  @Test func test_whenSectionIsInteractivelyReordered_thatIndexesUpdateCorrectly() {
    let (harness, mover) = movingHarness([0, 1, 2], numbers: [[0], [0], [0]])
    defer { withExtendedLifetime(mover) {} }
    let original = sections(harness)
    let (section0, section1, section2) = (original[0], original[1], original[2])
    func move(_ from: IndexPath, _ to: IndexPath) {
      harness.adapter.collectionView(
        harness.collectionView, moveItemAt: from, to: interpreted(harness, from: from, to: to))
    }
    // The last section, dropped into the end of the first.
    move(IndexPath(item: 0, section: 2), IndexPath(item: 1, section: 0))
    #expect(isOrder(harness, [section0, section2, section1]))
    // The last section, dropped into the start of the first.
    move(IndexPath(item: 0, section: 2), IndexPath(item: 0, section: 0))
    #expect(isOrder(harness, [section1, section0, section2]))
    // The first section, dropped into the start of the last.
    move(IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 2))
    #expect(isOrder(harness, [section0, section1, section2]))
    // The first section, dropped into the end of the last.
    move(IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 2))
    #expect(isOrder(harness, [section1, section2, section0]))
  }

  @Test func test_whenItemsInSectionAreInteractivelyReordered_thatIndexesUpdateCorrectly() throws {
    let (harness, mover) = movingHarness([0], numbers: [[0, 1, 2]])
    defer { withExtendedLifetime(mover) {} }
    let section = try #require(
      harness.adapter.sectionController(forSection: 0) as? ReorderNumbersSection)
    section.isReorderable = true
    harness.adapter.collectionView(
      harness.collectionView, moveItemAt: IndexPath(item: 2, section: 0), to: zero)
    #expect(section.numbers == [2, 0, 1])
    harness.adapter.collectionView(
      harness.collectionView, moveItemAt: IndexPath(item: 2, section: 0),
      to: IndexPath(item: 1, section: 0))
    #expect(section.numbers == [2, 1, 0])
  }

  @Test
  func test_whenSingleItemInSectionIsInteractivelyReorderedThorughLastSpot_indexesUpdateCorrectly()
  {
    let (harness, mover) = movingHarness([0, 1, 2], numbers: [[0], [0], [0]])
    defer { withExtendedLifetime(mover) {} }
    let original = sections(harness)
    let from = IndexPath(item: 0, section: 0)
    // Dragged to the last spot, then back to the end of the middle section.
    var target = interpreted(harness, from: from, to: IndexPath(item: 1, section: 2))
    target = interpreted(harness, from: target, to: IndexPath(item: 1, section: 1))
    harness.adapter.collectionView(harness.collectionView, moveItemAt: from, to: target)
    #expect(isOrder(harness, [original[1], original[0], original[2]]))
  }
}
