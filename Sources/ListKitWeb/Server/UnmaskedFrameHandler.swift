import NIOCore

/// Closes a WebSocket connection with 1002 when a frame from the page is not masked: RFC 6455
/// makes every client's frame masked, so that a page's bytes cannot pose as something else to a
/// proxy, and the WebSocket library takes unmasked ones. It sits next to the socket: it learns
/// the connection is a WebSocket from the server's `101` going out, then reads the headers of
/// the frames coming in, as many reads as they take, and passes everything on unchanged.
final class UnmaskedFrameHandler: ChannelDuplexHandler, RemovableChannelHandler {
  typealias InboundIn = ByteBuffer
  typealias InboundOut = ByteBuffer
  typealias OutboundIn = IOData
  typealias OutboundOut = IOData

  private let log: @Sendable (String) -> Void
  /// Whether the server's `101 Switching Protocols` has gone out.
  private var isWebSocket = false
  /// Whether the connection was closed for an unmasked frame.
  private var hasFailed = false
  /// The bytes of the header being read.
  private var header: [UInt8] = []
  /// The bytes of the current frame's payload not read yet.
  private var payloadLeft: UInt64 = 0

  init(log: @escaping @Sendable (String) -> Void) {
    self.log = log
  }

  func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
    if !isWebSocket, case .byteBuffer(let buffer) = unwrapOutboundIn(data),
      buffer.readableBytesView.starts(with: "HTTP/1.1 101".utf8)
    {
      isWebSocket = true
    }
    context.write(data, promise: promise)
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    guard isWebSocket, !hasFailed else {
      if !hasFailed { context.fireChannelRead(data) }
      return
    }
    guard allMasked(unwrapInboundIn(data).readableBytesView) else {
      hasFailed = true
      log("closed: a frame from the page was not masked")
      let reason = Array("Frames from a page must be masked.".utf8)
      var close = context.channel.allocator.buffer(capacity: 4 + reason.count)
      close.writeBytes([0x88, UInt8(2 + reason.count), 0x03, 0xEA] + reason)
      let channel = context.channel
      context.writeAndFlush(wrapOutboundOut(.byteBuffer(close))).whenComplete { _ in
        channel.close(promise: nil)
      }
      return
    }
    context.fireChannelRead(data)
  }

  /// Reads the frame headers in `bytes`, skipping their payloads: `false` at the first whose
  /// mask bit is clear.
  private func allMasked(_ bytes: ByteBufferView) -> Bool {
    var index = bytes.startIndex
    while index < bytes.endIndex {
      if payloadLeft > 0 {
        let skipped = min(payloadLeft, UInt64(bytes.endIndex - index))
        index += Int(skipped)
        payloadLeft -= skipped
        continue
      }
      header.append(bytes[index])
      index += 1
      guard header.count >= 2 else { continue }
      guard header[1] & 0x80 != 0 else { return false }
      let shortLength = header[1] & 0x7F
      let lengthBytes = shortLength == 126 ? 2 : shortLength == 127 ? 8 : 0
      guard header.count == 2 + lengthBytes + 4 else { continue }
      payloadLeft =
        lengthBytes == 0
        ? UInt64(shortLength)
        : header[2..<(2 + lengthBytes)].reduce(0) { $0 << 8 | UInt64($1) }
      header.removeAll(keepingCapacity: true)
    }
    return true
  }
}
