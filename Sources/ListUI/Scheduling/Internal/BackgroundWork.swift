import Foundation

/// Work run on a background thread whose completion comes back to the main actor.
enum BackgroundWork {
  /// A main-actor closure carried through a background thread untouched: it is only called back
  /// on the main actor.
  struct Completion: @unchecked Sendable {
    let run: @MainActor () -> Void
  }

  /// A value whose last reference a chosen thread drops: emptied by the work that runs there,
  /// so that whichever thread lets go of the box last frees nothing.
  final class Released<Value>: @unchecked Sendable {
    private var value: Value?
    /// Takes `source`'s value, leaving `nil`, with no copy left in a local.
    init(taking source: inout Value?) { value = source.take() }
    /// Drops the value: called once, on the thread that is to free it.
    func drop() { value = nil }
  }

  /// Objects that the main actor lets go of a few at a time.
  @MainActor
  final class ReleasedInPieces<Object: AnyObject> {
    private var objects: [Object]
    /// Takes `source`'s objects, leaving it empty, with no copy left in a local.
    init(taking source: inout [Object]) {
      objects = source
      source = []
    }
    /// Lets go of at most `count` of the objects, the last first; returns whether any are left.
    func dropLast(_ count: Int) -> Bool {
      objects.removeLast(Swift.min(count, objects.count))
      return !objects.isEmpty
    }
  }

  /// The dispatch quality of service closest to `priority`.
  static func qualityOfService(_ priority: TaskPriority) -> DispatchQoS.QoSClass {
    switch priority.rawValue {
    case 0x21...: .userInteractive
    case TaskPriority.userInitiated.rawValue...: .userInitiated
    case TaskPriority.medium.rawValue...: .default
    case TaskPriority.utility.rawValue...: .utility
    default: .background
    }
  }

  /// Runs `work` on a global queue, then `completion` on the main queue.
  static func onMainQueue(
    priority: TaskPriority, _ work: @escaping @Sendable () -> Void,
    completion: @escaping @MainActor () -> Void
  ) {
    let completion = Completion(run: completion)
    DispatchQueue.global(qos: qualityOfService(priority)).async {
      work()
      DispatchQueue.main.async { MainActor.assumeIsolated { completion.run() } }
    }
  }
}

/// The completions of background work that a ``ManualScheduler`` waits for: filled from
/// background threads, emptied on the main actor.
final class BackgroundInbox: @unchecked Sendable {
  private let condition = NSCondition()
  private var inFlight = 0
  private var delivered: [BackgroundWork.Completion] = []

  /// How many pieces of work are running or have completions waiting.
  var count: Int {
    condition.lock()
    defer { condition.unlock() }
    return inFlight + delivered.count
  }

  /// Whether completions are filed and waiting to be taken.
  var hasDelivered: Bool {
    condition.lock()
    defer { condition.unlock() }
    return !delivered.isEmpty
  }

  /// Runs `work` on a global queue and files `completion` when it returns; then wakes the main
  /// run loop with an empty turn, so that a running app moves its clock and runs the completion.
  func start(
    priority: TaskPriority, _ work: @escaping @Sendable () -> Void,
    completion: @escaping @MainActor () -> Void
  ) {
    condition.lock()
    inFlight += 1
    condition.unlock()
    let completion = BackgroundWork.Completion(run: completion)
    DispatchQueue.global(qos: BackgroundWork.qualityOfService(priority)).async { [self] in
      work()
      condition.lock()
      inFlight -= 1
      delivered.append(completion)
      condition.broadcast()
      condition.unlock()
      DispatchQueue.main.async {}
    }
  }

  /// The completions filed so far, in the order their work returned; with `waiting`, first waits
  /// until no work is running.
  func take(waiting: Bool) -> [BackgroundWork.Completion] {
    condition.lock()
    defer { condition.unlock() }
    while waiting && inFlight > 0 { condition.wait() }
    let taken = delivered
    delivered = []
    return taken
  }
}
