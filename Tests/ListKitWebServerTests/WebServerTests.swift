import ListKitWeb
import ListUI
import Testing

// The limit guards against a hang only: the server hops to the main actor, which the other
// suites keep busy while they run, so these tests may wait for it a while.
@Suite(.timeLimit(.minutes(10)))
struct WebServerTests {
  @Test func servesThePageItsScriptAndItsStyle() async throws {
    try await withTestServer { server in
      for (path, type, text) in [
        ("/", "text/html; charset=utf-8", WebPage.html),
        ("/listkit.js", "text/javascript; charset=utf-8", WebPage.script),
        ("/listkit.css", "text/css; charset=utf-8", WebPage.style),
      ] {
        let response = try await server.get(path)
        #expect(response?.status == 200, "\(path)")
        #expect(response?.headers["content-type"] == type, "\(path)")
        #expect(response?.headers["cache-control"] == "no-store", "\(path)")
        #expect(response?.body == text, "\(path)")
      }
    }
  }

  @Test func anyOtherPathIsNotFound() async throws {
    try await withTestServer { server in
      for path in [
        "/index.html", "/listkit.js/x", "/session", "/../Package.swift", "/favicon.ico", "/%2e%2e/",
      ] {
        let response = try await server.get(path)
        #expect(response?.status == 404, "\(path)")
        #expect(response?.body.contains("<html") == false, "\(path)")
      }
    }
  }

  @Test func aWebSocketFromAnotherOriginIsRefused() async throws {
    try await withTestServer { server in
      let port = server.port
      for origin in [
        "http://example.com", "http://127.0.0.1:\(port + 1)", "https://127.0.0.1:\(port)", "null",
        "http://127.0.0.1.example.com:\(port)",
      ] {
        let status = try await server.connect(origin: origin) { _ in
          Issue.record("a session opened for \(origin)")
        }
        #expect(status == 400, "\(origin)")
        #expect(
          await server.log.next(containing: "refused") == "refused a WebSocket from \(origin)")
      }
      #expect(await server.sessions.count == 0)
      #expect(await server.server.openSessionCount == 0)
    }
  }

  @Test func aWebSocketFromTheServersOwnOriginOpensASession() async throws {
    try await withTestServer { server in
      let port = server.port
      for origin in ["http://127.0.0.1:\(port)", "http://localhost:\(port)", nil] {
        let status = try await server.connect(origin: origin)
        #expect(status == 101, "\(origin ?? "no origin")")
      }
      #expect(await server.sessions.count == 3)
    }
  }

  @Test func aWebSocketElsewhereIsRefused() async throws {
    try await withTestServer { server in
      let elsewhere = try await server.connect(path: "/socket")
      #expect(elsewhere == 400)
      let page = try await server.connect(path: "/")
      #expect(page == 400)
      #expect(await server.sessions.count == 0)
    }
  }

  @Test func twoConnectionsGetTwoSessions() async throws {
    try await withTestServer { server in
      // Each connection says its own size, and holds on until both sessions have theirs.
      let (sized, sizedContinuation) = AsyncStream.makeStream(of: Int.self)
      let (release, releaseContinuation) = AsyncStream.makeStream(of: Void.self)
      try await withThrowingTaskGroup(of: Void.self) { group in
        for columns in [41, 57] {
          group.addTask {
            try await server.connect { client in
              try await client.send(#"{"type":"hello","cols":\#(columns),"rows":20}"#)
              // The frame for the new size shows the hello reached this connection's session.
              _ = try await client.nextText()
              sizedContinuation.yield(columns)
              for await _ in release { break }
            }
          }
        }
        var count = 0
        for await _ in sized {
          count += 1
          if count == 2 { break }
        }
        #expect(await server.server.openSessionCount == 2)
        let columns = await MainActor.run { server.sessions.alive.map { $0.columns }.sorted() }
        #expect(columns == [41, 57])
        releaseContinuation.finish()
        try await group.waitForAll()
      }
    }
  }

  @Test func aClosedConnectionFreesItsSession() async throws {
    try await withTestServer { server in
      try await server.connect { client in
        #expect(await server.sessions.alive.count == 1)
        try await client.close()
        _ = try await client.closeCode()
      }
      #expect(await server.log.next(containing: "session 1 closed") != nil)
      #expect(await server.server.openSessionCount == 0)
      #expect(await server.sessions.count == 1)
      #expect(await server.sessions.alive.isEmpty)
    }
  }

  @Test func aDroppedConnectionFreesItsSession() async throws {
    try await withTestServer { server in
      // The tab goes away without a closing handshake.
      try await server.connect()
      #expect(await server.log.next(containing: "session 1 closed") != nil)
      #expect(await server.server.openSessionCount == 0)
      #expect(await server.sessions.alive.isEmpty)
    }
  }

  @Test func badAndOversizedMessagesAreDroppedAndTheConnectionGoesOn() async throws {
    try await withTestServer(maximumMessageBytes: 1_000) { server in
      try await server.connect { client in
        typealias Opcode = LoopbackClient.Opcode
        try await client.send(String(repeating: "x", count: 1_001))
        #expect(
          await server.log.next(containing: "dropped")
            == "session 1: dropped a message from the page: over 1000 bytes")
        // Over the limit in three fragments.
        try await client.send(opcode: Opcode.text, Array(repeating: 0x78, count: 600), fin: false)
        try await client.send(
          opcode: Opcode.continuation, Array(repeating: 0x78, count: 600), fin: false)
        try await client.send(opcode: Opcode.continuation, Array(repeating: 0x78, count: 600))
        #expect(await server.log.next(containing: "dropped")?.hasSuffix("over 1000 bytes") == true)
        try await client.send(opcode: Opcode.binary, [1, 2, 3])
        #expect(await server.log.next(containing: "dropped")?.hasSuffix("binary, not text") == true)
        try await client.send(opcode: Opcode.text, [0x7B, 0xFF, 0x7D])
        #expect(await server.log.next(containing: "dropped")?.hasSuffix("not UTF-8") == true)
        // The session still takes the page's messages, whole or in fragments.
        try await client.send(opcode: Opcode.text, Array(#"{"type":"hello","#.utf8), fin: false)
        try await client.send(opcode: Opcode.continuation, Array(#""cols":33,"rows":20}"#.utf8))
        _ = try await client.nextText()
        #expect(await server.sessions.session(0)?.columns == 33)
      }
    }
  }

  @Test func aFrameFarOverTheLimitClosesTheConnection() async throws {
    try await withTestServer(maximumMessageBytes: 1_000) { server in
      try await server.connect { client in
        try await client.send(String(repeating: "x", count: 4_001))
        // The server closes the connection instead of reading the frame: 1009, too big.
        #expect(try await client.closeCode() == 1009)
      }
      #expect(await server.log.next(containing: "session 1 closed") != nil)
      #expect(await server.server.openSessionCount == 0)
    }
  }
}
