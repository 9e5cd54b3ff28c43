import Foundation
import ListKitWeb
import ListUI
import Testing

/// The server's log lines as they come, to wait for one.
final class LogLines: Sendable {
  private let stream: AsyncStream<String>
  let continuation: AsyncStream<String>.Continuation

  init() {
    (stream, continuation) = AsyncStream.makeStream(of: String.self)
  }

  /// Waits for the next line that contains `text`, skipping the lines before it; `nil` if the
  /// log ends first.
  func next(containing text: String) async -> String? {
    for await line in stream where line.contains(text) { return line }
    return nil
  }
}

/// The sessions the server made, held weakly, to see that a closed tab's session is let go.
@MainActor
final class MadeSessions {
  private var sessions: [Weak] = []

  private struct Weak {
    weak var session: WebSession?
  }

  /// Makes each session's root controller.
  let makeRoot: @MainActor @Sendable () -> ViewController

  nonisolated init(makeRoot: @escaping @MainActor @Sendable () -> ViewController) {
    self.makeRoot = makeRoot
  }

  func make() -> WebSession {
    let session = WebSession(rootViewController: makeRoot())
    sessions.append(Weak(session: session))
    return session
  }

  /// How many sessions were made.
  var count: Int { sessions.count }

  /// The sessions still alive, in the order they were made.
  var alive: [WebSession] { sessions.compactMap(\.session) }

  /// The session made `index`th, if it is alive.
  func session(_ index: Int) -> WebSession? { sessions[index].session }
}

/// A server on a free loopback port, its log and the sessions it made.
struct TestServer: Sendable {
  let server: WebServer
  let port: Int
  let log: LogLines
  let sessions: MadeSessions
  /// Stops the server, as Ctrl-C does.
  let stop: @Sendable () -> Void

  /// `GET path`.
  func get(_ path: String) async throws -> LoopbackClient.Response? {
    try await LoopbackClient.get(path, port: port)
  }

  /// Opens a WebSocket to `path` with the `Origin` header `origin`, if any, and runs `body` on
  /// it, reading the session's first frame first; `body` is not run when the server refuses the
  /// WebSocket, and the result is the server's status.
  @discardableResult
  func connect(
    path: String = "/session", origin: String? = nil, host: String? = nil,
    _ body: (LoopbackClient) async throws -> Void = { _ in }
  ) async throws -> Int? {
    try await LoopbackClient.withConnection(port: port) { client in
      let response = try await client.upgrade(path: path, port: port, origin: origin, host: host)
      guard response?.status == 101 else { return response?.status }
      let frame = try await client.nextText()
      #expect(frame?.contains(#""type":"frame""#) == true)
      try await body(client)
      return 101
    }
  }
}

/// Runs `body` with a server listening on a free port of 127.0.0.1, then stops it.
func withTestServer(
  maximumMessageBytes: Int = WebSessionOptions().maximumMessageBytes,
  maximumSessions: Int = 64, idleTimeout: TimeInterval = 30, pingInterval: TimeInterval = 30,
  maximumQueuedMessages: Int = 256, maximumConnections: Int? = nil,
  maximumSessionMemory: Int? = 256_000_000,
  makeRoot: @escaping @MainActor @Sendable () -> ViewController = { ViewController() },
  _ body: @Sendable (TestServer) async throws -> Void
) async throws {
  let log = LogLines()
  let sessions = MadeSessions(makeRoot: makeRoot)
  let (ports, portContinuation) = AsyncStream.makeStream(of: Int.self)
  let server = WebServer(
    host: "127.0.0.1", port: 0, maximumMessageBytes: maximumMessageBytes,
    maximumSessions: maximumSessions, idleTimeout: idleTimeout, pingInterval: pingInterval,
    maximumQueuedMessages: maximumQueuedMessages, maximumConnections: maximumConnections,
    maximumSessionMemory: maximumSessionMemory, makeSession: { sessions.make() },
    log: { log.continuation.yield($0) },
    onServerRunning: { portContinuation.yield($0) })
  let running = Task { try await server.run() }
  var iterator = ports.makeAsyncIterator()
  guard let port = await iterator.next() else {
    running.cancel()
    try await running.value
    Issue.record("the server did not start")
    return
  }
  do {
    try await body(
      TestServer(
        server: server, port: port, log: log, sessions: sessions, stop: { running.cancel() }))
  } catch {
    running.cancel()
    _ = try? await running.value
    throw error
  }
  running.cancel()
  try await running.value
}

/// A screen of a collection view of `sections` one-row sections, on a flow layout.
@MainActor
final class CountsScreen: ViewController, CollectionViewDataSource {
  let sections: Int
  let collectionView: CollectionView

  required convenience init() { self.init(sections: 0) }

  init(sections: Int) {
    self.sections = sections
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 40, height: 1)
    layout.minimumLineSpacing = 0
    collectionView = CollectionView(frame: .zero, collectionViewLayout: layout)
    super.init()
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "row")
    collectionView.dataSource = self
    view.addSubview(collectionView)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    collectionView.frame = view.bounds
  }

  func numberOfSections(in collectionView: CollectionView) -> Int { sections }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 1 }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
  }
}
