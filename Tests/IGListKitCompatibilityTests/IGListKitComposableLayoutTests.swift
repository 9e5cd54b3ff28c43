import IGListKit
import Testing

// IGListKit's example app gives each section controller its own compositional layout section by
// hand: a protocol of its own that section controllers adopt, and a section provider that asks
// the section controller of each section. Written here as its Swift users write it, with UIKit's
// and IGListKit's names.

protocol SectionLayoutProviding {
  func collectionViewSectionLayout(layoutEnvironment: NSCollectionLayoutEnvironment)
    -> NSCollectionLayoutSection?
}

/// A grid of tiles, four to a row.
final class TileGridSectionController: ListSectionController, SectionLayoutProviding {
  private var count = 0

  override func numberOfItems() -> Int { return count }

  override func sizeForItem(at index: Int) -> CGSize { return .zero }

  override func cellForItem(at index: Int) -> UICollectionViewCell {
    return collectionContext.dequeueReusableCell(of: LabelCell.self, for: self, at: index)
  }

  override func didUpdate(to object: Any) {
    count = object as? Int ?? 0
  }

  func collectionViewSectionLayout(layoutEnvironment: NSCollectionLayoutEnvironment)
    -> NSCollectionLayoutSection?
  {
    let tile = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1.0)))
    tile.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 1)
    let row = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(2)),
      subitems: [tile])
    let section = NSCollectionLayoutSection(group: row)
    section.interGroupSpacing = 1
    return section
  }
}

/// A row of cards that scrolls sideways, two on screen at once, with a header.
final class CardRowSectionController: ListSectionController, SectionLayoutProviding,
  ListSupplementaryViewSource
{
  private var count = 0

  override init() {
    super.init()
    supplementaryViewSource = self
  }

  override func numberOfItems() -> Int { return count }

  override func cellForItem(at index: Int) -> UICollectionViewCell {
    return collectionContext.dequeueReusableCell(of: LabelCell.self, for: self, at: index)
  }

  override func didUpdate(to object: Any) {
    count = (object as? String)?.count ?? 0
  }

  func supportedElementKinds() -> [String] {
    return [UICollectionView.elementKindSectionHeader]
  }

  func viewForSupplementaryElement(ofKind elementKind: String, at index: Int)
    -> UICollectionReusableView
  {
    return collectionContext.dequeueReusableSupplementaryView(
      ofKind: elementKind, for: self, class: UICollectionReusableView.self, at: index)
  }

  func sizeForSupplementaryView(ofKind elementKind: String, at index: Int) -> CGSize {
    return CGSize(width: collectionContext.containerSize.width, height: 1)
  }

  func collectionViewSectionLayout(layoutEnvironment: NSCollectionLayoutEnvironment)
    -> NSCollectionLayoutSection?
  {
    let card = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
    card.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 2)
    let cards = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(3)),
      subitems: [card])
    let section = NSCollectionLayoutSection(group: cards)
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 2, bottom: 1, trailing: 2)
    section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
    let alignment: NSRectAlignment = .top
    section.boundarySupplementaryItems = [
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(1)),
        elementKind: UICollectionView.elementKindSectionHeader, alignment: alignment)
    ]
    return section
  }
}

/// Plain text rows, laid out as a UIKit list.
final class NoteSectionController: ListSectionController, SectionLayoutProviding {
  private var text = ""

  override func cellForItem(at index: Int) -> UICollectionViewCell {
    guard
      let cell = collectionContext.dequeueReusableCell(of: LabelCell.self, for: self, at: index)
        as? LabelCell
    else { fatalError() }
    cell.label.text = text
    return cell
  }

  override func didUpdate(to object: Any) {
    text = String(describing: object)
  }

  func collectionViewSectionLayout(layoutEnvironment: NSCollectionLayoutEnvironment)
    -> NSCollectionLayoutSection?
  {
    let configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    return NSCollectionLayoutSection.list(
      using: configuration, layoutEnvironment: layoutEnvironment)
  }
}

final class ComposableViewController: UIViewController, ListAdapterDataSource {
  lazy var adapter: ListAdapter = {
    return ListAdapter(updater: ListAdapterUpdater(), viewController: self)
  }()
  var collectionView: UICollectionView?
  let data: [ListDiffable] = [6 as NSNumber, "abcde" as NSString, "a note" as NSString]

  func setUp() {
    let layout = UICollectionViewCompositionalLayout {
      [weak self] (sectionIndex: Int, layoutEnvironment: NSCollectionLayoutEnvironment)
        -> NSCollectionLayoutSection? in
      guard let self = self else { return nil }
      let controller = self.adapter.sectionController(forSection: sectionIndex)
      guard let controller = controller as? SectionLayoutProviding else { return nil }
      return controller.collectionViewSectionLayout(layoutEnvironment: layoutEnvironment)
    }
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 40, height: 20), collectionViewLayout: layout)
    self.collectionView = collectionView
    adapter.collectionView = collectionView
    adapter.dataSource = self
  }

  func objects(for listAdapter: ListAdapter) -> [ListDiffable] {
    return data
  }

  func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  {
    switch object {
    case is NSNumber: return TileGridSectionController()
    case let text as NSString where text.length == 5: return CardRowSectionController()
    default: return NoteSectionController()
    }
  }

  func emptyView(for listAdapter: ListAdapter) -> UIView? { return nil }
}

@MainActor
@Suite struct IGListKitComposableLayoutTests {
  @Test func sectionControllersGiveTheirSectionsLayoutsAsIGListKitsExampleDoes() throws {
    let controller = ComposableViewController()
    controller.setUp()
    let collectionView = try #require(controller.collectionView)
    collectionView.layoutIfNeeded()
    func frame(_ item: Int, _ section: Int) -> CGRect? {
      collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }
    // Tiles: a quarter of 40 columns less a column, two rows tall, a row apart.
    #expect(frame(0, 0) == CGRect(x: 0, y: 0, width: 9, height: 2))
    #expect(frame(3, 0) == CGRect(x: 30, y: 0, width: 9, height: 2))
    #expect(frame(4, 0) == CGRect(x: 0, y: 3, width: 9, height: 2))
    // Cards: after the header at row 5, half of the 36 columns inside the insets, side by side.
    #expect(
      collectionView.layoutAttributesForSupplementaryElement(
        ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))?
        .frame == CGRect(x: 2, y: 5, width: 36, height: 1))
    #expect(frame(0, 1) == CGRect(x: 2, y: 6, width: 16, height: 3))
    #expect(frame(2, 1) == CGRect(x: 38, y: 6, width: 16, height: 3))
    // The note: a list row, as tall as its label, after the cards' bottom inset.
    #expect(frame(0, 2) == CGRect(x: 0, y: 10, width: 40, height: 1))

    // Scrolling to the third card, which ends past the right edge, stops at the first group
    // boundary that shows it: the second card at the row's leading inset.
    collectionView.scrollToItem(
      at: IndexPath(item: 2, section: 1), at: [], animated: false)
    #expect(frame(1, 1)?.minX == 2)
    #expect(frame(2, 1)?.minX == 20)
    #expect(collectionView.contentOffset == .zero)
  }
}
