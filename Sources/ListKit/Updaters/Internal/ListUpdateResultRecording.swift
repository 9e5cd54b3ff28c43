import Foundation

/// An updater that says what an update did to each of its completions while they run.
@MainActor
protocol ListUpdateResultRecording: AnyObject {
  /// The result of the update whose completion is running; `nil` outside its completions.
  var currentUpdateResult: ListUpdateResult? { get set }
}

extension ListUpdateResultRecording {
  /// Calls `completions` with `finished`, each while ``currentUpdateResult`` says the update's
  /// `outcome`, so that an update a completion starts cannot change what the next one is told.
  func callCompletions(
    _ completions: [ListUpdatingCompletion], finished: Bool, outcome: ListUpdateResult.Outcome
  ) {
    let result = ListUpdateResult(outcome: outcome, finished: finished)
    for completion in completions {
      let enclosing = currentUpdateResult
      currentUpdateResult = result
      completion(finished)
      currentUpdateResult = enclosing
    }
  }
}
