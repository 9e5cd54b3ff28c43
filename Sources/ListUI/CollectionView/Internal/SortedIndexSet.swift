/// A set of indexes kept as an ascending array: the sections a batch update deletes or inserts.
///
/// A large update's changes come ascending (from an `IndexSet`), so the set is made without
/// hashing or sorting, and two are joined by a merge; a look-up is a binary search. For the tens
/// of thousands of sections a filter removes, hashing them into a `Set<Int>` for each of the
/// update's look-ups, and sorting the set's elements back into order, was a third of checking
/// the update.
struct SortedIndexSet: Sequence {
  /// The indexes, ascending, each once.
  let ascending: [Int]

  /// The set of `indexes`, in any order, repeats allowed.
  ///
  /// - Complexity: O(*n*) when `indexes` is ascending, O(*n* log *n*) otherwise.
  init<Indexes: Sequence<Int>>(_ indexes: Indexes) {
    ascending = SortedIndexes.ascendingUnique(Array(indexes))
  }

  private init(ascendingUnique: [Int]) { ascending = ascendingUnique }

  var count: Int { ascending.count }
  var isEmpty: Bool { ascending.isEmpty }

  /// Whether the set holds `index`.
  ///
  /// - Complexity: O(log *n*).
  func contains(_ index: Int) -> Bool {
    let low = firstPosition(notBelow: index)
    return low < ascending.count && ascending[low] == index
  }

  /// The position of the first index that is `bound` or more; `count` when none is.
  private func firstPosition(notBelow bound: Int) -> Int {
    Partition.first(in: ascending.indices) { ascending[$0] >= bound }
  }

  /// The indexes of both sets.
  ///
  /// - Complexity: O(*n* + *m*).
  func union(_ other: SortedIndexSet) -> SortedIndexSet {
    if other.isEmpty { return self }
    if isEmpty { return other }
    var merged: [Int] = []
    merged.reserveCapacity(count + other.count)
    var left = 0
    var right = 0
    while left < count || right < other.count {
      let next: Int
      if right == other.count || (left < count && ascending[left] <= other.ascending[right]) {
        next = ascending[left]
        left += 1
      } else {
        next = other.ascending[right]
        right += 1
      }
      if merged.last != next { merged.append(next) }
    }
    return SortedIndexSet(ascendingUnique: merged)
  }

  /// The indexes below `bound`, ascending.
  ///
  /// - Complexity: O(log *n*), and a copy of the indexes kept.
  func ascending(below bound: Int) -> [Int] {
    Array(ascending[..<firstPosition(notBelow: bound)])
  }

  func makeIterator() -> IndexingIterator<[Int]> { ascending.makeIterator() }
}
