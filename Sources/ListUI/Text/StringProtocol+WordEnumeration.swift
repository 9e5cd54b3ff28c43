extension StringProtocol {
  /// Calls `body` with each word in `range`, its range, and its enclosing range (the word and
  /// the separators after it, and before the first word those before it); setting the last
  /// argument to `true` stops. Foundation's `enumerateSubstrings(in:options:_:)` with `.byWords`,
  /// which swift-corelibs-foundation marks unavailable: a call that passes `.byWords` comes here.
  ///
  /// A word is a run of letters, digits and marks, with an apostrophe, a period or a hyphen
  /// between two of them kept inside it (`don't`, `3.14`, `e-mail`); everything else separates
  /// words. This is Unicode's word boundary rule for alphabetic scripts; a script written
  /// without spaces, such as Chinese or Japanese, is one word per run.
  ///
  /// - Complexity: O(n) in the length of `range`.
  public func enumerateSubstrings<R: RangeExpression>(
    in range: R, options: WordEnumerationOptions,
    _ body: @escaping (String?, Range<Index>, Range<Index>, inout Bool) -> Void
  ) where R.Bound == Index {
    precondition(
      options.contains(.byWords), "enumerateSubstrings(in:options:_:) needs .byWords here")
    let range = range.relative(to: self)
    let words = wordRanges(in: range)
    var order = Array(words.indices)
    if options.contains(.reverse) { order.reverse() }
    var stop = false
    for index in order {
      let word = words[index]
      let start = index == 0 ? range.lowerBound : word.lowerBound
      let end = index + 1 < words.count ? words[index + 1].lowerBound : range.upperBound
      let text = options.contains(.substringNotRequired) ? nil : String(self[word])
      body(text, word, start..<end, &stop)
      if stop { return }
    }
  }

  /// The ranges of the words in `range`, in order.
  private func wordRanges(in range: Range<Index>) -> [Range<Index>] {
    func isWordCharacter(_ character: Character) -> Bool {
      character.unicodeScalars.contains {
        $0.properties.isAlphabetic || $0.properties.numericType != nil
          || $0.properties.generalCategory == .nonspacingMark
      }
    }
    var words: [Range<Index>] = []
    var start: Index?
    var index = range.lowerBound
    while index < range.upperBound {
      let character = self[index]
      let next = self.index(after: index)
      if isWordCharacter(character) {
        if start == nil { start = index }
      } else if let wordStart = start {
        let joins =
          "'’.-".contains(character) && next < range.upperBound && isWordCharacter(self[next])
        if !joins {
          words.append(wordStart..<index)
          start = nil
        }
      }
      index = next
    }
    if let start { words.append(start..<range.upperBound) }
    return words
  }
}
