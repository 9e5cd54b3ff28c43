/// A tree of items that can be expanded and collapsed, as `NSDiffableDataSourceSectionSnapshot`'s
/// hierarchy is: the model of a ``ListOutlineSectionController``.
///
/// Items are unique in an outline, as in a section snapshot: an item is its own identity, and
/// appending one that is already there is a programming error. An item is collapsed until it
/// is expanded; ``visibleItems`` lists the items depth first, descending only into expanded
/// items, so collapsing an item hides its whole subtree and expanding it again shows the
/// subtree as it was left.
///
/// A section that collapses to its header is an outline with one root, the header, whose
/// children are the section's rows.
public struct ListOutline<Item: Hashable>: Hashable {
  /// The items without a parent, in order.
  public private(set) var rootItems: [Item] = []
  private var childrenByParent: [Item: [Item]] = [:]
  private var parentByChild: [Item: Item] = [:]
  private var expandedItems: Set<Item> = []

  /// Creates an empty outline.
  public init() {}

  /// Creates an outline whose roots are `rootItems`, all collapsed.
  public init(_ rootItems: [Item]) {
    append(rootItems)
  }

  /// Every item, depth first: each item before its children, whether expanded or not.
  ///
  /// - Complexity: O(*n*), where *n* is the number of items.
  public var items: [Item] {
    var result: [Item] = []
    result.reserveCapacity(parentByChild.count + rootItems.count)
    appendDepthFirst(rootItems, to: &result, onlyExpanded: false)
    return result
  }

  /// The items a list shows, depth first: the roots, and the children of items that are
  /// expanded and shown themselves.
  ///
  /// - Complexity: O(*v*), where *v* is the number of visible items.
  public var visibleItems: [Item] {
    var result: [Item] = []
    appendDepthFirst(rootItems, to: &result, onlyExpanded: true)
    return result
  }

  /// Appends `items` as the last children of `parent`, or as the last roots when `parent` is
  /// `nil`, collapsed.
  ///
  /// - Precondition: `parent` is in the outline, and none of `items` is, nor appears twice.
  /// - Complexity: O(*k*), where *k* is the number of appended items.
  public mutating func append(_ items: [Item], to parent: Item? = nil) {
    if let parent {
      precondition(contains(parent), "ListOutline: the parent \(parent) is not in the outline.")
    }
    for item in items {
      precondition(!contains(item), "ListOutline: \(item) is already in the outline.")
      if let parent {
        childrenByParent[parent, default: []].append(item)
        parentByChild[item] = parent
      } else {
        rootItems.append(item)
      }
      // Every item of the outline has a child list, empty for a leaf.
      childrenByParent[item] = []
    }
  }

  /// Whether `item` is in the outline.
  ///
  /// - Complexity: O(1).
  public func contains(_ item: Item) -> Bool {
    childrenByParent[item] != nil
  }

  /// The children of `item`, in order; empty for a leaf or an item not in the outline.
  ///
  /// - Complexity: O(1).
  public func children(of item: Item) -> [Item] {
    childrenByParent[item] ?? []
  }

  /// Whether `item` has children.
  ///
  /// - Complexity: O(1).
  public func hasChildren(_ item: Item) -> Bool {
    !(childrenByParent[item] ?? []).isEmpty
  }

  /// The parent of `item`, or `nil` for a root or an item not in the outline.
  ///
  /// - Complexity: O(1).
  public func parent(of item: Item) -> Item? {
    parentByChild[item]
  }

  /// How deep `item` is: 0 for a root, 1 for its children, and so on; 0 for an item not in the
  /// outline.
  ///
  /// - Complexity: O(*d*), where *d* is the item's level.
  public func level(of item: Item) -> Int {
    var level = 0
    var current = item
    while let parent = parentByChild[current] {
      level += 1
      current = parent
    }
    return level
  }

  /// Whether `item` is expanded: its children show when it shows.
  ///
  /// - Complexity: O(1).
  public func isExpanded(_ item: Item) -> Bool {
    expandedItems.contains(item)
  }

  /// Whether `item` is among ``visibleItems``: it is in the outline and every item above it is
  /// expanded.
  ///
  /// - Complexity: O(*d*), where *d* is the item's level.
  public func isVisible(_ item: Item) -> Bool {
    guard contains(item) else { return false }
    var current = item
    while let parent = parentByChild[current] {
      guard expandedItems.contains(parent) else { return false }
      current = parent
    }
    return true
  }

  /// Expands `items`, so that their children show when they do. An item's descendants keep
  /// their own states.
  ///
  /// - Precondition: Every item is in the outline.
  /// - Complexity: O(*k*), where *k* is the number of items given.
  public mutating func expand(_ items: [Item]) {
    for item in items {
      precondition(contains(item), "ListOutline: cannot expand \(item), not in the outline.")
      expandedItems.insert(item)
    }
  }

  /// Collapses `items`, hiding their subtrees. An item's descendants keep their own states, so
  /// they show again as they were when the item is expanded.
  ///
  /// - Precondition: Every item is in the outline.
  /// - Complexity: O(*k*), where *k* is the number of items given.
  public mutating func collapse(_ items: [Item]) {
    for item in items {
      precondition(contains(item), "ListOutline: cannot collapse \(item), not in the outline.")
      expandedItems.remove(item)
    }
  }

  /// Expands every item of the outline.
  ///
  /// - Complexity: O(*n*), where *n* is the number of items.
  public mutating func expandAll() {
    expandedItems = Set(childrenByParent.keys)
  }

  /// Appends `items` and their descendants, depth first, to `result`, descending into expanded
  /// items only when `onlyExpanded` is set.
  private func appendDepthFirst(_ items: [Item], to result: inout [Item], onlyExpanded: Bool) {
    for item in items {
      result.append(item)
      if !onlyExpanded || expandedItems.contains(item) {
        appendDepthFirst(children(of: item), to: &result, onlyExpanded: onlyExpanded)
      }
    }
  }
}

extension ListOutline: Sendable where Item: Sendable {}
