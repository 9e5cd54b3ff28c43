import NIOCore
import NIOPosix

/// A connection to a server on 127.0.0.1 that speaks HTTP/1.1 and WebSocket framing by hand, so
/// that a test chooses every header (a browser's single `Origin`) and every frame (fragments,
/// binary, bytes that are not UTF-8, oversized ones).
final class LoopbackClient {
  /// An HTTP response's status, headers (names in lower case) and body.
  struct Response {
    var status: Int
    var headers: [String: String]
    var body: String
  }

  /// A WebSocket frame from the server.
  struct Frame {
    var opcode: UInt8
    var fin: Bool
    var payload: [UInt8]
    /// The payload as text.
    var text: String { String(decoding: payload, as: UTF8.self) }
  }

  /// A WebSocket opcode.
  enum Opcode {
    static let continuation: UInt8 = 0
    static let text: UInt8 = 1
    static let binary: UInt8 = 2
    static let close: UInt8 = 8
    static let ping: UInt8 = 9
    static let pong: UInt8 = 10
  }

  private var inbound: NIOAsyncChannelInboundStream<ByteBuffer>.AsyncIterator
  private let outbound: NIOAsyncChannelOutboundWriter<ByteBuffer>
  private var buffer = ByteBuffer()

  private init(
    inbound: NIOAsyncChannelInboundStream<ByteBuffer>.AsyncIterator,
    outbound: NIOAsyncChannelOutboundWriter<ByteBuffer>
  ) {
    self.inbound = inbound
    self.outbound = outbound
  }

  /// Connects to `port` on 127.0.0.1, runs `body` with the connection and closes it.
  static func withConnection<T: Sendable>(
    port: Int, _ body: (LoopbackClient) async throws -> T
  ) async throws -> T {
    let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
      .connect(host: "127.0.0.1", port: port) { channel in
        channel.eventLoop.makeCompletedFuture {
          try NIOAsyncChannel<ByteBuffer, ByteBuffer>(wrappingChannelSynchronously: channel)
        }
      }
    return try await channel.executeThenClose { inbound, outbound in
      try await body(LoopbackClient(inbound: inbound.makeAsyncIterator(), outbound: outbound))
    }
  }

  /// `GET path` on a new connection.
  static func get(_ path: String, port: Int) async throws -> Response? {
    try await withConnection(port: port) { client in
      try await client.write(
        Array("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n".utf8))
      return try await client.readResponse()
    }
  }

  /// `method path` on a new connection, with the `Host` header `host` (the server's own address
  /// by default); a HEAD response's body is not read.
  static func request(
    _ method: String, _ path: String, port: Int, host: String? = nil
  ) async throws -> Response? {
    try await withConnection(port: port) { client in
      try await client.write(
        Array(
          ("\(method) \(path) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\n"
            + "Content-Length: 0\r\nConnection: close\r\n\r\n").utf8))
      return try await client.readResponse(hasBody: method != "HEAD")
    }
  }

  /// Sends `text` as it is, such as the start of a request that never ends.
  func sendRaw(_ text: String) async throws {
    try await write(Array(text.utf8))
  }

  /// Waits until the server closes the connection, dropping what it sends; `true` when it did,
  /// `false` when the read failed.
  func waitForEnd() async -> Bool {
    do {
      while try await inbound.next() != nil {}
      return true
    } catch {
      return false
    }
  }

  /// Asks to upgrade to a WebSocket at `path`, with the `Origin` header `origin` if any, and the
  /// `Host` header `host` (the server's own address by default); returns the response's status
  /// and headers: 101 when the server upgraded.
  func upgrade(
    path: String = "/session", port: Int, origin: String?, host: String? = nil
  ) async throws -> Response? {
    var request =
      "GET \(path) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\nUpgrade: websocket\r\n"
      + "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
      + "Sec-WebSocket-Version: 13\r\n"
    if let origin { request += "Origin: \(origin)\r\n" }
    try await write(Array((request + "\r\n").utf8))
    return try await readResponse(hasBody: false)
  }

  /// Sends a frame, masked as a client's must be unless `masked` is false.
  func send(opcode: UInt8, _ payload: [UInt8], fin: Bool = true, masked: Bool = true)
    async throws
  {
    var frame: [UInt8] = [(fin ? 0x80 : 0) | opcode]
    let maskBit: UInt8 = masked ? 0x80 : 0
    switch payload.count {
    case ..<126: frame.append(maskBit | UInt8(payload.count))
    case ..<65_536:
      frame += [maskBit | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
    default:
      frame.append(maskBit | 127)
      frame += (0..<8).reversed().map { UInt8((payload.count >> ($0 * 8)) & 0xFF) }
    }
    guard masked else {
      try await write(frame + payload)
      return
    }
    let mask: [UInt8] = [0x12, 0x34, 0x56, 0x78]
    frame += mask
    frame += payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
    try await write(frame)
  }

  /// Sends `text` as one text frame.
  func send(_ text: String) async throws {
    try await send(opcode: Opcode.text, Array(text.utf8))
  }

  /// The next data or close frame from the server, answering pings; `nil` when the connection
  /// ends.
  func nextFrame() async throws -> Frame? {
    while true {
      guard let header = try await read(2) else { return nil }
      var length = Int(header[1] & 0x7F)
      if length == 126 {
        guard let bytes = try await read(2) else { return nil }
        length = bytes.reduce(0) { $0 << 8 | Int($1) }
      } else if length == 127 {
        guard let bytes = try await read(8) else { return nil }
        length = bytes.reduce(0) { $0 << 8 | Int($1) }
      }
      guard let payload = try await read(length) else { return nil }
      let frame = Frame(opcode: header[0] & 0x0F, fin: header[0] & 0x80 != 0, payload: payload)
      if frame.opcode == Opcode.ping {
        try await send(opcode: Opcode.pong, payload)
        continue
      }
      return frame
    }
  }

  /// The next text message from the server; `nil` when the connection closes first.
  func nextText() async throws -> String? {
    while let frame = try await nextFrame() {
      if frame.opcode == Opcode.close { return nil }
      if frame.opcode == Opcode.text && frame.fin { return frame.text }
    }
    return nil
  }

  /// Reads frames until the server closes the WebSocket or the connection; returns the close
  /// frame's status code, if it had one.
  func closeCode() async throws -> Int? {
    try await closeFrame()?.code
  }

  /// Reads frames until the server closes the WebSocket or the connection; returns the close
  /// frame's status code and reason, if it sent one.
  func closeFrame() async throws -> (code: Int?, reason: String)? {
    while let frame = try await nextFrame() {
      if frame.opcode == Opcode.close {
        let code =
          frame.payload.count >= 2 ? Int(frame.payload[0]) << 8 | Int(frame.payload[1]) : nil
        return (code, String(decoding: frame.payload.dropFirst(2), as: UTF8.self))
      }
    }
    return nil
  }

  /// Sends a close frame, as a tab does when it closes.
  func close() async throws {
    try await send(opcode: Opcode.close, [0x03, 0xE8])
  }

  private func write(_ bytes: [UInt8]) async throws {
    try await outbound.write(ByteBuffer(bytes: bytes))
  }

  /// Reads until `count` bytes are buffered, then takes them; `nil` if the connection ends first.
  private func read(_ count: Int) async throws -> [UInt8]? {
    while buffer.readableBytes < count {
      guard var more = try await inbound.next() else { return nil }
      buffer.writeBuffer(&more)
    }
    return buffer.readBytes(length: count)
  }

  private func readResponse(hasBody: Bool = true) async throws -> Response? {
    var head: [UInt8] = []
    while !head.ends(with: Array("\r\n\r\n".utf8)) {
      guard let byte = try await read(1) else { return nil }
      head += byte
    }
    let lines = String(decoding: head, as: UTF8.self).split(separator: "\r\n")
    guard let statusLine = lines.first, let status = Int(statusLine.split(separator: " ")[1])
    else { return nil }
    var headers: [String: String] = [:]
    for line in lines.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[line[..<colon].lowercased()] =
        line[line.index(after: colon)...]
        .trimmingPrefix(" ").description
    }
    var body: [UInt8] = []
    if hasBody, let length = headers["content-length"].flatMap({ Int($0) }) {
      body = try await read(length) ?? []
    }
    return Response(status: status, headers: headers, body: String(decoding: body, as: UTF8.self))
  }
}

extension Array where Element: Equatable {
  fileprivate func ends(with suffix: [Element]) -> Bool {
    count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
  }
}
