extension TestObject {
  /// What a ``TestObject`` holds: a number, such as the number of items its section shows, or a
  /// text, such as what its cell shows. A literal makes one: `3` is `.number(3)`, `"Foo"` is
  /// `.text("Foo")`.
  public enum Value: Hashable, Sendable, CustomStringConvertible, ExpressibleByIntegerLiteral,
    ExpressibleByStringLiteral
  {
    /// A number.
    case number(Int)
    /// A text.
    case text(String)

    /// `.number(value)`.
    public init(integerLiteral value: Int) {
      self = .number(value)
    }

    /// `.text(value)`.
    public init(stringLiteral value: String) {
      self = .text(value)
    }

    /// The number in decimal, or the text.
    public var description: String {
      switch self {
      case .number(let number): "\(number)"
      case .text(let text): text
      }
    }
  }
}
