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

/// A supplementary view with a label outlet: IGListKit's `IGTestNibSupplementaryView`.
final class TestNibSupplementaryView: CollectionReusableView {
  private(set) var label: Label?

  override func connectOutlet(_ name: String, to object: Any?) -> Bool {
    guard name == "label" else { return super.connectOutlet(name, to: object) }
    label = object as? Label
    return true
  }
}

/// What listkit-migrate writes for a nib of that view, its label reading "Foo bar baz".
enum TestNibSupplementaryViewNib: NibContents {
  static func instantiate(withOwner owner: Any?) -> [Any] {
    let view = TestNibSupplementaryView(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
    let label = Label(frame: CGRect(x: 0, y: 0, width: 100, height: 1))
    label.text = "Foo bar baz"
    view.addSubview(label)
    Nib.connect("label", of: view, to: label)
    return [view]
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

/// A controller of a storyboard with its collection view as an outlet: IGListKit's
/// `IGTestStoryboardViewController`.
final class TestStoryboardViewController: ViewController {
  private(set) var collectionView: CollectionView?

  override func connectOutlet(_ name: String, to object: Any?) -> Bool {
    guard name == "collectionView" else { return super.connectOutlet(name, to: object) }
    collectionView = object as? CollectionView
    return true
  }
}

/// What listkit-migrate writes for IGListKit's test storyboard: a controller whose collection
/// view has a prototype cell and header.
enum TestStoryboardStoryboard: StoryboardContents {
  static let initialViewControllerIdentifier: String? = nil

  static func scene(withIdentifier identifier: String) -> StoryboardScene? {
    guard identifier == "testVC" else { return nil }
    let controller = TestStoryboardViewController()
    return StoryboardScene(viewController: controller, view: Nib { view(owner: $0) })
  }

  private static func view(owner: Any?) -> [Any] {
    let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let layout = CollectionViewFlowLayout()
    let collectionView = CollectionView(frame: root.bounds, collectionViewLayout: layout)
    collectionView.register(
      Nib { _ in [CollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 45))] },
      forCellWithReuseIdentifier: "IGTestStoryboardCell")
    collectionView.register(
      Nib { _ in [CollectionReusableView(frame: CGRect(x: 0, y: 0, width: 100, height: 10))] },
      forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
      withReuseIdentifier: "IGTestStoryboardSupplementaryView")
    root.addSubview(collectionView)
    Nib.connect("view", of: owner, to: root)
    Nib.connect("collectionView", of: owner, to: collectionView)
    return [root]
  }
}

/// IGListKit's `IGListTestStoryboardSection`: cells from the storyboard's prototype.
final class TestStoryboardSection: ListSectionController {
  private var items = 0

  override func numberOfItems() -> Int { items }

  override func sizeForItem(at index: Int) -> CGSize { CGSize(width: 100, height: 45) }

  override func cellForItem(at index: Int) -> CollectionViewCell {
    collectionContext.dequeueReusableCellFromStoryboard(
      withIdentifier: "IGTestStoryboardCell", for: self, at: index)
  }

  override func didUpdate(to object: Any) {
    items = (object as? TestObject)?.key as? Int ?? 0
  }
}

/// IGListKit's `IGTestStoryboardSupplementarySource`: headers from the storyboard.
final class TestStoryboardSupplementarySource: ListSupplementaryViewSource {
  weak var sectionController: ListSectionController?

  func supportedElementKinds() -> [String] { [CollectionView.elementKindSectionHeader] }

  func viewForSupplementaryElement(ofKind elementKind: String, at index: Int)
    -> CollectionReusableView
  {
    guard let sectionController else { fatalError("a source without its section controller") }
    return sectionController.collectionContext.dequeueReusableSupplementaryView(
      fromStoryboardOfKind: elementKind, withIdentifier: "IGTestStoryboardSupplementaryView",
      for: sectionController, at: index)
  }

  func sizeForSupplementaryView(ofKind elementKind: String, at index: Int) -> CGSize {
    CGSize(width: 100, height: 10)
  }
}

/// IGListKit's `IGListAdapterStoryboardTests`: an adapter over a storyboard's collection view.
@MainActor @Suite struct ListAdapterStoryboardTests {
  @MainActor final class DataSource: ListAdapterDataSource {
    var objects: [any ListDiffable] = []
    func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { objects }
    func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
      -> ListSectionController
    { TestStoryboardSection() }
    func emptyView(for listAdapter: ListAdapter) -> View? { nil }
  }

  @Test func test_whenSupplementarySourceSupportsHeader() throws {
    let controller = try #require(
      Storyboard(name: "TestStoryboard", bundle: nil).instantiateViewController(
        withIdentifier: "testVC") as? TestStoryboardViewController)
    controller.loadViewIfNeeded()
    let collectionView = try #require(controller.collectionView)
    let dataSource = DataSource()
    let object = TestObject(1, "Foo")
    dataSource.objects = [object]
    let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: controller)
    adapter.collectionView = collectionView
    adapter.dataSource = dataSource
    let source = TestStoryboardSupplementarySource()
    let section = try #require(adapter.sectionController(for: object))
    section.supplementaryViewSource = source
    source.sectionController = section
    collectionView.layoutIfNeeded()
    #expect(
      collectionView.supplementaryView(
        forElementKind: CollectionView.elementKindSectionHeader,
        at: IndexPath(item: 0, section: 0)) != nil)
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
