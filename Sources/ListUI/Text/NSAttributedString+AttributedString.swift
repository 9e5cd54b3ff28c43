import Foundation

#if !canImport(Darwin)
  extension NSAttributedString {
    /// An attributed string with the text of `attributedString` and its ListUI attributes
    /// (`AttributeScopes.ListUIAttributes`: font, colours, underline), as
    /// Foundation's `init(_:)` makes one on Apple platforms, where Foundation on Linux has none;
    /// other attributes are left out. For ``Label/attributedText``.
    public convenience init(_ attributedString: AttributedString) {
      typealias Scope = AttributeScopes.ListUIAttributes
      let result = NSMutableAttributedString(string: "")
      for run in attributedString.runs {
        var attributes: [NSAttributedString.Key: Any] = [:]
        if let font = run.attributes[Scope.FontAttribute.self] { attributes[.font] = font }
        if let color = run.attributes[Scope.ForegroundColorAttribute.self] {
          attributes[.foregroundColor] = color
        }
        if let color = run.attributes[Scope.BackgroundColorAttribute.self] {
          attributes[.backgroundColor] = color
        }
        if let style = run.attributes[Scope.UnderlineStyleAttribute.self] {
          attributes[.underlineStyle] = style.rawValue
        }
        result.append(
          NSAttributedString(
            string: String(attributedString[run.range].characters), attributes: attributes))
      }
      self.init(attributedString: result)
    }
  }
#endif
