import Foundation

/// A width or height of a view or layout guide: ListUI's `NSLayoutDimension`, which can also
/// be set to a constant or to a multiple of another dimension.
@MainActor
public final class LayoutDimension: LayoutAnchor<LayoutDimension> {
  /// A constraint that this dimension is `c`, inactive.
  public func constraint(equalToConstant c: CGFloat) -> LayoutConstraint {
    constraint(.equal, nil, constant: c)
  }

  /// A constraint that this dimension is at least `c`, inactive.
  public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> LayoutConstraint {
    constraint(.greaterThanOrEqual, nil, constant: c)
  }

  /// A constraint that this dimension is at most `c`, inactive.
  public func constraint(lessThanOrEqualToConstant c: CGFloat) -> LayoutConstraint {
    constraint(.lessThanOrEqual, nil, constant: c)
  }

  /// A constraint that this dimension is `m` times `anchor`, inactive.
  public func constraint(equalTo anchor: LayoutDimension, multiplier m: CGFloat)
    -> LayoutConstraint
  {
    constraint(.equal, anchor, multiplier: m, constant: 0)
  }

  /// A constraint that this dimension is `m` times `anchor` plus `c`, inactive.
  public func constraint(
    equalTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  )
    -> LayoutConstraint
  {
    constraint(.equal, anchor, multiplier: m, constant: c)
  }

  /// A constraint that this dimension is at least `m` times `anchor`, inactive.
  public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat)
    -> LayoutConstraint
  {
    constraint(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
  }

  /// A constraint that this dimension is at least `m` times `anchor` plus `c`, inactive.
  public func constraint(
    greaterThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> LayoutConstraint {
    constraint(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
  }

  /// A constraint that this dimension is at most `m` times `anchor`, inactive.
  public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat)
    -> LayoutConstraint
  {
    constraint(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
  }

  /// A constraint that this dimension is at most `m` times `anchor` plus `c`, inactive.
  public func constraint(
    lessThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> LayoutConstraint {
    constraint(.lessThanOrEqual, anchor, multiplier: m, constant: c)
  }
}
