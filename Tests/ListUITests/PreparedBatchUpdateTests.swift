import Foundation
import ListKitTestSupport
import Testing

@_spi(ListKit) @testable import ListUI

/// Batch updates prepared at earlier turns (`PreparedBatchUpdate`): the section changes checked
/// and mapped, the untouched counts carried over and the flow layout's kept runs arranged ahead
/// of the update give what the same update gives unprepared, and a preparation that no longer
/// fits is not used.
@MainActor
@Suite struct PreparedBatchUpdateTests {
  /// Prepares `batch`'s section changes on `collectionView`, every step done.
  static func prepare(_ batch: UIKitBatchUpdateModel, on collectionView: CollectionView)
    -> PreparedBatchUpdate
  {
    let prepared = collectionView.prepareBatchUpdate(
      movingSections: batch.moveSections, deletingSections: IndexSet(batch.deleteSections),
      insertingSections: IndexSet(batch.insertSections), newSectionCount: batch.newCounts.count)
    var steps = 0
    while !prepared.isComplete {
      prepared.prepareNextStep()
      steps += 1
      precondition(steps <= 2, "a preparation of more than two steps")
    }
    return prepared
  }

  /// Makes `batch`'s calls on `collectionView` with its section changes in the order that a
  /// prepared update records them: moves, deletes, inserts; then reloads and item changes.
  static func record(_ batch: UIKitBatchUpdateModel, on collectionView: CollectionView) {
    for move in batch.moveSections { collectionView.moveSection(move.from, toSection: move.to) }
    collectionView.deleteSections(IndexSet(batch.deleteSections))
    collectionView.insertSections(IndexSet(batch.insertSections))
    var rest = batch
    rest.moveSections = []
    rest.deleteSections = []
    rest.insertSections = []
    rest.apply(to: collectionView)
  }

  /// Applies `batch` to `collectionView`, whose data source `dataSource` gets the new counts,
  /// keeping the untouched sections, prepared with `prepared` or not; the violation reported,
  /// if any.
  static func apply(
    _ batch: UIKitBatchUpdateModel, to collectionView: CollectionView,
    dataSource: UIKitModelCountsDataSource, prepared: PreparedBatchUpdate?
  ) -> CollectionViewError? {
    let violations = ViolationLog()
    collectionView.violationHandler = { violations.errors.append($0) }
    dataSource.counts = batch.newCounts
    collectionView.performBatchUpdates(prepared: prepared, keepingUntouchedSections: true) {
      record(batch, on: collectionView)
    }
    return violations.errors.first
  }

  /// The flow layout of `collectionView`.
  static func flowLayout(of collectionView: CollectionView) -> CollectionViewFlowLayout? {
    collectionView.collectionViewLayout as? CollectionViewFlowLayout
  }

  /// The counts carried over at the preparation are the counts the validation gives, filled in
  /// place: the validator holds the only reference to them, and the first count it asks for
  /// copies nothing.
  @Test func theCarriedCountsAreFilledInPlace() {
    var update = BatchUpdate()
    update.insertSections = [3]
    update.deleteSections = [500]
    let old = Array(repeating: 2, count: 1_000)
    let ask = { (section: Int) in section == 3 ? 7 : 2 }
    let validator = UpdateValidator(update: update, old: old, newSectionCount: 1_000, askCount: ask)
    let prepared = validator.prepareSections()
    let carried = prepared.carriedCounts.withUnsafeBufferPointer { $0.baseAddress }
    var taking = UpdateValidator(
      update: update, old: old, newSectionCount: 1_000, prepared: consume prepared,
      askCount: ask)
    guard case .success(let outcome) = taking.validate(), case .all(let new) = outcome.new else {
      Issue.record("the update is valid and gives every count")
      return
    }
    #expect(outcome.touched == [3])
    #expect(new[3] == 7)
    #expect(new.count == 1_000)
    #expect(new.withUnsafeBufferPointer { $0.baseAddress } == carried)
  }

  /// The reference model's random batches, prepared and not: the same error, or the same counts
  /// and layout; and most of the valid ones use what was prepared, their layout's arrangement
  /// included.
  @Test func preparedAgreesWithNotPrepared() {
    var usedSections = 0
    var usedPlans = 0
    let failures = failuresForSeeds(1...3_000) { seed, random in
      let batch = UIKitBatchUpdateModel.random(using: &random)
      let (plain, plainData) = KeptSectionsTests.collectionView(batch.oldCounts)
      let plainViolation = Self.apply(batch, to: plain, dataSource: plainData, prepared: nil)
      let (ahead, aheadData) = KeptSectionsTests.collectionView(batch.oldCounts)
      let prepared = Self.prepare(batch, on: ahead)
      let aheadViolation = Self.apply(batch, to: ahead, dataSource: aheadData, prepared: prepared)
      usedSections += ahead.preparedUpdateCount
      usedPlans += Self.flowLayout(of: ahead)?.plannedRelayoutCount ?? 0
      if plainViolation != nil || aheadViolation != nil {
        return plainViolation?.message == aheadViolation?.message
          ? nil
          : "\(plainViolation?.message ?? "accepted") ≠ \(aheadViolation?.message ?? "accepted")"
            + "\n    \(batch)"
      }
      return KeptSectionsTests.difference(between: plain, and: ahead, after: batch)
    }
    #expect(failures.isEmpty, "\(failures.count) disagree: \(failures.prefix(3))")
    #expect(usedSections > 1_500, "only \(usedSections) updates used their prepared sections")
    #expect(usedPlans > 300, "only \(usedPlans) updates used their layout's arrangement")
  }

  /// Prepares `batch`'s section changes on `collectionView` with its section changes checked
  /// off the main actor against `counts`, every step done.
  static func prepareCheckedAhead(
    _ batch: UIKitBatchUpdateModel, on collectionView: CollectionView,
    against counts: PreparedBatchUpdate.Counts
  ) async -> PreparedBatchUpdate {
    let moves = batch.moveSections
    let deletes = IndexSet(batch.deleteSections)
    let inserts = IndexSet(batch.insertSections)
    let newSectionCount = batch.newCounts.count
    let checked = await Task.detached {
      PreparedBatchUpdate.checkSections(
        moves: moves, deletes: deletes, inserts: inserts, newSectionCount: newSectionCount,
        against: counts)
    }.value
    let prepared = collectionView.prepareBatchUpdate(
      movingSections: moves, deletingSections: deletes, insertingSections: inserts,
      newSectionCount: newSectionCount, checked: checked)
    while !prepared.isComplete { prepared.prepareNextStep() }
    return prepared
  }

  /// Section changes checked off the main actor against the counts the collection view still
  /// has: the preparation starts at its second step, and the update gives what it gives
  /// unprepared, the same error or the same counts and layout.
  @Test func sectionsCheckedAheadAgreeWithNotPrepared() async {
    var failures: [String] = []
    var checkedAhead = 0
    for seed in UInt64(1)...400 {
      var random = RepeatableRandomNumberGenerator(seed: seed)
      let batch = UIKitBatchUpdateModel.random(using: &random)
      let (plain, plainData) = KeptSectionsTests.collectionView(batch.oldCounts)
      let plainViolation = Self.apply(batch, to: plain, dataSource: plainData, prepared: nil)
      let (ahead, aheadData) = KeptSectionsTests.collectionView(batch.oldCounts)
      guard let counts = ahead.countsSnapshot else {
        failures.append("seed \(seed): no counts after the first layout")
        continue
      }
      let prepared = await Self.prepareCheckedAhead(batch, on: ahead, against: counts)
      if prepared.checkedAhead { checkedAhead += 1 }
      let aheadViolation = Self.apply(batch, to: ahead, dataSource: aheadData, prepared: prepared)
      if plainViolation != nil || aheadViolation != nil {
        if plainViolation?.message != aheadViolation?.message {
          failures.append(
            "seed \(seed): \(plainViolation?.message ?? "accepted") ≠ "
              + "\(aheadViolation?.message ?? "accepted")")
        }
      } else if let difference = KeptSectionsTests.difference(
        between: plain, and: ahead, after: batch)
      {
        failures.append("seed \(seed): \(difference)")
      }
    }
    #expect(failures.isEmpty, "\(failures.count) disagree: \(failures.prefix(3))")
    #expect(checkedAhead == 400)
  }

  /// Section changes checked against counts the collection view no longer has, reloaded since:
  /// the preparation checks them again against its counts, and the update is still right.
  @Test func sectionsCheckedAgainstOtherCountsAreCheckedAgain() async throws {
    var random = RepeatableRandomNumberGenerator(seed: 11)
    let counts = (0..<500).map { _ in Int.random(in: 0...2, using: &random) }
    let batch = UIKitBatchUpdateModel.sectionChanges(
      of: counts, changeEvery: 20, inserts: 25, using: &random)
    let (collectionView, dataSource) = KeptSectionsTests.collectionView(counts)
    let snapshot = try #require(collectionView.countsSnapshot)
    collectionView.reloadData()
    collectionView.layoutIfNeeded()
    let prepared = await Self.prepareCheckedAhead(batch, on: collectionView, against: snapshot)
    #expect(!prepared.checkedAhead)
    #expect(
      Self.apply(batch, to: collectionView, dataSource: dataSource, prepared: prepared) == nil)
    #expect(collectionView.preparedUpdateCount == 1)
    let (full, _) = KeptSectionsTests.collectionView(batch.newCounts)
    #expect(KeptSectionsTests.state(of: collectionView) == KeptSectionsTests.state(of: full))
  }

  /// Prepared updates in a row over a list of 3,000 sections, each laid out into the runs
  /// arranged for it: the layout is a full layout of the same counts after each, and every
  /// update used its preparation.
  @Test func preparedUpdatesInARowLayOutAsAFullLayout() {
    let failures = failuresForSeeds(1...4) { seed, random in
      var counts = (0..<3_000).map { _ in Int.random(in: 0...2, using: &random) }
      let (collectionView, dataSource) = KeptSectionsTests.collectionView(counts)
      for step in 1...10 {
        let batch = UIKitBatchUpdateModel.sectionChanges(
          of: counts, changeEvery: 40, inserts: counts.count / 40, using: &random)
        let prepared = Self.prepare(batch, on: collectionView)
        if let violation = Self.apply(
          batch, to: collectionView, dataSource: dataSource, prepared: prepared)
        {
          return "step \(step): \(violation.message)"
        }
        let plans = Self.flowLayout(of: collectionView)?.plannedRelayoutCount ?? 0
        if collectionView.preparedUpdateCount != step || plans != step {
          return "step \(step): \(collectionView.preparedUpdateCount) prepared, \(plans) planned"
        }
        let (full, _) = KeptSectionsTests.collectionView(batch.newCounts)
        if KeptSectionsTests.state(of: collectionView) != KeptSectionsTests.state(of: full) {
          return "step \(step): the layouts differ"
        }
        counts = batch.newCounts
      }
      return nil
    }
    #expect(failures.isEmpty, "\(failures)")
  }

  /// What changes between a preparation and its update decides what of it is used: counts
  /// reloaded, none of it; a new size, the section changes but not the layout's arrangement;
  /// other section changes in the block, none of it. Each update still lays out as a full
  /// layout, and so does a plain update after it, from the layout that the unused arrangement
  /// was made from.
  @Test(arguments: ["reloaded counts", "new size", "other section changes"])
  func aPreparationThatNoLongerFitsIsNotUsed(_ change: String) {
    var random = RepeatableRandomNumberGenerator(seed: 7)
    let counts = (0..<2_000).map { _ in Int.random(in: 0...2, using: &random) }
    let (collectionView, dataSource) = KeptSectionsTests.collectionView(counts)
    var batch = UIKitBatchUpdateModel.sectionChanges(
      of: counts, changeEvery: 50, inserts: 40, using: &random)
    let prepared = Self.prepare(batch, on: collectionView)
    var usesSections = false
    switch change {
    case "reloaded counts":
      collectionView.reloadData()
      collectionView.layoutIfNeeded()
    case "new size":
      collectionView.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
      collectionView.layoutIfNeeded()
      usesSections = true
    default:
      batch = UIKitBatchUpdateModel.sectionChanges(
        of: counts, changeEvery: 50, inserts: 40, using: &random)
    }
    #expect(
      Self.apply(batch, to: collectionView, dataSource: dataSource, prepared: prepared) == nil)
    #expect(collectionView.preparedUpdateCount == (usesSections ? 1 : 0))
    #expect(Self.flowLayout(of: collectionView)?.plannedRelayoutCount == 0)
    let (full, _) = KeptSectionsTests.collectionView(batch.newCounts)
    full.frame = collectionView.frame
    full.layoutIfNeeded()
    #expect(KeptSectionsTests.state(of: collectionView) == KeptSectionsTests.state(of: full))

    let next = UIKitBatchUpdateModel.sectionChanges(
      of: batch.newCounts, changeEvery: 50, inserts: 40, using: &random)
    #expect(Self.apply(next, to: collectionView, dataSource: dataSource, prepared: nil) == nil)
    let (nextFull, _) = KeptSectionsTests.collectionView(next.newCounts)
    nextFull.frame = collectionView.frame
    nextFull.layoutIfNeeded()
    #expect(KeptSectionsTests.state(of: collectionView) == KeptSectionsTests.state(of: nextFull))
  }

  /// A layout's arrangement made but never used, its update dropped, lets the layout's
  /// sections go unchanged: the next update lays out as a full layout.
  @Test func anArrangementDroppedUnusedLeavesTheLayoutWhole() {
    var random = RepeatableRandomNumberGenerator(seed: 11)
    let counts = (0..<2_000).map { _ in Int.random(in: 0...2, using: &random) }
    let (collectionView, dataSource) = KeptSectionsTests.collectionView(counts)
    do {
      let dropped = UIKitBatchUpdateModel.sectionChanges(
        of: counts, changeEvery: 30, inserts: 60, using: &random)
      _ = Self.prepare(dropped, on: collectionView)
    }
    let batch = UIKitBatchUpdateModel.sectionChanges(
      of: counts, changeEvery: 30, inserts: 60, using: &random)
    let prepared = Self.prepare(batch, on: collectionView)
    #expect(
      Self.apply(batch, to: collectionView, dataSource: dataSource, prepared: prepared) == nil)
    #expect(Self.flowLayout(of: collectionView)?.plannedRelayoutCount == 1)
    let (full, _) = KeptSectionsTests.collectionView(batch.newCounts)
    #expect(KeptSectionsTests.state(of: collectionView) == KeptSectionsTests.state(of: full))
  }

  /// A prepared update of 20,000 sections, about a tenth of them deleted, a tenth moved and
  /// 2,000 inserted: the flow layout arranges its kept runs over several turns, a part of at
  /// most 4,000 runs and held places at each; the turn that applies it asks for the counts of
  /// the inserted sections only and lays out only them (a moved section keeps its count and
  /// sizes, as an untouched one does); the result is a full layout's.
  @Test func aLargeUpdateIsArrangedOverSeveralTurnsAndLaysOutOnlyItsInsertedSections() {
    var random = RepeatableRandomNumberGenerator(seed: 5)
    let counts = (0..<20_000).map { _ in Int.random(in: 0...2, using: &random) }
    let (collectionView, dataSource) = KeptSectionsTests.collectionView(counts)
    let batch = UIKitBatchUpdateModel.sectionChanges(
      of: counts, changeEvery: 10, inserts: 2_000, using: &random)
    let prepared = collectionView.prepareBatchUpdate(
      movingSections: batch.moveSections, deletingSections: IndexSet(batch.deleteSections),
      insertingSections: IndexSet(batch.insertSections), newSectionCount: batch.newCounts.count)
    var steps = 0
    while !prepared.isComplete {
      prepared.prepareNextStep()
      steps += 1
    }
    // The section changes, then the layout's runs in more than one part.
    #expect(steps >= 3)
    #expect(batch.moveSections.count > 1_000)
    collectionView.countQuestions = 0
    #expect(
      Self.apply(batch, to: collectionView, dataSource: dataSource, prepared: prepared) == nil)
    let layout = Self.flowLayout(of: collectionView)
    #expect(collectionView.preparedUpdateCount == 1)
    #expect(layout?.plannedRelayoutCount == 1)
    #expect(collectionView.countQuestions == batch.insertSections.count)
    #expect(layout?.laidOutSectionCount == batch.insertSections.count)
    let (full, _) = KeptSectionsTests.collectionView(batch.newCounts)
    #expect(KeptSectionsTests.state(of: collectionView) == KeptSectionsTests.state(of: full))
  }

  /// A large update applied when only part of its layout's runs are arranged: the layout pass
  /// arranges the rest first, and lays out as a full layout.
  @Test func anUpdateAppliedBeforeItsArrangementIsCompleteArrangesTheRest() {
    var random = RepeatableRandomNumberGenerator(seed: 9)
    let counts = (0..<20_000).map { _ in Int.random(in: 0...2, using: &random) }
    let (collectionView, dataSource) = KeptSectionsTests.collectionView(counts)
    let batch = UIKitBatchUpdateModel.sectionChanges(
      of: counts, changeEvery: 10, inserts: 2_000, using: &random)
    let prepared = collectionView.prepareBatchUpdate(
      movingSections: batch.moveSections, deletingSections: IndexSet(batch.deleteSections),
      insertingSections: IndexSet(batch.insertSections), newSectionCount: batch.newCounts.count)
    // The section changes and the first part of the layout's runs.
    prepared.prepareNextStep()
    prepared.prepareNextStep()
    #expect(!prepared.isComplete)
    #expect(
      Self.apply(batch, to: collectionView, dataSource: dataSource, prepared: prepared) == nil)
    #expect(Self.flowLayout(of: collectionView)?.plannedRelayoutCount == 1)
    let (full, _) = KeptSectionsTests.collectionView(batch.newCounts)
    #expect(KeptSectionsTests.state(of: collectionView) == KeptSectionsTests.state(of: full))
  }
}
