/// The curve of a layer's rounded corners: Core Animation's `CALayerCornerCurve`.
///
/// A web page draws both as a circular arc, CSS's only corner; a terminal's rounded corners are
/// the glyphs `╭╮╰╯` either way.
public struct LayerCornerCurve: RawRepresentable, Hashable, Sendable {
  /// The raw value.
  public let rawValue: String

  /// A curve named `rawValue`.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// A quarter circle: the default.
  public static let circular = LayerCornerCurve(rawValue: "circular")

  /// A curve that eases into the straight edges, as the system's own rounded rectangles do.
  public static let continuous = LayerCornerCurve(rawValue: "continuous")
}
