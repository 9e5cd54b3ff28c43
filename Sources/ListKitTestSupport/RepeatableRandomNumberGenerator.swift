/// A seeded random number generator (SplitMix64) that gives the same sequence for the same seed on
/// every platform and every run, so that a randomised test, a demo's data or a benchmark's input
/// can be made again from its seed alone.
///
/// The standard library's `SystemRandomNumberGenerator` cannot be seeded; this one can:
///
/// ```swift
/// var random = RepeatableRandomNumberGenerator(seed: 42)
/// let order = (0..<10).shuffled(using: &random)  // the same order on every run
/// ```
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
