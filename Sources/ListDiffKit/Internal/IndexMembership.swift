import Foundation

/// Answers whether an index set contains an index, for many questions: a table of bits over the
/// set's range when the questions outnumber its ranges enough to pay for it, the set itself
/// otherwise. An `IndexSet` answers by a binary search over its ranges.
struct _IndexMembership {
  private let indexes: IndexSet
  private let low: Int
  private let bits: [UInt64]

  /// Membership in `indexes`, to be asked about `queries` times.
  ///
  /// - Complexity: O(*w* / 64 + *n*) for a table over a range *w* wide holding *n* indexes, made
  ///   only when *w* is at most 64 times `queries`; O(1) otherwise.
  init(_ indexes: IndexSet, queries: Int) {
    self.indexes = indexes
    guard queries > 64, let first = indexes.first, let last = indexes.last,
      last - first < 64 * queries
    else {
      low = 0
      bits = []
      return
    }
    low = first
    var bits = [UInt64](repeating: 0, count: (last - first) / 64 + 1)
    for range in indexes.rangeView {
      for index in range {
        let offset = index - first
        bits[offset >> 6] |= 1 << UInt64(offset & 63)
      }
    }
    self.bits = bits
  }

  /// Whether the set contains `index`.
  ///
  /// - Complexity: O(1) with a table, O(log *r*) for a set of *r* ranges otherwise.
  func contains(_ index: Int) -> Bool {
    guard !bits.isEmpty else { return !indexes.isEmpty && indexes.contains(index) }
    let offset = index &- low
    guard offset >= 0, offset >> 6 < bits.count else { return false }
    return bits[offset >> 6] & (1 << UInt64(offset & 63)) != 0
  }
}
