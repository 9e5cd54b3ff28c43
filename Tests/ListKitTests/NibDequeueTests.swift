import Foundation
import ListKit
import ListKitTestSupport
import Testing

/// A cell a nib makes, with its title as an outlet.
final class NibRowCell: CollectionViewCell {
  private(set) var title: Label?

  override func connectOutlet(_ name: String, to object: Any?) -> Bool {
    guard name == "title" else { return super.connectOutlet(name, to: object) }
    title = object as? Label
    return true
  }
}

/// What listkit-migrate writes for `NibRowCell.xib`, found in this module by the nib's name.
enum NibRowCellNib: NibContents {
  static func instantiate(withOwner owner: Any?) -> [Any] {
    let cell = NibRowCell(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
    let title = Label(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
    cell.contentView.addSubview(title)
    Nib.connect("title", of: cell, to: title)
    return [cell]
  }
}

/// A header a nib makes.
final class NibTitleView: CollectionReusableView {
  var title: String?
}

/// What listkit-migrate writes for `NibTitleView.xib`.
enum NibTitleViewNib: NibContents {
  static func instantiate(withOwner owner: Any?) -> [Any] {
    [NibTitleView(frame: CGRect(x: 0, y: 0, width: 10, height: 1))]
  }
}

/// A section that dequeues its cell and header from nibs, as IGListKit's feed item section
/// controller does.
final class NibDequeueSection: ListSectionController, ListSupplementaryViewSource {
  override init() {
    super.init()
    supplementaryViewSource = self
  }

  override func sizeForItem(at index: Int) -> CGSize { CGSize(width: 10, height: 1) }

  override func cellForItem(at index: Int) -> CollectionViewCell {
    let cell: NibRowCell = collectionContext.dequeueReusableCell(
      withNibName: "NibRowCell", bundle: nil, for: self, at: index)
    cell.title?.text = "row \(index)"
    return cell
  }

  func supportedElementKinds() -> [String] { [CollectionView.elementKindSectionHeader] }

  func viewForSupplementaryElement(ofKind elementKind: String, at index: Int)
    -> CollectionReusableView
  {
    let header: NibTitleView = collectionContext.dequeueReusableSupplementaryView(
      ofKind: elementKind, forSectionController: self, nibName: "NibTitleView", bundle: nil,
      atIndex: index)
    header.title = "header"
    return header
  }

  func sizeForSupplementaryView(ofKind elementKind: String, at index: Int) -> CGSize {
    CGSize(width: 10, height: 1)
  }
}

/// IGListKit's nib dequeues: the nib, registered on first use under its name, found in the
/// module of the section controller or of the code that names it.
@MainActor @Suite struct NibDequeueTests {
  @MainActor final class DataSource: ListAdapterDataSource {
    var single = false
    func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { [1, 2] }
    func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
      -> ListSectionController
    {
      guard single else { return NibDequeueSection() }
      return ListSingleSectionController(
        nibName: "NibRowCell", bundle: nil,
        configureBlock: { item, cell in (cell as? NibRowCell)?.title?.text = "single \(item)" },
        sizeBlock: { _, _ in CGSize(width: 10, height: 1) })
    }
    func emptyView(for listAdapter: ListAdapter) -> View? { nil }
  }

  func show(_ dataSource: DataSource) -> (CollectionView, ListAdapter) {
    let collectionView = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 10, height: 10),
      collectionViewLayout: CollectionViewFlowLayout())
    let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
    adapter.collectionView = collectionView
    adapter.dataSource = dataSource
    collectionView.layoutIfNeeded()
    return (collectionView, adapter)
  }

  @Test func cellsAndHeadersComeFromNibs_registeredUnderTheirNames() throws {
    let dataSource = DataSource()
    let (collectionView, adapter) = show(dataSource)
    defer { withExtendedLifetime(adapter) {} }
    let cell = try #require(
      collectionView.cellForItem(at: IndexPath(item: 0, section: 1)) as? NibRowCell)
    #expect(cell.title?.text == "row 0")
    #expect(cell.reuseIdentifier == "NibRowCell")
    let header = collectionView.supplementaryView(
      forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
    #expect((header as? NibTitleView)?.title == "header")
    #expect(header?.reuseIdentifier == "NibTitleView")
  }

  @Test func aSingleSectionControllerOfANib_findsItInTheModuleThatNamesIt() throws {
    let dataSource = DataSource()
    dataSource.single = true
    let (collectionView, adapter) = show(dataSource)
    defer { withExtendedLifetime(adapter) {} }
    let cell = try #require(
      collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? NibRowCell)
    #expect(cell.title?.text == "single 1")
  }
}
