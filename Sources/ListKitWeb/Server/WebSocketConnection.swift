import HummingbirdWebSocket
import ListUI

/// One tab's WebSocket: it opens a session for it, passes the page's text messages to it and its
/// messages to the page, and closes it when the connection ends.
struct WebSocketConnection: Sendable {
  /// What goes to the page, in the order the session sends it.
  enum Outgoing: Sendable {
    /// A text frame: one of the session's messages.
    case text(String)
    /// A close frame, after every message sent before it.
    case close(code: UInt16, reason: String)
  }

  let registry: WebSessionRegistry
  let makeSession: @MainActor @Sendable () -> WebSession
  let maximumMessageBytes: Int
  let maximumSessions: Int
  /// The most messages from the page queued for its session (``PageMessageQueue``).
  let maximumQueuedMessages: Int
  /// The most bytes the session's lists may hold (``WebServer/maximumSessionMemory``).
  let maximumSessionMemory: Int?
  let log: @Sendable (String) -> Void

  /// Serves the connection until the page or the server closes it.
  func serve(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) async {
    let (messages, continuation) = AsyncStream.makeStream(of: Outgoing.self)
    guard
      let number = await registry.open(
        makeSession: makeSession, maximumSessions: maximumSessions,
        send: { continuation.yield(.text($0)) }, log: log,
        memoryLimit: maximumSessionMemory,
        memoryLimitExceeded: { footprint in
          // 1008, policy violation; the page shows the reason (at most 123 bytes). The close
          // follows the frames already sent, so that the page shows the frame that went over.
          let limit = MemoryFootprint.megabytes(maximumSessionMemory ?? 0)
          continuation.yield(
            .close(
              code: 1008,
              reason: "This tab's lists held \(MemoryFootprint.megabytes(footprint.total)), "
                + "more than the \(limit) a tab may: reload to start again."))
        })
    else {
      log("refused a session: \(maximumSessions) open, the most allowed")
      // 1013, try again later; the page shows the reason.
      try? await outbound.close(
        .unknown(1013),
        reason: "This server has its most tabs open (\(maximumSessions)): close one and reload.")
      return
    }
    log("session \(number) opened")
    // When the server stops, the page hears that it is going away (1001), not a normal close.
    await registry.setGoingAway(session: number) {
      try? await outbound.close(.goingAway, reason: "The server stopped.")
    }
    await exchange(
      number: number, messages: messages, continuation: continuation, inbound: inbound,
      outbound: outbound)
    log("session \(number) closed")
  }

  /// Passes the session's messages to the page and the page's to the session until the
  /// connection ends, then closes the session.
  private func exchange(
    number: Int, messages: AsyncStream<Outgoing>,
    continuation: AsyncStream<Outgoing>.Continuation,
    inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter
  ) async {
    let queue = PageMessageQueue(limit: maximumQueuedMessages)
    await withTaskGroup(of: Void.self) { group in
      // The session's messages, in order, each one text frame, until a close.
      group.addTask {
        for await message in messages {
          do {
            switch message {
            case .text(let text):
              try await outbound.write(.text(text))
            case .close(let code, let reason):
              try await outbound.close(.unknown(code), reason: reason)
              return
            }
          } catch {
            break
          }
        }
      }
      // The page's messages, taken by the session at its pace.
      group.addTask { [registry] in
        for await message in queue.messages {
          await registry.receive(message, session: number)
        }
      }
      await receive(from: inbound, outbound: outbound, into: queue, session: number)
      // The page is gone: what it sent and the session has not taken yet is dropped.
      queue.finish()
      group.cancelAll()
      await registry.close(session: number)
      continuation.finish()
    }
  }

  private func receive(
    from inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter,
    into queue: PageMessageQueue, session number: Int
  ) async {
    var assembler = WebSocketMessageAssembler(maximumBytes: maximumMessageBytes)
    // Messages dropped since the queue last had room, told once per burst.
    var dropped = 0
    do {
      for try await frame in inbound {
        switch assembler.append(frame) {
        case .incomplete:
          continue
        case .message(let text):
          if queue.enqueue(text) {
            if dropped > 0 {
              log(
                "session \(number): dropped \(dropped) messages from the page: its queue was full")
              dropped = 0
            }
          } else {
            if dropped == 0 {
              log("session \(number): the page sends faster than its session takes: dropping")
            }
            dropped += 1
          }
        case .dropped(let reason):
          log("session \(number): dropped a message from the page: \(reason)")
        case .protocolError(let reason):
          log("session \(number): closed: \(reason)")
          try await outbound.close(.protocolError, reason: "Protocol error: \(reason).")
          return
        }
      }
    } catch {
      log("session \(number): connection ended: \(error)")
    }
  }
}
