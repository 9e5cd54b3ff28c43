// Executable audit of IGListKit 5.2's public Swift surface against ListKit.
//
// Every public declaration of IGListKit 5.2's public headers (Source/IGListDiffKit/*.h,
// Source/IGListKit/*.h, not Internal/) and of Source/IGListSwiftKit/*.swift appears below, grouped
// by header, written the way an IGListKit Swift user writes it: Swift's Clang importer spelling
// (NS_SWIFT_NAME, omit-needless-words, nullability as optionals or implicitly unwrapped optionals,
// NS_SWIFT_UI_ACTOR as @MainActor, `async` forms of completion-handler methods, the IG prefix kept
// where a header has no NS_SWIFT_NAME) with UIKit's type names. Spellings were derived from the
// headers and checked against IGListKit's generated docs (docs/) and its Swift call sites.
//
// For each protocol a test type implements every requirement, optional ones included, with
// IGListKit's exact signature, and the tests call every requirement through `any Protocol`, then
// check that the test type's method ran: a requirement spelled differently in ListKit would fail
// to compile, and a compatibility default that shadows the requirement would fail at run time.
// Methods of protocols that IGListKit marks NS_SWIFT_UI_ACTOR call `requireMainActor()`
// synchronously, which compiles only where the protocol isolates its conformers to the main actor.
//
// `// Deliberate difference:` marks a declaration that ListKit leaves out or spells otherwise on
// purpose; the commented-out code under it, where there is some, is IGListKit's, and the
// migration guide lists each difference. Every other declaration is written out and compiles.
//
// Coverage: 370 imported declarations (types, members, enum cases, struct fields and initializers,
// typealiases, functions, the importer's async forms, IGListSwiftKit's API): 67 from
// IGListDiffKit's headers, 282 from IGListKit's, 21 from IGListSwiftKit. 20 of them are deliberate
// differences, the rest are written out below.
//
// Isolation: IGListKit leaves ListAdapterPerformanceDelegate, ListAdapterUpdaterDelegate,
// ListBatchContext, ListCollectionContext, ListScrollDelegate, ListUpdatingDelegate,
// ListCollectionViewLayoutCompatible, IGListTransitionDelegate, IGListCollectionViewDelegateLayout
// and IGListAdapterDelegateAnnouncer nonisolated; ListKit isolates them to the main actor. The
// conformers below are written for the nonisolated protocols and still compile (they infer the
// main actor), so no line marks it.

import Foundation
import IGListDiffKit
import IGListKit
import IGListSwiftKit
import Testing

// MARK: - Fixtures

/// Compiles when called synchronously from the main actor only.
@MainActor func requireMainActor() {}

/// Records which of a test type's methods ran. Not main-actor isolated, so that conformers of the
/// protocols IGListKit leaves nonisolated may use it; every test uses it from the main actor only.
final class CallLog: @unchecked Sendable {
  var names: [String] = []
  func record(_ name: String = #function) { names.append(name) }
  func count(_ prefix: String) -> Int { names.filter { $0.hasPrefix(prefix) }.count }
}

final class TestCell: UICollectionViewCell {}

final class TestHeader: UICollectionReusableView {}

final class Item: NSObject, ListDiffable {
  let key: String
  let version: Int

  init(_ key: String, _ version: Int = 0) {
    self.key = key
    self.version = version
    super.init()
  }

  // Deliberate difference: IGListKit's `func diffIdentifier() -> NSObjectProtocol`; ListKit's returns AnyHashable.
  func diffIdentifier() -> AnyHashable { key as NSString }

  func isEqual(toDiffableObject object: ListDiffable?) -> Bool {
    guard let other = object as? Item else { return false }
    return key == other.key && version == other.version
  }
}

/// A section controller that overrides every overridable IGListSectionController method and sets
/// every delegate property.
class FullSectionController: ListSectionController {
  let log: CallLog
  var object: Any?

  init(log: CallLog) {
    self.log = log
    super.init()
    inset = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    minimumLineSpacing = 5
    minimumInteritemSpacing = 6
  }

  override func numberOfItems() -> Int {
    requireMainActor()  // NS_SWIFT_UI_ACTOR on IGListSectionController
    return 2
  }

  override func sizeForItem(at index: Int) -> CGSize {
    // IGListKit's `collectionContext` is `ListCollectionContext!`: used unwrapped.
    CGSize(width: collectionContext.containerSize.width, height: 10)
  }

  override func cellForItem(at index: Int) -> UICollectionViewCell {
    log.record()
    return collectionContext.dequeueReusableCell(of: TestCell.self, for: self, at: index)
  }

  override func didUpdate(to object: Any) { self.object = object }
  override func shouldSelectItem(at index: Int) -> Bool { log.record(); return true }
  override func shouldDeselectItem(at index: Int) -> Bool { log.record(); return true }
  override func didSelectItem(at index: Int) { log.record() }
  override func didDeselectItem(at index: Int) { log.record() }
  override func didHighlightItem(at index: Int) { log.record() }
  override func didUnhighlightItem(at index: Int) { log.record() }
  // Deliberate difference: `contextMenuConfigurationForItem(at:point:) -> UIContextMenuConfiguration?` (context menus absent).
  override func canMoveItem(at index: Int) -> Bool { log.record(); return false }
  override func moveObject(from sourceIndex: Int, to destinationIndex: Int) { log.record() }
}

@MainActor func makeCollectionView() -> UICollectionView {
  UICollectionView(
    frame: CGRect(x: 0, y: 0, width: 100, height: 100),
    collectionViewLayout: UICollectionViewFlowLayout())
}

/// A data source that hands out `FullSectionController`s for `Item`s.
final class DataSource: NSObject, ListAdapterDataSource {
  let log = CallLog()
  var objects: [ListDiffable] = []
  var makeSectionController: @MainActor (Any) -> ListSectionController = { _ in
    ListSectionController()
  }

  func objects(for listAdapter: ListAdapter) -> [ListDiffable] {
    requireMainActor()
    log.record()
    return objects
  }

  func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  {
    requireMainActor()
    log.record()
    return makeSectionController(object)
  }

  func emptyView(for listAdapter: ListAdapter) -> UIView? {
    requireMainActor()
    log.record()
    return nil
  }
}

/// An adapter showing `objects` in a 100×100 collection view.
@MainActor final class Fixture {
  let viewController = UIViewController()
  let collectionView = makeCollectionView()
  let dataSource = DataSource()
  let adapter: ListAdapter
  let log = CallLog()

  init(_ objects: [ListDiffable]) {
    adapter = ListAdapter(
      updater: ListAdapterUpdater(), viewController: viewController, workingRangeSize: 1)
    dataSource.objects = objects
    let log = self.log
    dataSource.makeSectionController = { _ in FullSectionController(log: log) }
    adapter.collectionView = collectionView
    adapter.dataSource = dataSource
    collectionView.layoutIfNeeded()
  }

  /// Reloads with `objects` and section controllers from `make`, and lays the cells out.
  func show(
    _ objects: [ListDiffable]? = nil, _ make: (@MainActor (Any) -> ListSectionController)? = nil
  ) async {
    if let objects { dataSource.objects = objects }
    if let make { dataSource.makeSectionController = make }
    await adapter.reloadData()
    collectionView.layoutIfNeeded()
  }
}

// MARK: IGListAssert.h
// The assertion macros (IGAssert, IGWarn, IGFailAssert, IGParameterAssert, IGAssertMainThread, …)
// are function-like macros, which Swift does not import. IG_ASSERTIONS_ENABLED is an integer macro:

@Test func igListAssert() {
  // Deliberate difference: IGListKit imports `var IG_ASSERTIONS_ENABLED: Int32 { get }` (1 unless NS_BLOCK_ASSERTIONS) vs ListKit has no such constant
  // let enabled: Int32 = IG_ASSERTIONS_ENABLED
  // #expect(enabled == 0 || enabled == 1)
}

// MARK: IGListMacros.h
// IGLK_SUBCLASSING_RESTRICTED, IGLK_UNAVAILABLE, IGLKLog, IGLK_BLOCK_CALL_SAFE and
// IGLK_UNEXPECTED_SWITCH_CASE_ABORT are attribute or function-like macros (not imported);
// IGLK_DEBUG_DESCRIPTION_ENABLED is imported only when the importer defines DEBUG, so not checked.

// MARK: IGListCompatibility.h
// Imports UIKit or Cocoa only; it declares nothing.

// MARK: IGListDiffKit.h

@Test func igListDiffKitUmbrella() {
  // Deliberate difference: IGListKit declares `var IGListKitVersionNumber: Double` vs ListKit has no such variable
  // let version: Double = IGListKitVersionNumber
  // #expect(version >= 0)
  // `IGListKitVersionString` is a `const unsigned char[]` of unknown size, which Swift does not import.
}

// MARK: IGListDiffable.h

@Test func igListDiffable() {
  let a: ListDiffable = Item("a", 1)
  let b: ListDiffable = Item("a", 1)
  let c: ListDiffable = Item("a", 2)
  // Deliberate difference: `diffIdentifier()` returns AnyHashable, not NSObjectProtocol.
  #expect(a.diffIdentifier() == b.diffIdentifier())
  #expect(a.isEqual(toDiffableObject: b))
  #expect(!a.isEqual(toDiffableObject: c))
  #expect(!a.isEqual(toDiffableObject: nil))
}

// MARK: NSNumber+IGListDiffable.h

@Test func nsNumberListDiffable() {
  let one: ListDiffable = NSNumber(value: 1)
  #expect(one.isEqual(toDiffableObject: NSNumber(value: 1)))
  #expect(!one.isEqual(toDiffableObject: NSNumber(value: 2)))
  #expect(one.diffIdentifier() == NSNumber(value: 1).diffIdentifier())
}

// MARK: NSString+IGListDiffable.h

@Test func nsStringListDiffable() {
  let a: ListDiffable = "a" as NSString
  #expect(a.isEqual(toDiffableObject: "a" as NSString))
  #expect(!a.isEqual(toDiffableObject: "b" as NSString))
  #expect(a.diffIdentifier() == ("a" as NSString).diffIdentifier())
}

// MARK: IGListDiff.h

@Test func igListDiff() {
  let pointerPersonality: ListDiffOption = .pointerPersonality
  let equality: ListDiffOption = .equality
  #expect(pointerPersonality.rawValue == 0)
  #expect(equality.rawValue == 1)
  #expect(ListDiffOption(rawValue: 1) == .equality)

  let old: [ListDiffable] = ["a" as NSString, "b" as NSString, "c" as NSString]
  let new: [ListDiffable] = ["c" as NSString, "a" as NSString, "d" as NSString]
  let result: ListIndexSetResult = ListDiff(oldArray: old, newArray: new, option: .equality)
  #expect(result.deletes == IndexSet(integer: 1))
  #expect(result.inserts == IndexSet(integer: 2))
  #expect(ListDiff(oldArray: nil, newArray: new, option: .pointerPersonality).inserts.count == 3)

  let paths: ListIndexPathResult = ListDiffPaths(
    fromSection: 0, toSection: 1, oldArray: old, newArray: nil, option: .equality)
  #expect(paths.deletes.count == 3)
  #expect(paths.deletes.allSatisfy { $0.section == 0 })
}

// MARK: IGListIndexSetResult.h

@Test func igListIndexSetResult() {
  let old: [ListDiffable] = [Item("a"), Item("b", 1), Item("c")]
  let new: [ListDiffable] = [Item("c"), Item("b", 2), Item("d")]
  let result = ListDiff(oldArray: old, newArray: new, option: .equality)
  let inserts: IndexSet = result.inserts
  let deletes: IndexSet = result.deletes
  let updates: IndexSet = result.updates
  let moves: [ListMoveIndex] = result.moves
  let hasChanges: Bool = result.hasChanges
  #expect(inserts == IndexSet(integer: 2))
  #expect(deletes == IndexSet(integer: 0))
  #expect(updates == IndexSet(integer: 1))
  #expect(moves.count == 2)  // "c" and "b" both shift
  #expect(hasChanges)
  // IGListKit takes `forIdentifier identifier: NSObjectProtocol`; an NSString passes either way.
  let oldIndex: Int = result.oldIndex(forIdentifier: "c" as NSString)
  let newIndex: Int = result.newIndex(forIdentifier: "c" as NSString)
  #expect(result.newIndex(forIdentifier: "zz" as NSString) == NSNotFound)
  #expect(oldIndex == 2)
  #expect(newIndex == 0)
  #expect(result.oldIndexIfPresent(forIdentifier: "zz" as NSString) == nil)
  let batch: ListIndexSetResult = result.forBatchUpdates()
  #expect(batch.updates.isEmpty)
  #expect(batch.deletes.contains(1) && batch.inserts.contains(1))
}

// MARK: IGListIndexPathResult.h

@Test func igListIndexPathResult() {
  let old: [ListDiffable] = [Item("a"), Item("b", 1), Item("c")]
  let new: [ListDiffable] = [Item("c"), Item("b", 2), Item("d")]
  let result = ListDiffPaths(
    fromSection: 0, toSection: 0, oldArray: old, newArray: new, option: .equality)
  let inserts: [IndexPath] = result.inserts
  let deletes: [IndexPath] = result.deletes
  let updates: [IndexPath] = result.updates
  let moves: [ListMoveIndexPath] = result.moves
  let hasChanges: Bool = result.hasChanges
  #expect(inserts == [IndexPath(item: 2, section: 0)])
  #expect(deletes == [IndexPath(item: 0, section: 0)])
  #expect(updates == [IndexPath(item: 1, section: 0)])
  #expect(moves.count == 2)
  #expect(hasChanges)
  let oldPath: IndexPath? = result.oldIndexPath(forIdentifier: "c" as NSString)
  let newPath: IndexPath? = result.newIndexPath(forIdentifier: "c" as NSString)
  #expect(oldPath == IndexPath(item: 2, section: 0))
  #expect(newPath == IndexPath(item: 0, section: 0))
  #expect(result.oldIndexPath(forIdentifier: "zz" as NSString) == nil)
  let batch: ListIndexPathResult = result.forBatchUpdates()
  #expect(batch.updates.isEmpty)
}

// MARK: IGListMoveIndex.h

@Test func igListMoveIndex() {
  let result = ListDiff(
    oldArray: ["a" as NSString, "b" as NSString], newArray: ["b" as NSString, "a" as NSString],
    option: .equality)
  let move: ListMoveIndex = result.moves[0]
  let from: Int = move.from
  let to: Int = move.to
  #expect(from != to)
  // `init()`/`new` are NS_UNAVAILABLE: IGListKit users cannot make one.
}

// MARK: IGListMoveIndexPath.h

@Test func igListMoveIndexPath() {
  let result = ListDiffPaths(
    fromSection: 0, toSection: 1, oldArray: ["a" as NSString, "b" as NSString],
    newArray: ["b" as NSString, "a" as NSString], option: .equality)
  let move: ListMoveIndexPath = result.moves[0]
  let from: IndexPath = move.from
  let to: IndexPath = move.to
  #expect(from.section == 0)
  #expect(to.section == 1)
}

// MARK: IGListBatchUpdateData.h

@Test func igListBatchUpdateData() {
  let moves: [ListMoveIndexPath] = ListDiffPaths(
    fromSection: 0, toSection: 0, oldArray: ["a" as NSString, "b" as NSString],
    newArray: ["b" as NSString, "a" as NSString], option: .equality
  ).moves
  let data = ListBatchUpdateData(
    insertSections: IndexSet(integer: 3),
    deleteSections: IndexSet(integer: 1),
    moveSections: Set<ListMoveIndex>(),
    insert: [IndexPath(item: 0, section: 0)],
    delete: [IndexPath(item: 1, section: 0)],
    update: [],
    moveIndexPaths: moves)
  let insertSections: IndexSet = data.insertSections
  let deleteSections: IndexSet = data.deleteSections
  let moveSections: Set<ListMoveIndex> = data.moveSections
  let insertIndexPaths: [IndexPath] = data.insertIndexPaths
  let deleteIndexPaths: [IndexPath] = data.deleteIndexPaths
  let updateIndexPaths: [IndexPath] = data.updateIndexPaths
  let moveIndexPaths: [ListMoveIndexPath] = data.moveIndexPaths
  #expect(insertSections == IndexSet(integer: 3))
  #expect(deleteSections == IndexSet(integer: 1))
  #expect(moveSections.isEmpty)
  #expect(insertIndexPaths.count + deleteIndexPaths.count + updateIndexPaths.count >= 0)
  _ = moveIndexPaths
}

// MARK: IGListExperiments.h

@Test func igListExperiments() {
  #expect(ListExperiment.none.rawValue == 1 << 1)
  #expect(ListExperiment.invalidateLayoutForUpdates.rawValue == 1 << 2)
  #expect(ListExperiment.throwOnInconsistencyException.rawValue == 1 << 3)
  #expect(ListExperiment.removeDataSourceChangeEarlyExit.rawValue == 1 << 4)
  #expect(ListExperiment.fixPreferredFocusedView.rawValue == 1 << 5)
  let mask: ListExperiment = [.invalidateLayoutForUpdates, .removeDataSourceChangeEarlyExit]
  #expect(ListExperimentEnabled(mask: mask, option: .invalidateLayoutForUpdates))
  #expect(!ListExperimentEnabled(mask: mask, option: .throwOnInconsistencyException))
  #expect(ListExperiment(rawValue: 4) == .invalidateLayoutForUpdates)

  // C structs: a zero initializer and a memberwise one. BOOL fields of a C struct import as ObjCBool.
  var diffing = ListAdaptiveDiffingExperimentConfig()
  diffing.enabled = true
  diffing.higherQOSEnabled = false
  diffing.maxItemCountToRunOnMain = 5
  diffing.lowerPriorityWhenViewNotVisible = true
  // Deliberate difference: IGListKit's C-struct BOOL fields import as `ObjCBool` (read with `.boolValue`) vs ListKit's are `Bool`
  // #expect(diffing.enabled.boolValue)
  // let diffingEnabled: ObjCBool = diffing.enabled
  // #expect(diffingEnabled.boolValue)
  let diffing2 = ListAdaptiveDiffingExperimentConfig(
    enabled: true, higherQOSEnabled: false, maxItemCountToRunOnMain: 5,
    lowerPriorityWhenViewNotVisible: true)
  #expect(diffing2.maxItemCountToRunOnMain == diffing.maxItemCountToRunOnMain)
  // Deliberate difference (ObjCBool, as above): #expect(!diffing2.higherQOSEnabled.boolValue)
  // Deliberate difference (ObjCBool, as above): #expect(diffing2.lowerPriorityWhenViewNotVisible.boolValue)

  var coalescing = ListAdaptiveCoalescingExperimentConfig()
  coalescing.enabled = true
  coalescing.minInterval = 0.1
  coalescing.intervalIncrement = 0.1
  coalescing.maxInterval = 1
  coalescing.useMaxIntervalWhenViewNotVisible = true
  let interval: TimeInterval = coalescing.maxInterval
  #expect(interval == 1)
  // Deliberate difference (ObjCBool, as above): #expect(coalescing.enabled.boolValue)
  // Deliberate difference (ObjCBool, as above): #expect(coalescing.useMaxIntervalWhenViewNotVisible.boolValue)
  let coalescing2 = ListAdaptiveCoalescingExperimentConfig(
    enabled: false, minInterval: 0, intervalIncrement: 0, maxInterval: 0,
    useMaxIntervalWhenViewNotVisible: false)
  // Deliberate difference (ObjCBool, as above): #expect(!coalescing2.enabled.boolValue)
  _ = coalescing2
}

// MARK: IGListKit.h

@Test func igListKitUmbrella() {
  // Deliberate difference: IGListKit declares `var IGListKitVersionNumber: Double` vs ListKit has no such variable
  // let version: Double = IGListKitVersionNumber
  // #expect(version >= 0)
  #expect(Bool(true))
}

// MARK: IGListCollectionScrollingTraits.h

@Test func igListCollectionScrollingTraits() {
  var traits = ListCollectionScrollingTraits()
  #expect(!traits.isTracking && !traits.isDragging && !traits.isDecelerating)
  traits = ListCollectionScrollingTraits(
    isTracking: false, isDragging: false, isDecelerating: false)
  traits.isTracking = true
  traits.isDragging = true
  traits.isDecelerating = true
  let tracking: Bool = traits.isTracking
  #expect(tracking)
  let traits2 = ListCollectionScrollingTraits(
    isTracking: false, isDragging: true, isDecelerating: false)
  #expect(traits2.isDragging)
}

// MARK: IGListAdapterUpdateListener.h

final class UpdateListener: NSObject, ListAdapterUpdateListener {
  let log = CallLog()
  var updates: [ListAdapterUpdateType] = []

  func listAdapter(
    _ listAdapter: ListAdapter, didFinish update: ListAdapterUpdateType, animated: Bool
  ) {
    requireMainActor()
    log.record()
    updates.append(update)
  }
}

@MainActor @Test func igListAdapterUpdateListener() {
  #expect(ListAdapterUpdateType.performUpdates.rawValue == 0)
  #expect(ListAdapterUpdateType.reloadData.rawValue == 1)
  #expect(ListAdapterUpdateType.itemUpdates.rawValue == 2)
  #expect(ListAdapterUpdateType(rawValue: 2) == .itemUpdates)
  let fixture = Fixture([])
  let listener = UpdateListener()
  let l: ListAdapterUpdateListener = listener
  l.listAdapter(fixture.adapter, didFinish: .itemUpdates, animated: false)
  #expect(listener.updates == [.itemUpdates])
}

// MARK: IGListAdapterDelegate.h

final class AdapterDelegate: NSObject, ListAdapterDelegate {
  let log = CallLog()

  func listAdapter(_ listAdapter: ListAdapter, willDisplay object: Any, at index: Int) {
    requireMainActor()
    log.record()
  }

  func listAdapter(_ listAdapter: ListAdapter, didEndDisplaying object: Any, at index: Int) {
    requireMainActor()
    log.record()
  }

  func listAdapter(
    _ listAdapter: ListAdapter, willDisplay object: Any, cell: UICollectionViewCell,
    at indexPath: IndexPath
  ) {
    requireMainActor()
    log.record()
  }

  func listAdapter(
    _ listAdapter: ListAdapter, didEndDisplaying object: Any, cell: UICollectionViewCell,
    at indexPath: IndexPath
  ) {
    requireMainActor()
    log.record()
  }
}

@MainActor @Test func igListAdapterDelegate() {
  let fixture = Fixture([])
  let adapterDelegate = AdapterDelegate()
  let a: ListAdapterDelegate = adapterDelegate
  let cell = TestCell(frame: .zero)
  let path = IndexPath(item: 0, section: 0)
  a.listAdapter(fixture.adapter, willDisplay: "o" as NSString, at: 0)
  a.listAdapter(fixture.adapter, didEndDisplaying: "o" as NSString, at: 0)
  a.listAdapter(fixture.adapter, willDisplay: "o" as NSString, cell: cell, at: path)
  a.listAdapter(fixture.adapter, didEndDisplaying: "o" as NSString, cell: cell, at: path)
  #expect(Set(adapterDelegate.log.names).count == 4)
}

// MARK: IGListAdapterMoveDelegate.h

final class MoveDelegate: NSObject, ListAdapterMoveDelegate {
  let log = CallLog()

  func listAdapter(
    _ listAdapter: ListAdapter, move object: Any, from previousObjects: [Any], to objects: [Any]
  ) {
    requireMainActor()
    log.record()
  }
}

@MainActor @Test func igListAdapterMoveDelegate() {
  let fixture = Fixture([])
  let moveDelegate = MoveDelegate()
  let m: ListAdapterMoveDelegate = moveDelegate
  m.listAdapter(fixture.adapter, move: "o" as NSString, from: [], to: [])
  #expect(moveDelegate.log.names.count == 1)
}

// MARK: IGListAdapterPerformanceDelegate.h
// (Not NS_SWIFT_UI_ACTOR in IGListKit.)

final class PerformanceDelegate: NSObject, ListAdapterPerformanceDelegate {
  let log = CallLog()

  func listAdapterWillCallDequeueCell(_ listAdapter: ListAdapter) { log.record() }
  func listAdapter(
    _ listAdapter: ListAdapter, didCallDequeue cell: UICollectionViewCell,
    on sectionController: ListSectionController, at index: Int
  ) { log.record() }
  func listAdapterWillCallDisplayCell(_ listAdapter: ListAdapter) { log.record() }
  func listAdapter(
    _ listAdapter: ListAdapter, didCallDisplay cell: UICollectionViewCell,
    on sectionController: ListSectionController, at index: Int
  ) { log.record() }
  func listAdapterWillCallEndDisplayCell(_ listAdapter: ListAdapter) { log.record() }
  func listAdapter(
    _ listAdapter: ListAdapter, didCallEndDisplay cell: UICollectionViewCell,
    on sectionController: ListSectionController, at index: Int
  ) { log.record() }
  func listAdapterWillCallSize(_ listAdapter: ListAdapter) { log.record() }
  func listAdapter(
    _ listAdapter: ListAdapter, didCallSizeOn sectionController: ListSectionController,
    at index: Int
  ) { log.record() }
  func listAdapterWillCallScroll(_ listAdapter: ListAdapter) { log.record() }
  func listAdapter(_ listAdapter: ListAdapter, didCallScroll scrollView: UIScrollView) {
    log.record()
  }
}

@MainActor @Test func igListAdapterPerformanceDelegate() {
  let fixture = Fixture([])
  let performanceDelegate = PerformanceDelegate()
  let p: ListAdapterPerformanceDelegate = performanceDelegate
  let sc = ListSectionController()
  let cell = TestCell(frame: .zero)
  p.listAdapterWillCallDequeueCell(fixture.adapter)
  p.listAdapter(fixture.adapter, didCallDequeue: cell, on: sc, at: 0)
  p.listAdapterWillCallDisplayCell(fixture.adapter)
  p.listAdapter(fixture.adapter, didCallDisplay: cell, on: sc, at: 0)
  p.listAdapterWillCallEndDisplayCell(fixture.adapter)
  p.listAdapter(fixture.adapter, didCallEndDisplay: cell, on: sc, at: 0)
  p.listAdapterWillCallSize(fixture.adapter)
  p.listAdapter(fixture.adapter, didCallSizeOn: sc, at: 0)
  p.listAdapterWillCallScroll(fixture.adapter)
  p.listAdapter(fixture.adapter, didCallScroll: fixture.collectionView)
  #expect(Set(performanceDelegate.log.names).count == 10)
}

// MARK: IGListAdapterDataSource.h
// (`DataSource` above conforms; its three methods are exercised by every adapter test.)

@MainActor @Test func igListAdapterDataSource() {
  let fixture = Fixture([Item("a"), Item("b")])
  let dataSource: ListAdapterDataSource = fixture.dataSource
  let objects: [ListDiffable] = dataSource.objects(for: fixture.adapter)
  #expect(objects.count == 2)
  let sectionController: ListSectionController = dataSource.listAdapter(
    fixture.adapter, sectionControllerFor: objects[0])
  #expect(sectionController is FullSectionController)
  let emptyView: UIView? = dataSource.emptyView(for: fixture.adapter)
  #expect(emptyView == nil)
  #expect(fixture.dataSource.log.count("emptyView(for:)") >= 1)
}

// MARK: IGListAdapter.h

@MainActor @Suite struct IGListAdapterTests {
  @Test func typealiasAndInitializers() {
    let completion: ListUpdaterCompletion = { (finished: Bool) in _ = finished }
    completion(true)
    let viewController = UIViewController()
    let adapter = ListAdapter(
      updater: ListAdapterUpdater(), viewController: viewController, workingRangeSize: 2)
    let adapter2 = ListAdapter(updater: ListReloadDataUpdater(), viewController: nil)
    #expect(adapter.viewController === viewController)
    #expect(adapter2.viewController == nil)
    let updater: ListUpdatingDelegate = adapter.updater
    #expect(updater is ListAdapterUpdater)
  }

  @Test func properties() {
    let fixture = Fixture([Item("a")])
    let adapter = fixture.adapter
    let viewController: UIViewController? = adapter.viewController
    let collectionView: UICollectionView? = adapter.collectionView
    let dataSource: ListAdapterDataSource? = adapter.dataSource
    #expect(viewController === fixture.viewController)
    #expect(collectionView === fixture.collectionView)
    #expect(dataSource === fixture.dataSource)

    let delegate = AdapterDelegate()
    adapter.delegate = delegate
    let gotDelegate: ListAdapterDelegate? = adapter.delegate
    #expect(gotDelegate === delegate)

    final class CollectionViewDelegate: NSObject, UICollectionViewDelegate {}
    let collectionViewDelegate = CollectionViewDelegate()
    adapter.collectionViewDelegate = collectionViewDelegate
    let gotCollectionViewDelegate: UICollectionViewDelegate? = adapter.collectionViewDelegate
    #expect(gotCollectionViewDelegate === collectionViewDelegate)

    final class ScrollViewDelegate: NSObject, UIScrollViewDelegate {}
    let scrollViewDelegate = ScrollViewDelegate()
    adapter.scrollViewDelegate = scrollViewDelegate
    let gotScrollViewDelegate: UIScrollViewDelegate? = adapter.scrollViewDelegate
    #expect(gotScrollViewDelegate === scrollViewDelegate)

    let moveDelegate = MoveDelegate()
    adapter.moveDelegate = moveDelegate
    let gotMoveDelegate: ListAdapterMoveDelegate? = adapter.moveDelegate
    #expect(gotMoveDelegate === moveDelegate)

    let performanceDelegate = PerformanceDelegate()
    adapter.performanceDelegate = performanceDelegate
    let gotPerformanceDelegate: ListAdapterPerformanceDelegate? = adapter.performanceDelegate
    #expect(gotPerformanceDelegate === performanceDelegate)

    adapter.experiments = [.invalidateLayoutForUpdates]
    let experiments: ListExperiment = adapter.experiments
    #expect(experiments.contains(.invalidateLayoutForUpdates))

    adapter.autoDeselectEnabled = true
    let autoDeselect: Bool = adapter.autoDeselectEnabled
    #expect(autoDeselect)
  }

  @Test func lookups() {
    let a = Item("a")
    let b = Item("b")
    let fixture = Fixture([a, b])
    let adapter = fixture.adapter

    let objects: [Any] = adapter.objects()
    #expect(objects.count == 2)
    let first: ListSectionController? = adapter.sectionController(forSection: 0)
    #expect(first != nil)
    let sectionOfController: Int = adapter.section(for: first!)
    #expect(sectionOfController == 0)
    let controllerForObject: ListSectionController? = adapter.sectionController(for: b)
    #expect(controllerForObject === adapter.sectionController(forSection: 1))
    let objectForController: Any? = adapter.object(for: first!)
    #expect((objectForController as? Item) === a)
    let objectAtSection: Any? = adapter.object(atSection: 1)
    #expect((objectAtSection as? Item) === b)
    let sectionOfObject: Int = adapter.section(for: b)
    #expect(sectionOfObject == 1)
    #expect(adapter.section(for: Item("zz")) == NSNotFound)
    #expect(adapter.sectionController(forSection: 9) == nil)
    #expect(adapter.object(atSection: 9) == nil)

    let visibleSectionControllers: [ListSectionController] = adapter.visibleSectionControllers()
    #expect(visibleSectionControllers.count == 2)
    let visibleObjects: [Any] = adapter.visibleObjects()
    #expect(visibleObjects.count == 2)
    let indexes: IndexSet = adapter.indexesOfVisibleObjects()
    #expect(indexes == IndexSet(integersIn: 0..<2))
    let cells: [UICollectionViewCell] = adapter.visibleCells(for: a)
    #expect(cells.count == 2)

    let firstVisible: IndexPath? = adapter.indexPathForFirstVisibleItem()
    #expect(firstVisible == nil)  // the point at the content offset falls in section 0's inset
    let offset: CGFloat = adapter.offsetForFirstVisibleItem(
      with: UICollectionView.ScrollDirection.vertical)
    #expect(offset >= 0)
    let size: CGSize = adapter.sizeForItem(at: IndexPath(item: 0, section: 0))
    #expect(size == CGSize(width: 100, height: 10))
    let supplementarySize: CGSize = adapter.sizeForSupplementaryView(
      ofKind: "header", at: IndexPath(item: 0, section: 0))
    #expect(supplementarySize == .zero)

    adapter.scroll(
      to: b, supplementaryKinds: nil, scrollDirection: UICollectionView.ScrollDirection.vertical,
      scrollPosition: UICollectionView.ScrollPosition.top, additionalOffset: 0, animated: false)
    adapter.scroll(
      to: a, supplementaryKinds: ["header"], scrollDirection: .vertical, scrollPosition: .top,
      additionalOffset: 0, animated: false)
  }

  @Test func objectParametersAreAny() {
    // IGListKit's adapter takes objects as `id` (`Any`), e.g. the `Any` its data source is handed.
    let a = Item("a")
    let fixture = Fixture([a])
    let adapter = fixture.adapter
    let object: Any = a
    let objects: [Any] = [a]
    _ = adapter.sectionController(for: object)
    _ = adapter.section(for: object)
    _ = adapter.visibleCells(for: object)
    adapter.reloadObjects(objects)
    adapter.scroll(
      to: object, supplementaryKinds: nil, scrollDirection: .vertical, scrollPosition: .top,
      additionalOffset: 0, animated: false)
    #expect(adapter.section(for: object) == 0)
    #expect(adapter.sectionController(for: object) === adapter.sectionController(forSection: 0))
    #expect(adapter.section(for: UIView() as Any) == NSNotFound)
    // Results typed `any ListDiffable` in ListKit (`Any` in IGListKit) upcast silently:
    let results: (Any?, Any?, [Any], [Any]) = (
      adapter.object(for: adapter.sectionController(forSection: 0)!), adapter.object(atSection: 0),
      adapter.objects(), adapter.visibleObjects()
    )
    #expect(results.2.count == 1 && results.3.count == 1)
  }

  @Test func updatesAndListeners() async {
    let fixture = Fixture([Item("a")])
    let adapter = fixture.adapter
    let listener = UpdateListener()
    adapter.add(listener)
    // In a synchronous context the completion argument may be left out (the importer's `= nil`).
    func withDefaultCompletions() {
      adapter.reloadData()
      adapter.performUpdates(animated: false)
    }

    var reloaded = false
    adapter.reloadData(completion: { finished in reloaded = finished })
    await adapter.reloadData()
    #expect(reloaded)

    fixture.dataSource.objects = [Item("a"), Item("b")]
    var performed = false
    adapter.performUpdates(animated: false, completion: { finished in performed = finished })
    withDefaultCompletions()
    await adapter.performUpdates(animated: false)
    fixture.collectionView.layoutIfNeeded()
    #expect(performed)
    #expect(adapter.objects().count == 2)

    adapter.reloadObjects([fixture.dataSource.objects[0]])
    #expect(listener.updates.contains(.reloadData))
    #expect(listener.updates.contains(.performUpdates))
    adapter.remove(listener)
    let count = listener.updates.count
    await adapter.reloadData()
    #expect(listener.updates.count == count)

    // NS_SWIFT_DISABLE_ASYNC: IGListKit's importer gives no async forms of these two; IGListSwiftKit does (below).
  }

  @Test func completionTypesAcceptPlainClosures() {
    // IGListKit's ListUpdaterCompletion is `(Bool) -> Void`; a stored plain closure passes.
    let fixture = Fixture([Item("a")])
    let done: (Bool) -> Void = { _ in }
    fixture.adapter.performUpdates(animated: false, completion: done)
    fixture.adapter.reloadData(completion: done)
    _ = (done, fixture)
  }
}

// MARK: IGListAdapter+Async.swift (IGListSwiftKit)

@MainActor @Test func igListAdapterAsync() async {
  let fixture = Fixture([Item("a")])
  fixture.dataSource.objects = [Item("a"), Item("b")]
  let performed: Bool = await fixture.adapter.performUpdates(animated: false)
  #expect(performed)
  let reloaded: Bool = await fixture.adapter.reloadData()
  #expect(reloaded)
  await fixture.adapter.performUpdates(animated: false)  // @discardableResult
  await fixture.adapter.reloadData()  // @discardableResult
  #expect(fixture.adapter.objects().count == 2)
}

// NS_SWIFT_UI_ACTOR on the class: its members are main-actor isolated.
extension ListAdapter {
  func auditIsMainActorIsolated() { requireMainActor() }
}

// MARK: IGListAdapterDelegateAnnouncer.h
// No NS_SWIFT_NAME: keeps its IG prefix.

@MainActor @Test func igListAdapterDelegateAnnouncer() {
  let announcer = IGListAdapterDelegateAnnouncer.sharedInstance()
  let listener = AdapterDelegate()
  announcer.addListener(listener)
  let fixture = Fixture([Item("a")])
  #expect(listener.log.count("listAdapter(_:willDisplay:at:)") >= 1)
  announcer.removeListener(listener)
  _ = fixture
}

// MARK: IGListAdapterUpdater.h

@MainActor @Test func igListAdapterUpdater() {
  let updater = ListAdapterUpdater()
  let asUpdatingDelegate: ListUpdatingDelegate = updater
  _ = asUpdatingDelegate
  let delegate = UpdaterDelegate()
  updater.delegate = delegate
  let gotDelegate: ListAdapterUpdaterDelegate? = updater.delegate
  #expect(gotDelegate === delegate)
  updater.sectionMovesAsDeletesInserts = true
  updater.singleItemSectionUpdates = true
  updater.preferItemReloadsForSectionReloads = true
  updater.allowsReloadingOnTooManyUpdates = false
  updater.allowsBackgroundDiffing = true
  updater.experiments = [.removeDataSourceChangeEarlyExit]
  let flags: [Bool] = [
    updater.sectionMovesAsDeletesInserts, updater.singleItemSectionUpdates,
    updater.preferItemReloadsForSectionReloads, updater.allowsReloadingOnTooManyUpdates,
    updater.allowsBackgroundDiffing,
  ]
  #expect(flags == [true, true, true, false, true])
  let experiments: ListExperiment = updater.experiments
  #expect(experiments == .removeDataSourceChangeEarlyExit)
  var diffing = ListAdaptiveDiffingExperimentConfig()
  diffing.enabled = true
  updater.adaptiveDiffingExperimentConfig = diffing
  let gotDiffing: ListAdaptiveDiffingExperimentConfig = updater.adaptiveDiffingExperimentConfig
  // Deliberate difference (ObjCBool, IGListExperiments.h): #expect(gotDiffing.enabled.boolValue)
  _ = gotDiffing
  var coalescing = ListAdaptiveCoalescingExperimentConfig()
  coalescing.maxInterval = 2
  updater.adaptiveCoalescingExperimentConfig = coalescing
  let gotCoalescing: ListAdaptiveCoalescingExperimentConfig = updater
    .adaptiveCoalescingExperimentConfig
  #expect(gotCoalescing.maxInterval == 2)
}

// NS_SWIFT_UI_ACTOR on the class.
extension ListAdapterUpdater {
  func auditIsMainActorIsolated() { requireMainActor() }
}

// MARK: IGListAdapterUpdaterDelegate.h
// (Not NS_SWIFT_UI_ACTOR in IGListKit.)

final class UpdaterDelegate: NSObject, ListAdapterUpdaterDelegate {
  let log = CallLog()

  func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, willDiffFromObjects fromObjects: [ListDiffable]?,
    toObjects: [ListDiffable]?
  ) { log.record() }
  func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater,
    didDiffWithResults listIndexSetResults: ListIndexSetResult?, onBackgroundThread: Bool
  ) { log.record() }
  func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater,
    willPerformBatchUpdatesWith collectionView: UICollectionView, fromObjects: [ListDiffable]?,
    toObjects: [ListDiffable]?, listIndexSetResult listIndexSetResults: ListIndexSetResult?,
    animated: Bool
  ) { log.record() }
  func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, didPerformBatchUpdates updates: ListBatchUpdateData,
    collectionView: UICollectionView
  ) { log.record() }
  func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, willInsert indexPaths: [IndexPath],
    collectionView: UICollectionView
  ) { log.record() }
  func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, willDelete indexPaths: [IndexPath],
    collectionView: UICollectionView
  ) { log.record() }
  func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, willMoveFrom fromIndexPath: IndexPath,
    to toIndexPath: IndexPath, collectionView: UICollectionView
  ) { log.record() }
  func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, willReload indexPaths: [IndexPath],
    collectionView: UICollectionView
  ) { log.record() }
  func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, willReloadSections sections: IndexSet,
    collectionView: UICollectionView
  ) { log.record() }
  func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, willReloadDataWith collectionView: UICollectionView,
    isFallbackReload: Bool
  ) { log.record() }
  func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, didReloadDataWith collectionView: UICollectionView,
    isFallbackReload: Bool
  ) { log.record() }
  // Deliberate difference: `listAdapterUpdater(_:collectionView:willCrashWith:from:to:diffResult:updates:)` (NSException) exists on Apple platforms only.
  func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, willCrashWith collectionView: UICollectionView,
    sectionControllerClass: AnyClass?
  ) { log.record() }
  func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater,
    didFinishWithoutUpdatesWith collectionView: UICollectionView?
  ) { log.record() }
}

@MainActor @Test func igListAdapterUpdaterDelegate() {
  let delegate = UpdaterDelegate()
  let d: ListAdapterUpdaterDelegate = delegate
  let updater = ListAdapterUpdater()
  let collectionView = makeCollectionView()
  let objects: [ListDiffable] = ["a" as NSString]
  let result = ListDiff(oldArray: nil, newArray: objects, option: .equality)
  let data = ListBatchUpdateData(
    insertSections: [], deleteSections: [], moveSections: [], insert: [], delete: [], update: [],
    moveIndexPaths: [])
  let path = IndexPath(item: 0, section: 0)
  d.listAdapterUpdater(updater, willDiffFromObjects: nil, toObjects: objects)
  d.listAdapterUpdater(updater, didDiffWithResults: result, onBackgroundThread: false)
  d.listAdapterUpdater(
    updater, willPerformBatchUpdatesWith: collectionView, fromObjects: nil, toObjects: objects,
    listIndexSetResult: result, animated: false)
  d.listAdapterUpdater(updater, didPerformBatchUpdates: data, collectionView: collectionView)
  d.listAdapterUpdater(updater, willInsert: [path], collectionView: collectionView)
  d.listAdapterUpdater(updater, willDelete: [path], collectionView: collectionView)
  d.listAdapterUpdater(updater, willMoveFrom: path, to: path, collectionView: collectionView)
  d.listAdapterUpdater(updater, willReload: [path], collectionView: collectionView)
  d.listAdapterUpdater(
    updater, willReloadSections: IndexSet(integer: 0), collectionView: collectionView)
  d.listAdapterUpdater(updater, willReloadDataWith: collectionView, isFallbackReload: false)
  d.listAdapterUpdater(updater, didReloadDataWith: collectionView, isFallbackReload: false)
  d.listAdapterUpdater(
    updater, willCrashWith: collectionView, sectionControllerClass: FullSectionController.self)
  d.listAdapterUpdater(updater, didFinishWithoutUpdatesWith: nil)
  #expect(delegate.log.names.count == 13)
  #expect(Set(delegate.log.names).count == 13)
}

// MARK: IGListReloadDataUpdater.h

@MainActor @Test func igListReloadDataUpdater() {
  let updater = ListReloadDataUpdater()
  let asUpdatingDelegate: ListUpdatingDelegate = updater
  let adapter = ListAdapter(updater: asUpdatingDelegate, viewController: nil)
  let collectionView = makeCollectionView()
  let dataSource = DataSource()
  dataSource.objects = [Item("a")]
  adapter.collectionView = collectionView
  adapter.dataSource = dataSource
  collectionView.layoutIfNeeded()
  #expect(adapter.objects().count == 1)
}

// MARK: IGListUpdatingDelegate.h

final class UpdatingDelegate: NSObject, ListUpdatingDelegate {
  let log = CallLog()

  // Deliberate difference: IGListKit requires `func objectLookupPointerFunctions() -> NSPointerFunctions` vs ListKit has no such requirement (and Foundation on Linux has no NSPointerFunctions)
  // func objectLookupPointerFunctions() -> NSPointerFunctions {
  //   log.record()
  //   return NSPointerFunctions(options: [.objectPersonality])
  // }

  func performUpdate(
    collectionViewBlock: @escaping ListCollectionViewBlock, animated: Bool,
    sectionDataBlock: @escaping ListTransitionDataBlock,
    applySectionDataBlock: @escaping ListTransitionDataApplyBlock,
    completion: ListUpdatingCompletion?
  ) {
    log.record()
    completion?(true)
  }

  func performUpdate(
    collectionViewBlock: @escaping ListCollectionViewBlock, animated: Bool,
    itemUpdates: @escaping ListItemUpdateBlock, completion: ListUpdatingCompletion?
  ) {
    log.record()
    itemUpdates()
    completion?(true)
  }

  func performDataSourceChange(_ block: @escaping ListDataSourceChangeBlock) {
    log.record()
    block()
  }

  func reloadData(
    collectionViewBlock: @escaping ListCollectionViewBlock,
    reloadUpdate reloadUpdateBlock: @escaping ListReloadUpdateBlock,
    completion: ListUpdatingCompletion?
  ) {
    log.record()
    reloadUpdateBlock()
    completion?(true)
  }

  func insertItems(into collectionView: UICollectionView, indexPaths: [IndexPath]) { log.record() }
  func deleteItems(from collectionView: UICollectionView, indexPaths: [IndexPath]) { log.record() }
  func moveItem(
    in collectionView: UICollectionView, from fromIndexPath: IndexPath, to toIndexPath: IndexPath
  ) { log.record() }
  func reloadItem(
    in collectionView: UICollectionView, from fromIndexPath: IndexPath, to toIndexPath: IndexPath
  ) { log.record() }
  func moveSection(in collectionView: UICollectionView, from fromIndex: Int, to toIndex: Int) {
    log.record()
  }
  func reload(_ collectionView: UICollectionView, sections: IndexSet) { log.record() }
  func isInDataUpdateBlock() -> Bool { log.record(); return false }
  func willCrash(with collectionView: UICollectionView, sectionControllerClass: AnyClass?) {
    log.record()
  }
}

@MainActor @Suite struct IGListUpdatingDelegateTests {
  @Test func blockTypealiases() {
    let completion: ListUpdatingCompletion = { (finished: Bool) in _ = finished }
    let objectTransition: ListObjectTransitionBlock = { (toObjects: [Any]) in _ = toObjects }
    let itemUpdate: ListItemUpdateBlock = {}
    let reloadUpdate: ListReloadUpdateBlock = {}
    let toObject: ListToObjectBlock = { () -> [Any]? in nil }
    let collectionViewBlock: ListCollectionViewBlock = { () -> UICollectionView? in nil }
    let dataSourceChange: ListDataSourceChangeBlock = {}
    let transitionDataBlock: ListTransitionDataBlock = { () -> ListTransitionData? in nil }
    let apply: ListTransitionDataApplyBlock = { (data: ListTransitionData) in _ = data }
    completion(true)
    objectTransition([])
    itemUpdate()
    reloadUpdate()
    #expect(toObject() == nil)
    #expect(collectionViewBlock() == nil)
    dataSourceChange()
    #expect(transitionDataBlock() == nil)
    _ = apply
  }

  @Test func blockTypealiasesAcceptPlainClosures() {
    // IGListKit's block typedefs import as plain (nonisolated) Swift function types, so a stored
    // closure of that type converts.
    let bool: (Bool) -> Void = { _ in }
    let void: () -> Void = {}
    let collectionView: () -> UICollectionView? = { nil }
    let transitionData: () -> ListTransitionData? = { nil }
    let applyData: (ListTransitionData) -> Void = { _ in }
    let _: ListUpdatingCompletion = bool
    let _: ListItemUpdateBlock = void
    let _: ListReloadUpdateBlock = void
    let _: ListDataSourceChangeBlock = void
    let _: ListCollectionViewBlock = collectionView
    let _: ListTransitionDataBlock = transitionData
    let _: ListTransitionDataApplyBlock = applyData
    // ListUpdaterCompletion: see IGListAdapterTests.completionTypesAcceptPlainClosures.
    let _: ListUpdaterCompletion = { _ in }
    _ = (bool, void, collectionView, transitionData, applyData)
  }

  @Test func everyRequirementThroughTheProtocol() async {
    let delegate = UpdatingDelegate()
    let d: ListUpdatingDelegate = delegate
    let collectionView = makeCollectionView()
    let path = IndexPath(item: 0, section: 0)

    // Deliberate difference (objectLookupPointerFunctions, as above): let functions: NSPointerFunctions = d.objectLookupPointerFunctions()
    d.performUpdate(
      collectionViewBlock: { collectionView }, animated: false, sectionDataBlock: { nil },
      applySectionDataBlock: { _ in }, completion: { finished in #expect(finished) })
    d.performUpdate(
      collectionViewBlock: { collectionView }, animated: false, itemUpdates: {},
      completion: nil)
    d.performDataSourceChange {}
    d.reloadData(collectionViewBlock: { collectionView }, reloadUpdate: {}, completion: nil)
    d.insertItems(into: collectionView, indexPaths: [path])
    d.deleteItems(from: collectionView, indexPaths: [path])
    d.moveItem(in: collectionView, from: path, to: path)
    d.reloadItem(in: collectionView, from: path, to: path)
    d.moveSection(in: collectionView, from: 0, to: 1)
    d.reload(collectionView, sections: IndexSet(integer: 0))
    let inBlock: Bool = d.isInDataUpdateBlock()
    #expect(!inBlock)
    d.willCrash(with: collectionView, sectionControllerClass: nil)

    // The importer's async forms of the three completion-handler requirements.
    let a: Bool = await d.performUpdate(
      collectionViewBlock: { collectionView }, animated: false, sectionDataBlock: { nil },
      applySectionDataBlock: { _ in })
    let b: Bool = await d.performUpdate(
      collectionViewBlock: { collectionView }, animated: false, itemUpdates: {})
    let c: Bool = await d.reloadData(collectionViewBlock: { collectionView }, reloadUpdate: {})
    #expect(a && b && c)
    // 13 in IGListKit: objectLookupPointerFunctions is missing
    #expect(Set(delegate.log.names).count == 12)
  }
}

// MARK: IGListTransitionData.h

@MainActor @Test func igListTransitionData() {
  let sectionController = ListSectionController()
  let fromObjects: [Any] = ["a" as NSString]
  let toObjects: [Any] = ["b" as NSString]
  // Deliberate difference: IGListKit `init(from: [Any], to: [Any], to: [ListSectionController])` and `fromObjects`/`toObjects: [Any]` vs ListKit `[any ListDiffable]`
  // let data = ListTransitionData(from: fromObjects, to: toObjects, to: [sectionController])
  _ = (fromObjects, toObjects)
  let data = ListTransitionData(
    from: ["a" as NSString], to: ["b" as NSString], to: [sectionController])
  let gotFrom: [Any] = data.fromObjects
  let gotTo: [Any] = data.toObjects
  let gotControllers: [ListSectionController] = data.toSectionControllers
  #expect(gotFrom.count == 1 && gotTo.count == 1)
  #expect(gotControllers.first === sectionController)
}

// MARK: IGListBatchContext.h
// (Not NS_SWIFT_UI_ACTOR in IGListKit.)

final class BatchContext: NSObject, ListBatchContext {
  let log = CallLog()

  func reload(in sectionController: ListSectionController, at indexes: IndexSet) { log.record() }
  func insert(in sectionController: ListSectionController, at indexes: IndexSet) { log.record() }
  func delete(in sectionController: ListSectionController, at indexes: IndexSet) { log.record() }
  func invalidateLayout(in sectionController: ListSectionController, at indexes: IndexSet) {
    log.record()
  }
  func move(in sectionController: ListSectionController, from fromIndex: Int, to toIndex: Int) {
    log.record()
  }
  func reload(_ sectionController: ListSectionController) { log.record() }
  func moveSectionControllerInteractive(
    _ sectionController: ListSectionController, from fromIndex: Int, to toIndex: Int
  ) { log.record() }
  func move(
    inSectionControllerInteractive sectionController: ListSectionController, from fromIndex: Int,
    to toIndex: Int
  ) { log.record() }
  func revertInvalidInteractiveMove(
    from sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) { log.record() }
}

@MainActor @Test func igListBatchContext() {
  let context = BatchContext()
  let c: ListBatchContext = context
  let sc = ListSectionController()
  let path = IndexPath(item: 0, section: 0)
  c.reload(in: sc, at: IndexSet(integer: 0))
  c.insert(in: sc, at: IndexSet(integer: 0))
  c.delete(in: sc, at: IndexSet(integer: 0))
  c.invalidateLayout(in: sc, at: IndexSet(integer: 0))
  c.move(in: sc, from: 0, to: 1)
  c.reload(sc)
  c.moveSectionControllerInteractive(sc, from: 0, to: 1)
  c.move(inSectionControllerInteractive: sc, from: 0, to: 1)
  c.revertInvalidInteractiveMove(from: path, to: path)
  #expect(Set(context.log.names).count == 9)
}

// MARK: IGListCollectionContext.h
// (Not NS_SWIFT_UI_ACTOR in IGListKit.)

final class CollectionContext: NSObject, ListCollectionContext {
  // IGListKit's ListCollectionContext is nonisolated: views are made with MainActor.assumeIsolated.
  let log = CallLog()

  var containerSize: CGSize { CGSize(width: 10, height: 20) }
  var containerInset: UIEdgeInsets { UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1) }
  var adjustedContainerInset: UIEdgeInsets { UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2) }
  var insetContainerSize: CGSize { CGSize(width: 8, height: 18) }
  var containerContentOffset: CGPoint { CGPoint(x: 0, y: 5) }
  var traitCollection: UITraitCollection? { nil }
  var scrollingTraits: ListCollectionScrollingTraits {
    ListCollectionScrollingTraits(isTracking: true, isDragging: false, isDecelerating: false)
  }
  var experiments: ListExperiment = []

  func containerSize(for sectionController: ListSectionController) -> CGSize {
    log.record(); return containerSize
  }
  func index(for cell: UICollectionViewCell, sectionController: ListSectionController) -> Int {
    log.record(); return 0
  }
  func cellForItem(at index: Int, sectionController: ListSectionController) -> UICollectionViewCell?
  { log.record(); return nil }
  func viewForSupplementaryElement(
    ofKind elementKind: String, at index: Int, sectionController: ListSectionController
  ) -> UICollectionReusableView? { log.record(); return nil }
  func fullyVisibleCells(for sectionController: ListSectionController) -> [UICollectionViewCell] {
    log.record(); return []
  }
  func visibleCells(for sectionController: ListSectionController) -> [UICollectionViewCell] {
    log.record(); return []
  }
  func visibleIndexPaths(for sectionController: ListSectionController) -> [IndexPath] {
    log.record(); return []
  }
  func deselectItem(at index: Int, sectionController: ListSectionController, animated: Bool) {
    log.record()
  }
  func selectItem(
    at index: Int, sectionController: ListSectionController, animated: Bool,
    scrollPosition: UICollectionView.ScrollPosition
  ) { log.record() }
  func dequeueReusableCell(
    of cellClass: AnyClass, withReuseIdentifier reuseIdentifier: String?,
    for sectionController: ListSectionController, at index: Int
  ) -> UICollectionViewCell {
    log.record(); return MainActor.assumeIsolated { TestCell(frame: .zero) }
  }
  func dequeueReusableCell(
    of cellClass: AnyClass, for sectionController: ListSectionController, at index: Int
  ) -> UICollectionViewCell {
    log.record(); return MainActor.assumeIsolated { TestCell(frame: .zero) }
  }
  func dequeueReusableCell(
    withNibName nibName: String, bundle: Bundle?, for sectionController: ListSectionController,
    at index: Int
  ) -> UICollectionViewCell {
    log.record(); return MainActor.assumeIsolated { TestCell(frame: .zero) }
  }
  func dequeueReusableCellFromStoryboard(
    withIdentifier identifier: String, for sectionController: ListSectionController, at index: Int
  ) -> UICollectionViewCell {
    log.record(); return MainActor.assumeIsolated { TestCell(frame: .zero) }
  }
  func dequeueReusableSupplementaryView(
    ofKind elementKind: String, for sectionController: ListSectionController,
    class viewClass: AnyClass, at index: Int
  ) -> UICollectionReusableView {
    log.record(); return MainActor.assumeIsolated { TestHeader(frame: .zero) }
  }
  func dequeueReusableSupplementaryView(
    fromStoryboardOfKind elementKind: String, withIdentifier identifier: String,
    for sectionController: ListSectionController, at index: Int
  ) -> UICollectionReusableView {
    log.record(); return MainActor.assumeIsolated { TestHeader(frame: .zero) }
  }
  func dequeueReusableSupplementaryView(
    ofKind elementKind: String, for sectionController: ListSectionController, nibName: String,
    bundle: Bundle?, at index: Int
  ) -> UICollectionReusableView {
    log.record(); return MainActor.assumeIsolated { TestHeader(frame: .zero) }
  }
  func invalidateLayout(for sectionController: ListSectionController, completion: ((Bool) -> Void)?)
  { log.record(); completion?(true) }
  func layoutAttributesForItem(at index: Int, sectionController: ListSectionController)
    -> UICollectionViewLayoutAttributes?
  { log.record(); return nil }
  func performBatch(
    animated: Bool, updates: @escaping (ListBatchContext) -> Void, completion: ((Bool) -> Void)?
  ) { log.record(); updates(BatchContext()); completion?(true) }
  func scroll(
    to sectionController: ListSectionController, at index: Int,
    scrollPosition: UICollectionView.ScrollPosition, animated: Bool
  ) { log.record() }
  func indexPathForItem(at point: CGPoint) -> IndexPath? { log.record(); return nil }
  func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { log.record(); return point }
}

@MainActor @Suite struct IGListCollectionContextTests {
  @Test func everyRequirementThroughTheProtocol() async {
    let context = CollectionContext()
    let c: ListCollectionContext = context
    let sc = ListSectionController()
    let containerSize: CGSize = c.containerSize
    let containerInset: UIEdgeInsets = c.containerInset
    let adjustedContainerInset: UIEdgeInsets = c.adjustedContainerInset
    let insetContainerSize: CGSize = c.insetContainerSize
    let containerContentOffset: CGPoint = c.containerContentOffset
    let scrollingTraits: ListCollectionScrollingTraits = c.scrollingTraits
    c.experiments = [.invalidateLayoutForUpdates]
    let experiments: ListExperiment = c.experiments
    #expect(containerSize == CGSize(width: 10, height: 20))
    #expect(containerInset.top == 1 && adjustedContainerInset.top == 2)
    #expect(insetContainerSize.width == 8 && containerContentOffset.y == 5)
    #expect(scrollingTraits.isTracking)
    #expect(experiments == .invalidateLayoutForUpdates)

    let cell = TestCell(frame: .zero)
    _ = c.containerSize(for: sc)
    let index: Int = c.index(for: cell, sectionController: sc)
    #expect(index == 0)
    let found: UICollectionViewCell? = c.cellForItem(at: 0, sectionController: sc)
    #expect(found == nil)
    let supplementary: UICollectionReusableView? = c.viewForSupplementaryElement(
      ofKind: "header", at: 0, sectionController: sc)
    #expect(supplementary == nil)
    let fullyVisible: [UICollectionViewCell] = c.fullyVisibleCells(for: sc)
    let visible: [UICollectionViewCell] = c.visibleCells(for: sc)
    let visiblePaths: [IndexPath] = c.visibleIndexPaths(for: sc)
    #expect(fullyVisible.isEmpty && visible.isEmpty && visiblePaths.isEmpty)
    c.deselectItem(at: 0, sectionController: sc, animated: false)
    c.selectItem(at: 0, sectionController: sc, animated: false, scrollPosition: [])
    let cell1: UICollectionViewCell = c.dequeueReusableCell(
      of: TestCell.self, withReuseIdentifier: "id", for: sc, at: 0)
    let cell2: UICollectionViewCell = c.dequeueReusableCell(
      of: TestCell.self, withReuseIdentifier: nil, for: sc, at: 0)
    let cell3: UICollectionViewCell = c.dequeueReusableCell(of: TestCell.self, for: sc, at: 0)
    let cell4: UICollectionViewCell = c.dequeueReusableCellFromStoryboard(
      withIdentifier: "id", for: sc, at: 0)
    let cell5: UICollectionViewCell = c.dequeueReusableCell(
      withNibName: "NibCell", bundle: nil, for: sc, at: 0)
    #expect(cell1 is TestCell && cell2 is TestCell && cell3 is TestCell && cell4 is TestCell)
    #expect(cell5 is TestCell)
    let anyCellClass: AnyClass = TestCell.self
    _ = anyCellClass
    let header: UICollectionReusableView = c.dequeueReusableSupplementaryView(
      ofKind: "header", for: sc, class: TestHeader.self, at: 0)
    let header2: UICollectionReusableView = c.dequeueReusableSupplementaryView(
      fromStoryboardOfKind: "header", withIdentifier: "id", for: sc, at: 0)
    let header3: UICollectionReusableView = c.dequeueReusableSupplementaryView(
      ofKind: "header", for: sc, nibName: "Header", bundle: nil, at: 0)
    #expect(header is TestHeader && header2 is TestHeader && header3 is TestHeader)
    c.invalidateLayout(for: sc, completion: { finished in #expect(finished) })
    c.invalidateLayout(for: sc, completion: nil)
    let attributes: UICollectionViewLayoutAttributes? = c.layoutAttributesForItem(
      at: 0, sectionController: sc)
    #expect(attributes == nil)
    c.performBatch(
      animated: false, updates: { (batchContext: ListBatchContext) in batchContext.reload(sc) },
      completion: nil)
    let plainUpdates: (ListBatchContext) -> Void = { _ in }
    _ = plainUpdates
    c.scroll(to: sc, at: 0, scrollPosition: .top, animated: false)
    let path: IndexPath? = c.indexPathForItem(at: .zero)
    #expect(path == nil)
    let converted: CGPoint = c.convert(CGPoint(x: 3, y: 4), from: nil)
    #expect(converted == CGPoint(x: 3, y: 4))

    // The importer's async forms.
    let invalidated: Bool = await c.invalidateLayout(for: sc)
    let batched: Bool = await c.performBatch(animated: false, updates: { _ in })
    #expect(invalidated && batched)
    #expect(Set(context.log.names).count == 22)
  }

  @Test func adapterCollectionContext() async {
    let fixture = Fixture([Item("a"), Item("b")])
    let sc = fixture.adapter.sectionController(forSection: 0)!
    let context: ListCollectionContext = sc.collectionContext
    #expect(context.containerSize == CGSize(width: 100, height: 100))
    #expect(context.visibleCells(for: sc).count == 2)
    #expect(context.cellForItem(at: 1, sectionController: sc) != nil)
    let cell = context.cellForItem(at: 1, sectionController: sc)!
    #expect(context.index(for: cell, sectionController: sc) == 1)
    let finished: Bool = await context.performBatch(
      animated: false,
      updates: { batch in
        batch.reload(in: sc, at: IndexSet(integer: 0))
      })
    #expect(finished)
    let invalidated: Bool = await context.invalidateLayout(for: sc)
    #expect(invalidated)
  }
}

// MARK: IGListCollectionContext+Refinements.swift (IGListSwiftKit)

final class RefinedSectionController: ListSectionController, ListSupplementaryViewSource {
  var dequeued: [String] = []

  override init() {
    super.init()
    supplementaryViewSource = self
  }

  override func numberOfItems() -> Int { 3 }
  override func sizeForItem(at index: Int) -> CGSize { CGSize(width: 10, height: 10) }

  override func cellForItem(at index: Int) -> UICollectionViewCell {
    let cell: TestCell
    switch index {
    case 0: cell = collectionContext.dequeueReusableCell(for: self, at: index)
    case 1:
      cell = collectionContext.dequeueReusableCell(
        withReuseIdentifier: "other", for: self, at: index)
    default:
      cell = collectionContext.dequeueReusableCellFromStoryboard(
        withIdentifier: "registered", for: self, at: index)
    }
    dequeued.append("cell \(index) \(type(of: cell))")
    return cell
  }

  func supportedElementKinds() -> [String] {
    [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter]
  }

  func viewForSupplementaryElement(ofKind elementKind: String, at index: Int)
    -> UICollectionReusableView
  {
    let view: TestHeader
    if elementKind == UICollectionView.elementKindSectionHeader {
      view = collectionContext.dequeueReusableSupplementaryView(
        ofKind: elementKind, forSectionController: self, atIndex: index)
    } else {
      view = collectionContext.dequeueReusableSupplementaryViewFromStoryboard(
        ofKind: elementKind, withIdentifier: "registeredFooter", forSectionController: self,
        atIndex: index)
    }
    dequeued.append("\(elementKind) \(type(of: view))")
    return view
  }

  func sizeForSupplementaryView(ofKind elementKind: String, at index: Int) -> CGSize {
    CGSize(width: 10, height: 5)
  }
}

@MainActor @Test func igListCollectionContextRefinements() async {
  let fixture = Fixture([Item("a")])
  fixture.collectionView.register(TestCell.self, forCellWithReuseIdentifier: "registered")
  fixture.collectionView.register(
    TestHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
    withReuseIdentifier: "registeredFooter")
  let sc = RefinedSectionController()
  await fixture.show(nil, { _ in sc })
  #expect(sc.dequeued.contains("cell 0 TestCell"))
  #expect(sc.dequeued.contains("cell 1 TestCell"))
  #expect(sc.dequeued.contains("cell 2 TestCell"))
  #expect(sc.dequeued.contains("\(UICollectionView.elementKindSectionHeader) TestHeader"))
  #expect(sc.dequeued.contains("\(UICollectionView.elementKindSectionFooter) TestHeader"))
}

// MARK: IGListSectionController.h

@MainActor @Suite struct IGListSectionControllerTests {
  @Test func defaultsAndProperties() {
    let sc = ListSectionController()
    #expect(sc.numberOfItems() == 1)
    #expect(sc.sizeForItem(at: 0) == .zero)
    #expect(sc.shouldSelectItem(at: 0))
    #expect(sc.shouldDeselectItem(at: 0))
    #expect(!sc.canMoveItem(at: 0))
    sc.didUpdate(to: "a" as NSString)
    sc.didSelectItem(at: 0)
    sc.didDeselectItem(at: 0)
    sc.didHighlightItem(at: 0)
    sc.didUnhighlightItem(at: 0)
    let viewController: UIViewController? = sc.viewController
    #expect(viewController == nil)
    let section: Int = sc.section
    let isFirst: Bool = sc.isFirstSection
    let isLast: Bool = sc.isLastSection
    _ = (section, isFirst, isLast)
    sc.inset = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    let inset: UIEdgeInsets = sc.inset
    #expect(inset.left == 2)
    sc.minimumLineSpacing = 3
    sc.minimumInteritemSpacing = 4
    let spacing: (CGFloat, CGFloat) = (sc.minimumLineSpacing, sc.minimumInteritemSpacing)
    #expect(spacing == (3, 4))

    let supplementary = SupplementaryViewSource()
    let display = DisplayDelegate()
    let workingRange = WorkingRangeDelegate()
    let scroll = ScrollDelegate()
    let transition = TransitionDelegate()
    sc.supplementaryViewSource = supplementary
    sc.displayDelegate = display
    sc.workingRangeDelegate = workingRange
    sc.scrollDelegate = scroll
    sc.transitionDelegate = transition
    let gotSupplementary: ListSupplementaryViewSource? = sc.supplementaryViewSource
    let gotDisplay: ListDisplayDelegate? = sc.displayDelegate
    let gotWorkingRange: ListWorkingRangeDelegate? = sc.workingRangeDelegate
    let gotScroll: ListScrollDelegate? = sc.scrollDelegate
    let gotTransition: IGListTransitionDelegate? = sc.transitionDelegate
    #expect(gotSupplementary === supplementary)
    #expect(gotDisplay === display)
    #expect(gotWorkingRange === workingRange)
    #expect(gotScroll === scroll)
    #expect(gotTransition === transition)
    // Before it joins an adapter, `collectionContext` (`ListCollectionContext!`) is nil.
    #expect(sc.collectionContext == nil)
  }

  @Test func inAnAdapter() {
    let fixture = Fixture([Item("a"), Item("b")])
    let first = fixture.adapter.sectionController(forSection: 0) as! FullSectionController
    let last = fixture.adapter.sectionController(forSection: 1) as! FullSectionController
    #expect(first.isFirstSection && !first.isLastSection)
    #expect(last.isLastSection && last.section == 1)
    #expect(first.viewController === fixture.viewController)
    #expect(first.collectionContext != nil)
    #expect((first.object as? Item)?.key == "a")
    #expect(fixture.log.count("cellForItem(at:)") == 4)

    fixture.collectionView.selectItem(
      at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
    first.collectionContext.selectItem(
      at: 1, sectionController: first, animated: false, scrollPosition: [])
    first.collectionContext.deselectItem(at: 1, sectionController: first, animated: false)
  }
}

// MARK: IGListSupplementaryViewSource.h

final class SupplementaryViewSource: NSObject, ListSupplementaryViewSource {
  let log = CallLog()

  func supportedElementKinds() -> [String] {
    requireMainActor()
    log.record()
    return ["header"]
  }

  func viewForSupplementaryElement(ofKind elementKind: String, at index: Int)
    -> UICollectionReusableView
  {
    requireMainActor()
    log.record()
    return TestHeader(frame: .zero)
  }

  func sizeForSupplementaryView(ofKind elementKind: String, at index: Int) -> CGSize {
    requireMainActor()
    log.record()
    return CGSize(width: 1, height: 1)
  }
}

@MainActor @Test func igListSupplementaryViewSource() {
  let source = SupplementaryViewSource()
  let s: ListSupplementaryViewSource = source
  let kinds: [String] = s.supportedElementKinds()
  let view: UICollectionReusableView = s.viewForSupplementaryElement(ofKind: kinds[0], at: 0)
  let size: CGSize = s.sizeForSupplementaryView(ofKind: kinds[0], at: 0)
  #expect(view is TestHeader)
  #expect(size == CGSize(width: 1, height: 1))
  #expect(Set(source.log.names).count == 3)
}

// MARK: IGListDisplayDelegate.h

final class DisplayDelegate: NSObject, ListDisplayDelegate {
  let log = CallLog()

  func listAdapter(_ listAdapter: ListAdapter, willDisplay sectionController: ListSectionController)
  {
    requireMainActor()
    log.record()
  }

  func listAdapter(
    _ listAdapter: ListAdapter, didEndDisplaying sectionController: ListSectionController
  ) {
    requireMainActor()
    log.record()
  }

  func listAdapter(
    _ listAdapter: ListAdapter, willDisplay sectionController: ListSectionController,
    cell: UICollectionViewCell, at index: Int
  ) {
    requireMainActor()
    log.record()
  }

  func listAdapter(
    _ listAdapter: ListAdapter, didEndDisplaying sectionController: ListSectionController,
    cell: UICollectionViewCell, at index: Int
  ) {
    requireMainActor()
    log.record()
  }
}

@MainActor @Test func igListDisplayDelegate() {
  let fixture = Fixture([])
  let delegate = DisplayDelegate()
  let d: ListDisplayDelegate = delegate
  let sc = ListSectionController()
  let cell = TestCell(frame: .zero)
  d.listAdapter(fixture.adapter, willDisplay: sc)
  d.listAdapter(fixture.adapter, didEndDisplaying: sc)
  d.listAdapter(fixture.adapter, willDisplay: sc, cell: cell, at: 0)
  d.listAdapter(fixture.adapter, didEndDisplaying: sc, cell: cell, at: 0)
  #expect(Set(delegate.log.names).count == 4)
}

// MARK: IGListWorkingRangeDelegate.h

final class WorkingRangeDelegate: NSObject, ListWorkingRangeDelegate {
  let log = CallLog()

  func listAdapter(
    _ listAdapter: ListAdapter,
    sectionControllerWillEnterWorkingRange sectionController: ListSectionController
  ) {
    requireMainActor()
    log.record()
  }

  func listAdapter(
    _ listAdapter: ListAdapter,
    sectionControllerDidExitWorkingRange sectionController: ListSectionController
  ) {
    requireMainActor()
    log.record()
  }
}

@MainActor @Test func igListWorkingRangeDelegate() {
  let fixture = Fixture([])
  let delegate = WorkingRangeDelegate()
  let d: ListWorkingRangeDelegate = delegate
  let sc = ListSectionController()
  d.listAdapter(fixture.adapter, sectionControllerWillEnterWorkingRange: sc)
  d.listAdapter(fixture.adapter, sectionControllerDidExitWorkingRange: sc)
  #expect(Set(delegate.log.names).count == 2)
}

// MARK: IGListScrollDelegate.h
// (Not NS_SWIFT_UI_ACTOR in IGListKit.)

final class ScrollDelegate: NSObject, ListScrollDelegate {
  let log = CallLog()

  func listAdapter(_ listAdapter: ListAdapter, didScroll sectionController: ListSectionController) {
    log.record()
  }
  func listAdapter(
    _ listAdapter: ListAdapter, willBeginDragging sectionController: ListSectionController
  ) { log.record() }
  func listAdapter(
    _ listAdapter: ListAdapter, didEndDragging sectionController: ListSectionController,
    willDecelerate decelerate: Bool
  ) { log.record() }
  // @optional in IGListKit.
  func listAdapter(
    _ listAdapter: ListAdapter,
    didEndDeceleratingSectionController sectionController: ListSectionController
  ) { log.record() }
}

@MainActor @Test func igListScrollDelegate() {
  let fixture = Fixture([])
  let delegate = ScrollDelegate()
  let d: ListScrollDelegate = delegate
  let sc = ListSectionController()
  d.listAdapter(fixture.adapter, didScroll: sc)
  d.listAdapter(fixture.adapter, willBeginDragging: sc)
  d.listAdapter(fixture.adapter, didEndDragging: sc, willDecelerate: false)
  d.listAdapter(fixture.adapter, didEndDeceleratingSectionController: sc)
  #expect(Set(delegate.log.names).count == 4)
}

// MARK: IGListTransitionDelegate.h
// No NS_SWIFT_NAME (keeps its IG prefix) and no NS_ASSUME_NONNULL: every pointer is `!`.

final class TransitionDelegate: NSObject, IGListTransitionDelegate {
  let log = CallLog()

  func listAdapter(
    _ listAdapter: ListAdapter!,
    customizedInitialLayoutAttributes attributes: UICollectionViewLayoutAttributes!,
    sectionController: ListSectionController!, at index: Int
  ) -> UICollectionViewLayoutAttributes! {
    log.record()
    return attributes
  }

  func listAdapter(
    _ listAdapter: ListAdapter!,
    customizedFinalLayoutAttributes attributes: UICollectionViewLayoutAttributes!,
    sectionController: ListSectionController!, at index: Int
  ) -> UICollectionViewLayoutAttributes! {
    log.record()
    return attributes
  }
}

@MainActor @Test func igListTransitionDelegate() {
  let fixture = Fixture([])
  let delegate = TransitionDelegate()
  let d: IGListTransitionDelegate = delegate
  let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
  let sc = ListSectionController()
  let initial: UICollectionViewLayoutAttributes = d.listAdapter(
    fixture.adapter, customizedInitialLayoutAttributes: attributes, sectionController: sc, at: 0)
  let final: UICollectionViewLayoutAttributes = d.listAdapter(
    fixture.adapter, customizedFinalLayoutAttributes: attributes, sectionController: sc, at: 0)
  #expect(initial === attributes && final === attributes)
  #expect(Set(delegate.log.names).count == 2)
}

// MARK: IGListCollectionViewDelegateLayout.h
// No NS_SWIFT_NAME (keeps its IG prefix) and no NS_ASSUME_NONNULL: every pointer is `!`.

final class DelegateLayout: NSObject, IGListCollectionViewDelegateLayout {
  let log = CallLog()

  func collectionView(
    _ collectionView: UICollectionView!, layout collectionViewLayout: UICollectionViewLayout!,
    customizedInitialLayoutAttributes attributes: UICollectionViewLayoutAttributes!,
    at indexPath: IndexPath!
  ) -> UICollectionViewLayoutAttributes! {
    log.record()
    return attributes
  }

  func collectionView(
    _ collectionView: UICollectionView!, layout collectionViewLayout: UICollectionViewLayout!,
    customizedFinalLayoutAttributes attributes: UICollectionViewLayoutAttributes!,
    at indexPath: IndexPath!
  ) -> UICollectionViewLayoutAttributes! {
    log.record()
    return attributes
  }
}

@MainActor @Test func igListCollectionViewDelegateLayout() {
  let delegate = DelegateLayout()
  let d: IGListCollectionViewDelegateLayout = delegate
  let flow: UICollectionViewDelegateFlowLayout = delegate
  _ = flow
  let collectionView = makeCollectionView()
  let layout = UICollectionViewFlowLayout()
  let path = IndexPath(item: 0, section: 0)
  let attributes = UICollectionViewLayoutAttributes(forCellWith: path)
  let initial: UICollectionViewLayoutAttributes = d.collectionView(
    collectionView, layout: layout, customizedInitialLayoutAttributes: attributes, at: path)
  let final: UICollectionViewLayoutAttributes = d.collectionView(
    collectionView, layout: layout, customizedFinalLayoutAttributes: attributes, at: path)
  #expect(initial === attributes && final === attributes)
  #expect(Set(delegate.log.names).count == 2)
}

// MARK: IGListCollectionViewLayoutCompatible.h

final class CompatibleLayout: UICollectionViewFlowLayout, ListCollectionViewLayoutCompatible {
  var modified: [Int] = []
  func didModifySection(_ modifiedSection: Int) { modified.append(modifiedSection) }
}

@MainActor @Test func igListCollectionViewLayoutCompatible() {
  let layout = CompatibleLayout()
  let compatible: ListCollectionViewLayoutCompatible = layout
  compatible.didModifySection(3)
  #expect(layout.modified == [3])
}

// MARK: IGListCollectionView.h

@MainActor @Test func igListCollectionView() {
  let layout = ListCollectionViewLayout(
    stickyHeaders: false, topContentInset: 0, stretchToEdge: true)
  let collectionView = ListCollectionView(
    frame: CGRect(x: 0, y: 0, width: 50, height: 50), listCollectionViewLayout: layout)
  let asCollectionView: UICollectionView = collectionView
  #expect(asCollectionView.frame.width == 50)
  let custom = ListCollectionView(frame: .zero, listCollectionViewLayout: CompatibleLayout())
  _ = custom
  // `init(frame:collectionViewLayout:)` and `init(coder:)` are NS_UNAVAILABLE.
}

// MARK: IGListCollectionViewLayout.h

@MainActor @Test func igListCollectionViewLayout() {
  let layout = ListCollectionViewLayout(
    stickyHeaders: true, scrollDirection: UICollectionView.ScrollDirection.horizontal,
    topContentInset: 4, stretchToEdge: false)
  let asLayout: UICollectionViewLayout = layout
  let compatible: ListCollectionViewLayoutCompatible = layout
  _ = (asLayout, compatible)
  #expect(layout.scrollDirection == .horizontal)
  let vertical = ListCollectionViewLayout(
    stickyHeaders: false, topContentInset: 0, stretchToEdge: false)
  #expect(vertical.scrollDirection == .vertical)
  layout.stickyHeaderYOffset = 2
  layout.showHeaderWhenEmpty = true
  layout.preserveLayoutCacheOnInvalidateLayout = true
  let offset: CGFloat = layout.stickyHeaderYOffset
  #expect(offset == 2)
  #expect(layout.showHeaderWhenEmpty && layout.preserveLayoutCacheOnInvalidateLayout)
  layout.didModifySection(0)
}

// MARK: IGListCollectionViewLayoutInvalidationContext.h

@MainActor @Test func igListCollectionViewLayoutInvalidationContext() {
  let context = ListCollectionViewLayoutInvalidationContext()
  let asContext: UICollectionViewLayoutInvalidationContext = context
  _ = asContext
  context.invalidateSupplementaryListAttributes = true
  context.invalidateAllListAttributes = true
  let flags: (Bool, Bool) = (
    context.invalidateSupplementaryListAttributes, context.invalidateAllListAttributes
  )
  #expect(flags == (true, true))
}

// MARK: IGListBindable.h

final class BindableCell: UICollectionViewCell, ListBindable {
  var viewModel: Any?

  func bindViewModel(_ viewModel: Any) {
    requireMainActor()
    self.viewModel = viewModel
  }
}

@MainActor @Test func igListBindable() {
  let cell = BindableCell(frame: .zero)
  let bindable: ListBindable = cell
  bindable.bindViewModel("vm" as NSString)
  #expect((cell.viewModel as? NSString) == "vm")
}

// MARK: IGListBindingSectionControllerDataSource.h

final class BindingDataSource: NSObject, ListBindingSectionControllerDataSource {
  let log = CallLog()

  func sectionController(
    _ sectionController: ListBindingSectionController<ListDiffable>, viewModelsFor object: Any
  ) -> [ListDiffable] {
    requireMainActor()
    log.record()
    return ["x" as NSString, "y" as NSString]
  }

  func sectionController(
    _ sectionController: ListBindingSectionController<ListDiffable>,
    cellForViewModel viewModel: Any, at index: Int
  ) -> UICollectionViewCell & ListBindable {
    requireMainActor()
    log.record()
    // IGListKit's dequeue returns UICollectionViewCell, cast as IGListKit code casts it.
    // swift-format-ignore: NeverForceUnwrap
    return sectionController.collectionContext.dequeueReusableCell(
      of: BindableCell.self, for: sectionController, at: index) as! BindableCell
  }

  func sectionController(
    _ sectionController: ListBindingSectionController<ListDiffable>,
    sizeForViewModel viewModel: Any, at index: Int
  ) -> CGSize {
    requireMainActor()
    log.record()
    return CGSize(width: 10, height: 10)
  }
}

// MARK: IGListBindingSectionControllerSelectionDelegate.h

final class BindingSelectionDelegate: NSObject, ListBindingSectionControllerSelectionDelegate {
  let log = CallLog()

  func sectionController(
    _ sectionController: ListBindingSectionController<ListDiffable>, didSelectItemAt index: Int,
    viewModel: Any
  ) {
    requireMainActor()
    log.record()
  }

  func sectionController(
    _ sectionController: ListBindingSectionController<ListDiffable>, didDeselectItemAt index: Int,
    viewModel: Any
  ) {
    requireMainActor()
    log.record()
  }

  func sectionController(
    _ sectionController: ListBindingSectionController<ListDiffable>, didHighlightItemAt index: Int,
    viewModel: Any
  ) {
    requireMainActor()
    log.record()
  }

  func sectionController(
    _ sectionController: ListBindingSectionController<ListDiffable>,
    didUnhighlightItemAt index: Int, viewModel: Any
  ) {
    requireMainActor()
    log.record()
  }
  // Deliberate difference: @optional `sectionController(_:contextMenuConfigurationForItemAt:point:viewModel:) -> UIContextMenuConfiguration?` (context menus absent).
}

// MARK: IGListBindingSectionController.h

/// The pattern of IGListKit's own MonthSectionController: a subclass of
/// `ListBindingSectionController<ListDiffable>`.
final class BindingSectionController: ListBindingSectionController<ListDiffable> {
  let bindingDataSource = BindingDataSource()
  let bindingSelectionDelegate = BindingSelectionDelegate()

  override init() {
    super.init()
    dataSource = bindingDataSource
    selectionDelegate = bindingSelectionDelegate
  }

  override func moveObject(from sourceIndex: Int, to destinationIndex: Int) {
    requireMainActor()  // NS_SWIFT_UI_ACTOR on IGListBindingSectionController
    super.moveObject(from: sourceIndex, to: destinationIndex)
  }
}

@MainActor @Suite struct IGListBindingSectionControllerTests {
  @Test func bindsAndUpdates() async {
    let fixture = Fixture([Item("a")])
    let sc = BindingSectionController()
    fixture.dataSource.makeSectionController = { _ in sc }
    // in an async context Swift picks IGListSwiftKit's async form
    await fixture.adapter.reloadData()
    fixture.collectionView.layoutIfNeeded()

    let dataSource: ListBindingSectionControllerDataSource? = sc.dataSource
    let selectionDelegate: ListBindingSectionControllerSelectionDelegate? = sc.selectionDelegate
    #expect(dataSource === sc.bindingDataSource)
    #expect(selectionDelegate === sc.bindingSelectionDelegate)
    let object: ListDiffable? = sc.object
    #expect((object as? Item)?.key == "a")
    let viewModels: [ListDiffable] = sc.viewModels
    #expect(viewModels.count == 2)
    let cell =
      fixture.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? BindableCell
    #expect((cell?.viewModel as? NSString) == "y")

    var updated: Bool?
    sc.update(animated: false, completion: { (didUpdate: Bool) in updated = didUpdate })
    sc.update(animated: false, completion: nil)
    let asyncUpdated: Bool = await sc.update(animated: false)
    #expect(asyncUpdated)
    _ = updated
    sc.moveObject(from: 0, to: 1)

    let s: ListBindingSectionControllerSelectionDelegate = sc.bindingSelectionDelegate
    s.sectionController(sc, didSelectItemAt: 0, viewModel: "x" as NSString)
    s.sectionController(sc, didDeselectItemAt: 0, viewModel: "x" as NSString)
    s.sectionController(sc, didHighlightItemAt: 0, viewModel: "x" as NSString)
    s.sectionController(sc, didUnhighlightItemAt: 0, viewModel: "x" as NSString)
    #expect(Set(sc.bindingSelectionDelegate.log.names).count == 4)
    #expect(Set(sc.bindingDataSource.log.names).count == 3)
  }

  @Test func typedObject() {
    final class ItemBindingSectionController: ListBindingSectionController<Item> {}
    let sc = ItemBindingSectionController()
    let object: Item? = sc.object
    #expect(object == nil)
  }
}

// MARK: IGListBindingSingleSectionController.h

final class BindingSingleSectionController: ListBindingSingleSectionController<Item, TestCell> {
  var events: [String] = []

  override func cellClass() -> AnyClass { TestCell.self }
  override func configureCell(_ cell: TestCell, withViewModel viewModel: Item) {
    events.append("configure \(viewModel.key)")
  }
  override func size(forViewModel viewModel: Item) -> CGSize { CGSize(width: 20, height: 20) }
  override func didSelectItem(with cell: TestCell) { events.append("select") }
  override func didDeselectItem(with cell: TestCell) { events.append("deselect") }
  override func didHighlightItem(with cell: TestCell) { events.append("highlight") }
  override func didUnhighlightItem(with cell: TestCell) { events.append("unhighlight") }
}

@MainActor @Test func igListBindingSingleSectionController() async {
  let fixture = Fixture([Item("a")])
  let sc = BindingSingleSectionController()
  await fixture.show(nil, { _ in sc })
  #expect(sc.events.contains("configure a"))
  let displaying: Bool = sc.isDisplayingCell()
  #expect(displaying)
}

// MARK: IGListGenericSectionController.h

final class GenericSectionController: ListGenericSectionController<Item> {}

@MainActor @Test func igListGenericSectionController() {
  let sc = GenericSectionController()
  sc.didUpdate(to: Item("g"))
  // `object` is null_unspecified: `ObjectType!`, used unwrapped.
  let object: Item = sc.object
  _ = object
  #expect(sc.object?.key == "g")
}

// MARK: IGListSingleSectionController.h

final class SingleSectionDelegate: NSObject, ListSingleSectionControllerDelegate {
  let log = CallLog()

  func didSelect(_ sectionController: ListSingleSectionController, with object: Any) {
    requireMainActor()
    log.record()
  }

  // @optional in IGListKit.
  func didDeselect(_ sectionController: ListSingleSectionController, with object: Any) {
    requireMainActor()
    log.record()
  }
}

@MainActor @Suite struct IGListSingleSectionControllerTests {
  @Test func blocksAndDelegate() async {
    let configure: ListSingleSectionCellConfigureBlock = {
      (item: Any, cell: UICollectionViewCell) in
      (cell as? BindableCell)?.bindViewModel(item)
    }
    let size: ListSingleSectionCellSizeBlock = {
      (item: Any, context: ListCollectionContext?) -> CGSize in
      CGSize(width: context?.containerSize.width ?? 0, height: 7)
    }
    let sc = ListSingleSectionController(
      cellClass: BindableCell.self, configureBlock: configure, sizeBlock: size)
    let anyCellClass: AnyClass = BindableCell.self
    _ = ListSingleSectionController(
      cellClass: anyCellClass, configureBlock: configure, sizeBlock: size)
    _ = anyCellClass
    let plainConfigure: (Any, UICollectionViewCell) -> Void = { _, _ in }
    let plainSize: (Any, ListCollectionContext?) -> CGSize = { _, _ in .zero }
    let _: ListSingleSectionCellConfigureBlock = plainConfigure
    let _: ListSingleSectionCellSizeBlock = plainSize
    _ = (plainConfigure, plainSize)
    _ = ListSingleSectionController(
      nibName: "NibCell", bundle: nil, configureBlock: configure, sizeBlock: size)
    let storyboardSC = ListSingleSectionController(
      storyboardCellIdentifier: "registered", configureBlock: configure, sizeBlock: size)
    let delegate = SingleSectionDelegate()
    sc.selectionDelegate = delegate
    let gotDelegate: ListSingleSectionControllerDelegate? = sc.selectionDelegate
    #expect(gotDelegate === delegate)

    let fixture = Fixture([Item("a")])
    await fixture.show(nil, { _ in sc })
    #expect(sc.sizeForItem(at: 0) == CGSize(width: 100, height: 7))
    let cell =
      fixture.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? BindableCell
    #expect((cell?.viewModel as? Item)?.key == "a")

    fixture.collectionView.register(BindableCell.self, forCellWithReuseIdentifier: "registered")
    await fixture.show([Item("s")], { _ in storyboardSC })
    let registered =
      fixture.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? BindableCell
    #expect((registered?.viewModel as? Item)?.key == "s")

    let d: ListSingleSectionControllerDelegate = delegate
    d.didSelect(sc, with: "a" as NSString)
    d.didDeselect(sc, with: "a" as NSString)
    #expect(Set(delegate.log.names).count == 2)
  }
}

// MARK: IGListSingleSectionController+Refinements.swift (IGListSwiftKit)

@MainActor @Test func igListSingleSectionControllerRefinements() async {
  var configured: [String] = []
  let sc = ListSingleSectionController(
    configure: { (item: Item, cell: TestCell) in configured.append(item.key) },
    size: { (item: Item, context: ListCollectionContext?) in CGSize(width: 10, height: 10) })
  let fixture = Fixture([Item("a")])
  await fixture.show(nil, { _ in sc })
  #expect(configured == ["a"])

  var values: [Person] = []
  let valueSC = ListSingleSectionController(
    configure: { (value: Person, cell: TestCell) in values.append(value) },
    size: { (value: Person, context: ListCollectionContext?) in CGSize(width: 10, height: 10) })
  await fixture.show([Person(name: "p").diffable()], { _ in valueSC })
  #expect(values == [Person(name: "p")])

  let plainConfigure: (Item, TestCell) -> Void = { _, _ in }
  let plainSize: (Item, ListCollectionContext?) -> CGSize = { _, _ in .zero }
  _ = ListSingleSectionController(configure: plainConfigure, size: plainSize)
  _ = (plainConfigure, plainSize)
}

// MARK: ListIdentifiable.swift (IGListSwiftKit)

struct Person: ListIdentifiable {
  let name: String
  // Deliberate difference: IGListKit's `var diffIdentifier: NSObjectProtocol`; ListKit's is AnyHashable.
  var diffIdentifier: AnyHashable { name }
}

@Test func listIdentifiable() {
  let person = Person(name: "p")
  let diffable: ListDiffable = person.diffable()
  #expect(Person.isDiffable(diffable))
  #expect(!Person.isDiffable("p" as NSString))
  #expect(Person(diffable: diffable) == person)
  #expect(Person(diffable: "p" as NSString) == nil)
  let diffables: [ListDiffable] = [person, Person(name: "q")].diffables()
  #expect(diffables.count == 2)
  #expect(diffables[0].isEqual(toDiffableObject: Person(name: "p").diffable()))
  #expect(!diffables[0].isEqual(toDiffableObject: diffables[1]))
}

// MARK: ListValueSectionController.swift (IGListSwiftKit)

final class PersonSectionController: ListValueSectionController<Person> {
  var updates: [Person] = []

  override func didUpdate(to value: Person) { updates.append(value) }

  override func cellForItem(at index: Int) -> UICollectionViewCell {
    let cell: TestCell = collectionContext.dequeueReusableCell(for: self, at: index)
    return cell
  }
}

@MainActor @Test func listValueSectionController() async {
  let sc = PersonSectionController()
  sc.didUpdate(to: Person(name: "p").diffable() as Any)
  let value: Person = sc.value
  _ = value
  #expect(sc.value == Person(name: "p"))
  #expect(sc.updates == [Person(name: "p")])

  let fixture = Fixture([])
  let shown = PersonSectionController()
  await fixture.show([Person(name: "q").diffable()], { _ in shown })
  #expect(shown.value == Person(name: "q"))
}

// MARK: UIViewController+IGListAdapter.h
// A category with no NS_SWIFT_NAME.

@MainActor @Test func uiViewControllerIGListAdapter() {
  let fixture = Fixture([Item("a")])
  let adapters: [ListAdapter] = fixture.viewController.associatedListAdapters()
  #expect(adapters.count == 1 && adapters[0] === fixture.adapter)
  #expect(UIViewController().associatedListAdapters().isEmpty)
}

// MARK: - Delegates driven by a real adapter

@MainActor @Test func adapterDrivesItsDelegates() async {
  let fixture = Fixture([])
  let adapterDelegate = AdapterDelegate()
  let performanceDelegate = PerformanceDelegate()
  fixture.adapter.delegate = adapterDelegate
  fixture.adapter.performanceDelegate = performanceDelegate
  let displayDelegate = DisplayDelegate()
  let workingRangeDelegate = WorkingRangeDelegate()
  let log = fixture.log
  await fixture.show(
    [Item("a")],
    { _ in
      let sc = FullSectionController(log: log)
      sc.displayDelegate = displayDelegate
      sc.workingRangeDelegate = workingRangeDelegate
      return sc
    })
  #expect(displayDelegate.log.count("listAdapter(_:willDisplay:)") == 1)
  #expect(displayDelegate.log.count("listAdapter(_:willDisplay:cell:at:)") == 2)
  #expect(
    workingRangeDelegate.log.count("listAdapter(_:sectionControllerWillEnterWorkingRange:)") == 1)
  #expect(adapterDelegate.log.count("listAdapter(_:willDisplay:at:)") == 1)
  #expect(adapterDelegate.log.count("listAdapter(_:willDisplay:cell:at:)") == 2)
  #expect(performanceDelegate.log.count("listAdapterWillCallDequeueCell") == 2)
  #expect(performanceDelegate.log.count("listAdapter(_:didCallDequeue:on:at:)") == 2)
  #expect(performanceDelegate.log.count("listAdapterWillCallSize") >= 1)
}

// MARK: - Cross-cutting: NSObject heritage

@MainActor @Test func nsObjectHeritage() {
  let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
  let sectionController = ListSectionController()
  let result = ListDiff(oldArray: [], newArray: [], option: .equality)
  // Deliberate difference: IGListKit's classes are NSObject subclasses (`class ListAdapter : NSObject`) vs ListKit's ListAdapter is a Swift root class
  // let adapterObject: NSObject = adapter
  // Deliberate difference: IGListKit `class ListSectionController : NSObject` vs ListKit's is a Swift root class
  // let sectionControllerObject: NSObject = sectionController
  // Deliberate difference: IGListKit `class ListIndexSetResult : NSObject` vs ListKit's is not an NSObject
  // let resultObject: NSObject = result
  let dataSource: ListAdapterDataSource = DataSource()
  // Deliberate difference: IGListKit's protocols (all but ListDiffable) refine NSObjectProtocol (`isEqual(_:)`, `responds(to:)`, …) vs ListKit's refine AnyObject
  // _ = dataSource.isEqual(dataSource)
  _ = (adapter, sectionController, result, dataSource)
}
