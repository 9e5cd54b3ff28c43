import Foundation
import ListKitTestSupport
import Testing

@testable import ListKit

/// A section controller written as IGListKit's Swift users write theirs: the collection context
/// used without `?`, layout invalidated and batches performed without a completion.
final class IGListKitStyleSection: ListSectionController {
  var count = 2

  override func numberOfItems() -> Int { count }

  override func sizeForItem(at index: Int) -> CGSize {
    CGSize(width: collectionContext.containerSize.width, height: 1)
  }

  override func cellForItem(at index: Int) -> CollectionViewCell {
    let cell = collectionContext.dequeueReusableCell(of: TextCell.self, for: self, at: index)
    (cell as? TextCell)?.text = "row \(index)"
    return cell
  }

  /// Adds a row as IGListKit's examples do: a batch without a completion.
  func addRow() {
    collectionContext.performBatch(
      animated: true,
      updates: { batchContext in
        self.count += 1
        batchContext.insert(in: self, at: IndexSet(integer: self.count - 1))
      })
  }

  /// Asks for a new layout as IGListKit's examples do: without a completion.
  func relayout() {
    collectionContext.invalidateLayout(for: self)
  }
}

/// A data source of one ``IGListKitStyleSection`` of `rows` rows.
@MainActor
final class IGListKitStyleDataSource: ListAdapterDataSource {
  var objects: [any ListDiffable] = ["a" as NSString]
  var rows = 2

  func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { objects }

  func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  {
    let section = IGListKitStyleSection()
    section.count = rows
    return section
  }

  func emptyView(for listAdapter: ListAdapter) -> View? { nil }
}

/// Records the scroll view delegate's end-of-drag calls and moves the target to `restingPlace`.
@MainActor
final class EndOfDragRecorder: ScrollViewDelegate {
  var events: [String] = []
  var restingPlace: CGPoint?

  func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    events.append("willEndDragging \(Int(velocity.y)) at \(Int(targetContentOffset.pointee.y))")
    if let restingPlace { targetContentOffset.pointee = restingPlace }
  }

  func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {
    events.append("willBeginDecelerating")
  }

  func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
    events.append("didEndDecelerating at \(Int(scrollView.contentOffset.y))")
  }
}

/// IGListKit's Swift spellings, which IGListKit code calls and implements as it is written.
@MainActor
@Suite struct IGListKitSwiftSurfaceTests {
  /// An adapter showing `dataSource` in a 20 by 4 collection view on a manual scheduler.
  func makeAdapter(_ dataSource: some ListAdapterDataSource, scheduler: ManualScheduler)
    -> (ListAdapter, CollectionView)
  {
    let layout = CollectionViewFlowLayout()
    layout.minimumLineSpacing = 0
    let collectionView = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 20, height: 4), collectionViewLayout: layout)
    collectionView.scheduler = scheduler
    let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
    adapter.collectionView = collectionView
    adapter.dataSource = dataSource
    collectionView.layoutIfNeeded()
    return (adapter, collectionView)
  }

  @Test func sectionControllersUseTheContextWithoutOptionalChainingOrCompletions() throws {
    let scheduler = ManualScheduler()
    let dataSource = IGListKitStyleDataSource()
    let (adapter, collectionView) = makeAdapter(dataSource, scheduler: scheduler)
    let section = try #require(adapter.sectionController(forSection: 0) as? IGListKitStyleSection)
    #expect(
      collectionView.visibleCells.compactMap { ($0 as? TextCell)?.text } == ["row 0", "row 1"])
    section.addRow()
    section.relayout()
    scheduler.runUntilIdle()
    collectionView.layoutIfNeeded()
    #expect(collectionView.numberOfItems(inSection: 0) == 3)
    #expect(
      collectionView.visibleCells.compactMap { ($0 as? TextCell)?.text }
        == ["row 0", "row 1", "row 2"])
  }

  @Test func performBatchAndInvalidateLayoutHaveAsyncForms() async throws {
    let scheduler = ManualScheduler()
    let dataSource = IGListKitStyleDataSource()
    let (adapter, collectionView) = makeAdapter(dataSource, scheduler: scheduler)
    let section = try #require(adapter.sectionController(forSection: 0) as? IGListKitStyleSection)
    final class Outcome { var batch: Bool?, layout: Bool? }
    let outcome = Outcome()
    let batch = Task {
      outcome.batch = await section.collectionContext.performBatch(
        animated: false,
        updates: { batchContext in
          section.count = 1
          batchContext.delete(in: section, at: IndexSet(integer: 1))
        })
      outcome.layout = await section.collectionContext.invalidateLayout(for: section)
    }
    for _ in 0..<1_000 where outcome.layout == nil {
      scheduler.runUntilIdle()
      await Task.yield()
    }
    await batch.value
    #expect(outcome.batch == true)
    #expect(outcome.layout == true)
    #expect(collectionView.numberOfItems(inSection: 0) == 1)
  }

  @Test func singleSectionClosuresKeptInConstantsArePassedAsIGListKitCodePassesThem() {
    // IGListKit's `SingleSectionViewController` keeps its blocks in constants before passing
    // them; IGListKit's block types are plain closures, and so are ListKit's.
    let configureBlock = { (item: Any, cell: CollectionViewCell) in
      guard let cell = cell as? TextCell else { return }
      cell.text = "\(item)"
    }
    let sizeBlock = { (_: Any, context: ListCollectionContext?) -> CGSize in
      CGSize(width: context?.containerSize.width ?? 0, height: 1)
    }
    let controller = ListSingleSectionController(
      cellClass: TextCell.self, configureBlock: configureBlock, sizeBlock: sizeBlock)
    let typedConfigure = { (item: String, cell: TextCell) in cell.text = item }
    let typedSize = { (_: String, _: ListCollectionContext?) in CGSize(width: 5, height: 1) }
    let typed = ListSingleSectionController(configure: typedConfigure, size: typedSize)
    typed.didUpdate(to: "x")
    #expect(typed.sizeForItem(at: 0) == CGSize(width: 5, height: 1))
    controller.didUpdate(to: "y")
    #expect(controller.sizeForItem(at: 0) == CGSize(width: 0, height: 1))
  }

  @Test func sectionIsAnIntAsInIGListKitWithAnOptionalFormBesideIt() throws {
    let scheduler = ManualScheduler()
    let dataSource = IGListKitStyleDataSource()
    dataSource.objects = ["a" as NSString, "b" as NSString]
    let (adapter, collectionView) = makeAdapter(dataSource, scheduler: scheduler)
    let second = try #require(adapter.sectionController(forSection: 1))
    #expect("Section \(second.section)" == "Section 1")
    #expect(second.section - 1 == 0)
    #expect(second.sectionIfInList == 1)
    dataSource.objects = ["a" as NSString]
    adapter.performUpdates(animated: false)
    scheduler.runUntilIdle()
    #expect(collectionView.numberOfSections == 1)
    #expect(second.section == NSNotFound)
    #expect(second.sectionIfInList == nil)
  }

  @Test func theNamesSwiftKeepsWithIGListKitsPrefixAndTheRawValues() {
    let option: IGListDiffOption = .equality
    let experiments: IGListExperiment = [.invalidateLayoutForUpdates]
    let update: IGListAdapterUpdateType = .itemUpdates
    let traits = IGListCollectionScrollingTraits(
      isTracking: false, isDragging: false, isDecelerating: false)
    #expect(option.rawValue == 1 && IGListDiffOption.pointerPersonality.rawValue == 0)
    #expect(update.rawValue == 2 && IGListAdapterUpdateType(rawValue: 1) == .reloadData)
    #expect(ListExperimentEnabled(mask: experiments, option: .invalidateLayoutForUpdates))
    #expect(!ListExperimentEnabled(mask: experiments, option: .throwOnInconsistencyException))
    #expect(IGListAdapterDelegateAnnouncer.sharedInstance() === ListAdapterDelegateAnnouncer.shared)
    #expect(!traits.isDragging)
    final class Transitions: IGListTransitionDelegate {
      func listAdapter(
        _ listAdapter: ListAdapter!,
        customizedInitialLayoutAttributes attributes: CollectionViewLayoutAttributes!,
        sectionController: ListSectionController!, at index: Int
      ) -> CollectionViewLayoutAttributes! { attributes }
      func listAdapter(
        _ listAdapter: ListAdapter!,
        customizedFinalLayoutAttributes attributes: CollectionViewLayoutAttributes!,
        sectionController: ListSectionController!, at index: Int
      ) -> CollectionViewLayoutAttributes! { attributes }
    }
    let transitions: any ListTransitionDelegate = Transitions()
    #expect(transitions is Transitions)
  }

  @Test func aClassModelComparesItselfWithIdentityAsIGListKitModelsDo() {
    final class Item: ListDiffable {
      let key: Int
      init(_ key: Int) { self.key = key }
      func diffIdentifier() -> AnyHashable { key }
      func isEqual(toDiffableObject object: ListDiffable?) -> Bool {
        if self === object { return true }
        guard object !== self, let object = object as? Item else { return false }
        return key == object.key
      }
    }
    let item = Item(1)
    #expect(item.isEqual(toDiffableObject: item))
    #expect(item.isEqual(toDiffableObject: Item(1)))
    #expect(!item.isEqual(toDiffableObject: Item(2)))
    #expect(!item.isEqual(toDiffableObject: nil))
    #expect(!item.isEqual(toDiffableObject: 1))
    let value: any ListDiffable = 1
    #expect(!(item === value) && item !== value && value !== item)
  }

  @Test func batchUpdateDataAndTransitionDataTakeIGListKitsLabels() {
    let paths = [IndexPath(item: 0, section: 1)]
    let short = ListBatchUpdateData(
      insertSections: [0], deleteSections: [], moveSections: [], insert: paths, delete: [],
      update: [], moveIndexPaths: [])
    let long = ListBatchUpdateData(
      insertSections: [0], deleteSections: [], moveSections: [], insertIndexPaths: paths,
      deleteIndexPaths: [], updateIndexPaths: [], moveIndexPaths: [])
    #expect(short == long)
    let data = ListTransitionData(from: ["a" as NSString], to: [], to: [])
    #expect(data.fromObjects.count == 1 && data.toObjects.isEmpty)
  }

  @Test func theUpdatingDelegatesMethodsHaveIGListKitsLabelsAndAsyncForms() async {
    let scheduler = ManualScheduler()
    let dataSource = IGListKitStyleDataSource()
    let (adapter, collectionView) = makeAdapter(dataSource, scheduler: scheduler)
    final class Outcome { var reloaded: Bool?, updated: Bool? }
    let outcome = Outcome()
    let updater = adapter.updater
    var reloadRan = false
    let task = Task {
      outcome.reloaded = await updater.reloadData(
        collectionViewBlock: { collectionView }, reloadUpdate: { reloadRan = true })
      outcome.updated = await updater.performUpdate(
        collectionViewBlock: { collectionView }, animated: false, itemUpdates: {})
    }
    for _ in 0..<1_000 where outcome.updated == nil {
      scheduler.runUntilIdle()
      await Task.yield()
    }
    await task.value
    #expect(outcome.reloaded == true && reloadRan)
    #expect(outcome.updated == true)
  }

  @Test func forBatchUpdatesIsTheSwiftNameOfResultForBatchUpdates() {
    let result = ListDiff(
      oldArray: [TestObject(1, 1), TestObject(2, 1)],
      newArray: [TestObject(2, 2), TestObject(1, 1)], option: .equality)
    let forBatch = result.forBatchUpdates()
    #expect(forBatch.updates.isEmpty)
    #expect(forBatch.deletes == IndexSet(integer: 1))
    #expect(forBatch.inserts == IndexSet(integer: 0))
  }

  @Test func nsStringAndNSNumberAreDiffableByValue() {
    let result = ListDiff(
      oldArray: ["a" as NSString, NSNumber(value: 1), "b" as NSString],
      newArray: [NSNumber(value: 1), NSString(string: "a"), NSNumber(value: 2)],
      option: .equality)
    #expect(result.deletes == IndexSet(integer: 2))
    #expect(result.inserts == IndexSet(integer: 2))
    #expect(result.updates.isEmpty)
    #expect(result.moves.count == 2)
  }

  @Test func theScrollViewDelegateHearsTheEndOfADragAndMayMoveItsTarget() throws {
    let scheduler = ManualScheduler()
    let dataSource = IGListKitStyleDataSource()
    dataSource.rows = 20
    let (adapter, collectionView) = makeAdapter(dataSource, scheduler: scheduler)
    let recorder = EndOfDragRecorder()
    adapter.scrollViewDelegate = recorder
    collectionView.scrollByUser(CGPoint(x: 0, y: 3), decelerates: true)
    #expect(recorder.events == ["willEndDragging 3 at 3", "willBeginDecelerating"])
    recorder.restingPlace = CGPoint(x: 0, y: 10)
    collectionView.scrollByUser(CGPoint(x: 0, y: 1), decelerates: true)
    scheduler.runUntilIdle()
    #expect(collectionView.contentOffset.y == 10)
    #expect(recorder.events.last == "didEndDecelerating at 10")
  }

  @Test func aScrollDelegateWithIGListKitsNameHearsTheEndOfDeceleration() throws {
    final class Listener: ListScrollDelegate {
      var ended = 0
      func listAdapter(
        _ listAdapter: ListAdapter, didScroll sectionController: ListSectionController
      ) {}
      func listAdapter(
        _ listAdapter: ListAdapter, willBeginDragging sectionController: ListSectionController
      ) {}
      func listAdapter(
        _ listAdapter: ListAdapter, didEndDragging sectionController: ListSectionController,
        willDecelerate decelerate: Bool
      ) {}
      func listAdapter(
        _ listAdapter: ListAdapter,
        didEndDeceleratingSectionController sectionController: ListSectionController
      ) { ended += 1 }
    }
    let scheduler = ManualScheduler()
    let dataSource = IGListKitStyleDataSource()
    let (adapter, collectionView) = makeAdapter(dataSource, scheduler: scheduler)
    let section = try #require(adapter.sectionController(forSection: 0))
    let listener = Listener()
    section.scrollDelegate = listener
    collectionView.scrollByUser(CGPoint(x: 0, y: 1), decelerates: true)
    scheduler.runUntilIdle()
    #expect(listener.ended == 1)
  }
}
