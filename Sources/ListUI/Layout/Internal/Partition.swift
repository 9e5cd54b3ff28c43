import Foundation

/// The binary search of sorted data: where a condition that holds from some index on starts to
/// hold.
enum Partition {
  /// The first index in `range` for which `isAfter` holds, or `range.upperBound` when none does,
  /// given that it holds for every index after one where it holds.
  ///
  /// - Complexity: O(log *n*) calls of `isAfter`.
  static func first(in range: Range<Int>, where isAfter: (Int) -> Bool) -> Int {
    var low = range.lowerBound
    var high = range.upperBound
    while low < high {
      let middle = low + (high - low) / 2
      if isAfter(middle) { high = middle } else { low = middle + 1 }
    }
    return low
  }
}
