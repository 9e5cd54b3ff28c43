import Foundation
import ListKitTestSupport
import Testing

@_spi(ListKit) @testable import ListUI

/// Batch updates that keep the sections they do not touch
/// (`performBatchUpdates(keepingUntouchedSections:_:completion:)`): they ask the data source for
/// the touched sections' counts only, map sections by the update's changes, and lay out only the
/// touched sections again, with the result of asking for every count and laying out everything.
@MainActor
@Suite struct KeptSectionsTests {
  /// A collection view of `counts` on a flow layout with section insets, laid out.
  static func collectionView(_ counts: [Int]) -> (CollectionView, UIKitModelCountsDataSource) {
    let dataSource = UIKitModelCountsDataSource(counts: counts)
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 10, height: 1)
    layout.minimumLineSpacing = 0
    layout.minimumInteritemSpacing = 0
    layout.sectionInset = EdgeInsets(top: 1, left: 0, bottom: 2, right: 0)
    let collectionView = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 30, height: 20), collectionViewLayout: layout)
    collectionView.register(TestCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.scheduler = ManualScheduler()
    collectionView.dataSource = dataSource
    collectionView.layoutIfNeeded()
    return (collectionView, dataSource)
  }

  /// What a collection view holds after an update: its counts, the frame of every item, and its
  /// content size, as text to compare.
  static func state(of collectionView: CollectionView) -> [String] {
    var lines = ["counts \(collectionView.sectionCounts ?? [])", "\(collectionView.contentSize)"]
    for section in 0..<collectionView.numberOfSections {
      for item in 0..<collectionView.numberOfItems(inSection: section) {
        let frame = collectionView.layoutAttributesForItem(
          at: IndexPath(item: item, section: section))
        lines.append("item \(section)-\(item) \(frame?.frame ?? .zero)")
      }
    }
    return lines
  }

  /// Where two collection views' states differ after `batch`: the first line that does, with
  /// the batch; `nil` when they agree.
  static func difference(
    between expected: CollectionView, and actual: CollectionView, after batch: UIKitBatchUpdateModel
  ) -> String? {
    let expectedState = state(of: expected)
    let actualState = state(of: actual)
    guard expectedState == actualState else {
      let first = zip(expectedState, actualState).first { $0 != $1 }
      return "\(first.map { "\($0.0) ≠ \($0.1)" } ?? "lengths differ")\n    \(batch)"
    }
    return nil
  }

  /// Applies `batch` to a collection view of its old counts, asking for every count or keeping
  /// the untouched sections; returns the violation reported, if any, and the collection view.
  static func apply(_ batch: UIKitBatchUpdateModel, keeping: Bool)
    -> (CollectionViewError?, CollectionView)
  {
    let (collectionView, dataSource) = collectionView(batch.oldCounts)
    let violations = ViolationLog()
    collectionView.violationHandler = { violations.errors.append($0) }
    dataSource.counts = batch.newCounts
    collectionView.countQuestions = 0
    collectionView.performBatchUpdates(keepingUntouchedSections: keeping) {
      batch.apply(to: collectionView)
    }
    return (violations.errors.first, collectionView)
  }

  /// Applies `batch`, one of several in a row, to `collectionView` keeping its untouched
  /// sections, with `dataSource` giving the new counts; `nil` when it lays out as a full layout
  /// of the same counts does, else what went wrong.
  static func applyInARow(
    _ batch: UIKitBatchUpdateModel, to collectionView: CollectionView,
    dataSource: UIKitModelCountsDataSource
  ) -> String? {
    dataSource.counts = batch.newCounts
    let violations = ViolationLog()
    collectionView.violationHandler = { violations.errors.append($0) }
    collectionView.performBatchUpdates(keepingUntouchedSections: true) {
      batch.apply(to: collectionView)
    }
    if let error = violations.errors.first { return error.message }
    let (fullViolation, full) = apply(batch, keeping: false)
    if let fullViolation { return "a full layout rejects it: \(fullViolation.message)" }
    return state(of: collectionView) == state(of: full) ? nil : "the layouts differ"
  }

  /// `steps` updates in a row, each `makeBatch` of the counts before it, applied to a collection
  /// view of `counts` keeping its untouched sections; after each, `check` may find what is wrong
  /// with the flow layout. The first step that does not lay out as a full layout of the same
  /// counts, or that `check` faults, and why; `nil` when none.
  static func updatesInARow(
    from counts: [Int], steps: Int, using random: inout RepeatableRandomNumberGenerator,
    makeBatch: ([Int], inout RepeatableRandomNumberGenerator) -> UIKitBatchUpdateModel,
    check: (UIKitBatchUpdateModel, CollectionViewFlowLayout?) -> String? = { _, _ in nil }
  ) -> String? {
    var counts = counts
    let (collectionView, dataSource) = collectionView(counts)
    let layout = collectionView.collectionViewLayout as? CollectionViewFlowLayout
    for step in 1...steps {
      let batch = makeBatch(counts, &random)
      if let failure =
        applyInARow(batch, to: collectionView, dataSource: dataSource) ?? check(batch, layout)
      {
        return "step \(step): \(failure)"
      }
      counts = batch.newCounts
    }
    return nil
  }

  /// The reference model's random batches, applied both ways: a batch that asking every count
  /// accepts is accepted keeping the untouched sections, with the same counts and layout; one it
  /// rejects is rejected with the same error, unless the error is a count that changed in a
  /// section without changes, which only asking every count can see (a data source that keeps
  /// untouched sections promises not to do that).
  @Test func keepingUntouchedSectionsAgreesWithAskingEveryCount() {
    let failures = failuresForSeeds(1...10_000) { seed, random in
      let batch = UIKitBatchUpdateModel.random(using: &random)
      let (full, everyCount) = Self.apply(batch, keeping: false)
      let (kept, keeping) = Self.apply(batch, keeping: true)
      if let full {
        let unseen =
          full.kind == .invalidNumberOfItems
          && full.message.contains("(0 inserted, 0 deleted)")
          && full.message.contains("(0 moved in, 0 moved out)")
        if unseen && (kept == nil || kept?.kind == .invalidNumberOfItems) { return nil }
        return kept?.message == full.message
          ? nil : "\(full.message) ≠ \(kept?.message ?? "accepted")\n    \(batch)"
      }
      if let kept { return "rejected: \(kept.message)\n    \(batch)" }
      return Self.difference(between: everyCount, and: keeping, after: batch)
    }
    #expect(failures.isEmpty, "\(failures.count) disagree: \(failures.prefix(3))")
  }

  /// An update of k sections of a list of 10,000 asks for O(k) counts and lays out O(k)
  /// sections, and leaves the layout of every other section as a full layout has it: a moved
  /// section without item changes keeps its count and its layout, as an untouched one does.
  @Test func anUpdateOfKSectionsAsksForAndLaysOutKSections() {
    let old = (0..<10_000).map { $0 % 3 + 1 }
    var batch = UIKitBatchUpdateModel(old: old, new: old)
    // Delete section 10, insert one at 5,000, move 9,000 to 0, insert an item in section 20.
    batch.deleteSections = [10]
    batch.insertSections = [5_000]
    batch.moveSections = [(9_000, 0)]
    var new = old
    let moved = new.remove(at: 9_000)
    new.remove(at: 10)
    new.insert(moved, at: 0)
    new.insert(2, at: 5_000)
    new[20] += 1
    batch.newCounts = new
    batch.insertItems = [IndexPath(item: 0, section: 20)]
    let (violation, collectionView) = Self.apply(batch, keeping: true)
    #expect(violation == nil)
    // The inserted section and the one with an inserted item; not the moved one.
    #expect(collectionView.countQuestions == 2)
    let layout = collectionView.collectionViewLayout as? CollectionViewFlowLayout
    #expect(layout?.laidOutSectionCount == 2)
    #expect(layout?.laidOutItemCount == new[20] + new[5_000])
    #expect(collectionView.sectionCounts == new)
    let (_, full) = Self.apply(batch, keeping: false)
    #expect(Self.state(of: collectionView) == Self.state(of: full))
  }

  /// Twenty updates in a row of a list of 2,000 sections, each keeping its untouched sections:
  /// the flow layout's chunks, split and joined by each update, still lay out as a full layout
  /// of the same counts.
  @Test func manyUpdatesInARowLayOutAsAFullLayout() {
    let failures = failuresForSeeds(1...8) { seed, random in
      let counts = (0..<2_000).map { _ in Int.random(in: 0...3, using: &random) }
      return Self.updatesInARow(from: counts, steps: 20, using: &random) { counts, random in
        var deleted = Set<Int>()
        for _ in 0..<Int.random(in: 1...40, using: &random) {
          deleted.insert(Int.random(in: 0..<counts.count, using: &random))
        }
        let insertions = Int.random(in: 0...40, using: &random)
        return UIKitBatchUpdateModel.deletesAndInserts(
          of: counts, deleting: deleted, inserting: insertions, using: &random
        ) { Int.random(in: 0...3, using: &$0) }
      }
    }
    #expect(failures.isEmpty, "\(failures)")
  }

  /// Updates in a row that delete, insert and move sections all over a list of 3,000,
  /// each keeping its untouched sections: the layout's runs, cut, taken over and joined by each
  /// update in the order the moves give, still lay out as a full layout of the same counts.
  @Test func updatesWithMovesInARowLayOutAsAFullLayout() {
    let failures = failuresForSeeds(1...6) { seed, random in
      let counts = (0..<3_000).map { _ in Int.random(in: 0...2, using: &random) }
      return Self.updatesInARow(from: counts, steps: 12, using: &random) { counts, random in
        let inserts = Int.random(in: 0...20, using: &random)
        return UIKitBatchUpdateModel.sectionChanges(
          of: counts, changeEvery: 100, inserts: inserts, using: &random)
      }
    }
    #expect(failures.isEmpty, "\(failures)")
  }

  /// Updates in a row that insert and delete sections here and there copy, besides the sections
  /// they lay out, only a few sections beside each change: the runs of sections behind an insert,
  /// out of step with the layout's by one section, are kept, not copied to the end of the list;
  /// and the runs the layout is kept in do not get ever shorter.
  @Test func scatteredChangesCopyOnlyAFewSectionsBesideEach() {
    let failures = failuresForSeeds(1...4) { seed, random in
      let counts = Array(repeating: 1, count: 20_000)
      return Self.updatesInARow(from: counts, steps: 10, using: &random) { counts, random in
        let deleted = Set((0..<10).map { _ in Int.random(in: 0..<counts.count, using: &random) })
        return UIKitBatchUpdateModel.deletesAndInserts(
          of: counts, deleting: deleted, inserting: 10, using: &random
        ) { _ in 1 }
      } check: { batch, layout in
        let changes = batch.deleteSections.count + batch.insertSections.count
        let bound = 3 * FlowSectionStore.smallestPiece * changes
        let copied = layout?.copiedSectionCount ?? .max
        if copied > bound { return "\(copied) sections copied, over \(bound)" }
        let pieces = layout?.storedPieceCount ?? .max
        let sections = batch.newCounts.count
        if pieces > sections / FlowSectionStore.smallestPiece + 1 {
          return "\(sections) sections in \(pieces) runs"
        }
        return nil
      }
    }
    #expect(failures.isEmpty, "\(failures)")
  }

  /// The mapping of sections by an update's changes gives each old section the place that
  /// filling the free places in order gives it, and each new section its old one.
  @Test func sectionMappingAgreesWithFillingTheFreePlaces() {
    let failures = failuresForSeeds(1...5_000) { seed, random in
      let oldCount = Int.random(in: 0...30, using: &random)
      var order: [Int?] = []
      var deleted = Set<Int>()
      var moved: [Int] = []
      for section in 0..<oldCount {
        switch Int.random(in: 0..<6, using: &random) {
        case 0: deleted.insert(section)
        case 1: moved.append(section)
        default: order.append(section)
        }
      }
      for section in moved {
        order.insert(section, at: Int.random(in: 0...order.count, using: &random))
      }
      for _ in 0..<Int.random(in: 0...4, using: &random) {
        order.insert(nil, at: Int.random(in: 0...order.count, using: &random))
      }
      var update = BatchUpdate()
      update.deleteSections = deleted.sorted()
      update.insertSections = order.indices.filter { order[$0] == nil }
      update.moveSections = order.enumerated().compactMap { slot, section in
        section.flatMap { moved.contains($0) ? ($0, slot) : nil }
      }
      let changes = SectionChanges(update, oldCount: oldCount, newCount: order.count)
      let mapping = SectionMapping(
        sections: changes, moves: update.moveSections, oldCount: oldCount, newCount: order.count)
      for old in 0..<oldCount {
        let expected = order.firstIndex { $0 == old }
        if mapping[old] != expected { return "old \(old) → \(mapping[old] ?? -1)" }
      }
      for new in order.indices where mapping.oldSection(forNew: new) != order[new] {
        return "new \(new) ← \(mapping.oldSection(forNew: new) ?? -1)"
      }
      // The runs cover every new section once, each carried one from the old section it maps.
      let recomputed = Set(mapping.occupied).union(
        (0..<order.count).filter { _ in Int.random(in: 0..<5, using: &random) == 0 }
      ).sorted()
      var walked: [Int?] = []
      mapping.forEachRun(recomputing: recomputed) { range, start in
        if start != walked.count { walked.append(-1) }
        walked += range.map { $0 }
      } fresh: { _ in
        walked.append(nil)
      }
      let expectedWalk = order.indices.map { recomputed.contains($0) ? nil : order[$0] }
      return walked == expectedWalk ? nil : "walked \(walked) ≠ \(expectedWalk)"
    }
    #expect(failures.isEmpty, "\(failures.prefix(3))")
  }
}
