import Foundation

/// `duration` in milliseconds.
public func milliseconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) * 1_000 + Double(duration.components.attoseconds) / 1e15
}

/// The best of `runs` timings of `body`, in milliseconds.
@MainActor
public func best(runs: Int, _ body: () -> Void) -> Double {
  var result = Double.infinity
  for _ in 0..<runs {
    let start = ContinuousClock.now
    body()
    result = min(result, milliseconds(ContinuousClock.now - start))
  }
  return result
}

/// The middle value of `values`, the upper one of the two middle values for an even count; 0 for
/// none.
public func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

/// `value` with `digits` digits after the point.
public func format(_ value: Double, _ digits: Int = 1) -> String {
  String(format: "%.\(digits)f", value)
}

/// `text` right-aligned in `width` columns; longer text is left whole.
public func pad(_ text: String, _ width: Int) -> String {
  String(repeating: " ", count: max(0, width - text.count)) + text
}

/// The lowest and the highest of `values` with `digits` digits after the point, as "low–high",
/// or one value when both read the same: a figure as several runs give it, not the best of them.
public func range(_ values: [Double], _ digits: Int = 1) -> String {
  let low = format(values.min() ?? 0, digits)
  let high = format(values.max() ?? 0, digits)
  return low == high ? low : "\(low)–\(high)"
}

/// Runs this program again as `--one <count>` in a child process, so that a measurement's memory
/// and caches are its own, and reads the `expecting` numbers it prints; `nil` when it fails.
/// With `hugePages`, the child's `malloc` asks the kernel for transparent huge pages
/// (``HugePages/environment``).
public func measureInChild(count: Int, expecting: Int, hugePages: Bool = false) -> [Double]? {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
  process.arguments = ["--one", String(count)]
  if hugePages { process.environment = HugePages.environment }
  let pipe = Pipe()
  process.standardOutput = pipe
  do { try process.run() } catch { return nil }
  let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  process.waitUntilExit()
  let values = output.split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
  return values.count == expecting ? values : nil
}

/// The command line of a tool that measures sizes several times: `--runs N` (`defaultRuns`
/// unless given) and the sizes, the other numbers.
public func runsAndCounts(_ arguments: [String], defaultRuns: Int = 5) -> (runs: Int, counts: [Int])
{
  var runs = defaultRuns
  if let flag = arguments.firstIndex(of: "--runs"), flag + 1 < arguments.count,
    let value = Int(arguments[flag + 1]), value > 0
  {
    runs = value
  }
  let counts = arguments.enumerated().compactMap { offset, argument in
    offset > 0 && arguments[offset - 1] == "--runs" ? nil : Int(argument)
  }
  return (runs, counts)
}

/// A run's figures by name, as one child process measures and prints them.
public typealias RunFigures = [String: Double]

/// Prints `figures`, one `name value` a line: what a run made by ``figuresOfRunsInChildren(runs:)``
/// prints.
public func printFigures(_ figures: RunFigures) {
  for (name, value) in figures.sorted(by: { $0.key < $1.key }) { print(name, value) }
}

/// Runs this program again as `--one-run`, `runs` times, each in a child process of its own, so
/// that no run reuses another's memory and caches, and reads the figures each prints with
/// ``printFigures(_:)``; a run that fails is left out.
public func figuresOfRunsInChildren(runs: Int) -> [RunFigures] {
  (0..<runs).compactMap { _ in
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = ["--one-run"]
    let pipe = Pipe()
    process.standardOutput = pipe
    do { try process.run() } catch { return nil }
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    var figures = RunFigures()
    for line in output.split(separator: "\n") {
      let parts = line.split(separator: " ")
      if parts.count == 2, let value = Double(parts[1]) { figures[String(parts[0])] = value }
    }
    return figures.isEmpty ? nil : figures
  }
}

/// The range over `runs` of the figure `name`, as ``range(_:_:)`` gives it.
public func range(of name: String, in runs: [RunFigures], _ digits: Int = 1) -> String {
  range(runs.compactMap { $0[name] }, digits)
}

/// The figures of a tool that measures all of them in one run, over several runs: as the child
/// `figuresOfRunsInChildren(runs:)` starts (`--one-run`), measures them with `measure`, prints
/// them and ends the program; otherwise starts `--runs N` children (5 unless given) and returns
/// the figures of those that did not fail, ending the program when they all did.
@MainActor
public func figuresOfRuns(measuring measure: () -> RunFigures) -> [RunFigures] {
  let arguments = Array(CommandLine.arguments.dropFirst())
  if arguments.first == "--one-run" {
    printFigures(measure())
    exit(0)
  }
  let results = figuresOfRunsInChildren(runs: runsAndCounts(arguments).runs)
  if results.isEmpty {
    print("every run failed")
    exit(1)
  }
  return results
}

/// The CPU time the calling thread has used, in milliseconds: the time it ran, which leaves out
/// the time it waited for a core on a busy machine.
public func threadCPUMilliseconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
  return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
}
