import Foundation
import ListKitTestSupport
import ListUI
import Testing

/// A batch update for the reference model and for ListUI: the model holds the item counts
/// before and after and the nine lists of changes, in the terms UIKit takes them.
extension UIKitBatchUpdateModel: CustomStringConvertible {
  /// A batch from `old` to `new` item counts, with no changes yet.
  init(old: [Int], new: [Int]) {
    self.init(oldCounts: old, newCounts: new)
  }

  /// How many changes the batch makes.
  var changeCount: Int {
    insertSections.count + deleteSections.count + reloadSections.count + moveSections.count
      + insertItems.count + deleteItems.count + reloadItems.count + moveItems.count
      + reconfigureItems.count
  }

  /// A measure of size for picking the smallest example: changes first, then sections and items.
  var size: Int {
    changeCount * 100 + (oldCounts.count + newCounts.count) * 10 + oldCounts.reduce(0, +)
      + newCounts.reduce(0, +)
  }

  /// Makes the batch's calls on `collectionView`, inside its `performBatchUpdates`.
  @MainActor
  func apply(to collectionView: CollectionView) {
    for section in deleteSections { collectionView.deleteSections(IndexSet(integer: section)) }
    for section in insertSections { collectionView.insertSections(IndexSet(integer: section)) }
    for section in reloadSections { collectionView.reloadSections(IndexSet(integer: section)) }
    for move in moveSections { collectionView.moveSection(move.from, toSection: move.to) }
    collectionView.deleteItems(at: deleteItems)
    collectionView.insertItems(at: insertItems)
    collectionView.reloadItems(at: reloadItems)
    for move in moveItems { collectionView.moveItem(at: move.from, to: move.to) }
    collectionView.reconfigureItems(at: reconfigureItems)
  }

  /// The batch on one line, as `old [3, 1] → new [2, 2]; reload items 0-2; move items 0-0→1-0`.
  var description: String {
    func name(_ path: IndexPath) -> String { path.map(String.init).joined(separator: "-") }
    var parts = ["old \(oldCounts) → new \(newCounts)"]
    /// Adds `label` and `values` to the line unless `values` is empty.
    func add(_ label: String, _ values: [String]) {
      if !values.isEmpty { parts.append("\(label) \(values.joined(separator: ", "))") }
    }
    add("delete sections", deleteSections.map(String.init))
    add("insert sections", insertSections.map(String.init))
    add("reload sections", reloadSections.map(String.init))
    add("move sections", moveSections.map { "\($0.from)→\($0.to)" })
    add("delete items", deleteItems.map(name))
    add("insert items", insertItems.map(name))
    add("reload items", reloadItems.map(name))
    add("move items", moveItems.map { "\(name($0.from))→\(name($0.to))" })
    add("reconfigure items", reconfigureItems.map(name))
    return parts.joined(separator: "; ")
  }
}

// MARK: - Generator

extension UIKitBatchUpdateModel {
  /// A random batch: about 40% valid changes derived from a model, 45% of those broken by one or
  /// two mutations, and 15% entirely random calls.
  static func random(using random: inout RepeatableRandomNumberGenerator) -> UIKitBatchUpdateModel {
    switch Int.random(in: 0..<20, using: &random) {
    case 0..<8:
      return valid(using: &random)
    case 8..<17:
      var batch = valid(using: &random)
      for _ in 0..<Int.random(in: 1...2, using: &random) { batch.mutate(using: &random) }
      return batch
    default:
      return arbitrary(using: &random)
    }
  }

  /// An update of the sections of `counts` that deletes `deleted`, then inserts `insertions`
  /// sections one at a time at random places, each of `itemCount` items.
  static func deletesAndInserts(
    of counts: [Int], deleting deleted: Set<Int>, inserting insertions: Int,
    using random: inout RepeatableRandomNumberGenerator,
    itemCount: (inout RepeatableRandomNumberGenerator) -> Int
  ) -> UIKitBatchUpdateModel {
    var batch = UIKitBatchUpdateModel(old: counts, new: counts)
    var new = counts
    batch.deleteSections = deleted.sorted()
    for section in batch.deleteSections.reversed() { new.remove(at: section) }
    var inserted: [Int] = []
    for _ in 0..<insertions {
      let place = Int.random(in: 0...new.count, using: &random)
      new.insert(itemCount(&random), at: place)
      inserted = inserted.map { $0 >= place ? $0 + 1 : $0 } + [place]
    }
    batch.insertSections = inserted
    batch.newCounts = new
    return batch
  }

  /// A random valid update of the sections of `counts`, without item changes: about one section
  /// in `changeEvery` deleted and one moved to a random place, and `inserts` new sections of 0 to
  /// 2 items; the sections kept fill the free places in their old order, as UIKit places them.
  static func sectionChanges(
    of counts: [Int], changeEvery: Int, inserts: Int,
    using random: inout RepeatableRandomNumberGenerator
  ) -> UIKitBatchUpdateModel {
    var order: [Int?] = []
    var moved: [Int] = []
    var deleted: [Int] = []
    for section in counts.indices {
      switch Int.random(in: 0..<changeEvery, using: &random) {
      case 0: deleted.append(section)
      case 1: moved.append(section)
      default: order.append(section)
      }
    }
    for section in moved {
      order.insert(section, at: Int.random(in: 0...order.count, using: &random))
    }
    for _ in 0..<inserts {
      order.insert(nil, at: Int.random(in: 0...order.count, using: &random))
    }
    var batch = UIKitBatchUpdateModel(old: counts, new: counts)
    batch.deleteSections = deleted
    batch.insertSections = order.indices.filter { order[$0] == nil }
    batch.moveSections = order.enumerated().compactMap { place, section in
      section.flatMap { moved.contains($0) ? ($0, place) : nil }
    }
    batch.newCounts = order.map { section in
      section.map { counts[$0] } ?? Int.random(in: 0...2, using: &random)
    }
    return batch
  }

  /// A batch derived from a random change of a model of sections and items, so its counts add
  /// up: sections deleted, moved, inserted and reloaded; items of the surviving sections
  /// deleted, moved (within and across sections), inserted, reloaded and reconfigured. A reload
  /// is only made where UIKit lands it (moves ignored), so that most of these batches are valid;
  /// a reconfigure is made of items that stay or move.
  static func valid(using random: inout RepeatableRandomNumberGenerator) -> UIKitBatchUpdateModel {
    let old = (0..<Int.random(in: 0...5, using: &random)).map { _ in
      Int.random(in: 0...5, using: &random)
    }
    var batch = UIKitBatchUpdateModel(old: old, new: [])
    var deleted: Set<Int> = []
    var moved: [Int] = []
    var order: [Int?] = []
    for section in old.indices {
      switch Int.random(in: 0..<10, using: &random) {
      case 0: deleted.insert(section)
      case 1, 2: moved.append(section)
      default: order.append(section)
      }
    }
    let unmoved = Set(order.compactMap { $0 })
    for section in moved {
      order.insert(section, at: Int.random(in: 0...order.count, using: &random))
    }
    for _ in 0..<Int.random(in: 0...2, using: &random) {
      order.insert(nil, at: Int.random(in: 0...order.count, using: &random))
    }
    batch.deleteSections = deleted.sorted()
    batch.insertSections = order.indices.filter { order[$0] == nil }
    for (slot, section) in order.enumerated() {
      if let section, moved.contains(section) { batch.moveSections.append((section, slot)) }
    }
    // A section that stays where UIKit lands its reload may be reloaded.
    var reloaded: Set<Int> = []
    for (slot, section) in order.enumerated() {
      guard let section, unmoved.contains(section) else { continue }
      let landing = UIKitBatchUpdateModel.landing(
        of: section, deletedBelow: deleted.filter { $0 < section }.count,
        inserts: batch.insertSections)
      if landing == slot && Int.random(in: 0..<5, using: &random) == 0 {
        reloaded.insert(section)
      }
    }
    batch.reloadSections = reloaded.sorted()

    // Items: what each slot of the new sections holds, an old item or a new one.
    enum Item: Equatable {
      case old(IndexPath)
      case new
    }
    var contents: [[Item]] = order.map { _ in [] }
    let itemSlots = order.indices.filter { order[$0].map { !reloaded.contains($0) } ?? false }
    var movingItems: [IndexPath] = []
    for slot in itemSlots {
      guard let section = order[slot] else { continue }
      for item in 0..<old[section] {
        let path = IndexPath(indexes: [section, item])
        switch Int.random(in: 0..<9, using: &random) {
        case 0: batch.deleteItems.append(path)
        case 1: movingItems.append(path)
        default: contents[slot].append(.old(path))
        }
      }
    }
    for slot in itemSlots {
      for _ in 0..<Int.random(in: 0...2, using: &random) {
        contents[slot].insert(.new, at: Int.random(in: 0...contents[slot].count, using: &random))
      }
    }
    for path in movingItems {
      guard let slot = itemSlots.randomElement(using: &random) else {
        batch.deleteItems.append(path)
        continue
      }
      let index = Int.random(in: 0...contents[slot].count, using: &random)
      contents[slot].insert(.old(path), at: index)
    }
    let moving = Set(movingItems)
    for slot in itemSlots {
      for (index, item) in contents[slot].enumerated() {
        let destination = IndexPath(indexes: [slot, index])
        switch item {
        case .new: batch.insertItems.append(destination)
        case .old(let path) where moving.contains(path):
          batch.moveItems.append((path, destination))
        case .old:
          break
        }
      }
    }
    // An item that stays where UIKit lands its reload may be reloaded.
    for slot in itemSlots {
      let inserts = batch.insertItems.filter { $0[0] == slot }.map { $0[1] }
      for (index, item) in contents[slot].enumerated() {
        guard case .old(let path) = item, !moving.contains(path) else { continue }
        let below = batch.deleteItems.filter { $0[0] == path[0] && $0[1] < path[1] }.count
        let landing = UIKitBatchUpdateModel.landing(
          of: path[1], deletedBelow: below, inserts: inserts)
        if landing == index && Int.random(in: 0..<4, using: &random) == 0 {
          batch.reloadItems.append(path)
        }
      }
    }
    // An item that stays or moves, and is not reloaded, may be reconfigured.
    let reloadedItems = Set(batch.reloadItems)
    for slot in itemSlots {
      for item in contents[slot] {
        guard case .old(let path) = item, !reloadedItems.contains(path),
          Int.random(in: 0..<6, using: &random) == 0
        else { continue }
        batch.reconfigureItems.append(path)
      }
    }
    batch.newCounts = order.indices.map { slot in
      itemSlots.contains(slot) ? contents[slot].count : Int.random(in: 0...4, using: &random)
    }
    // Now and then a call made twice that UIKit takes: a section in two calls, an insert twice.
    switch Int.random(in: 0..<12, using: &random) {
    case 0:
      if let section = batch.deleteSections.randomElement(using: &random) {
        batch.deleteSections.append(section)
      }
    case 1:
      if let section = batch.insertSections.randomElement(using: &random) {
        batch.insertSections.append(section)
      }
    case 2:
      if let section = batch.reloadSections.randomElement(using: &random) {
        batch.reloadSections.append(section)
      }
    case 3:
      if let path = batch.insertItems.randomElement(using: &random) {
        batch.insertItems.append(path)
        batch.newCounts[path[0]] += 1
      }
    case 4:
      if let path = batch.reconfigureItems.randomElement(using: &random) {
        batch.reconfigureItems.append(path)
      }
    default:
      break
    }
    batch.shuffleCalls(using: &random)
    return batch
  }

  /// Random calls on random counts, in and out of bounds.
  static func arbitrary(using random: inout RepeatableRandomNumberGenerator)
    -> UIKitBatchUpdateModel
  {
    /// Random item counts.
    func counts(_ random: inout RepeatableRandomNumberGenerator) -> [Int] {
      (0..<Int.random(in: 0...4, using: &random)).map { _ in
        Int.random(in: 0...4, using: &random)
      }
    }
    var batch = UIKitBatchUpdateModel(old: counts(&random), new: counts(&random))
    /// A section index up to one past the end of `counts`.
    func section(_ counts: [Int], _ random: inout RepeatableRandomNumberGenerator) -> Int {
      Int.random(in: 0...counts.count, using: &random)
    }
    /// An index path up to one past the end of `counts`.
    func randomPath(_ counts: [Int], _ random: inout RepeatableRandomNumberGenerator)
      -> IndexPath
    {
      let section = Int.random(in: 0...counts.count, using: &random)
      let items = counts.indices.contains(section) ? counts[section] : 1
      return IndexPath(indexes: [section, Int.random(in: 0...items, using: &random)])
    }
    let (old, new) = (batch.oldCounts, batch.newCounts)
    for _ in 0..<Int.random(in: 0...1, using: &random) {
      batch.deleteSections.append(section(old, &random))
    }
    for _ in 0..<Int.random(in: 0...1, using: &random) {
      batch.insertSections.append(section(new, &random))
    }
    for _ in 0..<Int.random(in: 0...1, using: &random) {
      batch.reloadSections.append(section(old, &random))
    }
    for _ in 0..<Int.random(in: 0...1, using: &random) {
      batch.moveSections.append((section(old, &random), section(new, &random)))
    }
    for _ in 0..<Int.random(in: 0...2, using: &random) {
      batch.deleteItems.append(randomPath(old, &random))
    }
    for _ in 0..<Int.random(in: 0...2, using: &random) {
      batch.insertItems.append(randomPath(new, &random))
    }
    for _ in 0..<Int.random(in: 0...2, using: &random) {
      batch.reloadItems.append(randomPath(old, &random))
    }
    for _ in 0..<Int.random(in: 0...2, using: &random) {
      batch.moveItems.append((randomPath(old, &random), randomPath(new, &random)))
    }
    for _ in 0..<Int.random(in: 0...1, using: &random) {
      batch.reconfigureItems.append(randomPath(old, &random))
    }
    return batch
  }

  /// Shuffles the order of the calls within each list.
  mutating func shuffleCalls(using random: inout RepeatableRandomNumberGenerator) {
    deleteSections.shuffle(using: &random)
    insertSections.shuffle(using: &random)
    reloadSections.shuffle(using: &random)
    moveSections.shuffle(using: &random)
    deleteItems.shuffle(using: &random)
    insertItems.shuffle(using: &random)
    reloadItems.shuffle(using: &random)
    moveItems.shuffle(using: &random)
    reconfigureItems.shuffle(using: &random)
  }

  /// Breaks the batch in one random way, or not at all when that way does not apply to it: out
  /// of bounds, duplicates, conflicting changes, reloads colliding with moves, reconfigures of
  /// items that go, item changes in changed sections, wrong counts.
  mutating func mutate(using random: inout RepeatableRandomNumberGenerator) {
    /// A random element of `values`, or nil.
    func any<T>(_ values: [T], _ random: inout RepeatableRandomNumberGenerator) -> T? {
      values.randomElement(using: &random)
    }
    /// A random index path of the items before the update, or nil when there are none.
    func oldPath(_ random: inout RepeatableRandomNumberGenerator) -> IndexPath? {
      let sections = oldCounts.indices.filter { oldCounts[$0] > 0 }
      guard let section = any(sections, &random) else { return nil }
      return IndexPath(indexes: [section, Int.random(in: 0..<oldCounts[section], using: &random)])
    }
    /// A random index path of the items after the update, or nil when there are none.
    func newPath(_ random: inout RepeatableRandomNumberGenerator) -> IndexPath? {
      let sections = newCounts.indices.filter { newCounts[$0] > 0 }
      guard let section = any(sections, &random) else { return nil }
      return IndexPath(indexes: [section, Int.random(in: 0..<newCounts[section], using: &random)])
    }
    let extra = Int.random(in: 0...1, using: &random)
    switch Int.random(in: 0..<37, using: &random) {
    case 0: deleteSections.append(oldCounts.count + extra)
    case 1: reloadSections.append(oldCounts.count + extra)
    case 2: insertSections.append(newCounts.count + extra)
    case 3:
      if Bool.random(using: &random) {
        moveSections.append(
          (oldCounts.count + extra, Int.random(in: 0...newCounts.count, using: &random)))
      } else {
        moveSections.append(
          (Int.random(in: 0...oldCounts.count, using: &random), newCounts.count + extra))
      }
    case 4:
      if let section = any(deleteSections, &random) { deleteSections.append(section) }
    case 5:
      if let section = any(insertSections, &random) { insertSections.append(section) }
    case 6:
      if let section = any(reloadSections, &random) { reloadSections.append(section) }
    case 7:
      if let section = any(deleteSections, &random), !newCounts.isEmpty {
        moveSections.append((section, Int.random(in: 0..<newCounts.count, using: &random)))
      }
    case 8:
      if let section = any(insertSections, &random), !oldCounts.isEmpty {
        moveSections.append((Int.random(in: 0..<oldCounts.count, using: &random), section))
      }
    case 9:
      if let section = any(deleteSections, &random) { reloadSections.append(section) }
    case 10:
      if let move = any(moveSections, &random) { reloadSections.append(move.from) }
    case 11:
      if !oldCounts.isEmpty {
        reloadSections.append(Int.random(in: 0..<oldCounts.count, using: &random))
      }
    case 12:
      if let move = any(moveSections, &random), !oldCounts.isEmpty, !newCounts.isEmpty {
        switch Int.random(in: 0..<3, using: &random) {
        case 0: moveSections.append(move)
        case 1:
          moveSections.append((move.from, Int.random(in: 0..<newCounts.count, using: &random)))
        default: moveSections.append((Int.random(in: 0..<oldCounts.count, using: &random), move.to))
        }
      }
    case 13:
      if Bool.random(using: &random) || newCounts.isEmpty {
        newCounts.append(Int.random(in: 0...3, using: &random))
      } else {
        newCounts.removeLast()
      }
    case 14:
      if let section = any(Array(oldCounts.indices), &random) {
        deleteItems.append(IndexPath(indexes: [section, oldCounts[section] + extra]))
      } else {
        deleteItems.append(IndexPath(indexes: [0, 0]))
      }
    case 15:
      if let section = any(Array(oldCounts.indices), &random) {
        reloadItems.append(IndexPath(indexes: [section, oldCounts[section] + extra]))
      } else {
        reloadItems.append(IndexPath(indexes: [oldCounts.count, 0]))
      }
    case 16:
      if let section = any(Array(newCounts.indices), &random) {
        insertItems.append(IndexPath(indexes: [section, newCounts[section] + extra]))
      } else {
        insertItems.append(IndexPath(indexes: [newCounts.count, 0]))
      }
    case 17:
      if let from = oldPath(&random), let to = newPath(&random) {
        if Bool.random(using: &random) {
          moveItems.append((IndexPath(indexes: [from[0], oldCounts[from[0]] + extra]), to))
        } else {
          moveItems.append((from, IndexPath(indexes: [to[0], newCounts[to[0]] + extra])))
        }
      }
    case 18:
      if let path = any(deleteItems, &random) { deleteItems.append(path) }
    case 19:
      if let path = any(reloadItems, &random) { reloadItems.append(path) }
    case 20:
      if let path = any(insertItems, &random) {
        insertItems.append(path)
        if newCounts.indices.contains(path[0]) && Bool.random(using: &random) {
          newCounts[path[0]] += 1
        }
      }
    case 21:
      if let path = any(deleteItems, &random) { reloadItems.append(path) }
    case 22:
      if let path = any(deleteItems + reloadItems, &random), let to = newPath(&random) {
        moveItems.append((path, to))
      }
    case 23:
      if let path = any(insertItems, &random), let from = oldPath(&random) {
        moveItems.append((from, path))
      }
    case 24:
      if let path = oldPath(&random) { reloadItems.append(path) }
    case 25:
      if let move = any(moveItems, &random) { reloadItems.append(move.from) }
    case 26:
      let sections = (deleteSections + reloadSections).filter {
        oldCounts.indices.contains($0) && oldCounts[$0] > 0
      }
      if let section = any(sections, &random) {
        let path = IndexPath(indexes: [
          section, Int.random(in: 0..<oldCounts[section], using: &random),
        ])
        switch Int.random(in: 0..<3, using: &random) {
        case 0: deleteItems.append(path)
        case 1: reloadItems.append(path)
        default: if let to = newPath(&random) { moveItems.append((path, to)) }
        }
      }
    case 27:
      // Into an inserted section, or the index where a reloaded one lands.
      let sections = (insertSections + reloadSections).filter {
        newCounts.indices.contains($0) && newCounts[$0] > 0
      }
      if let section = any(sections, &random) {
        let path = IndexPath(indexes: [
          section, Int.random(in: 0..<newCounts[section], using: &random),
        ])
        if Bool.random(using: &random) {
          insertItems.append(path)
        } else if let from = oldPath(&random) {
          moveItems.append((from, path))
        }
      }
    case 28:
      if let section = any(Array(newCounts.indices), &random) {
        newCounts[section] = max(0, newCounts[section] + (Bool.random(using: &random) ? 1 : -1))
      }
    case 29:
      switch Int.random(in: 0..<4, using: &random) {
      case 0: if !deleteItems.isEmpty { deleteItems.removeLast() }
      case 1: if !insertItems.isEmpty { insertItems.removeLast() }
      case 2: if !moveItems.isEmpty { moveItems.removeLast() }
      default: if !deleteSections.isEmpty { deleteSections.removeLast() }
      }
    case 30:
      if let from = oldPath(&random), let to = newPath(&random) { moveItems.append((from, to)) }
    case 31:
      // A reload inside a section that moves, or a section move added to item reloads.
      if let move = any(moveSections, &random), oldCounts.indices.contains(move.from),
        oldCounts[move.from] > 0
      {
        let item = Int.random(in: 0..<oldCounts[move.from], using: &random)
        reloadItems.append(IndexPath(indexes: [move.from, item]))
      } else if let path = any(reloadItems, &random), !newCounts.isEmpty {
        moveSections.append((path[0], Int.random(in: 0..<newCounts.count, using: &random)))
      }
    case 32:
      // A second move to or from an existing move's index path.
      if let move = any(moveItems, &random) {
        if Bool.random(using: &random), let from = oldPath(&random) {
          moveItems.append((from, move.to))
        } else if let to = newPath(&random) {
          moveItems.append((move.from, to))
        }
      }
    case 33:
      // A reconfigure past the end of a section, or in a section that does not exist.
      if let section = any(Array(oldCounts.indices), &random), Bool.random(using: &random) {
        reconfigureItems.append(IndexPath(indexes: [section, oldCounts[section] + extra]))
      } else {
        reconfigureItems.append(IndexPath(indexes: [oldCounts.count + extra, 0]))
      }
    case 34:
      // A reconfigure of an item that is deleted or reloaded.
      if let path = any(deleteItems + reloadItems, &random) { reconfigureItems.append(path) }
    case 35:
      // A reconfigure inside a section that is deleted or reloaded.
      let sections = (deleteSections + reloadSections).filter {
        oldCounts.indices.contains($0) && oldCounts[$0] > 0
      }
      if let section = any(sections, &random) {
        reconfigureItems.append(
          IndexPath(indexes: [section, Int.random(in: 0..<oldCounts[section], using: &random)]))
      }
    default:
      // A reload of an item that a move lands on, or next to.
      if let move = any(moveItems, &random), oldCounts.indices.contains(move.to[0]),
        oldCounts[move.to[0]] > 0
      {
        let item = min(oldCounts[move.to[0]] - 1, move.to[1] + extra)
        reloadItems.append(IndexPath(indexes: [move.to[0], item]))
      }
    }
  }
}

// MARK: - ListUI's verdict

/// A data source that only gives counts.
@MainActor
final class UIKitModelCountsDataSource: CollectionViewDataSource {
  /// The item counts.
  var counts: [Int]

  /// A data source with `counts`.
  init(counts: [Int]) {
    self.counts = counts
  }

  /// The number of sections.
  func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }

  /// The number of items in `section`.
  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
  {
    counts[section]
  }

  /// A dequeued cell; a collection view with no size asks for none.
  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }
}

/// Runs `batch` on a real collection view and returns the first violation it reports, or nil
/// when it accepts the batch.
@MainActor
func listUIViolation(for batch: UIKitBatchUpdateModel) -> CollectionViewError? {
  let dataSource = UIKitModelCountsDataSource(counts: batch.oldCounts)
  let collectionView = CollectionView(
    frame: .zero, collectionViewLayout: CollectionViewFlowLayout())
  collectionView.register(TestCell.self, forCellWithReuseIdentifier: "cell")
  collectionView.scheduler = ManualScheduler()
  let violations = ViolationLog()
  collectionView.violationHandler = { violations.errors.append($0) }
  collectionView.dataSource = dataSource
  _ = collectionView.numberOfSections
  dataSource.counts = batch.newCounts
  collectionView.performBatchUpdates { batch.apply(to: collectionView) }
  return violations.errors.first
}

/// How the model and ListUI disagree on one batch, or nil when they agree: accepted against
/// rejected, or both rejecting with an error kind that no rule of the model's first failing
/// phase has.
///
/// Within a phase the order of UIKit's checks is not documented (the brief fixes only the order
/// of the four phases), so when a batch breaks several rules of its first failing phase, ListUI
/// may report any one of them.
///
/// - Returns: A group for the disagreement (the model's first rule, ListUI's kind) and a line
///   describing it.
func disagreement(
  model violations: [UIKitBatchUpdateModel.Violation], listUI error: CollectionViewError?
) -> (group: String, line: String)? {
  /// The rule's case name, without its index.
  func rule(_ violation: UIKitBatchUpdateModel.Violation) -> String {
    String(violation.description.prefix { $0 != "(" })
  }
  switch (violations.first, error) {
  case (nil, nil):
    return nil
  case (nil, let error?):
    return (
      "model accepts, ListUI rejects with \(error.kind)",
      "model accepts, ListUI rejects: \(error.message)"
    )
  case (let violation?, nil):
    return (
      "model rejects with \(rule(violation)), ListUI accepts",
      "model rejects with \(violations), ListUI accepts"
    )
  case (let violation?, let error?):
    guard !violations.contains(where: { $0.kind == error.kind }) else { return nil }
    return (
      "model rejects with \(rule(violation)), ListUI with \(error.kind)",
      "model rejects with \(violations), ListUI with \(error.kind): \(error.message)"
    )
  }
}

// MARK: - Tests

/// ListUI's verdict on random batch updates, against a reference model of UIKit's rules
/// (``UIKitBatchUpdateModel``), and the cases from UIKit's public record that the model rests on.
@MainActor
@Suite struct UIKitBatchUpdateModelTests {
  /// The seeds of the main comparison.
  static let seeds: ClosedRange<UInt64> = 1...100_000

  /// Over 100,000 seeded batches, ListUI accepts exactly the batches the model accepts, and
  /// rejects the others with the kind of a rule the model finds broken in its first failing
  /// phase. A failure lists, for each way of disagreeing, how many batches and the smallest one
  /// with its seed; replay a seed with `RepeatableRandomNumberGenerator(seed:)` and
  /// ``UIKitBatchUpdateModel/random(using:)``.
  @Test func listUIAgreesWithTheModelOnRandomBatches() {
    var smallest: [String: (size: Int, line: String)] = [:]
    var counts: [String: Int] = [:]
    let failures = failuresForSeeds(Self.seeds) { seed, random in
      let batch = UIKitBatchUpdateModel.random(using: &random)
      let violations = batch.violationsOfFirstFailingPhase()
      guard let found = disagreement(model: violations, listUI: listUIViolation(for: batch))
      else { return nil }
      counts[found.group, default: 0] += 1
      if smallest[found.group].map({ batch.size < $0.size }) ?? true {
        smallest[found.group] = (batch.size, "seed \(seed): \(found.line)\n    \(batch)")
      }
      return "\(found.line)\n    \(batch)"
    }
    let summary = smallest.keys.sorted().map { group in
      "\(group) (\(counts[group] ?? 0) batches), smallest:\n  \(smallest[group]?.line ?? "")"
    }
    let disagreeing = failures.count
    #expect(
      disagreeing == 0,
      """
      \(failures.count) of \(Self.seeds.count) batches disagree, in \(smallest.count) groups:
      \(summary.joined(separator: "\n"))
      The first ones:
      \(failures.prefix(3).joined(separator: "\n"))
      """)
  }

  /// The generator makes valid batches (a quarter to three quarters of them), valid ones that
  /// mix reloads with deletes, inserts and moves, and broken ones of every rule of the model.
  @Test func theGeneratorMixesValidAndBrokenBatchesOfEveryRule() {
    var accepted = 0
    var rules: [String: Int] = [:]
    var kinds: Set<CollectionViewError.Kind> = []
    var acceptedWithReloadsAndMoves = 0
    for seed in Self.seeds {
      var random = RepeatableRandomNumberGenerator(seed: seed)
      let batch = UIKitBatchUpdateModel.random(using: &random)
      let violations = batch.violationsOfFirstFailingPhase()
      guard let first = violations.first else {
        accepted += 1
        let reloads = !batch.reloadItems.isEmpty || !batch.reloadSections.isEmpty
        let others = !batch.moveItems.isEmpty && !batch.deleteItems.isEmpty
        if reloads && others && !batch.insertItems.isEmpty { acceptedWithReloadsAndMoves += 1 }
        continue
      }
      rules[String(first.description.prefix { $0 != "(" }), default: 0] += 1
      kinds.formUnion(violations.map(\.kind))
    }
    let total = Self.seeds.count
    #expect(accepted > total / 4 && accepted < total * 3 / 4, "\(accepted) of \(total) accepted")
    #expect(acceptedWithReloadsAndMoves > total / 100, "\(acceptedWithReloadsAndMoves)")
    let everyKind: Set<CollectionViewError.Kind> = [
      .invalidNumberOfSections, .invalidNumberOfItems, .deleteOutOfBounds, .insertOutOfBounds,
      .moveOutOfBounds, .duplicateIndexPath, .deleteAndReloadSameIndexPath,
      .deleteAndMoveSameIndexPath, .insertAndMoveSameIndexPath, .duplicateMove,
      .itemChangeInChangedSection, .reconfigureOutOfBounds, .reconfigureAndReloadSameIndexPath,
    ]
    #expect(kinds == everyKind)
    // Every rule comes first in at least a few batches.
    #expect(rules.count == 29, "\(rules.sorted { $0.key < $1.key })")
    #expect(rules.values.allSatisfy { $0 >= 5 }, "\(rules.sorted { $0.key < $1.key })")
  }

  /// Expects the model to answer `expected` for `batch`, and ListUI to agree: to accept it, or
  /// to reject it with the same kind.
  func expectVerdict(
    _ batch: UIKitBatchUpdateModel, _ expected: UIKitBatchUpdateModel.Verdict,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(batch.verdict() == expected, "\(batch)", sourceLocation: sourceLocation)
    let error = listUIViolation(for: batch)
    switch expected {
    case .accepted:
      #expect(error == nil, "ListUI: \(error?.message ?? "")", sourceLocation: sourceLocation)
    case .rejected(let violation):
      #expect(
        error?.kind == violation.kind, "ListUI: \(error?.message ?? "accepted")",
        sourceLocation: sourceLocation)
    }
  }

  /// IGListKit issue 690: reload 3 lands at 3 − 0 deletes below + 1 insert at or below = 4,
  /// where section 2 moves.
  @Test func aReloadedSectionLandingOnAMoveIsAnInsertAndAMove() {
    var batch = UIKitBatchUpdateModel(old: [1, 1, 1, 1, 1], new: [1, 1, 1, 1, 1])
    batch.moveSections = [(2, 4)]
    batch.reloadSections = [3]
    batch.deleteSections = [4]
    batch.insertSections = [2]
    expectVerdict(batch, .rejected(.sectionInsertAndMove(4)))
  }

  /// `[a, b, c] → [b, c′]` as delete 0 and reload 2: the reload lands at 1.
  @Test func aReloadLandsBelowTheDeletesBeforeIt() {
    var batch = UIKitBatchUpdateModel(old: [3], new: [2])
    batch.deleteItems = [path(0, 0)]
    batch.reloadItems = [path(0, 2)]
    expectVerdict(batch, .accepted)
  }

  /// `delete 1, move 0→1, move 3→0, reload 2` of four items: the reload lands at 2 − 1 = 1,
  /// moves ignored, where item 0 moves.
  @Test func aReloadedItemLandingOnAMoveIsAnInsertAndAMove() {
    var batch = UIKitBatchUpdateModel(old: [4], new: [3])
    batch.deleteItems = [path(0, 1)]
    batch.moveItems = [(path(0, 0), path(0, 1)), (path(0, 3), path(0, 0))]
    batch.reloadItems = [path(0, 2)]
    expectVerdict(batch, .rejected(.itemInsertAndMove(path(0, 1))))
  }

  /// IGListKit issues 651 and 689, openradar 31786176: UIKit corrupts its state; ListUI rejects.
  @Test func anIndexPathDeletedTwiceIsRejected() {
    var batch = UIKitBatchUpdateModel(old: [3], new: [2])
    batch.deleteItems = [path(0, 0), path(0, 0)]
    expectVerdict(batch, .rejected(.itemDeletedTwice(path(0, 0))))
  }

  /// IGListKit issues 651 and 689: UIKit handles two inserts at one index path, each counted.
  @Test func anIndexPathInsertedTwiceIsTwoInserts() {
    var batch = UIKitBatchUpdateModel(old: [1], new: [3])
    batch.insertItems = [path(0, 0), path(0, 0)]
    expectVerdict(batch, .accepted)
  }

  /// Sections are index sets: a section deleted in two calls is one deleted section.
  @Test func aSectionDeletedTwiceIsOneSection() {
    var batch = UIKitBatchUpdateModel(old: [1, 1, 1], new: [1, 1])
    batch.deleteSections = [1, 1]
    expectVerdict(batch, .accepted)
  }

  /// UIKit: "attempt to delete and reload the same index path".
  @Test func anItemDeletedAndReloadedIsRejected() {
    var batch = UIKitBatchUpdateModel(old: [2], new: [1])
    batch.deleteItems = [path(0, 1)]
    batch.reloadItems = [path(0, 1)]
    expectVerdict(batch, .rejected(.itemDeleteAndReload(path(0, 1))))
  }

  /// The model's choice: a reload listed twice is a delete listed twice.
  @Test func anItemReloadedTwiceIsRejected() {
    var batch = UIKitBatchUpdateModel(old: [2], new: [2])
    batch.reloadItems = [path(0, 0), path(0, 0)]
    expectVerdict(batch, .rejected(.itemReloadedTwice(path(0, 0))))
  }

  /// The model's choice, from UXKit's reload conversion (OpenUXKit notes): a section deleted
  /// and reloaded is a delete and a reload of the same index path.
  @Test func aSectionDeletedAndReloadedIsRejected() {
    var batch = UIKitBatchUpdateModel(old: [1, 1], new: [1])
    batch.deleteSections = [1]
    batch.reloadSections = [1]
    expectVerdict(batch, .rejected(.sectionDeleteAndReload(1)))
  }

  /// The brief's rule: a reloaded item lands in its section's index after the update, section
  /// moves included. (openradar 27041784 reports that `UITableView` ignores the section move
  /// here and then miscounts; see the model's notes.)
  /// openradar 27041784: a reloaded item's section lands ignoring section moves, so the reload
  /// deletes from the moved section and inserts into the one now at its old index, and the
  /// counts do not add up.
  @Test func aReloadedItemIgnoresItsSectionsMove() {
    var batch = UIKitBatchUpdateModel(old: [2, 1], new: [1, 2])
    batch.moveSections = [(0, 1)]
    batch.reloadItems = [path(0, 0)]
    // The section now at 0, the old section 1, gains the reloaded item and loses none.
    expectVerdict(
      batch, .rejected(.invalidNumberOfItems(section: 0, expected: 2, actual: 1)))
  }

  /// The model's choice: a reload that lands past its section's end, because an item moved out
  /// and the landing ignores moves, is an insert out of bounds.
  @Test func aReloadLandingPastTheEndIsAnInsertOutOfBounds() {
    var batch = UIKitBatchUpdateModel(old: [3, 1], new: [2, 2])
    batch.reloadItems = [path(0, 2)]
    batch.moveItems = [(path(0, 0), path(1, 0))]
    expectVerdict(batch, .rejected(.itemReloadLandsOutOfBounds(path(0, 2), landing: path(0, 2))))
  }
  /// A reconfigure keeps the item's cell: it changes no count, and goes with a move of the same
  /// item, which is reconfigured where it lands.
  @Test func aReconfiguredItemMayAlsoMove() {
    var batch = UIKitBatchUpdateModel(old: [3], new: [4])
    batch.insertItems = [path(0, 0)]
    batch.moveItems = [(path(0, 2), path(0, 1))]
    batch.reconfigureItems = [path(0, 2), path(0, 0)]
    expectVerdict(batch, .accepted)
  }

  /// UIKit's rule: an item can't be both reloaded and reconfigured.
  @Test func anItemReloadedAndReconfiguredIsRejected() {
    var batch = UIKitBatchUpdateModel(old: [2], new: [2])
    batch.reloadItems = [path(0, 1)]
    batch.reconfigureItems = [path(0, 1)]
    expectVerdict(batch, .rejected(.itemReconfigureAndReload(path(0, 1))))
  }

  /// The model's choice: a deleted item has no cell left to reconfigure.
  @Test func anItemDeletedAndReconfiguredIsRejected() {
    var batch = UIKitBatchUpdateModel(old: [2], new: [1])
    batch.deleteItems = [path(0, 0)]
    batch.reconfigureItems = [path(0, 0)]
    expectVerdict(batch, .rejected(.itemReconfigureAndDelete(path(0, 0))))
  }

  /// A reconfigure names the state before the update: item 2 exists there, not after.
  @Test func aReconfigureAddressesTheStateBeforeTheUpdate() {
    var batch = UIKitBatchUpdateModel(old: [3], new: [2])
    batch.deleteItems = [path(0, 0)]
    batch.reconfigureItems = [path(0, 2)]
    expectVerdict(batch, .accepted)
    batch.reconfigureItems = [path(0, 3)]
    expectVerdict(batch, .rejected(.itemReconfigureOutOfBounds(path(0, 3))))
  }

  /// A reconfigure in a section the update reloads has no cell to keep.
  @Test func aReconfigureInAReloadedSectionIsRejected() {
    var batch = UIKitBatchUpdateModel(old: [2, 1], new: [2, 1])
    batch.reloadSections = [0]
    batch.reconfigureItems = [path(0, 1)]
    expectVerdict(batch, .rejected(.itemChangeInDeletedSection(path(0, 1))))
  }

  /// A reconfigure listed twice is one; it needs no change in the counts.
  @Test func anItemReconfiguredTwiceIsOneReconfigure() {
    var batch = UIKitBatchUpdateModel(old: [2], new: [2])
    batch.reconfigureItems = [path(0, 1), path(0, 1)]
    expectVerdict(batch, .accepted)
  }
}
