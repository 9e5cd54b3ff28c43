import Foundation

/// How a query matches a text in a fuzzy filter: the query's characters appear in the text in
/// order, not necessarily together, whatever their case.
///
/// The ``score`` ranks the matches: each matched character counts, more when it follows the
/// previous match or starts a word, and each character skipped between two matches counts
/// against it, so "col" ranks "Expand and Collapse" above "UIKit Controls". Of the ways a query
/// can match a text, the one with the best score is taken.
public struct FuzzyMatch: Hashable, Sendable {
  /// The offsets, in characters, of the text's characters the query's characters matched, in
  /// order.
  public let matchedOffsets: [Int]

  /// How good the match is: higher is better.
  public let score: Int

  /// What a matched character counts.
  static let characterScore = 1
  /// What a matched character that follows the previous match adds.
  static let consecutiveBonus = 5
  /// What a matched character that starts a word adds: the first character, or one after a
  /// character that is not a letter or digit, or an uppercase letter after a lowercase one.
  static let wordStartBonus = 3

  /// Matches `query` in `text`; `nil` when `text` does not hold the query's characters in order.
  /// An empty query matches every text, with no characters and a score of 0. Of the ways the
  /// characters can match, the one with the best score is taken.
  public init?(query: String, in text: String) {
    let needle = Array(query.lowercased())
    let original = Array(text)
    let haystack = original.map { Character($0.lowercased()) }
    guard !needle.isEmpty else {
      matchedOffsets = []
      score = 0
      return
    }
    // The best score of matching the query's characters up to the i-th with the i-th at
    // offset j, and where the one before it matched.
    var scores = [[Int?]](
      repeating: [Int?](repeating: nil, count: haystack.count), count: needle.count)
    var previous = [[Int]](
      repeating: [Int](repeating: -1, count: haystack.count), count: needle.count)
    for (index, character) in needle.enumerated() {
      for offset in haystack.indices where haystack[offset] == character {
        let own =
          Self.characterScore + (Self.isWordStart(offset, in: original) ? Self.wordStartBonus : 0)
        guard index > 0 else {
          scores[0][offset] = own
          continue
        }
        for before in 0..<offset {
          guard let earlier = scores[index - 1][before] else { continue }
          let gap = offset - before - 1
          let total = earlier + own + (gap == 0 ? Self.consecutiveBonus : -gap)
          if total > scores[index][offset] ?? Int.min {
            scores[index][offset] = total
            previous[index][offset] = before
          }
        }
      }
    }
    let ends = haystack.indices.compactMap { offset in
      scores[needle.count - 1][offset].map { (offset: offset, score: $0) }
    }
    guard let last = ends.max(by: { $0.score < $1.score }) else { return nil }
    var offsets = [last.offset]
    for index in stride(from: needle.count - 1, to: 0, by: -1) {
      offsets.insert(previous[index][offsets[0]], at: 0)
    }
    matchedOffsets = offsets
    score = last.score
  }

  /// Whether the character at `offset` starts a word.
  private static func isWordStart(_ offset: Int, in text: [Character]) -> Bool {
    guard offset > 0 else { return true }
    let previous = text[offset - 1]
    if !(previous.isLetter || previous.isNumber) { return true }
    return text[offset].isUppercase && previous.isLowercase
  }

  /// The items whose text `query` matches, best first; items that match equally well keep
  /// their order. An empty query keeps every item, in order.
  ///
  /// - Parameters:
  ///   - items: The items.
  ///   - query: What was typed.
  ///   - text: The text of an item that the query is matched in.
  /// - Returns: Each matching item with its match.
  public static func rank<Item>(
    _ items: [Item], by query: String, text: (Item) -> String
  ) -> [(item: Item, match: FuzzyMatch)] {
    let matches = items.enumerated().compactMap { index, item in
      FuzzyMatch(query: query, in: text(item)).map { (index: index, item: item, match: $0) }
    }
    return matches.sorted {
      $0.match.score != $1.match.score ? $0.match.score > $1.match.score : $0.index < $1.index
    }
    .map { ($0.item, $0.match) }
  }

  /// `text` with `attributes`, and the characters the match matched highlighted: bold,
  /// underlined and yellow, as a `Label`'s `attributedText`.
  public func highlighting(
    _ text: String, attributes: [NSAttributedString.Key: Any] = [:]
  ) -> NSAttributedString {
    let result = NSMutableAttributedString(string: "")
    var highlight = attributes
    highlight[.font] = Font.boldSystemFont(ofSize: 17)
    highlight[.foregroundColor] = Color.yellow
    highlight[.underlineStyle] = NSUnderlineStyle.single.rawValue
    let matched = Set(matchedOffsets)
    for (offset, character) in text.enumerated() {
      result.append(
        NSAttributedString(
          string: String(character),
          attributes: matched.contains(offset) ? highlight : attributes))
    }
    return result
  }
}
