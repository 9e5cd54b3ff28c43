import Foundation

extension ImageReference {
  /// How an image is drawn: in its own colours, or as a shape in the tint colour. UIKit's
  /// `UIImage.RenderingMode`.
  public enum RenderingMode: Int, Hashable, Sendable {
    /// A symbol as a template, another image as it is.
    case automatic
    /// In its own colours.
    case alwaysOriginal
    /// As a shape in the view's tint colour.
    case alwaysTemplate
  }

  /// The system symbol named `systemName`, such as `"heart.fill"`: UIKit's
  /// `UIImage(systemName:)`. The symbols lists use (hearts, stars, chevrons, checkmarks, plus
  /// and minus, arrows, the ellipsis, bells, gears, trash, people, and others) are drawn as a
  /// glyph, `♥` for `"heart.fill"`, one line high and as wide as the glyph (``symbol``), in the
  /// tint colour in a terminal and in a browser; another name is drawn as its name in brackets,
  /// as ``init(named:)`` draws one. There is always one.
  public init?(systemName: String) {
    if let glyph = SymbolGlyphs.glyph(named: systemName) {
      self.init(name: systemName, size: CGSize(width: TextMetrics.width(of: glyph), height: 1))
      symbol = glyph
    } else {
      self.init(named: systemName)
    }
  }

  /// The system symbol named `systemName` with `configuration`: UIKit's
  /// `UIImage(systemName:withConfiguration:)`.
  public init?(systemName: String, withConfiguration configuration: SymbolConfiguration?) {
    self.init(systemName: systemName)
    symbolConfiguration = configuration
  }

  /// The same image drawn in `renderingMode`: UIKit's `withRenderingMode(_:)`.
  public func withRenderingMode(_ renderingMode: RenderingMode) -> ImageReference {
    var image = self
    image.renderingMode = renderingMode
    return image
  }

  /// The same image with `configuration`: UIKit's `withConfiguration(_:)`.
  public func withConfiguration(_ configuration: SymbolConfiguration) -> ImageReference {
    var image = self
    image.symbolConfiguration = configuration
    return image
  }

  /// Whether the image is drawn in the view's tint colour: a template, or a symbol drawn
  /// automatically.
  public var isTemplate: Bool {
    renderingMode == .alwaysTemplate || (renderingMode == .automatic && symbol != nil)
  }

  /// Whether the image is drawn bold: a symbol configured with a weight of semibold or more.
  var isBoldSymbol: Bool {
    symbol != nil && (symbolConfiguration?.weight.map { $0 >= .semibold } ?? false)
  }
}
