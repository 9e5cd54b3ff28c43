/// A colour as a renderer draws it, for text and fills: what a ``Color`` becomes, and what views
/// that draw themselves pass to a ``DrawingContext``. Each renderer shows it as closely as its
/// output allows; a terminal without colour leaves it out. App code sets ``Color``s on views.
public enum DrawingColor: Hashable, Sendable {
  /// One of the 256 indexed colours: 0 to 15 are the 16 standard colours (black, red, green,
  /// yellow, blue, magenta, cyan, white, then their bright forms), 16 to 231 a 6×6×6 colour cube
  /// and 232 to 255 a grey ramp.
  case indexed(UInt8)
  /// A colour by its red, green and blue components.
  case rgb(red: UInt8, green: UInt8, blue: UInt8)

  /// Standard black.
  public static let black = DrawingColor.indexed(0)
  /// Standard red.
  public static let red = DrawingColor.indexed(1)
  /// Standard green.
  public static let green = DrawingColor.indexed(2)
  /// Standard yellow.
  public static let yellow = DrawingColor.indexed(3)
  /// Standard blue.
  public static let blue = DrawingColor.indexed(4)
  /// Standard magenta.
  public static let magenta = DrawingColor.indexed(5)
  /// Standard cyan.
  public static let cyan = DrawingColor.indexed(6)
  /// Standard white.
  public static let white = DrawingColor.indexed(7)
  /// Bright black, a dark grey.
  public static let gray = DrawingColor.indexed(8)
  /// Bright red.
  public static let brightRed = DrawingColor.indexed(9)
  /// Bright green.
  public static let brightGreen = DrawingColor.indexed(10)
  /// Bright yellow.
  public static let brightYellow = DrawingColor.indexed(11)
  /// Bright blue.
  public static let brightBlue = DrawingColor.indexed(12)
  /// Bright magenta.
  public static let brightMagenta = DrawingColor.indexed(13)
  /// Bright cyan.
  public static let brightCyan = DrawingColor.indexed(14)
  /// Bright white.
  public static let brightWhite = DrawingColor.indexed(15)
}
