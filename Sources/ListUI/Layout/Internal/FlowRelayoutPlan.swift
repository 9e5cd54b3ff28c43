import Foundation

/// A flow layout's batch relayout arranged ahead of the update: the runs of sections the update
/// keeps, taken over, cut and copied from the layout's sections as they are, with places held
/// open for the sections it lays out again.
///
/// Made at a turn of the main actor before the batch update, it is used by the layout pass of
/// that update when the layout's sections are still the ones it was arranged from; otherwise it
/// is dropped, and the sections it took over stay with the layout.
@MainActor
final class FlowRelayoutPlan {
  /// The sections the plan was arranged from, until it is used.
  private(set) var source: FlowSectionStore?
  /// The sections laid out again, after the update, ascending: one place held for each.
  let recomputed: [Int]
  private var builder = FlowSectionStore.Builder()

  /// How many sections were copied beside the sections laid out again.
  var copiedSectionCount: Int { builder.copiedSectionCount }

  /// Arranges `relayout` over `source`.
  ///
  /// - Complexity: O(*p* + *k* log *p*) for *p* runs of sections in `source` and *k* changes,
  ///   and at most ``FlowSectionStore/smallestPiece`` sections copied beside each.
  init(_ relayout: BatchRelayout, over source: FlowSectionStore) {
    self.source = source
    recomputed = relayout.recomputed
    relayout.mapping.forEachRun(recomputing: relayout.recomputed) { range, _ in
      builder.append(range, of: source)
    } fresh: { _ in
      builder.appendPlaceholder()
    }
  }

  /// Whether the plan can finish `relayout` of the layout's `sections`: it was arranged from
  /// them, for the same sections laid out again.
  func fits(_ relayout: BatchRelayout, over sections: FlowSectionStore) -> Bool {
    source === sections && recomputed == relayout.recomputed
  }

  /// The layout's new sections, with `layOut` giving each section laid out again, in order.
  ///
  /// - Complexity: O(*p* + *u*) for *p* runs of sections and *u* sections in the chunks that
  ///   held places, besides laying out the ``recomputed`` sections.
  func finish(layingOut layOut: (Int) -> FlowSection) -> FlowSectionStore {
    source = nil
    return builder.finish { layOut(recomputed[$0]) }
  }
}
