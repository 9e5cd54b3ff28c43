import Foundation

/// Checks a batch update against the counts before and after it, as `UICollectionView` does,
/// and returns the first rule it breaks.
struct UpdateValidator {
  let update: BatchUpdate
  let old: [Int]
  let new: [Int]

  func firstViolation() -> CollectionViewError? {
    sectionViolation() ?? itemViolation() ?? countViolation()
  }

  private var deletedSections: Set<Int> { Set(update.deleteSections).union(update.reloadSections) }
  private var insertedSections: Set<Int> { Set(update.insertSections).union(update.reloadSections) }

  private func sectionViolation() -> CollectionViewError? {
    for section in update.deleteSections + update.reloadSections where section >= old.count {
      return .deleteSection(section, count: old.count)
    }
    var destinations: [Int: Int] = [:]
    var origins: [Int: Int] = [:]
    for move in update.moveSections {
      if move.from >= old.count { return .moveSection(move.from, count: old.count) }
      if move.to >= new.count { return .moveSection(move.from, to: move.to, count: new.count) }
      if deletedSections.contains(move.from) { return .deleteAndMove(section: move.from) }
      if insertedSections.contains(move.to) { return .insertAndMove(section: move.to) }
      if let first = destinations[move.from] {
        return .sectionMovedTwice(move.from, to: first, and: move.to)
      }
      if let first = origins[move.to] {
        return .sectionsMovedToOne(first, and: move.from, to: move.to)
      }
      destinations[move.from] = move.to
      origins[move.to] = move.from
    }
    for section in update.insertSections where section >= new.count {
      return .insertSection(section, count: new.count)
    }
    let expected = old.count - deletedSections.count + insertedSections.count
    if new.count != expected {
      return .invalidNumberOfSections(
        before: old.count, after: new.count, inserted: insertedSections.count,
        deleted: deletedSections.count)
    }
    return nil
  }

  private func itemViolation() -> CollectionViewError? {
    let deletes = Set(update.deleteItems)
    let inserts = Set(update.insertItems)
    var seen = Set<IndexPath>()
    for path in update.deleteItems {
      if let violation = checkOld(path, action: "delete") { return violation }
      if !seen.insert(path).inserted { return .deletedTwice(path) }
    }
    for path in update.reloadItems {
      if let violation = checkOld(path, action: "reload") { return violation }
      if deletes.contains(path) { return .deleteAndReload(path) }
    }
    seen.removeAll()
    for path in update.insertItems {
      guard path.count == 2, path[0] < new.count else {
        return .insertItem(path, sectionCount: new.count)
      }
      if path[1] >= new[path[0]] || path[1] < 0 {
        return .insertItem(path, itemCount: new[path[0]])
      }
      if insertedSections.contains(path[0]) {
        return .itemChange("insert", path, inSectionBeing: "inserted")
      }
      if !seen.insert(path).inserted { return .insertedTwice(path) }
    }
    let reloads = Set(update.reloadItems)
    var destinations: [IndexPath: IndexPath] = [:]
    var origins: [IndexPath: IndexPath] = [:]
    for move in update.moveItems {
      let (from, to) = move
      guard from.count == 2, from[0] < old.count else {
        return .moveItem(from: from, sectionCount: old.count)
      }
      if from[1] >= old[from[0]] || from[1] < 0 {
        return .moveItem(from: from, itemCount: old[from[0]])
      }
      guard to.count == 2, to[0] < new.count else {
        return .moveItem(from: from, to: to, sectionCount: new.count)
      }
      if to[1] >= new[to[0]] || to[1] < 0 {
        return .moveItem(from: from, to: to, itemCount: new[to[0]])
      }
      if deletes.contains(from) || reloads.contains(from) { return .deleteAndMove(from) }
      if inserts.contains(to) { return .insertAndMove(to) }
      if deletedSections.contains(from[0]) { return .moveFromDeletedSection(from[0]) }
      if insertedSections.contains(to[0]) { return .moveIntoInsertedSection(to[0]) }
      if let first = destinations[from] { return .itemMovedTwice(from, to: first, and: to) }
      if let first = origins[to] { return .itemsMovedToOne(first, and: from, to: to) }
      destinations[from] = to
      origins[to] = from
    }
    return nil
  }

  /// Checks an index path that addresses the old state: it exists, and its section is not being
  /// deleted. A reload is a delete and an insert, so it reports UIKit's delete messages.
  private func checkOld(_ path: IndexPath, action: String) -> CollectionViewError? {
    guard path.count == 2, path[0] < old.count, path[0] >= 0 else {
      return .deleteItem(path, sectionCount: old.count)
    }
    if path[1] >= old[path[0]] || path[1] < 0 { return .deleteItem(path, itemCount: old[path[0]]) }
    if deletedSections.contains(path[0]) {
      return .itemChange(action, path, inSectionBeing: "deleted")
    }
    return nil
  }

  private func countViolation() -> CollectionViewError? {
    let mapping = UpdateMapping(update: update, oldCounts: old, newCounts: new)
    var deleted: [Int: Int] = [:]
    var inserted: [Int: Int] = [:]
    var movedOut: [Int: Int] = [:]
    var movedIn: [Int: Int] = [:]
    for path in update.deleteItems { deleted[path[0], default: 0] += 1 }
    for path in update.insertItems { inserted[path[0], default: 0] += 1 }
    for move in update.moveItems where mapping.newSection[move.from[0]] != move.to[0] {
      movedOut[move.from[0], default: 0] += 1
      movedIn[move.to[0], default: 0] += 1
    }
    for (oldSection, newSection) in mapping.newSection.enumerated() {
      guard let newSection else { continue }
      let before = old[oldSection]
      let after = new[newSection]
      let expected =
        before - deleted[oldSection, default: 0] + inserted[newSection, default: 0]
        + movedIn[newSection, default: 0] - movedOut[oldSection, default: 0]
      if after != expected {
        return .invalidNumberOfItems(
          section: newSection, before: before, after: after,
          inserted: inserted[newSection, default: 0], deleted: deleted[oldSection, default: 0],
          movedIn: movedIn[newSection, default: 0], movedOut: movedOut[oldSection, default: 0])
      }
    }
    return nil
  }
}
