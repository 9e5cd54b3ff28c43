import Foundation

/// Where animations and deferred work run: the main queue in an app, a ``ManualScheduler`` that a
/// test advances.
///
/// Everything ListUI defers — the end of an animation, the completion of a batch update or of an
/// animated scroll — goes through the scheduler of the view that started it, so a test controls
/// time and never sleeps.
@MainActor
public protocol Scheduler: AnyObject {
  /// The scheduler's clock, in seconds.
  var now: TimeInterval { get }

  /// Runs `work` once, `delay` seconds from now, and never inside this call.
  ///
  /// - Parameters:
  ///   - delay: How long to wait, in seconds; zero or less runs it at the next turn.
  ///   - work: What to run.
  /// - Returns: A handle that cancels the work if it has not run yet.
  @discardableResult
  func schedule(after delay: TimeInterval, _ work: @escaping @MainActor () -> Void) -> ScheduledWork

  /// Runs `work` on a background thread, then `completion` on the main actor, at a turn of this
  /// scheduler after `work` returned: how work too long for one frame, such as the diff of a large
  /// list, leaves the main actor free meanwhile.
  ///
  /// `work` must touch nothing that the main actor may change while it runs. The default runs
  /// `work` on a global dispatch queue and `completion` on the main queue.
  ///
  /// - Parameters:
  ///   - priority: How urgent `work` is.
  ///   - work: What to run off the main actor.
  ///   - completion: What to run on the main actor once `work` returned.
  func runInBackground(
    priority: TaskPriority, _ work: @escaping @Sendable () -> Void,
    completion: @escaping @MainActor () -> Void)
}

extension Scheduler {
  /// Runs `work` on a global dispatch queue, then `completion` on the main queue.
  public func runInBackground(
    priority: TaskPriority, _ work: @escaping @Sendable () -> Void,
    completion: @escaping @MainActor () -> Void
  ) {
    BackgroundWork.onMainQueue(priority: priority, work, completion: completion)
  }
}

extension Scheduler {
  /// Lets go of `value` on a background thread, then of `mainActorValue` on the main actor: how
  /// a large list's data from before an update is freed without holding the main actor for the
  /// milliseconds that freeing millions of values takes.
  ///
  /// `value` is taken, leaving `nil`, and dropped inside the background work, so that if the
  /// caller holds no other reference to what it holds, its last reference goes on the
  /// background thread, however soon that work returns. `mainActorValue` is dropped inside the
  /// completion, on the main actor, not when the completion's closure is let go of, which the
  /// background thread may do last.
  @_spi(ListKit) public func releaseInBackground<Value>(
    _ value: inout Value?, thenOnMainActor mainActorValue: Any? = nil
  ) {
    let box = BackgroundWork.Released(taking: &value)
    var kept = mainActorValue
    let keptBox = BackgroundWork.Released(taking: &kept)
    runInBackground(priority: .utility, { box.drop() }, completion: { keptBox.drop() })
  }

  /// Lets go of `value` on a background thread `delay` seconds from now, then of
  /// `mainActorObjects` on the main actor, at most `perTurn` of them at each turn of the
  /// scheduler after: how a large update's data is freed once the frame that shows the update is
  /// drawn, without taking the processor from that frame's delivery, and without holding the
  /// main actor for the tens of milliseconds that the deinitializers of tens of thousands of
  /// section controllers take.
  ///
  /// Both are taken, leaving `nil` and an empty array, so that their last references go where
  /// they are dropped. The objects are let go of the last first.
  ///
  /// - Complexity: O(*p*) at each turn for *p* = `perTurn` objects, besides their
  ///   deinitializers.
  @_spi(ListKit) public func releaseInBackground<Value, Object: AnyObject>(
    _ value: inout Value?, thenOnMainActor mainActorObjects: inout [Object], perTurn: Int,
    after delay: TimeInterval
  ) {
    let box = BackgroundWork.Released(taking: &value)
    let objects = BackgroundWork.ReleasedInPieces(taking: &mainActorObjects)
    let perTurn = Swift.max(1, perTurn)
    // The scheduler is held weakly, so that work it never gets to run does not keep it.
    schedule(after: delay) { [weak self] in
      guard let self else { return }
      runInBackground(priority: .utility, { box.drop() }) { [weak self] in
        self?.releaseInPieces(objects, perTurn: perTurn)
      }
    }
  }

  /// Lets go of `perTurn` of `objects` now, and of the next as many at each next turn.
  private func releaseInPieces<Object>(
    _ objects: BackgroundWork.ReleasedInPieces<Object>, perTurn: Int
  ) {
    guard objects.dropLast(perTurn) else { return }
    schedule(after: 0) { [weak self] in self?.releaseInPieces(objects, perTurn: perTurn) }
  }
}
