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
public func measureInChild(count: Int, expecting: Int) -> [Double]? {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
  process.arguments = ["--one", String(count)]
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
