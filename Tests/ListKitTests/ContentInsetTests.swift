import Foundation
import ListKit
import ListKitTestSupport
import Testing

/// IGListKit's `IGListContentInsetTests.m`: the collection context's container inset is the
/// collection view's adjusted content inset.
@MainActor
@Suite struct ContentInsetTests {
  @Test func testCollectionViewContentInset() {
    let viewController = ViewController()
    let layout = ListCollectionViewLayout(
      stickyHeaders: false, topContentInset: 0, stretchToEdge: true)
    let collectionView = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    viewController.view.addSubview(collectionView)
    let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: viewController)
    let dataSource = TestDataSource([]) { _ in ListSectionController() }
    adapter.dataSource = dataSource
    adapter.collectionView = collectionView

    let inset = EdgeInsets(top: 10, left: 0, bottom: 10, right: 0)
    collectionView.contentInset = inset
    #expect(collectionView.adjustedContentInset == inset)
    let context: any ListCollectionContext = adapter
    #expect(context.adjustedContainerInset == inset)
    #expect(context.insetContainerSize == CGSize(width: 320, height: 460))
  }
}
