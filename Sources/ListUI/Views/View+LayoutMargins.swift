import Foundation

/// Margins and the safe area: UIKit's `layoutMargins`, `directionalLayoutMargins` and
/// `safeAreaInsets`, in character cells.
extension View {
  /// The margins a view starts with: one column on the left and on the right, none above and
  /// below, where UIKit's are 8 points on each side, which would be 8 cells in a terminal.
  public static let defaultLayoutMargins = EdgeInsets(top: 0, left: 1, bottom: 0, right: 1)

  /// The space to keep between the view's edges and its content, for ``layoutSubviews()`` to lay
  /// out by: UIKit's `layoutMargins`, ``defaultLayoutMargins`` unless set.
  ///
  /// Reading gives the margins in effect: the ones set, measured from the safe area's edges
  /// when ``insetsLayoutMarginsFromSafeArea`` (its insets added), and grown to the superview's
  /// margins where the view comes closer to the superview's edges than they are, when
  /// ``preservesSuperviewLayoutMargins``. Setting them tells ``layoutMarginsDidChange()``. A
  /// terminal writes left to right, so the leading edge is the left one.
  public var layoutMargins: EdgeInsets {
    get { layoutMargins(safeArea: safeAreaInsets) }
    set {
      ownLayoutMargins = newValue
      updateLayoutMargins()
    }
  }

  /// ``layoutMargins``, given the view's ``safeAreaInsets`` already found.
  func layoutMargins(safeArea: EdgeInsets) -> EdgeInsets {
    var margins = ownLayoutMargins
    if insetsLayoutMarginsFromSafeArea { margins = margins.adding(safeArea) }
    guard preservesSuperviewLayoutMargins, let superview else { return margins }
    let outer = superview.layoutMargins
    let around = superview.bounds
    margins.top = Swift.max(margins.top, outer.top - (frame.minY - around.minY))
    margins.left = Swift.max(margins.left, outer.left - (frame.minX - around.minX))
    margins.bottom = Swift.max(margins.bottom, outer.bottom - (around.maxY - frame.maxY))
    margins.right = Swift.max(margins.right, outer.right - (around.maxX - frame.maxX))
    return margins
  }

  /// ``layoutMargins`` by leading and trailing edge: UIKit's `directionalLayoutMargins`. A
  /// terminal writes left to right, so leading is left and trailing is right.
  public var directionalLayoutMargins: DirectionalEdgeInsets {
    get {
      let margins = layoutMargins
      return DirectionalEdgeInsets(
        top: margins.top, leading: margins.left, bottom: margins.bottom,
        trailing: margins.right)
    }
    set {
      layoutMargins = EdgeInsets(
        top: newValue.top, left: newValue.leading, bottom: newValue.bottom,
        right: newValue.trailing)
    }
  }

  /// How far in from each edge the view's area is clear of what covers it: UIKit's
  /// `safeAreaInsets`.
  ///
  /// A terminal has no notch, rounded corners or bars over the content (ListKitTerminal's title
  /// bar and status line are outside the screen's view), so the insets come only from
  /// ``ViewController/additionalSafeAreaInsets``: the root view of a view controller has them,
  /// and each view has the part of its superview's insets that it lies under. Zero otherwise.
  ///
  /// - Complexity: O(*d*), where *d* is the number of views above this one; a layout pass
  ///   finds each view's insets from its superview's in O(1).
  public var safeAreaInsets: EdgeInsets {
    safeAreaInsets(underSuperviewInsets: superview?.safeAreaInsets)
  }

  /// ``safeAreaInsets``, given the superview's (`nil` for a view with no superview).
  func safeAreaInsets(underSuperviewInsets outer: EdgeInsets?) -> EdgeInsets {
    var insets = EdgeInsets.zero
    // The superview and the view controller, weak references, are read only when they may count.
    if let outer, outer != .zero, let superview {
      let safe = superview.bounds.inset(by: outer)
      let frame = frame
      func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat {
        Swift.min(Swift.max(0, value), limit)
      }
      insets = EdgeInsets(
        top: clamp(safe.minY - frame.minY, frame.height),
        left: clamp(safe.minX - frame.minX, frame.width),
        bottom: clamp(frame.maxY - safe.maxY, frame.height),
        right: clamp(frame.maxX - safe.maxX, frame.width))
    }
    if mayHaveOwningViewController, let extra = owningViewController?.additionalSafeAreaInsets,
      extra != .zero
    {
      insets = insets.adding(extra)
    }
    return insets
  }
}
