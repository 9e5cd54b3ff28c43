import Foundation
import ListKitTestSupport
import Testing

@testable import ListKit

/// Cases of IGListKit's `IGListAdapterTests.m` about scrolling: the scroll view delegate's events,
/// scrolling to a section controller or an object in each direction and position, with content
/// insets and supplementary views, with IGListKit's names.
@MainActor
@Suite struct ListAdapterScrollingTests: IGListAdapterTestCase {
  @Test func test_whenScrollViewDelegateSet_thatDelegateReceivesEvents() {
    @MainActor final class Scrolls: ScrollViewDelegate {
      var scrolls = 0
      func scrollViewDidScroll(_ scrollView: ScrollView) { scrolls += 1 }
    }
    let harness = AdapterHarness.rows(items([20]))
    let scrolls = Scrolls()
    harness.adapter.scrollViewDelegate = scrolls
    harness.collectionView.contentOffset = CGPoint(x: 0, y: 3)
    #expect(scrolls.scrolls == 1)
  }

  @Test
  func
    test_whenCollectionViewDelegateSet_withScrollViewDelegateSet_thatDelegatesReceiveUniqueEvents()
  {
    @MainActor final class Both: CollectionViewDelegate {
      var events: [String] = []
      func scrollViewDidScroll(_ scrollView: ScrollView) { events.append("scroll") }
      func collectionView(
        _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
        forItemAt indexPath: IndexPath
      ) { events.append("didEndDisplaying") }
    }
    let harness = AdapterHarness.rows(items([20]))
    harness.collectionView.layoutIfNeeded()
    let collectionDelegate = Both()
    let scrollDelegate = Both()
    harness.adapter.collectionViewDelegate = collectionDelegate
    harness.adapter.scrollViewDelegate = scrollDelegate
    harness.collectionView.contentOffset = CGPoint(x: 0, y: 10)
    harness.collectionView.layoutIfNeeded()
    #expect(!collectionDelegate.events.contains("scroll"))
    #expect(collectionDelegate.events.contains("didEndDisplaying"))
    #expect(scrollDelegate.events == ["scroll"])
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

  /// The visible section controllers with a scroll delegate are told of a scroll in the order
  /// of their sections, whatever order their delegates were set in; the others are not asked.
  @Test func aScrollTellsTheVisibleSectionsWithScrollDelegates_inSectionOrder() {
    let harness = AdapterHarness.numbers(reloading: [1, 2, 3, 4])
    let controllers = harness.adapter.visibleSectionControllers()
    #expect(controllers.map(\.section) == [0, 1, 2, 3])
    let log = SectionScrollLog()
    for section in [3, 0, 2] { controllers[section].scrollDelegate = log }
    harness.adapter.scrollViewDidScroll(harness.collectionView)
    #expect(log.scrolledSections == [0, 2, 3])
    controllers[2].scrollDelegate = nil
    harness.adapter.scrollViewDidScroll(harness.collectionView)
    #expect(log.scrolledSections == [0, 2, 3, 0, 3])
  }

  @Test func test_whenScrollingToIndex_withSectionController_thatPositionCorrect() throws {
    let harness = AdapterHarness.numbers(reloading: Array(1...19))
    let section = try #require(harness.numberSection(8))
    section.collectionContext?.scroll(
      to: section, at: 0, scrollPosition: .top, animated: false)
    #expect(harness.collectionView.contentOffset == CGPoint(x: 0, y: 280))
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

  /// The content offsets of scrolling `harness` to the object 100 with `position`: with no content
  /// inset, then with each of `insets` in turn, the first of them (an inset before the content)
  /// set without laying the list out again, as in IGListKit's cases.
  func offsetsScrollingToTheEnd(
    _ harness: AdapterHarness, _ direction: CollectionViewFlowLayout.ScrollDirection,
    _ position: ScrollPosition, insets: [EdgeInsets]
  ) -> [CGPoint] {
    ([.zero] + insets).enumerated().map { index, inset in
      harness.collectionView.contentInset = inset
      if index != 1 { harness.collectionView.layoutIfNeeded() }
      return scroll(harness, to: 100, direction, position)
    }
  }

  @Test
  func test_whenScrollVerticallyToBottom_withContentInsets_thatBottomFlushWithCollectionViewBounds()
  {
    let harness = AdapterHarness.numbers(reloading: [100])
    let offsets = offsetsScrollingToTheEnd(
      harness, .vertical, .bottom,
      insets: [
        EdgeInsets(top: 100, left: 0, bottom: 0, right: 0),
        EdgeInsets(top: 0, left: 0, bottom: 100, right: 0),
        EdgeInsets(top: 50, left: 0, bottom: 100, right: 0),
      ])
    #expect(offsets == [900, 900, 1000, 1000].map { CGPoint(x: 0, y: $0) })
  }

  @Test
  func test_whenScrollHorizontalToRight_withContentInsets_thatRightFlushWithCollectionViewBounds()
    throws
  {
    let harness = AdapterHarness.numbers(reloading: [100])
    let layout = try #require(harness.layout as? CollectionViewFlowLayout)
    layout.scrollDirection = .horizontal
    layout.invalidateLayout()
    let offsets = offsetsScrollingToTheEnd(
      harness, .horizontal, .right,
      insets: [
        EdgeInsets(top: 0, left: 100, bottom: 0, right: 0),
        EdgeInsets(top: 0, left: 0, bottom: 0, right: 100),
        EdgeInsets(top: 0, left: 50, bottom: 0, right: 100),
      ])
    #expect(offsets == [900, 900, 1000, 1000].map { CGPoint(x: $0, y: 0) })
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

  /// ListKit's own scrolling cases: twenty sections of two one-line rows in a view 10 lines high,
  /// laid out.
  func harness() -> AdapterHarness {
    let harness = AdapterHarness.rows(
      (0..<20).map { TestObject($0, 2) }, updater: ListReloadDataUpdater(), height: 10)
    harness.collectionView.layoutIfNeeded()
    return harness
  }

  @Test func test_whenScrollVerticallyToItem_thatOffsetIsAtTheSectionsStart() {
    let harness = harness()
    harness.adapter.scroll(
      to: TestObject(5, 2), supplementaryKinds: nil, scrollDirection: .vertical,
      scrollPosition: .top, animated: false)
    #expect(harness.collectionView.contentOffset.y == 10)
    harness.adapter.scroll(
      to: TestObject(5, 2), supplementaryKinds: nil, scrollDirection: .vertical,
      scrollPosition: .bottom, animated: false)
    #expect(harness.collectionView.contentOffset.y == 2)
    harness.adapter.scroll(
      to: TestObject(5, 2), supplementaryKinds: nil, scrollDirection: .vertical,
      scrollPosition: .centeredVertically, animated: false)
    #expect(harness.collectionView.contentOffset.y == 6)
  }

  @Test func test_whenScrollingToTheEnd_thatOffsetStaysWithinTheContent() {
    let harness = harness()
    harness.adapter.scroll(
      to: TestObject(19, 2), supplementaryKinds: nil, scrollDirection: .vertical,
      scrollPosition: .top, additionalOffset: 5, animated: false)
    #expect(harness.collectionView.contentOffset.y == 30)
  }

  @Test func test_whenScrollingToAnObjectNotInTheList_thatNothingMoves() {
    let harness = harness()
    harness.adapter.scroll(
      to: TestObject(99, 2), supplementaryKinds: nil, scrollDirection: .vertical,
      scrollPosition: .top, animated: false)
    #expect(harness.collectionView.contentOffset.y == 0)
  }

  @Test func test_whenQueryingFirstVisibleItem_thatIndexPathAndOffsetMatch() {
    let harness = harness()
    harness.collectionView.contentOffset = CGPoint(x: 0, y: 7.5)
    harness.collectionView.layoutIfNeeded()
    #expect(harness.adapter.indexPathForFirstVisibleItem() == IndexPath(item: 1, section: 3))
    #expect(harness.adapter.offsetForFirstVisibleItem(with: .vertical) == 0.5)
  }
}
