import Foundation

/// A rectangle in a view that constraints can name, as they name views: ListUI's
/// `UILayoutGuide`. A view's ``View/safeAreaLayoutGuide`` is one.
///
/// ListUI's guides follow their view: a guide's frame is the view's bounds inset by the guide's
/// insets, which constraints do not change.
@MainActor
public final class LayoutGuide {
  /// The view the guide is in.
  public private(set) weak var owningView: View?

  /// A name for the guide, shown in reports.
  public var identifier = ""

  /// How far the guide's edges stand inside the view's bounds.
  let insets: @MainActor (View) -> EdgeInsets

  init(owningView: View, identifier: String, insets: @escaping @MainActor (View) -> EdgeInsets) {
    self.owningView = owningView
    self.identifier = identifier
    self.insets = insets
  }

  /// The guide's rectangle in its view's coordinates.
  public var layoutFrame: CGRect {
    guard let owningView else { return .zero }
    let insets = insets(owningView)
    let bounds = owningView.bounds
    return CGRect(
      x: bounds.minX + insets.left, y: bounds.minY + insets.top,
      width: max(0, bounds.width - insets.left - insets.right),
      height: max(0, bounds.height - insets.top - insets.bottom))
  }

  /// The guide's leading edge.
  public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .leading) }
  /// The guide's trailing edge.
  public var trailingAnchor: LayoutXAxisAnchor {
    LayoutXAxisAnchor(item: self, attribute: .trailing)
  }
  /// The guide's left edge.
  public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .left) }
  /// The guide's right edge.
  public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .right) }
  /// The guide's top edge.
  public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .top) }
  /// The guide's bottom edge.
  public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .bottom) }
  /// The guide's width.
  public var widthAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .width) }
  /// The guide's height.
  public var heightAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .height) }
  /// The guide's horizontal centre.
  public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .centerX) }
  /// The guide's vertical centre.
  public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .centerY) }
}
