import Foundation
import ListUI
import Testing

/// The flow layout: lines, insets, spacing, headers and footers, both directions, delegate sizes
/// and self-sizing cells.
@MainActor
@Suite struct FlowLayoutTests {
  func frames(_ harness: Harness) -> [CGRect] {
    harness.collectionView.layoutIfNeeded()
    return harness.collectionView.indexPathsForVisibleItems.compactMap {
      harness.collectionView.layoutAttributesForItem(at: $0)?.frame
    }
  }

  @Test func verticalLinesWrapWithSpacingAndInsets() {
    let harness = Harness(counts: [5], width: 20, height: 20)
    harness.layout.itemSize = CGSize(width: 5, height: 2)
    harness.layout.minimumInteritemSpacing = 1
    harness.layout.minimumLineSpacing = 1
    harness.layout.sectionInset = EdgeInsets(top: 1, left: 2, bottom: 3, right: 2)
    // 16 columns available: three items of 5 with spacing 1 take 17, so two per line... 5+1+5=11,
    // +1+5=17 > 16, so two per line.
    #expect(
      frames(harness) == [
        CGRect(x: 2, y: 1, width: 5, height: 2), CGRect(x: 8, y: 1, width: 5, height: 2),
        CGRect(x: 2, y: 4, width: 5, height: 2), CGRect(x: 8, y: 4, width: 5, height: 2),
        CGRect(x: 2, y: 7, width: 5, height: 2),
      ])
    #expect(harness.collectionView.contentSize == CGSize(width: 20, height: 12))
  }

  @Test func appearingAndDisappearingItemsStartAndEndAtACopyOfTheirAttributes() {
    let harness = Harness(counts: [2], width: 20, height: 10)
    harness.collectionView.layoutIfNeeded()
    let indexPath = path(0, 1)
    let attributes = harness.layout.layoutAttributesForItem(at: indexPath)
    let initial = harness.layout.initialLayoutAttributesForAppearingItem(at: indexPath)
    let final = harness.layout.finalLayoutAttributesForDisappearingItem(at: indexPath)
    #expect(initial?.frame == CGRect(x: 0, y: 1, width: 20, height: 1))
    #expect(final?.frame == attributes?.frame)
    #expect(initial?.indexPath == indexPath && final?.indexPath == indexPath)
    // A copy: changing it leaves the layout's attributes alone.
    initial?.center.y += 5
    #expect(harness.layout.layoutAttributesForItem(at: indexPath)?.frame.minY == 1)
    #expect(initial !== attributes && final !== attributes)
    #expect(harness.layout.initialLayoutAttributesForAppearingItem(at: path(0, 2)) == nil)
    #expect(harness.layout.finalLayoutAttributesForDisappearingItem(at: path(1, 0)) == nil)
  }

  @Test func horizontalLinesRunLeftToRight() {
    let harness = Harness(counts: [3], width: 20, height: 4)
    harness.layout.scrollDirection = .horizontal
    harness.layout.itemSize = CGSize(width: 3, height: 2)
    harness.layout.minimumInteritemSpacing = 0
    harness.layout.minimumLineSpacing = 1
    #expect(
      frames(harness) == [
        CGRect(x: 0, y: 0, width: 3, height: 2), CGRect(x: 0, y: 2, width: 3, height: 2),
        CGRect(x: 4, y: 0, width: 3, height: 2),
      ])
    #expect(harness.collectionView.contentSize == CGSize(width: 7, height: 4))
  }

  @Test func headersAndFootersSpanTheWidthAroundTheirSection() {
    let harness = Harness(counts: [1, 2], width: 10, height: 20)
    harness.layout.headerReferenceSize = CGSize(width: 0, height: 2)
    harness.layout.footerReferenceSize = CGSize(width: 0, height: 1)
    harness.layout.sectionInset = EdgeInsets(top: 1, left: 0, bottom: 0, right: 0)
    harness.collectionView.layoutIfNeeded()
    let header = harness.collectionView.layoutAttributesForSupplementaryElement(
      ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(indexes: [1, 0]))
    let footer = harness.collectionView.layoutAttributesForSupplementaryElement(
      ofKind: CollectionView.elementKindSectionFooter, at: IndexPath(indexes: [0, 0]))
    #expect(footer?.frame == CGRect(x: 0, y: 4, width: 10, height: 1))
    #expect(header?.frame == CGRect(x: 0, y: 5, width: 10, height: 2))
    #expect(harness.collectionView.layoutAttributesForItem(at: path(1, 0))?.frame.minY == 8)
    #expect(harness.collectionView.contentSize.height == 11)
  }

  @Test func theDelegateSizesItemsAndShorterItemsAreCenteredInTheirLine() {
    let harness = Harness(counts: [2], width: 20, height: 10)
    harness.layout.minimumInteritemSpacing = 0
    harness.log.sizes = [
      path(0, 0): CGSize(width: 4, height: 3), path(0, 1): CGSize(width: 4, height: 1),
    ]
    #expect(
      frames(harness) == [
        CGRect(x: 0, y: 0, width: 4, height: 3), CGRect(x: 4, y: 1, width: 4, height: 1),
      ])
  }

  @Test func selfSizingCellsGetTheHeightTheyAskFor() {
    final class TallCell: CollectionViewCell {
      override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 3) }
    }
    let harness = Harness(counts: [3], width: 10, height: 20)
    harness.collectionView.register(TallCell.self, forCellWithReuseIdentifier: "cell")
    harness.layout.estimatedItemSize = CGSize(width: 10, height: 1)
    #expect(
      frames(harness) == [
        CGRect(x: 0, y: 0, width: 10, height: 3), CGRect(x: 0, y: 3, width: 10, height: 3),
        CGRect(x: 0, y: 6, width: 10, height: 3),
      ])
    #expect(harness.collectionView.visibleCells.map(\.frame.minY) == [0, 3, 6])
  }

  @Test func cellsAreAskedForPreferredAttributesOnlyWithAnEstimatedItemSize() {
    final class CountingCell: CollectionViewCell {
      nonisolated(unsafe) static var askedCount = 0
      override func preferredLayoutAttributesFitting(
        _ layoutAttributes: CollectionViewLayoutAttributes
      ) -> CollectionViewLayoutAttributes {
        Self.askedCount += 1
        return super.preferredLayoutAttributesFitting(layoutAttributes)
      }
    }
    let fixed = Harness(counts: [3], width: 10, height: 20)
    fixed.collectionView.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
    CountingCell.askedCount = 0
    fixed.collectionView.layoutIfNeeded()
    #expect(fixed.collectionView.visibleCells.count == 3)
    #expect(CountingCell.askedCount == 0)

    let estimated = Harness(counts: [3], width: 10, height: 20)
    estimated.collectionView.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
    estimated.layout.estimatedItemSize = CGSize(width: 10, height: 1)
    CountingCell.askedCount = 0
    estimated.collectionView.layoutIfNeeded()
    #expect(CountingCell.askedCount >= 3)
  }
  @Test func attributesInARectAreOnlyThoseThatIntersectIt() {
    let harness = Harness(counts: [1_000], width: 10, height: 10)
    harness.collectionView.layoutIfNeeded()
    let attributes = harness.layout.layoutAttributesForElements(
      in: CGRect(x: 0, y: 500.5, width: 10, height: 3))
    #expect(attributes.map { $0.indexPath[1] } == [500, 501, 502, 503])
  }

  @Test func aWidthChangeInvalidatesTheLayoutButAScrollDoesNot() {
    let harness = Harness(counts: [100], width: 10, height: 10)
    harness.collectionView.layoutIfNeeded()
    #expect(
      !harness.layout.shouldInvalidateLayout(
        forBoundsChange: CGRect(x: 0, y: 30, width: 10, height: 10)))
    harness.collectionView.frame.size.width = 30
    harness.collectionView.layoutIfNeeded()
    #expect(harness.collectionView.layoutAttributesForItem(at: path(0, 0))?.frame.width == 10)
    #expect(harness.collectionView.contentSize.width == 30)
  }

  @Test func invalidationContextsMergeUntilPrepare() {
    let layout = CollectionViewFlowLayout()
    let first = CollectionViewLayoutInvalidationContext()
    first.invalidateItems(at: [path(0, 1)])
    layout.invalidateLayout(with: first)
    let second = CollectionViewLayoutInvalidationContext()
    second.invalidateItems(at: [path(0, 2)])
    layout.invalidateLayout(with: second)
    #expect(layout.pendingInvalidation?.invalidatedItemIndexPaths == [path(0, 2), path(0, 1)])
    #expect(layout.pendingInvalidation?.invalidateEverything == false)
  }
}
