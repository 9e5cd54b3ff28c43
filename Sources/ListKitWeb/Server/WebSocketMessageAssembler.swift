import Hummingbird
import HummingbirdWebSocket

/// Puts a page's WebSocket frames together into text messages, dropping a binary message, a
/// message that is not UTF-8 and one over the size limit without keeping its bytes; frames out
/// of order, which RFC 6455 makes a protocol error, fail the connection.
struct WebSocketMessageAssembler {
  /// What a frame completes.
  enum Result: Equatable {
    /// The message goes on in the next frames.
    case incomplete
    /// A whole text message.
    case message(String)
    /// A message that is dropped, and why.
    case dropped(String)
    /// Frames that break the protocol, and how: the connection closes with 1002.
    case protocolError(String)
  }

  /// The largest message kept, in bytes.
  let maximumBytes: Int
  private var bytes: [UInt8] = []
  private var dropReason: String?
  private var inMessage = false

  init(maximumBytes: Int) {
    self.maximumBytes = maximumBytes
  }

  /// Adds `frame`: a text, binary or continuation frame.
  mutating func append(_ frame: WebSocketDataFrame) -> Result {
    append(opcode: frame.opcode, data: frame.data, fin: frame.fin)
  }

  /// Adds a frame of type `opcode` carrying `data`, the message's last when `fin`.
  mutating func append(opcode: WebSocketDataFrame.Opcode, data: ByteBuffer, fin: Bool) -> Result {
    switch opcode {
    case .text, .binary:
      // A new message inside an unfinished one: RFC 6455 allows only continuation frames there.
      guard !inMessage else { return .protocolError("a new message inside a fragmented one") }
      bytes.removeAll(keepingCapacity: true)
      inMessage = true
      dropReason = opcode == .binary ? "binary, not text" : nil
    case .continuation:
      guard inMessage else { return .protocolError("a continuation frame with no message") }
    }
    if dropReason == nil {
      if bytes.count + data.readableBytes > maximumBytes {
        dropReason = "over \(maximumBytes) bytes"
        bytes.removeAll()
      } else {
        bytes.append(contentsOf: data.readableBytesView)
      }
    }
    guard fin else { return .incomplete }
    inMessage = false
    defer { bytes.removeAll(keepingCapacity: true) }
    if let dropReason { return .dropped(dropReason) }
    let text = String(decoding: bytes, as: UTF8.self)
    // Decoding replaces bytes that are not UTF-8, which then no longer match.
    guard text.utf8.elementsEqual(bytes) else { return .dropped("not UTF-8") }
    return .message(text)
  }
}
