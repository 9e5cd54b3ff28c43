// swift-format-ignore-file
// The samples of GettingStarted.md, as the article shows them.
import ListKit

// MARK: Diffing

final class User {
  let primaryKey: Int
  let name: String

  init(primaryKey: Int, name: String) {
    self.primaryKey = primaryKey
    self.name = name
  }
}

extension User: ListDiffable {
  func diffIdentifier() -> AnyHashable {
    return primaryKey
  }

  func isEqual(toDiffableObject object: ListDiffable?) -> Bool {
    if let object = object as? User {
      return name == object.name
    }
    return false
  }
}

func diffOutsideTheAdapter() {
  let oldUsers = [User(primaryKey: 2, name: "Shayne"), User(primaryKey: 3, name: "Ryan")]
  let newUsers = [
    User(primaryKey: 3, name: "Ryan"), User(primaryKey: 2, name: "Ann"),
    User(primaryKey: 4, name: "Jesse"),
  ]

  let result = ListDiff(oldArray: oldUsers, newArray: newUsers, option: .equality)
  print(result)
  print("updates:", Array(result.updates), "inserts:", Array(result.inserts))
  print("moves:", result.moves)

  let paths = ListDiffPaths(
    fromSection: 0, toSection: 0, oldArray: oldUsers, newArray: newUsers, option: .equality)
  print("inserted index paths:", paths.inserts)
}

// MARK: Working range

final class PhotoSectionController: ListSectionController, ListWorkingRangeDelegate {
  private(set) var isPrepared = false

  override init() {
    super.init()
    workingRangeDelegate = self
  }

  override func sizeForItem(at index: Int) -> CGSize {
    return CGSize(width: collectionContext?.containerSize.width ?? 0, height: 1)
  }

  override func cellForItem(at index: Int) -> CollectionViewCell {
    return collectionContext?.dequeueReusableCell(of: CollectionViewCell.self, for: self, at: index)
      ?? CollectionViewCell(frame: .zero)
  }

  func listAdapter(
    _ listAdapter: ListAdapter,
    sectionControllerWillEnterWorkingRange sectionController: ListSectionController
  ) {
    isPrepared = true  // start downloading the photo here
  }

  func listAdapter(
    _ listAdapter: ListAdapter,
    sectionControllerDidExitWorkingRange sectionController: ListSectionController
  ) {
    isPrepared = false
  }
}

final class PhotosViewController: ViewController, ListAdapterDataSource {
  let collectionView = CollectionView(
    frame: CGRect(x: 0, y: 0, width: 40, height: 2),
    collectionViewLayout: CollectionViewFlowLayout())
  private(set) var sectionControllers: [PhotoSectionController] = []

  lazy var adapter: ListAdapter = {
    let adapter = ListAdapter(updater: ListAdapterUpdater(),
                              viewController: self,
                              workingRangeSize: 1) // 1 before/after visible objects
    return adapter
  }()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(collectionView)
    adapter.collectionView = collectionView
    adapter.dataSource = self
  }

  func objects(for listAdapter: ListAdapter) -> [ListDiffable] {
    return Array(1...6)
  }

  func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any) -> ListSectionController {
    let sectionController = PhotoSectionController()
    sectionControllers.append(sectionController)
    return sectionController
  }

  func emptyView(for listAdapter: ListAdapter) -> View? {
    return nil
  }
}
