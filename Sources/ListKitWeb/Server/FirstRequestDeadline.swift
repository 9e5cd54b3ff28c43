import HummingbirdCore
import Logging
import NIOCore

/// A server connection that must finish its first request's headers within `deadline`, or is
/// closed: the HTTP server's own idle timeout starts only once the first request is read, so
/// without this a connection that sends nothing, or trickles its headers, is held for good.
struct FirstRequestDeadlineChannel<Base: ServerChildChannel>: ServerChildChannel {
  typealias Value = Base.Value

  /// The connection's own setup and handling.
  let base: Base
  /// How long the first request's headers may take.
  let deadline: TimeAmount

  func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
    let deadline = self.deadline
    let base = self.base
    return channel.eventLoop.submit {
      try channel.pipeline.syncOperations.addHandler(
        FirstRequestDeadlineHandler(deadline: deadline), position: .first)
    }.flatMap { base.setup(channel: channel, logger: logger) }
  }

  func handle(value: Value, logger: Logger) async {
    await base.handle(value: value, logger: logger)
  }
}

/// Closes the connection unless the end of the first request's headers (a blank line) arrives
/// within the deadline; then steps out of the way.
final class FirstRequestDeadlineHandler: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = ByteBuffer
  typealias InboundOut = ByteBuffer

  private let deadline: TimeAmount
  private var timeout: Scheduled<Void>?
  /// The last bytes read, so that a blank line split across reads is found.
  private var tail: [UInt8] = []

  init(deadline: TimeAmount) {
    self.deadline = deadline
  }

  func handlerAdded(context: ChannelHandlerContext) {
    if context.channel.isActive { startTimeout(context: context) }
  }

  func channelActive(context: ChannelHandlerContext) {
    startTimeout(context: context)
    context.fireChannelActive()
  }

  func handlerRemoved(context: ChannelHandlerContext) {
    timeout?.cancel()
    timeout = nil
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    let buffer = unwrapInboundIn(data)
    let bytes = tail + buffer.readableBytesView
    let ended = bytes.indices.dropLast(3).contains {
      bytes[$0] == 13 && bytes[$0 + 1] == 10 && bytes[$0 + 2] == 13 && bytes[$0 + 3] == 10
    }
    tail = Array(bytes.suffix(3))
    context.fireChannelRead(data)
    if ended {
      timeout?.cancel()
      timeout = nil
      context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
    }
  }

  private func startTimeout(context: ChannelHandlerContext) {
    guard timeout == nil else { return }
    timeout = context.eventLoop.assumeIsolated().scheduleTask(in: deadline) {
      context.close(promise: nil)
    }
  }
}
