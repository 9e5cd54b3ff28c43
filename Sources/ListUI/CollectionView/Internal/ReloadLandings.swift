import Foundation

/// Where reloaded sections and items land after a batch update, as `UICollectionView` places
/// them: a reload is a delete at its index before the update and an insert at its index shifted
/// by the update's explicit deletes below it and explicit inserts, moves ignored.
///
/// UIKit's own placement is not documented; it is inferred from the batches whose outcome on
/// UIKit is reported in public: `[a, b, c]` → `[b, c′]` as delete 0 and reload 2 is taken (2
/// lands at 1), delete 1, move 0→1, move 3→0, reload 2 throws "attempt to perform an insert and a
/// move to the same index path" (2 lands at 1, where a move arrives), and sections' move 2→4,
/// reload 3, delete 4, insert 2 throws "attempt to perform an insert and a move to the same
/// section (4)" (IGListKit issue 690: 3 lands at 4).
enum ReloadLandings {
  /// Where each of `reloads` lands, by its index before the update; `deletes` and `inserts` are
  /// ascending, each once.
  ///
  /// - Complexity: O(*r* log(*d* + *i*)) for *r* reloads, *d* deletes and *i* inserts.
  static func sections(_ reloads: [Int], deletes: [Int], inserts: [Int]) -> [Int: Int] {
    guard !reloads.isEmpty else { return [:] }
    return Dictionary(
      uniqueKeysWithValues: reloads.map {
        ($0, landing(of: $0, deletes: deletes, inserts: inserts))
      }
    )
  }

  /// The index path each of `reloads` lands at, in their order: its section lands as a reloaded
  /// section would (shifted by the explicit section deletes and inserts, section moves ignored:
  /// openradar 27041784), its item is shifted by the item deletes of its old section and the item
  /// inserts of its new one. An index path inserted twice shifts it twice.
  ///
  /// - Complexity: O((*r* + *d* + *i*) log(*d* + *i*)).
  static func items(
    _ reloads: [IndexPath], deletes: [IndexPath], inserts: [IndexPath],
    sectionDeletes: Set<Int>, sectionInserts: Set<Int>
  ) -> [IndexPath] {
    guard !reloads.isEmpty else { return [] }
    let deletesBySection = sortedItems(deletes).mapValues { Array(Set($0)).sorted() }
    let insertsBySection = sortedItems(inserts).mapValues(places(of:))
    let sectionDeletes = sectionDeletes.sorted()
    let sectionInserts = sectionInserts.sorted()
    return reloads.map { path in
      let section = landing(of: path[0], deletes: sectionDeletes, inserts: sectionInserts)
      let item = landing(
        of: path[1], deletes: deletesBySection[path[0]] ?? [],
        inserts: insertsBySection[section] ?? [])
      return IndexPath(item: item, section: section)
    }
  }

  /// The items of `paths`, ascending, by section; an item given twice is there twice.
  private static func sortedItems(_ paths: [IndexPath]) -> [Int: [Int]] {
    var items: [Int: [Int]] = [:]
    for path in paths where path.count == 2 { items[path[0], default: []].append(path[1]) }
    return items.mapValues { $0.sorted() }
  }

  /// The places ascending `inserts` take: each its own, or the one after the place before it
  /// when an index repeats, as UIKit shifts a landing once for every insert at or below it.
  static func places(of inserts: [Int]) -> [Int] {
    var places: [Int] = []
    places.reserveCapacity(inserts.count)
    for insert in inserts { places.append(max(insert, (places.last ?? Int.min / 2) + 1)) }
    return places
  }

  /// Where `index` lands: its rank among the indexes that are not deleted (`deletes`, ascending
  /// and distinct), then the place of that rank among the places that are not inserted
  /// (`inserts`, ascending and distinct).
  static func landing(of index: Int, deletes: [Int], inserts: [Int]) -> Int {
    let rank = index - countBelow(index, in: deletes)
    // The rank-th free place is the rank plus the number of inserted places before it: those
    // with inserts[m] - m <= rank.
    return rank + Partition.first(in: inserts.indices) { inserts[$0] - $0 > rank }
  }

  /// How many of ascending `values` are below `index`.
  private static func countBelow(_ index: Int, in values: [Int]) -> Int {
    Partition.first(in: values.indices) { values[$0] >= index }
  }
}
