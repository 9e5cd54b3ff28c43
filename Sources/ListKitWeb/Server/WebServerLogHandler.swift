import Logging

/// Passes the HTTP server's warnings and errors to a ``WebServer``'s log, and nothing else.
struct WebServerLogHandler: LogHandler {
  let forward: @Sendable (String) -> Void
  var metadata: Logger.Metadata = [:]
  var logLevel: Logger.Level = .warning

  subscript(metadataKey key: String) -> Logger.Metadata.Value? {
    get { metadata[key] }
    set { metadata[key] = newValue }
  }

  func log(event: LogEvent) {
    forward("server \(event.level): \(event.message)")
  }
}
