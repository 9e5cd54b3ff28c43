import ListKit
import Testing

/// ListDiffableAndEquality.md's samples do what the article says.
@MainActor
@Suite struct ListDiffableAndEqualityTests {
  @Test func valueTypesDiffTheSameTypedAndAsAnyListDiffable() {
    let old = [Message(id: 1, text: "Hello"), Message(id: 2, text: "See you")]
    let new = [Message(id: 2, text: "See you"), Message(id: 1, text: "Hello!")]
    let typed = ListDiff(oldArray: old, newArray: new, option: .equality)
    let erased = ListDiff(
      oldArray: old as [any ListDiffable], newArray: new as [any ListDiffable], option: .equality)
    #expect(typed.updates == erased.updates && typed.moves == erased.moves)
    #expect(Array(typed.updates) == [0])
  }

  @Test func aHashableValueIsIdentifiedByItsWholeValue() {
    let result = ListDiff(
      oldArray: [Tag(name: "swift")], newArray: [Tag(name: "Swift")], option: .equality)
    #expect(Array(result.deletes) == [0] && Array(result.inserts) == [0])
    #expect(result.updates.isEmpty)
  }

  @Test func anAlwaysEqualModelHidesAChangeThatARealEqualityFinds() {
    let hidden = ListDiff(
      oldArray: [AlwaysEqualUser(primaryKey: 2, name: "Shayne")],
      newArray: [AlwaysEqualUser(primaryKey: 2, name: "Ann")], option: .equality)
    let found = ListDiff(
      oldArray: [User(primaryKey: 2, name: "Shayne")], newArray: [User(primaryKey: 2, name: "Ann")],
      option: .equality)
    #expect(!hidden.hasChanges)
    #expect(Array(found.updates) == [0])
  }

  @Test func aListIdentifiableValueIsShownByAValueSectionController() {
    @MainActor final class Photos: ListAdapterDataSource {
      var photos = [Photo(id: 1, caption: "Beach"), Photo(id: 2, caption: "Hills")]
      func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { photos.diffables() }
      func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
        -> ListSectionController
      { PhotoCaptionSectionController() }
      func emptyView(for listAdapter: ListAdapter) -> View? { nil }
    }
    let scheduler = ManualScheduler()
    let collectionView = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 20, height: 5),
      collectionViewLayout: CollectionViewFlowLayout())
    collectionView.scheduler = scheduler
    let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
    let photos = Photos()
    adapter.collectionView = collectionView
    adapter.dataSource = photos
    #expect(visibleTexts(in: collectionView) == ["Beach", "Hills"])

    photos.photos[1].caption = "Mountains"
    adapter.performUpdates(animated: false)
    scheduler.runUntilIdle()
    #expect(visibleTexts(in: collectionView) == ["Beach", "Mountains"])
  }

  @Test func theAdapterKeepsTheFirstOfDuplicateObjects() {
    let collectionView = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 20, height: 5),
      collectionViewLayout: CollectionViewFlowLayout())
    let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
    var diagnostics: [String] = []
    adapter.diagnosticHandler = { diagnostics.append($0) }
    let dataSource = TextDataSource(["a", "b", "a"])
    adapter.collectionView = collectionView
    adapter.dataSource = dataSource
    #expect(visibleTexts(in: collectionView) == ["a", "b"])
    #expect(diagnostics.count == 1)
  }
}
