import ListKit
import Testing

/// WorkingWithTheCollectionView.md's samples do what the article says.
@MainActor
@Suite struct WorkingWithTheCollectionViewTests {
  func output(_ sample: @MainActor () -> Void) async -> [String] {
    await PrintedOutput.capture { sample() }.split(separator: "\n").map(String.init)
  }

  @Test func aBadInsertIsReportedWithUIKitsMessageAndNotApplied() async {
    let lines = await output { rejectABadBatchUpdate() }
    #expect(lines.first == "invalidNumberOfItems")
    #expect(lines.dropFirst().first?.hasPrefix("Invalid update: invalid number of items") == true)
    #expect(lines.last == "4 items: the update was not applied")
  }

  @Test func theCompletionRunsOnlyAfterTheAnimation() async {
    let lines = await output { completeAfterTheAnimation() }
    #expect(lines == ["performBatchUpdates returned", "completed, finished: true"])
  }

  @Test func aRejectedUpdateGoesToTheUpdatersDelegateAndTheListReloads() async {
    let lines = await output { fallBackToAReload() }
    #expect(lines == ["rejected: invalidNumberOfItems", "[\"photo 1\", \"photo 2\", \"photo 3\"]"])
  }

  @Test func withTheExperimentTheDelegateAndThenTheCollectionViewsHandlerGetTheViolation() async {
    let lines = await output { fallBackToAReload(throwing: true) }
    #expect(
      lines.prefix(2) == [
        "rejected: invalidNumberOfItems", "collection view: invalidNumberOfItems",
      ])
  }

  @Test func anImmutableAlbumIsAnUpdateAndNothingIsRejected() {
    let scheduler = ManualScheduler()
    let collectionView = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 20, height: 10),
      collectionViewLayout: CollectionViewFlowLayout())
    collectionView.scheduler = scheduler
    var violations: [CollectionViewError] = []
    collectionView.violationHandler = { violations.append($0) }
    let updater = ListAdapterUpdater()
    updater.experiments.insert(.throwOnInconsistencyException)
    let adapter = ListAdapter(updater: updater, viewController: nil)
    let dataSource = AlbumsDataSource()
    dataSource.objects = [Album(id: 1, photoCount: 1), "Holidays"]
    adapter.collectionView = collectionView
    adapter.dataSource = dataSource
    collectionView.layoutIfNeeded()

    dataSource.objects = [Album(id: 1, photoCount: 3)]
    adapter.performUpdates(animated: true)
    scheduler.runUntilIdle()
    #expect(violations.isEmpty)
    #expect(visibleTexts(in: collectionView) == ["photo 1", "photo 2", "photo 3"])
  }
}
