/// How ``Swift/StringProtocol/enumerateSubstrings(in:options:_:)`` goes through a string's
/// words: Foundation's `.byWords` enumeration, which swift-corelibs-foundation does not have.
///
/// `.byWords` is required; `.reverse` goes from the last word to the first, and
/// `.substringNotRequired` passes `nil` for each word's text.
public struct WordEnumerationOptions: OptionSet, Hashable, Sendable {
  /// The raw value.
  public let rawValue: UInt

  /// Options from `rawValue`'s bits.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// Goes through the words.
  public static let byWords = WordEnumerationOptions(rawValue: 1 << 0)

  /// Goes from the last word to the first.
  public static let reverse = WordEnumerationOptions(rawValue: 1 << 8)

  /// Passes `nil` for each word's text, where only its range is needed.
  public static let substringNotRequired = WordEnumerationOptions(rawValue: 1 << 9)
}
