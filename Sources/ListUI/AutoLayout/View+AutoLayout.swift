import Foundation

/// Auto Layout: anchors, constraints, content priorities and fitting sizes, as UIKit's.
extension View {
  /// The value of an axis of ``intrinsicContentSize`` where the view has no size of its own.
  public static let noIntrinsicMetric: CGFloat = -1

  /// The target size for ``systemLayoutSizeFitting(_:)`` that asks for the smallest size.
  public static let layoutFittingCompressedSize = CGSize.zero

  /// The target size for ``systemLayoutSizeFitting(_:)`` that asks for the largest size.
  public static let layoutFittingExpandedSize = CGSize(width: 1_000_000, height: 1_000_000)

  /// Starts holding `constraint`, which becomes active. A constraint another view holds moves
  /// here.
  public func addConstraint(_ constraint: LayoutConstraint) {
    if constraint.holder === self { return }
    constraint.holder?.removeConstraint(constraint)
    constraints.append(constraint)
    constraint.holder = self
    constraint.invalidateLayout()
  }

  /// Holds each of `constraints`.
  public func addConstraints(_ constraints: [LayoutConstraint]) {
    for constraint in constraints { addConstraint(constraint) }
  }

  /// Stops holding `constraint`, which becomes inactive.
  public func removeConstraint(_ constraint: LayoutConstraint) {
    guard constraint.holder === self else { return }
    constraints.removeAll { $0 === constraint }
    setNeedsLayout()
    constraint.invalidateLayout()
    constraint.holder = nil
  }

  /// Stops holding each of `constraints`.
  public func removeConstraints(_ constraints: [LayoutConstraint]) {
    for constraint in constraints { removeConstraint(constraint) }
  }

  /// Asks for ``updateConstraints()`` before the next layout.
  public func setNeedsUpdateConstraints() {
    needsConstraintUpdate = true
    setNeedsLayout()
  }

  /// Runs ``updateConstraints()`` now if it is due.
  public func updateConstraintsIfNeeded() {
    guard needsConstraintUpdate else { return }
    needsConstraintUpdate = false
    updateConstraints()
  }

  /// Whether ``updateConstraints()`` is due.
  public func needsUpdateConstraints() -> Bool { needsConstraintUpdate }

  /// Tells Auto Layout that ``intrinsicContentSize`` changed: the views that place this one lay
  /// out again.
  public func invalidateIntrinsicContentSize() {
    setNeedsConstraintLayout()
  }

  /// Lays the view out again after its content changed, and, when constraints place it, the
  /// views that place it: its intrinsic size may have changed.
  func contentSizeDidChange() {
    if translatesAutoresizingMaskIntoConstraints {
      setNeedsLayout()
    } else {
      setNeedsConstraintLayout()
    }
  }

  /// Marks the view for layout, and the superviews whose layout places it: its superview, and
  /// theirs while the views between are placed by constraints.
  func setNeedsConstraintLayout() {
    setNeedsLayout()
    var current: View = self
    while let parent = current.superview {
      parent.setNeedsLayout()
      guard !parent.translatesAutoresizingMaskIntoConstraints else { return }
      current = parent
    }
  }

  /// How much the view resists growing past its intrinsic size along `axis`.
  public func contentHuggingPriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
    axis == .horizontal ? contentHuggingPriorities.horizontal : contentHuggingPriorities.vertical
  }

  /// Sets how much the view resists growing past its intrinsic size along `axis`.
  public func setContentHuggingPriority(
    _ priority: LayoutPriority, for axis: LayoutConstraint.Axis
  ) {
    if axis == .horizontal {
      contentHuggingPriorities.horizontal = priority
    } else {
      contentHuggingPriorities.vertical = priority
    }
    setNeedsConstraintLayout()
  }

  /// How much the view resists shrinking below its intrinsic size along `axis`.
  public func contentCompressionResistancePriority(for axis: LayoutConstraint.Axis)
    -> LayoutPriority
  {
    axis == .horizontal
      ? compressionResistancePriorities.horizontal : compressionResistancePriorities.vertical
  }

  /// Sets how much the view resists shrinking below its intrinsic size along `axis`.
  public func setContentCompressionResistancePriority(
    _ priority: LayoutPriority, for axis: LayoutConstraint.Axis
  ) {
    if axis == .horizontal {
      compressionResistancePriorities.horizontal = priority
    } else {
      compressionResistancePriorities.vertical = priority
    }
    setNeedsConstraintLayout()
  }

  /// The size the view's constraints give it, nearest to `targetSize`: with
  /// ``layoutFittingCompressedSize``, the smallest that keeps its constraints and its subviews'
  /// content sizes. UIKit's `systemLayoutSizeFitting(_:)`.
  ///
  /// - Complexity: A simplex solve over the constraints of the view and of the subviews they
  ///   place.
  public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
      verticalFittingPriority: .fittingSizeLevel)
  }

  /// The size the view's constraints give it, with the target's width and height asked for at
  /// the given priorities: `.required` on one axis fixes that side, as for a cell as wide as its
  /// list whose height its content decides.
  public func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
    verticalFittingPriority: LayoutPriority
  ) -> CGSize {
    ConstraintLayout.fittingSize(
      of: self, target: targetSize,
      priorities: (horizontalFittingPriority, verticalFittingPriority))
  }

  /// The view's leading edge: the left one, as a terminal writes left to right.
  public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .leading) }
  /// The view's trailing edge.
  public var trailingAnchor: LayoutXAxisAnchor {
    LayoutXAxisAnchor(item: self, attribute: .trailing)
  }
  /// The view's left edge.
  public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .left) }
  /// The view's right edge.
  public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .right) }
  /// The view's top edge.
  public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .top) }
  /// The view's bottom edge.
  public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .bottom) }
  /// The view's width.
  public var widthAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .width) }
  /// The view's height.
  public var heightAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .height) }
  /// The view's horizontal centre.
  public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .centerX) }
  /// The view's vertical centre.
  public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .centerY) }
  /// The first line's baseline: in a terminal, the top edge.
  public var firstBaselineAnchor: LayoutYAxisAnchor {
    LayoutYAxisAnchor(item: self, attribute: .firstBaseline)
  }
  /// The last line's baseline: in a terminal, the bottom edge.
  public var lastBaselineAnchor: LayoutYAxisAnchor {
    LayoutYAxisAnchor(item: self, attribute: .lastBaseline)
  }
}
