import IGListKit
import Testing

/// A view controller named as Xcode's template names it: under `import IGListKit` the app's own
/// `ViewController` and UIKit's `UIViewController` do not clash.
final class ViewController: UIViewController, ListAdapterDataSource {
  lazy var adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: self)
  let collectionView = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: 20, height: 5),
    collectionViewLayout: UICollectionViewFlowLayout())

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(collectionView)
    adapter.collectionView = collectionView
    adapter.dataSource = self
  }

  func objects(for listAdapter: ListAdapter) -> [ListDiffable] { ["one" as NSString] }

  func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  { LabelSectionController() }

  func emptyView(for listAdapter: ListAdapter) -> UIView? { nil }
}

@MainActor
@Suite struct XcodeTemplateViewControllerTests {
  @Test func anAppClassNamedViewControllerIsAUIViewController() {
    let controller = ViewController()
    controller.loadViewIfNeeded()
    controller.collectionView.layoutIfNeeded()
    let superclass: UIViewController = controller
    #expect(superclass.view === controller.view)
    #expect(controller.collectionView.numberOfSections == 1)
  }
}
