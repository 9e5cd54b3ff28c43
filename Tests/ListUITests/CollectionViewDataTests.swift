import Foundation
import ListUI
import Testing

/// The data source is asked lazily, cells are dequeued and reused, and display events come in
/// order.
@MainActor
@Suite struct CollectionViewDataTests {
  @Test func countsAreAskedOnlyWhenNeededAndOnce() {
    let harness = Harness(counts: [3, 2])
    #expect(harness.dataSource.log.isEmpty)
    #expect(harness.collectionView.numberOfSections == 2)
    #expect(harness.collectionView.numberOfItems(inSection: 1) == 2)
    harness.collectionView.layoutIfNeeded()
    #expect(
      harness.dataSource.log.filter { !$0.hasPrefix("cell") } == ["sections", "items 0", "items 1"])
  }

  @Test func cellsAreAskedOnlyForVisibleItems() {
    let harness = Harness(counts: [100], height: 10)
    harness.collectionView.layoutIfNeeded()
    #expect(harness.dataSource.cellRequests == 10)
    #expect(harness.visible == (0..<10).map { "0-\($0)" })
    #expect(harness.log.events == (0..<10).map { "willDisplay 0-\($0)" })
  }

  @Test func scrollingAMillionItemsByOneScreenAsksOnlyForTheNewlyVisibleCells() {
    let harness = Harness(counts: [1_000_000], height: 40)
    harness.collectionView.layoutIfNeeded()
    #expect(harness.dataSource.cellRequests == 40)
    for step in 1...5 {
      harness.collectionView.contentOffset.y = CGFloat(40 * step)
      harness.collectionView.layoutIfNeeded()
      #expect(harness.dataSource.cellRequests == 40 * (step + 1))
    }
    #expect(harness.visible.first == "0-200")
    #expect(harness.dataSource.log.filter { !$0.hasPrefix("cell") }.count == 2)
  }

  @Test func aLayoutPassThatPlacesCellsLeavesTheCollectionViewLaidOut() {
    let harness = Harness(counts: [100], height: 10)
    // The first pass also sets the content size, which marks the collection view again.
    harness.collectionView.layoutIfNeeded()
    harness.collectionView.layoutIfNeeded()
    #expect(!harness.collectionView.needsLayout)
    harness.collectionView.contentOffset.y = 1
    #expect(harness.collectionView.needsLayout, "a scroll marks it")
    harness.collectionView.layoutIfNeeded()
    #expect(harness.visible == (1..<11).map { "0-\($0)" })
    #expect(!harness.collectionView.needsLayout, "a cell came and a cell left")
    // Anything else that marks it still does, while it lays out too.
    harness.collectionView.addSubview(View())
    #expect(harness.collectionView.needsLayout)
  }

  @Test func cellsLeavingTheScreenAreReusedAfterPrepareForReuse() {
    let harness = Harness(counts: [30], height: 10)
    harness.collectionView.layoutIfNeeded()
    let first = harness.collectionView.cellForItem(at: path(0, 0)) as? TestCell
    harness.collectionView.contentOffset.y = 10
    harness.collectionView.layoutIfNeeded()
    #expect(harness.collectionView.cellForItem(at: path(0, 0)) == nil)
    let reused = harness.collectionView.visibleCells.compactMap { $0 as? TestCell }
    #expect(reused.contains { $0 === first })
    #expect(first?.reuseCount == 1)
    #expect(reused.count == 10)
    #expect(
      Array(harness.log.events.suffix(20).prefix(10)) == (0..<10).map { "didEndDisplaying 0-\($0)" }
    )
  }

  @Test func dequeuingAnUnregisteredIdentifierIsUIKitsError() {
    let harness = Harness(counts: [1])
    _ = harness.collectionView.dequeueReusableCell(withReuseIdentifier: "nope", for: path(0, 0))
    #expect(
      harness.violations.messages == [
        "could not dequeue a view of kind: UICollectionElementKindCell with identifier nope - "
          + "must register a nib or a class for the identifier or connect a prototype cell in a "
          + "storyboard"
      ])
    #expect(harness.violations.errors.first?.kind == .dequeueUnregisteredIdentifier)
  }

  @Test func aCellThatWasNotDequeuedIsUIKitsError() {
    let harness = Harness(counts: [1])
    harness.dataSource.returnsUndequeuedCell = true
    harness.collectionView.layoutIfNeeded()
    #expect(
      harness.violations.messages == [
        "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a "
          + "reuseIdentifier - cells must be retrieved by calling "
          + "-dequeueReusableCellWithReuseIdentifier:forIndexPath:"
      ])
  }

  @Test func askingForItemsOfAMissingSectionIsUIKitsError() {
    let harness = Harness(counts: [1, 1])
    #expect(harness.collectionView.numberOfItems(inSection: 5) == 0)
    #expect(
      harness.violations.messages == [
        "request for number of items in section 5 when there are only 2 sections in the "
          + "collection view"
      ])
  }

  @Test func reloadDataEndsDisplayingEveryCellAndAsksAgain() {
    let harness = Harness(counts: [3])
    harness.collectionView.layoutIfNeeded()
    harness.log.events.removeAll()
    harness.dataSource.counts = [2]
    harness.collectionView.reloadData()
    #expect(harness.visible == ["0-0", "0-1", "0-2"])
    harness.collectionView.layoutIfNeeded()
    #expect(
      harness.log.events == [
        "didEndDisplaying 0-0", "didEndDisplaying 0-1", "didEndDisplaying 0-2",
        "willDisplay 0-0", "willDisplay 0-1",
      ])
    #expect(harness.collectionView.numberOfItems(inSection: 0) == 2)
  }

  @Test func headersAndFootersAreShownInOrderWithTheirCells() {
    let harness = Harness(counts: [2, 1])
    harness.layout.headerReferenceSize = CGSize(width: 20, height: 1)
    harness.layout.footerReferenceSize = CGSize(width: 20, height: 1)
    harness.collectionView.layoutIfNeeded()
    #expect(
      harness.log.events == [
        "willDisplaySupplementary 0-0", "willDisplay 0-0", "willDisplay 0-1",
        "willDisplaySupplementary 0-0", "willDisplaySupplementary 1-0", "willDisplay 1-0",
        "willDisplaySupplementary 1-0",
      ])
    let headers = harness.collectionView.visibleSupplementaryViews(
      ofKind: CollectionView.elementKindSectionHeader)
    #expect(headers.map(\.frame.minY) == [0, 4])
    #expect(
      harness.collectionView.indexPathsForVisibleSupplementaryElements(
        ofKind: CollectionView.elementKindSectionFooter) == [path(0, 0), path(1, 0)])
  }

  @Test func indexPathForItemAtAPointAndLayoutAttributes() {
    let harness = Harness(counts: [5])
    harness.collectionView.layoutIfNeeded()
    #expect(harness.collectionView.indexPathForItem(at: CGPoint(x: 3, y: 2.5)) == path(0, 2))
    #expect(harness.collectionView.indexPathForItem(at: CGPoint(x: 3, y: 7)) == nil)
    #expect(
      harness.collectionView.layoutAttributesForItem(at: path(0, 4))?.frame
        == CGRect(x: 0, y: 4, width: 20, height: 1))
    let cell = harness.collectionView.cellForItem(at: path(0, 1))
    #expect(cell.flatMap { harness.collectionView.indexPath(for: $0) } == path(0, 1))
  }

  @Test func supplementaryViewsMustBeDequeuedAndProvided() {
    @MainActor
    final class UndequeuedHeaders: CollectionViewDataSource {
      func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
        -> Int
      { 1 }
      func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
      {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
      }
      func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
      ) -> CollectionReusableView {
        CollectionReusableView(frame: .zero)
      }
    }
    @MainActor
    final class NoHeaders: CollectionViewDataSource {
      func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
        -> Int
      { 1 }
      func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
      {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
      }
    }
    let harness = Harness(counts: [1])
    harness.layout.headerReferenceSize = CGSize(width: 20, height: 1)
    let undequeued = UndequeuedHeaders()
    harness.collectionView.dataSource = undequeued
    harness.collectionView.layoutIfNeeded()
    let missing = NoHeaders()
    harness.collectionView.dataSource = missing
    harness.collectionView.layoutIfNeeded()
    #expect(
      harness.violations.messages == [
        "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath "
          + "(UICollectionElementKindSectionHeader,<NSIndexPath> {length = 2, path = 0 - 0}) was "
          + "not retrieved by calling "
          + "-dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath: or is nil",
        "the layout asked for a supplementary view of kind UICollectionElementKindSectionHeader at "
          + "<NSIndexPath> {length = 2, path = 0 - 0}, but the data source does not implement "
          + "-collectionView:viewForSupplementaryElementOfKind:atIndexPath:",
      ])
  }
}
