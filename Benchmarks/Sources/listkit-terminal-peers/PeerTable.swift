import BenchmarkReporting

/// The report: for each size, each framework's figures as ranges over its runs, then each
/// peer's multiples of ListKit's medians, then the runs that did not finish.
struct PeerTable {
  /// The frameworks in the order they are printed, ListKit first.
  var frameworks: [String]
  /// Every run, by size and framework.
  var runs: [Int: [String: [PeerRun]]] = [:]

  private static let times = [
    ("first frame", "first_frame"), ("all rows", "all_rows"), ("row step", "row_step"),
    ("page step", "page_step"), ("1% update", "update"),
  ]

  func print(sizes: [Int]) {
    for size in sizes {
      Swift.print("")
      Swift.print("\(size) rows")
      Swift.print(
        "  " + "".padding(toLength: 26, withPad: " ", startingAt: 0)
          + Self.times.map { pad($0.0 + " ms", 24) }.joined()
          + pad("bytes: first/row/page/update", 32) + pad("peak MB", 14))
      for framework in frameworks {
        let runs = runs[size]?[framework] ?? []
        guard !runs.isEmpty else { continue }
        var line = "  " + framework.padding(toLength: 26, withPad: " ", startingAt: 0)
        for (_, key) in Self.times {
          line += pad(range(runs, key + "_ms") + " (" + range(runs, key + "_cpu_ms") + ")", 24)
        }
        let bytes = ["first_frame", "row_step", "page_step", "update"].map { key in
          runs.compactMap { $0.figures[key + "_bytes"] }.first.map { String(Int($0)) } ?? "—"
        }
        line += pad(bytes.joined(separator: "/"), 32) + pad(range(runs, "peak_mb"), 14)
        Swift.print(line)
      }
      printMultiples(size: size)
      for framework in frameworks {
        for run in runs[size]?[framework] ?? [] where run.outcome != .finished {
          Swift.print("  \(framework): \(run.outcome.sentence)")
        }
      }
    }
  }

  /// Each peer's median over ListKit's, wall clock and CPU time.
  private func printMultiples(size: Int) {
    guard let listKit = runs[size]?[frameworks[0]], !listKit.isEmpty else { return }
    for peer in frameworks.dropFirst() {
      guard let runs = runs[size]?[peer], !runs.isEmpty else { continue }
      let multiples = Self.times.map { name, key in
        let wall = multiple(runs, listKit, key + "_ms")
        let cpu = multiple(runs, listKit, key + "_cpu_ms")
        return "\(name) \(wall) (CPU \(cpu))"
      }
      Swift.print("  \(peer) ÷ ListKit: " + multiples.joined(separator: ", "))
    }
  }

  private func multiple(_ peer: [PeerRun], _ listKit: [PeerRun], _ key: String) -> String {
    let peerValues = peer.compactMap { $0.figures[key] }
    let listKitValues = listKit.compactMap { $0.figures[key] }
    guard !peerValues.isEmpty, !listKitValues.isEmpty, median(listKitValues) > 0 else {
      return "—"
    }
    return format(median(peerValues) / median(listKitValues), 1) + "x"
  }

  /// The smallest and largest value of `key` over `runs`, or a dash where none measured it.
  private func range(_ runs: [PeerRun], _ key: String) -> String {
    let values = runs.compactMap { $0.figures[key] }
    guard let low = values.min(), let high = values.max() else { return "—" }
    let digits = high < 10 ? 2 : high < 100 ? 1 : 0
    return low == high || values.count == 1
      ? format(low, digits) : format(low, digits) + "–" + format(high, digits)
  }
}
