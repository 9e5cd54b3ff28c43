/// Runs `body` once for each seed in `seeds`, each with its own generator, and returns the seeds
/// whose run reported a failure, so a failing case can be replayed from its seed alone.
///
/// ```swift
/// let failures = failuresForSeeds(0..<1_000) { seed, random in
///   let values = (0..<20).map { _ in Int.random(in: 0..<10, using: &random) }
///   return values.sorted().first == values.min() ? nil : "unsorted minimum in \(values)"
/// }
/// #expect(failures.isEmpty, "\(failures)")
/// ```
///
/// - Parameters:
///   - seeds: The seeds to run.
///   - body: The check; it returns a description of what went wrong, or `nil` when all is well.
/// - Returns: One line per failing seed: `seed 42: <what went wrong>`.
public func failuresForSeeds(
  _ seeds: some Sequence<UInt64>,
  _ body: (_ seed: UInt64, _ random: inout RepeatableRandomNumberGenerator) -> String?
) -> [String] {
  var failures: [String] = []
  for seed in seeds {
    var random = RepeatableRandomNumberGenerator(seed: seed)
    if let failure = body(seed, &random) {
      failures.append("seed \(seed): \(failure)")
    }
  }
  return failures
}
