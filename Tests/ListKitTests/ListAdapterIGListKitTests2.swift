import Foundation
import ListKitTestSupport
import Testing

@testable import ListKit

/// More cases of IGListKit's `IGListAdapterTests.m`, with IGListKit's names and geometry: a
/// reload-data updater, a 100 by 100 collection view and number objects whose sections have that
/// many 100 by 10 items.
@MainActor
@Suite struct ListAdapterIGListKitMoreTests {
  let zero = IndexPath(item: 0, section: 0)

  // MARK: Selection, highlight and the collection view delegate

  @Test func test_whenCollectionViewDelegateSet_thatDelegateReceivesEvents() {
    let harness = AdapterHarness.numbers(reloading: [1, 2])
    let delegate = harness.logCollectionViewDelegate()
    harness.adapter.scrollViewDelegate = nil
    guard let cell = harness.collectionView.cellForItem(at: zero) else {
      Issue.record("no cell at 0-0")
      return
    }
    harness.adapter.collectionView(harness.collectionView, didEndDisplaying: cell, forItemAt: zero)
    #expect(delegate.events == ["didEndDisplaying 0-0"])
  }

  @Test func test_whenSelectingCell_thatCollectionViewDelegateReceivesMethod() {
    let harness = AdapterHarness.numbers(reloading: [0, 1, 2])
    let delegate = harness.logCollectionViewDelegate()
    harness.adapter.collectionView(harness.collectionView, didSelectItemAt: zero)
    #expect(delegate.events == ["didSelect 0-0"])
  }

  @Test func test_whenSelectingCell_thatSelectionConfirmationDelegatesReturnValues() {
    let harness = AdapterHarness.numbers(reloading: [0, 1, 2])
    #expect(harness.adapter.collectionView(harness.collectionView, shouldSelectItemAt: zero))
    #expect(harness.adapter.collectionView(harness.collectionView, shouldDeselectItemAt: zero))
  }

  @Test func test_whenSelectingCell_thatSectionControllerReceivesMethod() {
    let harness = AdapterHarness.numbers(reloading: [0, 1, 2])
    harness.adapter.collectionView(harness.collectionView, didSelectItemAt: zero)
    #expect([0, 1, 2].map { harness.numberSection($0)?.wasSelected } == [true, false, false])
  }

  @Test func test_whenSelectingCell_withAutoDeselectEnabled_thatCellIsDeselected() {
    let harness = AdapterHarness.numbers(reloading: [1, 1, 1])
    harness.adapter.autoDeselectEnabled = true
    harness.collectionView.selectItem(at: zero, animated: false, scrollPosition: [])
    #expect(harness.collectionView.indexPathsForSelectedItems.count == 1)
    harness.adapter.collectionView(harness.collectionView, didSelectItemAt: zero)
    #expect(harness.collectionView.indexPathsForSelectedItems.isEmpty)
  }

  @Test func test_whenDeselectingCell_thatCollectionViewDelegateReceivesMethod() {
    let harness = AdapterHarness.numbers(reloading: [0, 1, 2])
    let delegate = harness.logCollectionViewDelegate()
    harness.adapter.collectionView(harness.collectionView, didDeselectItemAt: zero)
    #expect(delegate.events == ["didDeselect 0-0"])
  }

  @Test func test_whenDeselectingCell_thatSectionControllerReceivesMethod() {
    let harness = AdapterHarness.numbers(reloading: [0, 1, 2])
    harness.adapter.collectionView(harness.collectionView, didDeselectItemAt: zero)
    #expect([0, 1, 2].map { harness.numberSection($0)?.wasDeselected } == [true, false, false])
  }

  @Test func test_whenDisplayingCell_thatCollectionViewDelegateReceivesMethod() {
    let harness = AdapterHarness.numbers(reloading: [0, 1, 2])
    let delegate = harness.logCollectionViewDelegate()
    harness.adapter.collectionView(
      harness.collectionView, willDisplay: CollectionViewCell(frame: .zero), forItemAt: zero)
    #expect(delegate.events == ["willDisplay 0-0"])
  }

  @Test func test_whenWillBeginDragging_thatScrollViewDelegateReceivesMethod() {
    let harness = AdapterHarness.numbers(reloading: [0, 1, 2])
    let (collectionDelegate, scrollDelegate) = harness.logCollectionAndScrollDelegates()
    harness.adapter.scrollViewWillBeginDragging(harness.collectionView)
    #expect(collectionDelegate.events.isEmpty)
    #expect(scrollDelegate.events == ["willBeginDragging"])
  }

  @Test func test_whenDidEndDragging_thatScrollViewDelegateReceivesMethod() {
    let harness = AdapterHarness.numbers(reloading: [0, 1, 2])
    let (collectionDelegate, scrollDelegate) = harness.logCollectionAndScrollDelegates()
    harness.adapter.scrollViewDidEndDragging(harness.collectionView, willDecelerate: false)
    #expect(collectionDelegate.events.isEmpty)
    #expect(scrollDelegate.events == ["didEndDragging false"])
  }

  @Test func test_whenDidEndDecelerating_thatScrollViewDelegateReceivesMethod() {
    let harness = AdapterHarness.numbers(reloading: [0, 1, 2])
    let (collectionDelegate, scrollDelegate) = harness.logCollectionAndScrollDelegates()
    let sectionScrolls = SectionScrollLog()
    guard let first = harness.adapter.visibleSectionControllers().first else {
      Issue.record("no visible section controller")
      return
    }
    first.scrollDelegate = sectionScrolls
    harness.adapter.scrollViewDidEndDecelerating(harness.collectionView)
    #expect(collectionDelegate.events.isEmpty)
    #expect(scrollDelegate.events == ["didEndDecelerating"])
    #expect(sectionScrolls.events == ["didEndDecelerating"])
  }

  @Test func test_whenWillDisplaySupplementaryView_thatCollectionViewDelegateReceivesEvents() {
    let harness = AdapterHarness.numbers(reloading: [1, 2])
    let delegate = harness.logCollectionViewDelegate()
    harness.adapter.collectionView(
      harness.collectionView, willDisplaySupplementaryView: CollectionReusableView(frame: .zero),
      forElementKind: "kind", at: zero)
    #expect(delegate.events == ["willDisplay kind 0-0"])
  }

  @Test func test_whenEndDisplayingSupplementaryView_thatCollectionViewDelegateReceivesEvents() {
    let harness = AdapterHarness.numbers(reloading: [1, 2])
    let delegate = harness.logCollectionViewDelegate()
    harness.adapter.collectionView(
      harness.collectionView,
      didEndDisplayingSupplementaryView: CollectionReusableView(frame: .zero),
      forElementOfKind: "kind", at: zero)
    #expect(delegate.events == ["didEndDisplaying kind 0-0"])
  }

  @Test func test_whenHighlightingCell_thatCollectionViewDelegateReceivesMethod() {
    let harness = AdapterHarness.numbers(reloading: [0, 1, 2])
    let delegate = harness.logCollectionViewDelegate()
    harness.adapter.collectionView(harness.collectionView, didHighlightItemAt: zero)
    #expect(delegate.events == ["didHighlight 0-0"])
  }

  @Test func test_whenHighlightingCell_thatSectionControllerReceivesMethod() {
    let harness = AdapterHarness.numbers(reloading: [0, 1, 2])
    harness.adapter.collectionView(harness.collectionView, didHighlightItemAt: zero)
    #expect([0, 1, 2].map { harness.numberSection($0)?.wasHighlighted } == [true, false, false])
  }

  @Test func test_whenUnhighlightingCell_thatCollectionViewDelegateReceivesMethod() {
    let harness = AdapterHarness.numbers(reloading: [0, 1, 2])
    let delegate = harness.logCollectionViewDelegate()
    harness.adapter.collectionView(harness.collectionView, didUnhighlightItemAt: zero)
    #expect(delegate.events == ["didUnhighlight 0-0"])
  }

  @Test func test_whenUnhighlightingCell_thatSectionControllerReceivesMethod() {
    let harness = AdapterHarness.numbers(reloading: [0, 1, 2])
    harness.adapter.collectionView(harness.collectionView, didUnhighlightItemAt: zero)
    #expect([0, 1, 2].map { harness.numberSection($0)?.wasUnhighlighted } == [true, false, false])
  }

  // test_whenContextMenuAskedCell_thatCollectionViewDelegateReceivesMethod: UIKit-only menus.
  // test_whenContextMenuAskedCell_thatSectionControllerReceivesMethod: UIKit-only context menus.

  @Test func test_whenDeselectingThroughContext_thatCellDeselected() throws {
    let harness = AdapterHarness.numbers(reloading: [1, 2, 3])
    harness.collectionView.selectItem(at: zero, animated: false, scrollPosition: .top)
    #expect(harness.collectionView.cellForItem(at: zero)?.isSelected == true)
    let section = try #require(harness.numberSection(1))
    harness.adapter.deselectItem(at: 0, sectionController: section, animated: false)
    #expect(harness.collectionView.cellForItem(at: zero)?.isSelected == false)
  }

  @Test func test_whenSelectingThroughContext_thatCellSelected() throws {
    let harness = AdapterHarness.numbers(reloading: [1, 2, 3])
    let section = try #require(harness.numberSection(1))
    harness.adapter.selectItem(
      at: 0, sectionController: section, animated: false, scrollPosition: .top)
    #expect(harness.collectionView.cellForItem(at: zero)?.isSelected == true)
  }

  // MARK: The empty view

  @Test func test_whenInsertingIntoEmptySection_thatEmptyViewBecomesHidden() throws {
    let harness = AdapterHarness.numbers()
    harness.dataSource.emptyView = View()
    harness.reload([0])
    #expect(harness.collectionView.backgroundView?.isHidden == false)
    let section = try #require(harness.numberSection(0))
    section.items = 1
    harness.adapter.insert(in: section, at: [0])
    #expect(harness.collectionView.backgroundView?.isHidden == true)
  }

  @Test func test_whenDeletingAllItemsFromSection_thatEmptyViewBecomesVisible() throws {
    let harness = AdapterHarness.numbers()
    harness.dataSource.emptyView = View()
    harness.reload([1])
    #expect(harness.collectionView.backgroundView?.isHidden ?? true)
    let section = try #require(harness.numberSection(1))
    section.items = 0
    harness.adapter.delete(in: section, at: [0])
    #expect(harness.collectionView.backgroundView?.isHidden == false)
  }

  @Test func test_whenEmptySectionAddsItems_thatEmptyViewBecomesHidden() throws {
    let harness = AdapterHarness.numbers()
    harness.dataSource.emptyView = View()
    harness.reload([0])
    #expect(harness.collectionView.backgroundView?.isHidden == false)
    let section = try #require(harness.numberSection(0))
    section.items = 2
    harness.adapter.reload(section)
    #expect(harness.collectionView.backgroundView?.isHidden == true)
  }

  @Test func test_whenSectionItemsAreDeletedAsBatch_thatEmptyViewBecomesVisible() throws {
    let harness = AdapterHarness.numbers()
    harness.dataSource.emptyView = View()
    harness.reload([1, 2])
    #expect(harness.collectionView.backgroundView?.isHidden ?? true)
    let first = try #require(harness.numberSection(1))
    let second = try #require(harness.numberSection(2))
    var hiddenInCompletion: Bool?
    harness.adapter.performBatch(
      animated: true,
      updates: { context in
        first.items = 0
        context.delete(in: first, at: [0])
        second.items = 0
        context.delete(in: second, at: [0, 1])
      },
      completion: { _ in
        hiddenInCompletion = harness.collectionView.backgroundView?.isHidden
      })
    harness.scheduler.runUntilIdle()
    #expect(hiddenInCompletion == false)
  }

  // MARK: Display events and supplementary views

  @Test func test_withEmptySectionPlusFooter_thatVisibleSectionControllersAreCorrect() throws {
    // IGListKit's footer comes from a nib; a footer class shows the same.
    let harness = AdapterHarness.numbers(reloading: [0])
    let controller = try #require(harness.numberSection(0))
    let source = harness.showSupplementaryViews(
      [CollectionView.elementKindSectionFooter], for: controller)
    let visible = harness.adapter.visibleSectionControllers()
    #expect(visible.count == 1)
    #expect(visible.first?.supplementaryViewSource === source)
  }

  @Test func test_whenSupplementarySourceSupportsFooter_thatHeaderViewsAreNil() throws {
    let harness = AdapterHarness.numbers(reloading: [1, 2])
    let controller = try #require(harness.numberSection(1))
    let source = harness.showSupplementaryViews(
      [CollectionView.elementKindSectionFooter], for: controller)
    let header = CollectionView.elementKindSectionHeader
    let footer = CollectionView.elementKindSectionFooter
    let second = IndexPath(item: 0, section: 1)
    let cv = harness.collectionView
    #expect(cv.supplementaryView(forElementKind: footer, at: zero) != nil)
    #expect(cv.supplementaryView(forElementKind: header, at: zero) == nil)
    #expect(cv.supplementaryView(forElementKind: header, at: second) == nil)
    #expect(cv.supplementaryView(forElementKind: footer, at: second) == nil)
    withExtendedLifetime(source) {}
  }

  // test_whenSupplementarySourceSupportsFooter_withNibs_thatHeaderViewsAreNil: no nibs in ListUI.

  @Test
  func test_whenDisplayingSectionController_withOnlySupplementaryView_thatDisplayEventStillSent()
    throws
  {
    let harness = AdapterHarness.numbers(reloading: [0])
    let header = CollectionView.elementKindSectionHeader
    #expect(harness.collectionView.supplementaryView(forElementKind: header, at: zero) == nil)
    let controller = try #require(harness.numberSection(0))
    let source = SupplementarySource(kinds: [header], for: controller)
    controller.supplementaryViewSource = source
    let display = SectionDisplayLog()
    controller.displayDelegate = display
    harness.refresh()
    #expect(harness.collectionView.supplementaryView(forElementKind: header, at: zero) != nil)
    #expect(display.events == ["willDisplay"])
    withExtendedLifetime(source) {}
  }

  @Test func test_whenDisplayingSectionController_fetchingCellIndexIsValid() {
    let harness = AdapterHarness.numbers(reloading: [0, 1, 2])
    guard let controller = harness.numberSection(1),
      let cell = harness.adapter.cellForItem(at: 0, sectionController: controller)
    else {
      Issue.record("no cell for the section of 1")
      return
    }
    #expect(harness.adapter.index(for: cell, sectionController: controller) == 0)
  }

  @Test
  func
    test_whenEndingDisplayOfSectionController_withOnlySupplementaryView_thatDisplayEventStillSent()
    throws
  {
    let harness = AdapterHarness.numbers(reloading: [0])
    let header = CollectionView.elementKindSectionHeader
    #expect(harness.collectionView.supplementaryView(forElementKind: header, at: zero) == nil)
    let controller = try #require(harness.numberSection(0))
    let source = harness.showSupplementaryViews([header], for: controller)
    #expect(harness.collectionView.supplementaryView(forElementKind: header, at: zero) != nil)
    let display = SectionDisplayLog()
    controller.displayDelegate = display
    controller.supplementaryViewSource = nil
    harness.refresh()
    #expect(harness.collectionView.supplementaryView(forElementKind: header, at: zero) == nil)
    #expect(display.events == ["didEndDisplaying"])
    withExtendedLifetime(source) {}
  }

  @Test func test_whenSettingSupplementaryView_thatViewForSupplementaryElementExists() throws {
    let harness = AdapterHarness.numbers(reloading: [0])
    let header = CollectionView.elementKindSectionHeader
    let controller = try #require(harness.numberSection(0))
    let source = harness.showSupplementaryViews([header], for: controller)
    #expect(
      harness.adapter.viewForSupplementaryElement(
        ofKind: header, at: 0, sectionController: controller) != nil)
    #expect(
      harness.adapter.viewForSupplementaryElement(
        ofKind: header, at: 1, sectionController: controller) == nil)
    withExtendedLifetime(source) {}
  }

  @Test func test_whenScrollingToIndex_withSectionController_thatPositionCorrect() throws {
    let harness = AdapterHarness.numbers(reloading: Array(1...19))
    let section = try #require(harness.numberSection(8))
    section.collectionContext?.scroll(
      to: section, at: 0, scrollPosition: .top, animated: false)
    #expect(harness.collectionView.contentOffset == CGPoint(x: 0, y: 280))
  }

  // MARK: The updater and the performance delegate

  @Test func test_whenSectionControllerInserting_withEmptyIndexes_thatNoUpdatesHappen() throws {
    let updater = RecordingUpdater()
    let harness = AdapterHarness.numbers(updater: updater)
    harness.reload([0, 1, 2])
    let section = try #require(harness.numberSection(1))
    harness.adapter.insert(in: section, at: [])
    #expect(updater.calls.isEmpty)
  }

  @Test func test_whenReloading_withSectionControllerNotFound_thatNoUpdatesHappen() {
    let updater = RecordingUpdater()
    let harness = AdapterHarness.numbers(updater: updater)
    harness.reload([0, 1, 2])
    harness.adapter.reload(NumberSection())
    #expect(updater.calls.isEmpty)
  }

  @Test func test_whenReloadingObjectsThatDontExist_thatAdapterContinues() {
    let harness = AdapterHarness.numbers(reloading: [0, 1, 2])
    harness.adapter.reloadObjects([1, 3])
    harness.scheduler.runUntilIdle()
    #expect(harness.collectionView.numberOfSections == 3)
  }

  @Test func test_whenReload_thatPerformanceDelegateEventsSent() {
    let harness = AdapterHarness.numbers()
    let performance = PerformanceLog()
    harness.adapter.performanceDelegate = performance
    harness.reload([1])
    harness.reload([])
    let expected = [
      "willSize", "didSize 0", "willDequeue", "didDequeue 0", "willDisplay", "didDisplay 0",
      "willEndDisplay", "didEndDisplay 0",
    ]
    // Each expected call comes in this order; more sizing calls may come between them.
    var remaining = expected[...]
    for event in performance.events where event == remaining.first {
      remaining = remaining.dropFirst()
    }
    #expect(remaining.isEmpty, "\(performance.events)")
  }

  @Test func test_whenScroll_thatPerformanceDelegateEventsSent() {
    let harness = AdapterHarness.numbers()
    let performance = PerformanceLog()
    harness.adapter.performanceDelegate = performance
    harness.adapter.scrollViewDidScroll(harness.collectionView)
    #expect(performance.events == ["willScroll", "didScroll"])
  }

  // MARK: Release and reset

  /// A harness on a data source of 0, 1 and 2, laid out, with the section controller of 1; the
  /// caller alone holds them.
  func releasableHarness() -> (AdapterHarness, NumberSection?) {
    let harness = AdapterHarness.numbers([0, 1, 2])
    let section = harness.numberSection(1)
    harness.collectionView.layoutIfNeeded()
    return (harness, section)
  }

  @Test
  func
    test_whenAdapterReleased_withSectionControllerStrongRefToCell_thatSectionControllersRelease()
  {
    weak var weakCollectionView: CollectionView?
    weak var weakAdapter: ListAdapter?
    weak var weakSection: NumberSection?
    do {
      let (harness, section) = releasableHarness()
      let collectionView = harness.collectionView
      let cell = collectionView.cellForItem(at: IndexPath(item: 0, section: 1))
      #expect(cell != nil)
      section?.retained = cell
      weakCollectionView = collectionView
      weakAdapter = harness.adapter
      weakSection = section
      #expect(weakCollectionView != nil && weakAdapter != nil && weakSection != nil)
    }
    #expect(weakCollectionView == nil)
    #expect(weakAdapter == nil)
    #expect(weakSection == nil)
  }

  @Test
  func
    test_whenAdapterReleased_withSectionControllerStrongRefToCollectionView_thatSectionControllersRelease()
  {
    weak var weakCollectionView: CollectionView?
    weak var weakAdapter: ListAdapter?
    weak var weakSection: NumberSection?
    do {
      let (harness, section) = releasableHarness()
      let collectionView = harness.collectionView
      section?.retained = collectionView
      weakCollectionView = collectionView
      weakAdapter = harness.adapter
      weakSection = section
      #expect(weakCollectionView != nil && weakAdapter != nil && weakSection != nil)
    }
    #expect(weakCollectionView == nil)
    #expect(weakAdapter == nil)
    #expect(weakSection == nil)
  }

  @Test
  func
    test_withStrongRefToSectionController_thatAdaptersectionIsZero_thatSectionControllerIndexDoesNotChange()
  {
    let collectionView = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 100),
      collectionViewLayout: CollectionViewFlowLayout())
    collectionView.scheduler = ManualScheduler()
    var controller: ListSectionController?
    weak var weakAdapter: ListAdapter?
    do {
      let dataSource = TestDataSource(sectionController: makeNumberSection)
      let adapter = ListAdapter(updater: ListReloadDataUpdater(), viewController: nil)
      adapter.dataSource = dataSource
      adapter.collectionView = collectionView
      weakAdapter = adapter
      dataSource.objects = [0, 1, 2]
      adapter.performUpdates(animated: false)
      controller = adapter.sectionController(forSection: 1)
      #expect(controller?.section == 1)
    }
    guard let controller else {
      Issue.record("no section controller")
      return
    }
    #expect(controller.section == nil)
    #expect(weakAdapter?.section(for: controller) == nil)
  }

  @Test
  func
    test_whenSwappingCollectionViews_withMultipleAdapters_thatDoesntNilOtherAdaptersCollectionView()
  {
    let dataSource1 = TestDataSource(sectionController: makeNumberSection)
    let adapter1 = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
    adapter1.dataSource = dataSource1
    let dataSource2 = TestDataSource(sectionController: makeNumberSection)
    let adapter2 = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
    adapter2.dataSource = dataSource2
    let collectionView1 = CollectionView(
      frame: .zero, collectionViewLayout: CollectionViewFlowLayout())
    let collectionView2 = CollectionView(
      frame: .zero, collectionViewLayout: CollectionViewFlowLayout())

    adapter1.collectionView = collectionView1
    adapter2.collectionView = collectionView2
    #expect(adapter1.collectionView === collectionView1)
    #expect(collectionView1.dataSource === adapter1)
    #expect(adapter2.collectionView === collectionView2)
    #expect(collectionView2.dataSource === adapter2)

    adapter2.collectionView = collectionView1
    #expect(adapter2.collectionView === collectionView1)
    #expect(collectionView1.dataSource === adapter2)
    #expect(adapter1.collectionView == nil)

    adapter1.collectionView = collectionView2
    #expect(adapter1.collectionView === collectionView2)
    #expect(collectionView2.dataSource === adapter1)
    #expect(adapter2.collectionView === collectionView1)
    #expect(collectionView1.dataSource === adapter2)
  }

  /// The section controller of 1, after the list went from [1] to [2].
  func removedSection(_ harness: AdapterHarness) -> ListSectionController? {
    harness.update([1])
    let controller = harness.adapter.sectionController(for: 1)
    harness.update([2])
    #expect(controller != nil && controller?.section == nil)
    return controller
  }

  @Test func test_whenSectionControllerRemoved_thatCellForIndexPathIsNil() throws {
    let harness = AdapterHarness.numbers()
    let controller = try #require(removedSection(harness))
    #expect(controller.collectionContext?.cellForItem(at: 0, sectionController: controller) == nil)
  }

  @Test func test_whenSectionControllerRemoved_thatFullyVisibleCellsIsEmpty() throws {
    let harness = AdapterHarness.numbers()
    let controller = try #require(removedSection(harness))
    #expect(controller.collectionContext?.fullyVisibleCells(for: controller).isEmpty == true)
  }

  @Test func test_whenSectionControllerRemoved_thatVisibleCellsIsEmpty() throws {
    let harness = AdapterHarness.numbers()
    let controller = try #require(removedSection(harness))
    #expect(controller.collectionContext?.visibleCells(for: controller).isEmpty == true)
  }

  @Test func test_whenSectionControllerRemoved_thatVisibleIndexPathIsEmpty() throws {
    let harness = AdapterHarness.numbers()
    let controller = try #require(removedSection(harness))
    #expect(controller.collectionContext?.visibleIndexPaths(for: controller).isEmpty == true)
  }

  @Test func test_whenSectionControllerRemoved_thatDoesNotCrashOnInvalidatingLayout() throws {
    let harness = AdapterHarness.numbers()
    let controller = try #require(removedSection(harness))
    var finished: Bool?
    controller.collectionContext?.invalidateLayout(for: controller) { finished = $0 }
    harness.scheduler.runUntilIdle()
    #expect(finished == false)
  }

  @Test
  func
    test_whenInsertingAtBeginning_thatAllSectionControllerIndexesUpdateCorrectly_forInsertAtHead()
  {
    let harness = AdapterHarness.numbers()
    harness.update([1, 2, 3])
    let one = harness.adapter.sectionController(for: 1)
    #expect(one?.section == 0)
    #expect(one?.isFirstSection == true)
    #expect(harness.adapter.sectionController(for: 2)?.section == 1)
    #expect(harness.adapter.sectionController(for: 3)?.section == 2)
    #expect(harness.adapter.sectionController(for: 3)?.isLastSection == true)

    harness.update([0, 1, 2, 3])
    let zero = harness.adapter.sectionController(for: 0)
    #expect(zero?.section == 0)
    #expect(zero?.isFirstSection == true)
    let oneAgain = harness.adapter.sectionController(for: 1)
    #expect(oneAgain === one)
    #expect(oneAgain?.section == 1)
    #expect(oneAgain?.isFirstSection == false)
    #expect(harness.adapter.sectionController(for: 2)?.section == 2)
    #expect(harness.adapter.sectionController(for: 3)?.section == 3)
    #expect(harness.adapter.sectionController(for: 3)?.isLastSection == true)
  }

  @Test
  func
    test_whenRemovingFromHead_thatAllSectionControllerIndexesUpdateCorrectly_RemovedSectionControllerIsNotFound()
  {
    let harness = AdapterHarness.numbers()
    harness.update([0, 1, 2, 3])
    let zero = harness.adapter.sectionController(forSection: 0)
    let one = harness.adapter.sectionController(forSection: 1)
    let three = harness.adapter.sectionController(forSection: 3)
    #expect(zero?.section == 0 && zero?.isFirstSection == true)
    #expect(one?.section == 1 && one?.isFirstSection == false)
    #expect(three?.section == 3 && three?.isLastSection == true)

    harness.update([1, 2, 3])
    #expect(zero != nil && zero?.section == nil)
    #expect(zero?.isFirstSection == false)
    #expect(one?.section == 0 && one?.isFirstSection == true)
    #expect(three?.section == 2 && three?.isLastSection == true)
  }

  @Test
  func
    test_whenRemovingFromMiddle_thatAllSectionControllerIndexesUpdateCorrectly_removedSectionControllerIsNotFound()
  {
    let harness = AdapterHarness.numbers()
    harness.update([0, 1, 2, 3])
    let zero = harness.adapter.sectionController(forSection: 0)
    let one = harness.adapter.sectionController(forSection: 1)
    let three = harness.adapter.sectionController(forSection: 3)
    #expect(zero?.section == 0 && zero?.isFirstSection == true)
    #expect(one?.section == 1 && one?.isFirstSection == false)
    #expect(three?.section == 3 && three?.isLastSection == true)

    harness.update([0, 2, 3])
    #expect(zero?.section == 0 && zero?.isFirstSection == true)
    #expect(one != nil && one?.section == nil)
    #expect(one?.isFirstSection == false)
    #expect(three?.section == 2 && three?.isLastSection == true)
  }

  // MARK: Sizes, insets and the container

  @Test func test_whenSectionEdgeInsetIsNotZero() throws {
    let harness = AdapterHarness.numbers(reloading: [42])
    let controller = try #require(harness.adapter.sectionController(for: 42))
    #expect(harness.adapter.containerSize(for: controller) == CGSize(width: 98, height: 98))
    #expect(
      harness.adapter.collectionView(
        harness.collectionView, layout: harness.layout, insetForSectionAt: 0)
        == EdgeInsets(top: 1, left: 1, bottom: 1, right: 1))
  }

  @Test func test_whenSectionControllerReturnsNegativeSize_thatAdapterReturnsZero() throws {
    let harness = AdapterHarness.numbers(reloading: [1])
    let section = try #require(harness.numberSection(1))
    section.size = CGSize(width: -1, height: -1)
    #expect(harness.adapter.sizeForItem(at: zero) == .zero)
    #expect(
      harness.adapter.collectionView(
        harness.collectionView, layout: harness.layout, sizeForItemAt: zero) == .zero)
  }

  @Test func test_whenSupplementarySourceReturnsNegativeSize_thatAdapterReturnsZero() throws {
    let harness = AdapterHarness.numbers(reloading: [1])
    let controller = try #require(harness.numberSection(1))
    let source = SupplementarySource(
      kinds: [CollectionView.elementKindSectionFooter], for: controller)
    source.size = CGSize(width: -1, height: -1)
    controller.supplementaryViewSource = source
    #expect(
      harness.adapter.sizeForSupplementaryView(
        ofKind: CollectionView.elementKindSectionHeader, at: zero) == .zero)
    #expect(
      harness.adapter.sizeForSupplementaryView(
        ofKind: CollectionView.elementKindSectionFooter, at: zero) == .zero)
    withExtendedLifetime(source) {}
  }

  // test_whenQueryingTraitCollection_thatMatchesCollectionView: ListUI has no trait collections.

  @Test func test_whenQueryingContainerInset_thatMatchesCollectionView() {
    let harness = AdapterHarness.numbers(reloading: [2])
    harness.collectionView.contentInset = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    let controller = harness.adapter.sectionController(for: 2)
    #expect(
      controller?.collectionContext?.containerInset
        == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
  }

  @Test func test_whenQueryingInsetContainerSize_thatResultIsBoundsInsetByContent() {
    let harness = AdapterHarness.numbers(reloading: [2])
    harness.collectionView.contentInset = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    let controller = harness.adapter.sectionController(for: 2)
    #expect(controller?.collectionContext?.insetContainerSize == CGSize(width: 94, height: 96))
  }

  @Test func test_whenQueryingContainerContentOffset_thatResultIsCorrectlyOffset() throws {
    let harness = AdapterHarness.numbers(reloading: Array(1...10))
    let controller = try #require(harness.adapter.sectionController(for: 3))
    harness.adapter.scroll(to: controller, at: 0, scrollPosition: .top, animated: false)
    #expect(controller.collectionContext?.containerContentOffset == CGPoint(x: 0, y: 30))
  }

  // test_whenPrefetchingEnabled_thatSetterDisables: ListUI's collection view does not prefetch.
  // test_whenDataSourceDoesntHandleObject_thatObjectIsDropped: a ListKit data source must return a
  // section controller for every object, so there is no nil to drop.

  // MARK: Interactive reordering

  func reorderHarness(_ objects: [any ListDiffable]) -> AdapterHarness {
    let harness = AdapterHarness.numbers()
    harness.dataSource.makeSectionController = { _ in ReorderNumbersSection() }
    harness.reload(objects)
    return harness
  }

  @Test func test_whenSectionControllerReorderDisabled_thatAdapterReorderDisabled() throws {
    let harness = reorderHarness([0, 1, 2])
    let section = try #require(
      harness.adapter.sectionController(forSection: 0) as? ReorderNumbersSection)
    section.numbers = [0]
    section.isReorderable = false
    harness.adapter.performUpdates(animated: false)
    #expect(!harness.adapter.collectionView(harness.collectionView, canMoveItemAt: zero))
  }

  @Test func test_whenSectionControllerReorderEnabled_thatAdapterReorderEnabled() throws {
    let harness = reorderHarness([0, 1, 2])
    let section = try #require(
      harness.adapter.sectionController(forSection: 0) as? ReorderNumbersSection)
    section.numbers = [0]
    section.isReorderable = true
    harness.adapter.performUpdates(animated: false)
    #expect(harness.adapter.collectionView(harness.collectionView, canMoveItemAt: zero))
  }

  @Test
  func
    test_whenItemsInSectionAreInteractivelyReordered_andReorderingIsDisallowed_thatIndexesUpdateCorrectly()
    throws
  {
    let harness = reorderHarness([0])
    let section = try #require(
      harness.adapter.sectionController(forSection: 0) as? ReorderNumbersSection)
    section.numbers = [0, 1, 2]
    section.isReorderable = false
    harness.adapter.performUpdates(animated: false)
    harness.adapter.collectionView(
      harness.collectionView, moveItemAt: IndexPath(item: 2, section: 0), to: zero)
    #expect(section.numbers == [0, 1, 2])
  }

  /// A reorderable adapter whose data source takes the objects a section move gives it:
  /// IGListKit's `IGListTestAdapterReorderingDataSource`.
  func movingHarness(_ objects: [Int], numbers: [[Int]]) -> (AdapterHarness, NumbersMover) {
    let harness = reorderHarness(objects)
    let mover = NumbersMover(harness.dataSource)
    harness.adapter.moveDelegate = mover
    for (section, items) in numbers.enumerated() {
      (harness.adapter.sectionController(forSection: section) as? ReorderNumbersSection)?
        .numbers = items
    }
    harness.adapter.performUpdates(animated: false)
    return (harness, mover)
  }

  /// The target the adapter reads from a proposed one, as the layout's drag would give it.
  func interpreted(_ harness: AdapterHarness, from: IndexPath, to: IndexPath) -> IndexPath {
    harness.adapter.updatedTargetForInteractivelyMovingItem(from: from, to: to) ?? to
  }

  func sections(_ harness: AdapterHarness) -> [ListSectionController?] {
    (0..<harness.adapter.objects().count).map { harness.adapter.sectionController(forSection: $0) }
  }

  func isOrder(_ harness: AdapterHarness, _ expected: [ListSectionController?]) -> Bool {
    let actual = sections(harness)
    return actual.count == expected.count && zip(actual, expected).allSatisfy { $0 === $1 }
  }

  @Test func test_whenSectionIsInteractivelyReordered_thatIndexesUpdateCorrectly() {
    let (harness, mover) = movingHarness([0, 1, 2], numbers: [[0], [0], [0]])
    defer { withExtendedLifetime(mover) {} }
    let original = sections(harness)
    let (section0, section1, section2) = (original[0], original[1], original[2])
    func move(_ from: IndexPath, _ to: IndexPath) {
      harness.adapter.collectionView(
        harness.collectionView, moveItemAt: from, to: interpreted(harness, from: from, to: to))
    }
    // The last section, dropped into the end of the first.
    move(IndexPath(item: 0, section: 2), IndexPath(item: 1, section: 0))
    #expect(isOrder(harness, [section0, section2, section1]))
    // The last section, dropped into the start of the first.
    move(IndexPath(item: 0, section: 2), IndexPath(item: 0, section: 0))
    #expect(isOrder(harness, [section1, section0, section2]))
    // The first section, dropped into the start of the last.
    move(IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 2))
    #expect(isOrder(harness, [section0, section1, section2]))
    // The first section, dropped into the end of the last.
    move(IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 2))
    #expect(isOrder(harness, [section1, section2, section0]))
  }

  @Test func test_whenItemsInSectionAreInteractivelyReordered_thatIndexesUpdateCorrectly() throws {
    let (harness, mover) = movingHarness([0], numbers: [[0, 1, 2]])
    defer { withExtendedLifetime(mover) {} }
    let section = try #require(
      harness.adapter.sectionController(forSection: 0) as? ReorderNumbersSection)
    section.isReorderable = true
    harness.adapter.collectionView(
      harness.collectionView, moveItemAt: IndexPath(item: 2, section: 0), to: zero)
    #expect(section.numbers == [2, 0, 1])
    harness.adapter.collectionView(
      harness.collectionView, moveItemAt: IndexPath(item: 2, section: 0),
      to: IndexPath(item: 1, section: 0))
    #expect(section.numbers == [2, 1, 0])
  }

  @Test
  func test_whenSingleItemInSectionIsInteractivelyReorderedThorughLastSpot_indexesUpdateCorrectly()
  {
    let (harness, mover) = movingHarness([0, 1, 2], numbers: [[0], [0], [0]])
    defer { withExtendedLifetime(mover) {} }
    let original = sections(harness)
    let from = IndexPath(item: 0, section: 0)
    // Dragged to the last spot, then back to the end of the middle section.
    var target = interpreted(harness, from: from, to: IndexPath(item: 1, section: 2))
    target = interpreted(harness, from: target, to: IndexPath(item: 1, section: 1))
    harness.adapter.collectionView(harness.collectionView, moveItemAt: from, to: target)
    #expect(isOrder(harness, [original[1], original[0], original[2]]))
  }

  // The four Issue 1658 cases below cannot apply: CollectionView conforms to neither delegate
  // protocol, so it cannot become the adapter's delegate and recurse.
  // test_whenSettingScrollViewDelegateToCollectionView_thatScrollViewDelegateIsNotSet
  // test_whenSettingCollectionViewDelegateToCollectionView_thatCollectionViewDelegateIsNotSet
  // test_whenSettingCollectionViewAfterScrollViewDelegateWasSet_thatScrollViewDelegateIsCleared
  // test_whenSettingCollectionViewAfterCollectionViewDelegateWasSet_thatCollectionViewDelegateIsCleared

  // MARK: Visible objects and cells

  @Test func test_whenAdapterUpdated_withObjectsOverflow_thatIndexesOfVisibleObjectsIsCorrect() {
    let harness = AdapterHarness.numbers(reloading: Array(1...6))
    harness.collectionView.contentOffset = CGPoint(x: 0, y: 30)
    harness.collectionView.layoutIfNeeded()
    #expect(harness.adapter.indexesOfVisibleObjects() == IndexSet([2, 3, 4]))
  }

  @Test func test_whenAdapterUpdated_thatVisibleCellsForObjectAreFound() {
    let harness = AdapterHarness.numbers(reloading: [2, 10, 5])
    harness.collectionView.contentOffset = CGPoint(x: 0, y: 80)
    harness.collectionView.layoutIfNeeded()
    let items = harness.adapter.visibleCells(for: 10)
      .compactMap { harness.collectionView.indexPath(for: $0) }.sorted().map(\.item)
    #expect(items == [6, 7, 8, 9])
    #expect(harness.adapter.visibleCells(for: 5).count == 5)
  }

  @Test func test_whenAdapterUpdated_thatFullyVisibleIndexPathsIsCorrect() throws {
    let harness = AdapterHarness.numbers(reloading: [2, 10, 5])
    harness.collectionView.layoutIfNeeded()
    let controller = try #require(harness.adapter.sectionController(for: 10))
    #expect(harness.adapter.visibleIndexPaths(for: controller).count == 8)
  }

  // MARK: Scrolling to objects

  /// Scrolls to `object` without animation and returns the content offset.
  func scroll(
    _ harness: AdapterHarness, to object: Int, kinds: [String]? = nil,
    _ direction: CollectionViewFlowLayout.ScrollDirection = .vertical,
    _ position: ScrollPosition = [], additionalOffset: CGFloat = 0
  ) -> CGPoint {
    harness.adapter.scroll(
      to: object, supplementaryKinds: kinds, scrollDirection: direction,
      scrollPosition: position, additionalOffset: additionalOffset, animated: false)
    return harness.collectionView.contentOffset
  }

  @Test func test_whenScrollVerticallyToItem() {
    let harness = AdapterHarness.numbers(reloading: Array(1...6))
    #expect(harness.collectionView.numberOfSections == 6)
    #expect(scroll(harness, to: 1) == CGPoint(x: 0, y: 0))
    #expect(scroll(harness, to: 2) == CGPoint(x: 0, y: 10))
    #expect(scroll(harness, to: 3) == CGPoint(x: 0, y: 30))
    // The content is 210 high in a view 100 high: no offset goes past 110.
    #expect(scroll(harness, to: 6) == CGPoint(x: 0, y: 110))
    #expect(scroll(harness, to: 6, .vertical, .centeredVertically) == CGPoint(x: 0, y: 110))
    #expect(scroll(harness, to: 6, .vertical, .bottom) == CGPoint(x: 0, y: 110))
  }

  @Test func test_whenScrollVerticallyToItemInASectionWithNoCellsAndNoSupplymentaryView() {
    let harness = AdapterHarness.numbers(reloading: [1, 0, 300])
    #expect(harness.collectionView.numberOfSections == 3)
    #expect(scroll(harness, to: 1) == CGPoint(x: 0, y: 0))
    #expect(scroll(harness, to: 0) == CGPoint(x: 0, y: 0))
    #expect(scroll(harness, to: 300) == CGPoint(x: 0, y: 10))
  }

  @Test func test_whenScrollVerticallyToItemInASectionWithNoCellsButAHeaderSupplymentaryView()
    throws
  {
    let harness = AdapterHarness.numbers(reloading: [1, 0, 300])
    let header = CollectionView.elementKindSectionHeader
    let controller = try #require(harness.numberSection(0))
    let source = harness.showSupplementaryViews([header], for: controller)
    #expect(harness.collectionView.numberOfSections == 3)
    #expect(scroll(harness, to: 1) == CGPoint(x: 0, y: 0))
    #expect(scroll(harness, to: 0) == CGPoint(x: 0, y: 0))
    #expect(scroll(harness, to: 0, kinds: [header], .vertical, .top) == CGPoint(x: 0, y: 10))
    #expect(scroll(harness, to: 300) == CGPoint(x: 0, y: 20))
    withExtendedLifetime(source) {}
  }

  @Test func test_whenScrollVerticallyToItemWithPositionning() {
    let harness = AdapterHarness.numbers(reloading: [1, 100, 200])
    for position: ScrollPosition in [[], .top, .centeredVertically, .bottom] {
      #expect(scroll(harness, to: 1, .vertical, position) == CGPoint(x: 0, y: 0))
    }
    #expect(scroll(harness, to: 100) == CGPoint(x: 0, y: 10))
    #expect(scroll(harness, to: 100, .vertical, .top) == CGPoint(x: 0, y: 10))
    #expect(scroll(harness, to: 100, .vertical, .centeredVertically) == CGPoint(x: 0, y: 460))
    #expect(scroll(harness, to: 100, .vertical, .bottom) == CGPoint(x: 0, y: 910))
    let bottom =
      harness.collectionView.contentSize.height - harness.collectionView.frame.size.height
    #expect(scroll(harness, to: 200, .vertical, .bottom) == CGPoint(x: 0, y: bottom))
  }

  @Test
  func test_whenScrollVerticallyToBottom_withContentInsets_thatBottomFlushWithCollectionViewBounds()
  {
    let harness = AdapterHarness.numbers(reloading: [100])
    let cv = harness.collectionView
    cv.contentInset = .zero
    cv.layoutIfNeeded()
    #expect(scroll(harness, to: 100, .vertical, .bottom) == CGPoint(x: 0, y: 900))
    cv.contentInset = EdgeInsets(top: 100, left: 0, bottom: 0, right: 0)
    #expect(scroll(harness, to: 100, .vertical, .bottom) == CGPoint(x: 0, y: 900))
    cv.contentInset = EdgeInsets(top: 0, left: 0, bottom: 100, right: 0)
    cv.layoutIfNeeded()
    #expect(scroll(harness, to: 100, .vertical, .bottom) == CGPoint(x: 0, y: 1000))
    cv.contentInset = EdgeInsets(top: 50, left: 0, bottom: 100, right: 0)
    cv.layoutIfNeeded()
    #expect(scroll(harness, to: 100, .vertical, .bottom) == CGPoint(x: 0, y: 1000))
  }

  @Test
  func test_whenScrollHorizontalToRight_withContentInsets_thatRightFlushWithCollectionViewBounds()
    throws
  {
    let harness = AdapterHarness.numbers(reloading: [100])
    let layout = try #require(harness.layout as? CollectionViewFlowLayout)
    layout.scrollDirection = .horizontal
    layout.invalidateLayout()
    let cv = harness.collectionView
    cv.contentInset = .zero
    cv.layoutIfNeeded()
    #expect(scroll(harness, to: 100, .horizontal, .right) == CGPoint(x: 900, y: 0))
    cv.contentInset = EdgeInsets(top: 0, left: 100, bottom: 0, right: 0)
    #expect(scroll(harness, to: 100, .horizontal, .right) == CGPoint(x: 900, y: 0))
    cv.contentInset = EdgeInsets(top: 0, left: 0, bottom: 0, right: 100)
    cv.layoutIfNeeded()
    #expect(scroll(harness, to: 100, .horizontal, .right) == CGPoint(x: 1000, y: 0))
    cv.contentInset = EdgeInsets(top: 0, left: 50, bottom: 0, right: 100)
    cv.layoutIfNeeded()
    #expect(scroll(harness, to: 100, .horizontal, .right) == CGPoint(x: 1000, y: 0))
  }

  @Test func test_whenScrollHorizontallyToItem() {
    let harness = AdapterHarness.numbers(configure: { $0.scrollDirection = .horizontal }) { _ in
      HorizontalNumberSection()
    }
    harness.reload(Array(1...6))
    #expect(harness.collectionView.numberOfSections == 6)
    #expect(scroll(harness, to: 1, .horizontal, .left) == CGPoint(x: 0, y: 0))
    #expect(scroll(harness, to: 1, .horizontal) == CGPoint(x: 0, y: 0))
    #expect(scroll(harness, to: 2, .horizontal) == CGPoint(x: 10, y: 0))
    #expect(scroll(harness, to: 3, .horizontal) == CGPoint(x: 30, y: 0))
    // The content is 210 wide in a view 100 wide: no offset goes past 110.
    #expect(scroll(harness, to: 6, .horizontal) == CGPoint(x: 110, y: 0))
    #expect(scroll(harness, to: 6, .horizontal, .centeredHorizontally) == CGPoint(x: 110, y: 0))
    #expect(scroll(harness, to: 6, .horizontal, .right) == CGPoint(x: 110, y: 0))
  }

  func scrollWithSupplementaryViews(_ kinds: [String]) {
    let harness = AdapterHarness.numbers(reloading: [1, 2])
    guard let controller = harness.numberSection(1) else {
      Issue.record("no section controller")
      return
    }
    let source = harness.showSupplementaryViews(kinds, for: controller)
    for kind in kinds {
      #expect(harness.collectionView.supplementaryView(forElementKind: kind, at: zero) != nil)
    }
    #expect(scroll(harness, to: 1, kinds: kinds) == CGPoint(x: 0, y: 0))
    // The content is shorter than the view: it does not scroll.
    #expect(scroll(harness, to: 2, kinds: kinds) == CGPoint(x: 0, y: 0))
    withExtendedLifetime(source) {}
  }

  @Test func test_whenScrollToItem_thatSupplementarySourceSupportsSingleHeader() {
    scrollWithSupplementaryViews([CollectionView.elementKindSectionHeader])
  }

  @Test func test_whenScrollToItem_thatSupplementarySourceSupportsHeaderAndFooter() {
    scrollWithSupplementaryViews([
      CollectionView.elementKindSectionHeader, CollectionView.elementKindSectionFooter,
    ])
  }

  @Test func test_whenScrollVerticallyToItem_thatFeedIsEmpty() {
    let harness = AdapterHarness.numbers(reloading: [])
    #expect(harness.collectionView.numberOfSections == 0)
    #expect(scroll(harness, to: 1) == CGPoint(x: 0, y: 0))
  }

  @Test func test_whenScrollVerticallyToItem_thatItemNotInFeed() {
    let harness = AdapterHarness.numbers(reloading: [1, 2, 3, 4])
    #expect(harness.collectionView.numberOfSections == 4)
    #expect(scroll(harness, to: 1) == CGPoint(x: 0, y: 0))
    #expect(scroll(harness, to: 5) == CGPoint(x: 0, y: 0))
    // The content is shorter than the view: it does not scroll.
    #expect(scroll(harness, to: 2) == CGPoint(x: 0, y: 0))
    #expect(scroll(harness, to: 5) == CGPoint(x: 0, y: 0))
  }

  @Test func test_whenScrollToItem_thatNonVisibleCellsDidNotAppear() {
    let harness = AdapterHarness.numbers()
    let dataSource = harness.makeDataSource([20, 22])
    harness.adapter.dataSource = dataSource
    _ = scroll(harness, to: 22, .vertical, .top)
    harness.collectionView.layoutIfNeeded()
    let first = harness.numberSection(20)
    let last = harness.numberSection(22)
    #expect(first != nil && first?.wasDisplayed == false)
    #expect(last?.wasDisplayed == true)
    withExtendedLifetime(dataSource) {}
  }

  // MARK: The first visible item

  /// What `query` returns at each content offset.
  func atOffsets<Result>(
    _ harness: AdapterHarness, _ offsets: [CGPoint], _ query: () -> Result
  ) -> [Result] {
    offsets.map {
      harness.collectionView.setContentOffset($0, animated: false)
      return query()
    }
  }

  func vertical(_ ys: [CGFloat], less inset: CGFloat = 0) -> [CGPoint] {
    ys.map { CGPoint(x: 0, y: $0 - inset) }
  }

  func horizontal(_ xs: [CGFloat], less inset: CGFloat = 0) -> [CGPoint] {
    xs.map { CGPoint(x: $0 - inset, y: 0) }
  }

  func paths(_ pairs: [(Int, Int)]) -> [IndexPath?] {
    pairs.map { IndexPath(item: $0.0, section: $0.1) }
  }

  @Test func test_whenScrolledVertically_thatIndexPathForFirstVisibleItemIsCorrect() {
    let harness = AdapterHarness.numbers(reloading: [1, 2, 3])
    #expect(harness.collectionView.numberOfSections == 3)
    let found = atOffsets(harness, vertical([0, 8, 12, 35, 40, 59])) {
      harness.adapter.indexPathForFirstVisibleItem()
    }
    #expect(found == paths([(0, 0), (0, 0), (0, 1), (0, 2), (1, 2), (2, 2)]))
  }

  @Test func test_whenScrolledVerticallyWithContentInset_thatIndexPathForFirstVisibleItemIsCorrect()
  {
    let harness = AdapterHarness.numbers()
    harness.collectionView.contentInset = EdgeInsets(top: 5, left: 0, bottom: 5, right: 0)
    harness.reload([1, 2, 3])
    #expect(harness.collectionView.numberOfSections == 3)
    let found = atOffsets(harness, vertical([0, 8, 12, 35, 40, 59], less: 5)) {
      harness.adapter.indexPathForFirstVisibleItem()
    }
    #expect(found == paths([(0, 0), (0, 0), (0, 1), (0, 2), (1, 2), (2, 2)]))
  }

  func singleRowHarness() -> AdapterHarness {
    AdapterHarness.numbers(
      frame: CGRect(x: 0, y: 0, width: 300, height: 10),
      configure: { $0.scrollDirection = .horizontal })
  }

  @Test
  func test_whenScrolledHorizontallyWithSingleRow_thatIndexPathForFirstVisibleItemIsCorrect() {
    let harness = singleRowHarness()
    harness.reload([1, 2, 3, 4])
    #expect(harness.collectionView.numberOfSections == 4)
    let found = atOffsets(harness, horizontal([0, 80, 120, 350, 400, 590])) {
      harness.adapter.indexPathForFirstVisibleItem()
    }
    #expect(found == paths([(0, 0), (0, 0), (0, 1), (0, 2), (1, 2), (2, 2)]))
  }

  @Test
  func
    test_whenScrolledHorizontallyWithSingleRowWithContentInset_thatIndexPathForFirstVisibleItemIsCorrect()
  {
    let harness = singleRowHarness()
    harness.collectionView.contentInset = EdgeInsets(top: 0, left: 172, bottom: 0, right: 172)
    harness.reload([1, 2, 3, 4])
    #expect(harness.collectionView.numberOfSections == 4)
    let found = atOffsets(harness, horizontal([0, 80, 120, 350, 400, 590], less: 172)) {
      harness.adapter.indexPathForFirstVisibleItem()
    }
    #expect(found == paths([(0, 0), (0, 0), (0, 1), (0, 2), (1, 2), (2, 2)]))
  }

  @Test
  func
    test_whenScrolledHorizontallyWithStackedSections_thatIndexPathForFirstVisibleItemIsCorrect()
  {
    let harness = AdapterHarness.numbers(configure: { $0.scrollDirection = .horizontal })
    harness.reload(Array(1...6))
    #expect(harness.collectionView.numberOfSections == 6)
    let found = atOffsets(harness, horizontal([0, 80, 120, 350, 400, 590])) {
      harness.adapter.indexPathForFirstVisibleItem()
    }
    #expect(found == paths([(0, 0), (0, 0), (0, 1), (0, 3), (0, 4), (0, 5)]))
  }

  @Test func test_whenScrolledVertically_thatOffsetForFirstVisibleItemIsCorrect() {
    let harness = AdapterHarness.numbers(reloading: Array(1...6))
    #expect(harness.collectionView.numberOfSections == 6)
    let found = atOffsets(harness, vertical([0, 8, 12, 35, 40, 59])) {
      harness.adapter.offsetForFirstVisibleItem(with: .vertical)
    }
    #expect(found == [0, 8, 2, 5, 0, 9])
  }

  @Test func test_whenScrolledVerticallyWithContentInset_thatOffsetForFirstVisibleItemIsCorrect() {
    let harness = AdapterHarness.numbers()
    harness.collectionView.contentInset = EdgeInsets(top: 5, left: 0, bottom: 5, right: 0)
    harness.reload(Array(1...6))
    #expect(harness.collectionView.numberOfSections == 6)
    let found = atOffsets(harness, vertical([0, 8, 12, 35, 40, 59], less: 5)) {
      harness.adapter.offsetForFirstVisibleItem(with: .vertical)
    }
    #expect(found == [0, 8, 2, 5, 0, 9])
  }

  @Test func test_whenScrolledHorizontallyWithSingleRow_thatOffsetForFirstVisibleItemIsCorrect() {
    let harness = singleRowHarness()
    harness.dataSource.objects = [1, 2, 3, 4]
    #expect(harness.adapter.offsetForFirstVisibleItem(with: .horizontal) == 0)
    harness.adapter.reloadData()
    harness.scheduler.runUntilIdle()
    #expect(harness.collectionView.numberOfSections == 4)
    let found = atOffsets(harness, horizontal([0, 80, 120, 350, 400, 599])) {
      harness.adapter.offsetForFirstVisibleItem(with: .horizontal)
    }
    #expect(found == [0, 80, 20, 50, 0, 99])
  }

  @Test
  func
    test_whenScrolledHorizontallyWithSingleRowWithContentInset_thatOffsetForFirstVisibleItemIsCorrect()
  {
    let harness = singleRowHarness()
    harness.collectionView.contentInset = EdgeInsets(top: 0, left: 172, bottom: 0, right: 172)
    harness.reload([1, 2, 3, 4])
    #expect(harness.collectionView.numberOfSections == 4)
    let found = atOffsets(harness, horizontal([0, 80, 120, 350, 400, 599], less: 172)) {
      harness.adapter.offsetForFirstVisibleItem(with: .horizontal)
    }
    #expect(found == [0, 80, 20, 50, 0, 99])
  }

  @Test
  func test_whenScrolledHorizontallyWithStackedSections_thatOffsetForFirstVisibleItemIsCorrect() {
    let harness = AdapterHarness.numbers(configure: { $0.scrollDirection = .horizontal })
    harness.reload(Array(1...6))
    #expect(harness.collectionView.numberOfSections == 6)
    let found = atOffsets(harness, horizontal([0, 80, 120, 350, 400, 599])) {
      harness.adapter.offsetForFirstVisibleItem(with: .horizontal)
    }
    #expect(found == [0, 80, 20, 50, 0, 99])
  }

  @Test
  func
    test_whenScrollToIndexPathWithAdditionalOffsetVerticially_thatOffsetForFirstVisibleItemIsCorrect()
  {
    let harness = AdapterHarness.numbers()
    harness.collectionView.contentInset = EdgeInsets(top: 5, left: 0, bottom: 5, right: 0)
    harness.reload(Array(1...6))
    #expect(harness.collectionView.numberOfSections == 6)
    let found = [(1, 0), (1, 7), (3, 0), (3, 3), (4, 9)].map { object, extra in
      _ = scroll(harness, to: object, additionalOffset: CGFloat(extra))
      return harness.adapter.offsetForFirstVisibleItem(with: .vertical)
    }
    #expect(found == [0, 7, 0, 3, 9])
  }

  @Test
  func
    test_whenScrollToIndexPathWithAdditionalOffsetHorizontally_thatOffsetForFirstVisibleItemIsCorrect()
  {
    let harness = AdapterHarness.numbers(configure: { $0.scrollDirection = .horizontal })
    harness.collectionView.contentInset = EdgeInsets(top: 0, left: 172, bottom: 0, right: 172)
    harness.reload(Array(1...6))
    #expect(harness.collectionView.numberOfSections == 6)
    let found = [(1, 0), (1, 73), (3, 0), (3, 36), (4, 99)].map { object, extra in
      _ = scroll(harness, to: object, .horizontal, additionalOffset: CGFloat(extra))
      return harness.adapter.offsetForFirstVisibleItem(with: .horizontal)
    }
    #expect(found == [0, 73, 0, 36, 99])
  }
}
