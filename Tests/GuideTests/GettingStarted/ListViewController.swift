// swift-format-ignore-file
// The Getting Started guide's code as the guide writes it;
// the article MigratingFromIGListKit.md lists each change.
import IGListKit

// The view controller the guide's snippets live in. The guide leaves MyCell and
// NumberSectionController to the reader; they are defined after it.

final class ListViewController: UIViewController, ListAdapterDataSource {

  var adapter: ListAdapter!
  var collectionView: UICollectionView!

  override func viewDidLoad() {
    super.viewDidLoad()

    let layout = UICollectionViewFlowLayout()
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
    let updater = ListAdapterUpdater()
    let adapter = ListAdapter(updater: updater, viewController: self)
    adapter.collectionView = collectionView

    adapter.dataSource = self

    self.adapter = adapter
    self.collectionView = collectionView
    view.addSubview(collectionView)
  }

  func objects(for listAdapter: ListAdapter) -> [ListDiffable] {
    // this can be anything!
    return [ "Foo", "Bar", 42, "Biz" ]
  }

  func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any) -> ListSectionController {
    if object is String {
      return LabelSectionController()
    } else {
      return NumberSectionController()
    }
  }

  func emptyView(for listAdapter: ListAdapter) -> UIView? {
    return nil
  }
}

final class MyCell: UICollectionViewCell {}

final class NumberSectionController: ListSectionController {
  override func sizeForItem(at index: Int) -> CGSize {
    return CGSize(width: collectionContext!.containerSize.width, height: 20)
  }

  override func cellForItem(at index: Int) -> UICollectionViewCell {
    return collectionContext!.dequeueReusableCell(of: MyCell.self, for: self, at: index)
  }
}
