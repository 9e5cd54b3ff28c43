import Foundation
import ListKitTestSupport
import Testing

@testable import ListKit

/// Cases of IGListKit's `IGListAdapterTests.m` about selection and highlight: what the collection
/// view delegate and the section controllers hear, automatic deselection, and selecting through the
/// collection context, with IGListKit's names.
@MainActor
@Suite struct ListAdapterSelectionTests: IGListAdapterTestCase {
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
}
