import Foundation

/// The traits of the environment a view is shown in: UIKit's `UITraitCollection`. Each view and
/// view controller has the ``TraitCollection`` of the window it is shown in
/// (``View/traitCollection``), which its host sets: the light or dark theme, the size classes of
/// the window's size, the display scale (1: a terminal cell or a CSS pixel is a unit) and the
/// preferred text size (``ContentSizeCategory/large``). When the host's traits change, such as
/// the browser's theme or a resize across a size class, the views and view controllers of the
/// window are told with `traitCollectionDidChange(_:)`.
public final class TraitCollection: Equatable, Sendable, CustomStringConvertible {
  /// Light or dark.
  public let userInterfaceStyle: UserInterfaceStyle
  /// The size class across.
  public let horizontalSizeClass: UserInterfaceSizeClass
  /// The size class up and down.
  public let verticalSizeClass: UserInterfaceSizeClass
  /// Pixels per point: 1 in a terminal (a cell is a unit) and in a browser (a CSS pixel is a
  /// point).
  public let displayScale: CGFloat
  /// The size of text the user prefers.
  public let preferredContentSizeCategory: ContentSizeCategory
  /// The kind of device.
  public let userInterfaceIdiom: Device.UserInterfaceIdiom

  /// A trait collection with the given traits, unspecified where not given, as UIKit's
  /// initializers make them.
  public init(
    userInterfaceStyle: UserInterfaceStyle = .unspecified,
    horizontalSizeClass: UserInterfaceSizeClass = .unspecified,
    verticalSizeClass: UserInterfaceSizeClass = .unspecified, displayScale: CGFloat = 0,
    preferredContentSizeCategory: ContentSizeCategory = .unspecified,
    userInterfaceIdiom: Device.UserInterfaceIdiom = .unspecified
  ) {
    self.userInterfaceStyle = userInterfaceStyle
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.displayScale = displayScale
    self.preferredContentSizeCategory = preferredContentSizeCategory
    self.userInterfaceIdiom = userInterfaceIdiom
  }

  /// UIKit's `init(userInterfaceStyle:)`.
  public convenience init(userInterfaceStyle: UserInterfaceStyle) {
    self.init(userInterfaceStyle: userInterfaceStyle, horizontalSizeClass: .unspecified)
  }

  /// The traits of a window that its host shows `size` large, in `units`, in `style`: the size
  /// classes of that size in points (a cell is 8 by 17 points), a display scale of 1, the
  /// default text size and no idiom of UIKit's, as ``Device/userInterfaceIdiom`` reports.
  public static func window(size: CGSize, in units: LayoutUnits, style: UserInterfaceStyle)
    -> TraitCollection
  {
    let cell = units.isCells ? LayoutUnits.points.cellSize : CGSize(width: 1, height: 1)
    return TraitCollection(
      userInterfaceStyle: style,
      horizontalSizeClass: .of(length: size.width * cell.width, regularFrom: 600),
      verticalSizeClass: .of(length: size.height * cell.height, regularFrom: 500),
      displayScale: 1, preferredContentSizeCategory: .large, userInterfaceIdiom: .unspecified)
  }

  /// The traits of a view no host shows: light, compact across and regular up and down, as a
  /// phone's, at scale 1 and the default text size.
  public static let unhosted = TraitCollection(
    userInterfaceStyle: .light, horizontalSizeClass: .compact, verticalSizeClass: .regular,
    displayScale: 1, preferredContentSizeCategory: .large, userInterfaceIdiom: .phone)

  /// Whether colours that depend on the style would look different in `other`: whether the
  /// interface styles differ.
  public func hasDifferentColorAppearance(comparedTo other: TraitCollection?) -> Bool {
    userInterfaceStyle != (other?.userInterfaceStyle ?? .unspecified)
  }

  /// Whether every trait is the same.
  public static func == (lhs: TraitCollection, rhs: TraitCollection) -> Bool {
    lhs.userInterfaceStyle == rhs.userInterfaceStyle
      && lhs.horizontalSizeClass == rhs.horizontalSizeClass
      && lhs.verticalSizeClass == rhs.verticalSizeClass && lhs.displayScale == rhs.displayScale
      && lhs.preferredContentSizeCategory == rhs.preferredContentSizeCategory
      && lhs.userInterfaceIdiom == rhs.userInterfaceIdiom
  }

  /// The traits, as UIKit's description lists them.
  public var description: String {
    "<TraitCollection; UserInterfaceStyle = \(userInterfaceStyle), HorizontalSizeClass = "
      + "\(horizontalSizeClass), VerticalSizeClass = \(verticalSizeClass), DisplayScale = "
      + "\(displayScale), PreferredContentSizeCategory = \(preferredContentSizeCategory.rawValue)>"
  }
}
