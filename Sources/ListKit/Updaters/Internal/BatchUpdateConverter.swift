import Foundation

/// Turns a section diff and the collected item changes into the collection view's batch update,
/// with IGListKit's rules, and applies it. Beyond IGListKit: item changes inside a section that
/// the same update deletes, inserts or reloads are dropped, as the section is rebuilt whole, and
/// item reconfigures are passed on, except for items that the update deletes or reloads.
@MainActor
struct BatchUpdateConverter {
  let updater: ListAdapterUpdater
  let collectionView: CollectionView
  let sectionData: ListTransitionData?

  /// Whether `updater`'s options let a section update prepared off the main actor
  /// (``PreparedSectionUpdate``) be applied as it is, when no section controller changes items:
  /// moves stay moves, and reloads stay section reloads.
  static func appliesPreparedSectionUpdates(of updater: ListAdapterUpdater) -> Bool {
    !updater.singleItemSectionUpdates && !updater.sectionMovesAsDeletesInserts
      && !updater.preferItemReloadsForSectionReloads
  }

  /// Applies the update inside the collection view's batch update block and returns what it
  /// applied.
  func apply(_ diff: ListIndexSetResult, collector: ItemUpdatesCollector) -> ListBatchUpdateData {
    if updater.singleItemSectionUpdates {
      collectionView.deleteSections(diff.deletes)
      collectionView.insertSections(diff.inserts)
      for move in diff.moves { collectionView.moveSection(move.from, toSection: move.to) }
      return ListBatchUpdateData(
        insertSections: diff.inserts, deleteSections: diff.deletes, moveSections: Set(diff.moves),
        insertIndexPaths: [], deleteIndexPaths: [], updateIndexPaths: [], moveIndexPaths: [])
    }
    if let prepared = sectionData?.preparedSectionUpdate, !collector.hasChanges,
      Self.appliesPreparedSectionUpdates(of: updater)
    {
      // Made off the main actor: the collection view gets only the moves it needs, so that
      // applying the update costs in proportion to its changes.
      for move in prepared.moves { collectionView.moveSection(move.from, toSection: move.to) }
      collectionView.deleteSections(prepared.data.deleteSections)
      collectionView.insertSections(prepared.data.insertSections)
      return prepared.data
    }
    var moves = Set(diff.moves)
    var inserts = diff.inserts
    var deletes = diff.deletes
    var reloads = diff.updates.union(collector.sectionReloads).union(
      sectionsToRebuild(collector, diff: diff))
    if updater.sectionMovesAsDeletesInserts {
      for move in moves {
        deletes.insert(move.from)
        inserts.insert(move.to)
      }
      moves.removeAll()
    }
    var itemUpdates: [IndexPath] = []
    // Sections reloaded item by item: like a reloaded section, rebuilt whole.
    var itemReloadedSections = IndexSet()
    if updater.preferItemReloadsForSectionReloads && moves.isEmpty && inserts.isEmpty
      && deletes.isEmpty && !reloads.isEmpty
    {
      let dataSource = collectionView.dataSource
      let newSectionCount = dataSource.map { $0.numberOfSections(in: collectionView) } ?? 0
      for section in reloads {
        let oldCount =
          section < collectionView.numberOfSections
          ? collectionView.numberOfItems(inSection: section) : -1
        if section < newSectionCount, oldCount >= 0,
          oldCount == dataSource?.collectionView(collectionView, numberOfItemsInSection: section)
        {
          itemUpdates += (0..<oldCount).map { IndexPath(item: $0, section: section) }
          itemReloadedSections.insert(section)
          reloads.remove(section)
        }
      }
    }
    convertReloads(reloads, diff: diff, deletes: &deletes, inserts: &inserts)

    var itemDeletes = collector.itemDeletes
    var itemInserts = collector.itemInserts
    let deleted = Set(itemDeletes)
    var reloadDeletes = Set<IndexPath>()
    var reloadInserts = Set<IndexPath>()
    for reload in collector.itemReloads where !deleted.contains(reload.from) {
      if reloadDeletes.insert(reload.from).inserted { itemDeletes.append(reload.from) }
      if reloadInserts.insert(reload.to).inserted { itemInserts.append(reload.to) }
    }
    // A section this update deletes or inserts (a reloaded section is both), or reloads item by
    // item, is rebuilt whole from its section controller, so item changes inside it are already
    // in it; the collection view would reject them. Item reloads change no section's place, so
    // an item-reloaded section has one index before and after the update.
    let rebuiltBefore = deletes.union(itemReloadedSections)
    let rebuiltAfter = inserts.union(itemReloadedSections)
    itemDeletes.removeAll { rebuiltBefore.contains($0.section) }
    itemInserts.removeAll { rebuiltAfter.contains($0.section) }
    itemUpdates.removeAll { deletes.contains($0.section) }
    let itemMoves = collector.itemMoves.filter {
      !rebuiltBefore.contains($0.from.section) && !rebuiltAfter.contains($0.to.section)
    }
    let data = ListBatchUpdateData(
      insertSections: inserts, deleteSections: deletes, moveSections: moves,
      insertIndexPaths: itemInserts, deleteIndexPaths: itemDeletes, updateIndexPaths: itemUpdates,
      moveIndexPaths: itemMoves)
    collectionView.deleteItems(at: data.deleteIndexPaths)
    collectionView.insertItems(at: data.insertIndexPaths)
    collectionView.reloadItems(at: data.updateIndexPaths)
    for move in data.moveIndexPaths { collectionView.moveItem(at: move.from, to: move.to) }
    for move in data.moveSections { collectionView.moveSection(move.from, toSection: move.to) }
    collectionView.deleteSections(data.deleteSections)
    collectionView.insertSections(data.insertSections)
    collectionView.reconfigureItems(at: reconfigures(collector.itemReconfigures, keptBy: data))
    return data
  }

  /// The reconfigures of `paths` (before the update) whose items keep their cells in `data`: an
  /// item that is deleted or reloaded, or whose section is, gets a new cell or none, which has
  /// the new data already. Each once.
  private func reconfigures(_ paths: [IndexPath], keptBy data: ListBatchUpdateData)
    -> [IndexPath]
  {
    guard !paths.isEmpty else { return [] }
    let replaced = Set(data.deleteIndexPaths).union(data.updateIndexPaths)
    var seen = Set<IndexPath>()
    return paths.filter {
      !data.deleteSections.contains($0.section) && !replaced.contains($0)
        && seen.insert($0).inserted
    }
  }

  /// The sections, before the update, that are reloaded whole instead of item by item:
  ///
  /// - those whose items more than one item-update block changed. Each block's index paths
  ///   describe the section as that block found it, and one batch update cannot replay them in
  ///   order;
  /// - those into which one index path is inserted twice, item reloads' inserts included. UIKit
  ///   takes each insert, and IGListKit passes them on; the collection view rejects them.
  private func sectionsToRebuild(_ collector: ItemUpdatesCollector, diff: ListIndexSetResult)
    -> IndexSet
  {
    var blocks = collector.blocksByOldSection
    for (newSection, newBlocks) in collector.blocksByNewSection {
      if let oldSection = oldSection(ofNew: newSection, diff: diff) {
        blocks[oldSection, default: []].formUnion(newBlocks)
      }
    }
    var sections = IndexSet(blocks.filter { $0.value.count > 1 }.keys)
    let deleted = Set(collector.itemDeletes)
    var inserts = collector.itemInserts
    var reloadInserts = Set<IndexPath>()
    for reload in collector.itemReloads
    where !deleted.contains(reload.from) && reloadInserts.insert(reload.to).inserted {
      inserts.append(reload.to)
    }
    var seen = Set<IndexPath>()
    for insert in inserts where !seen.insert(insert).inserted {
      if let oldSection = oldSection(ofNew: insert.section, diff: diff) {
        sections.insert(oldSection)
      }
    }
    return sections
  }

  /// The index before the update of the section at `newSection` after it, or `nil` for a new
  /// section.
  private func oldSection(ofNew newSection: Int, diff: ListIndexSetResult) -> Int? {
    guard let toObjects = sectionData?.toObjects else { return newSection }
    return toObjects.indices.contains(newSection)
      ? diff.oldIndexIfPresent(forIdentifier: identifier(ofNew: newSection)) : nil
  }

  /// The identifier the diff knows the old section's object by: its index when the diff compared
  /// old sections, else its section controller, else its object's identifier.
  private func identifier(ofOld section: Int) -> AnyHashable {
    if sectionData?.diffIdentifiers != nil { return AnyHashable(section) }
    if let controllers = sectionData?.fromSectionControllers {
      return AnyHashable(ObjectIdentifier(controllers[section]))
    }
    return sectionData?.fromObjects[section].diffIdentifier() ?? AnyHashable(section)
  }

  /// The identifier the diff knows the new section's object by.
  private func identifier(ofNew section: Int) -> AnyHashable {
    if let identifiers = sectionData?.diffIdentifiers { return AnyHashable(identifiers[section]) }
    if let data = sectionData, data.fromSectionControllers != nil {
      return AnyHashable(ObjectIdentifier(data.toSectionControllers[section]))
    }
    return sectionData?.toObjects[section].diffIdentifier() ?? AnyHashable(section)
  }

  /// A reloaded section becomes a delete of its old index and an insert of its new one, so that a
  /// section that moved and changed is handled; a reloaded section whose object was deleted is
  /// dropped.
  private func convertReloads(
    _ reloads: IndexSet, diff: ListIndexSetResult, deletes: inout IndexSet, inserts: inout IndexSet
  ) {
    let fromObjects = sectionData?.fromObjects ?? []
    for index in reloads {
      var from: Int? = index
      var to: Int? = index
      if !fromObjects.isEmpty, fromObjects.indices.contains(index) {
        let identifier = identifier(ofOld: index)
        from = diff.oldIndexIfPresent(forIdentifier: identifier)
        to = diff.newIndexIfPresent(forIdentifier: identifier)
      }
      if let from, let to {
        deletes.insert(from)
        inserts.insert(to)
      }
    }
  }
}
