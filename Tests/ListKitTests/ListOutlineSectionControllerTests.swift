import Foundation
import ListKitTestSupport
import Testing

@testable import ListKit

/// An outline section whose cells read "level disclosure item".
final class OutlineRows: ListOutlineSectionController<String> {
  override func cellForItem(
    _ item: String, at index: Int, level: Int, hasChildren: Bool, isExpanded: Bool
  ) -> CollectionViewCell {
    guard let context = collectionContext else { fatalError("OutlineRows used outside an adapter") }
    let cell: TextCell = context.dequeueReusableCell(for: self, at: index)
    cell.text = "\(level)\(hasChildren ? (isExpanded ? "-" : "+") : " ")\(item)"
    return cell
  }
}

/// A collection view that records the items each batch update inserts, deletes and reloads.
final class RecordingCollectionView: CollectionView {
  var inserted: [IndexPath] = []
  var deleted: [IndexPath] = []
  var reloaded: [IndexPath] = []
  var violations: [String] = []

  func clear() {
    inserted = []
    deleted = []
    reloaded = []
  }

  override func insertItems(at indexPaths: [IndexPath]) {
    inserted += indexPaths
    super.insertItems(at: indexPaths)
  }

  override func deleteItems(at indexPaths: [IndexPath]) {
    deleted += indexPaths
    super.deleteItems(at: indexPaths)
  }

  override func reloadItems(at indexPaths: [IndexPath]) {
    reloaded += indexPaths
    super.reloadItems(at: indexPaths)
  }
}

/// ``ListOutlineSectionController`` in an adapter: its rows, and the batch updates of expanding
/// and collapsing.
@MainActor
@Suite struct ListOutlineSectionControllerTests {
  let h: AdapterHarness
  let collectionView: RecordingCollectionView
  var violations: [String] { collectionView.violations }

  init() {
    let layout = CollectionViewFlowLayout()
    layout.minimumLineSpacing = 0
    layout.minimumInteritemSpacing = 0
    h = AdapterHarness(
      frame: CGRect(x: 0, y: 0, width: 20, height: 30), layout: layout, start: .unconnected
    ) { _ in OutlineRows() }
    collectionView = RecordingCollectionView(frame: h.frame, collectionViewLayout: layout)
    h.collectionView = collectionView
    collectionView.scheduler = h.scheduler
    collectionView.violationHandler = { [weak collectionView] error in
      collectionView?.violations.append(error.message)
    }
  }

  /// top ─ a ─ a1 ─ a1x
  ///     │   │    └ a1y
  ///     │   └ a2
  ///     └ b
  static func tree() -> ListOutline<String> {
    var outline = ListOutline(["top"])
    outline.append(["a", "b"], to: "top")
    outline.append(["a1", "a2"], to: "a")
    outline.append(["a1x", "a1y"], to: "a1")
    return outline
  }

  var controller: OutlineRows? {
    h.adapter.sectionController(forSection: 0) as? OutlineRows
  }

  /// What the rows show, laid out.
  var shown: [String] {
    h.settle()
    return collectionView.visibleCells.map { ($0 as? TextCell)?.text ?? "?" }
  }

  func paths(_ items: [Int]) -> [IndexPath] {
    items.map { IndexPath(item: $0, section: 0) }
  }

  /// Toggles `item` with an animated batch update and runs it; returns what the completion was
  /// given.
  func toggle(_ item: String) -> Bool? {
    collectionView.clear()
    var finished: Bool?
    controller?.toggle(item) { finished = $0 }
    h.settle()
    return finished
  }

  @Test func test_rows_areTheVisibleItems() {
    var outline = Self.tree()
    outline.expand(["top"])
    h.setUp([outline])
    #expect(h.counts == [3])
    #expect(controller?.visibleItems == ["top", "a", "b"])
    #expect(controller?.item(at: 1) == "a")
    #expect(controller?.index(of: "b") == 2)
    #expect(controller?.index(of: "a1") == nil)
    #expect(shown == ["0-top", "1+a", "1 b"])
    #expect(
      collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.size
        == CGSize(width: 20, height: 1))
  }

  /// The items the last batch update deleted and inserted, in order. ListKit's updater sends
  /// the toggled row's reload as a delete and an insert of its row, as IGListKit's does.
  var changes: (deleted: [Int], inserted: [Int]) {
    #expect(collectionView.reloaded == [])
    return (
      collectionView.deleted.map(\.item).sorted(), collectionView.inserted.map(\.item).sorted()
    )
  }

  @Test func test_expandingAndCollapsingNestedLevels_insertsAndDeletesTheirRows() {
    h.setUp([Self.tree()])
    #expect(shown == ["0+top"])

    #expect(toggle("top") == true)
    #expect(changes == ([0], [0, 1, 2]))
    #expect(shown == ["0-top", "1+a", "1 b"])

    #expect(toggle("a") == true)
    #expect(changes == ([1], [1, 2, 3]))
    #expect(shown == ["0-top", "1-a", "2+a1", "2 a2", "1 b"])

    #expect(toggle("a1") == true)
    #expect(changes == ([2], [2, 3, 4]))
    #expect(shown == ["0-top", "1-a", "2-a1", "3 a1x", "3 a1y", "2 a2", "1 b"])

    // Collapsing the middle level hides its whole subtree, the grandchildren with it.
    #expect(toggle("a") == true)
    #expect(changes == ([1, 2, 3, 4, 5], [1]))
    #expect(shown == ["0-top", "1+a", "1 b"])

    // Expanding it again shows the subtree as it was left: a1 still expanded.
    #expect(toggle("a") == true)
    #expect(changes == ([1], [1, 2, 3, 4, 5]))
    #expect(shown == ["0-top", "1-a", "2-a1", "3 a1x", "3 a1y", "2 a2", "1 b"])

    // The whole section collapses to its header.
    #expect(toggle("top") == true)
    #expect(changes == ([0, 1, 2, 3, 4, 5, 6], [0]))
    #expect(shown == ["0+top"])
    #expect(h.counts == [1])
    #expect(violations.isEmpty)
    #expect(h.diagnostics.isEmpty)
  }

  @Test func test_twoTogglesBeforeTheUpdateRuns_closeWhatTheFirstOpened() {
    h.setUp([Self.tree()])
    var finished: [Bool] = []
    controller?.toggle("top") { finished.append($0) }
    controller?.toggle("top") { finished.append($0) }
    h.settle()
    #expect(finished == [true, true])
    #expect(controller?.outline.isExpanded("top") == false)
    #expect(shown == ["0+top"])
    #expect(violations.isEmpty)
  }

  @Test func test_selectingARowWithChildren_togglesIt_andALeafDoesNothing() {
    var outline = Self.tree()
    outline.expand(["top"])
    h.setUp([outline])
    h.adapter.collectionView(collectionView, didSelectItemAt: IndexPath(item: 1, section: 0))
    h.settle()
    #expect(shown == ["0-top", "1-a", "2+a1", "2 a2", "1 b"])
    collectionView.clear()
    h.adapter.collectionView(collectionView, didSelectItemAt: IndexPath(item: 4, section: 0))
    h.settle()
    #expect(collectionView.inserted == [])
    #expect(collectionView.deleted == [])
    #expect(shown == ["0-top", "1-a", "2+a1", "2 a2", "1 b"])
    #expect(violations.isEmpty)
  }

  @Test func test_setExpanded_onAHiddenItem_changesOnlyItsState_andAnUnknownItemIsReported() {
    h.setUp([Self.tree()])
    var finished: Bool?
    controller?.setExpanded(true, for: "a") { finished = $0 }
    h.settle()
    #expect(finished == true)
    #expect(controller?.outline.isExpanded("a") == true)
    #expect(shown == ["0+top"])
    #expect(toggle("top") == true)
    #expect(shown == ["0-top", "1-a", "2+a1", "2 a2", "1 b"])

    finished = nil
    controller?.setExpanded(true, for: "zz") { finished = $0 }
    #expect(finished == false)
    #expect(h.diagnostics.count == 1)
    #expect(h.diagnostics.first?.contains("zz") == true)
    #expect(violations.isEmpty)
  }

  @Test func test_aNewOutlineWithTheSameRoots_keepsTheExpandedState() {
    h.setUp([Self.tree()])
    _ = toggle("top")
    _ = toggle("a")
    #expect(shown == ["0-top", "1-a", "2+a1", "2 a2", "1 b"])
    // The new outline adds a child under b and has b expanded; a is collapsed in it.
    var next = Self.tree()
    next.append(["b1"], to: "b")
    next.expand(["b"])
    h.update([next])
    #expect(controller?.outline.isExpanded("a") == true)
    #expect(controller?.outline.isExpanded("b") == false)
    #expect(shown == ["0-top", "1-a", "2+a1", "2 a2", "1+b"])
    // A new item takes the state the new outline gives it.
    var third = next
    third.append(["c"], to: "top")
    third.append(["c1"], to: "c")
    third.expand(["c"])
    h.update([third])
    #expect(shown == ["0-top", "1-a", "2+a1", "2 a2", "1+b", "1-c", "2 c1"])
    #expect(violations.isEmpty)
  }

  @Test func test_anObjectThatIsNotAnOutline_isReported() {
    h.setUp([TestObject(1, 1)])
    #expect(h.counts == [0])
    #expect(h.diagnostics.count == 1)
    #expect(h.diagnostics.first?.contains("ListOutline<String>") == true)
  }
}
