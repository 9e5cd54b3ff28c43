/// How a run of a peer ended.
enum PeerOutcome: Equatable {
  case finished
  /// Stopped after the time cap, in seconds.
  case timedOut(Int)
  /// Stopped when its resident memory passed the cap, in megabytes.
  case overMemory(Int)
  /// Exited with a failure status.
  case failed(Int32)

  var sentence: String {
    switch self {
    case .finished: "finished"
    case .timedOut(let seconds): "did not finish within \(seconds) s"
    case .overMemory(let megabytes): "stopped when its memory passed \(megabytes) MB"
    case .failed(let status): "failed (exit status \(status))"
    }
  }
}
