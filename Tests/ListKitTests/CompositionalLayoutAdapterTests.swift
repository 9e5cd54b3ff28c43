import Foundation
import ListKitTestSupport
import Testing

@testable import ListKit

/// A section of `count` items that sizes them: 8 columns wide, alternately one and three rows
/// tall, with a header of two rows.
@MainActor
final class SizedItemsSection: ListSectionController, ListSupplementaryViewSource {
  var count = 0

  override init() {
    super.init()
    supplementaryViewSource = self
    inset = EdgeInsets(top: 1, left: 2, bottom: 0, right: 2)
    minimumInteritemSpacing = 1
    minimumLineSpacing = 1
  }

  override func numberOfItems() -> Int { count }

  override func sizeForItem(at index: Int) -> CGSize {
    CGSize(width: 8, height: index.isMultiple(of: 2) ? 1 : 3)
  }

  override func cellForItem(at index: Int) -> CollectionViewCell {
    collectionContext.dequeueReusableCell(of: CollectionViewCell.self, for: self, at: index)
  }

  override func didUpdate(to object: Any) {
    count = object as? Int ?? 0
  }

  func supportedElementKinds() -> [String] { [CollectionView.elementKindSectionHeader] }

  func viewForSupplementaryElement(ofKind elementKind: String, at index: Int)
    -> CollectionReusableView
  {
    collectionContext.dequeueReusableSupplementaryView(
      ofKind: elementKind, for: self, class: CollectionReusableView.self, at: index)
  }

  func sizeForSupplementaryView(ofKind elementKind: String, at index: Int) -> CGSize {
    CGSize(width: 0, height: 2)
  }
}

/// A section that gives its own layout: a grid of `columns` columns, one row tall.
@MainActor
final class GridLayoutSection: ListSectionController {
  var count = 0
  var columns: CGFloat = 2
  var layoutRequests = 0

  override func numberOfItems() -> Int { count }

  override func cellForItem(at index: Int) -> CollectionViewCell {
    collectionContext.dequeueReusableCell(of: CollectionViewCell.self, for: self, at: index)
  }

  override func didUpdate(to object: Any) {
    count = (object as? String)?.count ?? 0
  }

  override func layoutSection(environment: any CollectionLayoutEnvironment)
    -> CollectionLayoutSection?
  {
    layoutRequests += 1
    let item = CollectionLayoutItem(
      layoutSize: CollectionLayoutSize(
        widthDimension: .fractionalWidth(1 / columns), heightDimension: .fractionalHeight(1)))
    let group = CollectionLayoutGroup.horizontal(
      layoutSize: CollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(1)),
      subitems: [item])
    return CollectionLayoutSection(group: group)
  }
}

/// The compositional layout a list adapter builds from its section controllers.
@MainActor
@Suite struct CompositionalLayoutAdapterTests {
  func harness(_ objects: [any ListDiffable]) -> AdapterHarness {
    let harness = AdapterHarness(
      objects, frame: CGRect(x: 0, y: 0, width: 20, height: 30), start: .unconnected
    ) { object in
      object is Int ? SizedItemsSection() : GridLayoutSection()
    }
    harness.collectionView = harness.makeCollectionView(
      layout: harness.adapter.compositionalLayout())
    harness.setUp(objects)
    return harness
  }

  func frames(_ harness: AdapterHarness, section: Int) -> [CGRect] {
    (0..<harness.collectionView.numberOfItems(inSection: section)).compactMap {
      harness.collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: section))?
        .frame
    }
  }

  @Test func aSectionWithoutItsOwnLayoutIsLaidOutFromItsSizesAsAFlowLayoutWould() {
    let harness = harness([3])
    #expect(harness.collectionView.collectionViewLayout is CollectionViewCompositionalLayout)
    // The header spans the width. 16 columns inside the insets: 8 + 1 + 8 = 17 do not fit, so
    // one item a line.
    #expect(
      harness.collectionView.layoutAttributesForSupplementaryElement(
        ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?
        .frame == CGRect(x: 0, y: 0, width: 20, height: 2))
    #expect(
      frames(harness, section: 0) == [
        CGRect(x: 2, y: 3, width: 8, height: 1), CGRect(x: 2, y: 5, width: 8, height: 3),
        CGRect(x: 2, y: 9, width: 8, height: 1),
      ])
    #expect(harness.collectionView.contentSize.height == 10)
    #expect(harness.collectionView.visibleCells.count == 3)
  }

  @Test func itemsShareALineWhenTheyFitAndAreCentredInIt() {
    let harness = AdapterHarness(
      [2], frame: CGRect(x: 0, y: 0, width: 21, height: 30), start: .unconnected
    ) { _ in SizedItemsSection() }
    harness.collectionView = harness.makeCollectionView(
      layout: harness.adapter.compositionalLayout())
    harness.setUp([2])
    // 17 columns inside the insets: both items on one line of three rows, the short one centred.
    #expect(
      frames(harness, section: 0) == [
        CGRect(x: 2, y: 4, width: 8, height: 1), CGRect(x: 11, y: 3, width: 8, height: 3),
      ])
  }

  @Test func aSectionControllerGivesItsOwnLayoutSection() throws {
    let harness = harness(["abc", 1])
    let grid = try #require(harness.adapter.sectionController(forSection: 0) as? GridLayoutSection)
    #expect(grid.layoutRequests == 1)
    #expect(
      frames(harness, section: 0) == [
        CGRect(x: 0, y: 0, width: 10, height: 1), CGRect(x: 10, y: 0, width: 10, height: 1),
        CGRect(x: 0, y: 1, width: 10, height: 1),
      ])
    #expect(frames(harness, section: 1) == [CGRect(x: 2, y: 5, width: 8, height: 1)])
  }

  @Test func invalidatingASectionsLayoutAsksItsControllerAgain() throws {
    let harness = harness(["abc", 1])
    let grid = try #require(harness.adapter.sectionController(forSection: 0) as? GridLayoutSection)
    grid.columns = 3
    var finished: Bool?
    harness.adapter.invalidateLayout(for: grid) { finished = $0 }
    harness.settle()
    #expect(finished == true)
    #expect(grid.layoutRequests == 2)
    #expect(frames(harness, section: 0).map(\.minX) == [0, 7, 13])
    #expect(frames(harness, section: 1).first?.minY == 4)
  }

  @Test func updatesInsertAndDeleteSectionsWithTheirLayouts() {
    let harness = harness(["ab", 1])
    harness.dataSource.objects = [1, "abcd", "xy"]
    #expect(harness.performUpdatesAndRun() == true)
    harness.collectionView.layoutIfNeeded()
    #expect(harness.counts == [1, 4, 2])
    #expect(frames(harness, section: 0) == [CGRect(x: 2, y: 3, width: 8, height: 1)])
    #expect(
      frames(harness, section: 1) == [
        CGRect(x: 0, y: 4, width: 10, height: 1), CGRect(x: 10, y: 4, width: 10, height: 1),
        CGRect(x: 0, y: 5, width: 10, height: 1), CGRect(x: 10, y: 5, width: 10, height: 1),
      ])
    #expect(frames(harness, section: 2).map(\.minY) == [6, 6])
    harness.dataSource.objects = ["xy"]
    #expect(harness.performUpdatesAndRun() == true)
    harness.collectionView.layoutIfNeeded()
    #expect(frames(harness, section: 0).map(\.minY) == [0, 0])
    #expect(harness.collectionView.contentSize.height == 1)
    #expect(harness.collectionView.visibleCells.count == 2)
  }
}
