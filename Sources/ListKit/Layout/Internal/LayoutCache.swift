import Foundation

/// What a layout pass of ``ListCollectionViewLayout`` computed: the sections, every section's item
/// frames one after the other, and the search over them.
struct LayoutCache {
  typealias Section = ListCollectionViewLayout.Section

  /// The layout's scrolling direction.
  let axis: ScrollAxis
  /// The laid-out sections, in order.
  private(set) var sections: [Section] = []
  /// Every section's item frames, one section after the other.
  private(set) var itemFrames: [CGRect] = []
  private var search: SectionSearch

  /// An empty cache.
  init(axis: ScrollAxis) {
    self.axis = axis
    search = SectionSearch(axis: axis)
  }

  // MARK: Laying out

  /// Forgets the sections from `start` on, and their items.
  mutating func removeSections(from start: Int) {
    sections.removeSubrange(start...)
    let itemStart = sections.last.map { $0.firstItem + $0.itemCount } ?? 0
    itemFrames.removeSubrange(itemStart...)
    search.removeItems(from: itemStart)
  }

  /// Records the next item's frame, and the farthest end so far of its section's items.
  ///
  /// The arrays grow by doubling; reserving room section by section would copy them for every
  /// section instead, which makes a first layout quadratic.
  mutating func appendItem(_ frame: CGRect, endSoFar: CGFloat) {
    itemFrames.append(frame)
    search.appendItem(endSoFar: endSoFar)
  }

  /// Records the next section, after its items.
  mutating func append(_ section: Section) {
    sections.append(section)
  }

  /// Brings the search up to date after the sections from `start` on were laid out again, where
  /// there were `previousCount` sections before.
  mutating func finishLayingOut(changedFrom start: Int, previousCount: Int) {
    search.updateStartFromHere(of: sections, changedFrom: start, previousCount: previousCount)
  }

  // MARK: Querying

  /// The sections from the first to the last valid one that shares area with `rect`.
  func sectionRange(in rect: CGRect) -> ClosedRange<Int>? {
    search.sectionRange(in: rect, of: sections)
  }

  /// Calls `body` with the index in ``itemFrames`` of each of `section`'s items whose frame
  /// shares area with `rect`, in order.
  func forEachItem(of section: Section, overlapping rect: CGRect, _ body: (Int) -> Void) {
    let (low, high) = (axis.scroll(min: rect), axis.scroll(max: rect))
    let items = section.items
    var index = search.firstIndex(in: items, endingAfter: low)
    while index < items.upperBound {
      let frame = itemFrames[index]
      if section.itemStartsAscend && axis.scroll(min: frame) >= high { break }
      if frame.overlaps(rect) { body(index) }
      index += 1
    }
  }

  /// The frame of the item at `indexPath`, or `nil` if the item does not exist or its frame is
  /// not a number.
  func itemFrame(at indexPath: IndexPath) -> CGRect? {
    guard indexPath.count == 2, sections.indices.contains(indexPath[0]) else { return nil }
    let section = sections[indexPath[0]]
    guard indexPath[1] >= 0, indexPath[1] < section.itemCount else { return nil }
    let frame = itemFrames[section.firstItem + indexPath[1]]
    guard !(frame.origin.x.isNaN || frame.origin.y.isNaN || frame.width.isNaN || frame.height.isNaN)
    else { return nil }
    return frame
  }

  /// The header of the section at `index` moved to `offset` in the scrolling direction, but kept
  /// between its section's start and the next section's.
  func stickyHeader(ofSection index: Int, at offset: CGFloat) -> CGRect {
    let section = sections[index]
    let minOffset = axis.scroll(min: section.bounds)
    var offset = offset
    if index + 1 == sections.count {
      offset = Swift.max(minOffset, offset)
    } else {
      let maxOffset =
        axis.scroll(min: sections[index + 1].bounds) - axis.scroll(length: section.header)
      offset = Swift.min(Swift.max(minOffset, offset), maxOffset)
    }
    return axis.moving(section.header, toScroll: offset)
  }
}
