import Foundation
import ListKitTestSupport
import Testing

@testable import ListKit

/// Cases of IGListKit's `IGListAdapterE2ETests.m`, with IGListKit's names: an adapter, its
/// updater and a flow-laid-out collection view together. Where IGListKit waits for a completion
/// block, these tests run the scheduler until it is idle and check that the block ran.
@MainActor
@Suite struct ListAdapterE2ETests {
  let updater = ListAdapterUpdater()
  let h: AdapterHarness

  init() {
    h = .endToEnd(updater: updater)
  }

  /// Runs `updates` as `controller`'s batch update, through its collection context.
  func batch(
    _ controller: ListSectionController, animated: Bool = true,
    _ updates: @escaping @MainActor (any ListBatchContext) -> Void,
    completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    guard let context = controller.collectionContext else {
      Issue.record("the section controller has no collection context")
      return
    }
    context.performBatch(animated: animated, updates: updates, completion: completion)
  }

  /// Runs `updates` as `controller`'s batch update, then the scheduler. Returns what the
  /// completion was given, or nil if it never ran; `checks` runs inside the completion.
  func batchAndRun(
    _ controller: ListSectionController, animated: Bool = true,
    _ updates: @escaping @MainActor (any ListBatchContext) -> Void,
    checks: @escaping @MainActor () -> Void = {}
  ) -> Bool? {
    var finished: Bool?
    batch(controller, animated: animated, updates) { done in
      checks()
      finished = done
    }
    h.run()
    return finished
  }

  /// Sets up `objects`, then runs, as a batch update of the first object's section controller,
  /// `changes` after giving the object the number `number`, and runs the scheduler. Returns what
  /// the completion was given, or nil if it never ran; `checks` runs inside the completion.
  func changeFirstSection(
    of objects: [TestObject], toNumber number: Int,
    _ changes: @escaping @MainActor (any ListBatchContext, ListSectionController) -> Void,
    checks: @escaping @MainActor () -> Void,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Bool? {
    h.setUp(objects)
    let object = h.object(0)
    let controller = try h.requireSection(0, sourceLocation: sourceLocation)
    let updates = { @MainActor (context: any ListBatchContext) in
      object.value = .number(number)
      changes(context, controller)
    }
    return batchAndRun(controller, updates, checks: checks)
  }

  /// Gives the adapter a new collection view, which becomes the harness's.
  func replaceCollectionView() {
    h.collectionView = h.makeCollectionView()
    h.adapter.collectionView = h.collectionView
  }

  /// Gives the adapter a new data source of `objects`, which becomes the harness's.
  func replaceDataSource(with objects: [any ListDiffable]) {
    h.dataSource = h.makeDataSource(objects)
    h.adapter.dataSource = h.dataSource
  }

  /// Expects the collection view to have `count` sections and the adapter `count` objects.
  func expectSections(_ count: Int, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(h.collectionView.numberOfSections == count, sourceLocation: sourceLocation)
    #expect(h.adapter.objects().count == count, sourceLocation: sourceLocation)
  }

  /// Sets up "Foo", then queues an update without animation to "Foo" and "Bar", whose completion
  /// expects `sections` sections and objects. With `beginDiffing`, the updater diffs in the
  /// background and the update starts now, so that its diff is running. Returns what the
  /// completion was given, as it stands when read.
  func queueSectionUpdate(expecting sections: Int, beginDiffing: Bool = false) -> () -> Bool? {
    if beginDiffing { updater.allowsBackgroundDiffing = true }
    h.setUp([TestObject(0, "Foo")])
    h.dataSource.objects = [TestObject(0, "Foo"), TestObject(1, "Bar")]
    var finished: Bool?
    h.adapter.performUpdates(animated: false) { done in
      expectSections(sections)
      finished = done
    }
    if beginDiffing { updater.update() }
    return { finished }
  }

  /// Sets up one object of one item, then queues, without animation, its section controller's
  /// insert of a second item, whose completion expects two items. Returns what the completion was
  /// given, as it stands when read.
  func queueItemInsert(sourceLocation: SourceLocation = #_sourceLocation) throws -> () -> Bool? {
    h.setUp([TestObject(0, 1)])
    let controller = try #require(
      h.adapter.sectionController(forSection: 0) as? E2ESection, sourceLocation: sourceLocation)
    #expect(h.collectionView.numberOfItems(inSection: 0) == 1, sourceLocation: sourceLocation)
    var finished: Bool?
    batch(controller, animated: false) { context in
      controller.item = TestObject(0, 2)
      context.insert(in: controller, at: [0])
    } completion: { done in
      #expect(h.collectionView.numberOfItems(inSection: 0) == 2)
      finished = done
    }
    return { finished }
  }

  /// Sets up `objects`, then queues a batch update in which the section controller of `section`
  /// moves its first item to the second place. Returns whether the batch update ran, as it stands
  /// when read.
  func queueFirstItemMove(
    _ objects: [TestObject], section: Int = 0, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> () -> Bool {
    h.setUp(objects)
    let controller = try h.requireSection(section, sourceLocation: sourceLocation)
    var executed = false
    batch(controller) { context in
      context.move(in: controller, from: 0, to: 1)
      executed = true
    }
    return { executed }
  }

  /// Sets up three objects, the second of five items, then queues, without animation, a batch
  /// update in which the second object's section controller reloads its items 1 to 4. Returns
  /// what the batch update's completion was given, as it stands when read.
  func queueItemReloadsInSecondSection(sourceLocation: SourceLocation = #_sourceLocation) throws
    -> () -> Bool?
  {
    h.setUp([TestObject(1, 1), TestObject(2, 5), TestObject(3, 1)])
    let controller = try h.requireSection(1, sourceLocation: sourceLocation)
    var finished: Bool?
    batch(controller, animated: false) { context in
      context.reload(in: controller, at: [1, 2, 3, 4])
    } completion: {
      finished = $0
    }
    return { finished }
  }

  /// Sets up objects 1 and 2, of two and three items, starts an animated update to `objects`, and
  /// has object 1's section controller reload its first item in a batch update, then runs the
  /// scheduler. Returns what the batch update's completion was given, or nil if it never ran;
  /// `checks` runs inside the completion.
  func reloadFirstItem(
    whileUpdatingTo objects: [TestObject], sourceLocation: SourceLocation = #_sourceLocation,
    checks: @escaping @MainActor () -> Void
  ) throws -> Bool? {
    h.setUp([TestObject(1, 2), TestObject(2, 3)])
    let controller = try h.requireSection(0, sourceLocation: sourceLocation)
    h.dataSource.objects = objects
    h.adapter.performUpdates(animated: true)
    return batchAndRun(
      controller, { context in context.reload(in: controller, at: [0]) }, checks: checks)
  }

  /// An update of the adapter without animation: `performUpdates` or `reloadData`.
  enum Update {
    case performUpdates
    case reloadData
  }

  /// Starts `update`; `completion` runs when it finishes.
  func start(_ update: Update, completion: @escaping @MainActor (Bool) -> Void) {
    switch update {
    case .performUpdates: h.adapter.performUpdates(animated: false, completion: completion)
    case .reloadData: h.adapter.reloadData(completion: completion)
    }
  }

  /// Runs `update` and the scheduler. Returns what the completion was given, or nil if it never
  /// ran.
  func updateAndRun(_ update: Update) -> Bool? {
    switch update {
    case .performUpdates: h.performUpdatesAndRun(animated: false)
    case .reloadData: h.reloadDataAndRun()
    }
  }

  /// IGListKit's check that the adapter's state is clean when its collection view is taken away
  /// while `update` waits: the update finishes, and a new collection view gets the next one.
  func checkCollectionViewBecomingNil(during update: Update) {
    h.setUp([TestObject(1, 1)])
    let finished1 = updateAndRun(update)
    #expect(finished1 != nil)

    h.dataSource.objects = [TestObject(1, 1), TestObject(2, 1)]
    var done2 = false
    start(update) { _ in done2 = true }
    h.adapter.collectionView = nil
    h.run()
    #expect(done2)

    let collectionView2 = h.makeCollectionView()
    h.adapter.collectionView = collectionView2
    h.dataSource.objects = [TestObject(1, 1), TestObject(2, 1), TestObject(3, 1)]
    let finished3 = updateAndRun(update)
    #expect(finished3 == true)
    #expect(collectionView2.numberOfSections == 3)
  }

  /// Two adapters on the harness's collection view, which is laid out: the first, over one object
  /// of two items, has it first; the second, over two objects of one item, takes it, and lays it
  /// out again when `layingItOutAgain`.
  func twoAdaptersTakingTheCollectionView(layingItOutAgain: Bool) -> (
    first: ListAdapter, firstDataSource: TestDataSource, second: ListAdapter,
    secondDataSource: TestDataSource
  ) {
    let collectionView = h.collectionView
    let adapter1 = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
    let dataSource1 = h.makeDataSource([TestObject(1, 2)])
    adapter1.dataSource = dataSource1
    adapter1.collectionView = collectionView
    collectionView.layoutIfNeeded()
    #expect(h.counts == [2])

    let adapter2 = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
    let dataSource2 = h.makeDataSource([TestObject(1, 1), TestObject(2, 1)])
    adapter2.dataSource = dataSource2
    adapter2.collectionView = collectionView
    if layingItOutAgain { collectionView.layoutIfNeeded() }
    #expect(h.counts == [1, 1])
    return (adapter1, dataSource1, adapter2, dataSource2)
  }

  @Test func test_whenSettingUpTest_thenCollectionViewIsLoaded() {
    h.setUp([TestObject(1, 2), TestObject(2, 3)])
    #expect(h.counts == [2, 3])
  }

  @Test func test_whenUsingStringValue_thenCellLabelsAreConfigured() {
    h.setUp([TestObject(0, "Foo"), TestObject(1, "Bar")])
    let cell = h.cell(0, 0, as: E2ECell.self)
    #expect(cell?.text == "Foo")
    #expect(cell?.delegate != nil)
    #expect(cell?.delegate === h.adapter.sectionController(for: h.object(0)))
  }

  @Test func test_whenUpdating_withEqualObjects_thatCellConfigurationDoesntChange() {
    h.setUp([TestObject(0, "Foo"), TestObject(1, "Bar")])
    let c0 = h.adapter.sectionController(for: h.object(0))
    h.dataSource.objects = [TestObject(0, "Foo"), TestObject(1, "Bar")]
    let finished = h.performUpdatesAndRun {
      let cell = h.cell(0, 0, as: E2ECell.self)
      #expect(cell?.text == "Foo")
      #expect(cell?.delegate != nil)
      #expect(cell?.delegate === c0)
      #expect(cell?.delegate === h.adapter.sectionController(for: h.object(0)))
    }
    #expect(finished != nil)
  }

  @Test func test_whenReloadingItem_cellConfigurationChanges() {
    h.setUp([TestObject(0, "Foo"), TestObject(1, "Bar")])
    #expect(h.cell(0, 0, as: E2ECell.self)?.text == "Foo")
    #expect(h.cell(1, 0, as: E2ECell.self)?.text == "Bar")
    let item1 = h.object(0)
    item1.value = .text("Baz")
    h.object(1).value = .text("Quz")
    // Only the first object is reloaded.
    h.adapter.reloadObjects([item1])
    h.run()
    #expect(h.cell(0, 0, as: E2ECell.self)?.text == "Baz")
    #expect(h.cell(1, 0, as: E2ECell.self)?.text == "Bar")
  }

  @Test func test_whenObjectEqualityChanges_thatSectionCountChanges() {
    h.setUp([TestObject(1, 2), TestObject(2, 2)])
    h.dataSource.objects = [TestObject(1, 2), TestObject(2, 3), TestObject(3, 2)]
    let finished = h.performUpdatesAndRun {
      #expect(h.counts == [2, 3, 2])
    }
    #expect(finished != nil)
  }

  @Test func test_whenUpdatesComplete_thatCellsExist() {
    h.setUp([TestObject(1, 2), TestObject(2, 2)])
    let finished = h.performUpdatesAndRun {
      for (section, item) in [(0, 0), (0, 1), (1, 0), (1, 1)] {
        #expect(h.cell(section, item) != nil)
      }
    }
    #expect(finished != nil)
  }

  @Test func test_whenReloadDataCompletes_thatCellsExist() {
    h.setUp([TestObject(1, 2), TestObject(2, 2)])
    let finished = h.reloadDataAndRun {
      for (section, item) in [(0, 0), (0, 1), (1, 0), (1, 1)] {
        #expect(h.cell(section, item) != nil)
      }
    }
    #expect(finished != nil)
  }

  @Test func test_whenSectionControllerInsertsIndexes_thatCountsAreUpdated() throws {
    let finished = try changeFirstSection(of: [TestObject(1, 2), TestObject(2, 2)], toNumber: 3) {
      context, controller in
      context.insert(in: controller, at: [2])
    } checks: {
      #expect(h.counts == [3, 2])
    }
    #expect(finished == true)
  }

  @Test func test_whenSectionControllerDeletesIndexes_thatCountsAreUpdated() throws {
    let finished = try changeFirstSection(of: [TestObject(1, 2), TestObject(2, 2)], toNumber: 1) {
      context, controller in
      context.delete(in: controller, at: [0])
    } checks: {
      #expect(h.counts == [1, 2])
    }
    #expect(finished == true)
  }

  @Test func test_whenSectionControllerReloadsIndexes_thatCellConfigurationUpdates() throws {
    h.setUp([TestObject(1, "a"), TestObject(2, "b")])
    #expect(h.collectionView.numberOfSections == 2)
    #expect(h.cell(0, 0, as: E2ECell.self)?.text == "a")
    let object = h.object(0)
    let controller = try h.requireSection(0)
    let finished = batchAndRun(controller) { context in
      object.value = .text("c")
      context.reload(in: controller, at: [0])
    } checks: {
      #expect(h.collectionView.numberOfSections == 2)
      #expect(h.cell(0, 0, as: E2ECell.self)?.text == "c")
    }
    #expect(finished == true)
  }

  @Test func test_whenSectionControllerReloads_thatCountsAreUpdated() throws {
    let finished = try changeFirstSection(of: [TestObject(1, 2), TestObject(2, 2)], toNumber: 3) {
      context, controller in
      context.reload(controller)
    } checks: {
      #expect(h.counts == [3, 2])
    }
    #expect(finished == true)
  }

  @Test func test_whenSectionControllerReloads_withPreferItemReload_thatCountsAreUpdated() throws {
    h.setUp([TestObject(1, 2), TestObject(2, 2)])
    let object = h.object(0)
    let controller = try h.requireSection(0)
    updater.preferItemReloadsForSectionReloads = true
    let finished = batchAndRun(controller) { context in
      object.value = .number(3)
      context.reload(controller)
    } checks: {
      #expect(h.counts == [3, 2])
    }
    #expect(finished == true)
  }

  @Test
  func test_whenPerformingUpdates_withSectionControllerMutations_thatCollectionCountsAreUpdated()
    throws
  {
    h.setUp([TestObject(1, 2), TestObject(2, 2)])
    let object1 = h.object(0)
    let object2 = h.object(1)
    // A new object in front of the one whose items change.
    h.dataSource.objects = [TestObject(3, 1), object1, object2]
    let controller1 = try #require(h.adapter.sectionController(for: object1))
    let controller2 = try #require(h.adapter.sectionController(for: object2))
    h.adapter.performUpdates(animated: true)
    let finished = batchAndRun(controller1) { context in
      object1.value = .number(1)
      object2.value = .number(3)
      context.delete(in: controller1, at: [0])
      context.insert(in: controller2, at: [2])
      context.reload(in: controller2, at: [0])
    } checks: {
      #expect(h.counts == [1, 1, 3])
    }
    #expect(finished == true)
  }

  @Test
  func test_whenSectionControllerMoves_withSectionControllerMutations_thatCollectionViewWorks()
    throws
  {
    h.setUp([TestObject(1, 2), TestObject(2, 2)])
    let object = h.object(0)
    h.dataSource.objects = [TestObject(2, 2), object]
    let controller = try #require(h.adapter.sectionController(for: object))
    // The section move, then an item insert batched with it.
    h.adapter.performUpdates(animated: true)
    let finished = batchAndRun(controller) { context in
      object.value = .number(3)
      context.insert(in: controller, at: [2])
    } checks: {
      #expect(h.collectionView.numberOfSections == 2)
      #expect(h.collectionView.numberOfItems(inSection: 1) == 3)
    }
    #expect(finished == true)
    #expect(h.counts == [2, 3])
  }

  @Test
  func test_whenItemIsRemoved_withSectionControllerMutations_thatCollectionViewWorks() throws {
    h.setUp([TestObject(2, 2), TestObject(1, 2)])
    let object = h.object(1)
    h.dataSource.objects = [TestObject(2, 2)]
    let controller = try #require(h.adapter.sectionController(for: object))
    h.adapter.performUpdates(animated: true)
    let finished = batchAndRun(controller) { context in
      object.value = .number(1)
      context.delete(in: controller, at: [0])
    } checks: {
      #expect(h.collectionView.numberOfSections == 1)
    }
    #expect(finished != nil)
    #expect(h.counts == [2])
  }

  @Test
  func test_whenPerformingUpdates_withUnequalItem_withItemMoving_thatCollectionViewCountsUpdate() {
    h.setUp([TestObject(1, 2), TestObject(2, 2)])
    // Object 1 moves from 0 to 1 and gets 3 items.
    h.dataSource.objects = [TestObject(3, 2), TestObject(1, 3), TestObject(2, 2)]
    let finished = h.performUpdatesAndRun {
      #expect(h.counts == [2, 3, 2])
    }
    #expect(finished != nil)
  }

  @Test
  func
    test_whenPerformingUpdates_withItemMoving_withSectionControllerReloadIndexes_thatCollectionViewCountsUpdate()
    throws
  {
    let finished = try reloadFirstItem(whileUpdatingTo: [TestObject(2, 3), TestObject(1, 2)]) {
      #expect(h.counts == [3, 2])
    }
    #expect(finished == true)
  }

  @Test
  func
    test_whenPerformingUpdates_withSectionControllerReloadIndexes_withItemDeleted_thatCollectionViewCountsUpdate()
    throws
  {
    let finished = try reloadFirstItem(whileUpdatingTo: [TestObject(2, 3)]) {
      #expect(h.counts == [3])
    }
    #expect(finished != nil)
  }

  @Test func test_whenPerformingUpdates_withNewItemInstances_thatSectionControllersEqual() {
    h.setUp([TestObject(1, 2), TestObject(2, 2)])
    let controller1 = h.adapter.sectionController(for: h.object(0))
    let controller2 = h.adapter.sectionController(for: h.object(1))
    // New instances: the first changed, the second equal.
    h.dataSource.objects = [TestObject(1, 3), TestObject(2, 2)]
    var done = false
    h.adapter.performUpdates(animated: true) { _ in
      #expect(h.counts == [3, 2])
      let objects = h.adapter.objects()
      #expect(controller1 != nil && controller2 != nil)
      #expect(objects.first.flatMap { h.adapter.sectionController(for: $0) } === controller1)
      #expect(objects.last.flatMap { h.adapter.sectionController(for: $0) } === controller2)
      done = true
    }
    h.run()
    #expect(done)
  }

  @Test
  func
    test_whenPerformingMultipleUpdates_withNewItemInstances_thatSectionControllersReceiveNewInstances()
    throws
  {
    h.setUp([TestObject(1, 2), TestObject(2, 2)])
    let object = h.object(0)
    let controller = try h.requireSection(0)
    #expect(controller.updateCount == 1)
    // The same instance.
    h.dataSource.objects = [object, TestObject(3, 2)]
    var done = false
    h.adapter.performUpdates(animated: true) { _ in
      #expect(h.adapter.sectionController(forSection: 0) === controller)
      #expect(controller.updateCount == 1)
      // A new, equal instance.
      h.dataSource.objects = [TestObject(1, 2), TestObject(3, 2)]
      h.adapter.performUpdates(animated: true) { _ in
        #expect(h.adapter.sectionController(forSection: 0) === controller)
        #expect(controller.updateCount == 2)
        done = true
      }
    }
    h.run()
    #expect(done)
  }

  @Test
  func test_whenQueryingCollectionContext_withNewItemInstances_thatSectionMatchesCurrentIndex()
    throws
  {
    h.setUp([TestObject(1, 2), TestObject(2, 2)])
    let controller = try h.requireSection(0)
    var executedUpdateBlock = false
    var done = false
    h.adapter.performUpdates(animated: true) { _ in
      h.dataSource.objects = [TestObject(2, 2), TestObject(1, 2), TestObject(3, 2)]
      controller.itemUpdateBlock = { [weak controller] in
        executedUpdateBlock = true
        #expect(controller?.section == 1)
      }
      h.adapter.performUpdates(animated: true) { _ in
        #expect(executedUpdateBlock)
        done = true
      }
    }
    h.run()
    #expect(done)
  }

  @Test
  func test_whenSectionControllerMutates_withReloadData_thatSectionControllerMutationIsApplied()
    throws
  {
    h.setUp([TestObject(1, 2), TestObject(2, 2)])
    let object = h.object(0)
    let controller = try h.requireSection(0)
    batch(controller) { context in
      object.value = .number(3)
      context.insert(in: controller, at: [2])
    }
    let finished = h.reloadDataAndRun {
      // The count from the batch update before the reload.
      #expect(h.counts == [3, 2])
    }
    #expect(finished != nil)
  }

  @Test func test_whenContentOffsetChanges_withPerformUpdates_thatCollectionViewWorks() {
    // The layout moves the content offset while it prepares, between the update and its
    // completion.
    h.collectionView.collectionViewLayout = E2EOffsettingLayout()
    h.setUp([TestObject(1, 2), TestObject(2, 2), TestObject(3, 2)])
    // Without the last object, no section controller out of bounds may be asked for.
    h.dataSource.objects = [TestObject(1, 2), TestObject(2, 2)]
    let finished = h.performUpdatesAndRun {
      #expect(h.collectionView.numberOfSections == 2)
    }
    #expect(finished != nil)
  }

  @Test
  func test_whenReloadingItems_withNewItemInstances_thatSectionControllersReceiveNewInstances()
    throws
  {
    h.setUp([TestObject(1, 2), TestObject(2, 2), TestObject(3, 2)])
    let controller1 = try #require(h.section(for: TestObject(1, 2)))
    let controller2 = try #require(h.section(for: TestObject(2, 2)))
    let newObjects = [TestObject(1, 3), TestObject(2, 3)]
    h.adapter.reloadObjects(newObjects)
    #expect(controller1.item === newObjects[0])
    #expect(controller2.item === newObjects[1])
    let mapObjects = h.adapter.sectionMap.objects
    #expect(mapObjects.contains { ($0 as? TestObject) === newObjects[0] })
    #expect(mapObjects.contains { ($0 as? TestObject) === newObjects[1] })
    h.run()
    #expect(h.counts == [3, 3, 2])
  }

  @Test func test_whenReloadingItems_withPerformUpdates_thatReloadIsApplied() throws {
    h.setUp([TestObject(1, 1), TestObject(2, 2), TestObject(3, 3)])
    let object = h.object(0)
    let controller = try h.requireSection(0)
    // A reload from inside a batch update, as a re-entrant item reload.
    batch(controller) { _ in
      object.value = .number(4)
      h.adapter.reloadObjects([object])
    }
    // The object moves from 0 to 1, changed in the batch above and queued for a reload.
    h.dataSource.objects = [TestObject(3, 3), object, TestObject(2, 2)]
    let finished = h.performUpdatesAndRun {
      #expect(h.counts == [3, 4, 2])
    }
    #expect(finished != nil)
  }

  @Test func test_whenReloadingItems_inItemUpdateBlock_thatDoesntCrash() throws {
    h.setUp([TestObject(1, 1), TestObject(2, 2)])
    let object = h.object(1)
    let controller = try h.requireSection(1)
    // Updates should not start inside didUpdate(to:), but one that does is resolved.
    controller.itemUpdateBlock = { h.adapter.reloadObjects([object]) }
    // The object moves from 1 to 2, so the reload must use its previous section; a new instance
    // makes the section controller's didUpdate(to:) run.
    h.dataSource.objects = [TestObject(1, 1), TestObject(3, 3), TestObject(2, 2)]
    let finished = h.performUpdatesAndRun {
      #expect(h.counts == [1, 3, 2])
    }
    #expect(finished != nil)
  }

  @Test
  func test_whenSectionControllerMutates_whenThereIsNoWindow_thatCollectionViewCountsAreUpdated()
    throws
  {
    let finished = try changeFirstSection(of: [TestObject(1, 8)], toNumber: 6) {
      context, controller in
      context.reload(in: controller, at: [0])
      context.delete(in: controller, at: [5, 6, 7])
      context.insert(in: controller, at: [0])
    } checks: {
      #expect(h.counts == [6])
    }
    #expect(finished != nil)
  }

  @Test func test_whenPerformingUpdates_withoutSettingDataSource_thatCompletionBlockExecutes() {
    let collectionView = h.makeCollectionView()
    let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
    adapter.collectionView = collectionView
    h.dataSource.objects = [TestObject(1, 1)]
    var done = false
    // Without a data source the update completes at once; the next one is made a turn later,
    // once the data source is set.
    adapter.performUpdates(animated: true) { _ in
      h.scheduler.schedule(after: 0) {
        h.dataSource.objects = [TestObject(1, 1), TestObject(2, 2)]
        adapter.performUpdates(animated: true) { _ in
          #expect(collectionView.numberOfSections == 2)
          done = true
        }
      }
    }
    // Setting the data source reads it at once, as the collection view is set.
    adapter.dataSource = h.dataSource
    collectionView.layoutIfNeeded()
    h.run()
    #expect(done)
  }

  @Test func test_whenPerformingUpdates_withItemsMovingInBlocks_thatCollectionViewWorks() {
    h.setUp(
      [(1, 0), (2, 7), (3, 8), (4, 8), (5, 8), (6, 5), (7, 8), (8, 8), (9, 8)].map {
        TestObject($0.0, $0.1)
      })
    let collectionView = h.makeCollectionView()
    let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
    adapter.dataSource = h.dataSource
    adapter.collectionView = collectionView
    collectionView.layoutIfNeeded()
    #expect(collectionView.numberOfSections == 9)
    // Object 6 moves in front of 4 and 5 without changing its index in the array.
    h.dataSource.objects =
      [(1, 0), (10, 5), (11, 7), (2, 7), (3, 8), (6, 5), (4, 8), (5, 8), (7, 8), (8, 8)].map {
        TestObject($0.0, $0.1)
      }
    let finished = h.performUpdatesAndRun(on: adapter) {
      #expect(collectionView.numberOfSections == 10)
    }
    #expect(finished != nil)
  }

  @Test func test_whenItemDeleted_withDisplayDelegate_thatDelegateReceivesDeletedItem() throws {
    h.setUp([TestObject(1, 1), TestObject(2, 2)])
    let object = h.object(0)
    h.dataSource.objects = [TestObject(2, 2)]
    let cell = try #require(h.cell(0, 0))
    let delegate = E2EAdapterDelegate()
    h.adapter.delegate = delegate
    let finished = h.performUpdatesAndRun {
      #expect(delegate.endedObjects.count == 1)
      #expect(delegate.endedObjects.first?.object as? TestObject === object)
      #expect(delegate.endedObjects.first?.index == 0)
      #expect(delegate.endedCells.count == 1)
      #expect(delegate.endedCells.first?.object as? TestObject === object)
      #expect(delegate.endedCells.first?.cell === cell)
      #expect(delegate.endedCells.first?.indexPath == IndexPath(item: 0, section: 0))
    }
    #expect(finished == true)
  }

  @Test func test_whenItemReloaded_withDisplacingMutations_thatCollectionViewWorks() {
    h.setUp((1...5).map { TestObject($0, 1) })
    // Objects 2, 5 and 4 are reloaded; 5 and 3 move.
    h.dataSource.objects = [
      TestObject(1, 1), TestObject(2, 2), TestObject(5, 2), TestObject(4, 2), TestObject(3, 1),
    ]
    let finished = h.performUpdatesAndRun()
    #expect(finished == true)
    #expect(h.counts == [1, 2, 2, 2, 1])
  }

  @Test func test_whenCollectionViewAppears_thatWillDisplayEventsAreSent() throws {
    h.setUp([TestObject(1, 1), TestObject(2, 2)])
    let ic1 = try h.requireSection(0)
    #expect(ic1.willDisplayCount == 1)
    #expect(ic1.didEndDisplayCount == 0)
    #expect(ic1.willDisplayCellIndexes == [0: 1])
    #expect(ic1.didEndDisplayCellIndexes.isEmpty)
    let ic2 = try h.requireSection(1)
    #expect(ic2.willDisplayCount == 1)
    #expect(ic2.didEndDisplayCount == 0)
    #expect(ic2.willDisplayCellIndexes == [0: 1, 1: 1])
    #expect(ic2.didEndDisplayCellIndexes.isEmpty)
  }

  @Test func test_whenAdapterUpdates_withItemUpdated_thatdidEndDisplayEventsAreSent() throws {
    h.setUp([TestObject(1, 1), TestObject(2, 2)])
    let ic1 = try h.requireSection(0)
    let ic2 = try h.requireSection(1)
    // The second section is reloaded with one cell fewer.
    h.dataSource.objects = [TestObject(1, 1), TestObject(2, 1)]
    let finished = h.performUpdatesAndRun {
      #expect(ic1.willDisplayCount == 1)
      #expect(ic1.didEndDisplayCount == 0)
      #expect(ic1.willDisplayCellIndexes[0] == 1)
      #expect(ic1.didEndDisplayCellIndexes[0] == nil)
      #expect(ic2.willDisplayCount == 1)
      #expect(ic2.didEndDisplayCount == 0)
      #expect(ic2.willDisplayCellIndexes[1] == 1)
      #expect(ic2.didEndDisplayCellIndexes[1] == 1)
    }
    #expect(finished != nil)
  }

  @Test func test_whenAdapterUpdates_withItemRemoved_thatdidEndDisplayEventsAreSent() throws {
    h.setUp([TestObject(1, 1), TestObject(2, 2)])
    let ic1 = try h.requireSection(0)
    let ic2 = try h.requireSection(1)
    h.dataSource.objects = [TestObject(1, 1)]
    let finished = h.performUpdatesAndRun {
      #expect(ic1.willDisplayCount == 1)
      #expect(ic1.didEndDisplayCount == 0)
      #expect(ic1.willDisplayCellIndexes == [0: 1])
      #expect(ic1.didEndDisplayCellIndexes.isEmpty)
      #expect(ic2.willDisplayCount == 1)
      #expect(ic2.didEndDisplayCount == 1)
      #expect(ic2.willDisplayCellIndexes == [0: 1, 1: 1])
      #expect(ic2.didEndDisplayCellIndexes == [0: 1, 1: 1])
    }
    #expect(finished != nil)
  }

  @Test func test_whenAdapterUpdates_withEmptyItems_thatdidEndDisplayEventsAreSent() throws {
    h.setUp([TestObject(1, 1), TestObject(2, 2)])
    let ic1 = try h.requireSection(0)
    let ic2 = try h.requireSection(1)
    h.dataSource.objects = []
    let finished = h.performUpdatesAndRun {
      #expect(ic1.didEndDisplayCount == 1)
      #expect(ic1.didEndDisplayCellIndexes == [0: 1])
      #expect(ic2.didEndDisplayCount == 1)
      #expect(ic2.didEndDisplayCellIndexes == [0: 1, 1: 1])
    }
    #expect(finished != nil)
  }

  @Test func test_whenBatchUpdating_withCellQuery_thatCellIsNil() {
    var executed = false
    let adapter = h.adapter
    h.dataSource.makeSectionController = { _ in
      let section = E2ESection()
      section.cellConfigureBlock = { [weak adapter] controller in
        executed = true
        #expect(adapter?.cellForItem(at: 0, sectionController: controller) == nil)
      }
      return section
    }
    h.setUp([TestObject(1, 1), TestObject(2, 1), TestObject(3, 1)])
    h.dataSource.objects = [
      TestObject(1, 1), TestObject(2, 1), TestObject(4, 1), TestObject(5, 1), TestObject(6, 1),
    ]
    let finished = h.performUpdatesAndRun()
    #expect(finished != nil)
    #expect(executed)
  }

  @Test func test_whenPerformingUpdates_withWorkingRange_thatAccessingCellDoesntCrash() {
    h.setUp([TestObject(1, 1), TestObject(2, 1), TestObject(3, 1)])
    // The section controllers read cells as they enter the working range; objects beyond the
    // 100-point frame have none.
    h.dataSource.objects = (1...11).map { TestObject($0, 1) }
    let finished = h.performUpdatesAndRun()
    #expect(finished != nil)
    #expect(h.collectionView.numberOfSections == 11)
  }

  @Test func test_whenReloadingItems_withDeleteAndInsertCollision_thatUpdateCanBeApplied() throws {
    h.setUp([TestObject(1, 1), TestObject(2, 5), TestObject(3, 1)])
    let controller = try h.requireSection(1)
    let finished = batchAndRun(controller, animated: false) { context in
      context.delete(in: controller, at: [1, 2])
      context.insert(in: controller, at: [1, 2])
      context.reload(in: controller, at: [1, 2, 3, 4])
    }
    #expect(finished == true)
    #expect(h.counts == [1, 5, 1])
  }

  @Test func test_whenReloadingItems_withSectionInsertedInFront_thatUpdateCanBeApplied() throws {
    let finished1 = try queueItemReloadsInSecondSection()
    // A new object shifts object 2.
    h.dataSource.objects = [TestObject(1, 1), TestObject(4, 1), TestObject(2, 5), TestObject(3, 1)]
    var finished2: Bool?
    h.adapter.performUpdates(animated: true) { finished2 = $0 }
    h.run()
    #expect(finished1() == true)
    #expect(finished2 == true)
    #expect(h.counts == [1, 1, 5, 1])
  }

  @Test func test_whenReloadingItems_withSectionDeletedInFront_thatUpdateCanBeApplied() throws {
    let finished1 = try queueItemReloadsInSecondSection()
    h.dataSource.objects = [TestObject(2, 5), TestObject(3, 1)]
    var finished2: Bool?
    h.adapter.performUpdates(animated: true) { finished2 = $0 }
    h.run()
    #expect(finished1() == true)
    #expect(finished2 == true)
    #expect(h.counts == [5, 1])
  }

  @Test func test_whenMovingItems_withObjectMoving_thatCollectionViewWorks() throws {
    let executed = try queueFirstItemMove(
      [TestObject(1, 2), TestObject(2, 2), TestObject(3, 2)], section: 2)
    h.dataSource.objects = [TestObject(3, 2), TestObject(1, 2), TestObject(2, 2)]
    let finished = h.performUpdatesAndRun {
      #expect(executed())
    }
    #expect(finished == true)
    #expect(h.counts == [2, 2, 2])
  }

  @Test func test_whenMovingItems_withObjectReloaded_thatCollectionViewWorks() throws {
    let executed = try queueFirstItemMove([TestObject(1, 2)])
    h.dataSource.objects = [TestObject(1, 3)]
    let finished = h.performUpdatesAndRun {
      #expect(executed())
    }
    #expect(finished == true)
    #expect(h.counts == [3])
  }

  @Test func test_whenMovingItems_withObjectDeleted_thatCollectionViewWorks() throws {
    let executed = try queueFirstItemMove([TestObject(1, 2)])
    h.dataSource.objects = []
    let finished = h.performUpdatesAndRun {
      #expect(executed())
    }
    #expect(finished == true)
    #expect(h.counts == [])
  }

  @Test func test_whenMovingItems_withObjectInsertedBefore_thatCollectionViewWorks() throws {
    let executed = try queueFirstItemMove([TestObject(1, 2)])
    h.setUp([TestObject(2, 2), TestObject(1, 2)])
    let finished = h.performUpdatesAndRun {
      #expect(executed())
    }
    #expect(finished == true)
    #expect(h.counts == [2, 2])
  }

  @Test func test_whenMovingItems_thatCollectionViewWorks() throws {
    h.setUp([TestObject(1, 2)])
    let cell1 = try #require(h.cell(0, 0, as: E2ECell.self))
    let cell2 = try #require(h.cell(0, 1, as: E2ECell.self))
    cell1.text = "foo"
    cell2.text = "bar"
    let controller = try h.requireSection(0)
    let finished = batchAndRun(controller) { context in
      context.move(in: controller, from: 0, to: 1)
    } checks: {
      #expect(h.cell(0, 0, as: E2ECell.self)?.text == "bar")
      #expect(h.cell(0, 1, as: E2ECell.self)?.text == "foo")
    }
    #expect(finished == true)
  }

  @Test
  func
    test_whenInvalidatingSectionController_withSizeChange_thatCellsAreSameInstance_thatCellsFrameChanged()
    throws
  {
    h.setUp([TestObject(1, 2)])
    let cell1 = try #require(h.cell(0, 0, as: E2ECell.self))
    let cell2 = try #require(h.cell(0, 1, as: E2ECell.self))
    #expect(cell1.frame.size.height == 10)
    #expect(cell2.frame.size.height == 10)
    let controller = try h.requireSection(0)
    controller.height = 20
    var finished: Bool?
    h.adapter.invalidateLayout(for: controller) { done in
      #expect(h.cell(0, 0) === cell1)
      #expect(h.cell(0, 1) === cell2)
      #expect(cell1.frame.size.height == 20)
      #expect(cell2.frame.size.height == 20)
      finished = done
    }
    h.run()
    #expect(finished == true)
  }

  @Test func test_whenAdaptersSwapCollectionViews_thatOldAdapterDoesntUpdateOldCollectionView() {
    let adapters = twoAdaptersTakingTheCollectionView(layingItOutAgain: false)
    adapters.firstDataSource.objects = (1...4).map { TestObject($0, 2) }
    let finished = h.performUpdatesAndRun(on: adapters.first) {
      #expect(h.counts == [1, 1])
    }
    #expect(finished != nil)
    #expect(adapters.first.collectionView == nil)
  }

  @Test func test_whenAdaptersSwapCollectionViews_() {
    let adapters = twoAdaptersTakingTheCollectionView(layingItOutAgain: true)
    adapters.secondDataSource.objects = [
      TestObject(1, 2), TestObject(2, 1), TestObject(3, 1), TestObject(4, 1),
    ]
    let finished = h.performUpdatesAndRun(on: adapters.second) {
      #expect(h.counts == [2, 1, 1, 1])
    }
    #expect(finished != nil)
  }

  @Test
  func test_whenDidUpdateAsyncReloads_withBatchUpdatesInProgress_thatReloadIsExecuted() throws {
    h.setUp([TestObject(1, 1)])
    let controller = try h.requireSection(0)
    var done1 = false
    controller.itemUpdateBlock = { [weak controller] in
      // Inside didUpdate(to:), the item is changed by hand (never do this), so that the number of
      // items goes from 1 to 2, and a reload is batched.
      guard let controller, let context = controller.collectionContext else { return }
      context.performBatch(
        animated: false,
        updates: { [weak controller] batchContext in
          guard let controller else { return }
          controller.item = TestObject(1, 2)
          batchContext.reload(controller)
        },
        completion: { _ in
          #expect(h.collectionView.numberOfItems(inSection: 0) == 2)
          done1 = true
        })
    }
    // A new object, so that the diff has changes and a batch update runs.
    h.dataSource.objects = [TestObject(1, 1), TestObject(2, 1)]
    var done2 = false
    h.adapter.performUpdates(animated: true) { _ in
      // This completion runs after the reload above.
      #expect(h.collectionView.numberOfItems(inSection: 0) == 2)
      done2 = true
    }
    h.run()
    #expect(done1)
    #expect(done2)
  }

  @Test
  func test_whenInsertingItemsTwice_withDataUpdatedTwice_thatAllUpdatesAppliedWithoutException()
    throws
  {
    let finished = try changeFirstSection(of: [TestObject(1, 2)], toNumber: 4) {
      context, controller in
      context.insert(in: controller, at: [0])
      context.insert(in: controller, at: [0])
    } checks: {
      #expect(h.counts == [4])
    }
    #expect(finished == true)
  }

  @Test
  func test_whenDeletingItemsTwice_withDataUpdatedTwice_thatAllUpdatesAppliedWithoutException()
    throws
  {
    let finished = try changeFirstSection(of: [TestObject(1, 4)], toNumber: 3) {
      context, controller in
      context.delete(in: controller, at: [0])
      context.delete(in: controller, at: [0])
    } checks: {
      #expect(h.counts == [3])
    }
    #expect(finished == true)
  }

  @Test func test_whenReloadingSameItemTwice_thatDeletesAndInsertsAreBalanced() throws {
    h.setUp([TestObject(1, 4)])
    let controller = try h.requireSection(0)
    let finished = batchAndRun(controller) { context in
      context.reload(in: controller, at: [0])
      context.reload(in: controller, at: [0])
    } checks: {
      #expect(h.counts == [4])
    }
    #expect(finished == true)
  }

  @Test func test_whenUpdateQueuedDuringBatch_thatUpdateCompletesWithoutCrashing() throws {
    h.setUp((1...4).map { TestObject($0, 4) })
    let object = h.object(0)
    let controller = try h.requireSection(0)
    var done1 = false
    var done2 = false
    batch(controller) { context in
      object.value = .number(3)
      context.delete(in: controller, at: [0])
      h.dataSource.objects = [TestObject(2, 4), TestObject(4, 4), TestObject(1, 3)]
      h.adapter.performUpdates(animated: true) { _ in
        #expect(h.counts == [4, 4, 3])
        done1 = true
      }
    } completion: { _ in
      #expect(h.counts == [3, 4, 4, 4])
      done2 = true
    }
    h.run()
    #expect(done1)
    #expect(done2)
  }

  @Test func test_whenMassiveUpdate_thatUpdateApplied() {
    h.setUp([])
    h.dataSource.objects = (1...3000).map { TestObject($0, 4) }
    let finished = h.performUpdatesAndRun {
      #expect(h.collectionView.numberOfSections == 3000)
    }
    #expect(finished != nil)
  }

  // MARK: Update listeners

  /// Two listeners added to the adapter, after it is set up with one object and given a second.
  func twoListeners() -> (E2EUpdateListener, E2EUpdateListener) {
    h.setUp([TestObject(1, 1)])
    let listeners = (E2EUpdateListener(), E2EUpdateListener())
    h.adapter.add(listeners.0)
    h.adapter.add(listeners.1)
    h.dataSource.objects = [TestObject(1, 1), TestObject(2, 1)]
    return listeners
  }

  func expectOneHit(
    _ listener: E2EUpdateListener, _ type: ListAdapterUpdateType, animated: Bool,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(listener.hits == 1, sourceLocation: sourceLocation)
    #expect(listener.animated == animated, sourceLocation: sourceLocation)
    #expect(listener.type == type, sourceLocation: sourceLocation)
  }

  @Test
  func test_whenAddingMultipleUpdateListeners_withPerformUpdatesAnimated_thatEventsReceived() {
    let (listener1, listener2) = twoListeners()
    let finished = h.performUpdatesAndRun {
      expectOneHit(listener1, .performUpdates, animated: true)
      expectOneHit(listener2, .performUpdates, animated: true)
    }
    #expect(finished != nil)
  }

  @Test
  func test_whenAddingMultipleUpdateListeners_withPerformUpdatesNotAnimated_thatEventsReceived() {
    let (listener1, listener2) = twoListeners()
    let finished = h.performUpdatesAndRun(animated: false) {
      expectOneHit(listener1, .performUpdates, animated: false)
      expectOneHit(listener2, .performUpdates, animated: false)
    }
    #expect(finished != nil)
  }

  @Test func test_whenAddingMultipleUpdateListeners_withReloadData_thatEventsReceived() {
    let (listener1, listener2) = twoListeners()
    let finished = h.reloadDataAndRun {
      expectOneHit(listener1, .reloadData, animated: false)
      expectOneHit(listener2, .reloadData, animated: false)
    }
    #expect(finished != nil)
  }

  @Test
  func test_whenAddingMultipleUpdateListeners_withItemUpdatesAnimated_thatEventsReceived() throws {
    let (listener1, listener2) = twoListeners()
    let controller = try h.requireSection(0)
    let finished = batchAndRun(controller, animated: true) { context in
      context.reload(in: controller, at: [0])
    } checks: {
      expectOneHit(listener1, .itemUpdates, animated: true)
      expectOneHit(listener2, .itemUpdates, animated: true)
    }
    #expect(finished != nil)
  }

  @Test
  func test_whenAddingMultipleUpdateListeners_withItemUpdatesNotAnimated_thatEventsReceived()
    throws
  {
    let (listener1, listener2) = twoListeners()
    let controller = try h.requireSection(0)
    let finished = batchAndRun(controller, animated: false) { context in
      context.reload(in: controller, at: [0])
    } checks: {
      expectOneHit(listener1, .itemUpdates, animated: false)
      expectOneHit(listener2, .itemUpdates, animated: false)
    }
    #expect(finished != nil)
  }

  @Test
  func test_whenAddingMultipleUpdateListeners_thenRemovingListener_thatRemainingReceives() {
    let (listener1, listener2) = twoListeners()
    h.adapter.remove(listener2)
    let finished = h.performUpdatesAndRun {
      expectOneHit(listener1, .performUpdates, animated: true)
      #expect(listener2.hits == 0)
    }
    #expect(finished != nil)
  }

  @Test
  func test_whenAddingUpdateListener_thenListenerReferenceHitsZero_thatListenerReleased() {
    h.setUp([TestObject(1, 1)])
    weak var weakListener: E2EUpdateListener?
    do {
      let listener = E2EUpdateListener()
      weakListener = listener
      h.adapter.add(listener)
    }
    h.dataSource.objects = [TestObject(1, 1), TestObject(2, 1)]
    let finished = h.performUpdatesAndRun {
      #expect(weakListener == nil)
    }
    #expect(finished != nil)
  }

  @Test func test_whenModifyingInitialAndFinalAttribute_thatLayoutIsCorrect() throws {
    let layout = ListCollectionViewLayout(
      stickyHeaders: false, topContentInset: 0, stretchToEdge: false)
    h.collectionView = h.makeCollectionView(layout: layout)
    let object = TestObject(1, 2)
    h.setUp([object])
    let sectionController = try #require(h.section(for: object))
    sectionController.transitionDelegate = sectionController
    let offset = CGPoint(x: 10, y: 10)
    let indexPath = IndexPath(item: 0, section: 0)
    let attribute = try #require(layout.layoutAttributesForItem(at: indexPath))
    sectionController.initialAttributesOffset = offset
    let initialAttribute = layout.initialLayoutAttributesForAppearingItem(at: indexPath)
    sectionController.finalAttributesOffset = offset
    let finalAttribute = layout.finalLayoutAttributesForDisappearingItem(at: indexPath)
    let moved = CGPoint(x: attribute.center.x + offset.x, y: attribute.center.y + offset.y)
    #expect(initialAttribute?.center == moved)
    #expect(finalAttribute?.center == moved)
  }

  @Test
  func test_whenModifyingInitialAndFinalAttribute_withoutTransitionDelegate_thatLayoutIsCorrect()
    throws
  {
    let layout = ListCollectionViewLayout(
      stickyHeaders: false, topContentInset: 0, stretchToEdge: false)
    h.collectionView = h.makeCollectionView(layout: layout)
    h.setUp([TestObject(1, 2)])
    // Without a transition delegate the adapter keeps the layout's attributes.
    let indexPath = IndexPath(item: 0, section: 0)
    let attribute = try #require(layout.layoutAttributesForItem(at: indexPath))
    #expect(
      layout.initialLayoutAttributesForAppearingItem(at: indexPath)?.center == attribute.center)
    #expect(
      layout.finalLayoutAttributesForDisappearingItem(at: indexPath)?.center == attribute.center)
  }

  // MARK: Collection views and data sources changing under updates

  @Test
  func test_whenSwappingCollectionViewsAfterUpdate_thatUpdatePerformedOnTheCorrectCollectionView() {
    let adapter1 = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
    let collectionView1 = h.makeCollectionView()
    adapter1.collectionView = collectionView1
    let dataSource1 = h.makeDataSource([TestObject(1, 1), TestObject(2, 1)])
    adapter1.dataSource = dataSource1

    let adapter2 = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
    let collectionView2 = h.makeCollectionView()
    adapter2.collectionView = collectionView2
    let dataSource2 = h.makeDataSource([TestObject(3, 1)])
    adapter2.dataSource = dataSource2

    // The last section of the first data source is deleted.
    dataSource1.objects = [TestObject(1, 1)]
    var done = false
    adapter1.performUpdates(animated: true) { _ in done = true }
    // The collection views are swapped, as by cell reuse, right after the update is queued.
    adapter1.collectionView = collectionView2
    adapter2.collectionView = collectionView1
    h.run()
    #expect(done)
    #expect(collectionView2.numberOfSections == 1)
    #expect(collectionView1.numberOfSections == 1)
  }

  @Test func test_whenCollectionViewBecomesNilDuringPerformUpdates_thatStateCleanedCorrectly() {
    checkCollectionViewBecomingNil(during: .performUpdates)
  }

  @Test func test_whenCollectionViewBecomesNilDuringReloadData_thatStateCleanedCorrectly() {
    checkCollectionViewBecomingNil(during: .reloadData)
  }

  // test_whenUpdating_withMissingSectionController_thatDoesNotCrash: data sources cannot give nil.

  // MARK: Releasing

  @Test func test_whenReleasingObjects_thatAssertDoesntFire() {
    h.setUp([TestObject(1, 1)])
    weak var weakAdapter: ListAdapter?
    var completions: [Bool] = []
    do {
      let adapter = ListAdapter(
        updater: ListAdapterUpdater(), viewController: nil, workingRangeSize: 2)
      adapter.collectionView = h.collectionView
      adapter.dataSource = h.dataSource
      adapter.performUpdates(animated: false) { completions.append($0) }
      weakAdapter = adapter
    }
    // Nothing holds the adapter while its update waits.
    #expect(weakAdapter == nil)
    h.run()
    // IGListKit never calls the completion of a released adapter; ListKit calls it, with false,
    // as there is no adapter left to update.
    #expect(completions == [false])
  }

  @Test func test_whenDataSourceDeallocatedAfterUpdateQueued_thatUpdateSuccesfullyCompletes() {
    var dataSource: TestDataSource? = h.makeDataSource([TestObject(1, 1)])
    weak let weakDataSource = dataSource
    h.adapter.collectionView = h.collectionView
    h.adapter.dataSource = dataSource
    h.collectionView.layoutIfNeeded()
    dataSource?.objects = [TestObject(1, 1), TestObject(2, 2)]
    var done = false
    h.adapter.performUpdates(animated: true) { _ in
      #expect(h.collectionView.numberOfSections == 2)
      done = true
    }
    dataSource = nil
    h.run()
    #expect(done)
    #expect(weakDataSource == nil)
  }

  @Test
  func test_whenQueuingUpdate_withSectionControllerBatchUpdate_thatSectionControllerNotRetained()
    throws
  {
    weak var weakSectionController: ListSectionController?
    weak var weakAdapter: ListAdapter?
    weak var weakCollectionView: CollectionView?
    do {
      let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
      let object = TestObject(1, 2)
      let dataSource = h.makeDataSource([object])
      let collectionView = h.makeCollectionView()
      adapter.collectionView = collectionView
      adapter.dataSource = dataSource
      collectionView.layoutIfNeeded()
      #expect(collectionView.numberOfSections == 1)
      #expect(collectionView.numberOfItems(inSection: 0) == 2)
      let section = try #require(adapter.sectionController(for: object))
      batch(section) { [weak section] context in
        object.value = .number(3)
        if let section { context.insert(in: section, at: [0]) }
      } completion: { _ in
      }
      dataSource.objects = [object, TestObject(2, 2)]
      adapter.performUpdates(animated: true) { _ in }
      weakAdapter = adapter
      weakCollectionView = collectionView
      weakSectionController = section
      #expect(weakAdapter != nil)
      #expect(weakCollectionView != nil)
      #expect(weakSectionController != nil)
    }
    #expect(weakAdapter == nil)
    #expect(weakCollectionView == nil)
    #expect(weakSectionController == nil)
    h.run()
  }

  @Test
  func
    test_whenInvalidatingInsideBatchUpdate_withSystemReleased_thatSystemNil_andCollectionViewDoesntCrashOnDealloc()
  {
    weak var weakAdapter: ListAdapter?
    var executedItemUpdate = false
    var done = false
    do {
      h.dataSource.objects = [TestObject(1, "Bar"), TestObject(0, "Foo")]
      let collectionView = h.makeCollectionView()
      let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
      adapter.dataSource = h.dataSource
      adapter.collectionView = collectionView
      collectionView.layoutIfNeeded()
      let section = adapter.sectionController(for: h.object(0)) as? E2ESection
      section?.itemUpdateBlock = { [weak section] in
        executedItemUpdate = true
        guard let section else { return }
        section.collectionContext?.invalidateLayout(for: section, completion: nil)
      }
      // New, equal instances.
      h.dataSource.objects = [TestObject(1, "Bar"), TestObject(0, "Foo")]
      adapter.performUpdates(animated: true) { _ in
        #expect(collectionView.dataSource === adapter)
        collectionView.removeFromSuperview()
        done = true
      }
      weakAdapter = adapter
      #expect(weakAdapter != nil)
    }
    h.run()
    #expect(done)
    #expect(executedItemUpdate)
    #expect(weakAdapter == nil)
  }

  @Test
  func
    test_whenInvalidatingInsideBatchUpdate_andRemoveThatSectionController_thatCollectionViewDoesntCrash()
    throws
  {
    let foo = TestObject(1, "Foo")
    let bar = TestObject(0, "Bar")
    h.dataSource.objects = [foo, bar]
    let collectionView = h.makeCollectionView()
    let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
    adapter.dataSource = h.dataSource
    adapter.collectionView = collectionView
    collectionView.layoutIfNeeded()
    let sectionToRemove = try #require(adapter.sectionController(for: bar))
    h.dataSource.objects = [foo]
    var finished1: Bool?
    adapter.performUpdates(animated: true) { finished1 = $0 }
    var finished2: Bool?
    sectionToRemove.collectionContext?.invalidateLayout(for: sectionToRemove) { finished2 = $0 }
    h.run()
    #expect(finished1 == true)
    // The section controller is removed by the update, so its invalidation does not finish.
    #expect(finished2 == false)
    #expect(collectionView.numberOfSections == 1)
  }

  // test_whenPerformingBatchSectionUpdate_thatTransactionObjectsGetsDeallocated: builder is a value.

  // MARK: Changing the collection view or the data source

  @Test
  func
    test_whenChangingDataSourceWithADifferentCount_thenPerformBatchUpdate_thatLastestDataIsApplied()
  {
    h.setUp([TestObject(0, "Foo")])
    replaceDataSource(with: [TestObject(0, "Foo"), TestObject(1, "Bar")])
    let finished = h.performUpdatesAndRun(animated: false) {
      #expect(h.collectionView.numberOfSections == 2)
      #expect(h.adapter.objects().count == 2)
    }
    #expect(finished == true)
  }

  @Test
  func test_whenChangingCollectionView_thenScheduleSectionUpdate_thatLastestDataIsApplied() {
    h.setUp([TestObject(0, "Foo")])
    // A new collection view makes the adapter read its data source again.
    replaceCollectionView()
    #expect(h.collectionView.numberOfSections == 1)
    #expect(h.adapter.objects().count == 1)
  }

  @Test func test_settingCollectionViewAndDataSource_thatDontCreateCellsUntilLayout() {
    h.dataSource.objects = [TestObject(0, "Foo")]
    h.adapter.collectionView = h.collectionView
    h.adapter.dataSource = h.dataSource
    // No cell yet: the app may still scroll elsewhere without animation.
    #expect(h.cell(0, 0) == nil)
    h.collectionView.layoutIfNeeded()
    #expect(h.cell(0, 0) != nil)
  }

  @Test
  func test_whenSchedulingSectionUpdate_thenChangeCollectionView_thatLastestDataIsApplied() {
    let finished = queueSectionUpdate(expecting: 2)
    replaceCollectionView()
    expectSections(2)
    h.run()
    #expect(finished() == true)
  }

  @Test
  func test_whenSchedulingSectionUpdate_thenChangeTheDataSource_thatLastestDataIsApplied() {
    let finished = queueSectionUpdate(expecting: 3)
    replaceDataSource(with: [TestObject(0, "Foo"), TestObject(1, "Bar"), TestObject(2, "Baz")])
    expectSections(3)
    h.run()
    #expect(finished() == true)
  }

  @Test
  func test_whenSchedulingItemUpdate_thenChangeCollectionView_thatLastestDataIsApplied() throws {
    let finished = try queueItemInsert()
    replaceCollectionView()
    #expect(h.collectionView.numberOfItems(inSection: 0) == 2)
    h.run()
    #expect(finished() == true)
  }

  @Test
  func test_whenSchedulingItemUpdate_thenChangeDataSource_thatLastestDataIsApplied() throws {
    let finished = try queueItemInsert()
    // The same objects: the section controller is not given them again.
    replaceDataSource(with: h.dataSource.objects)
    #expect(h.collectionView.numberOfItems(inSection: 0) == 2)
    h.run()
    #expect(finished() == true)
  }

  @Test
  func
    test_whenSchedulingSectionUpdate_thenBeginDiffing_thenChangeCollectionView_thatLastestDataIsApplied()
  {
    let finished = queueSectionUpdate(expecting: 2, beginDiffing: true)
    replaceCollectionView()
    expectSections(2)
    h.run()
    #expect(finished() == true)
  }

  @Test
  func
    test_whenSchedulingSectionUpdate_thenBeginDiffing_thenChangeTheDataSource_thatLastestDataIsApplied()
  {
    let finished = queueSectionUpdate(expecting: 3, beginDiffing: true)
    replaceDataSource(with: [TestObject(0, "Foo"), TestObject(1, "Bar"), TestObject(2, "Baz")])
    expectSections(3)
    h.run()
    #expect(finished() == true)
  }

  @Test
  func test_whenCollectionViewSyncsBeforeTheAdapterDataSourceIsSet_thatLastestDataIsApplied() {
    h.adapter.collectionView = h.collectionView
    #expect(h.collectionView.numberOfSections == 0)
    #expect(h.adapter.objects().isEmpty)
    // Setting the data source reads it, and the collection view's counts are read again.
    h.dataSource.objects = [TestObject(1, "Foo")]
    h.adapter.dataSource = h.dataSource
    #expect(h.collectionView.numberOfSections == 1)
    #expect(h.adapter.objects().count == 1)
    h.collectionView.layoutIfNeeded()
    #expect(h.cell(0, 0) != nil)
  }

  @Test
  func
    test_whenCollectionViewSyncsBeforeTheAdapterDataSourceIsSet_thenSchedulingSectionUpdate_thatLastestDataIsApplied()
  {
    h.adapter.collectionView = h.collectionView
    #expect(h.collectionView.numberOfSections == 0)
    #expect(h.adapter.objects().isEmpty)
    h.dataSource.objects = [TestObject(0, "Foo")]
    h.adapter.dataSource = h.dataSource
    #expect(h.adapter.objects().count == 1)
    // A batch update from 1 to 2 objects, before the collection view read its counts again.
    h.dataSource.objects = [TestObject(0, "Foo"), TestObject(1, "Bar")]
    let finished = h.performUpdatesAndRun(animated: false) {
      #expect(h.collectionView.numberOfSections == 2)
      #expect(h.adapter.objects().count == 2)
    }
    #expect(finished == true)
  }

  @Test func test_whenSectionControllerNotSubclassed_thatDoesNotCrash() {
    /// A layout that gives every item a row, even the zero-sized ones a flow layout leaves out,
    /// so that the collection view asks for every cell: IGListKit's
    /// `IGListTestCollectionViewLayout`.
    final class EveryItemLayout: CollectionViewLayout {
      var rows: [CollectionViewLayoutAttributes] = []
      override func prepare() {
        rows = []
        guard let collectionView else { return }
        for section in 0..<collectionView.numberOfSections {
          for item in 0..<collectionView.numberOfItems(inSection: section) {
            let attributes = CollectionViewLayoutAttributes(
              forCellWith: IndexPath(item: item, section: section))
            attributes.frame = CGRect(x: 0, y: CGFloat(rows.count), width: 10, height: 1)
            rows.append(attributes)
          }
        }
      }
      override var collectionViewContentSize: CGSize { CGSize(width: 10, height: rows.count) }
      override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]
      { rows.filter { $0.frame.intersects(rect) } }
      override func layoutAttributesForItem(at indexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
      { rows.first { $0.indexPath == indexPath } }
    }
    let harness = AdapterHarness([TestObject(0, 1)], layout: EveryItemLayout()) { _ in
      ListSectionController()
    }
    var finished: Bool?
    harness.adapter.reloadData { finished = $0 }
    harness.run()
    harness.collectionView.layoutIfNeeded()
    #expect(finished == true)
    #expect(harness.cell(0, 0) != nil)
    #expect(
      harness.diagnostics == [
        "Section controller ListSectionController must override cellForItem(at:); item 0 is an "
          + "empty cell."
      ])
  }

  // MARK: Background diffing

  /// Runs the scheduler and yields to the diffing task until `condition` holds.
  func run(until condition: () -> Bool) async {
    for _ in 0..<10_000 where !condition() {
      h.run()
      await Task.yield()
    }
  }

  @Test func test_whenPerformingUpdates_withAdaptiveDiffing_thatCollectionViewCountsUpdate() async {
    updater.allowsBackgroundDiffing = true
    updater.adaptiveDiffingExperimentConfig = ListAdaptiveDiffingExperimentConfig(enabled: true)
    h.setUp([TestObject(1, 1), TestObject(2, 2), TestObject(3, 3)])
    // Object 1 moves from 0 to 1; object 4 is new.
    h.dataSource.objects = [TestObject(2, 2), TestObject(1, 1), TestObject(3, 3), TestObject(4, 4)]
    var finished: Bool?
    h.adapter.performUpdates(animated: true) { done in
      #expect(h.counts == [2, 1, 3, 4])
      finished = done
    }
    await run { finished != nil }
    #expect(finished == true)
  }

  @Test func test_whenPerformingUpdates_withAdaptiveCoalescing_thatCollectionViewCountsUpdate() {
    updater.adaptiveCoalescingExperimentConfig = ListAdaptiveCoalescingExperimentConfig(
      enabled: true)
    h.setUp([TestObject(1, 1), TestObject(2, 2), TestObject(3, 3)])
    // Object 1 moves from 0 to 1; object 4 is new.
    h.dataSource.objects = [TestObject(2, 2), TestObject(1, 1), TestObject(3, 3), TestObject(4, 4)]
    let finished = h.performUpdatesAndRun(animated: true) {
      #expect(h.counts == [2, 1, 3, 4])
    }
    #expect(finished == true)
  }

  @Test func test_whenPerformingUpdates_withAdaptiveDiffingHigherQOS_thatCollectionViewUpdates()
    async
  {
    updater.allowsBackgroundDiffing = true
    updater.adaptiveDiffingExperimentConfig = ListAdaptiveDiffingExperimentConfig(
      enabled: true, higherQOSEnabled: true, maxItemCountToRunOnMain: 0,
      lowerPriorityWhenViewNotVisible: false)
    h.setUp([TestObject(1, 1), TestObject(2, 2)])
    h.dataSource.objects = [TestObject(2, 2), TestObject(3, 3)]
    var finished: Bool?
    h.adapter.performUpdates(animated: true) { done in
      #expect(h.collectionView.numberOfSections == 2)
      finished = done
    }
    await run { finished != nil }
    #expect(finished == true)
  }

  @Test
  func
    test_whenPerformingUpdates_withAdaptiveDiffingLowerPriorityWhenNotVisible_thatCollectionViewUpdates()
    async
  {
    updater.allowsBackgroundDiffing = true
    updater.adaptiveDiffingExperimentConfig = ListAdaptiveDiffingExperimentConfig(
      enabled: true, higherQOSEnabled: false, maxItemCountToRunOnMain: 0,
      lowerPriorityWhenViewNotVisible: true)
    // Out of any hierarchy, so not visible.
    h.collectionView.removeFromSuperview()
    h.setUp([TestObject(1, 1), TestObject(2, 2)])
    h.dataSource.objects = [TestObject(2, 2), TestObject(3, 3)]
    var finished: Bool?
    h.adapter.performUpdates(animated: false) { done in
      #expect(h.collectionView.numberOfSections == 2)
      finished = done
    }
    await run { finished != nil }
    #expect(finished == true)
  }

  @Test func test_whenPerformingUpdates_withAdaptiveDiffingSmallItemCount_thatDiffRunsOnMain() {
    updater.allowsBackgroundDiffing = true
    updater.adaptiveDiffingExperimentConfig = ListAdaptiveDiffingExperimentConfig(
      enabled: true, higherQOSEnabled: false, maxItemCountToRunOnMain: 100,
      lowerPriorityWhenViewNotVisible: false)
    h.setUp([TestObject(1, 1)])
    h.dataSource.objects = [TestObject(1, 1), TestObject(2, 2)]
    // The diff runs on the main actor: the scheduler alone finishes the update.
    let finished = h.performUpdatesAndRun(animated: true) {
      #expect(h.collectionView.numberOfSections == 2)
    }
    #expect(finished == true)
  }

  @Test func test_whenPerformingUpdates_withAdaptiveDiffingBackgroundDisabled_thatDiffRunsOnMain() {
    updater.allowsBackgroundDiffing = false
    h.setUp([TestObject(1, 1)])
    h.dataSource.objects = [TestObject(2, 2)]
    var finished: Bool?
    h.adapter.performUpdates(animated: true) { done in
      #expect(h.counts == [2])
      finished = done
    }
    // The diff runs on the main actor: the scheduler alone finishes the update.
    h.run()
    #expect(finished == true)
  }
}
