import Foundation

/// The changes recorded during one batch update, in the terms UIKit takes them: deletes,
/// reloads and reconfigures address the old state, inserts the new one, moves go from old to
/// new.
struct BatchUpdate {
  var insertSections: [Int] = []
  var deleteSections: [Int] = []
  var reloadSections: [Int] = []
  var moveSections: [(from: Int, to: Int)] = []
  var insertItems: [IndexPath] = []
  var deleteItems: [IndexPath] = []
  var reloadItems: [IndexPath] = []
  var moveItems: [(from: IndexPath, to: IndexPath)] = []
  /// Items whose cells on screen configure themselves again, where the items land: no update
  /// item, as UIKit gives the layout none for them.
  var reconfigureItems: [IndexPath] = []

  /// The changes as the layout is told about them; a reload goes from its index before the
  /// update to where `mapping` says it lands.
  ///
  /// - Complexity: O(*c*) for *c* changes, in an array sized once: grown as it filled, its copies
  ///   were most of an update's work here for the tens of thousands of sections a filter
  ///   deletes.
  func updateItems(_ mapping: UpdateMapping) -> [CollectionViewUpdateItem] {
    var items: [CollectionViewUpdateItem] = []
    items.reserveCapacity(
      deleteSections.count + insertSections.count + reloadSections.count + moveSections.count
        + deleteItems.count + insertItems.count + reloadItems.count + moveItems.count)
    for section in deleteSections {
      items.append(.init(action: .delete, before: IndexPath(index: section), after: nil))
    }
    for section in insertSections {
      items.append(.init(action: .insert, before: nil, after: IndexPath(index: section)))
    }
    for section in reloadSections {
      let landing = mapping.sectionReloadLandings[section] ?? section
      items.append(
        .init(action: .reload, before: IndexPath(index: section), after: IndexPath(index: landing)))
    }
    for move in moveSections {
      items.append(
        .init(action: .move, before: IndexPath(index: move.from), after: IndexPath(index: move.to)))
    }
    for path in deleteItems { items.append(.init(action: .delete, before: path, after: nil)) }
    for path in insertItems { items.append(.init(action: .insert, before: nil, after: path)) }
    for (path, landing) in zip(reloadItems, mapping.itemReloadLandings) {
      items.append(.init(action: .reload, before: path, after: landing))
    }
    for move in moveItems {
      items.append(.init(action: .move, before: move.from, after: move.to))
    }
    return items
  }
}
