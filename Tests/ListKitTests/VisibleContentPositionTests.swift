import Foundation
import ListKitTestSupport
import Testing

@testable import ListKit

/// `ListAdapter.keepsVisibleContentPosition`: the first item on screen stays where it is when
/// updates insert, delete or resize content above it, in every frame of the update's animation.
@MainActor
@Suite struct VisibleContentPositionTests {
  /// Sections of one-line rows (`TestSection`, as many rows as the object's number), keys 0...29
  /// of one row each on a list 10 rows high, scrolled so that key 10 is at the top.
  private func makeHarness(
    keeps: Bool = true, updater: any ListUpdatingDelegate = ListAdapterUpdater()
  ) -> AdapterHarness {
    let harness = AdapterHarness.rows(rows(0..<30), updater: updater)
    harness.adapter.keepsVisibleContentPosition = keeps
    harness.collectionView.layoutIfNeeded()
    harness.collectionView.contentOffset = CGPoint(x: 0, y: 10)
    harness.collectionView.layoutIfNeeded()
    return harness
  }

  private func rows(_ keys: Range<Int>, lines: Int = 1) -> [TestObject] {
    keys.map { TestObject($0, lines) }
  }

  /// Where each row on screen is drawn at `time`, by its text ("key-item"), from the top of the
  /// list.
  private func rowsOnScreen(_ harness: AdapterHarness, at time: TimeInterval? = nil)
    -> [String: CGFloat]
  {
    var rows: [String: CGFloat] = [:]
    let collectionView = harness.collectionView
    for cell in collectionView.visibleCells {
      guard let text = (cell as? TextCell)?.text, cell.isPresented(at: time) else { continue }
      let y = cell.presentationFrame(at: time).minY - collectionView.contentOffset.y
      if y >= 0 && y < collectionView.bounds.height { rows[text] = y }
    }
    return rows
  }

  /// Applies the data source's objects as an animated update, and checks that the rows on screen
  /// in `expected` are drawn there at each step of the animation and after it.
  private func expectRowsStay(
    _ expected: [String: CGFloat], in harness: AdapterHarness,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    harness.adapter.performUpdates(animated: true)
    expectRowsStayDuringAnimation(expected, in: harness, sourceLocation: sourceLocation)
  }

  private func expectRowsStayDuringAnimation(
    _ expected: [String: CGFloat], in harness: AdapterHarness,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    harness.scheduler.advance(by: 0)
    let start = harness.scheduler.now
    for step in 0...4 {
      let shown = rowsOnScreen(harness, at: start + Double(step) * 0.05)
      #expect(
        shown.filter { expected[$0.key] != nil } == expected, "at step \(step)",
        sourceLocation: sourceLocation)
    }
    harness.settle()
    #expect(
      rowsOnScreen(harness).filter { expected[$0.key] != nil } == expected,
      sourceLocation: sourceLocation)
  }

  @Test func insertsAbove_keepTheRowsOnScreenInPlace() {
    let harness = makeHarness()
    let before = rowsOnScreen(harness)
    #expect(before.count == 10 && before["10-0"] == 0)
    harness.dataSource.objects = rows(-5..<0, lines: 2) + rows(0..<30)
    expectRowsStay(before, in: harness)
    #expect(harness.collectionView.contentOffset.y == 20)
    #expect(rowsOnScreen(harness) == before)
  }

  @Test func withoutTheOption_theOffsetStays_andTheRowsMove() {
    let harness = makeHarness(keeps: false)
    harness.dataSource.objects = rows(-5..<0, lines: 2) + rows(0..<30)
    harness.adapter.performUpdates(animated: true)
    harness.settle()
    #expect(harness.collectionView.contentOffset.y == 10)
    #expect(rowsOnScreen(harness)["10-0"] == nil)
    #expect(rowsOnScreen(harness)["0-0"] == 0)
  }

  @Test func deletesAbove_keepTheRowsOnScreenInPlace() {
    let harness = makeHarness()
    let before = rowsOnScreen(harness)
    harness.dataSource.objects = Array(harness.dataSource.objects.dropFirst(5))
    expectRowsStay(before, in: harness)
    #expect(harness.collectionView.contentOffset.y == 5)
  }

  @Test func aSectionAboveThatGrows_keepsTheRowsOnScreenInPlace() throws {
    let harness = makeHarness()
    let before = rowsOnScreen(harness)
    let objects = try #require(harness.dataSource.objects as? [TestObject])
    // A new object for key 3, with four rows: the section is reloaded.
    harness.dataSource.objects = objects.map { $0.key == AnyHashable(3) ? TestObject(3, 4) : $0 }
    expectRowsStay(before, in: harness)
    #expect(harness.collectionView.contentOffset.y == 13)
  }

  @Test func aSectionAboveResizedByItsController_keepsTheRowsOnScreenInPlace() throws {
    let harness = AdapterHarness(
      (0..<30).map { TestObject($0, 1) }, frame: CGRect(x: 0, y: 0, width: 20, height: 10),
      layout: CollectionViewFlowLayout.withoutSpacing()
    ) { _ in TallSection() }
    harness.adapter.keepsVisibleContentPosition = true
    harness.collectionView.layoutIfNeeded()
    harness.collectionView.contentOffset = CGPoint(x: 0, y: 10)
    harness.collectionView.layoutIfNeeded()
    let before = rowsOnScreen(harness)
    let section = try #require(harness.adapter.sectionController(forSection: 4) as? TallSection)
    section.height = 6
    section.collectionContext?.invalidateLayout(for: section, completion: nil)
    expectRowsStayDuringAnimation(before, in: harness)
    #expect(harness.collectionView.contentOffset.y == 15)
  }

  @Test func itemsInsertedAboveByASectionController_keepTheRowsOnScreenInPlace() throws {
    let harness = makeHarness()
    let before = rowsOnScreen(harness)
    let section = try #require(harness.adapter.sectionController(forSection: 2) as? TestSection)
    harness.adapter.performBatch(
      animated: true,
      updates: { context in
        section.item?.value = .number(4)
        context.insert(in: section, at: IndexSet(integersIn: 1..<4))
      }, completion: nil)
    expectRowsStayDuringAnimation(before, in: harness)
    #expect(harness.collectionView.contentOffset.y == 13)
  }

  @Test func coalescedUpdates_keepTheRowsOnScreenInPlace() throws {
    let harness = makeHarness()
    let before = rowsOnScreen(harness)
    var batches = 0
    let listener = BatchCounter { batches += 1 }
    (harness.updater as? ListAdapterUpdater)?.delegate = listener
    harness.dataSource.objects = rows(-2..<0) + rows(0..<30)
    harness.adapter.performUpdates(animated: true)
    harness.dataSource.objects = rows(-5..<0) + rows(0..<3) + rows(4..<30)
    harness.adapter.performUpdates(animated: true)
    let section = try #require(harness.adapter.sectionController(forSection: 2) as? TestSection)
    harness.adapter.performBatch(
      animated: true,
      updates: { context in
        section.item?.value = .number(3)
        context.insert(in: section, at: IndexSet(integersIn: 1..<3))
      }, completion: nil)
    expectRowsStayDuringAnimation(before, in: harness)
    #expect(batches == 1)
    // Five rows inserted, one deleted, two items added: six more above.
    #expect(harness.collectionView.contentOffset.y == 16)
  }

  @Test func whenTheFirstRowIsDeleted_theNextRowOnScreenStaysInPlace() {
    let harness = makeHarness()
    var before = rowsOnScreen(harness)
    harness.dataSource.objects = rows(-2..<0) + rows(0..<10) + rows(11..<30)
    before["10-0"] = nil
    #expect(before["11-0"] == 1)
    expectRowsStay(before, in: harness)
    #expect(harness.collectionView.contentOffset.y == 11)
  }

  @Test func whenNoRowCanStay_theContentStopsAtItsStart() {
    let harness = makeHarness()
    harness.collectionView.contentOffset = CGPoint(x: 0, y: 3)
    harness.collectionView.layoutIfNeeded()
    // Keys 3 and 4, the first rows on screen, go with everything above them: key 5, two rows down
    // the screen, would need an offset of -2.
    harness.dataSource.objects = rows(5..<30)
    harness.adapter.performUpdates(animated: true)
    harness.settle()
    #expect(harness.collectionView.contentOffset.y == 0)
    #expect(rowsOnScreen(harness)["5-0"] == 0)
  }

  @Test func updatesBelowTheFirstRow_moveNothingAboveThem() {
    let harness = makeHarness()
    var before = rowsOnScreen(harness)
    // Key 15 on screen goes, two rows come below the screen, and the last five go.
    harness.dataSource.objects = rows(0..<15) + rows(16..<22) + rows(40..<42) + rows(22..<25)
    for key in 15..<20 { before["\(key)-0"] = nil }
    expectRowsStay(before, in: harness)
    #expect(harness.collectionView.contentOffset.y == 10)
  }

  @Test func aReloadFallbackOfManyInserts_keepsTheRowsOnScreenInPlace() {
    let harness = makeHarness()
    let before = rowsOnScreen(harness)
    var fallbacks = 0
    let listener = BatchCounter(onFallback: { fallbacks += 1 })
    (harness.updater as? ListAdapterUpdater)?.delegate = listener
    harness.dataSource.objects = rows(-150..<0) + rows(0..<30)
    harness.adapter.performUpdates(animated: true)
    harness.scheduler.advance(by: 0)
    #expect(fallbacks == 1)
    #expect(harness.collectionView.contentOffset.y == 160)
    #expect(rowsOnScreen(harness) == before)
  }

  @Test func theReloadDataUpdater_keepsTheRowsOnScreenInPlace() {
    let harness = makeHarness(updater: ListReloadDataUpdater())
    let before = rowsOnScreen(harness)
    harness.dataSource.objects = rows(-5..<0) + rows(0..<8) + rows(9..<30)
    harness.adapter.performUpdates(animated: true)
    #expect(harness.collectionView.contentOffset.y == 14)
    #expect(rowsOnScreen(harness) == before)
  }

  @Test func reloadData_keepsTheFirstRowWhoseObjectStaysInPlace() {
    let harness = makeHarness()
    var before = rowsOnScreen(harness)
    harness.dataSource.objects = rows(-3..<0) + rows(0..<10) + rows(11..<30)
    harness.adapter.reloadData()
    harness.scheduler.advance(by: 0)
    before["10-0"] = nil
    // Key 10 is gone: key 11, one row down the screen, stays there.
    #expect(harness.collectionView.contentOffset.y == 12)
    #expect(rowsOnScreen(harness).filter { before[$0.key] != nil } == before)
  }

  @Test func theCollectionViewDelegate_getsTheKeptOffset_andHasTheLastWord() {
    @MainActor final class Nudge: CollectionViewDelegate {
      var proposals: [CGPoint] = []
      func collectionView(
        _ collectionView: CollectionView,
        targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
      ) -> CGPoint {
        proposals.append(proposedContentOffset)
        return CGPoint(x: proposedContentOffset.x, y: proposedContentOffset.y + 1)
      }
    }
    let harness = makeHarness()
    let nudge = Nudge()
    harness.adapter.collectionViewDelegate = nudge
    harness.dataSource.objects = rows(-5..<0, lines: 2) + rows(0..<30)
    harness.adapter.performUpdates(animated: true)
    harness.settle()
    #expect(nudge.proposals == [CGPoint(x: 0, y: 20)])
    #expect(harness.collectionView.contentOffset.y == 21)
  }

  @Test func aHorizontalList_keepsItsColumnsInPlace() {
    let layout = CollectionViewFlowLayout.withoutSpacing()
    layout.scrollDirection = .horizontal
    let harness = AdapterHarness(
      (0..<30).map { TestObject($0, 1) }, frame: CGRect(x: 0, y: 0, width: 10, height: 3),
      layout: layout
    ) { _ in ColumnSection() }
    harness.adapter.keepsVisibleContentPosition = true
    harness.collectionView.layoutIfNeeded()
    harness.collectionView.contentOffset = CGPoint(x: 10, y: 0)
    harness.collectionView.layoutIfNeeded()
    harness.dataSource.objects = (-4..<0).map { TestObject($0, 1) } + harness.dataSource.objects
    harness.adapter.performUpdates(animated: true)
    harness.settle()
    #expect(harness.collectionView.contentOffset == CGPoint(x: 14, y: 0))
    let first = harness.collectionView.indexPathsForVisibleItems.first
    #expect(first == IndexPath(item: 0, section: 14))
  }
}

/// A one-item section whose height its test sets, then invalidates.
private final class TallSection: ListSectionController {
  var height: CGFloat = 1
  private var key = AnyHashable(-1)

  override func sizeForItem(at index: Int) -> CGSize {
    CGSize(width: collectionContext?.containerSize.width ?? 0, height: height)
  }

  override func cellForItem(at index: Int) -> CollectionViewCell {
    guard let context = collectionContext else { fatalError("outside an adapter") }
    let cell: TextCell = context.dequeueReusableCell(for: self, at: index)
    cell.text = "\(key)-\(index)"
    return cell
  }

  override func didUpdate(to object: Any) {
    key = (object as? TestObject)?.key ?? AnyHashable(-1)
  }
}

/// A one-item section one column wide and as high as the list.
private final class ColumnSection: ListSectionController {
  override func sizeForItem(at index: Int) -> CGSize {
    CGSize(width: 1, height: collectionContext?.containerSize.height ?? 0)
  }

  override func cellForItem(at index: Int) -> CollectionViewCell {
    guard let context = collectionContext else { fatalError("outside an adapter") }
    let cell: TextCell = context.dequeueReusableCell(for: self, at: index)
    return cell
  }
}

/// Counts the updater's batch updates and fallback reloads.
@MainActor
private final class BatchCounter: ListAdapterUpdaterDelegate {
  let onBatch: () -> Void
  let onFallback: () -> Void

  init(onBatch: @escaping () -> Void = {}, onFallback: @escaping () -> Void = {}) {
    self.onBatch = onBatch
    self.onFallback = onFallback
  }

  func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater,
    willPerformBatchUpdatesWith collectionView: CollectionView,
    fromObjects: [any ListDiffable]?, toObjects: [any ListDiffable]?,
    listIndexSetResult: ListIndexSetResult?, animated: Bool
  ) { onBatch() }

  func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, willReloadDataWith collectionView: CollectionView,
    isFallbackReload: Bool
  ) { if isFallbackReload { onFallback() } }
}

extension CollectionViewFlowLayout {
  /// A flow layout without line or item spacing.
  fileprivate static func withoutSpacing() -> CollectionViewFlowLayout {
    let layout = CollectionViewFlowLayout()
    layout.minimumLineSpacing = 0
    layout.minimumInteritemSpacing = 0
    return layout
  }
}
