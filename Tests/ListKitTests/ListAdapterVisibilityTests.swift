import Foundation
import ListKitTestSupport
import Testing

@testable import ListKit

/// Cases of IGListKit's `IGListAdapterTests.m` about what is visible: section controllers, objects,
/// cells and index paths, fully or in part, and the first visible item and its offset as the list
/// scrolls, with IGListKit's names.
@MainActor
@Suite struct ListAdapterVisibilityTests: IGListAdapterTestCase {
  @Test func test_whenCellsExtendBeyondBounds_thatVisibleSectionControllersAreLimited() {
    let harness = AdapterHarness.rows(items([3, 3, 3, 3, 3, 3, 3, 3]), height: 10)
    harness.collectionView.layoutIfNeeded()
    #expect(harness.adapter.visibleSectionControllers().count == 4)
  }

  /// What `count` gives for each section's controller, -1 for a section without one, in sections
  /// of 2, 3, 4, 3 and 3 one-line rows laid out in a view 10 lines high.
  func perSectionOfOverflowingRows(
    _ count: (AdapterHarness, ListSectionController) -> Int
  ) -> [Int] {
    let harness = AdapterHarness.rows(items([2, 3, 4, 3, 3]), height: 10)
    harness.collectionView.layoutIfNeeded()
    return (0..<5).map { section in
      harness.adapter.sectionController(forSection: section).map { count(harness, $0) } ?? -1
    }
  }

  @Test func test_whenCellsExtendBeyondBounds_thatVisibleCellsExistForSectionControllers() {
    let counts = perSectionOfOverflowingRows { $0.adapter.visibleCells(for: $1).count }
    #expect(counts == [2, 3, 4, 1, 0])
  }

  @Test func test_whenCellsExtendBeyondBounds_thatVisibleIndexPathsExistForSectionControllers() {
    let counts = perSectionOfOverflowingRows { $0.adapter.visibleIndexPaths(for: $1).count }
    #expect(counts == [2, 3, 4, 1, 0])
  }

  @Test func test_whenAdapterUpdated_withObjectsOverflow_thatVisibleObjectsIsSubsetOfAllObjects() {
    let harness = AdapterHarness.rows(items(Array(repeating: 3, count: 6)), height: 10)
    harness.collectionView.contentOffset = CGPoint(x: 0, y: 9)
    harness.collectionView.layoutIfNeeded()
    #expect(harness.adapter.visibleObjects().map { $0.diffIdentifier() } == [3, 4, 5])
    #expect(harness.adapter.indexesOfVisibleObjects() == IndexSet([3, 4, 5]))
  }

  @Test func test_whenAdapterUpdated_withObjectsOverflow_thatIndexesOfVisibleObjectsIsCorrect() {
    let harness = AdapterHarness.numbers(reloading: Array(1...6))
    harness.collectionView.contentOffset = CGPoint(x: 0, y: 30)
    harness.collectionView.layoutIfNeeded()
    #expect(harness.adapter.indexesOfVisibleObjects() == IndexSet([2, 3, 4]))
  }

  @Test func test_whenAdapterUpdated_thatVisibleCellsForNilObjectIsEmpty() {
    let harness = AdapterHarness.rows(items([2]))
    harness.collectionView.layoutIfNeeded()
    #expect(harness.adapter.visibleCells(for: TestObject(9, 1)).isEmpty)
  }

  @Test func test_whenAdapterUpdated_thatVisibleCellsForObjectAreFound() {
    let harness = AdapterHarness.numbers(reloading: [2, 10, 5])
    harness.collectionView.contentOffset = CGPoint(x: 0, y: 80)
    harness.collectionView.layoutIfNeeded()
    let items = harness.adapter.visibleCells(for: 10)
      .compactMap { harness.collectionView.indexPath(for: $0) }.sorted().map(\.item)
    #expect(items == [6, 7, 8, 9])
    #expect(harness.adapter.visibleCells(for: 5).count == 5)
  }

  @Test func test_whenAdapterUpdated_thatFullyVisibleCellsIsCorrect() throws {
    let harness = AdapterHarness.rows(items([4, 12]), height: 10)
    harness.collectionView.contentOffset = CGPoint(x: 0, y: 0.5)
    harness.collectionView.layoutIfNeeded()
    let controller = try #require(harness.adapter.sectionController(forSection: 1))
    // Rows 4 to 10 of the content are on screen; row 10 only in part.
    #expect(harness.adapter.visibleCells(for: controller).count == 7)
    #expect(harness.adapter.fullyVisibleCells(for: controller).count == 6)
  }

  @Test func test_whenAdapterUpdated_thatFullyVisibleIndexPathsIsCorrect() throws {
    let harness = AdapterHarness.numbers(reloading: [2, 10, 5])
    harness.collectionView.layoutIfNeeded()
    let controller = try #require(harness.adapter.sectionController(for: 10))
    #expect(harness.adapter.visibleIndexPaths(for: controller).count == 8)
  }

  /// What `query` returns at each content offset.
  func atOffsets<Result>(
    _ harness: AdapterHarness, _ offsets: [CGPoint], _ query: () -> Result
  ) -> [Result] {
    offsets.map {
      harness.collectionView.setContentOffset($0, animated: false)
      return query()
    }
  }

  func vertical(_ ys: [CGFloat], less inset: CGFloat = 0) -> [CGPoint] {
    ys.map { CGPoint(x: 0, y: $0 - inset) }
  }

  func horizontal(_ xs: [CGFloat], less inset: CGFloat = 0) -> [CGPoint] {
    xs.map { CGPoint(x: $0 - inset, y: 0) }
  }

  func paths(_ pairs: [(Int, Int)]) -> [IndexPath?] {
    pairs.map { IndexPath(item: $0.0, section: $0.1) }
  }

  @Test func test_whenScrolledVertically_thatIndexPathForFirstVisibleItemIsCorrect() {
    let harness = AdapterHarness.numbers(reloading: [1, 2, 3])
    #expect(harness.collectionView.numberOfSections == 3)
    let found = atOffsets(harness, vertical([0, 8, 12, 35, 40, 59])) {
      harness.adapter.indexPathForFirstVisibleItem()
    }
    #expect(found == paths([(0, 0), (0, 0), (0, 1), (0, 2), (1, 2), (2, 2)]))
  }

  @Test func test_whenScrolledVerticallyWithContentInset_thatIndexPathForFirstVisibleItemIsCorrect()
  {
    let harness = AdapterHarness.numbers()
    harness.collectionView.contentInset = EdgeInsets(top: 5, left: 0, bottom: 5, right: 0)
    harness.reload([1, 2, 3])
    #expect(harness.collectionView.numberOfSections == 3)
    let found = atOffsets(harness, vertical([0, 8, 12, 35, 40, 59], less: 5)) {
      harness.adapter.indexPathForFirstVisibleItem()
    }
    #expect(found == paths([(0, 0), (0, 0), (0, 1), (0, 2), (1, 2), (2, 2)]))
  }

  func singleRowHarness() -> AdapterHarness {
    AdapterHarness.numbers(
      frame: CGRect(x: 0, y: 0, width: 300, height: 10),
      configure: { $0.scrollDirection = .horizontal })
  }

  @Test
  func test_whenScrolledHorizontallyWithSingleRow_thatIndexPathForFirstVisibleItemIsCorrect() {
    let harness = singleRowHarness()
    harness.reload([1, 2, 3, 4])
    #expect(harness.collectionView.numberOfSections == 4)
    let found = atOffsets(harness, horizontal([0, 80, 120, 350, 400, 590])) {
      harness.adapter.indexPathForFirstVisibleItem()
    }
    #expect(found == paths([(0, 0), (0, 0), (0, 1), (0, 2), (1, 2), (2, 2)]))
  }

  @Test
  func
    test_whenScrolledHorizontallyWithSingleRowWithContentInset_thatIndexPathForFirstVisibleItemIsCorrect()
  {
    let harness = singleRowHarness()
    harness.collectionView.contentInset = EdgeInsets(top: 0, left: 172, bottom: 0, right: 172)
    harness.reload([1, 2, 3, 4])
    #expect(harness.collectionView.numberOfSections == 4)
    let found = atOffsets(harness, horizontal([0, 80, 120, 350, 400, 590], less: 172)) {
      harness.adapter.indexPathForFirstVisibleItem()
    }
    #expect(found == paths([(0, 0), (0, 0), (0, 1), (0, 2), (1, 2), (2, 2)]))
  }

  @Test
  func
    test_whenScrolledHorizontallyWithStackedSections_thatIndexPathForFirstVisibleItemIsCorrect()
  {
    let harness = AdapterHarness.numbers(configure: { $0.scrollDirection = .horizontal })
    harness.reload(Array(1...6))
    #expect(harness.collectionView.numberOfSections == 6)
    let found = atOffsets(harness, horizontal([0, 80, 120, 350, 400, 590])) {
      harness.adapter.indexPathForFirstVisibleItem()
    }
    #expect(found == paths([(0, 0), (0, 0), (0, 1), (0, 3), (0, 4), (0, 5)]))
  }

  @Test func test_whenScrolledVertically_thatOffsetForFirstVisibleItemIsCorrect() {
    let harness = AdapterHarness.numbers(reloading: Array(1...6))
    #expect(harness.collectionView.numberOfSections == 6)
    let found = atOffsets(harness, vertical([0, 8, 12, 35, 40, 59])) {
      harness.adapter.offsetForFirstVisibleItem(with: .vertical)
    }
    #expect(found == [0, 8, 2, 5, 0, 9])
  }

  @Test func test_whenScrolledVerticallyWithContentInset_thatOffsetForFirstVisibleItemIsCorrect() {
    let harness = AdapterHarness.numbers()
    harness.collectionView.contentInset = EdgeInsets(top: 5, left: 0, bottom: 5, right: 0)
    harness.reload(Array(1...6))
    #expect(harness.collectionView.numberOfSections == 6)
    let found = atOffsets(harness, vertical([0, 8, 12, 35, 40, 59], less: 5)) {
      harness.adapter.offsetForFirstVisibleItem(with: .vertical)
    }
    #expect(found == [0, 8, 2, 5, 0, 9])
  }

  @Test func test_whenScrolledHorizontallyWithSingleRow_thatOffsetForFirstVisibleItemIsCorrect() {
    let harness = singleRowHarness()
    harness.dataSource.objects = [1, 2, 3, 4]
    #expect(harness.adapter.offsetForFirstVisibleItem(with: .horizontal) == 0)
    harness.adapter.reloadData()
    harness.scheduler.runUntilIdle()
    #expect(harness.collectionView.numberOfSections == 4)
    let found = atOffsets(harness, horizontal([0, 80, 120, 350, 400, 599])) {
      harness.adapter.offsetForFirstVisibleItem(with: .horizontal)
    }
    #expect(found == [0, 80, 20, 50, 0, 99])
  }

  @Test
  func
    test_whenScrolledHorizontallyWithSingleRowWithContentInset_thatOffsetForFirstVisibleItemIsCorrect()
  {
    let harness = singleRowHarness()
    harness.collectionView.contentInset = EdgeInsets(top: 0, left: 172, bottom: 0, right: 172)
    harness.reload([1, 2, 3, 4])
    #expect(harness.collectionView.numberOfSections == 4)
    let found = atOffsets(harness, horizontal([0, 80, 120, 350, 400, 599], less: 172)) {
      harness.adapter.offsetForFirstVisibleItem(with: .horizontal)
    }
    #expect(found == [0, 80, 20, 50, 0, 99])
  }

  @Test
  func test_whenScrolledHorizontallyWithStackedSections_thatOffsetForFirstVisibleItemIsCorrect() {
    let harness = AdapterHarness.numbers(configure: { $0.scrollDirection = .horizontal })
    harness.reload(Array(1...6))
    #expect(harness.collectionView.numberOfSections == 6)
    let found = atOffsets(harness, horizontal([0, 80, 120, 350, 400, 599])) {
      harness.adapter.offsetForFirstVisibleItem(with: .horizontal)
    }
    #expect(found == [0, 80, 20, 50, 0, 99])
  }

  @Test
  func
    test_whenScrollToIndexPathWithAdditionalOffsetVerticially_thatOffsetForFirstVisibleItemIsCorrect()
  {
    let harness = AdapterHarness.numbers()
    harness.collectionView.contentInset = EdgeInsets(top: 5, left: 0, bottom: 5, right: 0)
    harness.reload(Array(1...6))
    #expect(harness.collectionView.numberOfSections == 6)
    let found = [(1, 0), (1, 7), (3, 0), (3, 3), (4, 9)].map { object, extra in
      _ = scroll(harness, to: object, additionalOffset: CGFloat(extra))
      return harness.adapter.offsetForFirstVisibleItem(with: .vertical)
    }
    #expect(found == [0, 7, 0, 3, 9])
  }

  @Test
  func
    test_whenScrollToIndexPathWithAdditionalOffsetHorizontally_thatOffsetForFirstVisibleItemIsCorrect()
  {
    let harness = AdapterHarness.numbers(configure: { $0.scrollDirection = .horizontal })
    harness.collectionView.contentInset = EdgeInsets(top: 0, left: 172, bottom: 0, right: 172)
    harness.reload(Array(1...6))
    #expect(harness.collectionView.numberOfSections == 6)
    let found = [(1, 0), (1, 73), (3, 0), (3, 36), (4, 99)].map { object, extra in
      _ = scroll(harness, to: object, .horizontal, additionalOffset: CGFloat(extra))
      return harness.adapter.offsetForFirstVisibleItem(with: .horizontal)
    }
    #expect(found == [0, 73, 0, 36, 99])
  }
}
