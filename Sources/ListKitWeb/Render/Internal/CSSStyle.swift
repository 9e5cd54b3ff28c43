import Foundation
import ListUI

/// ListUI's colours and text styles as the page's style objects: colours as CSS, attributes as
/// flags.
enum CSSStyle {
  /// A drawing colour as CSS: the 16 standard colours as the page's theme variables
  /// (`var(--c0)` to `var(--c15)`), UIKit's system colours (``ListUI/Color/systemBlue`` and the
  /// others) as the theme's variables for them (`var(--sys-blue)` for text, `var(--sys-blue-fill)`
  /// for a `fill`), the others as `#rrggbb`.
  static func css(_ color: DrawingColor, fill: Bool = false) -> String {
    if case .rgb(let red, let green, let blue) = color,
      let name = systemColorNames[RGB(red: red, green: green, blue: blue)]
    {
      return fill ? "var(--sys-\(name)-fill)" : "var(--sys-\(name))"
    }
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

  /// A colour as CSS with its alpha, or `nil` for none or the page's own colour: a fill unless
  /// `fill` is false.
  static func css(_ color: Color?, fill: Bool = true) -> String? {
    guard let color, let drawing = color.drawingColor else { return nil }
    let alpha = color.alpha
    let opaque = css(drawing, fill: fill)
    guard alpha < 0.995 else { return opaque }
    let shown = (alpha * 100).rounded() / 100
    if opaque.hasPrefix("var(") {
      return "color-mix(in srgb, \(opaque) \(Int((shown * 100).rounded()))%, transparent)"
    }
    guard case .rgb(let red, let green, let blue) = drawing else { return opaque }
    return "rgba(\(red),\(green),\(blue),\(shown))"
  }

  private struct RGB: Hashable {
    let red: UInt8
    let green: UInt8
    let blue: UInt8
  }

  /// UIKit's system colours by their components, with the names of the page's variables for
  /// them. The page gives each a value for text and one for fills in each theme, with at least
  /// 4.5:1 contrast against the theme's background or white text, as UIKit's increased-contrast
  /// variants do.
  private static let systemColorNames: [RGB: String] = {
    let colors: [(Color, String)] = [
      (.systemRed, "red"), (.systemOrange, "orange"), (.systemYellow, "yellow"),
      (.systemGreen, "green"), (.systemMint, "mint"), (.systemTeal, "teal"),
      (.systemCyan, "cyan"), (.systemBlue, "blue"), (.systemIndigo, "indigo"),
      (.systemPurple, "purple"), (.systemPink, "pink"), (.systemBrown, "brown"),
      (.systemGray, "gray"), (.systemGray2, "gray2"), (.systemGray3, "gray3"),
      (.systemGray4, "gray4"), (.systemGray5, "gray5"), (.systemGray6, "gray6"),
    ]
    var names: [RGB: String] = [:]
    for (color, name) in colors {
      guard case .rgb(let red, let green, let blue)? = color.drawingColor else { continue }
      names[RGB(red: red, green: green, blue: blue)] = name
    }
    return names
  }()

  private static func hex(_ red: Int, _ green: Int, _ blue: Int) -> String {
    "#" + [red, green, blue].map { String(format: "%02x", $0) }.joined()
  }

  /// A font and alignment as the page's font object: `s` its size in pixels, `w` its CSS
  /// weight (100 to 900), `i` when italic, `m` when monospaced, `f` its family when it is not
  /// the system's, and `a` the alignment, `left`, `center` or `right`.
  static func font(_ font: Font, alignment: TextAlignment) -> JSON {
    var members: [(String, JSON)] = [
      ("s", .number(Double(font.pointSize))), ("w", .number(Double(cssWeight(font.weight)))),
    ]
    if font.isItalic { members.append(("i", .bool(true))) }
    if font.isMonospaced { members.append(("m", .bool(true))) }
    if let family = font.familyName { members.append(("f", .string(family))) }
    let align =
      switch alignment {
      case .left: "left"
      case .center: "center"
      case .right: "right"
      }
    members.append(("a", .string(align)))
    return .object(members)
  }

  /// UIKit's weight, from -1 to 1, as CSS's, from 100 to 900: the nearest of UIKit's named
  /// weights, ultra light 100 to black 900.
  static func cssWeight(_ weight: Font.Weight) -> Int {
    let named: [Font.Weight] = [
      .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
    ]
    let nearest = named.indices.min {
      abs(named[$0].rawValue - weight.rawValue) < abs(named[$1].rawValue - weight.rawValue)
    }
    return ((nearest ?? 3) + 1) * 100
  }

  /// A text style as the page's style object: `fg` and `bg` colours, and `b` (bold), `d` (dim),
  /// `u` (underlined), `r` (reversed), `i` (italic) when set.
  static func runStyle(_ style: TextStyle) -> JSON {
    var members: [(String, JSON)] = []
    if let foreground = style.foreground { members.append(("fg", .string(css(foreground)))) }
    if let background = style.background {
      members.append(("bg", .string(css(background, fill: true))))
    }
    if style.isBold { members.append(("b", .bool(true))) }
    if style.isDim { members.append(("d", .bool(true))) }
    if style.isUnderlined { members.append(("u", .bool(true))) }
    if style.isReversed { members.append(("r", .bool(true))) }
    if style.isItalic { members.append(("i", .bool(true))) }
    return .object(members)
  }
}
