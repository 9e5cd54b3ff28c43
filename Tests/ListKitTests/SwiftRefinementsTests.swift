import Foundation
import ListKit
import ListKitTestSupport
import Testing

/// A header or footer with a title.
final class TitleView: CollectionReusableView {
  var title: String?
}

/// A section that dequeues its cell, header and footer with IGListSwiftKit's generic methods: the
/// cell by reuse identifier or from the "storyboard" (registered with the collection view), the
/// header by class, the footer from the storyboard.
final class TypedDequeueSection: ListSectionController, ListSupplementaryViewSource {
  var fromStoryboard = false

  override init() {
    super.init()
    supplementaryViewSource = self
  }

  override func sizeForItem(at index: Int) -> CGSize {
    CGSize(width: collectionContext?.containerSize.width ?? 0, height: 1)
  }

  override func cellForItem(at index: Int) -> CollectionViewCell {
    guard let context = collectionContext else { fatalError("outside an adapter") }
    if fromStoryboard {
      let cell: TextCell = context.dequeueReusableCellFromStoryboard(
        withIdentifier: "prototype", for: self, at: index)
      cell.text = "storyboard"
      return cell
    }
    let cell: TextCell = context.dequeueReusableCell(
      withReuseIdentifier: "plain", for: self, at: index)
    cell.text = "plain"
    return cell
  }

  func supportedElementKinds() -> [String] {
    [CollectionView.elementKindSectionHeader, CollectionView.elementKindSectionFooter]
  }

  func viewForSupplementaryElement(ofKind elementKind: String, at index: Int)
    -> CollectionReusableView
  {
    guard let context = collectionContext else { fatalError("outside an adapter") }
    if elementKind == CollectionView.elementKindSectionHeader {
      let header: TitleView = context.dequeueReusableSupplementaryView(
        ofKind: elementKind, forSectionController: self, atIndex: index)
      header.title = elementKind
      return header
    }
    let footer: TitleView = context.dequeueReusableSupplementaryViewFromStoryboard(
      ofKind: elementKind, withIdentifier: "footer", forSectionController: self, atIndex: index)
    footer.title = elementKind
    return footer
  }

  func sizeForSupplementaryView(ofKind elementKind: String, at index: Int) -> CGSize {
    CGSize(width: collectionContext?.containerSize.width ?? 0, height: 1)
  }
}

/// Makes a ``TypedDequeueSection`` for each object; the odd numbers dequeue from the storyboard.
@MainActor
final class TypedDequeueDataSource: ListAdapterDataSource {
  func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { [1, 2] }

  func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  {
    let section = TypedDequeueSection()
    section.fromStoryboard = (object as? Int).map { !$0.isMultiple(of: 2) } ?? false
    return section
  }

  func emptyView(for listAdapter: ListAdapter) -> View? { nil }
}

/// IGListSwiftKit's refinements: the generic dequeues and the awaitable reload.
@MainActor @Suite struct SwiftRefinementsTests {
  @Test func genericDequeues_giveTheRequestedTypes() throws {
    let collectionView = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 20, height: 10),
      collectionViewLayout: CollectionViewFlowLayout())
    collectionView.register(TextCell.self, forCellWithReuseIdentifier: "prototype")
    collectionView.register(
      TitleView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionFooter,
      withReuseIdentifier: "footer")
    let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
    let dataSource = TypedDequeueDataSource()
    adapter.collectionView = collectionView
    adapter.dataSource = dataSource
    collectionView.layoutIfNeeded()

    let texts = (0..<2).map {
      (collectionView.cellForItem(at: IndexPath(item: 0, section: $0)) as? TextCell)?.text
    }
    #expect(texts == ["storyboard", "plain"])
    for kind in [CollectionView.elementKindSectionHeader, CollectionView.elementKindSectionFooter] {
      let view = collectionView.supplementaryView(
        forElementKind: kind, at: IndexPath(item: 0, section: 1))
      #expect((view as? TitleView)?.title == kind)
    }
  }

  @Test func reloadData_async_returnsOnceTheReloadIsApplied() async {
    let harness = AdapterHarness.rows([TestObject(1, 1)])
    harness.collectionView.layoutIfNeeded()
    harness.dataSource.objects = [TestObject(2, 1), TestObject(3, 1)]
    final class Outcome { var finished: Bool? }
    let outcome = Outcome()
    let reload = Task { outcome.finished = await harness.adapter.reloadData() }
    for _ in 0..<1_000 where outcome.finished == nil {
      harness.scheduler.runUntilIdle()
      await Task.yield()
    }
    await reload.value
    #expect(outcome.finished == true)
    #expect(harness.collectionView.numberOfSections == 2)
    #expect(harness.shown == ["2-0", "3-0"])
  }

  @Test func reloadData_async_withoutACollectionView_returnsFalse() async {
    let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
    adapter.diagnosticHandler = { _ in }
    #expect(await adapter.reloadData() == false)
  }
}
