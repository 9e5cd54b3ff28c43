import Testing

@_spi(ListKit) @testable import ListUI

/// The frame budget: two frames in a row at once, then one a frame interval, and the two again
/// after an interval without frames.
@Suite struct FrameBudgetTests {
  @Test func aSecondFrameGoesAtOnce_aThirdWaitsForTheInterval() {
    var budget = FrameBudget(frameRate: 50)
    #expect(budget.interval == 0.02)
    #expect(budget.delay(at: 1) == 0)
    budget.recordFrame(at: 1)
    #expect(budget.delay(at: 1.005) == 0)
    budget.recordFrame(at: 1.005)
    #expect(abs(budget.delay(at: 1.006) - 0.014) < 1e-9)
    #expect(budget.delay(at: 1.02) == 0)
  }

  /// However often frames are asked for, no more are drawn over a stretch of time than its
  /// intervals, plus the one of the burst.
  @Test func framesAskedForWithoutPauseComeAnIntervalApart() {
    var budget = FrameBudget(frameRate: 60)
    var now = 0.0
    var drawn: [Double] = []
    while now < 1 {
      let delay = budget.delay(at: now)
      if delay == 0 {
        budget.recordFrame(at: now)
        drawn.append(now)
      }
      now += 0.001
    }
    #expect(drawn.count == 61)
    for (earlier, later) in zip(drawn.dropFirst(), drawn.dropFirst(2)) {
      #expect(later - earlier >= budget.interval - 0.001)
    }
  }

  /// After a frame interval without frames, two may be drawn at once again; after less, one.
  @Test func theBurstComesBackAfterAnIntervalWithoutFrames() {
    var budget = FrameBudget(frameRate: 60)
    for time in [0.0, 0.001, budget.interval, 2 * budget.interval] {
      #expect(budget.delay(at: time) == 0, "at \(time)")
      budget.recordFrame(at: time)
    }
    let pause = 4 * budget.interval
    #expect(budget.delay(at: pause) == 0)
    budget.recordFrame(at: pause)
    #expect(budget.delay(at: pause + 0.001) == 0)
    budget.recordFrame(at: pause + 0.001)
    #expect(budget.delay(at: pause + 0.002) > 0)
  }

  /// A frame rate under one a second is taken as one.
  @Test func aFrameRateUnderOneIsOne() {
    #expect(FrameBudget(frameRate: 0).interval == 1)
  }
}
