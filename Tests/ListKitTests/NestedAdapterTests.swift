import Foundation
import ListKitTestSupport
import Testing

@testable import ListKit

/// What the nested lists of these tests made and were asked: cells made, cells asked of the
/// squares' section controllers, sizes asked, and the layout attributes the rows' layouts
/// returned.
@MainActor
final class NestedTally {
  var squaresMade = 0
  var squareRequests = 0
  var sizeRequests = 0
  var attributesReturned = 0
}

/// A square of a row, numbered, counting the squares made.
final class SquareCell: CollectionViewCell {
  var number = -1
}

/// A flow layout that counts the attributes it returns for a rect.
final class CountingFlowLayout: CollectionViewFlowLayout {
  var tally: NestedTally?

  override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes] {
    let attributes = super.layoutAttributesForElements(in: rect)
    tally?.attributesReturned += attributes.count
    return attributes
  }
}

/// A cell holding a horizontal collection view, which fills it.
final class RowCell: CollectionViewCell {
  let collectionView: CollectionView
  let layout = CountingFlowLayout()

  required init(frame: CGRect) {
    layout.scrollDirection = .horizontal
    collectionView = CollectionView(frame: .zero, collectionViewLayout: layout)
    super.init(frame: frame)
    contentView.addSubview(collectionView)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    collectionView.frame = bounds
  }
}

/// One square of a row: a section of one 4 by 2 item.
final class SquareSection: ListSectionController {
  let tally: NestedTally
  var number = 0

  init(tally: NestedTally) {
    self.tally = tally
    super.init()
  }

  override func sizeForItem(at index: Int) -> CGSize {
    tally.sizeRequests += 1
    return CGSize(width: 4, height: 2)
  }

  override func cellForItem(at index: Int) -> CollectionViewCell {
    tally.squareRequests += 1
    let cell: SquareCell = collectionContext.dequeueReusableCell(for: self, at: index)
    if cell.number < 0 { tally.squaresMade += 1 }
    cell.number = number
    return cell
  }

  override func didUpdate(to object: Any) {
    number = object as? Int ?? 0
  }
}

/// A row of a vertical list: a number of squares in a horizontal list of their own, with its own
/// adapter, as IGListKit's nested adapter example builds it.
final class RowSection: ListSectionController, ListAdapterDataSource {
  let tally: NestedTally
  let scheduler: ManualScheduler
  var count = 0

  lazy var adapter: ListAdapter = {
    let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
    adapter.dataSource = self
    return adapter
  }()

  init(tally: NestedTally, scheduler: ManualScheduler, remembersContentOffset: Bool) {
    self.tally = tally
    self.scheduler = scheduler
    super.init()
    adapter.remembersContentOffset = remembersContentOffset
  }

  override func sizeForItem(at index: Int) -> CGSize {
    CGSize(width: collectionContext.containerSize.width, height: 2)
  }

  override func cellForItem(at index: Int) -> CollectionViewCell {
    let cell: RowCell = collectionContext.dequeueReusableCell(for: self, at: index)
    cell.collectionView.scheduler = scheduler
    cell.layout.tally = tally
    adapter.collectionView = cell.collectionView
    return cell
  }

  override func didUpdate(to object: Any) {
    count = (object as? NestedRow)?.count ?? 0
  }

  func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { Array(0..<count) }

  func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  {
    SquareSection(tally: tally)
  }

  func emptyView(for listAdapter: ListAdapter) -> View? { nil }
}

/// A row's object: its name and how many squares it holds.
struct NestedRow: Identifiable, Equatable, ListDiffable {
  let id: Int
  let count: Int
}

/// A vertical list, 20 by 6, of rows two lines tall, each a horizontal list of 4 by 2 squares:
/// three rows and five squares a row on screen.
@MainActor
final class NestedHarness {
  let tally = NestedTally()
  /// The rows' collection views' scheduler.
  let scheduler = ManualScheduler()
  let harness: AdapterHarness

  init(rows: [NestedRow], remembersContentOffset: Bool = true) {
    let tally = tally
    let scheduler = scheduler
    let layout = CollectionViewFlowLayout()
    layout.minimumLineSpacing = 0
    harness = AdapterHarness(
      rows, frame: CGRect(x: 0, y: 0, width: 20, height: 6), layout: layout
    ) { _ in
      RowSection(
        tally: tally, scheduler: scheduler, remembersContentOffset: remembersContentOffset)
    }
    harness.collectionView.layoutIfNeeded()
    layOutRows()
  }

  /// Lays out the rows on screen, as a frame draws them.
  func layOutRows() {
    for cell in harness.collectionView.visibleCells {
      cell.layoutIfNeeded()
      (cell as? RowCell)?.collectionView.layoutIfNeeded()
    }
  }

  /// Scrolls the outer list to `y` and lays it and its rows out.
  func scrollList(to y: CGFloat) {
    harness.collectionView.contentOffset.y = y
    harness.collectionView.layoutIfNeeded()
    layOutRows()
  }

  func row(_ index: Int) -> RowSection? {
    harness.adapter.sectionController(forSection: index) as? RowSection
  }

  /// The row cell of the row at `index`, if it is on screen.
  func cell(_ index: Int) -> RowCell? {
    harness.cell(index) as? RowCell
  }

  /// The numbers of the squares a row's collection view shows, in order.
  func squares(_ index: Int) -> [Int] {
    guard let collectionView = cell(index)?.collectionView else { return [] }
    return collectionView.visibleCells.compactMap { ($0 as? SquareCell)?.number }
  }
}

/// Nested lists: a row's horizontal list keeps its place when its cell is reused (IGListKit issue
/// 1159), and a row of a thousand items makes and configures only the cells on screen (issue
/// 1279).
@MainActor
@Suite struct NestedAdapterTests {
  static let tenRows = (0..<10).map { NestedRow(id: $0, count: 40) }

  @Test func aRowKeepsItsPlaceWhenItsCellIsReusedForAnotherRowAndBack() {
    let nested = NestedHarness(rows: Self.tenRows)
    guard let firstCell = nested.cell(0), let first = nested.row(0) else {
      Issue.record("row 0 is not on screen")
      return
    }
    #expect(first.adapter.collectionView === firstCell.collectionView)
    firstCell.collectionView.contentOffset.x = 12
    firstCell.collectionView.layoutIfNeeded()
    #expect(nested.squares(0).first == 3)

    // Rows 3 to 5 take the cells of rows 0 to 2.
    nested.scrollList(to: 6)
    let taker = (3...5).first { nested.cell($0) === firstCell }
    #expect(taker != nil, "a row on screen reuses row 0's cell")
    #expect(first.adapter.collectionView == nil)
    #expect(first.adapter.rememberedContentOffset == CGPoint(x: 12, y: 0))
    if let taker {
      // The row that took the cell starts at its own place, not row 0's.
      #expect(nested.row(taker)?.adapter.collectionView === firstCell.collectionView)
      #expect(firstCell.collectionView.contentOffset.x == 0)
      #expect(nested.squares(taker).first == 0)
    }

    // Back: row 0 comes back, in whichever cell, where it was.
    nested.scrollList(to: 0)
    #expect(nested.cell(0)?.collectionView.contentOffset.x == 12)
    #expect(nested.squares(0).first == 3)
    #expect(first.adapter.collectionView === nested.cell(0)?.collectionView)
  }

  @Test func withoutRememberingTheRowThatTakesTheCellShowsTheOtherRowsPlace() {
    // IGListKit's behaviour, the default: the offset stays with the collection view.
    let nested = NestedHarness(rows: Self.tenRows, remembersContentOffset: false)
    guard let firstCell = nested.cell(0) else {
      Issue.record("row 0 is not on screen")
      return
    }
    firstCell.collectionView.contentOffset.x = 12
    nested.scrollList(to: 6)
    guard let taker = (3...5).first(where: { nested.cell($0) === firstCell }) else {
      Issue.record("no row reuses row 0's cell")
      return
    }
    #expect(firstCell.collectionView.contentOffset.x == 12)
    #expect(nested.squares(taker).first == 3)
  }

  @Test func aRowOfAThousandItemsMakesCellsOnlyForTheItemsOnScreen() {
    let nested = NestedHarness(rows: [NestedRow(id: 0, count: 1_000)])
    // Five 4-wide squares fill the 20-wide row.
    #expect(nested.squares(0) == [0, 1, 2, 3, 4])
    #expect(nested.tally.squaresMade == 5)
    #expect(nested.tally.squareRequests == 5)
    // The layout measures each item once.
    #expect(nested.tally.sizeRequests == 1_000)
  }

  @Test func scrollingARowOfAThousandItemsCostsWhatTheCellsOnScreenCost() {
    let nested = NestedHarness(rows: [NestedRow(id: 0, count: 1_000)])
    guard let row = nested.cell(0)?.collectionView else {
      Issue.record("the row is not on screen")
      return
    }
    let before = (
      made: nested.tally.squaresMade, requests: nested.tally.squareRequests,
      sizes: nested.tally.sizeRequests
    )
    nested.tally.attributesReturned = 0
    // 100 steps of one screen, 500 squares along.
    for step in 1...100 {
      row.contentOffset.x = CGFloat(step * 20)
      row.layoutIfNeeded()
    }
    #expect(nested.squares(0) == [500, 501, 502, 503, 504])
    // Each step asks for the five squares that come on screen, and no more.
    #expect(nested.tally.squareRequests - before.requests == 500)
    // The five cells that leave are reused by the five that come: no cell is made.
    #expect(nested.tally.squaresMade == before.made)
    #expect(nested.tally.sizeRequests == before.sizes)
    // The layout returns the squares in the visible rect: five a step, not a thousand.
    #expect(nested.tally.attributesReturned <= 100 * 6)
    // A jump to the end asks for the squares there only.
    let requests = nested.tally.squareRequests
    row.contentOffset.x = 3_980
    row.layoutIfNeeded()
    #expect(nested.squares(0) == [995, 996, 997, 998, 999])
    #expect(nested.tally.squareRequests - requests == 5)
  }

  @Test func aRowOfAThousandItemsComesBackAtItsPlaceMakingOnlyTheCellsThere() {
    var rows = Self.tenRows
    rows[0] = NestedRow(id: 0, count: 1_000)
    let nested = NestedHarness(rows: rows)
    nested.cell(0)?.collectionView.contentOffset.x = 3_200
    nested.cell(0)?.collectionView.layoutIfNeeded()
    #expect(nested.squares(0) == [800, 801, 802, 803, 804])
    nested.scrollList(to: 6)
    let requests = nested.tally.squareRequests
    nested.scrollList(to: 0)
    #expect(nested.squares(0) == [800, 801, 802, 803, 804])
    // Rows 0 to 2 come back: five squares each, and none of squares 0 to 799.
    #expect(nested.tally.squareRequests - requests == 15)
  }
}
