import Foundation
import ListKit
import Testing

// MARK: Support

/// A section of the layout tests: IGListKit's `IGLayoutTestSection`.
struct LayoutTestSection {
  var insets: EdgeInsets = .zero
  var lineSpacing: CGFloat = 0
  var interitemSpacing: CGFloat = 0
  var headerHeight: CGFloat = 0
  var footerHeight: CGFloat = 0
  var items: [CGSize] = []
}

/// A data source and flow-layout delegate over ``LayoutTestSection``s: IGListKit's
/// `IGLayoutTestDataSource`. It counts the item sizes it is asked for.
@MainActor
final class LayoutTestDataSource: CollectionViewDataSource, CollectionViewDelegateFlowLayout {
  var sections: [LayoutTestSection] = []
  var sizeRequests: [IndexPath] = []

  func configure(_ collectionView: CollectionView) {
    collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.register(
      CollectionReusableView.self,
      forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
      withReuseIdentifier: "header")
    collectionView.register(
      CollectionReusableView.self,
      forSupplementaryViewOfKind: CollectionView.elementKindSectionFooter,
      withReuseIdentifier: "footer")
  }

  func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
  {
    sections[section].items.count
  }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }

  func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> CollectionReusableView {
    collectionView.dequeueReusableSupplementaryView(
      ofKind: kind,
      withReuseIdentifier: kind == CollectionView.elementKindSectionHeader ? "header" : "footer",
      for: indexPath)
  }

  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    sizeRequests.append(indexPath)
    return sections[indexPath.section].items[indexPath.item]
  }

  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    insetForSectionAt section: Int
  ) -> EdgeInsets { sections[section].insets }

  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat { sections[section].lineSpacing }

  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat { sections[section].interitemSpacing }

  // Only the length in the scrolling direction counts.
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize {
    CGSize(width: sections[section].headerHeight, height: sections[section].headerHeight)
  }

  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize {
    CGSize(width: sections[section].footerHeight, height: sections[section].footerHeight)
  }
}

func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
  CGRect(x: x, y: y, width: width, height: height)
}

/// A sequence of one-item sections: IGListKit's `genLayoutTestSection` for each size.
func layoutSections(_ sizes: [CGSize]) -> [LayoutTestSection] {
  sizes.map { LayoutTestSection(items: [$0]) }
}

/// A collection view with a ``ListCollectionViewLayout`` and a ``LayoutTestDataSource``.
@MainActor
struct LayoutFixture {
  static let testFrame = rect(0, 0, 100, 100)

  let layout: ListCollectionViewLayout
  let collectionView: CollectionView
  let dataSource = LayoutTestDataSource()
  let scheduler = ManualScheduler()

  init(
    sticky: Bool = false, direction: CollectionViewFlowLayout.ScrollDirection = .vertical,
    topInset: CGFloat = 0, stretchToEdge: Bool = false, frame: CGRect = testFrame
  ) {
    layout = ListCollectionViewLayout(
      stickyHeaders: sticky, scrollDirection: direction, topContentInset: topInset,
      stretchToEdge: stretchToEdge)
    collectionView = CollectionView(frame: frame, collectionViewLayout: layout)
    collectionView.scheduler = scheduler
    collectionView.dataSource = dataSource
    collectionView.delegate = dataSource
    dataSource.configure(collectionView)
  }

  /// IGListKit's `setUpWithStickyHeaders:showHeaderWhenEmpty:`, which always makes the headers
  /// sticky.
  init(showHeaderWhenEmpty: Bool) {
    self.init(sticky: true)
    layout.showHeaderWhenEmpty = showHeaderWhenEmpty
  }

  func prepare(_ sections: [LayoutTestSection]) {
    dataSource.sections = sections
    collectionView.reloadData()
    collectionView.layoutIfNeeded()
  }

  func cell(_ section: Int, _ item: Int) -> CGRect {
    collectionView.cellForItem(at: IndexPath(item: item, section: section))?.frame ?? .zero
  }

  func header(_ section: Int) -> CGRect {
    collectionView.supplementaryView(
      forElementKind: CollectionView.elementKindSectionHeader,
      at: IndexPath(item: 0, section: section))?.frame ?? .zero
  }

  func footer(_ section: Int) -> CGRect {
    collectionView.supplementaryView(
      forElementKind: CollectionView.elementKindSectionFooter,
      at: IndexPath(item: 0, section: section))?.frame ?? .zero
  }

  var contentSize: CGSize { collectionView.contentSize }

  /// Moves the content offset and lays the collection view out again.
  func scroll(to offset: CGPoint) {
    collectionView.contentOffset = offset
    collectionView.layoutIfNeeded()
  }

  func sortedIndexPaths(in rect: CGRect) -> [IndexPath] {
    layout.layoutAttributesForElements(in: rect).map(\.indexPath).sorted()
  }
}

// MARK: Tests

/// IGListKit's `IGListCollectionViewLayoutTests`.
@MainActor
@Suite struct ListCollectionViewLayoutTests {
  private func size(_ width: CGFloat, _ height: CGFloat) -> CGSize {
    CGSize(width: width, height: height)
  }

  /// IGListKit's spaced sections: inset by 10 at the top and left and 5 at the bottom and right,
  /// with lines 10 apart, the given header and footer heights, and items of the given sizes.
  private func spacedSections(
    headerHeight: CGFloat = 0, footerHeight: CGFloat = 0, items: [[CGSize]]
  ) -> [LayoutTestSection] {
    items.map {
      LayoutTestSection(
        insets: EdgeInsets(top: 10, left: 10, bottom: 5, right: 5), lineSpacing: 10,
        headerHeight: headerHeight, footerHeight: footerHeight, items: $0)
    }
  }

  @Test func test_whenApplyingSameBoundsValue_thatLayoutIsntInvalidated() {
    let f = LayoutFixture(sticky: true)
    f.prepare([])
    #expect(!f.layout.shouldInvalidateLayout(forBoundsChange: f.collectionView.bounds))
  }

  @Test func test_whenApplyingInvalidatedSectionLogic_thatMinimumInvalidatedSectionIsCorrect() {
    let f = LayoutFixture(sticky: true)
    f.prepare([])
    f.layout.didModifySection(NSNotFound)
    f.layout.didModifySection(0)
    f.layout.didModifySection(NSNotFound)
    f.layout.prepare()
    #expect(f.layout.collectionViewContentSize == .zero)
  }

  @Test func test_whenEmptyData_thatContentSizeZero() {
    let f = LayoutFixture(sticky: true)
    f.prepare([])
    #expect(f.layout.collectionView === f.collectionView)
    #expect(f.contentSize == .zero)
  }

  @Test func test_whenSectionDataIsEmpty_thatStickyHeaderStillShow() {
    let f = LayoutFixture(showHeaderWhenEmpty: true)
    f.prepare([
      LayoutTestSection(headerHeight: 10), LayoutTestSection(headerHeight: 20),
      LayoutTestSection(headerHeight: 30),
    ])
    #expect(f.header(0) == rect(0, 0, 100, 10))
    #expect(f.header(1) == rect(0, 10, 100, 20))
    #expect(f.header(2) == rect(0, 30, 100, 30))
  }

  @Test func test_whenSectionDataIsEmpty_thatStickyHeaderShouldBeHidden() {
    let f = LayoutFixture(showHeaderWhenEmpty: false)
    f.prepare([
      LayoutTestSection(headerHeight: 10, items: [size(85, 10)]),
      LayoutTestSection(headerHeight: 20),
      LayoutTestSection(headerHeight: 20, items: [size(85, 10), size(85, 20)]),
    ])
    #expect(f.header(0) == rect(0, 0, 100, 10))
    #expect(f.header(1) == .zero)
    #expect(f.header(2) == rect(0, 20, 100, 20))
  }

  @Test
  func
    test_whenLayingOutCellsVertically_withHeaderHeight_withLineSpacing_withInsets_thatFramesCorrect()
  {
    let f = LayoutFixture()
    f.prepare(
      spacedSections(headerHeight: 10, items: [[size(85, 10), size(85, 20)], [size(85, 30)]]))
    #expect(f.contentSize.height == 120)
    #expect(f.header(0) == rect(10, 10, 85, 10))
    #expect(f.cell(0, 0) == rect(10, 20, 85, 10))
    #expect(f.cell(0, 1) == rect(10, 40, 85, 20))
    #expect(f.header(1) == rect(10, 75, 85, 10))
    #expect(f.cell(1, 0) == rect(10, 85, 85, 30))
  }

  @Test
  func
    test_whenLayingOutCellsVertically_withFooterHeight_withLineSpacing_withInsets_thatFramesCorrect()
  {
    let f = LayoutFixture(frame: rect(0, 0, 100, 150))
    f.prepare(
      spacedSections(footerHeight: 10, items: [[size(85, 10), size(85, 20)], [size(85, 30)]]))
    #expect(f.contentSize.height == 120)
    #expect(f.cell(0, 0) == rect(10, 10, 85, 10))
    #expect(f.cell(0, 1) == rect(10, 30, 85, 20))
    #expect(f.footer(0) == rect(10, 50, 85, 10))
    #expect(f.cell(1, 0) == rect(10, 75, 85, 30))
    #expect(f.footer(1) == rect(10, 105, 85, 10))
  }

  @Test
  func
    test_whenLayingOutCellsVertically_withHeaderHeight_withFooterHeight_withLineSpacing_withInsets_thatFramesCorrect()
  {
    let f = LayoutFixture(frame: rect(0, 0, 100, 150))
    f.prepare(
      spacedSections(
        headerHeight: 10, footerHeight: 10, items: [[size(85, 10), size(85, 20)], [size(85, 30)]]))
    #expect(f.contentSize.height == 140)
    #expect(f.header(0) == rect(10, 10, 85, 10))
    #expect(f.cell(0, 0) == rect(10, 20, 85, 10))
    #expect(f.cell(0, 1) == rect(10, 40, 85, 20))
    #expect(f.footer(0) == rect(10, 60, 85, 10))
    #expect(f.header(1) == rect(10, 85, 85, 10))
    #expect(f.cell(1, 0) == rect(10, 95, 85, 30))
    #expect(f.footer(1) == rect(10, 125, 85, 10))
  }

  @Test
  func
    test_whenLayingOutCellsHorizontally_withHeaderHeight_withLineSpacing_withInsets_thatFramesCorrect()
  {
    let f = LayoutFixture(direction: .horizontal)
    f.prepare(
      spacedSections(headerHeight: 10, items: [[size(45, 10), size(45, 20)], [size(45, 30)]]))
    #expect(f.contentSize.width == 140)
    #expect(f.header(0) == rect(10, 10, 10, 85))
    #expect(f.cell(0, 0) == rect(20, 10, 45, 10))
    #expect(f.cell(0, 1) == rect(20, 20, 45, 20))
    #expect(f.header(1) == rect(80, 10, 10, 85))
    #expect(f.cell(1, 0) == rect(90, 10, 45, 30))
  }

  @Test
  func
    test_whenLayingOutCellsHorizontally_withFooterHeight_withLineSpacing_withInsets_thatFramesCorrect()
  {
    let f = LayoutFixture(direction: .horizontal)
    f.prepare(
      spacedSections(footerHeight: 10, items: [[size(45, 10), size(45, 20)], [size(45, 30)]]))
    #expect(f.contentSize.width == 75)
    #expect(f.footer(0) == rect(60, 10, 10, 85))
    #expect(f.cell(0, 0) == rect(10, 10, 45, 10))
    #expect(f.cell(0, 1) == rect(10, 20, 45, 20))
    #expect(f.footer(1) == rect(60, 10, 10, 85))
    #expect(f.cell(1, 0) == rect(10, 55, 45, 30))
  }

  @Test func test_whenUsingStickyHeaders_withSimulatedScrolling_thatYPositionsAdjusted() {
    let f = LayoutFixture(sticky: true, topInset: 10)
    f.prepare([
      LayoutTestSection(headerHeight: 10, items: [size(100, 20), size(100, 20)]),
      LayoutTestSection(headerHeight: 10, items: [size(100, 30), size(100, 30), size(100, 30)]),
    ])

    // Scroll header 0 halfway.
    f.scroll(to: CGPoint(x: 0, y: 5))
    #expect(f.header(0) == rect(0, 15, 100, 10))
    #expect(f.header(1) == rect(0, 50, 100, 10))

    // Scroll header 0 off and 1 up.
    f.scroll(to: CGPoint(x: 0, y: 45))
    #expect(f.header(0) == rect(0, 40, 100, 10))
    #expect(f.header(1) == rect(0, 55, 100, 10))
  }

  @Test
  func test_whenUsingStickyHeaders_withSimulatedHorizontalScrolling_thatXPositionsAdjusted() {
    let f = LayoutFixture(sticky: true, direction: .horizontal, topInset: 10)
    f.prepare([
      LayoutTestSection(headerHeight: 10, items: [size(20, 100), size(20, 100)]),
      LayoutTestSection(headerHeight: 10, items: [size(30, 100), size(30, 100), size(30, 100)]),
    ])

    // Scroll header 0 halfway.
    f.scroll(to: CGPoint(x: 5, y: 0))
    #expect(f.header(0) == rect(15, 0, 10, 100))
    #expect(f.header(1) == rect(50, 0, 10, 100))

    // Scroll header 0 off and 1 left.
    f.scroll(to: CGPoint(x: 45, y: 0))
    #expect(f.header(0) == rect(40, 0, 10, 100))
    #expect(f.header(1) == rect(55, 0, 10, 100))
  }

  @Test func test_whenAdjustingTopYInset_withVaryingHeaderHeights_thatYPositionsUpdated() {
    let f = LayoutFixture(sticky: true, topInset: 10)
    f.prepare([
      LayoutTestSection(headerHeight: 10, items: [size(100, 10), size(100, 20)]),
      LayoutTestSection(headerHeight: 10, items: [size(100, 30), size(100, 40), size(100, 50)]),
    ])

    // Scroll header 0 off and 1 up.
    f.scroll(to: CGPoint(x: 0, y: 35))
    #expect(f.header(0) == rect(0, 30, 100, 10))
    #expect(f.header(1) == rect(0, 45, 100, 10))

    f.layout.stickyHeaderYOffset = -10
    f.collectionView.layoutIfNeeded()
    #expect(f.header(0) == rect(0, 30, 100, 10))
    #expect(f.header(1) == rect(0, 40, 100, 10))

    f.layout.stickyHeaderYOffset = 10
    f.collectionView.layoutIfNeeded()
    #expect(f.header(0) == rect(0, 30, 100, 10))
    #expect(f.header(1) == rect(0, 55, 100, 10))
  }

  @Test
  func
    test_whenItemsSmallerThanContainerWidth_with0Insets_with0LineSpacing_with0Interitem_thatItemsFitSameRow()
  {
    let f = LayoutFixture()
    f.prepare([
      LayoutTestSection(items: [size(33, 33), size(33, 33), size(33, 33)]),
      LayoutTestSection(items: [size(33, 33)]),
    ])
    #expect(f.contentSize.height == 66)
    #expect(f.cell(0, 0) == rect(0, 0, 33, 33))
    #expect(f.cell(0, 1) == rect(33, 0, 33, 33))
    #expect(f.cell(0, 2) == rect(66, 0, 33, 33))
    #expect(f.cell(1, 0) == rect(0, 33, 33, 33))
  }

  @Test
  func
    test_whenItemsSmallerThanContainerWidth_withHalfPointItemSpacing_with0Insets_with0LineSpacing_thatItemsFitSameRow()
  {
    let f = LayoutFixture()
    f.prepare([
      LayoutTestSection(interitemSpacing: 0.5, items: [size(33, 33), size(33, 33), size(33, 33)])
    ])
    #expect(f.contentSize.height == 33)
    #expect(f.cell(0, 0) == rect(0, 0, 33, 33))
    // Frames are rounded to half points.
    #expect(f.cell(0, 1) == rect(33.5, 0, 33, 33))
    #expect(f.cell(0, 2) == rect(67, 0, 33, 33))
  }

  @Test
  func
    test_whenItemsLargerThanContainerHeight_withHorizontalScrolling_with5PointItemSpacing_with0Insets_with10PointLineSpacing_thatItemsBumpToNewColumn()
  {
    let f = LayoutFixture(direction: .horizontal)
    f.prepare([
      LayoutTestSection(
        lineSpacing: 10, interitemSpacing: 5, items: [size(33, 33), size(33, 33), size(33, 33)])
    ])
    #expect(f.contentSize.width == 76)
    #expect(f.cell(0, 0) == rect(0, 0, 33, 33))
    #expect(f.cell(0, 1) == rect(0, 38, 33, 33))
    #expect(f.cell(0, 2) == rect(43, 0, 33, 33))
  }

  @Test
  func
    test_whenSectionsSmallerThanContainerWidth_withVerticalScrolling_with0ItemSpacing_with0Insets_with0LineSpacing_thatSectionsFitSameRow()
  {
    let f = LayoutFixture()
    f.prepare(layoutSections([size(33, 33), size(33, 33), size(33, 33)]))
    #expect(f.contentSize.height == 33)
    #expect(f.cell(0, 0) == rect(0, 0, 33, 33))
    #expect(f.cell(1, 0) == rect(33, 0, 33, 33))
    #expect(f.cell(2, 0) == rect(66, 0, 33, 33))
  }

  @Test
  func
    test_whenSectionsSmallerThanContainerHeight_withHorizontalScrolling_with0ItemSpacing_with0Insets_with0LineSpacing_thatSectionsFitSameColumn()
  {
    let f = LayoutFixture(direction: .horizontal)
    f.prepare(layoutSections([size(33, 33), size(33, 33), size(33, 33)]))
    #expect(f.contentSize.width == 33)
    #expect(f.cell(0, 0) == rect(0, 0, 33, 33))
    #expect(f.cell(1, 0) == rect(0, 33, 33, 33))
    #expect(f.cell(2, 0) == rect(0, 66, 33, 33))
  }

  @Test
  func
    test_whenSectionsSmallerThanContainerWidth_withHalfPointSpacing_with0Insets_with0LineSpacing_thatSectionsFitSameRow()
  {
    let f = LayoutFixture()
    f.prepare(
      (0..<3).map { _ in LayoutTestSection(interitemSpacing: 0.5, items: [size(33, 33)]) })
    #expect(f.contentSize.height == 33)
    #expect(f.cell(0, 0) == rect(0, 0, 33, 33))
    // Frames are rounded to half points.
    #expect(f.cell(1, 0) == rect(33.5, 0, 33, 33))
    #expect(f.cell(2, 0) == rect(67, 0, 33, 33))
  }

  @Test
  func
    test_whenSectionsSmallerThanContainerWidth_with0ItemSpacing_withMiddleItemHasInsets_with0LineSpacing_thatNextSectionSnapsBelow()
  {
    let f = LayoutFixture()
    f.prepare([
      LayoutTestSection(items: [size(33, 33)]),
      LayoutTestSection(
        insets: EdgeInsets(top: 10, left: 10, bottom: 10, right: 10), items: [size(13, 50)]),
      LayoutTestSection(items: [size(33, 33)]),
      LayoutTestSection(items: [size(33, 33)]),
    ])
    #expect(f.contentSize.height == 103)
    #expect(f.cell(0, 0) == rect(0, 0, 33, 33))
    #expect(f.cell(1, 0) == rect(43, 10, 13, 50))
    #expect(f.cell(2, 0) == rect(66, 0, 33, 33))
    #expect(f.cell(3, 0) == rect(0, 70, 33, 33))
  }

  @Test func test_whenSectionBustingRow_thatNewlineAppliesSectionInset() {
    let f = LayoutFixture()
    f.prepare([
      LayoutTestSection(items: [size(33, 33)]),
      LayoutTestSection(
        insets: EdgeInsets(top: 10, left: 10, bottom: 5, right: 5), items: [size(85, 50)]),
    ])
    #expect(f.contentSize.height == 98)
    #expect(f.cell(0, 0) == rect(0, 0, 33, 33))
    #expect(f.cell(1, 0) == rect(10, 43, 85, 50))
  }

  @Test func test_whenSectionsSmallerThanWidth_withSectionHeader_thatHeaderCausesNewline() {
    let f = LayoutFixture()
    f.prepare([
      LayoutTestSection(items: [size(33, 33)]),
      LayoutTestSection(headerHeight: 10, items: [size(33, 33)]),
    ])
    #expect(f.contentSize.height == 76)
    #expect(f.cell(0, 0) == rect(0, 0, 33, 33))
    #expect(f.cell(1, 0) == rect(0, 43, 33, 33))
  }

  @Test
  func
    test_whenSectionsSmallerThanHeight_withHorizontalScrolling_withSectionHeader_thatHeaderCausesNewline()
  {
    let f = LayoutFixture(direction: .horizontal)
    f.prepare([
      LayoutTestSection(items: [size(33, 33)]),
      LayoutTestSection(headerHeight: 10, items: [size(33, 33)]),
    ])
    #expect(f.contentSize.width == 76)
    #expect(f.cell(0, 0) == rect(0, 0, 33, 33))
    #expect(f.cell(1, 0) == rect(43, 0, 33, 33))
  }

  @Test
  func
    test_whenBatchItemUpdates_withHeaderHeight_withLineSpacing_withInsets_thatLayoutCorrectAfterUpdates()
  {
    let f = LayoutFixture()
    let insets = EdgeInsets(top: 10, left: 10, bottom: 5, right: 5)
    func section(_ items: [CGSize]) -> LayoutTestSection {
      LayoutTestSection(insets: insets, lineSpacing: 10, headerHeight: 10, items: items)
    }
    // Making the view bigger so that we can check all cell frames.
    f.collectionView.frame = rect(0, 0, 100, 400)
    f.prepare([
      section([size(85, 10), size(85, 20)]), section([size(85, 30)]), section([size(85, 60)]),
      section([size(85, 40)]),
    ])

    var finished: Bool?
    f.collectionView.performBatchUpdates(
      {
        f.dataSource.sections = [
          section([size(85, 30)]),  // reloaded; the second item is deleted
          section([size(85, 40)]),  // moved from section 3 to 1
          section([size(85, 30), size(85, 10)]),  // the second item is inserted
          section([size(85, 10), size(85, 20)]),  // inserted
        ]
        f.collectionView.deleteSections([2])
        f.collectionView.insertSections([3])
        f.collectionView.moveSection(3, toSection: 1)
        f.collectionView.reloadItems(at: [IndexPath(item: 0, section: 0)])
        f.collectionView.deleteItems(at: [IndexPath(item: 1, section: 0)])
        f.collectionView.insertItems(at: [IndexPath(item: 1, section: 2)])
      },
      completion: { finished = $0 })
    _ = f.scheduler.runUntilIdle()
    f.collectionView.layoutIfNeeded()

    #expect(finished == true)
    #expect(f.contentSize.height == 260)
    #expect(f.header(0) == rect(10, 10, 85, 10))
    #expect(f.cell(0, 0) == rect(10, 20, 85, 30))
    #expect(f.header(1) == rect(10, 65, 85, 10))
    #expect(f.cell(1, 0) == rect(10, 75, 85, 40))
    #expect(f.header(2) == rect(10, 130, 85, 10))
    #expect(f.cell(2, 0) == rect(10, 140, 85, 30))
    #expect(f.cell(2, 1) == rect(10, 180, 85, 10))
    #expect(f.header(3) == rect(10, 205, 85, 10))
    #expect(f.cell(3, 0) == rect(10, 215, 85, 10))
    #expect(f.cell(3, 1) == rect(10, 235, 85, 20))
  }

  @Test func test_whenQueryingLayoutAttributes_withLotsOfCells_thatExactFramesFetched() {
    let f = LayoutFixture()
    f.prepare([LayoutTestSection(items: Array(repeating: size(100, 20), count: 1000))])
    #expect(f.layout.layoutAttributesForElements(in: rect(0, 500, 100, 100)).count == 5)
    #expect(f.layout.layoutAttributesForElements(in: rect(0, 0, 100, 1000)).count == 50)
    #expect(f.layout.layoutAttributesForElements(in: rect(0, 250, 100, 100)).count == 6)
    #expect(f.layout.layoutAttributesForElements(in: rect(0, 250, 100, 1)).count == 1)
  }

  @Test func test_whenSecondItemDoesntIntersectRect_thatOtherAttributesExist() {
    let f = LayoutFixture()
    f.prepare((0..<6).map { _ in LayoutTestSection(items: [size(50, 100), size(50, 10)]) })
    // Two of the 100-high items and one of the 10-high ones.
    #expect(
      f.sortedIndexPaths(in: rect(0, 50, 100, 100)) == [
        IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1),
        IndexPath(item: 1, section: 1),
      ])
  }

  @Test func test_whenTwoConsecutiveItemsDontIntersectRect_thatOtherAttributesExist() {
    let f = LayoutFixture()
    f.prepare(
      (0..<6).map { _ in LayoutTestSection(items: [size(30, 100), size(30, 10), size(30, 10)]) })
    // Two of the 100-high items and two of the 10-high ones.
    #expect(
      f.sortedIndexPaths(in: rect(0, 50, 100, 100)) == [
        IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1),
        IndexPath(item: 1, section: 1), IndexPath(item: 2, section: 1),
      ])
  }

  @Test func test_whenChangingBoundsSize_withItemsThatNewlineAfterChange_thatLayoutShiftsItems() {
    let f = LayoutFixture()
    f.prepare(layoutSections([size(33, 33), size(33, 33), size(33, 33)]))
    #expect(f.contentSize.height == 33)
    #expect(f.cell(0, 0) == rect(0, 0, 33, 33))
    #expect(f.cell(1, 0) == rect(33, 0, 33, 33))
    #expect(f.cell(2, 0) == rect(66, 0, 33, 33))

    // Three items no longer fit on one row.
    f.collectionView.frame = rect(0, 0, 70, 100)
    f.collectionView.layoutIfNeeded()
    #expect(f.contentSize.height == 66)
    #expect(f.cell(0, 0) == rect(0, 0, 33, 33))
    #expect(f.cell(1, 0) == rect(33, 0, 33, 33))
    #expect(f.cell(2, 0) == rect(0, 33, 33, 33))
  }

  @Test func test_whenCollectionViewContentInset_withFullWidthItems_thatItemsPinchedIn() {
    let f = LayoutFixture()
    f.collectionView.contentInset = EdgeInsets(top: 0, left: 30, bottom: 0, right: 30)
    f.prepare([LayoutTestSection(headerHeight: 10, items: [size(40, 10), size(40, 20)])])
    #expect(f.contentSize.height == 40)
    #expect(f.header(0) == rect(0, 0, 40, 10))
    #expect(f.cell(0, 0) == rect(0, 10, 40, 10))
    #expect(f.cell(0, 1) == rect(0, 20, 40, 20))
  }

  @Test func test_whenItemsAddedWidthSmallerThanWidth_DifferenceSmallerThanEpsilon() {
    let f = LayoutFixture(stretchToEdge: true)
    f.prepare([LayoutTestSection(items: [size(33, 33), size(33, 33), size(33, 33)])])
    #expect(f.cell(0, 0) == rect(0, 0, 33, 33))
    #expect(f.cell(0, 1) == rect(33, 0, 33, 33))
    #expect(f.cell(0, 2) == rect(66, 0, 34, 33))
  }

  @Test func test_whenItemsAddedWidthSmallerThanWidth_DifferenceBiggerThanEpsilon() {
    let f = LayoutFixture(stretchToEdge: true)
    f.prepare([LayoutTestSection(items: [size(33, 33), size(65, 33)])])
    #expect(f.cell(0, 0) == rect(0, 0, 33, 33))
    #expect(f.cell(0, 1) == rect(33, 0, 65, 33))
  }

  @Test func test_whenItemsAddedWithBiggerThanWidth_DifferenceSmallerThanEpsilon() {
    let f = LayoutFixture()
    f.prepare([LayoutTestSection(items: [size(50, 50), size(51, 50)])])
    #expect(f.cell(0, 0) == rect(0, 0, 50, 50))
    #expect(f.cell(0, 1) == rect(50, 0, 51, 50))
  }

  @Test func test_whenItemsAddedWithBiggerThanWidth_DifferenceBiggerThanEpsilon() {
    let f = LayoutFixture()
    f.prepare([LayoutTestSection(items: [size(50, 50), size(52, 50)])])
    #expect(f.cell(0, 0) == rect(0, 0, 50, 50))
    #expect(f.cell(0, 1) == rect(0, 50, 52, 50))
  }

  @Test func test_() {
    let f = LayoutFixture()
    f.collectionView.frame = rect(0, 0, 414, 736)
    f.prepare(
      (0..<6).map { _ in
        LayoutTestSection(
          insets: EdgeInsets(top: 1, left: 1, bottom: 1, right: 1), items: [size(136, 136)])
      })
    #expect(f.contentSize.height == 276)
    #expect(f.cell(0, 0) == rect(1, 1, 136, 136))
    #expect(f.cell(1, 0) == rect(139, 1, 136, 136))
    #expect(f.cell(2, 0) == rect(277, 1, 136, 136))
    #expect(f.cell(3, 0) == rect(1, 139, 136, 136))
    #expect(f.cell(4, 0) == rect(139, 139, 136, 136))
    #expect(f.cell(5, 0) == rect(277, 139, 136, 136))
  }

  @Test func test_whenQueryingAttributes_withSectionOOB_thatReturnsNil() {
    let f = LayoutFixture(stretchToEdge: true)
    f.prepare([LayoutTestSection(items: [size(33, 33), size(65, 33)])])
    #expect(f.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 4)) == nil)
  }

  @Test func test_whenQueryingAttributes_withItemOOB_thatReturnsNil() {
    let f = LayoutFixture(stretchToEdge: true)
    f.prepare([LayoutTestSection(items: [size(33, 33), size(65, 33)])])
    #expect(f.layout.layoutAttributesForItem(at: IndexPath(item: 4, section: 0)) == nil)
  }

  @Test func test_whenQueryingSupplementaryAttributes_withSizeEmpty_thatReturnsNil() {
    let f = LayoutFixture(stretchToEdge: true)
    f.prepare([LayoutTestSection(items: [size(33, 33)])])
    let path = IndexPath(item: 0, section: 0)
    #expect(
      f.layout.layoutAttributesForSupplementaryView(
        ofKind: CollectionView.elementKindSectionHeader, at: path) == nil)
    #expect(
      f.layout.layoutAttributesForSupplementaryView(
        ofKind: CollectionView.elementKindSectionFooter, at: path) == nil)
  }

  @Test func test_whenUpdatingSizes_thatLayoutUpdates() {
    let f = LayoutFixture()
    f.prepare([LayoutTestSection(items: [size(10, 10), size(10, 10)])])
    #expect(f.cell(0, 0) == rect(0, 0, 10, 10))
    #expect(f.cell(0, 1) == rect(10, 0, 10, 10))

    f.prepare([LayoutTestSection(items: [size(20, 20), size(20, 20), size(20, 20)])])
    #expect(f.cell(0, 0) == rect(0, 0, 20, 20))
    #expect(f.cell(0, 1) == rect(20, 0, 20, 20))
    #expect(f.cell(0, 2) == rect(40, 0, 20, 20))
  }

  @Test func test_whenMarkingASectionAsUpdated_thatLayoutUpdates() {
    let f = LayoutFixture()
    f.prepare([LayoutTestSection(items: [size(10, 10), size(10, 10)])])
    #expect(f.cell(0, 0) == rect(0, 0, 10, 10))
    #expect(f.cell(0, 1) == rect(10, 0, 10, 10))

    f.layout.didModifySection(1)
    f.layout.prepare()
    #expect(f.cell(0, 0) == rect(0, 0, 10, 10))
    #expect(f.cell(0, 1) == rect(10, 0, 10, 10))
  }

  // test_withDelegateNameDebugger_thatReturnedNamesAreValid: the delegate's class name for an
  // assertion message, looked up through IGListAdapterProxy, is an Objective-C runtime detail.

  @Test func test_withSupplementalViewAttributes_thatOOBErrorsAreHandled() {
    let f = LayoutFixture()
    #expect(
      f.layout.layoutAttributesForSupplementaryView(
        ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 10, section: 10))
        == nil)
  }
}

/// ListKit's additions: cheap invalidations and the rect query's binary search.
@MainActor
@Suite struct ListCollectionViewLayoutInvalidationTests {
  @Test func whenItemsAreInvalidated_thatOnlyTheirSectionAndLaterOnesAreLaidOut() {
    let f = LayoutFixture()
    f.prepare(layoutSections(Array(repeating: CGSize(width: 50, height: 10), count: 6)))
    f.dataSource.sizeRequests = []
    f.dataSource.sections[3].items[0] = CGSize(width: 100, height: 10)
    let context = ListCollectionViewLayoutInvalidationContext()
    context.invalidateItems(at: [IndexPath(item: 0, section: 3)])
    f.layout.invalidateLayout(with: context)
    f.collectionView.layoutIfNeeded()
    #expect(f.dataSource.sizeRequests.map(\.section) == [3, 4, 5])
    #expect(f.cell(3, 0) == rect(0, 20, 100, 10))
    #expect(f.cell(4, 0) == rect(0, 30, 50, 10))
    #expect(f.contentSize.height == 40)
  }

  @Test func whenScrollingWithStickyHeaders_thatNoItemIsMeasuredAgain() {
    let f = LayoutFixture(sticky: true)
    f.prepare(
      (0..<4).map { _ in
        LayoutTestSection(headerHeight: 10, items: [CGSize(width: 100, height: 40)])
      })
    f.dataSource.sizeRequests = []
    f.scroll(to: CGPoint(x: 0, y: 60))
    #expect(f.dataSource.sizeRequests.isEmpty)
    #expect(f.header(1) == rect(0, 60, 100, 10))
  }

  @Test func whenInvalidatingWithThePreservedCache_thatNoItemIsMeasuredAgain() {
    let f = LayoutFixture()
    f.layout.preserveLayoutCacheOnInvalidateLayout = true
    f.prepare(layoutSections([CGSize(width: 10, height: 10)]))
    f.dataSource.sizeRequests = []
    f.layout.invalidateLayout()
    f.collectionView.layoutIfNeeded()
    #expect(f.dataSource.sizeRequests.isEmpty)
    #expect(f.cell(0, 0) == rect(0, 0, 10, 10))
  }

  @Test(arguments: [CollectionViewFlowLayout.ScrollDirection.vertical, .horizontal])
  func whenQueryingRects_thatTheBinarySearchFindsWhatAScanFinds(
    direction: CollectionViewFlowLayout.ScrollDirection
  ) {
    let f = LayoutFixture(direction: direction)
    var seed: UInt64 = 7
    func next(_ bound: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((seed >> 33) % UInt64(bound))
    }
    func sections() -> [LayoutTestSection] {
      (0..<120).map { _ in
        let inset = CGFloat(next(3) * 5)
        return LayoutTestSection(
          insets: EdgeInsets(top: inset, left: inset, bottom: 0, right: 0),
          lineSpacing: CGFloat(next(3)), interitemSpacing: CGFloat(next(3)),
          headerHeight: next(4) == 0 ? 7 : 0, footerHeight: next(5) == 0 ? 3 : 0,
          items: (0..<next(5)).map { _ in
            CGSize(width: CGFloat(10 + next(60)), height: CGFloat(10 + next(60)))
          })
      }
    }
    func check() {
      let length = direction == .vertical ? f.contentSize.height : f.contentSize.width
      var expected: [IndexPath] = []
      var position: CGFloat = -20
      while position < length + 20 {
        let query =
          direction == .vertical
          ? rect(0, position, 100, 37) : rect(position, 0, 37, 100)
        let found = f.layout.layoutAttributesForElements(in: query)
        expected = []
        for section in 0..<f.collectionView.numberOfSections {
          for item in 0..<f.collectionView.numberOfItems(inSection: section) {
            let path = IndexPath(item: item, section: section)
            if let frame = f.layout.layoutAttributesForItem(at: path)?.frame, frame.overlaps(query)
            {
              expected.append(path)
            }
          }
        }
        #expect(
          found.filter { $0.representedElementCategory == .cell }.map(\.indexPath).sorted()
            == expected)
        position += 13
      }
    }
    f.prepare(sections())
    check()
    // New sizes and insets from section 60 on, with the same counts.
    let replacement = sections()
    for index in 60..<120 {
      var section = replacement[index]
      section.items = f.dataSource.sections[index].items.map { _ in
        CGSize(width: CGFloat(10 + next(60)), height: CGFloat(10 + next(60)))
      }
      f.dataSource.sections[index] = section
    }
    f.dataSource.sizeRequests = []
    f.layout.didModifySection(60)
    f.layout.invalidateLayout(with: ListCollectionViewLayoutInvalidationContext())
    f.collectionView.layoutIfNeeded()
    #expect(f.dataSource.sizeRequests.allSatisfy { $0.section >= 60 })
    // The partial layout matches a full one of the same data.
    let full = LayoutFixture(direction: direction)
    full.prepare(f.dataSource.sections)
    #expect(full.contentSize == f.contentSize)
    for section in 0..<120 {
      for item in f.dataSource.sections[section].items.indices {
        let path = IndexPath(item: item, section: section)
        #expect(
          f.layout.layoutAttributesForItem(at: path)?.frame
            == full.layout.layoutAttributesForItem(at: path)?.frame)
      }
    }
    check()
  }
}
