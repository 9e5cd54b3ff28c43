// swift-format-ignore-file
// The samples of BestPracticesAndFAQ.md, as the article shows them.
import ListKit

@MainActor
func updateInATest() {
  let collectionView = CollectionView(
    frame: CGRect(x: 0, y: 0, width: 20, height: 10),
    collectionViewLayout: CollectionViewFlowLayout())
  let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
  let dataSource = TextDataSource(["a", "b"])
  adapter.collectionView = collectionView
  adapter.dataSource = dataSource

  let scheduler = ManualScheduler()
  collectionView.scheduler = scheduler
  dataSource.objects = ["a", "c", "d"]
  adapter.performUpdates(animated: true) { finished in print("finished:", finished) }
  print("before the scheduler runs:", visibleTexts(in: collectionView))
  scheduler.runUntilIdle()
  print("after:", visibleTexts(in: collectionView))
}

@MainActor
func awaitAnUpdate() async {
  let collectionView = CollectionView(
    frame: CGRect(x: 0, y: 0, width: 20, height: 10),
    collectionViewLayout: CollectionViewFlowLayout())
  let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
  let dataSource = TextDataSource(["a", "b"])
  adapter.collectionView = collectionView
  adapter.dataSource = dataSource

  dataSource.objects = ["b", "a"]
  let applied = await adapter.performUpdates(animated: false)
  print(applied, visibleTexts(in: collectionView))
}

@MainActor
func learnWhatAnUpdateDid() async {
  let collectionView = CollectionView(
    frame: CGRect(x: 0, y: 0, width: 20, height: 10),
    collectionViewLayout: CollectionViewFlowLayout())
  let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
  let dataSource = TextDataSource(["a", "b"])
  adapter.collectionView = collectionView
  adapter.dataSource = dataSource

  dataSource.objects = ["a", "c"]
  let result = await adapter.performUpdatesWithResult(animated: false)
  if case .batchUpdates(let updates) = result.outcome {
    print("deleted", Array(updates.deleteSections), "inserted", Array(updates.insertSections))
  }
}

func diffOffTheMainActor() async {
  let old = [Message(id: 1, text: "Hello"), Message(id: 2, text: "See you")]
  let new = [Message(id: 2, text: "See you"), Message(id: 1, text: "Hello!")]
  let result = await Task.detached {
    ListDiff(oldArray: old, newArray: new, option: .equality)
  }.value
  print(result)
}
