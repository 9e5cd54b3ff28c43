import Foundation
import ListKit
import Testing

/// The Getting Started guide's list, diff and working range, used as the guide describes.
@MainActor
@Suite struct GettingStartedTests {
  @Test func theMixedDataGetsALabelOrANumberSectionController() {
    let controller = ListViewController()
    controller.loadViewIfNeeded()
    controller.collectionView.frame = CGRect(x: 0, y: 0, width: 100, height: 200)
    controller.collectionView.layoutIfNeeded()
    let adapter = controller.adapter
    #expect(adapter?.objects().count == 4)
    #expect(adapter?.sectionController(forSection: 0) is LabelSectionController)
    #expect(adapter?.sectionController(forSection: 2) is NumberSectionController)
    #expect(controller.collectionView.visibleCells.count == 4)
    let heights = (0..<4).map {
      controller.collectionView.cellForItem(at: IndexPath(item: 0, section: $0))?.frame.height
    }
    #expect(heights == [55, 55, 20, 55])
  }

  @Test func anEmptyListShowsTheEmptyView() {
    @MainActor final class Empty: ListAdapterDataSource {
      let placeholder = Label()
      func objects(for listAdapter: ListAdapter) -> [ListDiffable] { [] }
      func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
        -> ListSectionController
      { LabelSectionController() }
      func emptyView(for listAdapter: ListAdapter) -> View? { placeholder }
    }
    let collectionView = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 20, height: 5),
      collectionViewLayout: CollectionViewFlowLayout())
    let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
    let empty = Empty()
    adapter.collectionView = collectionView
    adapter.dataSource = empty
    #expect(collectionView.backgroundView === empty.placeholder)
  }

  @Test func usersWithTheSameKeyAreUpdatesAndEqualNamesAreSkipped() {
    let shayne = User(primaryKey: 2, name: "Shayne")
    let ann = User(primaryKey: 2, name: "Ann")
    let oldUsers = [shayne, User(primaryKey: 3, name: "Ryan")]
    let newUsers = [ann, User(primaryKey: 3, name: "Ryan"), User(primaryKey: 4, name: "Jesse")]
    let result = ListDiff(oldArray: oldUsers, newArray: newUsers, option: .equality)
    #expect(result.updates == IndexSet(integer: 0))
    #expect(result.inserts == IndexSet(integer: 2))
    #expect(result.deletes.isEmpty)
    #expect(result.moves.isEmpty)
    let paths = ListDiffPaths(
      fromSection: 0, toSection: 0, oldArray: oldUsers, newArray: newUsers, option: .equality)
    #expect(paths.inserts == [IndexPath(item: 2, section: 0)])
  }

  @Test func theWorkingRangeReachesOneSectionBeyondTheVisibleOnes() {
    @MainActor final class Prefetching: ListSectionController, ListWorkingRangeDelegate {
      var log: [String] = []
      override init() {
        super.init()
        workingRangeDelegate = self
      }
      override func sizeForItem(at index: Int) -> CGSize {
        CGSize(width: collectionContext?.containerSize.width ?? 0, height: 10)
      }
      override func cellForItem(at index: Int) -> CollectionViewCell {
        collectionContext?.dequeueReusableCell(of: MyCell.self, for: self, at: index)
          ?? MyCell(frame: .zero)
      }
      func listAdapter(
        _ listAdapter: ListAdapter,
        sectionControllerWillEnterWorkingRange sectionController: ListSectionController
      ) { log.append("enter") }
      func listAdapter(
        _ listAdapter: ListAdapter,
        sectionControllerDidExitWorkingRange sectionController: ListSectionController
      ) { log.append("exit") }
    }
    @MainActor final class Source: ListAdapterDataSource {
      var made: [Prefetching] = []
      func objects(for listAdapter: ListAdapter) -> [ListDiffable] { Array(0..<6) }
      func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
        -> ListSectionController
      {
        let controller = Prefetching()
        made.append(controller)
        return controller
      }
      func emptyView(for listAdapter: ListAdapter) -> View? { nil }
    }
    let layout = CollectionViewFlowLayout()
    layout.minimumLineSpacing = 0
    let collectionView = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 20, height: 20), collectionViewLayout: layout)
    let adapter = ListAdapter(
      updater: ListAdapterUpdater(),
      viewController: nil,
      workingRangeSize: 1)  // 1 before/after visible objects
    let source = Source()
    adapter.collectionView = collectionView
    adapter.dataSource = source
    collectionView.layoutIfNeeded()
    // Sections 0 and 1 are visible; section 2 is in the working range.
    #expect(source.made.map(\.log) == [["enter"], ["enter"], ["enter"], [], [], []])
    collectionView.contentOffset = CGPoint(x: 0, y: 10)
    collectionView.layoutIfNeeded()
    // Sections 1 and 2 are visible: 0 and 3 are in range.
    #expect(source.made.map(\.log) == [["enter"], ["enter"], ["enter"], ["enter"], [], []])
    collectionView.contentOffset = CGPoint(x: 0, y: 20)
    collectionView.layoutIfNeeded()
    // Sections 2 and 3 are visible: 1 and 4 are in range, 0 left it.
    #expect(
      source.made.map(\.log) == [
        ["enter", "exit"], ["enter"], ["enter"], ["enter"], ["enter"], [],
      ])
  }
}
