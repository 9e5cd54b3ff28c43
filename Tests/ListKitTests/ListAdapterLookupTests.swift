import Foundation
import ListKitTestSupport
import Testing

@testable import ListKit

/// Cases of IGListKit's `IGListAdapterTests.m` about the look-ups: the section controller of an
/// object or a section, the section and the object of a section controller, index paths, reuse
/// identifiers, layout attributes, points and cells, with IGListKit's names.
@MainActor
@Suite struct ListAdapterLookupTests: IGListAdapterTestCase {
  @Test func test_whenAdapterNotUpdated_withDataSourceUpdated_thatAdapterHasNoSectionControllers() {
    let harness = AdapterHarness.rows([])
    harness.dataSource.objects = items([1, 1, 1])
    #expect(harness.adapter.sectionController(for: TestObject(0, 1)) == nil)
  }

  @Test func test_whenAdapterUpdated_thatAdapterHasSectionControllers() {
    let harness = AdapterHarness.rows([])
    harness.dataSource.objects = items([1, 1, 1])
    harness.refresh()
    for key in 0..<3 {
      #expect(harness.adapter.sectionController(for: TestObject(key, 1)) != nil)
    }
  }

  @Test func test_whenAdapterReloaded_thatAdapterHasSectionControllers() {
    let harness = AdapterHarness.rows([])
    harness.dataSource.objects = items([1, 1, 1])
    harness.adapter.reloadData()
    harness.scheduler.runUntilIdle()
    #expect(harness.adapter.sectionController(for: TestObject(2, 1)) != nil)
  }

  @Test func test_whenAdapterUpdated_thatSectionControllerHasSection() {
    let harness = AdapterHarness.rows(items([1, 1, 1]))
    let controller = harness.adapter.sectionController(for: TestObject(1, 1))
    #expect(controller.flatMap { harness.adapter.section(for: $0) } == 1)
  }

  @Test func test_whenAdapterUpdated_withUnknownItem_thatSectionControllerHasNoSection() {
    let harness = AdapterHarness.rows(items([1, 1, 1]))
    // IGListKit's `NSNotFound`, and `nil` from the optional form.
    #expect(harness.adapter.section(for: TestSection()) == NSNotFound)
    #expect(harness.adapter.sectionIfInList(for: TestSection()) == nil)
    #expect(harness.adapter.section(for: TestObject(9, 9)) == NSNotFound)
    #expect(harness.adapter.sectionIfInList(for: TestObject(9, 9)) == nil)
    #expect(harness.adapter.sectionIfInList(for: TestObject(1, 1)) == 1)
  }

  @Test func test_whenQueryingAdapter_withUnknownItem_thatSectionControllerIsNil() {
    let harness = AdapterHarness.rows(items([1, 1, 1]))
    #expect(harness.adapter.sectionController(for: TestObject(3, 1)) == nil)
  }

  @Test func test_whenAdapterUpdated_thatSectionControllerHasCorrectObject() {
    let harness = AdapterHarness.rows(items([1, 1, 1]))
    let controller = harness.adapter.sectionController(for: TestObject(1, 1))
    #expect(
      controller.flatMap { harness.adapter.object(for: $0) }?.diffIdentifier() == AnyHashable(1))
  }

  @Test func test_whenQueryingAdapter_withUnknownItem_thatObjectForSectionControllerIsNil() {
    let harness = AdapterHarness.rows(items([1, 1, 1]))
    #expect(harness.adapter.object(for: TestSection()) == nil)
  }

  @Test func test_whenQueryingIndexPaths_withSectionController_thatPathsAreEqual() {
    let harness = AdapterHarness.rows(items([0, 6]))
    guard let controller = harness.adapter.sectionController(forSection: 1) else {
      Issue.record("no section controller")
      return
    }
    let paths = (2...5).compactMap { harness.adapter.indexPath(for: controller, at: $0) }
    #expect(paths == (2...5).map { IndexPath(item: $0, section: 1) })
  }

  @Test func test_whenQueryingIndexPaths_insideBatchUpdateBlock_thatPathsAreEqual() throws {
    let harness = AdapterHarness.rows(items([1, 4]))
    let controller = try #require(harness.adapter.sectionController(forSection: 1))
    var paths: [IndexPath?] = []
    harness.adapter.performBatch(
      animated: false,
      updates: { _ in
        paths = [2, 3].map {
          harness.adapter.indexPath(for: controller, at: $0, usePreviousMap: true)
        }
      }, completion: nil)
    harness.scheduler.runUntilIdle()
    #expect(paths == [IndexPath(item: 2, section: 1), IndexPath(item: 3, section: 1)])
  }

  @Test func test_whenQueryingReusableIdentifier_thatIdentifierEqualsClassName() {
    #expect(
      ListAdapter.reuseIdentifier(for: CollectionViewCell.self, kind: nil, given: nil)
        == "ListUI.CollectionViewCell")
  }

  @Test
  func
    test_whenQueryingReusableIdentifierWithGivenIdentifier_thatIdentifierEqualsGivenIdentifierAndClassName()
  {
    #expect(
      ListAdapter.reuseIdentifier(for: CollectionViewCell.self, kind: nil, given: "MyCoolID")
        == "MyCoolIDListUI.CollectionViewCell")
  }

  @Test func test_whenQueryingReusableIdentifier_thatIdentifierEqualsClassNameAndSupplimentaryKind()
  {
    #expect(
      ListAdapter.reuseIdentifier(
        for: CollectionViewCell.self, kind: CollectionView.elementKindSectionFooter, given: nil)
        == "UICollectionElementKindSectionFooterListUI.CollectionViewCell")
  }

  @Test func test_whenAdapterUpdated_thatLayoutAttributesForItemAtIndexIsCorrect() throws {
    let harness = AdapterHarness.rows(items([2]))
    harness.collectionView.layoutIfNeeded()
    let controller = try #require(harness.adapter.sectionController(forSection: 0))
    let attributes = harness.adapter.layoutAttributesForItem(at: 0, sectionController: controller)
    #expect(attributes?.indexPath == IndexPath(item: 0, section: 0))
  }

  @Test func test_whenAdapterUpdated_thatIndexPathForItemAtPointIsCorrect() {
    let harness = AdapterHarness.rows(items([2]))
    harness.collectionView.layoutIfNeeded()
    #expect(
      harness.adapter.indexPathForItem(at: CGPoint(x: 5, y: 0.5)) == IndexPath(item: 0, section: 0))
    #expect(
      harness.adapter.indexPathForItem(at: CGPoint(x: 5, y: 1.5)) == IndexPath(item: 1, section: 0))
  }

  @Test func test_whenAdapterUpdated_thatConvertPointFromViewIsCorrect() {
    let harness = AdapterHarness.rows(items([2]))
    let view = View(frame: CGRect(x: 10, y: 20, width: 5, height: 5))
    harness.collectionView.addSubview(view)
    #expect(harness.adapter.convert(.zero, from: view) == CGPoint(x: 10, y: 20))
  }

  @Test func test_whenAdapterUpdated_fetchingCellIsValid() throws {
    let harness = AdapterHarness.rows(items([2]))
    harness.collectionView.layoutIfNeeded()
    let controller = try #require(harness.adapter.sectionController(forSection: 0))
    #expect(harness.adapter.cellForItem(at: 0, sectionController: controller) != nil)
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
    #expect(harness.adapter.indexIfInList(for: cell, sectionController: controller) == 0)
    let elsewhere = CollectionViewCell(frame: .zero)
    #expect(harness.adapter.index(for: elsewhere, sectionController: controller) == NSNotFound)
    #expect(harness.adapter.indexIfInList(for: elsewhere, sectionController: controller) == nil)
  }

  @Test func test_whenQueryingIndexPath_withOOBSectionController_thatNilReturned() {
    let harness = AdapterHarness.rows(items([2]))
    #expect(harness.adapter.indexPath(for: TestSection(), at: 0) == nil)
  }

  @Test func test_whenQueryingSectionForObject_thatSectionReturned() {
    let harness = AdapterHarness.rows(items([1, 1, 1]))
    let sections = (0..<4).map { harness.adapter.section(for: TestObject($0, 1)) }
    #expect(sections == [0, 1, 2, NSNotFound])
  }

  @Test func test_whenQueryingSectionControllerForSection_thatControllerReturned() {
    let harness = AdapterHarness.rows(items([1, 1, 1]))
    for key in 0..<3 {
      #expect(
        harness.adapter.sectionController(forSection: key)
          === harness.adapter.sectionController(for: TestObject(key, 1)))
    }
  }
}
