// swift-format-ignore-file
// The Modeling and Binding guide's code as the guide writes it;
// the article MigratingFromIGListKit.md lists each change.
import IGListKit

// The starter project's view controller. Main.storyboard's collection view and its prototype
// cells become a collection view made in code, with the cells registered under the storyboard's
// identifiers.

final class PostsViewController: UIViewController, ListAdapterDataSource {

  let collectionView = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: 375, height: 600),
    collectionViewLayout: UICollectionViewFlowLayout())

  lazy var adapter: ListAdapter = {
    return ListAdapter(updater: ListAdapterUpdater(), viewController: self)
  }()

  var data = [ListDiffable]()

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(UserCell.self, forCellWithReuseIdentifier: "user")
    collectionView.register(ImageCell.self, forCellWithReuseIdentifier: "image")
    collectionView.register(ActionCell.self, forCellWithReuseIdentifier: "action")
    collectionView.register(CommentCell.self, forCellWithReuseIdentifier: "comment")
    view.addSubview(collectionView)

    data.append(Post(
      username: "@janedoe",
      timestamp: "15min",
      imageURL: URL(string: "https://placekitten.com/g/375/250")!,
      likes: 384,
      comments: [
        Comment(username: "@ryan", text: "this is beautiful!"),
        Comment(username: "@jsq", text: "😱"),
        Comment(username: "@caitlin", text: "#blessed"),
      ]
    ))

    adapter.collectionView = collectionView
    adapter.dataSource = self
  }

  // MARK: ListAdapterDataSource

  func objects(for listAdapter: ListAdapter) -> [ListDiffable] {
    return data
  }

  func listAdapter(
    _ listAdapter: ListAdapter,
    sectionControllerFor object: Any
    ) -> ListSectionController {
    return PostSectionController()
  }

  func emptyView(for listAdapter: ListAdapter) -> UIView? {
    return nil
  }

}
