// swift-format-ignore-file
// The samples of WorkingWithTheCollectionView.md, as the article shows them.
import ListKit

final class NumbersDataSource: CollectionViewDataSource {
  var numbers = [1, 2, 3, 4]

  func collectionView(
    _ collectionView: CollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    return numbers.count
  }

  func collectionView(
    _ collectionView: CollectionView, cellForItemAt indexPath: IndexPath
  ) -> CollectionViewCell {
    return collectionView.dequeueReusableCell(withReuseIdentifier: "number", for: indexPath)
  }
}

@MainActor
func rejectABadBatchUpdate() {
  let collectionView = CollectionView(
    frame: CGRect(x: 0, y: 0, width: 20, height: 10),
    collectionViewLayout: CollectionViewFlowLayout())
  collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "number")
  let dataSource = NumbersDataSource()
  collectionView.dataSource = dataSource
  collectionView.violationHandler = { error in print(error.kind, error.message, separator: "\n") }
  collectionView.layoutIfNeeded()

  // Inserts an item without adding a number: the counts do not add up.
  collectionView.performBatchUpdates({
    collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
  }, completion: nil)
  print(collectionView.numberOfItems(inSection: 0), "items: the update was not applied")
}

@MainActor
func completeAfterTheAnimation() {
  let scheduler = ManualScheduler()
  let collectionView = CollectionView(
    frame: CGRect(x: 0, y: 0, width: 20, height: 10),
    collectionViewLayout: CollectionViewFlowLayout())
  collectionView.scheduler = scheduler
  collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "number")
  let dataSource = NumbersDataSource()
  collectionView.dataSource = dataSource
  collectionView.layoutIfNeeded()

  dataSource.numbers.append(5)
  collectionView.performBatchUpdates({
    collectionView.insertItems(at: [IndexPath(item: 4, section: 0)])
  }, completion: { finished in print("completed, finished:", finished) })
  print("performBatchUpdates returned")
  scheduler.advance(by: collectionView.updateAnimationDuration)
}

final class Album: ListDiffable {
  let id: Int
  var photoCount: Int  // mutable: the mistake this sample shows

  init(id: Int, photoCount: Int) {
    self.id = id
    self.photoCount = photoCount
  }

  func diffIdentifier() -> AnyHashable {
    return id
  }

  func isEqual(toDiffableObject object: ListDiffable?) -> Bool {
    guard let other = object as? Album else { return false }
    return photoCount == other.photoCount
  }
}

final class AlbumSectionController: ListSectionController {
  private var album: Album?

  override func numberOfItems() -> Int {
    return album?.photoCount ?? 0
  }

  override func sizeForItem(at index: Int) -> CGSize {
    return CGSize(width: collectionContext?.containerSize.width ?? 0, height: 1)
  }

  override func cellForItem(at index: Int) -> CollectionViewCell {
    let cell: TextCell = collectionContext!.dequeueReusableCell(for: self, at: index)
    cell.label.text = "photo \(index + 1)"
    return cell
  }

  override func didUpdate(to object: Any) {
    album = object as? Album
  }
}

final class RejectedUpdateReporter: ListAdapterUpdaterDelegate {
  func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, collectionView: CollectionView,
    willCrashWith error: CollectionViewError, fromObjects: [ListDiffable]?,
    toObjects: [ListDiffable]?, diffResult: ListIndexSetResult?, updates: ListBatchUpdateData?
  ) {
    print("rejected:", error.kind)
  }
}

final class AlbumsDataSource: ListAdapterDataSource {
  var objects: [ListDiffable] = []

  func objects(for listAdapter: ListAdapter) -> [ListDiffable] {
    return objects
  }

  func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any) -> ListSectionController {
    return object is Album ? AlbumSectionController() : TextSectionController()
  }

  func emptyView(for listAdapter: ListAdapter) -> View? {
    return nil
  }
}

@MainActor
func fallBackToAReload(throwing: Bool = false) {
  let scheduler = ManualScheduler()
  let collectionView = CollectionView(
    frame: CGRect(x: 0, y: 0, width: 20, height: 10),
    collectionViewLayout: CollectionViewFlowLayout())
  collectionView.scheduler = scheduler
  let updater = ListAdapterUpdater()
  let reporter = RejectedUpdateReporter()
  updater.delegate = reporter
  if throwing {
    updater.experiments.insert(.throwOnInconsistencyException)
    collectionView.violationHandler = { error in print("collection view:", error.kind) }
  }
  let adapter = ListAdapter(updater: updater, viewController: nil)
  let album = Album(id: 1, photoCount: 1)
  let dataSource = AlbumsDataSource()
  dataSource.objects = [album, "Holidays"]
  adapter.collectionView = collectionView
  adapter.dataSource = dataSource
  collectionView.layoutIfNeeded()

  album.photoCount = 3  // changed in place: the diff cannot see it
  dataSource.objects = [album]
  adapter.performUpdates(animated: true)
  scheduler.runUntilIdle()
  print(visibleTexts(in: collectionView))
}
