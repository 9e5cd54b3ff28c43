import Foundation

/// Checks a batch update against the counts before and after it, as `UICollectionView` does.
///
/// A reload is what UIKit makes of it: a delete of its index path in the old state and an insert
/// where the reloaded section or item lands in the new one, each held to the rules of its kind.
/// Where it lands is its old index shifted by the batch's explicit deletes and inserts, moves
/// ignored (``ReloadLandings``). The rules, in the order they are checked, are tabled in the
/// collection view article of ListKit's documentation.
struct UpdateValidator {
  let update: BatchUpdate
  let old: [Int]
  /// The counts after the update: the data source's, or, when untouched sections are carried
  /// over, built in ``validate()``.
  private var new: [Int]
  private let newSectionCount: Int
  /// Asks the data source for one section's count after the update, when the counts of the
  /// sections the update does not touch are carried over from before it; `nil` when every
  /// count was asked.
  private let askCount: ((Int) -> Int)?
  private let sections: SectionChanges
  /// The update's section changes checked and mapped at an earlier turn, if they were.
  private var prepared: PreparedSections?

  /// A validator of `update` against the counts before it, `old`, and the data source's counts
  /// after it, `new`: every section is checked.
  init(update: BatchUpdate, old: [Int], new: [Int]) {
    self.update = update
    self.old = old
    self.new = new
    newSectionCount = new.count
    askCount = nil
    sections = SectionChanges(update, oldCount: old.count, newCount: new.count)
  }

  /// A validator that asks the data source, through `askCount`, for the counts of only the
  /// sections the update touches after it: inserted, reloaded, or with item changes. The
  /// others keep their counts from before the update; the rules are checked for the touched ones,
  /// the only ones that can break them if the data source changes counts only through updates.
  init(
    update: BatchUpdate, old: [Int], newSectionCount: Int, askCount: @escaping (Int) -> Int
  ) {
    self.update = update
    self.old = old
    new = []
    self.newSectionCount = newSectionCount
    self.askCount = askCount
    sections = SectionChanges(update, oldCount: old.count, newCount: newSectionCount)
  }

  /// A validator of `update`, whose section changes `prepared` checked and mapped against the
  /// counts before it, `old`: as the one that asks for touched sections' counts, without doing
  /// again what `prepared` did.
  ///
  /// The carried counts are taken out of `prepared` here, so that ``validate()`` fills them in
  /// place: a caller that passes its preparation with `consume` holds no other reference to them,
  /// which would make the first count filled copy them all.
  init(
    update: BatchUpdate, old: [Int], newSectionCount: Int, prepared: consuming PreparedSections,
    askCount: @escaping (Int) -> Int
  ) {
    self.update = update
    self.old = old
    new = prepared.carriedCounts
    prepared.carriedCounts = []
    self.newSectionCount = newSectionCount
    self.askCount = askCount
    sections = prepared.sections
    self.prepared = prepared
  }

  /// A batch update's section changes, checked and mapped ahead of the update: what
  /// ``prepareSections()`` gives.
  struct PreparedSections {
    let sections: SectionChanges
    /// The first section rule the changes break, if any.
    let violation: CollectionViewError?
    /// Where each old section goes, when the changes break no section rule.
    let mapping: SectionMapping?
    /// The counts after the update of the sections it does not touch, carried over from before
    /// it; 0 for the places that inserts and moves take.
    var carriedCounts: [Int]
  }

  /// Checks and maps the update's section changes, and carries the counts of the sections they
  /// do not touch over, ahead of the update: the part of ``validate()`` that does not depend on
  /// the data source after the update, nor on item changes.
  ///
  /// - Complexity: O(*c* log *c*) for *c* changed sections, and a copy of the counts.
  func prepareSections() -> PreparedSections {
    if let violation = sectionViolation() {
      return PreparedSections(
        sections: sections, violation: violation, mapping: nil, carriedCounts: [])
    }
    let mapping = SectionMapping(
      sections: sections, moves: update.moveSections, oldCount: old.count,
      newCount: newSectionCount)
    return PreparedSections(
      sections: sections, violation: nil, mapping: mapping,
      carriedCounts: Self.counts(old: old, mapping: mapping, recomputing: mapping.inserted) { _ in
        0
      })
  }

  /// What a valid update gives: its mapping, the counts after it, and the sections after it
  /// that the update touched, ascending (`nil` when every section's count was asked).
  struct Outcome {
    var mapping: UpdateMapping
    var new: NewCounts
    var touched: [Int]?
  }

  /// The counts after a valid update.
  enum NewCounts {
    /// Every section's count.
    case all([Int])
    /// The counts of the sections an update that only inserts sections after the old ones
    /// appends, in order: the old counts, followed by these, are the counts after it. The
    /// caller appends them to the counts it holds, so that opening a long list a piece at a
    /// time does not copy every count at each piece.
    case appended([Int])
  }

  /// The update's mapping from old to new index paths, or the first rule it breaks.
  mutating func validate() -> Result<Outcome, CollectionViewError> {
    let newSection: SectionMapping
    var countsCarried = false
    if let violation = prepared?.violation { return .failure(violation) }
    if let mapping = prepared?.mapping {
      // The carried counts are in `new` since the initializer, and are filled in place.
      newSection = mapping
      countsCarried = true
    } else {
      if let violation = sectionViolation() { return .failure(violation) }
      newSection = SectionMapping(
        sections: sections, moves: update.moveSections, oldCount: old.count,
        newCount: newSectionCount)
    }
    if let askCount, !countsCarried, let appended = appendedSections(newSection) {
      return .success(appending(appended, mapping: newSection, askCount: askCount))
    }
    var touched: [Int]?
    if let askCount {
      let recomputed = touchedSections(newSection)
      touched = recomputed
      if countsCarried {
        for section in recomputed { new[section] = Swift.max(0, askCount(section)) }
      } else {
        new = Self.counts(old: old, mapping: newSection, recomputing: recomputed, ask: askCount)
      }
    }
    let landings: [IndexPath]
    switch itemViolation() {
    case .failure(let violation): return .failure(violation)
    case .success(let itemLandings): landings = itemLandings
    }
    let mapping = UpdateMapping(
      update: update, newSection: newSection, sectionReloadLandings: sections.reloadLandings,
      itemReloadLandings: landings, newCounts: new)
    if let violation = countViolation(mapping, reloadLandings: landings, touched: touched) {
      return .failure(violation)
    }
    mapping.checkInvariants(oldCounts: old, newCounts: new)
    return .success(Outcome(mapping: mapping, new: .all(new), touched: touched))
  }

  /// The sections an update inserts after the old ones, when that is all it does: it has no
  /// other section or item change, and its inserts are the places after the last old section,
  /// each once, up to the new count. `nil` for any other update.
  private func appendedSections(_ mapping: SectionMapping) -> [Int]? {
    guard update.deleteSections.isEmpty, update.reloadSections.isEmpty,
      update.moveSections.isEmpty, update.insertItems.isEmpty, update.deleteItems.isEmpty,
      update.reloadItems.isEmpty, update.moveItems.isEmpty, update.reconfigureItems.isEmpty,
      mapping.removed.isEmpty, mapping.inserted.count == newSectionCount - old.count,
      mapping.inserted.first.map({ $0 == old.count }) ?? true
    else { return nil }
    return mapping.inserted
  }

  /// The outcome of an update that appends `appended` sections after the old ones and does
  /// nothing else: only their counts are asked, and none is checked, as an inserted section's
  /// count has no count before it to add up to.
  ///
  /// - Complexity: O(*k*) for *k* appended sections: the old counts are not copied.
  private func appending(
    _ appended: [Int], mapping: SectionMapping, askCount: (Int) -> Int
  ) -> Outcome {
    let counts = appended.map { Swift.max(0, askCount($0)) }
    // With no item inserts, the mapping reads no count after the update.
    let updateMapping = UpdateMapping(
      update: update, newSection: mapping, sectionReloadLandings: [:], itemReloadLandings: [],
      newCounts: [])
    #if LISTKIT_CHECK_INVARIANTS
      updateMapping.checkInvariants(oldCounts: old, newCounts: old + counts)
    #endif
    return Outcome(mapping: updateMapping, new: .appended(counts), touched: appended)
  }

  /// The sections after the update whose counts the data source is asked for when the others
  /// are carried over: the places inserts and reloads take, and the sections of the item
  /// changes, on either side of the update. Ascending, each once. A moved section without item
  /// changes keeps its count, as a section that stays in place does.
  ///
  /// - Complexity: O(*c* log *c*) for *c* changes.
  private func touchedSections(_ mapping: SectionMapping) -> [Int] {
    let hasItemChanges =
      !update.deleteItems.isEmpty || !update.reloadItems.isEmpty || !update.insertItems.isEmpty
      || !update.moveItems.isEmpty
    // The inserted places are ascending, each once, and inside the new sections already.
    if !hasItemChanges { return mapping.inserted }
    var touched = mapping.inserted
    func touchOld(_ path: IndexPath) {
      guard path.count == 2, mapping.indices.contains(path[0]), let new = mapping[path[0]] else {
        return
      }
      touched.append(new)
    }
    func touchNew(_ path: IndexPath) {
      guard path.count == 2, (0..<newSectionCount).contains(path[0]) else { return }
      touched.append(path[0])
    }
    for path in update.deleteItems { touchOld(path) }
    for path in update.reloadItems {
      touchOld(path)
      // Where the reload lands: its section shifted by the explicit deletes and inserts only.
      if path.count == 2, let landing = sections.itemReloadSection(path[0]) {
        touched.append(landing)
      }
    }
    for path in update.insertItems { touchNew(path) }
    for (from, to) in update.moveItems {
      touchOld(from)
      touchNew(to)
    }
    return SortedIndexes.ascendingUnique(touched.filter { $0 >= 0 && $0 < newSectionCount })
  }

  /// The counts after the update: carried over from `old` along `mapping`, except for the
  /// `recomputing` sections, which `ask` gives.
  ///
  /// - Complexity: O(*c* + *r*) steps for *c* changed sections and *r* recomputed ones, and a copy
  ///   of the counts.
  static func counts(
    old: [Int], mapping: SectionMapping, recomputing: [Int], ask: (Int) -> Int
  ) -> [Int] {
    var counts: [Int] = []
    counts.reserveCapacity(mapping.newCount)
    mapping.forEachRun(recomputing: recomputing) { range, _ in
      counts.append(contentsOf: old[range])
    } fresh: { section in
      counts.append(Swift.max(0, ask(section)))
    }
    return counts
  }

  private func sectionViolation() -> CollectionViewError? {
    let new = (0..<newSectionCount)
    for section in update.deleteSections + update.reloadSections
    where !old.indices.contains(section) {
      return .deleteSection(section, count: old.count)
    }
    if !update.reloadSections.isEmpty {
      let explicitDeletes = SortedIndexSet(update.deleteSections)
      for section in update.reloadSections where explicitDeletes.contains(section) {
        return .deleteAndReload(IndexPath(index: section))
      }
    }
    var destinations: [Int: Int] = [:]
    var origins: [Int: Int] = [:]
    for move in update.moveSections {
      if !old.indices.contains(move.from) { return .moveSection(move.from, count: old.count) }
      if !new.indices.contains(move.to) {
        return .moveSection(move.from, to: move.to, count: new.count)
      }
      if sections.deleted.contains(move.from) { return .deleteAndMove(section: move.from) }
      if sections.inserted.contains(move.to) { return .insertAndMove(section: move.to) }
      if let first = destinations[move.from] {
        return .sectionMovedTwice(move.from, to: first, and: move.to)
      }
      if let first = origins[move.to] {
        return .sectionsMovedToOne(first, and: move.from, to: move.to)
      }
      destinations[move.from] = move.to
      origins[move.to] = move.from
    }
    for section in update.insertSections where !new.indices.contains(section) {
      return .insertSection(section, count: new.count)
    }
    // The first landing out of range, in order; sorted only when there is one.
    if sections.reloadLandings.values.contains(where: { !new.indices.contains($0) }) {
      for section in sections.reloadLandings.values.sorted() where !new.indices.contains(section) {
        return .insertSection(section, count: new.count)
      }
    }
    let expected = old.count - sections.deletedCount + sections.insertedCount
    if new.count != expected {
      return .invalidNumberOfSections(
        before: old.count, after: new.count, inserted: sections.insertedCount,
        deleted: sections.deletedCount)
    }
    return nil
  }

  /// Checks the item changes; on success, where each reloaded item lands, in the order of
  /// `update.reloadItems`.
  private func itemViolation() -> Result<[IndexPath], CollectionViewError> {
    var deleted = Set<IndexPath>()
    for path in update.deleteItems {
      if let violation = checkOld(path, action: "delete") { return .failure(violation) }
      if !deleted.insert(path).inserted { return .failure(.deletedTwice(path)) }
    }
    var reloaded = Set<IndexPath>()
    for path in update.reloadItems {
      if let violation = checkOld(path, action: "reload") { return .failure(violation) }
      if deleted.contains(path) { return .failure(.deleteAndReload(path)) }
      if !reloaded.insert(path).inserted { return .failure(.reloadedTwice(path)) }
    }
    for path in update.reconfigureItems {
      if let violation = checkReconfigure(path, deleted: deleted, reloaded: reloaded) {
        return .failure(violation)
      }
    }
    var inserted = Set<IndexPath>()
    for path in update.insertItems {
      if let violation = checkNew(path, action: "insert") { return .failure(violation) }
      inserted.insert(path)
    }
    // The section changes' sets are made only for item reloads, which land by them.
    let landings =
      update.reloadItems.isEmpty
      ? []
      : ReloadLandings.items(
        update.reloadItems, deletes: update.deleteItems, inserts: update.insertItems,
        sectionDeletes: Set(update.deleteSections), sectionInserts: Set(update.insertSections))
    for landing in landings {
      if let violation = checkNew(landing, action: "insert") { return .failure(violation) }
      inserted.insert(landing)
    }
    deleted.formUnion(reloaded)
    var destinations: [IndexPath: IndexPath] = [:]
    var origins: [IndexPath: IndexPath] = [:]
    for (from, to) in update.moveItems {
      guard from.count == 2, old.indices.contains(from[0]) else {
        return .failure(.moveItem(from: from, sectionCount: old.count))
      }
      guard (0..<old[from[0]]).contains(from[1]) else {
        return .failure(.moveItem(from: from, itemCount: old[from[0]]))
      }
      guard to.count == 2, new.indices.contains(to[0]) else {
        return .failure(.moveItem(from: from, to: to, sectionCount: new.count))
      }
      guard (0..<new[to[0]]).contains(to[1]) else {
        return .failure(.moveItem(from: from, to: to, itemCount: new[to[0]]))
      }
      if deleted.contains(from) { return .failure(.deleteAndMove(from)) }
      if inserted.contains(to) { return .failure(.insertAndMove(to)) }
      if sections.deleted.contains(from[0]) { return .failure(.moveFromDeletedSection(from[0])) }
      if sections.inserted.contains(to[0]) { return .failure(.moveIntoInsertedSection(to[0])) }
      if let first = destinations[from] {
        return .failure(.itemMovedTwice(from, to: first, and: to))
      }
      if let first = origins[to] { return .failure(.itemsMovedToOne(first, and: from, to: to)) }
      destinations[from] = to
      origins[to] = from
    }
    return .success(landings)
  }

  /// Checks an index path of the old state: it exists, and its section is not being deleted.
  /// A reload reports UIKit's delete messages, as UIKit deletes it.
  private func checkOld(_ path: IndexPath, action: String) -> CollectionViewError? {
    guard path.count == 2, old.indices.contains(path[0]) else {
      return .deleteItem(path, sectionCount: old.count)
    }
    guard (0..<old[path[0]]).contains(path[1]) else {
      return .deleteItem(path, itemCount: old[path[0]])
    }
    if sections.deleted.contains(path[0]) {
      return .itemChange(action, path, inSectionBeing: "deleted")
    }
    return nil
  }

  /// Checks a reconfigured index path of the old state: it exists, survives the update (neither
  /// it nor its section is deleted or reloaded), and so has a cell to reconfigure. A reconfigure
  /// listed twice is one.
  private func checkReconfigure(
    _ path: IndexPath, deleted: Set<IndexPath>, reloaded: Set<IndexPath>
  ) -> CollectionViewError? {
    guard path.count == 2, old.indices.contains(path[0]) else {
      return .reconfigureItem(path, sectionCount: old.count)
    }
    guard (0..<old[path[0]]).contains(path[1]) else {
      return .reconfigureItem(path, itemCount: old[path[0]])
    }
    if sections.deleted.contains(path[0]) {
      return .itemChange("reconfigure", path, inSectionBeing: "deleted")
    }
    if deleted.contains(path) { return .reconfigureAnd("delete", path) }
    if reloaded.contains(path) { return .reconfigureAnd("reload", path) }
    return nil
  }

  /// Checks an index path of the new state: it exists, and its section is not being inserted.
  private func checkNew(_ path: IndexPath, action: String) -> CollectionViewError? {
    guard path.count == 2, new.indices.contains(path[0]) else {
      return .insertItem(path, sectionCount: new.count)
    }
    guard (0..<new[path[0]]).contains(path[1]) else {
      return .insertItem(path, itemCount: new[path[0]])
    }
    if sections.inserted.contains(path[0]) {
      return .itemChange(action, path, inSectionBeing: "inserted")
    }
    return nil
  }

  /// The first section whose count after the update does not add up, in the order of the
  /// sections before it; with `touched`, only the touched sections are checked, as the others
  /// kept their counts and have no changes.
  private func countViolation(
    _ mapping: UpdateMapping, reloadLandings: [IndexPath], touched: [Int]?
  ) -> CollectionViewError? {
    var deleted: [Int: Int] = [:]
    var inserted: [Int: Int] = [:]
    var movedOut: [Int: Int] = [:]
    var movedIn: [Int: Int] = [:]
    for path in update.deleteItems + update.reloadItems { deleted[path[0], default: 0] += 1 }
    for path in update.insertItems + reloadLandings { inserted[path[0], default: 0] += 1 }
    for (from, to) in update.moveItems where mapping.newSection[from[0]] != to[0] {
      movedOut[from[0], default: 0] += 1
      movedIn[to[0], default: 0] += 1
    }
    let checked: AnySequence<Int> =
      touched.map { sections in
        AnySequence(
          SortedIndexes.ascendingUnique(
            sections.compactMap { mapping.newSection.oldSection(forNew: $0) }
              + deleted.keys + movedOut.keys))
      } ?? AnySequence(0..<old.count)
    for oldSection in checked {
      guard mapping.newSection.indices.contains(oldSection),
        let newSection = mapping.newSection[oldSection]
      else { continue }
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

/// The sections a batch update deletes and inserts: a reloaded section is deleted at its index
/// and inserted where it lands.
struct SectionChanges {
  /// Deleted sections, reloaded ones included, before the update.
  let deleted: SortedIndexSet
  /// Inserted sections, reloaded ones' landings included, after the update.
  let inserted: SortedIndexSet
  /// How many sections the update deletes, as UIKit counts them: explicit deletes only, as a
  /// reload deletes one and inserts one.
  let deletedCount: Int
  /// How many sections the update inserts, explicit inserts only.
  let insertedCount: Int
  /// Where each reloaded section lands after the update, by its index before it.
  let reloadLandings: [Int: Int]

  init(_ update: BatchUpdate, oldCount: Int, newCount: Int) {
    let explicitDeletes = SortedIndexSet(update.deleteSections)
    let explicitInserts = SortedIndexSet(update.insertSections)
    let reloads = SortedIndexSet(update.reloadSections)
    deleted = explicitDeletes.union(reloads)
    reloadLandings = ReloadLandings.sections(
      reloads.ascending, deletes: explicitDeletes.ascending, inserts: explicitInserts.ascending)
    inserted = explicitInserts.union(SortedIndexSet(reloadLandings.values))
    deletedCount = explicitDeletes.count
    insertedCount = explicitInserts.count
    sortedExplicitDeletes = explicitDeletes.ascending
    sortedExplicitInserts = explicitInserts.ascending
  }

  /// The explicit section deletes and inserts, ascending.
  private let sortedExplicitDeletes: [Int]
  private let sortedExplicitInserts: [Int]

  /// The section where an item of old section `section` that is reloaded lands: shifted by the
  /// explicit section deletes and inserts, moves ignored (``ReloadLandings``).
  func itemReloadSection(_ section: Int) -> Int? {
    ReloadLandings.landing(
      of: section, deletes: sortedExplicitDeletes, inserts: sortedExplicitInserts)
  }
}

/// Sets of indexes kept as ascending arrays: sorting an array of integers costs less than
/// hashing them into a set, for the thousands of sections a large update changes.
enum SortedIndexes {
  /// `indexes` ascending, each once.
  ///
  /// - Complexity: O(*n*) when `indexes` is already ascending, each once, as the indexes of an
  ///   `IndexSet` are; O(*n* log *n*) otherwise.
  static func ascendingUnique(_ indexes: [Int]) -> [Int] {
    if zip(indexes, indexes.dropFirst()).allSatisfy({ $0 < $1 }) { return indexes }
    var sorted = indexes
    sorted.sort()
    var unique: [Int] = []
    unique.reserveCapacity(sorted.count)
    for index in sorted where unique.last != index { unique.append(index) }
    return unique
  }
}
