import NIOCore
import Synchronization

/// The connections a server holds, against the most it may: each takes a file descriptor, and
/// once the process has none left, no new tab's connection is accepted. Past the most, the
/// oldest connection that has not finished its first request's headers is closed to make room,
/// so that idle and half-open connections, however many, cannot keep a new tab out; a
/// connection that has finished its first request, a page or a WebSocket, is never closed for
/// it.
final class ConnectionBudget: Sendable {
  /// The most connections held at once.
  let maximum: Int

  private struct State {
    var open = 0
    /// The connections waiting for their first request, by the order they were accepted.
    var waiting: [ObjectIdentifier: (order: UInt64, channel: any Channel)] = [:]
    /// The connections closed to make room, counted out already, whose close is under way.
    var closing: Set<ObjectIdentifier> = []
    var accepted: UInt64 = 0
    var closedToMakeRoom = 0
  }

  private let state = Mutex(State())

  init(maximum: Int) {
    self.maximum = max(1, maximum)
  }

  /// Counts a connection just accepted, waiting for its first request.
  ///
  /// - Returns: The connections to close to make room for it, the oldest waiting ones, and how
  ///   many have been closed to make room in all.
  /// - Complexity: O(*w*) in the connections waiting, when over the most; O(1) otherwise.
  func accept(_ channel: any Channel) -> (close: [any Channel], closedInAll: Int) {
    state.withLock { state in
      state.accepted += 1
      state.open += 1
      state.waiting[ObjectIdentifier(channel)] = (state.accepted, channel)
      var close: [any Channel] = []
      while state.open > maximum {
        let oldest = state.waiting.min { $0.value.order < $1.value.order }
        guard let oldest, oldest.key != ObjectIdentifier(channel) else { break }
        state.waiting[oldest.key] = nil
        state.closing.insert(oldest.key)
        state.open -= 1
        close.append(oldest.value.channel)
      }
      state.closedToMakeRoom += close.count
      return (close, state.closedToMakeRoom)
    }
  }

  /// The connection finished its first request's headers: it is no longer closed to make room.
  func finishedFirstRequest(_ channel: any Channel) {
    _ = state.withLock { $0.waiting.removeValue(forKey: ObjectIdentifier(channel)) }
  }

  /// The connection closed.
  func closed(_ channel: any Channel) {
    state.withLock { state in
      let id = ObjectIdentifier(channel)
      state.waiting[id] = nil
      if state.closing.remove(id) == nil { state.open -= 1 }
    }
  }

  /// The connections open now.
  var openCount: Int { state.withLock { $0.open } }
}
