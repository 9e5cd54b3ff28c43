import Foundation

/// Finds the sections and items that share area with a rect by binary search, over two arrays
/// whose values never go down: for each item, the farthest end so far in its section, and for
/// each section, the nearest start from it on.
struct SectionSearch {
  typealias Section = ListCollectionViewLayout.Section

  /// The layout's scrolling direction.
  let axis: ScrollAxis
  /// For each item, the farthest end in the scrolling direction of it and the items before it in
  /// its section.
  private var itemEndSoFar: [CGFloat] = []
  /// For each section, the nearest start in the scrolling direction of it and every later valid
  /// section.
  private var startFromHere: [CGFloat] = []

  /// An empty search.
  init(axis: ScrollAxis) {
    self.axis = axis
  }

  // MARK: Updating

  /// Forgets the items from `index` on.
  mutating func removeItems(from index: Int) {
    itemEndSoFar.removeSubrange(index...)
  }

  /// Records the next item's farthest end so far in its section.
  mutating func appendItem(endSoFar: CGFloat) {
    itemEndSoFar.append(endSoFar)
  }

  /// Brings ``startFromHere`` up to date after the sections from `start` on were laid out again,
  /// going back from the last section until an earlier section's value does not change.
  mutating func updateStartFromHere(
    of sections: [Section], changedFrom start: Int, previousCount: Int
  ) {
    let count = sections.count
    if startFromHere.count > count {
      startFromHere.removeSubrange(count...)
    } else if startFromHere.count < count {
      startFromHere.append(
        contentsOf: repeatElement(CGFloat.infinity, count: count - startFromHere.count))
    }
    var next = CGFloat.infinity
    var index = count - 1
    while index >= 0 {
      let section = sections[index]
      let value = Swift.min(section.isValid ? axis.scroll(min: section.bounds) : .infinity, next)
      if index < start && index < previousCount && startFromHere[index] == value { break }
      startFromHere[index] = value
      next = value
      index -= 1
    }
  }

  // MARK: Searching

  /// The sections from the first to the last valid one in `sections` that shares area with
  /// `rect`.
  func sectionRange(in rect: CGRect, of sections: [Section]) -> ClosedRange<Int>? {
    let (low, high) = (axis.scroll(min: rect), axis.scroll(max: rect))
    // Sections before `first` end at or before the rect; sections from `end` on start at or
    // after it.
    let first = Self.partition(sections.count) { sections[$0].endSoFar > low }
    let end = Self.partition(sections.count) { startFromHere[$0] >= high }
    guard first < end else { return nil }
    func hit(_ index: Int) -> Bool {
      sections[index].isValid && sections[index].bounds.overlaps(rect)
    }
    guard let lower = (first..<end).first(where: hit),
      let upper = (lower..<end).reversed().first(where: hit)
    else { return nil }
    return lower...upper
  }

  /// The first item in `items` whose section's items up to it end after `position`.
  func firstIndex(in items: Range<Int>, endingAfter position: CGFloat) -> Int {
    items.lowerBound
      + Self.partition(items.count) { itemEndSoFar[items.lowerBound + $0] > position }
  }

  /// The first index in `0..<count` for which `isAfter` holds, given that it holds for every
  /// index after one where it holds.
  static func partition(_ count: Int, _ isAfter: (Int) -> Bool) -> Int {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if isAfter(middle) { high = middle } else { low = middle + 1 }
    }
    return low
  }
}
