import Foundation
import ListKit

/// A cell with a label's text, for checking what a section shows.
final class TextCell: CollectionViewCell {
  var text: String?

  override func prepareForReuse() {
    super.prepareForReuse()
    text = nil
  }
}

/// A model whose key identifies it and whose value can change: IGListKit's `IGTestObject`.
final class TestItem: ListDiffable, CustomStringConvertible {
  let key: Int
  let count: Int

  init(key: Int, count: Int) {
    self.key = key
    self.count = count
  }

  func diffIdentifier() -> AnyHashable { key }

  func isEqual(toDiffableObject object: (any ListDiffable)?) -> Bool {
    guard let other = object as? TestItem else { return false }
    return key == other.key && count == other.count
  }

  var description: String { "\(key):\(count)" }
}

/// A section with as many one-line items as its object's count: IGListKit's `IGListTestSection`.
final class TestSection: ListSectionController {
  var item: TestItem?
  var updates: [Int] = []
  var selected: [Int] = []

  override func numberOfItems() -> Int { item?.count ?? 0 }

  override func sizeForItem(at index: Int) -> CGSize {
    CGSize(width: collectionContext?.containerSize.width ?? 0, height: 1)
  }

  override func cellForItem(at index: Int) -> CollectionViewCell {
    guard let context = collectionContext else { fatalError("TestSection used outside an adapter") }
    let cell: TextCell = context.dequeueReusableCell(for: self, at: index)
    cell.text = "\(item?.key ?? -1)-\(index)"
    return cell
  }

  override func didUpdate(to object: Any) {
    item = object as? TestItem
    updates.append(item?.count ?? -1)
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
    pairs.map { TestItem(key: $0.0, count: $0.1) }
  }
}

/// Collects an adapter's diagnostics.
@MainActor
final class DiagnosticLog {
  var messages: [String] = []
}
