import Foundation

/// The attributes UIKit declares for attributed strings and Foundation on Linux does not, with
/// UIKit's names, so that `[NSAttributedString.Key.font: font]` compiles as on iOS. ``Label``
/// draws them: see ``Label/attributedText``.
extension NSAttributedString.Key {
  /// The ``Font`` of the text: UIKit's `NSAttributedString.Key.font`.
  public static let font = NSAttributedString.Key("NSFont")

  /// The ``Color`` of the text: UIKit's `NSAttributedString.Key.foregroundColor`.
  public static let foregroundColor = NSAttributedString.Key("NSColor")

  /// The ``Color`` behind the text: UIKit's `NSAttributedString.Key.backgroundColor`.
  public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")

  /// How the text is underlined, an ``NSUnderlineStyle`` or its raw value (an `Int` or an
  /// `NSNumber`, as UIKit code passes `NSUnderlineStyle.single.rawValue`): UIKit's
  /// `NSAttributedString.Key.underlineStyle`.
  public static let underlineStyle = NSAttributedString.Key("NSUnderline")
}
