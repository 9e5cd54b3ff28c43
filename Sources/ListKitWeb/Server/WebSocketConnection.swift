import HummingbirdWebSocket

/// One tab's WebSocket: it opens a session for it, passes the page's text messages to it and its
/// messages to the page, and closes it when the connection ends.
struct WebSocketConnection: Sendable {
  let registry: WebSessionRegistry
  let makeSession: @MainActor @Sendable () -> WebSession
  let maximumMessageBytes: Int
  let log: @Sendable (String) -> Void

  /// Serves the connection until the page or the server closes it.
  func serve(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) async {
    let (messages, continuation) = AsyncStream.makeStream(of: String.self)
    let number = await registry.open(
      makeSession: makeSession, send: { continuation.yield($0) }, log: log)
    log("session \(number) opened")
    await withTaskGroup(of: Void.self) { group in
      // The session's messages, in order, each one text frame.
      group.addTask {
        for await message in messages {
          do {
            try await outbound.write(.text(message))
          } catch {
            break
          }
        }
      }
      await receive(from: inbound, session: number)
      await registry.close(session: number)
      continuation.finish()
    }
    log("session \(number) closed")
  }

  private func receive(from inbound: WebSocketInboundStream, session number: Int) async {
    var assembler = WebSocketMessageAssembler(maximumBytes: maximumMessageBytes)
    do {
      for try await frame in inbound {
        switch assembler.append(frame) {
        case .incomplete:
          continue
        case .message(let text):
          await registry.receive(text, session: number)
        case .dropped(let reason):
          log("session \(number): dropped a message from the page: \(reason)")
        }
      }
    } catch {
      log("session \(number): connection ended: \(error)")
    }
  }
}
