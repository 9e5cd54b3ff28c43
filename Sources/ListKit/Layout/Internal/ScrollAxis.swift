import Foundation

/// A layout's scrolling direction, which says which coordinate of a point, size, rectangle or
/// set of insets runs along the scroll and which runs across it, the fixed direction.
struct ScrollAxis {
  /// Whether the content scrolls vertically; items then flow across in rows.
  let isVertical: Bool

  /// The axis of `direction`.
  init(_ direction: CollectionViewFlowLayout.ScrollDirection) {
    isVertical = direction == .vertical
  }

  // MARK: Along the scroll

  /// Where `rect` starts in the scrolling direction.
  func scroll(min rect: CGRect) -> CGFloat { isVertical ? rect.minY : rect.minX }

  /// Where `rect` ends in the scrolling direction.
  func scroll(max rect: CGRect) -> CGFloat { isVertical ? rect.maxY : rect.maxX }

  /// The length of `rect` in the scrolling direction.
  func scroll(length rect: CGRect) -> CGFloat { isVertical ? rect.height : rect.width }

  /// The length of `size` in the scrolling direction.
  func scroll(_ size: CGSize) -> CGFloat { isVertical ? size.height : size.width }

  /// The coordinate of `point` in the scrolling direction.
  func scroll(_ point: CGPoint) -> CGFloat { isVertical ? point.y : point.x }

  /// The inset before the content in the scrolling direction: the top or left one.
  func scroll(leading insets: EdgeInsets) -> CGFloat { isVertical ? insets.top : insets.left }

  /// The inset after the content in the scrolling direction: the bottom or right one.
  func scroll(trailing insets: EdgeInsets) -> CGFloat {
    isVertical ? insets.bottom : insets.right
  }

  /// `rect` moved in the scrolling direction to start at `start`.
  func moving(_ rect: CGRect, toScroll start: CGFloat) -> CGRect {
    var moved = rect
    if isVertical { moved.origin.y = start } else { moved.origin.x = start }
    return moved
  }

  // MARK: Across the scroll

  /// The length of `size` in the fixed direction.
  func fixed(_ size: CGSize) -> CGFloat { isVertical ? size.width : size.height }

  /// The length of `rect` in the fixed direction.
  func fixed(length rect: CGRect) -> CGFloat { isVertical ? rect.width : rect.height }

  /// The inset before the content in the fixed direction: the left or top one.
  func fixed(leading insets: EdgeInsets) -> CGFloat { isVertical ? insets.left : insets.top }

  /// The inset after the content in the fixed direction: the right or bottom one.
  func fixed(trailing insets: EdgeInsets) -> CGFloat {
    isVertical ? insets.right : insets.bottom
  }

  // MARK: Both

  /// The rectangle that starts at `scroll` and `fixed` and has the given lengths.
  func rect(scroll: CGFloat, fixed: CGFloat, scrollLength: CGFloat, fixedLength: CGFloat)
    -> CGRect
  {
    isVertical
      ? CGRect(x: fixed, y: scroll, width: fixedLength, height: scrollLength)
      : CGRect(x: scroll, y: fixed, width: scrollLength, height: fixedLength)
  }

  /// The size with the given lengths.
  func size(scroll: CGFloat, fixed: CGFloat) -> CGSize {
    isVertical ? CGSize(width: fixed, height: scroll) : CGSize(width: scroll, height: fixed)
  }
}
