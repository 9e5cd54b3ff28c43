import Foundation

/// The operations that turn the page from one frame's elements into the next one's: creates and
/// moves parent first, each parent's children placed from the last to the first before their
/// next sibling; then the changes of the elements that stay; then the removals.
///
/// A child that keeps its parent and its place among the children that stay is not moved: of
/// those, only the ones outside a longest increasing run of their old places move, so that a
/// row that moves is one `move`, and the rows it passes are left alone.
struct PatchBuilder {
  let old: [String: Element]
  let new: [String: Element]
  /// The clock's time, for the transitions.
  let now: TimeInterval
  /// Whether changes take transitions; `false` under reduced motion.
  let animates: Bool
  /// How long the element with a key fades out as it leaves, if it leaves in an animation.
  let leavingFade: (String) -> TimeInterval?

  /// The root's key: the page's own element.
  static let root = "root"

  func operations() -> [JSON] {
    var placing: [JSON] = []
    place(childrenOf: Self.root, into: &placing)
    var updating: [JSON] = []
    for key in new.keys.sorted(by: Self.keyOrder) {
      guard let element = new[key], let before = old[key] else { continue }
      updating.append(contentsOf: changes(from: before, to: element))
    }
    var removing: [JSON] = []
    for key in old.keys.sorted(by: Self.keyOrder) where new[key] == nil {
      guard let element = old[key] else { continue }
      // Only the outermost: its children go with it, unless they moved elsewhere first.
      if let parent = old[element.parent], new[parent.id] == nil { continue }
      var members: [(String, JSON)] = [("op", .string("remove")), ("id", .string(key))]
      if animates, let fade = leavingFade(key), fade > 0 {
        members.append(("fade", Self.milliseconds(fade)))
      }
      removing.append(.object(members))
    }
    return placing + updating + removing
  }

  /// Keys in a stable order: the page's parts by name, then views by number. Keys are ASCII,
  /// compared as bytes, shorter first: `String`'s own comparison, which orders ASCII text by its
  /// bytes with one memory comparison; comparing the two UTF-8 views a byte at a time took half
  /// as long again to sort 200 keys, and each frame sorts a page's keys twice.
  private static func keyOrder(_ lhs: String, _ rhs: String) -> Bool {
    let leftCount = lhs.utf8.count
    let rightCount = rhs.utf8.count
    guard leftCount == rightCount else { return leftCount < rightCount }
    return lhs < rhs
  }

  private func place(childrenOf parentKey: String, into operations: inout [JSON]) {
    let children = Self.children(of: parentKey, in: new)
    let oldSiblings = Self.children(of: parentKey, in: old)
    // Most parents keep their children, in order: none is placed, and no table is made.
    if children == oldSiblings && children.allSatisfy({ old[$0]?.parent == parentKey }) {
      for key in children { place(childrenOf: key, into: &operations) }
      return
    }
    let oldPlaces = Dictionary(
      oldSiblings.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { a, _ in a })
    // The children that stay under this parent, by old place, in the new order.
    let staying = children.filter { key in old[key]?.parent == parentKey && oldPlaces[key] != nil }
    let still = Self.longestIncreasingRun(staying.map { oldPlaces[$0] ?? 0 }).map { staying[$0] }
    let stillKeys = Set(still)
    var placed: [JSON] = []
    for (index, key) in children.enumerated().reversed() {
      guard let element = new[key], !stillKeys.contains(key) else { continue }
      let next: JSON = index + 1 < children.count ? .string(children[index + 1]) : .null
      if old[key] == nil {
        placed.append(create(element, before: next))
      } else {
        placed.append(
          .object([
            ("op", .string("move")), ("id", .string(key)), ("parent", .string(parentKey)),
            ("before", next),
          ]))
      }
    }
    operations.append(contentsOf: placed)
    for key in children { place(childrenOf: key, into: &operations) }
  }

  /// The keys of the children of the element `key` in `elements`, in order; the page's own
  /// parts, the root's children, by name.
  private static func children(of key: String, in elements: [String: Element]) -> [String] {
    guard key == root else { return elements[key]?.children ?? [] }
    return elements.values.filter { $0.parent == root }.map(\.id).sorted(by: keyOrder)
  }

  private func create(_ element: Element, before next: JSON) -> JSON {
    var members: [(String, JSON)] = [
      ("op", .string("create")), ("id", .string(element.id)), ("parent", .string(element.parent)),
      ("before", next), ("kind", .string(element.kind)),
    ]
    if !element.attributes.isEmpty {
      members.append(
        (
          "attrs",
          .object(element.attributes.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })
        ))
    }
    members.append(("frame", Self.frame(element.frame)))
    if let scroll = element.scroll { members.append(("scroll", Self.point(scroll))) }
    if element.style != .object([]) { members.append(("style", element.style)) }
    if element.runs != .array([]) { members.append(("runs", element.runs)) }
    if let value = element.value { members.append(("value", .string(value))) }
    if let caret = element.caret { members.append(("caret", .number(Double(caret)))) }
    if animates, let fade = element.fadeIn, fade > 0 {
      members.append(("fade", Self.milliseconds(fade)))
    }
    return .object(members)
  }

  private func changes(from old: Element, to new: Element) -> [JSON] {
    var result: [JSON] = []
    let transition = animates ? new.transition : nil
    func op(_ name: String, _ members: [(String, JSON)], animated: Bool = false) {
      var all: [(String, JSON)] = [("op", .string(name)), ("id", .string(new.id))] + members
      if animated, let transition {
        all.append(("t", Self.milliseconds(transition.duration)))
        all.append(("ease", .string(transition.easing)))
        if transition.delay > 0 { all.append(("delay", Self.milliseconds(transition.delay))) }
      }
      result.append(.object(all))
    }
    if old.attributes != new.attributes {
      var changed: [(String, JSON)] = []
      for key in Set(old.attributes.keys).union(new.attributes.keys).sorted()
      where old.attributes[key] != new.attributes[key] {
        changed.append((key, new.attributes[key].map(JSON.string) ?? .null))
      }
      op("attrs", [("attrs", .object(changed))])
    }
    if old.frame != new.frame {
      guard case .object(let members) = Self.frame(new.frame) else { return result }
      op("frame", members, animated: true)
    }
    if old.scroll != new.scroll, let scroll = new.scroll {
      op("scroll", [("x", .cells(scroll.x)), ("y", .cells(scroll.y))], animated: true)
    }
    if old.style != new.style { op("style", [("style", new.style)], animated: true) }
    if old.runs != new.runs { op("text", [("runs", new.runs)]) }
    if old.value != new.value || old.caret != new.caret {
      var members: [(String, JSON)] = [("value", .string(new.value ?? ""))]
      if let caret = new.caret { members.append(("caret", .number(Double(caret)))) }
      op("value", members)
    }
    if animates, let flash = new.flash, flash > 0, old.flash == nil {
      op("flash", [("t", Self.milliseconds(flash))])
    }
    return result
  }

  static func frame(_ frame: CGRect) -> JSON {
    .object([
      ("x", .cells(frame.minX)), ("y", .cells(frame.minY)), ("w", .cells(frame.width)),
      ("h", .cells(frame.height)),
    ])
  }

  static func point(_ point: CGPoint) -> JSON {
    .object([("x", .cells(point.x)), ("y", .cells(point.y))])
  }

  static func milliseconds(_ seconds: TimeInterval) -> JSON {
    .number((seconds * 1000).rounded())
  }

  /// The indices of a longest strictly increasing run of `values`, in order.
  static func longestIncreasingRun(_ values: [Int]) -> [Int] {
    var tails: [Int] = []
    var previous = [Int](repeating: -1, count: values.count)
    for (index, value) in values.enumerated() {
      var low = 0
      var high = tails.count
      while low < high {
        let middle = (low + high) / 2
        if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
      }
      if low > 0 { previous[index] = tails[low - 1] }
      if low == tails.count { tails.append(index) } else { tails[low] = index }
    }
    var result: [Int] = []
    var current = tails.last ?? -1
    while current >= 0 {
      result.append(current)
      current = previous[current]
    }
    return result.reversed()
  }
}
