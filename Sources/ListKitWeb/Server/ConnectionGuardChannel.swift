import HummingbirdCore
import Logging
import NIOCore

/// A server connection with the checks the HTTP and WebSocket libraries do not make: it must
/// finish its first request's headers within `deadline`, or is closed (the HTTP server's own
/// idle timeout starts only once the first request is read, so without this a connection that
/// sends nothing, or trickles its headers, is held for good); and once it is a WebSocket, every
/// frame from the page must be masked, as RFC 6455 says, or it is closed with 1002. It is
/// counted against the server's `budget`, which closes the oldest connections still waiting
/// for their first request when there are too many.
struct ConnectionGuardChannel<Base: ServerChildChannel>: ServerChildChannel {
  typealias Value = Base.Value

  /// The connection's own setup and handling.
  let base: Base
  /// How long the first request's headers may take.
  let deadline: TimeAmount
  /// The connections the server holds, against the most it may.
  let budget: ConnectionBudget
  /// Where a connection closed for a bad frame, or to make room, is told.
  let log: @Sendable (String) -> Void

  func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
    let deadline = self.deadline
    let base = self.base
    let log = self.log
    let budget = self.budget
    let (close, closedInAll) = budget.accept(channel)
    for other in close { other.close(promise: nil) }
    if !close.isEmpty, closedInAll == close.count || closedInAll.isMultiple(of: 100) {
      log(
        "closed \(closedInAll) connection(s) that sent no request, to make room: "
          + "\(budget.maximum) is the most held at once")
    }
    channel.closeFuture.whenComplete { _ in budget.closed(channel) }
    return channel.eventLoop.submit {
      let pipeline = channel.pipeline.syncOperations
      try pipeline.addHandler(
        FirstRequestDeadlineHandler(deadline: deadline) { budget.finishedFirstRequest(channel) },
        position: .first)
      try pipeline.addHandler(UnmaskedFrameHandler(log: log), position: .first)
    }.flatMap { base.setup(channel: channel, logger: logger) }
  }

  func handle(value: Value, logger: Logger) async {
    await base.handle(value: value, logger: logger)
  }
}
