import Foundation

/// A colour: ListUI's `UIColor`, with UIKit's constructors, named colours and system colours.
///
/// A terminal draws a colour as the nearest one its capability allows (true colour, 256, 16 or
/// none). A colour whose alpha is below `0.01`, such as ``clear``, is no colour at all; text in a
/// colour whose alpha is below `0.5` is drawn dimmed. The semantic colours a UIKit app uses for
/// text and backgrounds, such as ``label`` and ``systemBackground``, are the terminal's own
/// foreground and background, so a list reads in light and dark terminals alike; the secondary
/// text colours are that foreground dimmed.
///
/// A colour is an immutable class, as `UIColor` is, so that an app's `extension UIColor` may
/// declare `class var` colours; two colours are equal when their components are.
public final class Color: Hashable, Sendable {
  private enum Storage: Hashable, Sendable {
    /// Components in sRGB, each clamped to 0...1.
    case rgba(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
    /// The terminal's own foreground or background, at an alpha.
    case terminalDefault(alpha: CGFloat)
  }

  private let storage: Storage

  private init(_ storage: Storage) {
    self.storage = storage
  }

  /// Whether two colours have the same components, or are both the terminal's own at the same
  /// alpha.
  public static func == (lhs: Color, rhs: Color) -> Bool { lhs.storage == rhs.storage }

  /// Hashes the components.
  public func hash(into hasher: inout Hasher) { hasher.combine(storage) }

  /// A colour from red, green, blue and alpha components, each from 0 to 1: UIKit's
  /// `init(red:green:blue:alpha:)`. Components outside are clamped, as a terminal cannot show
  /// extended-range colours.
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    func clamp(_ value: CGFloat) -> CGFloat { Swift.min(Swift.max(value, 0), 1) }
    self.init(
      .rgba(red: clamp(red), green: clamp(green), blue: clamp(blue), alpha: clamp(alpha)))
  }

  /// A grey from 0 (black) to 1 (white): UIKit's `init(white:alpha:)`.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// A colour from hue, saturation and brightness, each from 0 to 1: UIKit's
  /// `init(hue:saturation:brightness:alpha:)`.
  public convenience init(
    hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat
  ) {
    let h = (hue - hue.rounded(.down)) * 6
    let s = Swift.min(Swift.max(saturation, 0), 1)
    let v = Swift.min(Swift.max(brightness, 0), 1)
    let sector = Int(h) % 6
    let fraction = h - CGFloat(Int(h))
    let p = v * (1 - s)
    let q = v * (1 - s * fraction)
    let t = v * (1 - s * (1 - fraction))
    let (red, green, blue): (CGFloat, CGFloat, CGFloat)
    switch sector {
    case 0: (red, green, blue) = (v, t, p)
    case 1: (red, green, blue) = (q, v, p)
    case 2: (red, green, blue) = (p, v, t)
    case 3: (red, green, blue) = (p, q, v)
    case 4: (red, green, blue) = (t, p, v)
    default: (red, green, blue) = (v, p, q)
    }
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// A colour from 8-bit components, as design specs give them.
  private convenience init(_ red: Int, _ green: Int, _ blue: Int) {
    self.init(
      red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: 1)
  }

  /// The same colour with `alpha`: UIKit's `withAlphaComponent(_:)`.
  public func withAlphaComponent(_ alpha: CGFloat) -> Color {
    switch storage {
    case .rgba(let red, let green, let blue, _):
      return Color(red: red, green: green, blue: blue, alpha: alpha)
    case .terminalDefault:
      return Color(.terminalDefault(alpha: Swift.min(Swift.max(alpha, 0), 1)))
    }
  }

  /// The colour's alpha, from 0 to 1.
  public var alpha: CGFloat {
    switch storage {
    case .rgba(_, _, _, let alpha), .terminalDefault(let alpha): return alpha
    }
  }

  /// Reads the components into the pointers that are not `nil`, as UIKit's
  /// `getRed(_:green:blue:alpha:)`; `false`, with nothing read, for a colour that is the
  /// terminal's own, which has no components.
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    guard case .rgba(let r, let g, let b, let a) = storage else { return false }
    red?.pointee = r
    green?.pointee = g
    blue?.pointee = b
    alpha?.pointee = a
    return true
  }

  /// The colour a renderer draws, or `nil` for none: the terminal's own colour, or a colour
  /// whose alpha is below `0.01`.
  public var drawingColor: DrawingColor? {
    guard case .rgba(let red, let green, let blue, let alpha) = storage, alpha >= 0.01 else {
      return nil
    }
    func byte(_ value: CGFloat) -> UInt8 { UInt8((value * 255).rounded()) }
    return .rgb(red: byte(red), green: byte(green), blue: byte(blue))
  }

  /// The colour for a layer's ``Layer/borderColor``: UIKit's `cgColor`. ListUI has no separate
  /// Core Graphics colour, so it is the colour itself.
  public var cgColor: Color { self }

  /// A colour equal to `cgColor`: UIKit's `init(cgColor:)`. ListUI's Core Graphics colour is a
  /// ``Color``, so the terminal's own colours keep their meaning.
  public convenience init(cgColor: Color) {
    self.init(cgColor.storage)
  }

  /// The colour's components when it is drawn solid, its alpha at least `0.5`, so that an
  /// animation can blend them; `nil` for the terminal's own colours and translucent ones.
  var opaqueComponents: (red: CGFloat, green: CGFloat, blue: CGFloat)? {
    guard case .rgba(let red, let green, let blue, let alpha) = storage, alpha >= 0.5 else {
      return nil
    }
    return (red, green, blue)
  }

  /// Whether text in this colour is drawn dimmed: its alpha is below `0.5`.
  public var dimsText: Bool { alpha < 0.5 }

  // MARK: Fixed colours

  /// Black.
  public static let black = Color(white: 0, alpha: 1)
  /// A dark grey, a third white.
  public static let darkGray = Color(white: 1.0 / 3, alpha: 1)
  /// A light grey, two thirds white.
  public static let lightGray = Color(white: 2.0 / 3, alpha: 1)
  /// White.
  public static let white = Color(white: 1, alpha: 1)
  /// Half-way grey.
  public static let gray = Color(white: 0.5, alpha: 1)
  /// Pure red.
  public static let red = Color(red: 1, green: 0, blue: 0, alpha: 1)
  /// Pure green.
  public static let green = Color(red: 0, green: 1, blue: 0, alpha: 1)
  /// Pure blue.
  public static let blue = Color(red: 0, green: 0, blue: 1, alpha: 1)
  /// Cyan.
  public static let cyan = Color(red: 0, green: 1, blue: 1, alpha: 1)
  /// Yellow.
  public static let yellow = Color(red: 1, green: 1, blue: 0, alpha: 1)
  /// Magenta.
  public static let magenta = Color(red: 1, green: 0, blue: 1, alpha: 1)
  /// Orange.
  public static let orange = Color(red: 1, green: 0.5, blue: 0, alpha: 1)
  /// Purple.
  public static let purple = Color(red: 0.5, green: 0, blue: 0.5, alpha: 1)
  /// Brown.
  public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
  /// No colour: nothing is drawn in it.
  public static let clear = Color(white: 0, alpha: 0)

  // MARK: System colours, as UIKit's light appearance defines them

  /// UIKit's system red.
  public static let systemRed = Color(255, 59, 48)
  /// UIKit's system orange.
  public static let systemOrange = Color(255, 149, 0)
  /// UIKit's system yellow.
  public static let systemYellow = Color(255, 204, 0)
  /// UIKit's system green.
  public static let systemGreen = Color(52, 199, 89)
  /// UIKit's system mint.
  public static let systemMint = Color(0, 199, 190)
  /// UIKit's system teal.
  public static let systemTeal = Color(48, 176, 199)
  /// UIKit's system cyan.
  public static let systemCyan = Color(50, 173, 230)
  /// UIKit's system blue, the default tint.
  public static let systemBlue = Color(0, 122, 255)
  /// UIKit's system indigo.
  public static let systemIndigo = Color(88, 86, 214)
  /// UIKit's system purple.
  public static let systemPurple = Color(175, 82, 222)
  /// UIKit's system pink.
  public static let systemPink = Color(255, 45, 85)
  /// UIKit's system brown.
  public static let systemBrown = Color(162, 132, 94)
  /// UIKit's system grey.
  public static let systemGray = Color(142, 142, 147)
  /// UIKit's second system grey.
  public static let systemGray2 = Color(174, 174, 178)
  /// UIKit's third system grey.
  public static let systemGray3 = Color(199, 199, 204)
  /// UIKit's fourth system grey.
  public static let systemGray4 = Color(209, 209, 214)
  /// UIKit's fifth system grey.
  public static let systemGray5 = Color(229, 229, 234)
  /// UIKit's sixth system grey.
  public static let systemGray6 = Color(242, 242, 247)

  // MARK: Semantic colours: the terminal's own

  /// Primary text: the terminal's foreground.
  public static let label = Color(.terminalDefault(alpha: 1))
  /// Secondary text: the terminal's foreground, dimmed.
  public static let secondaryLabel = Color(.terminalDefault(alpha: 0.3))
  /// Tertiary text: the terminal's foreground, dimmed.
  public static let tertiaryLabel = Color(.terminalDefault(alpha: 0.3))
  /// Quaternary text: the terminal's foreground, dimmed.
  public static let quaternaryLabel = Color(.terminalDefault(alpha: 0.18))
  /// Placeholder text: the terminal's foreground, dimmed.
  public static let placeholderText = Color(.terminalDefault(alpha: 0.3))
  /// Text on a dark background: white.
  public static let lightText = Color.white
  /// Text on a light background: black.
  public static let darkText = Color.black
  /// Links: the system blue.
  public static let link = Color.systemBlue
  /// Separators: the terminal's foreground, dimmed.
  public static let separator = Color(.terminalDefault(alpha: 0.3))
  /// Opaque separators: the terminal's foreground, dimmed.
  public static let opaqueSeparator = Color(.terminalDefault(alpha: 0.3))
  /// The main background: the terminal's background.
  public static let systemBackground = Color(.terminalDefault(alpha: 1))
  /// Content on the main background: the terminal's background.
  public static let secondarySystemBackground = Color(.terminalDefault(alpha: 1))
  /// Content on secondary content: the terminal's background.
  public static let tertiarySystemBackground = Color(.terminalDefault(alpha: 1))
  /// The background of grouped content: the terminal's background.
  public static let systemGroupedBackground = Color(.terminalDefault(alpha: 1))
  /// The background of grouped tables, UIKit's deprecated name for
  /// ``systemGroupedBackground``: the terminal's background.
  public static let groupTableViewBackground = systemGroupedBackground
  /// Content on the grouped background: the terminal's background.
  public static let secondarySystemGroupedBackground = Color(.terminalDefault(alpha: 1))
  /// Content on secondary grouped content: the terminal's background.
  public static let tertiarySystemGroupedBackground = Color(.terminalDefault(alpha: 1))
  /// Fills of thin shapes: a translucent grey.
  public static let systemFill = Color.systemGray.withAlphaComponent(0.2)
  /// Fills of medium shapes: a translucent grey.
  public static let secondarySystemFill = Color.systemGray.withAlphaComponent(0.16)
  /// Fills of large shapes: a translucent grey.
  public static let tertiarySystemFill = Color.systemGray.withAlphaComponent(0.12)
  /// Fills of large areas: a translucent grey.
  public static let quaternarySystemFill = Color.systemGray.withAlphaComponent(0.08)
}
