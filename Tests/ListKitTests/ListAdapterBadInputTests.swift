import Foundation
import ListKit
import ListKitTestSupport
import Testing

/// A section controller of another type, for a data source that changes its mind.
final class OtherSection: ListSectionController {
  override func cellForItem(at index: Int) -> CollectionViewCell {
    guard let context = collectionContext else { fatalError("OtherSection outside an adapter") }
    let cell: TextCell = context.dequeueReusableCell(for: self, at: index)
    return cell
  }
}

/// A section controller that dequeues a cell registered under an identifier nobody registered.
final class UnregisteredSection: ListSectionController {
  override func sizeForItem(at index: Int) -> CGSize { CGSize(width: 10, height: 1) }

  override func cellForItem(at index: Int) -> CollectionViewCell {
    guard let context = collectionContext else { fatalError("outside an adapter") }
    return context.dequeueReusableCellFromStoryboard(
      withIdentifier: "missing", for: self, at: index)
  }
}

/// Misuse and edge cases: each gets a clear diagnostic or IGListKit's recovery, and no update
/// that was asked for is lost.
@MainActor
@Suite struct ListAdapterBadInputTests {
  @Test func aDataSourceThatWouldReturnAnotherSectionControllerTypeLaterKeepsTheFirst() {
    @MainActor final class Fickle: ListAdapterDataSource {
      var calls = 0
      var objects: [any ListDiffable] = [TestObject(1, 1)]
      func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { objects }
      func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
        -> ListSectionController
      {
        calls += 1
        return calls == 1 ? TestSection() : OtherSection()
      }
      func emptyView(for listAdapter: ListAdapter) -> View? { nil }
    }
    let harness = AdapterHarness.rows([])
    let fickle = Fickle()
    harness.adapter.dataSource = fickle
    fickle.objects = [TestObject(1, 2)]
    harness.adapter.performUpdates(animated: false)
    harness.scheduler.runUntilIdle()
    // The section controller stays while an object with its key is in the list: the data source
    // is not asked again, as in IGListKit.
    #expect(fickle.calls == 1)
    #expect(harness.adapter.sectionController(forSection: 0) is TestSection)
  }

  @Test func anItemCountChangedOutsideAnUpdateIsReportedAndReloaded() {
    let updater = ListAdapterUpdater()
    let crashes = UpdaterCrashLog()
    updater.delegate = crashes
    let kept = TestObject(0, 1)
    let harness = AdapterHarness.rows([kept, TestObject(1, 1)], updater: updater)
    harness.collectionView.layoutIfNeeded()
    // The section controller changes its count without telling anyone, and the data source keeps
    // the same object, so the diff sees no change in that section.
    (harness.adapter.sectionController(forSection: 0) as? TestSection)?.item = TestObject(0, 3)
    harness.dataSource.objects = [kept]
    harness.adapter.performUpdates(animated: true)
    harness.scheduler.runUntilIdle()
    #expect(crashes.messages.count == 1)
    #expect(
      crashes.messages.first?.hasPrefix("Invalid update: invalid number of items in section 0")
        == true)
    harness.collectionView.layoutIfNeeded()
    #expect(harness.shown == ["0-0", "0-1", "0-2"])
  }

  @Test func dequeuingAnUnregisteredIdentifierIsTheCollectionViewsError() {
    @MainActor final class Unregistered: ListAdapterDataSource {
      func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { [1] }
      func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
        -> ListSectionController
      { UnregisteredSection() }
      func emptyView(for listAdapter: ListAdapter) -> View? { nil }
    }
    let harness = AdapterHarness.rows([])
    var errors: [CollectionViewError.Kind] = []
    harness.collectionView.violationHandler = { errors.append($0.kind) }
    let dataSource = Unregistered()
    harness.adapter.dataSource = dataSource
    harness.collectionView.layoutIfNeeded()
    #expect(errors == [.dequeueUnregisteredIdentifier])
  }

  @Test func aClassThatIsNotACellIsReportedAndAPlainCellDequeued() {
    final class NotACell {}
    let harness = AdapterHarness([TestObject(1, 1)], start: .laidOut) { _ in
      ListSingleSectionController(
        cellClass: NotACell.self, configureBlock: { _, _ in },
        sizeBlock: { _, _ in CGSize(width: 10, height: 1) })
    }
    let cell = harness.cell(0)
    #expect(cell.map { type(of: $0) == CollectionViewCell.self } == true)
    #expect(
      harness.diagnostics == [
        "ListSingleSectionController dequeued a cell of NotACell, which is not a "
          + "CollectionViewCell; it gets a CollectionViewCell."
      ])
  }

  @Test func anAdapterReleasedWithAnUpdatePendingStillCompletesIt() {
    let scheduler = ManualScheduler()
    let collectionView = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 20, height: 10),
      collectionViewLayout: CollectionViewFlowLayout())
    collectionView.scheduler = scheduler
    let dataSource = TestDataSource([TestObject(0, 1)]) { _ in TestSection() }
    var finished: Bool?
    do {
      let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
      adapter.collectionView = collectionView
      adapter.dataSource = dataSource
      adapter.performUpdates(animated: true) { finished = $0 }
    }
    scheduler.runUntilIdle()
    #expect(finished != nil)
  }

  @Test func performUpdatesCalledFromInsideAnUpdateRunsAfterItAndLosesNothing() {
    /// A section controller that asks for another update while the adapter applies one.
    final class Reentrant: ListSectionController {
      var onUpdate: (() -> Void)?
      var item: TestObject?
      override func numberOfItems() -> Int { item?.number ?? 0 }
      override func sizeForItem(at index: Int) -> CGSize { CGSize(width: 20, height: 1) }
      override func cellForItem(at index: Int) -> CollectionViewCell {
        guard let context = collectionContext else { fatalError("outside an adapter") }
        let cell: TextCell = context.dequeueReusableCell(for: self, at: index)
        cell.text = "\(item?.key ?? AnyHashable(-1))-\(index)"
        return cell
      }
      override func didUpdate(to object: Any) {
        item = object as? TestObject
        onUpdate?()
      }
    }
    @MainActor final class Source: ListAdapterDataSource {
      var objects: [any ListDiffable] = [TestObject(0, 1)]
      var made: [Reentrant] = []
      func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { objects }
      func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
        -> ListSectionController
      {
        let controller = Reentrant()
        made.append(controller)
        return controller
      }
      func emptyView(for listAdapter: ListAdapter) -> View? { nil }
    }
    let harness = AdapterHarness.rows([])
    let source = Source()
    harness.adapter.dataSource = source
    harness.collectionView.layoutIfNeeded()
    let adapter = harness.adapter
    var finished: [String] = []
    // The first update's didUpdate(to:) changes the model again and asks for an update; the
    // first update's completion asks for a third.
    source.made.first?.onUpdate = {
      source.made.first?.onUpdate = nil
      source.objects = [TestObject(0, 3), TestObject(1, 1)]
      adapter.performUpdates(animated: true) { finished.append("inner \($0)") }
    }
    source.objects = [TestObject(0, 2)]
    adapter.performUpdates(animated: true) { done in
      finished.append("outer \(done)")
      source.objects.append(TestObject(2, 1))
      adapter.performUpdates(animated: true) { finished.append("completion \($0)") }
    }
    harness.scheduler.runUntilIdle()
    harness.collectionView.layoutIfNeeded()
    #expect(finished == ["outer true", "inner true", "completion true"])
    #expect(harness.shown == ["0-0", "0-1", "0-2", "1-0", "2-0"])
    #expect(harness.diagnostics.isEmpty)
  }

  @Test func duplicatesCanBeMadeAHardErrorInsteadOfDropped() {
    let harness = AdapterHarness.rows([TestObject(0, 1)])
    harness.adapter.duplicateIdentifierPolicy = .dropWithDiagnostic
    harness.dataSource.objects = [TestObject(0, 1), TestObject(0, 1)]
    harness.adapter.performUpdates(animated: false)
    harness.scheduler.runUntilIdle()
    #expect(harness.diagnostics.count == 1)
    // With `.fail` the same input stops the app with that message; a test cannot observe a stop.
    #expect(ListDuplicateIdentifierPolicy.fail != .dropWithDiagnostic)
  }
}
