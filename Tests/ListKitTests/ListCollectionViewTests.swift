import Foundation
import ListKit
import Testing

/// IGListKit's `IGListCollectionViewTests`.
@MainActor
@Suite struct ListCollectionViewTests {
  let collectionView = ListCollectionView(frame: rect(0, 0, 100, 100))
  let dataSource = LayoutTestDataSource()
  let scheduler = ManualScheduler()

  init() {
    collectionView.scheduler = scheduler
    collectionView.dataSource = dataSource
    collectionView.delegate = dataSource
    dataSource.configure(collectionView)
  }

  private func cell(_ section: Int, _ item: Int) -> CGRect {
    collectionView.cellForItem(at: IndexPath(item: item, section: section))?.frame ?? .zero
  }

  private func size(_ side: CGFloat) -> CGSize { CGSize(width: side, height: side) }

  private func load(_ sizes: [CGSize]) {
    dataSource.sections = layoutSections(sizes)
    collectionView.reloadData()
    collectionView.layoutIfNeeded()
  }

  // MARK: Reload all

  @Test func test_whenReloadData_thatEntireLayoutUpdates() {
    load([size(10)])
    load([size(20), size(10)])
    #expect(cell(0, 0) == rect(0, 0, 20, 20))
    #expect(cell(1, 0) == rect(20, 0, 10, 10))
  }

  // MARK: Insert, delete, reload, move

  @Test func test_whenInsertingSection_thatLayoutUpdates() {
    load([size(10)])
    dataSource.sections = layoutSections([size(20), size(10)])
    collectionView.insertSections([1])
    #expect(cell(0, 0) == rect(0, 0, 20, 20))
    #expect(cell(1, 0) == rect(20, 0, 10, 10))
  }

  @Test func test_whenDeletingSection_thatLayoutUpdates() {
    load([size(10), size(10)])
    dataSource.sections = layoutSections([size(20)])
    collectionView.deleteSections([1])
    #expect(cell(0, 0) == rect(0, 0, 20, 20))
  }

  @Test func test_whenReloadingSection_thatLayoutUpdates() {
    load([size(10), size(10)])
    dataSource.sections = layoutSections([size(20), size(20)])
    collectionView.reloadSections([1])
    #expect(cell(0, 0) == rect(0, 0, 20, 20))
    #expect(cell(1, 0) == rect(20, 0, 20, 20))
  }

  @Test func test_whenMoveSection_thatLayoutUpdates() {
    load([size(10), size(20), size(30)])
    dataSource.sections = layoutSections([size(40), size(30), size(20)])
    collectionView.moveSection(1, toSection: 2)
    #expect(cell(0, 0) == rect(0, 0, 40, 40))
    #expect(cell(1, 0) == rect(40, 0, 30, 30))
    #expect(cell(2, 0) == rect(70, 0, 20, 20))
  }

  @Test func test_whenMoveItem_thatLayoutPartiallyUpdates() {
    load([size(10), size(20), size(30)])
    dataSource.sections = [
      LayoutTestSection(items: [size(10), size(20)]), LayoutTestSection(items: []),
      LayoutTestSection(items: [size(20)]),
    ]
    collectionView.moveItem(at: IndexPath(item: 0, section: 1), to: IndexPath(item: 1, section: 0))
    #expect(cell(0, 0) == rect(0, 0, 10, 10))
    #expect(cell(0, 1) == rect(10, 0, 20, 20))
    #expect(cell(2, 0) == rect(30, 0, 20, 20))
  }

  // MARK: Batch

  @Test func test_whenInsertDeleteMoveSection_thatLayoutUpdates() {
    load([size(1), size(2), size(3), size(4)])
    dataSource.sections = layoutSections([.zero, size(4), size(3), size(5)])

    var finished: Bool?
    collectionView.performBatchUpdates(
      {
        collectionView.deleteSections([1])  // deletes (2, 2)
        collectionView.moveSection(3, toSection: 1)  // moves (4, 4)
        collectionView.insertSections([3])  // inserts (5, 5)
      },
      completion: { finished = $0 })
    _ = scheduler.runUntilIdle()
    collectionView.layoutIfNeeded()

    #expect(finished == true)
    #expect(cell(0, 0) == rect(0, 0, 0, 0))
    #expect(cell(1, 0) == rect(0, 0, 4, 4))
    #expect(cell(2, 0) == rect(4, 0, 3, 3))
    #expect(cell(3, 0) == rect(7, 0, 5, 5))
  }

  @Test func test_whenInsertingNilSection_thatExecutionCompletesCleanly() {
    load([size(10)])
    collectionView.insertSections([])
    #expect(cell(0, 0) == rect(0, 0, 10, 10))
  }
}
