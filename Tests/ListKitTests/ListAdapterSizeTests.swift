import Foundation
import ListKitTestSupport
import Testing

@testable import ListKit

/// Cases of IGListKit's `IGListAdapterTests.m` about sizes, insets and the container: section
/// insets, negative sizes, and the container's inset, size and content offset, with IGListKit's
/// names.
@MainActor
@Suite struct ListAdapterSizeTests: IGListAdapterTestCase {
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
}
