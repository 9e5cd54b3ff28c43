import Foundation
import ListKitTestSupport
import Testing

@testable import ListKit

/// Cases of IGListKit's `IGListAdapterTests.m` about the sections section controllers know: first
/// and last sections after updates, indexes after inserts and removals at the head and in the
/// middle, and what a removed section controller is told, with IGListKit's names.
@MainActor
@Suite struct ListAdapterSectionIndexTests: IGListAdapterTestCase {
  @Test func test_whenAdapterUpdatedTwice_withThreeSections_thatSectionsUpdatedFirstLast() {
    let harness = AdapterHarness.rows(items([1, 1, 1]))
    let controllers = (0..<3).compactMap { harness.adapter.sectionController(forSection: $0) }
    #expect(controllers.map(\.isFirstSection) == [true, false, false])
    #expect(controllers.map(\.isLastSection) == [false, false, true])
    harness.dataSource.objects = [2, 0, 1].map { TestObject($0, 1) }
    harness.refresh()
    #expect(controllers.map(\.isFirstSection) == [false, false, true])
    #expect(controllers.map(\.isLastSection) == [false, true, false])
  }

  /// The section controller of 1, after the list went from [1] to [2].
  func removedSection(_ harness: AdapterHarness) -> ListSectionController? {
    harness.update([1])
    let controller = harness.adapter.sectionController(for: 1)
    harness.update([2])
    #expect(controller != nil && controller?.section == NSNotFound)
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

  /// Updates `harness` to the numbers 0 to 3 and returns the section controllers of 0, 1 and 3,
  /// after expecting their sections and which are first and last.
  func sectionsOfZeroOneAndThree(
    _ harness: AdapterHarness, sourceLocation: SourceLocation = #_sourceLocation
  ) -> (ListSectionController?, ListSectionController?, ListSectionController?) {
    harness.update([0, 1, 2, 3])
    let zero = harness.adapter.sectionController(forSection: 0)
    let one = harness.adapter.sectionController(forSection: 1)
    let three = harness.adapter.sectionController(forSection: 3)
    #expect(zero?.section == 0 && zero?.isFirstSection == true, sourceLocation: sourceLocation)
    #expect(one?.section == 1 && one?.isFirstSection == false, sourceLocation: sourceLocation)
    #expect(three?.section == 3 && three?.isLastSection == true, sourceLocation: sourceLocation)
    return (zero, one, three)
  }

  @Test
  func
    test_whenRemovingFromHead_thatAllSectionControllerIndexesUpdateCorrectly_RemovedSectionControllerIsNotFound()
  {
    let harness = AdapterHarness.numbers()
    let (zero, one, three) = sectionsOfZeroOneAndThree(harness)

    harness.update([1, 2, 3])
    #expect(zero != nil && zero?.section == NSNotFound)
    #expect(zero?.isFirstSection == false)
    #expect(one?.section == 0 && one?.isFirstSection == true)
    #expect(three?.section == 2 && three?.isLastSection == true)
  }

  @Test
  func
    test_whenRemovingFromMiddle_thatAllSectionControllerIndexesUpdateCorrectly_removedSectionControllerIsNotFound()
  {
    let harness = AdapterHarness.numbers()
    let (zero, one, three) = sectionsOfZeroOneAndThree(harness)

    harness.update([0, 2, 3])
    #expect(zero?.section == 0 && zero?.isFirstSection == true)
    #expect(one != nil && one?.section == NSNotFound)
    #expect(one?.isFirstSection == false)
    #expect(three?.section == 2 && three?.isLastSection == true)
  }
}
