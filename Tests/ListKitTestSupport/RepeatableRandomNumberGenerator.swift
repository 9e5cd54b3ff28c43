/// A seeded random number generator (SplitMix64) that gives the same sequence on every platform.
public struct RepeatableRandomNumberGenerator: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Creates a generator that starts from `seed`.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Runs `body` once for each seed in `seeds`, each with its own generator, and returns the seeds
/// whose run reported a failure, so a failing case can be replayed from its seed alone.
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
