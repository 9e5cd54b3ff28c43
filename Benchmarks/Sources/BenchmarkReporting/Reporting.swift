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
