import Foundation

/// A batch update of sections checked, mapped and arranged in the layout ahead of the update,
/// at earlier turns of the main actor, so that the turn that applies it does only what depends
/// on the data after it: how a list of a million sections is updated without holding the main
/// actor longer than a frame.
///
/// ``CollectionView/prepareBatchUpdate(movingSections:deletingSections:insertingSections:newSectionCount:)``
/// makes one; each ``prepareNextStep()``, at a turn of its own, does one step:
/// 1. checks the section changes against UIKit's rules, maps the old sections to the new ones,
///    and carries the counts of the sections the update does not touch over;
/// 2. has the layout arrange the runs of sections the update keeps
///    (``CollectionViewFlowLayout`` does, a part of at most 4,000 runs and held places a step,
///    over as many steps as that takes; other layouts arrange nothing).
///
/// The first step can also be done off the main actor, ahead of the preparation:
/// ``checkSections(moves:deletes:inserts:newSectionCount:against:)`` checks and maps the
/// section changes against a snapshot of the counts (``CollectionView/countsSnapshot``), and a
/// preparation given its result starts at the second step while the counts are still those.
///
/// ``CollectionView/performBatchUpdates(prepared:keepingUntouchedSections:_:completion:)`` then
/// uses what is prepared if its block makes these section changes, in the same order, and
/// nothing changed the collection view's counts or the layout's sections in between; otherwise
/// it applies the update as one not prepared. Either way the result is the same.
@_spi(ListKit)
@MainActor
public final class PreparedBatchUpdate {
  /// The steps of the preparation.
  enum Step {
    case sections, layout, done
  }

  private weak var collectionView: CollectionView?
  /// The section changes, as the update records them: made at the first step.
  private(set) var update = BatchUpdate()
  /// The section changes as they were given, until the first step makes ``update`` of them.
  private let moves: [(from: Int, to: Int)]
  private let deletes: IndexSet
  private let inserts: IndexSet
  let newSectionCount: Int
  private(set) var step = Step.sections
  /// Which version of the collection view's counts the section changes were checked against.
  private var countsVersion = -1
  /// The section changes checked and mapped, until the update takes them.
  private var sections: UpdateValidator.PreparedSections?
  /// The sections after the update that it lays out again, and what the layout arranged for it.
  private(set) var recomputed: [Int] = []
  private(set) var layoutPlan: AnyObject?
  private weak var plannedLayout: CollectionViewLayout?

  /// A collection view's counts at one moment, and which version of them they are.
  @_spi(ListKit)
  public struct Counts: @unchecked Sendable {
    let counts: [Int]
    let version: Int
    /// How many sections the counts are of.
    public var sectionCount: Int { counts.count }
  }

  /// The first step's result, made from a snapshot of the counts, off the main actor if need
  /// be: the section changes as the update records them, checked and mapped.
  @_spi(ListKit)
  public struct CheckedSections: @unchecked Sendable {
    let update: BatchUpdate
    let sections: UpdateValidator.PreparedSections
    /// The version of the counts they were checked against.
    let countsVersion: Int
  }

  init(
    collectionView: CollectionView, moves: [(from: Int, to: Int)], deletes: IndexSet,
    inserts: IndexSet, newSectionCount: Int, checked: CheckedSections? = nil
  ) {
    self.collectionView = collectionView
    self.moves = moves
    self.deletes = deletes
    self.inserts = inserts
    self.newSectionCount = newSectionCount
    // The version changes with every change of the counts, their reset included.
    if let checked, checked.countsVersion == collectionView.countsVersion {
      take(checked, ahead: true)
    }
  }

  /// Checks and maps section changes against `counts`: the first step, done by any thread.
  /// A preparation given the result starts at the second step if the collection view's counts
  /// are still `counts`, and does the first again otherwise.
  ///
  /// - Complexity: O(*c* log *c*) for *c* changed sections, and a copy of the *n* counts.
  @_spi(ListKit)
  public nonisolated static func checkSections(
    moves: [(from: Int, to: Int)], deletes: IndexSet, inserts: IndexSet, newSectionCount: Int,
    against counts: Counts
  ) -> CheckedSections {
    var update = BatchUpdate()
    update.moveSections = moves
    update.deleteSections = deletes.ascendingIndexes
    update.insertSections = inserts.ascendingIndexes
    let validator = UpdateValidator(
      update: update, old: counts.counts, newSectionCount: newSectionCount, askCount: { _ in 0 })
    return CheckedSections(
      update: update, sections: validator.prepareSections(), countsVersion: counts.version)
  }

  /// Makes `checked` the first step's result, which `ahead` says was made before the
  /// preparation.
  private func take(_ checked: CheckedSections, ahead: Bool) {
    update = checked.update
    countsVersion = checked.countsVersion
    sections = checked.sections
    recomputed = checked.sections.mapping?.inserted ?? []
    step = checked.sections.mapping == nil ? .done : .layout
    checkedAhead = ahead
  }

  /// Whether the first step was done ahead of the preparation, by
  /// ``checkSections(moves:deletes:inserts:newSectionCount:against:)``.
  private(set) var checkedAhead = false

  /// Whether every step is done.
  public var isComplete: Bool { step == .done }

  /// Does the next step of the preparation, if one is left.
  ///
  /// - Complexity: the first step O(*c* log *c*) for *c* changed sections and a copy of the
  ///   *n* counts; each of the others, for a flow layout, O(*c* + *s* log *p*) for *s* runs and
  ///   held places of at most 4,000 and *p* runs of sections.
  public func prepareNextStep() {
    guard let collectionView else {
      step = .done
      return
    }
    switch step {
    case .sections:
      let old = collectionView.loadCountsIfNeeded()
      take(
        Self.checkSections(
          moves: moves, deletes: deletes, inserts: inserts, newSectionCount: newSectionCount,
          against: Counts(counts: old, version: collectionView.countsVersion)),
        ahead: false)
    case .layout:
      let layout = collectionView.collectionViewLayout
      if let layoutPlan, layout === plannedLayout {
        if layout.arrangeNextPart(of: layoutPlan) { step = .done }
        return
      }
      step = .done
      guard let mapping = sections?.mapping else { return }
      layoutPlan = layout.plan(BatchRelayout(mapping: mapping, recomputed: recomputed))
      plannedLayout = layout
      if let layoutPlan, !layout.arrangeNextPart(of: layoutPlan) {
        // A large update's runs are arranged over several turns, a part at each.
        step = .layout
      }
    case .done:
      break
    }
  }

  /// The prepared section changes for `update`, which `collectionView` recorded, if they are the
  /// changes prepared, with the same version of its counts before them and as many sections
  /// after them; they are handed over once.
  func takeSections(
    for update: BatchUpdate, in collectionView: CollectionView, newSectionCount: Int
  ) -> UpdateValidator.PreparedSections? {
    guard let sections, collectionView === self.collectionView,
      collectionView.countsVersion == countsVersion, newSectionCount == self.newSectionCount,
      update.reloadSections.isEmpty, update.deleteSections == self.update.deleteSections,
      update.insertSections == self.update.insertSections,
      update.moveSections.elementsEqual(self.update.moveSections, by: { $0 == $1 })
    else { return nil }
    self.sections = nil
    return sections
  }

  /// `sections` as an array, ascending, when they are the deleted sections this preparation
  /// made one of at its first step: an `IndexSet` of thousands of scattered sections is slow to
  /// walk, and the turn that applies the update need not walk it again.
  func deletedSections(ifPrepared sections: IndexSet) -> [Int]? {
    step != .sections && sections == deletes ? update.deleteSections : nil
  }

  /// `sections` as an array, ascending, when they are the inserted sections this preparation
  /// made one of at its first step.
  func insertedSections(ifPrepared sections: IndexSet) -> [Int]? {
    step != .sections && sections == inserts ? update.insertSections : nil
  }

  /// What the layout arranged, for `layout`, if it laid out the sections that `touched` names.
  func takeLayoutPlan(for layout: CollectionViewLayout, touched: [Int]) -> AnyObject? {
    guard let layoutPlan, layout === plannedLayout, touched == recomputed else { return nil }
    self.layoutPlan = nil
    return layoutPlan
  }
}
