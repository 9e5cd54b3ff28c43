import Dispatch
import Foundation

/// Ends ``WebServer/serve()`` a moment after Ctrl-C or SIGTERM, whatever its connections do:
/// the server's graceful shutdown waits for every connection, and one that never finished its
/// request would hold it for good.
@MainActor
final class ShutdownWatchdog {
  private var sources: [any DispatchSourceSignal] = []
  private var timer: DispatchWorkItem?
  private var signals = 0

  /// Watches SIGINT and SIGTERM, with the server's own handling: the first starts a timer of
  /// `deadline` seconds, the second ends at once; `end` ends the serving.
  init(
    deadline: TimeInterval, log: @escaping @Sendable (String) -> Void,
    end: @escaping @MainActor () -> Void
  ) {
    for number in [SIGINT, SIGTERM] {
      // The dispatch sources take the signal in place of its default action, as the server's
      // own handling does.
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
      source.setEventHandler { [weak self] in
        MainActor.assumeIsolated {
          guard let self else { return }
          self.signals += 1
          if self.signals > 1 {
            log("stopping now: a second signal")
            end()
            return
          }
          let work = DispatchWorkItem {
            MainActor.assumeIsolated {
              log("stopped: connections still open after \(deadline) s are dropped")
              end()
            }
          }
          self.timer = work
          DispatchQueue.main.asyncAfter(deadline: .now() + deadline, execute: work)
        }
      }
      source.resume()
      sources.append(source)
    }
  }

  /// Stops watching: the serving ended on its own.
  func cancel() {
    timer?.cancel()
    for source in sources { source.cancel() }
    sources = []
  }
}
