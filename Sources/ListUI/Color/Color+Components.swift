import Foundation

/// A colour's components as Core Graphics gives them, for code that reads a `CGColor`.
extension Color {
  /// A grey from 0 (black) to 1 (white): Core Graphics' `CGColor(gray:alpha:)`.
  public convenience init(gray: CGFloat, alpha: CGFloat) {
    self.init(white: gray, alpha: alpha)
  }

  /// A colour from sRGB components: Core Graphics' `CGColor(srgbRed:green:blue:alpha:)`.
  public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// The colour's red, green, blue and alpha, each from 0 to 1: Core Graphics' `components`.
  /// `nil` for the terminal's own colours (such as ``label``), which have none.
  public var components: [CGFloat]? {
    var red: CGFloat = 0
    var green: CGFloat = 0
    var blue: CGFloat = 0
    var alpha: CGFloat = 0
    guard getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return nil }
    return [red, green, blue, alpha]
  }

  /// How many components ``components`` has: 4, or 0 for the terminal's own colours.
  public var numberOfComponents: Int { components?.count ?? 0 }
}
