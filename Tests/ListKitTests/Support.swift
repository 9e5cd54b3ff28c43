import Foundation
import ListKit
import ListKitTestSupport

/// A cell with a label's text, for checking what a section shows.
final class TextCell: CollectionViewCell {
  var text: String?

  override func prepareForReuse() {
    super.prepareForReuse()
    text = nil
  }
}

/// A section with as many one-line items as its object's count: IGListKit's `IGListTestSection`.
final class TestSection: ListSectionController {
  var item: TestObject?
  var updates: [Int] = []
  var selected: [Int] = []

  override func numberOfItems() -> Int { item?.number ?? 0 }

  override func sizeForItem(at index: Int) -> CGSize {
    CGSize(width: collectionContext?.containerSize.width ?? 0, height: 1)
  }

  override func cellForItem(at index: Int) -> CollectionViewCell {
    guard let context = collectionContext else { fatalError("TestSection used outside an adapter") }
    let cell: TextCell = context.dequeueReusableCell(for: self, at: index)
    cell.text = "\(item?.key ?? AnyHashable(-1))-\(index)"
    return cell
  }

  override func didUpdate(to object: Any) {
    item = object as? TestObject
    updates.append(item?.number ?? -1)
  }

  override func didSelectItem(at index: Int) {
    selected.append(index)
  }
}

/// A data source whose objects a test changes.
@MainActor
final class TestDataSource: ListAdapterDataSource {
  var objects: [any ListDiffable]
  var emptyView: View?
  var sectionControllersMade = 0

  init(_ objects: [any ListDiffable]) {
    self.objects = objects
  }

  func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { objects }

  func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  {
    sectionControllersMade += 1
    return TestSection()
  }

  func emptyView(for listAdapter: ListAdapter) -> View? { emptyView }
}

/// An adapter on a 20 by 10 collection view of one-line rows, with a manual scheduler.
@MainActor
struct AdapterHarness {
  let scheduler = ManualScheduler()
  let layout = CollectionViewFlowLayout()
  let collectionView: CollectionView
  let adapter: ListAdapter
  let dataSource: TestDataSource
  let updater: any ListUpdatingDelegate
  let diagnostics = DiagnosticLog()

  init(
    _ objects: [any ListDiffable], updater: any ListUpdatingDelegate = ListAdapterUpdater(),
    height: CGFloat = 10
  ) {
    layout.minimumLineSpacing = 0
    layout.minimumInteritemSpacing = 0
    collectionView = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 20, height: height), collectionViewLayout: layout)
    collectionView.scheduler = scheduler
    self.updater = updater
    adapter = ListAdapter(updater: updater, viewController: nil)
    let diagnostics = diagnostics
    adapter.diagnosticHandler = { diagnostics.messages.append($0) }
    dataSource = TestDataSource(objects)
    adapter.collectionView = collectionView
    adapter.dataSource = dataSource
  }

  /// What each visible cell shows, in index path order.
  var shown: [String] {
    collectionView.visibleCells.map { ($0 as? TextCell)?.text ?? "?" }
  }

  func items(_ pairs: [(Int, Int)]) -> [any ListDiffable] {
    pairs.map { TestObject($0.0, $0.1) }
  }
}

/// Collects an adapter's diagnostics.
@MainActor
final class DiagnosticLog {
  var messages: [String] = []
}
