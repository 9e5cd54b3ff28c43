import Foundation

/// A rectangle in a view that constraints can name, as they name views, without a view to draw:
/// ListUI's `UILayoutGuide`.
///
/// Make one, add it to a view with ``View/addLayoutGuide(_:)``, and constrain it as a view:
/// Auto Layout solves it with the views, and ``layoutFrame`` says where it is. Two guides of
/// equal width between three views space them equally; a guide around a group of views centres
/// the group:
///
/// ```swift
/// let gap = LayoutGuide()
/// view.addLayoutGuide(gap)
/// LayoutConstraint.activate([
///   gap.leadingAnchor.constraint(equalTo: left.trailingAnchor),
///   gap.trailingAnchor.constraint(equalTo: right.leadingAnchor),
///   gap.widthAnchor.constraint(equalTo: otherGap.widthAnchor),
/// ])
/// ```
///
/// A view's ``View/safeAreaLayoutGuide`` and ``View/layoutMarginsGuide`` are guides too; they
/// follow their view, inset by the safe area or the margins, and constraints do not move them.
///
/// A guide's frame is solved when its owning view lays out its subviews, with the views the same
/// constraints place, and rounded to whole cells edge by edge as their frames are. A guide that
/// no constraint places has a zero frame; a constraint on a guide in no view places nothing, as
/// a constraint on a view in no window.
@MainActor
public final class LayoutGuide {
  /// The view the guide is in: the view it was added to with ``View/addLayoutGuide(_:)``.
  public internal(set) weak var owningView: View?

  /// A name for the guide, shown in reports.
  public var identifier = ""

  /// How far the guide's edges stand inside the view's bounds, for a guide that follows its
  /// view; `nil` for a guide that constraints place.
  let insets: (@MainActor (View) -> EdgeInsets)?

  /// Where the last layout placed a guide that constraints place, in its view's coordinates.
  var solvedFrame: CGRect = .zero

  /// A guide that constraints place, in no view yet: UIKit's `UILayoutGuide()`.
  public init() {
    insets = nil
  }

  init(owningView: View, identifier: String, insets: @escaping @MainActor (View) -> EdgeInsets) {
    self.owningView = owningView
    self.identifier = identifier
    self.insets = insets
  }

  /// Whether constraints place the guide, rather than its view's bounds.
  var isPlacedByConstraints: Bool { insets == nil }

  /// The guide's rectangle in its view's coordinates: where the last layout of its view placed
  /// it, or, for a view's safe area and margins guides, the view's bounds inset by them; `.zero`
  /// for a guide in no view.
  public var layoutFrame: CGRect {
    guard let owningView else { return .zero }
    guard let insets else { return solvedFrame }
    let inset = insets(owningView)
    let bounds = owningView.bounds
    return CGRect(
      x: bounds.minX + inset.left, y: bounds.minY + inset.top,
      width: max(0, bounds.width - inset.left - inset.right),
      height: max(0, bounds.height - inset.top - inset.bottom))
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
