import Foundation
import ListUI

/// A reference model of the checks `UICollectionView` makes at the end of
/// `performBatchUpdates(_:completion:)`, written from UIKit's documented behaviour and the public
/// reports cited on each rule, independently of ListUI's validator, so the two can be compared.
///
/// It takes the item counts before and after the update and the nine lists of changes, and
/// answers whether UIKit accepts the update or, if not, the first rule broken.
///
/// Ground rules, from Apple's documentation of `performBatchUpdates(_:completion:)` and the
/// *Table View Programming Guide for iOS* ("Batch Insertion, Deletion, and Reloading of Rows
/// and Sections"): deletes and reloads name index paths of the state before the update, inserts
/// name index paths of the state after it, moves go from the one to the other, and the counts
/// the data source gives afterwards must add up.
///
/// - Sections are index sets in UIKit (`insertSections(_:)` takes an `IndexSet`), so a section
///   listed twice in one list is one section.
/// - A reload is a delete at its old index and an insert where it lands. UIKit computes that
///   landing from the explicit deletes and inserts only, never from moves (IGListKit issue 690;
///   OpenUXKit's disassembly of UXKit's `_endItemAnimations`, the macOS port of
///   UICollectionView: `Docs/Plans/UXCollectionView-UXKit-Alignment/IDA-Notes/P9-MainClass.md`,
///   step 3). See ``landing(of:deletedBelow:inserts:)``. A reloaded item's section lands the
///   same way: its old index shifted by the explicit section deletes and inserts, section moves
///   ignored (openradar 27041784: `UITableView` ignores a section move there and then
///   miscounts; UXKit shifts the reload's section by section deletes and inserts only).
/// - A reconfigure (`reconfigureItems(at:)`, iOS 15) names an index path before the update, as a
///   reload does, and keeps the item's cell: it neither deletes nor inserts, so it changes no
///   count and collides with no move, and the item is reconfigured where it lands, moves
///   included. Apple's documentation says the cell provider must return the existing cell, and
///   UIKit forbids reloading and reconfiguring one item; the model also rejects a reconfigure of
///   an item that does not exist before the update, or that the update deletes (itself or its
///   section, a reload included), as there is no cell left to reconfigure. A reconfigure listed
///   twice is one.
///
/// The checks run in four phases, in this order: the sections' bounds and conflicts, the number
/// of sections, the items' bounds and conflicts, the numbers of items. The order of checks
/// *within* a phase is not documented, so ``violationsOfFirstFailingPhase()`` gives every rule
/// the first failing phase breaks.
struct UIKitBatchUpdateModel {
  /// The number of items in each section before the update.
  var oldCounts: [Int]
  /// The number of items in each section after the update.
  var newCounts: [Int]
  /// `insertSections(_:)`: indexes after the update.
  var insertSections: [Int] = []
  /// `deleteSections(_:)`: indexes before the update.
  var deleteSections: [Int] = []
  /// `reloadSections(_:)`: indexes before the update.
  var reloadSections: [Int] = []
  /// `moveSection(_:toSection:)`: from an index before to an index after the update.
  var moveSections: [(from: Int, to: Int)] = []
  /// `insertItems(at:)`: index paths after the update.
  var insertItems: [IndexPath] = []
  /// `deleteItems(at:)`: index paths before the update.
  var deleteItems: [IndexPath] = []
  /// `reloadItems(at:)`: index paths before the update.
  var reloadItems: [IndexPath] = []
  /// `moveItem(at:to:)`: from an index path before to one after the update.
  var moveItems: [(from: IndexPath, to: IndexPath)] = []
  /// `reconfigureItems(at:)`: index paths before the update.
  var reconfigureItems: [IndexPath] = []

  /// The phases of UIKit's checks, in the order they run.
  enum Phase: Int, Comparable {
    /// Bounds of section changes, and conflicts between them.
    case sections
    /// The number of sections.
    case sectionCount
    /// Bounds of item changes, and conflicts between them.
    case items
    /// The number of items in each surviving section.
    case itemCounts

    /// Whether `lhs` runs before `rhs`.
    static func < (lhs: Phase, rhs: Phase) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// A rule of UIKit's that an update breaks, with the offending index or index path.
  enum Violation: Hashable, CustomStringConvertible {
    /// A deleted section does not exist before the update. UIKit: "attempt to delete section
    /// %ld, but there are only %ld sections before the update".
    case sectionDeleteOutOfBounds(Int)
    /// A reloaded section does not exist before the update: a reload names the state before the
    /// update (Table View Programming Guide), and UIKit checks its delete half with the delete
    /// message above.
    case sectionReloadOutOfBounds(Int)
    /// An inserted section does not exist after the update. UIKit: "attempt to insert section
    /// %ld but there are only %ld sections after the update".
    case sectionInsertOutOfBounds(Int)
    /// A reloaded section lands (see ``UIKitBatchUpdateModel/landing(of:deletedBelow:inserts:)``)
    /// beyond the sections after the update. UIKit turns the reload into a delete and an insert
    /// before it checks bounds, and checks that insert with the others (OpenUXKit notes on
    /// `_endItemAnimations`, steps 3 and 5). Not in the brief; the model's choice.
    case sectionReloadLandsOutOfBounds(section: Int, landing: Int)
    /// A moved section does not exist before the update, or its destination after it. UIKit:
    /// "attempt to move section %ld, but there are only %ld sections before the update" and
    /// "attempt to move section %ld to section %ld, but there are only %ld sections after the
    /// update".
    case sectionMoveOutOfBounds(from: Int, to: Int)
    /// A section both deleted and reloaded. The brief left this open ("treat as the delete
    /// unless you find evidence otherwise"). Evidence found: UXKit, while turning each reload
    /// into a delete and an insert, asserts "attempt to delete and reload the same index path"
    /// on any explicit delete equal to the reload, a section delete included (OpenUXKit notes,
    /// step 3). So the model rejects it.
    case sectionDeleteAndReload(Int)
    /// A section both deleted (or reloaded: a reload deletes its old index) and moved away.
    /// UIKit: "attempt to perform a delete and a move from the same section (%ld)"; for a reload,
    /// muccy/MUKDataSource's update classes note that reloading a move's source section throws
    /// this same message.
    case sectionDeleteAndMove(Int)
    /// A section both inserted (explicitly, or as the landing of a reload) and the destination
    /// of a move. UIKit: "attempt to perform an insert and a move to the same section (%ld)";
    /// the landing case is IGListKit issue 690: `move 2→4, reload 3, delete 4, insert 2` throws
    /// it for section 4, where reload 3 lands.
    case sectionInsertAndMove(Int)
    /// One section moved twice. UIKit: "attempt to move section %ld to both section %ld and
    /// section %ld". The brief counts a repeated identical move too (OpenUXKit's notes say UXKit
    /// silently drops an exact repeat; the model follows the brief).
    case sectionMovedTwice(Int)
    /// Two sections moved to one. UIKit: "attempt to move both section %ld and section %ld to
    /// section %ld".
    case sectionsMovedToOne(Int)
    /// The number of sections after the update is not the number before, minus the deleted,
    /// plus the inserted ones; reloads and moves do not change it. UIKit: "Invalid update:
    /// invalid number of sections. … (%d inserted, %d deleted)".
    case invalidNumberOfSections(expected: Int, actual: Int)
    /// A deleted item's section or item does not exist before the update. UIKit: "attempt to
    /// delete item %ld from section %ld, but there are only %ld sections before the update" and
    /// "… which only contains %ld items before the update".
    case itemDeleteOutOfBounds(IndexPath)
    /// A reloaded item does not exist before the update; checked as a delete (a reload names
    /// the state before the update).
    case itemReloadOutOfBounds(IndexPath)
    /// An inserted item's section or item does not exist after the update. UIKit: "attempt to
    /// insert item %ld into section %ld, but there are only %ld sections after the update" and
    /// "… but there are only %ld items in section %ld after the update".
    case itemInsertOutOfBounds(IndexPath)
    /// A reloaded item lands beyond the items of its section after the update, as happens when
    /// items move out of its section: the landing ignores moves. The reload's insert half is
    /// checked with the other inserts (OpenUXKit notes, steps 3 and 5). Not in the brief; the
    /// model's choice.
    case itemReloadLandsOutOfBounds(IndexPath, landing: IndexPath)
    /// A moved item does not exist before the update, or its destination after it. UIKit:
    /// "attempt to move index path (%@) that does not exist - there are only %ld items in
    /// section %ld before the update", "… to index path (%@) that does not exist - there are
    /// only %ld items in section %ld after the update", and the two "section that does not
    /// exist" variants.
    case itemMoveOutOfBounds(from: IndexPath, to: IndexPath)
    /// A reconfigured item does not exist before the update: a reconfigure names the state
    /// before the update, as a reload does. ListUI's own rule and message.
    case itemReconfigureOutOfBounds(IndexPath)
    /// An index path both reconfigured and reloaded: UIKit's rule. Its cell is replaced, so there
    /// is none to reconfigure.
    case itemReconfigureAndReload(IndexPath)
    /// An index path both reconfigured and deleted: its cell goes, so there is none to
    /// reconfigure. The model's choice, as for a reload.
    case itemReconfigureAndDelete(IndexPath)
    /// An item deleted, reloaded, reconfigured or moved away inside a section that is deleted or
    /// reloaded.
    /// UIKit: "cannot move an item from a deleted section (%ld)"; for deletes and reloads,
    /// IGListKit PR 325 (an item animation in a section that is itself animated throws) and the
    /// brief. (OpenUXKit's notes say UXKit drops an item delete in a deleted section instead of
    /// throwing; the model follows the brief.)
    case itemChangeInDeletedSection(IndexPath)
    /// An item inserted or moved into a section that is inserted or a reloaded section's
    /// landing. UIKit: "cannot move an item into a newly inserted section (%ld)"; for inserts,
    /// IGListKit PR 325 ("a section animation at section 2, as well as an item insert animation
    /// at section: 2, item: 1, and it will throw an exception"). (OpenUXKit's notes say UXKit
    /// drops an item insert in an inserted section; the model follows the brief.)
    case itemChangeInInsertedSection(IndexPath)
    /// One index path deleted twice. UIKit throws nothing but corrupts its state and later
    /// crashes with EXC_BAD_ACCESS (IGListKit issues 651 and 689; openradar 31786176), so ListUI
    /// rejects it.
    case itemDeletedTwice(IndexPath)
    /// One index path reloaded twice. Unknown in UIKit; a reload is a delete at its index path
    /// plus an insert, so two are the delete-twice corruption above. The model's choice, as the
    /// brief decided: rejected as a duplicate.
    case itemReloadedTwice(IndexPath)
    /// An index path both deleted and reloaded. UIKit: "attempt to delete and reload the same
    /// index path (%@)"; IGListKit PR 325.
    case itemDeleteAndReload(IndexPath)
    /// An index path both deleted (or reloaded) and moved away. UIKit: "attempt to perform a
    /// delete and a move from the same index path (%@)"; for reloads, IGListKit issue 42 and
    /// PR 418 convert "reloads+moves" to deletes and inserts because UIKit throws.
    case itemDeleteAndMove(IndexPath)
    /// An index path both inserted (explicitly or as a reload's landing) and the destination of
    /// a move. UIKit: "attempt to perform an insert and a move to the same index path (%@)";
    /// the landing case: `delete 1, move 0→1, move 3→0, reload 2` of 4 items throws it for
    /// item 1, where reload 2 lands (2 − 1 delete below), ignoring the moves.
    case itemInsertAndMove(IndexPath)
    /// One item moved twice. UIKit: "attempt to move item at index path %@ to both %@ and %@".
    /// The brief counts a repeated identical move too, as for sections.
    case itemMovedTwice(IndexPath)
    /// Two items moved to one index path. UIKit: "attempt to move both item at index path %@
    /// and %@ to %@".
    case itemsMovedToOne(IndexPath)
    /// A surviving section's items after the update are not those before, minus deletes, plus
    /// inserts (each insert counts, twice-inserted index paths too), plus moves in, minus moves
    /// out; a reload takes one away and puts one back. `section` is the index after the update.
    /// UIKit: "Invalid update: invalid number of items in section %ld. … (%d moved in, %d moved
    /// out)".
    case invalidNumberOfItems(section: Int, expected: Int, actual: Int)

    /// The kind of error ListUI reports for this rule.
    var kind: CollectionViewError.Kind {
      switch self {
      case .sectionDeleteOutOfBounds, .sectionReloadOutOfBounds, .itemDeleteOutOfBounds,
        .itemReloadOutOfBounds:
        .deleteOutOfBounds
      case .sectionInsertOutOfBounds, .sectionReloadLandsOutOfBounds, .itemInsertOutOfBounds,
        .itemReloadLandsOutOfBounds:
        .insertOutOfBounds
      case .sectionMoveOutOfBounds, .itemMoveOutOfBounds: .moveOutOfBounds
      case .sectionDeleteAndReload, .itemDeleteAndReload: .deleteAndReloadSameIndexPath
      case .sectionDeleteAndMove, .itemDeleteAndMove: .deleteAndMoveSameIndexPath
      case .sectionInsertAndMove, .itemInsertAndMove: .insertAndMoveSameIndexPath
      case .sectionMovedTwice, .sectionsMovedToOne, .itemMovedTwice, .itemsMovedToOne:
        .duplicateMove
      case .itemDeletedTwice, .itemReloadedTwice: .duplicateIndexPath
      case .itemChangeInDeletedSection, .itemChangeInInsertedSection: .itemChangeInChangedSection
      case .itemReconfigureOutOfBounds: .reconfigureOutOfBounds
      case .itemReconfigureAndReload, .itemReconfigureAndDelete: .reconfigureAndReloadSameIndexPath
      case .invalidNumberOfSections: .invalidNumberOfSections
      case .invalidNumberOfItems: .invalidNumberOfItems
      }
    }

    /// The phase of UIKit's checks the rule belongs to.
    var phase: Phase {
      switch self {
      case .sectionDeleteOutOfBounds, .sectionReloadOutOfBounds, .sectionInsertOutOfBounds,
        .sectionReloadLandsOutOfBounds, .sectionMoveOutOfBounds, .sectionDeleteAndReload,
        .sectionDeleteAndMove, .sectionInsertAndMove, .sectionMovedTwice, .sectionsMovedToOne:
        .sections
      case .invalidNumberOfSections: .sectionCount
      case .invalidNumberOfItems: .itemCounts
      default: .items
      }
    }

    /// The rule and its index, as `sectionInsertAndMove(4)` or `itemDeletedTwice(0-1)`.
    var description: String {
      func name(_ path: IndexPath) -> String { path.map(String.init).joined(separator: "-") }
      switch self {
      case .sectionDeleteOutOfBounds(let s): return "sectionDeleteOutOfBounds(\(s))"
      case .sectionReloadOutOfBounds(let s): return "sectionReloadOutOfBounds(\(s))"
      case .sectionInsertOutOfBounds(let s): return "sectionInsertOutOfBounds(\(s))"
      case .sectionReloadLandsOutOfBounds(let s, let landing):
        return "sectionReloadLandsOutOfBounds(\(s) at \(landing))"
      case .sectionMoveOutOfBounds(let from, let to):
        return "sectionMoveOutOfBounds(\(from)→\(to))"
      case .sectionDeleteAndReload(let s): return "sectionDeleteAndReload(\(s))"
      case .sectionDeleteAndMove(let s): return "sectionDeleteAndMove(\(s))"
      case .sectionInsertAndMove(let s): return "sectionInsertAndMove(\(s))"
      case .sectionMovedTwice(let s): return "sectionMovedTwice(\(s))"
      case .sectionsMovedToOne(let s): return "sectionsMovedToOne(\(s))"
      case .invalidNumberOfSections(let expected, let actual):
        return "invalidNumberOfSections(expected \(expected), got \(actual))"
      case .itemDeleteOutOfBounds(let p): return "itemDeleteOutOfBounds(\(name(p)))"
      case .itemReloadOutOfBounds(let p): return "itemReloadOutOfBounds(\(name(p)))"
      case .itemInsertOutOfBounds(let p): return "itemInsertOutOfBounds(\(name(p)))"
      case .itemReloadLandsOutOfBounds(let p, let landing):
        return "itemReloadLandsOutOfBounds(\(name(p)) at \(name(landing)))"
      case .itemMoveOutOfBounds(let from, let to):
        return "itemMoveOutOfBounds(\(name(from))→\(name(to)))"
      case .itemReconfigureOutOfBounds(let p): return "itemReconfigureOutOfBounds(\(name(p)))"
      case .itemReconfigureAndReload(let p): return "itemReconfigureAndReload(\(name(p)))"
      case .itemReconfigureAndDelete(let p): return "itemReconfigureAndDelete(\(name(p)))"
      case .itemChangeInDeletedSection(let p): return "itemChangeInDeletedSection(\(name(p)))"
      case .itemChangeInInsertedSection(let p): return "itemChangeInInsertedSection(\(name(p)))"
      case .itemDeletedTwice(let p): return "itemDeletedTwice(\(name(p)))"
      case .itemReloadedTwice(let p): return "itemReloadedTwice(\(name(p)))"
      case .itemDeleteAndReload(let p): return "itemDeleteAndReload(\(name(p)))"
      case .itemDeleteAndMove(let p): return "itemDeleteAndMove(\(name(p)))"
      case .itemInsertAndMove(let p): return "itemInsertAndMove(\(name(p)))"
      case .itemMovedTwice(let p): return "itemMovedTwice(\(name(p)))"
      case .itemsMovedToOne(let p): return "itemsMovedToOne(\(name(p)))"
      case .invalidNumberOfItems(let section, let expected, let actual):
        return "invalidNumberOfItems(section \(section): expected \(expected), got \(actual))"
      }
    }
  }

  /// UIKit's answer to an update.
  enum Verdict: Equatable {
    /// UIKit applies the update.
    case accepted
    /// UIKit throws (or, for a twice-deleted index path, corrupts its state) on this rule.
    case rejected(Violation)
  }

  /// UIKit's answer: accepted, or the first rule broken.
  func verdict() -> Verdict {
    violationsOfFirstFailingPhase().first.map(Verdict.rejected) ?? .accepted
  }

  /// Every rule broken in the first phase that breaks any, in the model's order of checks; empty
  /// when UIKit accepts the update.
  func violationsOfFirstFailingPhase() -> [Violation] {
    let sections = SectionChanges(self)
    if !sections.violations.isEmpty { return sections.violations }
    let expectedSections =
      oldCounts.count - sections.deleted.count + sections.inserted.count
    if newCounts.count != expectedSections {
      return [.invalidNumberOfSections(expected: expectedSections, actual: newCounts.count)]
    }
    let items = ItemChanges(self, sections: sections)
    if !items.violations.isEmpty { return items.violations }
    return itemCountViolations(sections: sections, items: items)
  }

  /// Where a reload lands: its old index less the explicit deletes below it, then shifted up by
  /// each explicit insert at or below it, taken in ascending order. Moves are ignored.
  ///
  /// This is how UXKit turns a reload into a delete and an insert (OpenUXKit notes, step 3),
  /// and it matches UIKit's evidence: IGListKit issue 690 (`reload 3` with `insert 2` lands at
  /// 4) and the item case `[a, b, c] → [b, c′]` as `delete 0, reload 2` (lands at 1, accepted).
  /// With distinct inserts it is the rank-th index that is not inserted; an index path inserted
  /// twice shifts it twice, since UIKit keeps both inserts.
  ///
  /// - Parameters:
  ///   - index: The reloaded section or item, before the update.
  ///   - deletedBelow: How many distinct explicit deletes are below it.
  ///   - inserts: The explicit inserts, after the update, sorted ascending.
  /// - Returns: The index after the update where the reload's insert goes.
  static func landing(of index: Int, deletedBelow: Int, inserts: [Int]) -> Int {
    var landing = index - deletedBelow
    for insert in inserts where insert <= landing { landing += 1 }
    return landing
  }

  /// The section changes, with the sections' phase of checks done.
  private struct SectionChanges {
    /// The deleted sections, duplicates merged.
    var deleted: Set<Int>
    /// The inserted sections, duplicates merged.
    var inserted: Set<Int>
    /// The reloaded sections that exist and are not also deleted, with where each lands.
    var landings: [Int: Int] = [:]
    /// For each section before the update that survives unreloaded, its index after.
    var oldToNew: [Int: Int] = [:]
    /// The rules broken, in the order checked.
    var violations: [Violation] = []

    /// Checks the section changes of `model`, and when they hold, maps the sections.
    init(_ model: UIKitBatchUpdateModel) {
      let old = model.oldCounts.count
      let new = model.newCounts.count
      deleted = Set(model.deleteSections)
      inserted = Set(model.insertSections)
      let reloaded = Set(model.reloadSections)
      for section in deleted.sorted() where !(0..<old).contains(section) {
        violations.append(.sectionDeleteOutOfBounds(section))
      }
      for section in reloaded.sorted() {
        if !(0..<old).contains(section) {
          violations.append(.sectionReloadOutOfBounds(section))
        } else if deleted.contains(section) {
          violations.append(.sectionDeleteAndReload(section))
        }
      }
      for section in inserted.sorted() where !(0..<new).contains(section) {
        violations.append(.sectionInsertOutOfBounds(section))
      }
      let sortedInserts = inserted.sorted()
      for section in reloaded.sorted() where (0..<old).contains(section) {
        guard !deleted.contains(section) else { continue }
        let landing = UIKitBatchUpdateModel.landing(
          of: section, deletedBelow: deleted.filter { $0 < section }.count, inserts: sortedInserts)
        if landing < new {
          landings[section] = landing
        } else {
          violations.append(.sectionReloadLandsOutOfBounds(section: section, landing: landing))
        }
      }
      let landed = Set(landings.values)
      var movedFrom: Set<Int> = []
      var movedTo: Set<Int> = []
      for move in model.moveSections {
        if !(0..<old).contains(move.from) || !(0..<new).contains(move.to) {
          violations.append(.sectionMoveOutOfBounds(from: move.from, to: move.to))
        }
        if deleted.contains(move.from) || reloaded.contains(move.from) {
          violations.append(.sectionDeleteAndMove(move.from))
        }
        if inserted.contains(move.to) || landed.contains(move.to) {
          violations.append(.sectionInsertAndMove(move.to))
        }
        if !movedFrom.insert(move.from).inserted {
          violations.append(.sectionMovedTwice(move.from))
        }
        if !movedTo.insert(move.to).inserted { violations.append(.sectionsMovedToOne(move.to)) }
      }
      guard violations.isEmpty else { return }
      // The surviving sections: moved ones go where they are moved; the others keep their order
      // and fill the indexes no insert, landing or move takes. When the count adds up, the two
      // sides have the same size.
      for move in model.moveSections { oldToNew[move.from] = move.to }
      let taken = inserted.union(landed).union(movedTo)
      var free = (0..<new).filter { !taken.contains($0) }.makeIterator()
      for section in 0..<old
      where !deleted.contains(section) && !reloaded.contains(section)
        && !movedFrom.contains(section)
      {
        oldToNew[section] = free.next()
      }
    }
  }

  /// The item changes, with the items' phase of checks done.
  private struct ItemChanges {
    /// Each reloaded item that exists, with where it lands.
    var landings: [IndexPath: IndexPath] = [:]
    /// The rules broken, in the order checked.
    var violations: [Violation] = []

    /// Checks the item changes of `model`, whose section changes are `sections` and hold.
    init(_ model: UIKitBatchUpdateModel, sections: SectionChanges) {
      let old = model.oldCounts
      let new = model.newCounts
      let changedOld = sections.deleted.union(sections.landings.keys)
      let changedNew = sections.inserted.union(sections.landings.values)
      /// Whether `path` names an item before the update.
      func existsBefore(_ path: IndexPath) -> Bool {
        path.count == 2 && old.indices.contains(path[0]) && (0..<old[path[0]]).contains(path[1])
      }
      /// Whether `path` names an item after the update.
      func existsAfter(_ path: IndexPath) -> Bool {
        path.count == 2 && new.indices.contains(path[0]) && (0..<new[path[0]]).contains(path[1])
      }
      for path in model.deleteItems {
        if !existsBefore(path) {
          violations.append(.itemDeleteOutOfBounds(path))
        } else if changedOld.contains(path[0]) {
          violations.append(.itemChangeInDeletedSection(path))
        }
      }
      for path in model.reloadItems {
        if !existsBefore(path) {
          violations.append(.itemReloadOutOfBounds(path))
        } else if changedOld.contains(path[0]) {
          violations.append(.itemChangeInDeletedSection(path))
        }
      }
      for path in model.reconfigureItems {
        if !existsBefore(path) {
          violations.append(.itemReconfigureOutOfBounds(path))
        } else if changedOld.contains(path[0]) {
          violations.append(.itemChangeInDeletedSection(path))
        }
      }
      for path in model.insertItems {
        if !existsAfter(path) {
          violations.append(.itemInsertOutOfBounds(path))
        } else if changedNew.contains(path[0]) {
          violations.append(.itemChangeInInsertedSection(path))
        }
      }
      for move in model.moveItems {
        if !existsBefore(move.from) || !existsAfter(move.to) {
          violations.append(.itemMoveOutOfBounds(from: move.from, to: move.to))
        }
        if existsBefore(move.from) && changedOld.contains(move.from[0]) {
          violations.append(.itemChangeInDeletedSection(move.from))
        }
        if existsAfter(move.to) && changedNew.contains(move.to[0]) {
          violations.append(.itemChangeInInsertedSection(move.to))
        }
      }
      var deleted: Set<IndexPath> = []
      for path in model.deleteItems where !deleted.insert(path).inserted {
        violations.append(.itemDeletedTwice(path))
      }
      var reloaded: Set<IndexPath> = []
      for path in model.reloadItems where !reloaded.insert(path).inserted {
        violations.append(.itemReloadedTwice(path))
      }
      for path in model.reloadItems where deleted.contains(path) {
        violations.append(.itemDeleteAndReload(path))
      }
      for path in Set(model.reconfigureItems).sorted(by: { $0.lexicographicallyPrecedes($1) }) {
        if reloaded.contains(path) { violations.append(.itemReconfigureAndReload(path)) }
        if deleted.contains(path) { violations.append(.itemReconfigureAndDelete(path)) }
      }
      // Each reload that exists in a surviving section lands in that section's new index.
      for path in reloaded.sorted(by: { $0.lexicographicallyPrecedes($1) })
      where existsBefore(path) && !deleted.contains(path) {
        guard sections.oldToNew[path[0]] != nil else { continue }
        let sectionDeletes = Set(model.deleteSections)
        let section = UIKitBatchUpdateModel.landing(
          of: path[0], deletedBelow: sectionDeletes.filter { $0 < path[0] }.count,
          inserts: Set(model.insertSections).sorted())
        guard section < new.count else {
          violations.append(
            .itemReloadLandsOutOfBounds(path, landing: IndexPath(indexes: [section, path[1]])))
          continue
        }
        let below = deleted.filter { $0[0] == path[0] && $0[1] < path[1] }.count
        let inserts = model.insertItems.filter { $0.count == 2 && $0[0] == section }.map { $0[1] }
        let item = UIKitBatchUpdateModel.landing(
          of: path[1], deletedBelow: below, inserts: inserts.sorted())
        let landing = IndexPath(indexes: [section, item])
        if item < new[section] {
          landings[path] = landing
        } else {
          violations.append(.itemReloadLandsOutOfBounds(path, landing: landing))
        }
      }
      let insertedOrLanded = Set(model.insertItems).union(landings.values)
      var movedFrom: Set<IndexPath> = []
      var movedTo: Set<IndexPath> = []
      for move in model.moveItems {
        if deleted.contains(move.from) || reloaded.contains(move.from) {
          violations.append(.itemDeleteAndMove(move.from))
        }
        if insertedOrLanded.contains(move.to) { violations.append(.itemInsertAndMove(move.to)) }
        if !movedFrom.insert(move.from).inserted { violations.append(.itemMovedTwice(move.from)) }
        if !movedTo.insert(move.to).inserted { violations.append(.itemsMovedToOne(move.to)) }
      }
    }
  }

  /// The item count of every section that survives the update unreloaded, checked against its
  /// count before and the changes that touch it.
  private func itemCountViolations(sections: SectionChanges, items: ItemChanges) -> [Violation] {
    var violations: [Violation] = []
    for (oldSection, newSection) in sections.oldToNew.sorted(by: { $0.value < $1.value }) {
      let deleted = Set(deleteItems.filter { $0[0] == oldSection }).count
      let reloaded = Set(reloadItems.filter { $0[0] == oldSection }).count
      let inserted = insertItems.filter { $0[0] == newSection }.count
      let landed = items.landings.values.filter { $0[0] == newSection }.count
      let movedIn = moveItems.filter { $0.to[0] == newSection && $0.from[0] != oldSection }.count
      let movedOut = moveItems.filter { $0.from[0] == oldSection && $0.to[0] != newSection }.count
      let expected =
        oldCounts[oldSection] - deleted - reloaded + inserted + landed + movedIn - movedOut
      if newCounts[newSection] != expected {
        violations.append(
          .invalidNumberOfItems(
            section: newSection, expected: expected, actual: newCounts[newSection]))
      }
    }
    return violations
  }
}
