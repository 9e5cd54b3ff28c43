import Foundation

/// A flow layout's batch relayout arranged ahead of the update: the runs of sections the update
/// keeps, taken over, cut and copied from the layout's sections as they are, with places held
/// open for the sections it lays out again.
///
/// Made at a turn of the main actor before the batch update, and arranged in parts of at most
/// ``stepsPerPart`` runs and places, one part a turn (``arrangeNextPart()``), it is used by the
/// layout pass of that update when the layout's sections are still the ones it was arranged
/// from; otherwise it is dropped, and the sections it took over stay with the layout.
@MainActor
final class FlowRelayoutPlan {
  /// How many runs and held places one part arranges: each run is a few cache misses in the
  /// sections it is cut from, so that a part of a million sections' update stays well under a
  /// frame.
  static let stepsPerPart = 4_000

  /// One step of the arrangement: a run of old sections carried over, or a place held.
  private enum Step {
    case carried(Range<Int>)
    case held
  }

  /// The sections the plan was arranged from, until it is used.
  private(set) var source: FlowSectionStore?
  /// The sections laid out again, after the update, ascending: one place held for each.
  let recomputed: [Int]
  private var builder = FlowSectionStore.Builder()
  /// The steps in order, and how many are done.
  private var steps: [Step] = []
  private var nextStep = 0

  /// How many sections were copied beside the sections laid out again.
  var copiedSectionCount: Int { builder.copiedSectionCount }

  /// Whether every part is arranged.
  private(set) var isArranged = false

  /// How many parts were arranged, for tests that check that a large update is arranged over
  /// several turns.
  private(set) var arrangedPartCount = 0

  /// Lists the steps of `relayout` over `source`; ``arrangeNextPart()`` arranges them.
  ///
  /// - Complexity: O(*c* + *r*) for *c* changed and *r* recomputed sections.
  init(_ relayout: BatchRelayout, over source: FlowSectionStore) {
    self.source = source
    recomputed = relayout.recomputed
    var steps: [Step] = []
    relayout.mapping.forEachRun(recomputing: relayout.recomputed) { range, _ in
      steps.append(.carried(range))
    } fresh: { _ in
      steps.append(.held)
    }
    self.steps = steps
  }

  /// Arranges the next ``stepsPerPart`` steps, if any are left.
  ///
  /// - Complexity: O(*s* log *p*) for *s* steps and *p* runs of sections in the source, and at
  ///   most ``FlowSectionStore/smallestPiece`` sections copied beside each place held.
  func arrangeNextPart() {
    guard let source, !isArranged else { return }
    let end = min(steps.count, nextStep + Self.stepsPerPart)
    for index in nextStep..<end {
      switch steps[index] {
      case .carried(let range): builder.append(range, of: source)
      case .held: builder.appendPlaceholder()
      }
    }
    nextStep = end
    arrangedPartCount += 1
    if end == steps.count {
      isArranged = true
      steps = []
    }
  }

  /// Whether the plan can finish `relayout` of the layout's `sections`: it was arranged from
  /// them, for the same sections laid out again.
  func fits(_ relayout: BatchRelayout, over sections: FlowSectionStore) -> Bool {
    source === sections && recomputed == relayout.recomputed
  }

  /// The layout's new sections, with `layOut` laying out each section laid out again, given its
  /// number after the update, in order; the parts not yet arranged are arranged first.
  ///
  /// - Complexity: O(*p* + *u*) for *p* runs of sections and *u* sections in the chunks that
  ///   held places, besides laying out the ``recomputed`` sections.
  func finish(layingOut layOut: FlowSectionStore.LayOut) -> FlowSectionStore {
    while !isArranged { arrangeNextPart() }
    source = nil
    return builder.finish { layOut(recomputed[$0], &$1, &$2) }
  }
}
