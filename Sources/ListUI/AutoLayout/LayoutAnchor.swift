import Foundation

/// An edge, centre or size of a view or layout guide, from which constraints are made:
/// ListUI's `NSLayoutAnchor`. Its subclasses, ``LayoutXAxisAnchor``, ``LayoutYAxisAnchor`` and
/// ``LayoutDimension``, let only anchors of one kind be related.
@MainActor
open class LayoutAnchor<AnchorType: AnyObject> {
  /// The view or guide.
  let item: AnyObject
  /// The attribute the anchor stands for.
  let attribute: LayoutConstraint.Attribute

  init(item: AnyObject, attribute: LayoutConstraint.Attribute) {
    self.item = item
    self.attribute = attribute
  }

  func constraint(
    _ relation: LayoutConstraint.Relation, _ anchor: LayoutAnchor<AnchorType>?,
    multiplier: CGFloat = 1, constant: CGFloat
  ) -> LayoutConstraint {
    LayoutConstraint(
      item: item, attribute: attribute, relatedBy: relation, toItem: anchor?.item,
      attribute: anchor?.attribute ?? .notAnAttribute, multiplier: multiplier,
      constant: constant)
  }

  /// A constraint that this anchor equals `anchor`, inactive.
  public func constraint(equalTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
    constraint(.equal, anchor, constant: 0)
  }

  /// A constraint that this anchor equals `anchor` plus `c`, inactive.
  public func constraint(equalTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat)
    -> LayoutConstraint
  {
    constraint(.equal, anchor, constant: c)
  }

  /// A constraint that this anchor is at least `anchor`, inactive.
  public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>)
    -> LayoutConstraint
  {
    constraint(.greaterThanOrEqual, anchor, constant: 0)
  }

  /// A constraint that this anchor is at least `anchor` plus `c`, inactive.
  public func constraint(
    greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat
  ) -> LayoutConstraint {
    constraint(.greaterThanOrEqual, anchor, constant: c)
  }

  /// A constraint that this anchor is at most `anchor`, inactive.
  public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
    constraint(.lessThanOrEqual, anchor, constant: 0)
  }

  /// A constraint that this anchor is at most `anchor` plus `c`, inactive.
  public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat)
    -> LayoutConstraint
  {
    constraint(.lessThanOrEqual, anchor, constant: c)
  }
}
