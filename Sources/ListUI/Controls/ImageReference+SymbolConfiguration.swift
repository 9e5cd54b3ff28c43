import Foundation

extension ImageReference {
  /// How a symbol is drawn: its size, weight and scale, UIKit's `UIImage.SymbolConfiguration`.
  /// A symbol's glyph is drawn bold from a semibold weight; in a web session sized in points, at
  /// the configuration's point size (never taller than its line).
  public struct SymbolConfiguration: Hashable, Sendable {
    /// The symbol's scale beside text.
    public enum Scale: Int, Hashable, Sendable {
      /// The scale the context gives.
      case `default`
      /// The context's.
      case unspecified
      /// Small.
      case small
      /// Medium.
      case medium
      /// Large.
      case large
    }

    /// The point size, or `nil` for the context's.
    public var pointSize: CGFloat?
    /// The weight, or `nil` for the context's.
    public var weight: Font.Weight?
    /// The scale.
    public var scale: Scale
    /// The text style whose size the symbol takes, or `nil`.
    public var textStyle: Font.TextStyle?

    /// A configuration of `pointSize`, `weight` and `scale`: UIKit's
    /// `init(pointSize:weight:scale:)`.
    public init(pointSize: CGFloat, weight: Font.Weight = .regular, scale: Scale = .default) {
      self.pointSize = pointSize
      self.weight = weight
      self.scale = scale
    }

    /// A configuration of `weight`: UIKit's `init(weight:)`.
    public init(weight: Font.Weight) {
      self.weight = weight
      scale = .default
    }

    /// A configuration of `scale`: UIKit's `init(scale:)`.
    public init(scale: Scale) {
      self.scale = scale
    }

    /// The size and weight of `font`, at `scale`: UIKit's `init(font:)` and
    /// `init(font:scale:)`.
    public init(font: Font, scale: Scale = .default) {
      pointSize = font.pointSize
      weight = font.weight
      self.scale = scale
    }

    /// The size of `textStyle`'s font, at `scale`: UIKit's `init(textStyle:)` and
    /// `init(textStyle:scale:)`.
    public init(textStyle: Font.TextStyle, scale: Scale = .default) {
      self.textStyle = textStyle
      self.scale = scale
    }
  }
}
