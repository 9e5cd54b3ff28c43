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

/// A section with as many one-line items as its object's number: IGListKit's `IGListTestSection`.
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

extension AdapterHarness {
  /// The harness of ListKit's own adapter tests: ``TestSection``s of one-line rows on a collection
  /// view 20 wide and `height` lines high, laid out by a flow layout without spacing, connected
  /// but not laid out.
  static func rows(
    _ objects: [any ListDiffable], updater: any ListUpdatingDelegate = ListAdapterUpdater(),
    height: CGFloat = 10
  ) -> AdapterHarness {
    let layout = CollectionViewFlowLayout()
    layout.minimumLineSpacing = 0
    layout.minimumInteritemSpacing = 0
    return AdapterHarness(
      objects, updater: updater, frame: CGRect(x: 0, y: 0, width: 20, height: height),
      layout: layout
    ) { _ in TestSection() }
  }

  /// What each visible cell shows, in index path order.
  var shown: [String] {
    collectionView.visibleCells.map { ($0 as? TextCell)?.text ?? "?" }
  }
}
