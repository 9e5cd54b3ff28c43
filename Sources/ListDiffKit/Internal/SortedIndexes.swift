import Foundation

/// Ascending, distinct indexes that become an `IndexSet` the first time one is asked for.
///
/// Building an `IndexSet` range by range costs more than the diff itself on large arrays, and
/// many callers only count the changes or never look at one kind of them.
@usableFromInline
final class _SortedIndexes: @unchecked Sendable {
  /// The indexes, ascending and distinct.
  let ascending: [Int]
  // `built` is written once, under `lock`, and never changed afterwards.
  private let lock = NSLock()
  private var built: IndexSet?

  init(ascending: [Int]) {
    self.ascending = ascending
  }

  /// The indexes as an index set, built on first use.
  var indexSet: IndexSet {
    lock.lock()
    defer { lock.unlock() }
    if let built { return built }
    let indexSet = IndexSet(ascending: ascending)
    built = indexSet
    return indexSet
  }

  var count: Int { ascending.count }
}

extension IndexSet {
  /// Builds an index set from ascending indexes, one range per run of consecutive indexes.
  init(ascending indexes: [Int]) {
    self.init()
    var runStart = 0
    while runStart < indexes.count {
      var runEnd = runStart + 1
      while runEnd < indexes.count && indexes[runEnd] == indexes[runEnd - 1] + 1 { runEnd += 1 }
      insert(integersIn: indexes[runStart]..<(indexes[runEnd - 1] + 1))
      runStart = runEnd
    }
  }
}
