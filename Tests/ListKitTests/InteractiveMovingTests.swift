import Foundation
import ListKitTestSupport
import Testing

@testable import ListKit

/// IGListKit's `IGListInteractiveMovingTests.m`, case by case, and the adapter's reading of an
/// interactive target for single-item sections, driven through real drags.
@MainActor
@Suite struct InteractiveMovingTests {
  /// An adapter over groups of one-line rows whose data source moves them when a section moves.
  func groupsHarness(_ groups: [Group]) -> (AdapterHarness, GroupsDataSource) {
    let harness = AdapterHarness.rows([], updater: ListReloadDataUpdater())
    let dataSource = GroupsDataSource(groups)
    harness.adapter.dataSource = dataSource
    harness.adapter.moveDelegate = dataSource
    harness.collectionView.layoutIfNeeded()
    return (harness, dataSource)
  }

  /// Three single-item sections, a, b and c, on rows 0, 1 and 2.
  func threeSections() -> (AdapterHarness, GroupsDataSource) {
    groupsHarness([Group("a", ["a"]), Group("b", ["b"]), Group("c", ["c"])])
  }

  /// Drags the item at `indexPath` to the row at `y` and drops it.
  func drag(_ harness: AdapterHarness, _ indexPath: IndexPath, toY y: CGFloat) {
    #expect(harness.collectionView.beginInteractiveMovementForItem(at: indexPath))
    harness.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 1, y: y))
    harness.collectionView.endInteractiveMovement()
  }

  @Test
  func
    test_withDetachedLayout_whenQueryingForInteractiveMovingItem_thatOriginalIndexPathIsReturned()
  {
    let layout = CollectionViewFlowLayout()
    let indexPath = IndexPath(item: 1, section: 1)
    #expect(
      layout.targetIndexPathForInteractivelyMovingItem(
        indexPath, withPosition: CGPoint(x: 100, y: 100)) == indexPath)
  }

  // test_withDetachedLayout_thatCleanupInvalidationContextExitsEarly: ListUI's layouts have no
  // interactive-movement invalidation contexts; a move invalidates the whole layout.

  @Test func test_whenCollectionViewIsSet_thatTargetIndexPathIsValid() {
    let harness = AdapterHarness.rows([TestObject(1, 2)])
    harness.collectionView.layoutIfNeeded()
    let indexPath = IndexPath(item: 1, section: 1)
    let target = harness.layout.targetIndexPathForInteractivelyMovingItem(
      indexPath, withPosition: CGPoint(x: 100, y: 100))
    #expect(target == indexPath)
    #expect(
      harness.adapter.collectionView(
        harness.collectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath: indexPath,
        atCurrentIndexPath: indexPath, toProposedIndexPath: target) == indexPath)
  }

  // test_whenCollectionViewIsSet_thatInvalidationContextForInteractivelyMovingItemsPasses,
  // test_whenCollectionViewIsSet_andIndexPathIsInsideBounds_thatValidationContextForEndingInteractiveMovementOfItemsToFinalIndexPathsPasses,
  // test_whenCollectionViewIsSet_andIndexPathIsOutOfBounds_thatValidationContextForEndingInteractiveMovementOfItemsToFinalIndexPathsPasses,
  // test_whenCollectionViewIsSetWithBaseLayout_andIndexPathIsOutOfBounds_thatValidationContextForEndingInteractiveMovementOfItemsToFinalIndexPathsPasses,
  // test_withInvalidationContext_thatSupplementaryAndDecorationIndexPathsAreInvalidated: these
  // check the invalidation contexts IGListKit swizzles into UIKit's layout to drop stale index
  // paths; ListUI asks for no such contexts, and ListKit reloads after a section move.

  /// IGListKit moves a dragged single-item section by reloading the data, as UIKit's
  /// `reloadData()` does, which deselects everything.
  @Test func aSelectedSingleItemSectionDragged_isReloaded_whichClearsTheSelection() {
    let harness = AdapterHarness.rows([], updater: ListAdapterUpdater())
    let dataSource = GroupsDataSource([Group("a", ["a"]), Group("b", ["b"]), Group("c", ["c"])])
    harness.adapter.dataSource = dataSource
    harness.adapter.moveDelegate = dataSource
    harness.collectionView.layoutIfNeeded()
    harness.collectionView.selectItem(
      at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
    drag(harness, IndexPath(item: 0, section: 0), toY: 1.75)
    #expect(dataSource.groups.map(\.name) == ["b", "a", "c"])
    #expect(harness.collectionView.indexPathsForSelectedItems == [])
    #expect(harness.shown == ["b", "a", "c"])
  }

  @Test func test_whenDraggingSectionOntoLaterSection_thatItLandsBeforeIt() {
    let (harness, dataSource) = threeSections()
    drag(harness, IndexPath(item: 0, section: 0), toY: 2.25)
    #expect(dataSource.groups.map(\.name) == ["b", "a", "c"])
    #expect(harness.shown == ["b", "a", "c"])
  }

  @Test func test_whenDraggingSectionPastMiddleOfLastSection_thatItMovesToTheEnd() {
    let (harness, dataSource) = threeSections()
    let moved = harness.adapter.sectionController(forSection: 0)
    drag(harness, IndexPath(item: 0, section: 0), toY: 2.75)
    #expect(dataSource.groups.map(\.name) == ["b", "c", "a"])
    #expect(harness.adapter.sectionController(forSection: 2) === moved)
    #expect(harness.shown == ["b", "c", "a"])
    #expect(!harness.adapter.isLastInteractiveMoveToLastSectionIndex)
  }

  @Test func test_whenDraggingSectionPastMiddleOfEarlierSection_thatItLandsAfterIt() {
    let (harness, dataSource) = threeSections()
    drag(harness, IndexPath(item: 0, section: 2), toY: 0.75)
    #expect(dataSource.groups.map(\.name) == ["a", "c", "b"])
    #expect(harness.shown == ["a", "c", "b"])
  }

  @Test func test_whenDraggingSectionToLastSpotAndBack_thatItLandsInTheMiddle() {
    let (harness, dataSource) = threeSections()
    #expect(
      harness.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    harness.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 1, y: 2.75))
    #expect(harness.adapter.isLastInteractiveMoveToLastSectionIndex)
    harness.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 1, y: 1.75))
    #expect(!harness.adapter.isLastInteractiveMoveToLastSectionIndex)
    harness.collectionView.endInteractiveMovement()
    #expect(dataSource.groups.map(\.name) == ["b", "a", "c"])
    #expect(harness.shown == ["b", "a", "c"])
  }

  @Test func test_whenCollectionViewDelegateSetsTarget_thatItSeesTheAdaptersReading() {
    final class FirstSection: CollectionViewDelegate {
      var proposals: [IndexPath] = []
      func collectionView(
        _ collectionView: CollectionView,
        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
      ) -> IndexPath {
        proposals.append(proposedIndexPath)
        return IndexPath(item: 0, section: 0)
      }
    }
    let (harness, _) = threeSections()
    let delegate = FirstSection()
    harness.adapter.collectionViewDelegate = delegate
    let target = harness.adapter.collectionView(
      harness.collectionView,
      targetIndexPathForMoveOfItemFromOriginalIndexPath: IndexPath(item: 0, section: 2),
      atCurrentIndexPath: IndexPath(item: 0, section: 2),
      toProposedIndexPath: IndexPath(item: 1, section: 0))
    #expect(delegate.proposals == [IndexPath(item: 0, section: 1)])
    #expect(target == IndexPath(item: 0, section: 0))
  }

  @Test func test_whenMovingToSectionBeyondTheEnd_thatDiagnosticIsReportedAndNothingMoves() {
    let (harness, dataSource) = threeSections()
    harness.adapter.collectionView(
      harness.collectionView, moveItemAt: IndexPath(item: 0, section: 0),
      to: IndexPath(item: 0, section: 5))
    #expect(dataSource.groups.map(\.name) == ["a", "b", "c"])
    #expect(harness.shown == ["a", "b", "c"])
    #expect(harness.diagnostics.count == 1)
    #expect(harness.diagnostics.first?.contains("3 sections") == true)
  }

  @Test func test_whenMovingSectionBeyondTheEnd_thatDiagnosticIsReportedAndNothingMoves() throws {
    let (harness, dataSource) = threeSections()
    let controller = try #require(harness.adapter.sectionController(forSection: 0))
    harness.adapter.moveSectionControllerInteractive(controller, from: 0, to: 7)
    #expect(dataSource.groups.map(\.name) == ["a", "b", "c"])
    #expect(harness.shown == ["a", "b", "c"])
    #expect(
      harness.diagnostics == ["Cannot move section 0 to 7: the adapter has 3 sections"])
  }
}
