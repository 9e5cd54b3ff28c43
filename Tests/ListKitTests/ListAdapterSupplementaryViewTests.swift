import Foundation
import ListKitTestSupport
import Testing

@testable import ListKit

/// Cases of IGListKit's `IGListAdapterTests.m` about supplementary views: headers and footers from
/// a supplementary source, the views and sizes the adapter gives, and a section of a footer only,
/// with IGListKit's names.
@MainActor
@Suite struct ListAdapterSupplementaryViewTests: IGListAdapterTestCase {
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

  @Test func test_whenSupplementarySourceSupportsFooter_withNibs_thatHeaderViewsAreNil() throws {
    let harness = AdapterHarness.numbers(reloading: [1, 2])
    let controller = try #require(harness.numberSection(1))
    let source = SupplementarySource(
      kinds: [CollectionView.elementKindSectionFooter], for: controller)
    source.dequeueFromNib = true
    controller.supplementaryViewSource = source
    harness.refresh()
    let header = CollectionView.elementKindSectionHeader
    let footer = CollectionView.elementKindSectionFooter
    let second = IndexPath(item: 0, section: 1)
    let cv = harness.collectionView
    let view = cv.supplementaryView(forElementKind: footer, at: zero)
    #expect((view as? TestNibSupplementaryView)?.label?.text == "Foo bar baz")
    #expect(cv.supplementaryView(forElementKind: header, at: zero) == nil)
    #expect(cv.supplementaryView(forElementKind: header, at: second) == nil)
    #expect(cv.supplementaryView(forElementKind: footer, at: second) == nil)
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
}
