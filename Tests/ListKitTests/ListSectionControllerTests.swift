import Foundation
import ListKit
import ListKitTestSupport
import Testing

/// IGListKit's `IGListSectionControllerTests.m`, case by case.
@MainActor
@Suite struct ListSectionControllerTests {
  @Test func test_withBaseSectionContoller_thatDefaultValuesAreCorrect() {
    let section = ListSectionController()
    #expect(section.numberOfItems() == 1)
    #expect(section.sizeForItem(at: 0) == .zero)
    #expect(section.shouldSelectItem(at: 0))
    #expect(section.shouldDeselectItem(at: 0))
    #expect(!section.canMoveItem(at: 0))
    #expect(!section.canMoveItem(at: 0, to: 1))
    #expect(section.section == NSNotFound && !section.isFirstSection && !section.isLastSection)
    #expect(section.inset == .zero && section.minimumLineSpacing == 0)
    // The no-op defaults are safe to call. cellForItem(at:) and moveObject(from:to:) stop the app
    // with IGListKit's message: a section controller must override them.
    section.didUpdate(to: "object")
    section.didSelectItem(at: 0)
    section.didDeselectItem(at: 0)
    section.didHighlightItem(at: 0)
    section.didUnhighlightItem(at: 0)
  }

  @Test func test_whenCreatedOutsideDataSource_thatCollectionContextIsNil() {
    let section = TestSection()
    #expect(section.collectionContext == nil)
    #expect(section.viewController == nil)
  }

  // test_whenCallingContextMenuConfiguration_thatDefaultReturnsNil cannot apply: context menus are
  // a UIKit feature ListKit leaves out.

  @Test func test_whenCreatedInsideTheDataSource_thatTheContextIsSetAtOnce() {
    @MainActor final class Recording: ListAdapterDataSource {
      var contexts: [Bool] = []
      func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { [1] }
      func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
        -> ListSectionController
      {
        let section = TestSection()
        contexts.append(section.collectionContext === listAdapter)
        return section
      }
      func emptyView(for listAdapter: ListAdapter) -> View? { nil }
    }
    let harness = AdapterHarness.rows([])
    let dataSource = Recording()
    harness.adapter.dataSource = dataSource
    #expect(dataSource.contexts == [true])
  }
}
