import Foundation
import ListKitTestSupport
import Testing

@testable import ListKit

/// Context menus: the collection view asks the adapter, which asks the collection view delegate,
/// then the item's section controller (IGListKit's `contextMenuConfigurationForItemAtIndex:point:`).
@MainActor
@Suite struct ListAdapterContextMenuTests {
  /// A section of two items whose menus name the item and the point they were asked at.
  final class MenuSection: ListSectionController {
    var asked: [(index: Int, point: CGPoint)] = []

    override func numberOfItems() -> Int { 2 }

    override func sizeForItem(at index: Int) -> CGSize { CGSize(width: 100, height: 1) }

    override func cellForItem(at index: Int) -> CollectionViewCell {
      guard let context = collectionContext else { return CollectionViewCell(frame: .zero) }
      return context.dequeueReusableCell(of: CollectionViewCell.self, for: self, at: index)
    }

    override func contextMenuConfigurationForItem(at index: Int, point: CGPoint)
      -> ContextMenuConfiguration?
    {
      asked.append((index, point))
      return ContextMenuConfiguration(identifier: "item \(index)")
    }
  }

  /// A collection view delegate with a menu for section 1 only.
  final class MenuDelegate: CollectionViewDelegate {
    func collectionView(
      _ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
      point: CGPoint
    ) -> ContextMenuConfiguration? {
      indexPath.section == 1 ? ContextMenuConfiguration(identifier: "delegate") : nil
    }
  }

  @Test func theSectionControllerGivesItsItemsMenu_atTheItemsIndexAndThePoint() throws {
    let sections = [MenuSection(), MenuSection()]
    let harness = AdapterHarness(["a", "b"]) { object in
      sections[(object as? String) == "a" ? 0 : 1]
    }
    let configuration = harness.adapter.collectionView(
      harness.collectionView, contextMenuConfigurationForItemAt: IndexPath(item: 1, section: 0),
      point: CGPoint(x: 3, y: 1))
    #expect(configuration?.identifier == AnyHashable("item 1"))
    #expect(sections[0].asked.map(\.index) == [1])
    #expect(sections[0].asked.map(\.point) == [CGPoint(x: 3, y: 1)])
    #expect(sections[1].asked.isEmpty)
  }

  @Test func theCollectionViewDelegatesMenuComesFirst() throws {
    let sections = [MenuSection(), MenuSection()]
    let harness = AdapterHarness(["a", "b"]) { object in
      sections[(object as? String) == "a" ? 0 : 1]
    }
    let delegate = MenuDelegate()
    harness.adapter.collectionViewDelegate = delegate
    let first = harness.adapter.collectionView(
      harness.collectionView, contextMenuConfigurationForItemAt: IndexPath(item: 0, section: 1),
      point: .zero)
    #expect(first?.identifier == AnyHashable("delegate"))
    #expect(sections[1].asked.isEmpty)
    let second = harness.adapter.collectionView(
      harness.collectionView, contextMenuConfigurationForItemAt: IndexPath(item: 0, section: 0),
      point: .zero)
    #expect(second?.identifier == AnyHashable("item 0"))
  }

  @Test func aSectionControllerWithoutAMenuGivesNone() {
    let harness = AdapterHarness(["a"]) { _ in
      ListSingleSectionController(
        configure: { (_: String, _: CollectionViewCell) in },
        size: { _, _ in CGSize(width: 100, height: 1) })
    }
    #expect(
      harness.adapter.collectionView(
        harness.collectionView, contextMenuConfigurationForItemAt: IndexPath(item: 0, section: 0),
        point: .zero) == nil)
  }
}
