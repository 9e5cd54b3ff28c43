// Prints ListDiff's speed as multiples of its floors, and its peak memory beyond the inputs.
//
//   swift run -c release listdiff-ratios            # the full report (a few minutes)
//   swift run -c release listdiff-ratios --quick    # 5,000 and 100,000 elements only
//
// The typed floor builds one Dictionary of the old array's identifiers and one of the new
// array's, in the identifiers' own type; the AnyHashable floor builds the same dictionaries keyed
// by diffIdentifier(). A multiple is the diff's best time over the floor's best time, in the same
// process, on the same arrays.

import BenchmarkReporting
import DiffScenarios
import Foundation
import ListDiffKit

#if canImport(Glibc)
  import Glibc

  /// glibc's `malloc_trim`, which hands freed memory back to the kernel.
  @_silgen_name("malloc_trim")
  func malloc_trim(_ pad: Int) -> Int32
#elseif canImport(Darwin)
  import Darwin
#endif

/// The best of `runs` timings of `body`, in milliseconds.
func bestMilliseconds(runs: Int, _ body: () -> Int) -> Double {
  var best = Duration.seconds(1_000_000)
  var sink = 0
  for _ in 0..<runs {
    let start = ContinuousClock.now
    sink &+= body()
    best = min(best, ContinuousClock.now - start)
  }
  if sink == Int.min { print("") }  // keeps the work observable
  return milliseconds(best)
}

struct Row {
  var kind: String
  var count: Int
  var typedFloor: Double
  var typed: Double
  var anyFloor: Double
  var existential: Double
  var standardLibrary: Double?
}

func measure<Key: ListDiffable & Hashable & Sendable>(
  _ kind: IdentifierKind, count: Int, make: (Int) -> Key
) -> Row {
  let scenario = DiffScenario(count: count, make: make)
  let boxedSource: [any ListDiffable] = scenario.source
  let boxedTarget: [any ListDiffable] = scenario.target
  let runs = count >= 1_000_000 ? 3 : (count >= 100_000 ? 7 : 30)
  let typedFloor = bestMilliseconds(runs: runs) {
    Measured.typedFloor(scenario.source, scenario.target)
  }
  let typed = bestMilliseconds(runs: runs) { Measured.typedDiff(scenario.source, scenario.target) }
  let anyFloor = bestMilliseconds(runs: runs) {
    Measured.anyHashableFloor(boxedSource, boxedTarget)
  }
  let existential = bestMilliseconds(runs: runs) {
    Measured.existentialDiff(boxedSource, boxedTarget)
  }
  var standardLibrary: Double?
  if count <= 100_000 {
    standardLibrary = bestMilliseconds(runs: count >= 100_000 ? 1 : 3) {
      Measured.standardLibraryDiff(scenario.source, scenario.target)
    }
  }
  return Row(
    kind: kind.rawValue, count: count, typedFloor: typedFloor, typed: typed, anyFloor: anyFloor,
    existential: existential, standardLibrary: standardLibrary)
}

func rowsFor(count: Int) -> [Row] {
  [
    measure(.int, count: count) { $0 },
    measure(.wideInt, count: count) { wideInt($0) },
    measure(.string, count: count) { "item-\($0)" },
    measure(.uuid, count: count) { uuid($0) },
  ]
}

/// A line of `/proc/self/status`, such as `VmRSS` or `VmHWM`, in bytes.
func processStatus(_ field: String) -> Int? {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
    return nil
  }
  for line in status.split(separator: "\n") where line.hasPrefix(field + ":") {
    let kilobytes = line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first
    return kilobytes.flatMap { Int($0) }.map { $0 * 1024 }
  }
  return nil
}

/// Run in a child process: builds the Int scenario, then reports how far the resident set peaks
/// above what the inputs take while `operation` runs once and its result is alive. Linux only:
/// it resets the kernel's peak (VmHWM) after the inputs are built.
func memoryProbe(operation: String, count: Int) {
  let scenario = DiffScenario(count: count) { $0 }
  #if canImport(Glibc)
    _ = malloc_trim(0)
  #endif
  try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
  guard let before = processStatus("VmRSS") else {
    print("unavailable")
    return
  }
  let result: Int
  switch operation {
  case "floor": result = Measured.typedFloor(scenario.source, scenario.target)
  default: result = Measured.typedDiff(scenario.source, scenario.target)
  }
  let peak = processStatus("VmHWM") ?? before
  print("\(peak - before) \(result)")
}

func probeMemory(operation: String, count: Int) -> Double? {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
  process.arguments = ["--memory-probe", operation, String(count)]
  let pipe = Pipe()
  process.standardOutput = pipe
  do { try process.run() } catch { return nil }
  process.waitUntilExit()
  let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  guard let bytes = output.split(separator: " ").first.flatMap({ Double($0) }) else { return nil }
  return bytes / 1_000_000
}

let arguments = CommandLine.arguments.dropFirst()
if arguments.first == "--memory-probe", arguments.count == 3,
  let count = Int(arguments[arguments.startIndex + 2])
{
  memoryProbe(operation: arguments[arguments.startIndex + 1], count: count)
  exit(0)
}

let quick = arguments.contains("--quick")
let counts = quick ? [5_000, 100_000] : [5_000, 100_000, 1_000_000]

print(
  "ListDiff, DifferenceKit's scenario (delete 10%, insert 10%, shuffle 2%), best of several runs")
print("")
print(
  [
    pad("N", 9), pad("id", 8), pad("floor ms", 10), pad("typed ms", 10), pad("x floor", 8),
    pad("AH floor", 10), pad("[any] ms", 10), pad("x AH", 6), pad("stdlib ms", 11),
  ].joined(separator: " "))
var worstTyped = 0.0
var worstInt = 0.0
var worstExistential = 0.0
for count in counts {
  for row in rowsFor(count: count) {
    let typedRatio = row.typed / row.typedFloor
    let existentialRatio = row.existential / row.anyFloor
    if count >= 100_000 {
      if row.kind == IdentifierKind.int.rawValue {
        worstInt = max(worstInt, typedRatio)
      } else {
        worstTyped = max(worstTyped, typedRatio)
      }
      worstExistential = max(worstExistential, existentialRatio)
    }
    print(
      [
        pad(String(row.count), 9), pad(row.kind, 8), pad(format(row.typedFloor, 2), 10),
        pad(format(row.typed, 2), 10), pad(format(typedRatio, 2) + "x", 8),
        pad(format(row.anyFloor, 2), 10), pad(format(row.existential, 2), 10),
        pad(format(existentialRatio, 2) + "x", 6),
        pad(row.standardLibrary.map { format($0, 1) } ?? "-", 11),
      ].joined(separator: " "))
  }
}
print("")
print(
  "worst typed Int multiple at N >= 100,000: \(format(worstInt, 2))x the typed floor (target 1.5x)")
print(
  "worst typed multiple of the other identifiers at N >= 100,000: \(format(worstTyped, 2))x "
    + "the typed floor (target 2x)")
print(
  "worst [any ListDiffable] multiple at N >= 100,000: \(format(worstExistential, 2))x the AnyHashable floor (target 2x)"
)
if !quick {
  let diffMemory = probeMemory(operation: "diff", count: 1_000_000)
  let floorMemory = probeMemory(operation: "floor", count: 1_000_000)
  print(
    "peak memory beyond the inputs, 1,000,000 Int identifiers: ListDiff \(diffMemory.map { format($0) } ?? "?") MB, "
      + "floor \(floorMemory.map { format($0) } ?? "?") MB (target 100 MB)")
}
