import Testing

@testable import ListKit

/// ``ListOutline``'s tree, its expanded state and its visible items.
@Suite struct ListOutlineTests {
  /// a ─ a1 ─ a1x
  ///   │    └ a1y
  ///   └ a2
  /// b ─ b1
  static func tree() -> ListOutline<String> {
    var outline = ListOutline(["a", "b"])
    outline.append(["a1", "a2"], to: "a")
    outline.append(["a1x", "a1y"], to: "a1")
    outline.append(["b1"], to: "b")
    return outline
  }

  @Test func test_tree_childrenParentsAndLevels() {
    let outline = Self.tree()
    #expect(outline.rootItems == ["a", "b"])
    #expect(outline.items == ["a", "a1", "a1x", "a1y", "a2", "b", "b1"])
    #expect(outline.children(of: "a") == ["a1", "a2"])
    #expect(outline.children(of: "a1") == ["a1x", "a1y"])
    #expect(outline.children(of: "a2") == [])
    #expect(outline.children(of: "zz") == [])
    #expect(outline.hasChildren("a1"))
    #expect(!outline.hasChildren("a1x"))
    #expect(outline.parent(of: "a1y") == "a1")
    #expect(outline.parent(of: "a1") == "a")
    #expect(outline.parent(of: "a") == nil)
    #expect(outline.level(of: "a") == 0)
    #expect(outline.level(of: "a2") == 1)
    #expect(outline.level(of: "a1x") == 2)
    #expect(outline.contains("b1"))
    #expect(!outline.contains("zz"))
  }

  @Test func test_visibleItems_descendOnlyIntoExpandedItems() {
    var outline = Self.tree()
    #expect(outline.visibleItems == ["a", "b"])
    #expect(!outline.isExpanded("a"))
    outline.expand(["a"])
    #expect(outline.isExpanded("a"))
    #expect(outline.visibleItems == ["a", "a1", "a2", "b"])
    #expect(outline.isVisible("a1"))
    #expect(!outline.isVisible("a1x"))
    outline.expand(["a1", "b"])
    #expect(outline.visibleItems == ["a", "a1", "a1x", "a1y", "a2", "b", "b1"])
  }

  @Test func test_collapse_hidesTheSubtree_andExpandingShowsItAsItWasLeft() {
    var outline = Self.tree()
    outline.expand(["a", "a1"])
    outline.collapse(["a"])
    #expect(outline.visibleItems == ["a", "b"])
    #expect(!outline.isVisible("a1x"))
    #expect(outline.isExpanded("a1"))  // a descendant keeps its own state
    outline.expand(["a"])
    #expect(outline.visibleItems == ["a", "a1", "a1x", "a1y", "a2", "b"])
    outline.collapse(["a1"])
    #expect(outline.visibleItems == ["a", "a1", "a2", "b"])
  }

  @Test func test_expandingAHiddenItem_leavesTheVisibleItemsAsTheyWere() {
    var outline = Self.tree()
    outline.expand(["a1"])
    #expect(outline.visibleItems == ["a", "b"])
    outline.expandAll()
    #expect(outline.visibleItems == outline.items)
  }

  @Test func test_diffing_anOutlineIsKnownByItsRoots_andEqualByItsTreeAndState() {
    let outline = Self.tree()
    var expanded = outline
    expanded.expand(["a"])
    var grown = outline
    grown.append(["a3"], to: "a")
    #expect(outline.diffIdentifier() == expanded.diffIdentifier())
    #expect(outline.diffIdentifier() == grown.diffIdentifier())
    #expect(outline.diffIdentifier() != ListOutline(["a"]).diffIdentifier())
    #expect(outline.isEqual(toDiffableObject: Self.tree()))
    #expect(!outline.isEqual(toDiffableObject: expanded))
    #expect(!outline.isEqual(toDiffableObject: grown))
    #expect(!outline.isEqual(toDiffableObject: nil))
  }
}
