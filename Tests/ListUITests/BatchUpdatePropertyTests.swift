import Foundation
import ListKitTestSupport
import ListUI
import Testing

/// Sections of item identifiers; cells show their item's identifier.
@MainActor
final class ModelDataSource: CollectionViewDataSource {
  var sections: [[Int]]

  init(sections: [[Int]]) {
    self.sections = sections
  }

  func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
  {
    sections[section].count
  }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    (cell as? TestCell)?.text = String(sections[indexPath[0]][indexPath[1]])
    return cell
  }
}

/// A random batch update made against a model: the sections and items before, the ones after,
/// and the UIKit calls that describe the change.
struct ModelUpdate {
  var old: [[Int]]
  var new: [[Int]] = []
  var deleteSections: [Int] = []
  var insertSections: [Int] = []
  var moveSections: [(Int, Int)] = []
  var deleteItems: [IndexPath] = []
  var insertItems: [IndexPath] = []
  var reloadItems: [IndexPath] = []
  var moveItems: [(IndexPath, IndexPath)] = []
  var reconfigureItems: [IndexPath] = []
  /// The identifier each reconfigured item shows after the update, by the one it showed before.
  var reconfigured: [Int: Int] = [:]

  init(using random: inout RepeatableRandomNumberGenerator) {
    var nextIdentifier = 0
    func fresh() -> Int {
      nextIdentifier += 1
      return nextIdentifier
    }
    old = (0..<Int.random(in: 0...4, using: &random)).map { _ in
      (0..<Int.random(in: 0...6, using: &random)).map { _ in fresh() }
    }
    // Sections: some deleted, some moved, the rest keep their order; new ones are inserted.
    var survivingSections: [Int] = []
    for section in old.indices {
      if Int.random(in: 0..<5, using: &random) == 0 {
        deleteSections.append(section)
      } else {
        survivingSections.append(section)
      }
    }
    let movedSections = Set(
      survivingSections.filter { _ in Int.random(in: 0..<5, using: &random) == 0 })
    // Each slot of the new section list: an old section or nil for an inserted one.
    var newOrder: [Int?] = survivingSections.filter { !movedSections.contains($0) }
    for section in movedSections.sorted() {
      newOrder.insert(section, at: Int.random(in: 0...newOrder.count, using: &random))
    }
    for _ in 0..<Int.random(in: 0...2, using: &random) {
      newOrder.insert(nil, at: Int.random(in: 0...newOrder.count, using: &random))
    }
    // Items of surviving sections: some deleted, some reloaded, some moved, new ones inserted.
    var kept: [Int: [(identifier: Int, oldItem: Int)]] = [:]
    var moving: [(identifier: Int, from: IndexPath)] = []
    var keptPaths: [Int: IndexPath] = [:]
    for section in survivingSections {
      for (item, identifier) in old[section].enumerated() {
        switch Int.random(in: 0..<9, using: &random) {
        case 0: deleteItems.append(IndexPath(indexes: [section, item]))
        case 1: moving.append((identifier, IndexPath(indexes: [section, item])))
        default:
          kept[section, default: []].append((identifier, item))
          keptPaths[identifier] = IndexPath(indexes: [section, item])
        }
      }
    }
    var newSections: [[Int]] = newOrder.map { oldSection in
      guard let oldSection else {
        return (0..<Int.random(in: 0...3, using: &random)).map { _ in fresh() }
      }
      return kept[oldSection, default: []].map(\.identifier)
    }
    let survivingSlots = newOrder.indices.filter { newOrder[$0] != nil }
    var insertedIdentifiers: Set<Int> = []
    for slot in survivingSlots {
      for _ in 0..<Int.random(in: 0...2, using: &random) {
        let identifier = fresh()
        insertedIdentifiers.insert(identifier)
        newSections[slot].insert(
          identifier, at: Int.random(in: 0...newSections[slot].count, using: &random))
      }
    }
    var movedIdentifiers: [Int: IndexPath] = [:]
    var slotsMovedInto = Set<Int>()
    if !survivingSlots.isEmpty {
      for move in moving {
        let slot = survivingSlots[Int.random(in: survivingSlots.indices, using: &random)]
        slotsMovedInto.insert(slot)
        newSections[slot].insert(
          move.identifier, at: Int.random(in: 0...newSections[slot].count, using: &random))
        movedIdentifiers[move.identifier] = move.from
      }
    } else {
      deleteItems.append(contentsOf: moving.map(\.from))
    }
    new = newSections
    for (slot, oldSection) in newOrder.enumerated() {
      guard let oldSection else {
        insertSections.append(slot)
        continue
      }
      if movedSections.contains(oldSection) { moveSections.append((oldSection, slot)) }
      for (item, identifier) in newSections[slot].enumerated() {
        let destination = IndexPath(indexes: [slot, item])
        if insertedIdentifiers.contains(identifier) { insertItems.append(destination) }
        if let from = movedIdentifiers[identifier] { moveItems.append((from, destination)) }
        // UIKit reloads an index path as a delete and an insert where the item lands, its
        // section and item shifted by the deletes and inserts but not the moves: so an item is
        // reloaded only when no section moves and no item leaves or enters its section, where
        // that is where it goes.
        if let from = keptPaths[identifier], movedSections.isEmpty, !slotsMovedInto.contains(slot),
          !moving.contains(where: { $0.from[0] == from[0] }),
          Int.random(in: 0..<4, using: &random) == 0
        {
          reloadItems.append(from)
        } else if let from = keptPaths[identifier] ?? movedIdentifiers[identifier],
          Int.random(in: 0..<4, using: &random) == 0
        {
          // A reconfigure keeps the item's cell, where the item stays or moves, and shows its
          // new data.
          reconfigureItems.append(from)
          let shown = fresh()
          reconfigured[identifier] = shown
          new[slot][item] = shown
        }
      }
    }
  }

  @MainActor
  func apply(to collectionView: CollectionView) {
    collectionView.deleteSections(IndexSet(deleteSections))
    collectionView.insertSections(IndexSet(insertSections))
    for move in moveSections { collectionView.moveSection(move.0, toSection: move.1) }
    collectionView.deleteItems(at: deleteItems)
    collectionView.insertItems(at: insertItems)
    collectionView.reloadItems(at: reloadItems)
    for move in moveItems { collectionView.moveItem(at: move.0, to: move.1) }
    collectionView.reconfigureItems(at: reconfigureItems)
  }
}

/// Random batch updates against a model: valid ones are always accepted and leave the collection
/// view equal to the model; broken ones are always rejected with the right error.
@MainActor
@Suite struct BatchUpdatePropertyTests {
  /// A collection view eight rows high, scrolled `offset` rows down.
  func makeCollectionView(_ dataSource: ModelDataSource, offset: Int = 0) -> (
    CollectionView, ViolationLog
  ) {
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 10, height: 1)
    layout.minimumLineSpacing = 0
    let collectionView = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 10, height: 8), collectionViewLayout: layout)
    collectionView.register(TestCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.scheduler = ManualScheduler()
    collectionView.dataSource = dataSource
    let violations = ViolationLog()
    collectionView.violationHandler = { violations.errors.append($0) }
    collectionView.layoutIfNeeded()
    collectionView.contentOffset.y = CGFloat(offset)
    collectionView.layoutIfNeeded()
    return (collectionView, violations)
  }

  @Test func validUpdatesAreAcceptedAndMatchTheModel() {
    let failures = failuresForSeeds(1...1500) { _, random in
      let update = ModelUpdate(using: &random)
      let dataSource = ModelDataSource(sections: update.old)
      let offset = Int.random(in: 0...max(0, update.old.joined().count - 8), using: &random)
      let (collectionView, violations) = makeCollectionView(dataSource, offset: offset)
      // The cells on screen, by the identifier they show, with their reuse counts.
      var cellsBefore: [Int: (cell: TestCell, reuses: Int)] = [:]
      for indexPath in collectionView.indexPathsForVisibleItems {
        guard let cell = collectionView.cellForItem(at: indexPath) as? TestCell else { continue }
        cellsBefore[update.old[indexPath[0]][indexPath[1]]] = (cell, cell.reuseCount)
      }
      dataSource.sections = update.new
      collectionView.performBatchUpdates { update.apply(to: collectionView) }
      if let error = violations.errors.first { return "rejected: \(error.message) \(update)" }
      // A reconfigured item on screen before and after keeps its cell, not prepared for reuse.
      for indexPath in collectionView.indexPathsForVisibleItems {
        let shown = update.new[indexPath[0]][indexPath[1]]
        guard let (old, _) = update.reconfigured.first(where: { $0.value == shown }),
          let before = cellsBefore[old]
        else { continue }
        let cell = collectionView.cellForItem(at: indexPath)
        guard cell === before.cell, before.cell.reuseCount == before.reuses else {
          return "the reconfigured item \(old) at \(indexPath) got another cell: \(update)"
        }
      }
      let counts = (0..<collectionView.numberOfSections).map {
        collectionView.numberOfItems(inSection: $0)
      }
      guard counts == update.new.map(\.count) else { return "counts \(counts) for \(update.new)" }
      // Every cell on screen shows the model's item at its index path, and every item in the
      // visible rect has its cell.
      for indexPath in collectionView.indexPathsForVisibleItems {
        let shown = (collectionView.cellForItem(at: indexPath) as? TestCell)?.text
        let expected = String(update.new[indexPath[0]][indexPath[1]])
        guard shown == expected else {
          return "\(indexPath) shows \(shown ?? "nil"), not \(expected)"
        }
      }
      let inRect = (0..<update.new.count).flatMap { section in
        (0..<update.new[section].count).map { IndexPath(indexes: [section, $0]) }
      }.filter {
        collectionView.layoutAttributesForItem(at: $0)?.frame.overlaps(collectionView.bounds)
          ?? false
      }
      guard inRect == collectionView.indexPathsForVisibleItems else {
        return "visible \(collectionView.indexPathsForVisibleItems), in the rect \(inRect)"
      }
      return nil
    }
    #expect(failures.count == 0, "\(failures.prefix(3).joined(separator: "\n"))")
  }

  @Test func brokenUpdatesAreRejectedWithTheRightError() {
    let failures = failuresForSeeds(1...1500) { _, random in
      let update = ModelUpdate(using: &random)
      guard !update.new.isEmpty, !update.old.isEmpty else { return nil }
      let dataSource = ModelDataSource(sections: update.old)
      let (collectionView, violations) = makeCollectionView(dataSource)
      var expected: CollectionViewError.Kind
      var new = update.new
      var extra: (CollectionView) -> Void = { _ in }
      switch Int.random(in: 0..<9, using: &random) {
      case 0:
        // The data source gains an item the update does not mention.
        guard let section = new.indices.first(where: { !update.insertSections.contains($0) }) else {
          return nil
        }
        new[section].append(-1)
        expected = .invalidNumberOfItems
      case 1:
        // A delete beyond the old section's end.
        let section = Int.random(in: update.old.indices, using: &random)
        guard !update.deleteSections.contains(section) else { return nil }
        let path = IndexPath(indexes: [section, update.old[section].count])
        extra = { $0.deleteItems(at: [path]) }
        expected = .deleteOutOfBounds
      case 2:
        // An insert beyond the new section's end.
        let section = Int.random(in: new.indices, using: &random)
        let path = IndexPath(indexes: [section, new[section].count + 1])
        extra = { $0.insertItems(at: [path]) }
        expected = .insertOutOfBounds
      case 3:
        // A section delete beyond the old end.
        let section = update.old.count + Int.random(in: 0...2, using: &random)
        extra = { $0.deleteSections([section]) }
        expected = .deleteOutOfBounds
      case 4:
        // One of the deletes, sent twice.
        guard let path = update.deleteItems.first else { return nil }
        extra = { $0.deleteItems(at: [path]) }
        expected = .duplicateIndexPath
      case 5:
        // A move away from an item that is also deleted.
        guard let path = update.deleteItems.first,
          let destination = update.moveItems.first?.1 ?? update.insertItems.first
        else { return nil }
        extra = { $0.moveItem(at: path, to: destination) }
        expected =
          update.moveItems.isEmpty ? .deleteAndMoveSameIndexPath : .deleteAndMoveSameIndexPath
      case 6:
        // A second move to an existing move's destination.
        guard let move = update.moveItems.first,
          let other = update.moveItems.dropFirst().first
        else { return nil }
        extra = { $0.moveItem(at: other.0, to: move.1) }
        expected = .duplicateMove
      case 7:
        // A reconfigure of an item that is also deleted.
        guard let path = update.deleteItems.first else { return nil }
        extra = { $0.reconfigureItems(at: [path]) }
        expected = .reconfigureAndReloadSameIndexPath
      default:
        // An item change inside a deleted section.
        guard let section = update.deleteSections.first, !update.old[section].isEmpty else {
          return nil
        }
        let path = IndexPath(indexes: [section, 0])
        extra = { $0.reloadItems(at: [path]) }
        expected = .itemChangeInChangedSection
      }
      dataSource.sections = new
      collectionView.performBatchUpdates {
        update.apply(to: collectionView)
        extra(collectionView)
      }
      guard let error = violations.errors.first else { return "accepted a broken update" }
      guard error.kind == expected else { return "expected \(expected), got \(error.message)" }
      return nil
    }
    #expect(failures.count == 0, "\(failures.prefix(3).joined(separator: "\n"))")
  }
}
