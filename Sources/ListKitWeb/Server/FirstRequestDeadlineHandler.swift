import NIOCore

/// Closes the connection unless the end of the first request's headers (a blank line) arrives
/// within the deadline; then steps out of the way.
final class FirstRequestDeadlineHandler: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = ByteBuffer
  typealias InboundOut = ByteBuffer

  private let deadline: TimeAmount
  /// Called once the first request's headers have come.
  private let onFirstRequest: @Sendable () -> Void
  private var timeout: Scheduled<Void>?
  /// The last bytes read, so that a blank line split across reads is found.
  private var tail: [UInt8] = []

  init(deadline: TimeAmount, onFirstRequest: @escaping @Sendable () -> Void = {}) {
    self.deadline = deadline
    self.onFirstRequest = onFirstRequest
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
      onFirstRequest()
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
