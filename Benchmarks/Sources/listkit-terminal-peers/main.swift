// The same list in ListKitTerminal and in its peers, side by side, in one run and one report:
// one-line rows at 10,000, 100,000 and 1,000,000 items on an 80x24 screen, in ListKitTerminal,
// in Bubble Tea's bubbles/list (with its default pagination, a dot a page, and with page
// numbers) and in Textual's ListView and OptionList. For each: the first
// frame, a one-row step (Down), a page step (Page Down), an update that changes 1% of the rows
// to the frame that shows it, the bytes of those frames and the peak resident memory. Every
// run of every framework is a child process, stopped at a time and a memory cap.
//
// Benchmarks/Scripts/terminal_peers.sh installs and builds the peers and runs this with them:
//
//   listkit-terminal-peers --bubbletea PATH --textual SCRIPT [--python PYTHON] [--runs 3]
//       [--cap-seconds 300] [--cap-megabytes 4096] [--versions TEXT] [SIZES...]
//   listkit-terminal-peers --listkit COUNT ROW-STEPS PAGE-STEPS   # ListKit's side alone

import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())

if arguments.first == "--listkit", arguments.count == 4,
  let count = Int(arguments[1]), let rowSteps = Int(arguments[2]), let pageSteps = Int(arguments[3])
{
  MainActor.assumeIsolated {
    measureListKit(count: count, rowSteps: rowSteps, pageSteps: pageSteps)
  }
  exit(0)
}

/// The value after `option` on the command line.
func option(_ option: String) -> String? {
  guard let index = arguments.firstIndex(of: option), index + 1 < arguments.count else {
    return nil
  }
  return arguments[index + 1]
}

let bubbleTea = option("--bubbletea")
let textual = option("--textual")
let python = option("--python") ?? "/usr/bin/python3"
let runCount = option("--runs").flatMap { Int($0) } ?? 3
let capSeconds = option("--cap-seconds").flatMap { Int($0) } ?? 300
let capMegabytes = option("--cap-megabytes").flatMap { Int($0) } ?? 4096
let optionsWithValues: Set = [
  "--bubbletea", "--textual", "--python", "--runs", "--cap-seconds", "--cap-megabytes",
  "--versions",
]
let sizes = arguments.indices.compactMap { index in
  index > 0 && optionsWithValues.contains(arguments[index - 1]) ? nil : Int(arguments[index])
}
let counts = sizes.isEmpty ? [10_000, 100_000, 1_000_000] : sizes

/// The command that measures `framework` at `count` rows, taking `rowSteps` and `pageSteps`
/// steps; `nil` for a peer that was not given.
func command(_ framework: String, count: Int, rowSteps: Int, pageSteps: Int)
  -> (executable: String, arguments: [String])?
{
  let steps = ["--row-steps", String(rowSteps), "--page-steps", String(pageSteps)]
  switch framework {
  case "ListKitTerminal":
    return (
      CommandLine.arguments[0],
      ["--listkit", String(count), String(rowSteps), String(pageSteps)]
    )
  case "Bubble Tea", "Bubble Tea, page numbers":
    let pageNumbers = framework == "Bubble Tea" ? [] : ["-page-numbers"]
    return bubbleTea.map {
      (
        $0,
        ["-items", String(count), "-row-steps", String(rowSteps), "-page-steps", String(pageSteps)]
          + pageNumbers
      )
    }
  case "Textual OptionList":
    return textual.map {
      (python, [$0, "--widget", "optionlist", "--items", String(count)] + steps)
    }
  default:
    return textual.map { (python, [$0, "--widget", "listview", "--items", String(count)] + steps) }
  }
}

var table = PeerTable(frameworks: [
  "ListKitTerminal", "Bubble Tea", "Bubble Tea, page numbers", "Textual OptionList",
  "Textual ListView",
])
// A framework that did not finish at a size is not run again there, nor at a larger size.
var stoppedAt: [String: Int] = [:]
var textualVersion: String?
print(
  "Terminal peers: one-line rows at 80x24, \(runCount) runs a size, "
    + "each run capped at \(capSeconds) s and \(capMegabytes) MB")
for count in counts {
  // A million rows take the peers seconds a step: fewer steps there.
  let (rowSteps, pageSteps) = count >= 1_000_000 ? (5, 2) : (40, 5)
  for run in 1...runCount {
    for framework in table.frameworks {
      if let stopped = stoppedAt[framework], stopped <= count { continue }
      guard
        let (executable, arguments) = command(
          framework, count: count, rowSteps: rowSteps, pageSteps: pageSteps)
      else { continue }
      FileHandle.standardError.write(Data("\(framework), \(count) rows, run \(run)…\n".utf8))
      let result = PeerRun(
        framework: framework, executable: executable, arguments: arguments,
        environment: ["COLORTERM": "truecolor", "TERM": "xterm-256color"],
        capSeconds: capSeconds, capMegabytes: capMegabytes)
      if let version = result.version { textualVersion = version }
      table.runs[count, default: [:]][framework, default: []].append(result)
      if result.outcome != .finished { stoppedAt[framework] = count }
    }
  }
}
print(
  "Versions: ListKit (this checkout); "
    + (option("--versions").map { $0 + "; " } ?? "")
    + "Textual \(textualVersion ?? "not run")")
print(
  "Each cell: the range over the runs, wall clock ms, then (process CPU ms); a step is the median of its run's steps."
)
table.print(sizes: counts)
for (framework, count) in stoppedAt.sorted(by: { $0.key < $1.key }) {
  if let larger = counts.first(where: { $0 > count }) {
    print("\(framework) was not run at \(larger) rows or more: it did not finish at \(count).")
  }
}
