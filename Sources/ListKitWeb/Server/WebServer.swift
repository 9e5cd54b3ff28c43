import Hummingbird
import HummingbirdWebSocket
import ListUI
import Logging
import ServiceLifecycle

/// An HTTP and WebSocket server that shows a view tree in each browser tab that opens it.
///
/// The server answers `GET /` with ``WebPage/html``, `GET /listkit.js` with ``WebPage/script``
/// and `GET /listkit.css` with ``WebPage/style``; any other path is not found. The page opens a
/// WebSocket to `/session` on its own host, and each such connection gets a ``WebSession`` of its
/// own, made by the server's `makeSession` on the main actor: the page's messages go to
/// ``WebSession/receive(_:)-(String)``, what the session sends goes back as text frames, and when the
/// connection closes the session is closed and let go. Several tabs are several sessions.
///
/// A WebSocket whose `Origin` header names another site is refused, so that no other page the
/// browser shows can drive a session. A binary message, a message that is not UTF-8 and a message
/// over ``maximumMessageBytes`` are dropped with a log line, and the connection goes on; a single
/// frame over four times that size is refused by the WebSocket decoder, which closes the
/// connection.
public struct WebServer: Sendable {
  /// The address the server binds: `127.0.0.1` by default, so that only this machine reaches it.
  public let host: String
  /// The port the server binds; 0 asks the system for a free one, which
  /// `onServerRunning` is given.
  public let port: Int
  /// The largest message a page may send, in bytes; larger ones are dropped with a log line.
  public let maximumMessageBytes: Int

  let makeSession: @MainActor @Sendable () -> WebSession
  let log: @Sendable (String) -> Void
  let onServerRunning: @Sendable (_ port: Int) async -> Void
  let registry: WebSessionRegistry

  /// Creates a server on `host` and `port` whose tabs each get a session that `makeSession`
  /// makes.
  ///
  /// - Parameters:
  ///   - host: The address to bind; `127.0.0.1` by default.
  ///   - port: The port to bind; 8080 by default, 0 for any free port.
  ///   - maximumMessageBytes: The largest message a page may send; the sessions' default
  ///     (``WebSessionOptions/maximumMessageBytes``) by default.
  ///   - makeSession: Makes the session of a new connection, on the main actor.
  ///   - log: Takes the server's log lines: sessions opened and closed, refused connections,
  ///     dropped messages, and the HTTP server's warnings and errors.
  ///   - onServerRunning: Called once the server listens, with the port it bound.
  public init(
    host: String = "127.0.0.1", port: Int = 8080,
    maximumMessageBytes: Int = WebSessionOptions().maximumMessageBytes,
    makeSession: @escaping @MainActor @Sendable () -> WebSession,
    log: @escaping @Sendable (String) -> Void = { _ in },
    onServerRunning: @escaping @Sendable (_ port: Int) async -> Void = { _ in }
  ) {
    self.host = host
    self.port = port
    self.maximumMessageBytes = max(1, maximumMessageBytes)
    self.makeSession = makeSession
    self.log = log
    self.onServerRunning = onServerRunning
    self.registry = WebSessionRegistry(host: host, port: port)
  }

  /// The number of sessions open now: one for each connected tab.
  @MainActor public var openSessionCount: Int { registry.count }

  /// Serves until the task running it is cancelled, or the process gets SIGINT (Ctrl-C) or
  /// SIGTERM; then it stops listening, closes every session's connection and returns.
  ///
  /// - Throws: The error binding the address, such as a port already in use.
  public func run() async throws {
    let logger = Logger(label: "ListKitWeb") { [log] _ in WebServerLogHandler(forward: log) }
    var configuration = ServiceGroupConfiguration(
      services: [makeApplication(logger: logger)], gracefulShutdownSignals: [.sigterm, .sigint],
      logger: logger)
    // A page that does not answer the WebSocket's closing handshake does not hold up quitting.
    configuration.maximumGracefulShutdownDuration = .seconds(3)
    let group = ServiceGroup(configuration: configuration)
    try await withTaskCancellationHandler {
      try await group.run()
    } onCancel: {
      Task { await group.triggerGracefulShutdown() }
    }
  }

  /// Serves, as ``run()`` does, on the main run loop (`MainRunLoop`), and returns when the server
  /// stops: on Ctrl-C or SIGTERM. While it serves, the main queue, main-actor tasks and timers
  /// run as in a UIKit app, and each session draws what a turn of the loop changed. Call it from
  /// the program's main code on the main thread.
  ///
  /// - Throws: The error binding the address, such as a port already in use.
  @MainActor public func serve() throws {
    let outcome = ServeOutcome()
    Task { @MainActor in
      do {
        try await run()
        outcome.result = .success(())
      } catch {
        outcome.result = .failure(error)
      }
      MainRunLoop.shared.stop()
    }
    MainRunLoop.shared.run { outcome.result != nil }
    try outcome.result?.get()
  }

  func makeApplication(logger: Logger) -> some ApplicationProtocol {
    let router = Router()
    router.get("/") { _, _ in Self.response(WebPage.html, type: "text/html; charset=utf-8") }
    router.get("/listkit.js") { _, _ in
      Self.response(WebPage.script, type: "text/javascript; charset=utf-8")
    }
    router.get("/listkit.css") { _, _ in
      Self.response(WebPage.style, type: "text/css; charset=utf-8")
    }
    let registry = self.registry
    let log = self.log
    let makeSession = self.makeSession
    let limit = maximumMessageBytes
    let webSocket = WebSocketServerConfiguration(
      maxFrameSize: limit > Int.max / 4 ? Int.max : limit * 4, autoPing: .disabled,
      closeTimeout: .seconds(2))
    return Application(
      router: router,
      server: .http1WebSocketUpgrade(configuration: .init(ws: webSocket)) { request, _, _ in
        guard request.path?.split(separator: "?").first == "/session" else { return .dontUpgrade }
        let origin = request.headerFields[.origin]
        guard await registry.allows(origin: origin) else {
          log("refused a WebSocket from \(origin ?? "no origin")")
          return .dontUpgrade
        }
        return .upgrade([:]) { inbound, outbound, _ in
          await WebSocketConnection(
            registry: registry, makeSession: makeSession, maximumMessageBytes: limit, log: log
          ).serve(inbound: inbound, outbound: outbound)
        }
      },
      configuration: ApplicationConfiguration(
        address: .hostname(host, port: port), serverName: nil),
      onServerRunning: { [onServerRunning] channel in
        let port = channel.localAddress?.port ?? 0
        await registry.setBoundPort(port)
        await onServerRunning(port)
      },
      logger: logger)
  }

  /// A page, script or style sheet that is never cached, so that a rebuilt server's page loads.
  private static func response(_ text: String, type: String) -> Response {
    Response(
      status: .ok,
      headers: [.contentType: type, .cacheControl: "no-store"],
      body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
  }
}

/// How ``WebServer/serve()``'s server task ended.
@MainActor
private final class ServeOutcome {
  var result: Result<Void, any Error>?
}
