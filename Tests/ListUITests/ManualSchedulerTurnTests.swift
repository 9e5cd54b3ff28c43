import Foundation
import ListUI
import Testing

/// A manual scheduler's turn, as a run loop takes one: the work due when it begins, not the work
/// that work schedules.
@MainActor
@Suite struct ManualSchedulerTurnTests {
  @Test func aTurnRunsTheWorkDueWhenItBegins_andWorkItSchedulesWaitsForTheNext() {
    let scheduler = ManualScheduler()
    var ran: [String] = []
    func chain(_ step: Int) {
      ran.append("piece \(step)")
      if step < 3 { scheduler.schedule(after: 0) { chain(step + 1) } }
    }
    scheduler.schedule(after: 0) { chain(1) }
    scheduler.schedule(after: 0.01) { ran.append("frame") }
    scheduler.schedule(after: 0.5) { ran.append("later") }

    #expect(scheduler.advanceOneTurn(by: 0) == 1)
    #expect(ran == ["piece 1"])
    #expect(scheduler.nextDueTime == 0)
    // The frame due within the turn's time runs in it, in time order; the piece scheduled by
    // the last turn too, as it was there when this turn began.
    #expect(scheduler.advanceOneTurn(by: 0.02) == 2)
    #expect(ran == ["piece 1", "piece 2", "frame"])
    #expect(scheduler.now == 0.02)
    #expect(scheduler.advanceOneTurn(by: 0) == 1)
    #expect(ran == ["piece 1", "piece 2", "frame", "piece 3"])
    #expect(scheduler.advanceOneTurn(by: 0) == 0)
    #expect(scheduler.nextDueTime == 0.5)

    // `advance(by:)` runs the work it schedules too, as tests want it.
    ran = []
    scheduler.schedule(after: 0) { chain(1) }
    scheduler.advance(by: 0)
    #expect(ran == ["piece 1", "piece 2", "piece 3"])
  }

  @Test func turnsWithinABudgetRunTheWorkThatWorkSchedules_untilTheBudgetIsSpent() {
    let scheduler = ManualScheduler()
    var ran: [Int] = []
    func chain(_ step: Int) {
      ran.append(step)
      if step < 3 { scheduler.schedule(after: 0) { chain(step + 1) } }
    }
    scheduler.schedule(after: 0) { chain(1) }
    scheduler.schedule(after: 5) { ran.append(99) }
    // No budget: one turn, as advanceOneTurn.
    #expect(scheduler.advanceTurns(by: 0, within: 0) == 1)
    #expect(ran == [1])
    // A budget the steps fit in: the rest of the chain, not the work due later.
    #expect(scheduler.advanceTurns(by: 0, within: 60) == 2)
    #expect(ran == [1, 2, 3])
    #expect(scheduler.advanceTurns(by: 5, within: 60) == 1)
    #expect(ran == [1, 2, 3, 99])
  }

  @Test func aCancelledPieceDoesNotRunOrCount() {
    let scheduler = ManualScheduler()
    var ran = false
    let work = scheduler.schedule(after: 0) { ran = true }
    work.cancel()
    #expect(scheduler.advanceOneTurn(by: 1) == 0)
    #expect(!ran)
    #expect(scheduler.now == 1)
  }
}
