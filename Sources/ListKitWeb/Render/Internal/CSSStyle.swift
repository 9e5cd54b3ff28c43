import Foundation
import ListUI

/// ListUI's colours and text styles as the page's style objects: colours as CSS, attributes as
/// flags.
enum CSSStyle {
  /// A drawing colour as CSS: the 16 standard colours as the page's theme variables
  /// (`var(--c0)` to `var(--c15)`), the others as `#rrggbb`.
  static func css(_ color: DrawingColor) -> String {
    switch color {
    case .indexed(let index) where index < 16:
      return "var(--c\(index))"
    case .indexed(let index) where index >= 232:
      let level = 8 + Int(index - 232) * 10
      return hex(level, level, level)
    case .indexed(let index):
      let cube = Int(index) - 16
      func level(_ step: Int) -> Int { step == 0 ? 0 : 55 + step * 40 }
      return hex(level(cube / 36), level(cube / 6 % 6), level(cube % 6))
    case .rgb(let red, let green, let blue):
      return hex(Int(red), Int(green), Int(blue))
    }
  }

  /// A colour as CSS with its alpha, or `nil` for none or the page's own colour.
  static func css(_ color: Color?) -> String? {
    guard let color, let drawing = color.drawingColor else { return nil }
    let alpha = color.alpha
    guard alpha < 0.995 else { return css(drawing) }
    guard case .rgb(let red, let green, let blue) = drawing else { return css(drawing) }
    let shown = (alpha * 100).rounded() / 100
    return "rgba(\(red),\(green),\(blue),\(shown))"
  }

  private static func hex(_ red: Int, _ green: Int, _ blue: Int) -> String {
    "#" + [red, green, blue].map { String(format: "%02x", $0) }.joined()
  }

  /// A text style as the page's style object: `fg` and `bg` colours, and `b` (bold), `d` (dim),
  /// `u` (underlined), `r` (reversed), `i` (italic) when set.
  static func runStyle(_ style: TextStyle) -> JSON {
    var members: [(String, JSON)] = []
    if let foreground = style.foreground { members.append(("fg", .string(css(foreground)))) }
    if let background = style.background { members.append(("bg", .string(css(background)))) }
    if style.isBold { members.append(("b", .bool(true))) }
    if style.isDim { members.append(("d", .bool(true))) }
    if style.isUnderlined { members.append(("u", .bool(true))) }
    if style.isReversed { members.append(("r", .bool(true))) }
    if style.isItalic { members.append(("i", .bool(true))) }
    return .object(members)
  }
}
