import Foundation

extension AttributeScopes {
  /// The attributes ListUI draws, for Foundation's `AttributedString`: UIKit's
  /// `AttributeScopes.UIKitAttributes`, under the same names and keys, so that
  /// `string.foregroundColor = .red` and `string.font = .boldSystemFont(ofSize: 14)` compile as
  /// with UIKit. `NSAttributedString(_:)` turns such a string into one for
  /// ``Label/attributedText``.
  public struct ListUIAttributes: AttributeScope {
    /// The text's font.
    public let font: FontAttribute
    /// The text's colour.
    public let foregroundColor: ForegroundColorAttribute
    /// The colour behind the text.
    public let backgroundColor: BackgroundColorAttribute
    /// How the text is underlined.
    public let underlineStyle: UnderlineStyleAttribute
    /// Foundation's own attributes.
    public let foundation: AttributeScopes.FoundationAttributes

    /// The text's ``Font``, under ``Foundation/NSAttributedString/Key/font``'s key.
    public enum FontAttribute: AttributedStringKey {
      /// A font.
      public typealias Value = Font
      /// UIKit's key, `NSFont`.
      public static let name = "NSFont"
    }

    /// The text's ``Color``, under ``Foundation/NSAttributedString/Key/foregroundColor``'s key.
    public enum ForegroundColorAttribute: AttributedStringKey {
      /// A colour.
      public typealias Value = Color
      /// UIKit's key, `NSColor`.
      public static let name = "NSColor"
    }

    /// The ``Color`` behind the text, under
    /// ``Foundation/NSAttributedString/Key/backgroundColor``'s key.
    public enum BackgroundColorAttribute: AttributedStringKey {
      /// A colour.
      public typealias Value = Color
      /// UIKit's key, `NSBackgroundColor`.
      public static let name = "NSBackgroundColor"
    }

    /// The text's ``NSUnderlineStyle``, under
    /// ``Foundation/NSAttributedString/Key/underlineStyle``'s key.
    public enum UnderlineStyleAttribute: AttributedStringKey {
      /// An underline style.
      public typealias Value = NSUnderlineStyle
      /// UIKit's key, `NSUnderline`.
      public static let name = "NSUnderline"
    }
  }

  /// ListUI's attributes: UIKit's `uiKit` scope.
  public var listUI: ListUIAttributes.Type { ListUIAttributes.self }
}

extension AttributeDynamicLookup {
  /// ListUI's attributes as properties of an `AttributedString`, its runs and attribute
  /// containers: `string.foregroundColor`, `string.font`.
  public subscript<T: AttributedStringKey>(
    dynamicMember keyPath: KeyPath<AttributeScopes.ListUIAttributes, T>
  ) -> T {
    self[T.self]
  }
}
