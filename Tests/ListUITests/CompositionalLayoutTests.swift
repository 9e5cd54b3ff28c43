import Foundation
@_spi(ListKit) import ListUI
import Testing

/// A cell three rows tall, whatever its width: a self-sizing cell.
final class ThreeRowCell: CollectionViewCell {
  override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 3) }
}

/// A cell that asks to be four columns wide and two rows tall.
final class SmallCell: CollectionViewCell {
  override func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes)
    -> CollectionViewLayoutAttributes
  {
    let preferred = layoutAttributes.copy()
    preferred.size = CGSize(width: 4, height: 2)
    return preferred
  }
}

/// A collection view laid out by a compositional layout whose sections come from `sections`.
@MainActor
final class CompositionalHarness {
  let collectionView: CollectionView
  let dataSource: TestDataSource
  let scheduler = ManualScheduler()
  let violations = ViolationLog()
  var sections: (Int) -> CollectionLayoutSection?
  var providerCalls: [Int] = []
  var environments: [any CollectionLayoutEnvironment] = []

  init(
    counts: [Int], width: CGFloat = 20, height: CGFloat = 10,
    cellClass: CollectionViewCell.Type = TestCell.self,
    configuration: CollectionViewCompositionalLayoutConfiguration =
      CollectionViewCompositionalLayoutConfiguration(),
    sections: @escaping (Int) -> CollectionLayoutSection?
  ) {
    self.sections = sections
    let placeholder = CollectionViewFlowLayout()
    collectionView = CollectionView(
      frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: placeholder)
    dataSource = TestDataSource(counts: counts)
    let layout = CollectionViewCompositionalLayout(
      sectionProvider: { [unowned self] index, environment in
        self.providerCalls.append(index)
        self.environments.append(environment)
        return self.sections(index)
      }, configuration: configuration)
    collectionView.collectionViewLayout = layout
    collectionView.register(cellClass, forCellWithReuseIdentifier: "cell")
    for kind in [CollectionView.elementKindSectionHeader, CollectionView.elementKindSectionFooter] {
      collectionView.register(
        TestHeader.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "supplementary")
    }
    collectionView.scheduler = scheduler
    collectionView.dataSource = dataSource
    let violations = self.violations
    collectionView.violationHandler = { violations.errors.append($0) }
    collectionView.layoutIfNeeded()
  }

  func frame(_ section: Int, _ item: Int) -> CGRect? {
    collectionView.layoutAttributesForItem(at: path(section, item))?.frame
  }

  func frames(section: Int) -> [CGRect] {
    (0..<collectionView.numberOfItems(inSection: section)).compactMap { frame(section, $0) }
  }

  func supplementary(_ kind: String, _ section: Int) -> CGRect? {
    collectionView.layoutAttributesForSupplementaryElement(ofKind: kind, at: path(section, 0))?
      .frame
  }

  /// The visible items, as "section-item".
  var visible: [String] {
    collectionView.indexPathsForVisibleItems.map { "\($0[0])-\($0[1])" }
  }
}

@MainActor
func size(_ width: CollectionLayoutDimension, _ height: CollectionLayoutDimension)
  -> CollectionLayoutSize
{
  CollectionLayoutSize(widthDimension: width, heightDimension: height)
}

/// A grid section: `columns` items a row, each `height` rows tall.
@MainActor
func gridSection(columns: Int, height: CGFloat) -> CollectionLayoutSection {
  let item = CollectionLayoutItem(
    layoutSize: size(.fractionalWidth(1 / CGFloat(columns)), .fractionalHeight(1)))
  let group = CollectionLayoutGroup.horizontal(
    layoutSize: size(.fractionalWidth(1), .absolute(height)), subitems: [item])
  return CollectionLayoutSection(group: group)
}

/// The compositional layout: sizes, groups, spacing, insets, boundary items, orthogonal
/// sections, lists, self-sizing, updates and invalidation.
@MainActor
@Suite struct CompositionalLayoutTests {
  @Test func fractionsOfAWidthRoundToWholeCellsWithoutGapsOrOverlaps() {
    let harness = CompositionalHarness(counts: [5], width: 80, height: 10) { _ in
      gridSection(columns: 3, height: 2)
    }
    // Thirds of 80 are 26.67: edges at 0, 26.67, 53.33 and 80 round to 0, 27, 53 and 80.
    #expect(
      harness.frames(section: 0) == [
        CGRect(x: 0, y: 0, width: 27, height: 2), CGRect(x: 27, y: 0, width: 26, height: 2),
        CGRect(x: 53, y: 0, width: 27, height: 2), CGRect(x: 0, y: 2, width: 27, height: 2),
        CGRect(x: 27, y: 2, width: 26, height: 2),
      ])
    #expect(harness.collectionView.contentSize == CGSize(width: 80, height: 4))
    #expect(harness.visible == ["0-0", "0-1", "0-2", "0-3", "0-4"])
  }

  @Test func absoluteSizesAndFractionsOfTheHeight() {
    let harness = CompositionalHarness(counts: [3], width: 20, height: 10) { _ in
      let item = CollectionLayoutItem(layoutSize: size(.absolute(6), .fractionalHeight(0.5)))
      let group = CollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.4)), subitems: [item])
      return CollectionLayoutSection(group: group)
    }
    // The group is 0.4 of the 10 rows, its items half of that; three of 6 columns fit in 20.
    #expect(
      harness.frames(section: 0) == [
        CGRect(x: 0, y: 0, width: 6, height: 2), CGRect(x: 6, y: 0, width: 6, height: 2),
        CGRect(x: 12, y: 0, width: 6, height: 2),
      ])
    #expect(harness.collectionView.contentSize.height == 4)
  }

  @Test func nestedGroupsTakeTheirItemsInOrder() {
    let harness = CompositionalHarness(counts: [5], width: 20, height: 10) { _ in
      let big = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
      let small = CollectionLayoutItem(
        layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
      let column = CollectionLayoutGroup.vertical(
        layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)), subitems: [small])
      let group = CollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(4)), subitems: [big, column])
      return CollectionLayoutSection(group: group)
    }
    #expect(
      harness.frames(section: 0) == [
        CGRect(x: 0, y: 0, width: 10, height: 4), CGRect(x: 10, y: 0, width: 10, height: 2),
        CGRect(x: 10, y: 2, width: 10, height: 2), CGRect(x: 0, y: 4, width: 10, height: 4),
        CGRect(x: 10, y: 4, width: 10, height: 2),
      ])
  }

  @Test func spacingAndInsetsOfItemsGroupsAndSections() {
    let harness = CompositionalHarness(counts: [4], width: 20, height: 20) { _ in
      let item = CollectionLayoutItem(layoutSize: size(.absolute(5), .absolute(3)))
      item.contentInsets = DirectionalEdgeInsets(top: 1, leading: 1, bottom: 0, trailing: 0)
      let group = CollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(3)), subitems: [item])
      group.interItemSpacing = .fixed(2)
      let section = CollectionLayoutSection(group: group)
      section.contentInsets = DirectionalEdgeInsets(top: 2, leading: 3, bottom: 1, trailing: 3)
      section.interGroupSpacing = 1
      return section
    }
    // 14 columns inside the insets: 5 + 2 + 5 fit, a third does not.
    #expect(
      harness.frames(section: 0) == [
        CGRect(x: 4, y: 3, width: 4, height: 2), CGRect(x: 11, y: 3, width: 4, height: 2),
        CGRect(x: 4, y: 7, width: 4, height: 2), CGRect(x: 11, y: 7, width: 4, height: 2),
      ])
    // 2 + 3 + 1 + 3 + 1 rows.
    #expect(harness.collectionView.contentSize.height == 10)
  }

  @Test func flexibleSpacingSharesOutTheRoomLeftAndCountSharesTheLength() {
    let harness = CompositionalHarness(counts: [3, 3], width: 20, height: 10) { index in
      let group: CollectionLayoutGroup
      if index == 0 {
        let item = CollectionLayoutItem(layoutSize: size(.absolute(4), .absolute(1)))
        group = CollectionLayoutGroup.horizontal(
          layoutSize: size(.fractionalWidth(1), .absolute(1)), subitems: [item, item, item])
        group.interItemSpacing = .flexible(1)
      } else {
        let item = CollectionLayoutItem(layoutSize: size(.absolute(1), .absolute(1)))
        group = CollectionLayoutGroup.horizontal(
          layoutSize: size(.fractionalWidth(1), .absolute(1)), subitem: item, count: 3)
        group.interItemSpacing = .fixed(1)
      }
      return CollectionLayoutSection(group: group)
    }
    // 20 - 12 = 8 columns between two gaps: 4 each.
    #expect(harness.frames(section: 0).map(\.minX) == [0, 8, 16])
    // (20 - 2) / 3 = 6 columns each.
    #expect(
      harness.frames(section: 1) == [
        CGRect(x: 0, y: 1, width: 6, height: 1), CGRect(x: 7, y: 1, width: 6, height: 1),
        CGRect(x: 14, y: 1, width: 6, height: 1),
      ])
  }

  @Test func estimatedHeightsTakeWhatTheCellAsksFor() {
    let harness = CompositionalHarness(
      counts: [2, 1], width: 20, height: 20, cellClass: ThreeRowCell.self
    ) { _ in
      let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .estimated(1)))
      let group = CollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .estimated(1)), subitems: [item])
      return CollectionLayoutSection(group: group)
    }
    #expect(
      harness.frames(section: 0) == [
        CGRect(x: 0, y: 0, width: 10, height: 3), CGRect(x: 10, y: 0, width: 10, height: 3),
      ])
    #expect(harness.frame(1, 0) == CGRect(x: 0, y: 3, width: 10, height: 3))
    #expect(harness.collectionView.contentSize.height == 6)
  }

  @Test func estimatedWidthsTakeWhatTheCellAsksFor() {
    let harness = CompositionalHarness(
      counts: [3], width: 20, height: 10, cellClass: SmallCell.self
    ) { _ in
      let item = CollectionLayoutItem(layoutSize: size(.estimated(8), .estimated(1)))
      let group = CollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .estimated(1)), subitems: [item])
      group.interItemSpacing = .fixed(1)
      return CollectionLayoutSection(group: group)
    }
    // At first 8 columns: two a row; measured, 4 columns: the three fit in one row.
    #expect(
      harness.frames(section: 0) == [
        CGRect(x: 0, y: 0, width: 4, height: 2), CGRect(x: 5, y: 0, width: 4, height: 2),
        CGRect(x: 10, y: 0, width: 4, height: 2),
      ])
  }

  @Test func boundaryItemsFrameTheSectionAndFollowItsInsets() {
    let harness = CompositionalHarness(counts: [2, 1], width: 20, height: 20) { index in
      let section = CollectionLayoutSection(
        group: CollectionLayoutGroup.horizontal(
          layoutSize: size(.fractionalWidth(1), .absolute(1)),
          subitems: [CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(1)))]))
      section.contentInsets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2)
      section.supplementariesFollowContentInsets = index == 0
      section.boundarySupplementaryItems = [
        CollectionLayoutBoundarySupplementaryItem(
          layoutSize: size(.fractionalWidth(1), .absolute(2)),
          elementKind: CollectionView.elementKindSectionHeader, alignment: .top),
        CollectionLayoutBoundarySupplementaryItem(
          layoutSize: size(.absolute(4), .absolute(1)),
          elementKind: CollectionView.elementKindSectionFooter, alignment: .bottomTrailing),
      ]
      return section
    }
    let header = CollectionView.elementKindSectionHeader
    let footer = CollectionView.elementKindSectionFooter
    #expect(harness.supplementary(header, 0) == CGRect(x: 2, y: 0, width: 16, height: 2))
    #expect(harness.frames(section: 0).map(\.minY) == [3, 4])
    #expect(harness.frame(0, 0) == CGRect(x: 2, y: 3, width: 16, height: 1))
    #expect(harness.supplementary(footer, 0) == CGRect(x: 14, y: 6, width: 4, height: 1))
    // Section 1 starts at 7; its boundary items span the whole width.
    #expect(harness.supplementary(header, 1) == CGRect(x: 0, y: 7, width: 20, height: 2))
    #expect(harness.supplementary(footer, 1) == CGRect(x: 16, y: 12, width: 4, height: 1))
    #expect(harness.collectionView.contentSize.height == 13)
    let kinds = harness.collectionView.collectionViewLayout.layoutAttributesForElements(
      in: CGRect(x: 0, y: 0, width: 20, height: 7)
    ).map { $0.representedElementKind ?? "cell" }
    #expect(kinds == [header, footer, "cell", "cell"])
    #expect(harness.collectionView.visibleSupplementaryViews(ofKind: header).count == 2)
  }

  @Test func aPinnedHeaderStaysOnScreenUntilItsSectionLeaves() {
    let harness = CompositionalHarness(counts: [10, 10], width: 10, height: 5) { _ in
      let section = CollectionLayoutSection(
        group: CollectionLayoutGroup.vertical(
          layoutSize: size(.fractionalWidth(1), .absolute(1)),
          subitems: [CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(1)))]))
      let header = CollectionLayoutBoundarySupplementaryItem(
        layoutSize: size(.fractionalWidth(1), .absolute(1)),
        elementKind: CollectionView.elementKindSectionHeader, alignment: .top)
      header.pinToVisibleBounds = true
      section.boundarySupplementaryItems = [header]
      return section
    }
    let kind = CollectionView.elementKindSectionHeader
    harness.collectionView.setContentOffset(CGPoint(x: 0, y: 4), animated: false)
    harness.collectionView.layoutIfNeeded()
    #expect(harness.supplementary(kind, 0)?.minY == 4)
    let view = harness.collectionView.supplementaryView(forElementKind: kind, at: path(0, 0))
    #expect(view?.frame.minY == 4)
    #expect(view?.layoutAttributes?.zIndex == 1)
    // Section 0 ends at 11: its header is pushed up by the end of its section.
    harness.collectionView.setContentOffset(CGPoint(x: 0, y: 10.0), animated: false)
    #expect(harness.supplementary(kind, 0)?.minY == 10)
    #expect(harness.supplementary(kind, 1)?.minY == 11)
    harness.collectionView.setContentOffset(CGPoint(x: 0, y: 15), animated: false)
    #expect(harness.supplementary(kind, 1)?.minY == 15)
  }

  @Test func theLayoutsBoundaryItemsAndSpacingBetweenSections() {
    let configuration = CollectionViewCompositionalLayoutConfiguration()
    configuration.interSectionSpacing = 2
    configuration.boundarySupplementaryItems = [
      CollectionLayoutBoundarySupplementaryItem(
        layoutSize: size(.fractionalWidth(1), .absolute(1)), elementKind: "banner",
        alignment: .top)
    ]
    let harness = CompositionalHarness(
      counts: [1, 1], width: 10, height: 10, configuration: configuration
    ) { _ in gridSection(columns: 1, height: 1) }
    #expect(harness.frame(0, 0)?.minY == 1)
    #expect(harness.frame(1, 0)?.minY == 4)
    #expect(harness.supplementary("banner", 0) == CGRect(x: 0, y: 0, width: 10, height: 1))
    #expect(harness.collectionView.contentSize.height == 5)
  }

  @Test func sectionsFollowEachOtherLeftToRightInAHorizontalLayout() {
    let configuration = CollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    let harness = CompositionalHarness(
      counts: [3, 1], width: 20, height: 4, configuration: configuration
    ) { _ in
      let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
      let group = CollectionLayoutGroup.vertical(
        layoutSize: size(.absolute(5), .fractionalHeight(1)), subitems: [item])
      return CollectionLayoutSection(group: group)
    }
    #expect(
      harness.frames(section: 0) == [
        CGRect(x: 0, y: 0, width: 5, height: 2), CGRect(x: 0, y: 2, width: 5, height: 2),
        CGRect(x: 5, y: 0, width: 5, height: 2),
      ])
    #expect(harness.frame(1, 0) == CGRect(x: 10, y: 0, width: 5, height: 2))
    #expect(harness.collectionView.contentSize == CGSize(width: 15, height: 4))
  }

  /// A row of cards half as wide as the collection view, with a leading inset.
  func orthogonalHarness(
    _ behavior: CollectionLayoutSectionOrthogonalScrollingBehavior, counts: [Int] = [1, 6, 1]
  ) -> CompositionalHarness {
    let harness = CompositionalHarness(counts: counts, width: 20, height: 10) { _ in nil }
    // The row is the section of 6 items, wherever updates move it.
    harness.sections = { [unowned harness] index in
      guard harness.dataSource.counts[index] == 6 else { return gridSection(columns: 1, height: 1) }
      let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
      item.contentInsets = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 1)
      let group = CollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(0.5), .absolute(2)), subitems: [item])
      let section = CollectionLayoutSection(group: group)
      section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 2)
      section.orthogonalScrollingBehavior = behavior
      return section
    }
    harness.collectionView.collectionViewLayout.invalidateLayout()
    harness.collectionView.layoutIfNeeded()
    return harness
  }

  @Test func anOrthogonalSectionLaysItsGroupsOutInOneRow() {
    let harness = orthogonalHarness(.continuous)
    // Groups of 8 columns (half of the 16 inside the insets) side by side, from column 2.
    #expect(harness.frames(section: 1).map(\.minX) == [2, 10, 18, 26, 34, 42])
    #expect(harness.frame(1, 0) == CGRect(x: 2, y: 1, width: 7, height: 2))
    #expect(harness.frame(2, 0)?.minY == 3)
    #expect(harness.collectionView.contentSize == CGSize(width: 20, height: 4))
    #expect(harness.visible == ["0-0", "1-0", "1-1", "1-2", "2-0"])
  }

  @Test func scrollingToAnItemScrollsItsRowAsLittleAsShowsIt() {
    let harness = orthogonalHarness(.continuous)
    harness.collectionView.scrollToItem(at: path(1, 3), at: [], animated: false)
    // Item 3 ends at 33: the row scrolls by 13 to end it at the right edge.
    #expect(harness.frame(1, 3) == CGRect(x: 13, y: 1, width: 7, height: 2))
    #expect(harness.frame(1, 0)?.minX == -11)
    #expect(harness.visible == ["0-0", "1-1", "1-2", "1-3", "2-0"])
    #expect(harness.collectionView.contentOffset == .zero)
    harness.collectionView.scrollToItem(at: path(1, 5), at: [], animated: false)
    // Item 5 ends at 49, at the right edge: the row, 52 columns with its insets, could go
    // 3 further.
    #expect(harness.frame(1, 5)?.minX == 13)
    harness.collectionView.scrollToItem(at: path(1, 1), at: [], animated: false)
    #expect(harness.frame(1, 1)?.minX == 0)
    harness.collectionView.scrollToItem(at: path(1, 2), at: .left, animated: false)
    #expect(harness.frame(1, 2)?.minX == 0)
    // A click lands on the item under it, where the row now shows it.
    #expect(harness.collectionView.indexPathForItem(at: CGPoint(x: 9, y: 1)) == path(1, 3))
  }

  /// Revealing an item of a row that scrolls orthogonally scrolls the row as little as shows
  /// it, as the terminal and the browser do for the selected item.
  @Test func revealingAnItemScrollsItsRowToShowIt() {
    let harness = orthogonalHarness(.continuous)
    harness.collectionView.revealItem(at: path(1, 3))
    #expect(harness.frame(1, 3) == CGRect(x: 13, y: 1, width: 7, height: 2))
    #expect(harness.collectionView.contentOffset == .zero)
  }

  @Test func theBehaviorSaysWhereTheRowStops() {
    let leading = orthogonalHarness(.continuousGroupLeadingBoundary)
    leading.collectionView.scrollToItem(at: path(1, 3), at: [], animated: false)
    // The first group boundary from which item 3 shows: group 2 at the leading inset.
    #expect(leading.frame(1, 2)?.minX == 2)
    let paging = orthogonalHarness(.paging)
    paging.collectionView.scrollToItem(at: path(1, 3), at: [], animated: false)
    // Item 3 starts at 26, on the second page of 20 columns.
    #expect(paging.frame(1, 3)?.minX == 6)
    let centered = orthogonalHarness(.groupPagingCentered)
    centered.collectionView.scrollToItem(at: path(1, 2), at: [], animated: false)
    // Group 2 spans 18 to 26: its middle, 22, goes to the middle of the 20 columns.
    #expect(centered.frame(1, 2)?.minX == 6)
    let grouped = orthogonalHarness(.groupPaging)
    grouped.collectionView.scrollToItem(at: path(1, 4), at: [], animated: false)
    grouped.collectionView.scrollToItem(at: path(1, 0), at: [], animated: false)
    #expect(grouped.frame(1, 0)?.minX == 2)
  }

  @Test func aRowKeepsItsScrollingWhenSectionsAreInsertedOrDeletedBeforeIt() {
    let harness = orthogonalHarness(.continuous)
    harness.collectionView.scrollToItem(at: path(1, 3), at: [], animated: false)
    harness.dataSource.counts = [1, 1, 6, 1]
    harness.collectionView.performBatchUpdates {
      harness.collectionView.insertSections(IndexSet(integer: 0))
    }
    #expect(harness.violations.errors.isEmpty)
    #expect(harness.frame(2, 3)?.minX == 13)
    #expect(harness.frame(2, 0)?.minY == 2)
    harness.dataSource.counts = [1, 6, 1]
    harness.collectionView.performBatchUpdates {
      harness.collectionView.deleteSections(IndexSet(integer: 1))
    }
    #expect(harness.frame(1, 3)?.minX == 13)
    #expect(harness.frame(2, 0)?.minY == 3)
  }

  @Test func batchUpdatesLayOutTheSectionsAgain() {
    let harness = CompositionalHarness(counts: [2, 2], width: 20, height: 10) { index in
      gridSection(columns: index == 0 ? 2 : 1, height: 1)
    }
    #expect(harness.frame(1, 1) == CGRect(x: 0, y: 2, width: 20, height: 1))
    harness.dataSource.counts = [2, 3, 3]
    harness.collectionView.performBatchUpdates {
      harness.collectionView.insertSections(IndexSet(integer: 1))
      harness.collectionView.insertItems(at: [path(2, 0)])
    }
    #expect(harness.violations.errors.isEmpty)
    // Section 0 is one row of two; sections 1 and 2 one item a row.
    #expect(harness.frames(section: 1).map(\.minY) == [1, 2, 3])
    #expect(harness.frames(section: 2).map(\.minY) == [4, 5, 6])
    #expect(harness.visible == ["0-0", "0-1", "1-0", "1-1", "1-2", "2-0", "2-1", "2-2"])
    harness.dataSource.counts = [2]
    harness.collectionView.performBatchUpdates {
      harness.collectionView.deleteSections(IndexSet([1, 2]))
    }
    harness.scheduler.advance(by: 1)
    #expect(harness.visible == ["0-0", "0-1"])
    #expect(harness.collectionView.contentSize.height == 1)
  }

  @Test func anInvalidatedItemLaysOutOnlyItsSectionAgain() {
    var columns = 1
    let harness = CompositionalHarness(counts: [2, 2, 2], width: 20, height: 10) { _ in
      gridSection(columns: columns, height: 1)
    }
    #expect(harness.providerCalls == [0, 1, 2])
    _ = harness.collectionView.collectionViewLayout.layoutAttributesForElements(
      in: CGRect(x: 0, y: 0, width: 20, height: 10))
    harness.collectionView.layoutIfNeeded()
    #expect(harness.providerCalls == [0, 1, 2])
    columns = 2
    let context = CollectionViewLayoutInvalidationContext()
    context.invalidateItems(at: [path(1, 0)])
    harness.collectionView.collectionViewLayout.invalidateLayout(with: context)
    harness.collectionView.layoutIfNeeded()
    #expect(harness.providerCalls == [0, 1, 2, 1])
    #expect(harness.frames(section: 1).map(\.minX) == [0, 10])
    #expect(harness.frames(section: 2).map(\.minY) == [3, 4])
    #expect(harness.frames(section: 0).map(\.minX) == [0, 0])
  }

  @Test func theEnvironmentIsTheVisibleAreaLessTheInsets() throws {
    let harness = CompositionalHarness(counts: [1], width: 30, height: 12) { _ in
      gridSection(columns: 1, height: 1)
    }
    harness.collectionView.contentInset = EdgeInsets(top: 1, left: 2, bottom: 1, right: 2)
    harness.collectionView.collectionViewLayout.invalidateLayout()
    harness.collectionView.layoutIfNeeded()
    let container = try #require(harness.environments.last).container
    #expect(container.contentSize == CGSize(width: 30, height: 12))
    #expect(container.effectiveContentSize == CGSize(width: 26, height: 10))
    #expect(
      container.contentInsets == DirectionalEdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2))
    #expect(harness.frame(0, 0)?.width == 26)
  }

  @Test func aListSectionIsOneRowPerItemWithItsAppearancesInsets() {
    var configuration = CollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.headerMode = .supplementary
    configuration.footerMode = .supplementary
    let harness = CompositionalHarness(
      counts: [2, 1], width: 20, height: 20, cellClass: ThreeRowCell.self
    ) { _ in nil }
    harness.sections = { index in
      index == 0
        ? CollectionLayoutSection.list(
          using: configuration, layoutEnvironment: harness.environments[0])
        : nil
    }
    harness.collectionView.collectionViewLayout.invalidateLayout()
    harness.collectionView.layoutIfNeeded()
    let header = CollectionView.elementKindSectionHeader
    let footer = CollectionView.elementKindSectionFooter
    #expect(harness.supplementary(header, 0) == CGRect(x: 2, y: 0, width: 16, height: 1))
    #expect(
      harness.frames(section: 0) == [
        CGRect(x: 2, y: 1, width: 16, height: 3), CGRect(x: 2, y: 4, width: 16, height: 3),
      ])
    // A blank row after the rows, then the footer.
    #expect(harness.supplementary(footer, 0) == CGRect(x: 2, y: 8, width: 16, height: 1))
    // A provider's nil is a plain list section: edge to edge, no header.
    #expect(harness.frame(1, 0) == CGRect(x: 0, y: 9, width: 20, height: 3))
    #expect(harness.supplementary(header, 1) == nil)
  }

  @Test func theListLayoutMakesEverySectionAList() {
    let layout = CollectionViewCompositionalLayout.list(
      using: CollectionLayoutListConfiguration(appearance: .grouped))
    let collectionView = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 10, height: 10), collectionViewLayout: layout)
    let dataSource = TestDataSource(counts: [2, 1])
    collectionView.register(ThreeRowCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.scheduler = ManualScheduler()
    collectionView.dataSource = dataSource
    collectionView.layoutIfNeeded()
    // Rows of three, and a blank row after each section.
    let frames = [path(0, 0), path(0, 1), path(1, 0)].compactMap {
      collectionView.layoutAttributesForItem(at: $0)?.frame
    }
    #expect(frames.map(\.minY) == [0, 3, 7])
    #expect(frames.allSatisfy { $0.width == 10 })
  }

  @Test func theDimensionsAndSpacingsSayWhatTheyAre() {
    #expect(CollectionLayoutDimension.fractionalWidth(0.5).isFractionalWidth)
    #expect(CollectionLayoutDimension.fractionalHeight(0.5).isFractionalHeight)
    #expect(CollectionLayoutDimension.absolute(3).isAbsolute)
    #expect(CollectionLayoutDimension.estimated(3).isEstimated)
    #expect(CollectionLayoutDimension.estimated(3).dimension == 3)
    #expect(!CollectionLayoutDimension.absolute(3).isEstimated)
    #expect(CollectionLayoutSpacing.fixed(2).isFixedSpacing)
    #expect(CollectionLayoutSpacing.flexible(2).isFlexibleSpacing)
    #expect(CollectionLayoutSpacing.flexible(2).spacing == 2)
  }
}
