import Foundation

/// The scrolling direction's axis ("main") and the other one ("cross").
struct FlowAxis {
  let isVertical: Bool

  init(_ direction: CollectionViewFlowLayout.ScrollDirection) {
    isVertical = direction == .vertical
  }

  func mainRange(of rect: CGRect) -> (CGFloat, CGFloat) {
    isVertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
  }

  func main(_ size: CGSize) -> CGFloat { isVertical ? size.height : size.width }
  func cross(_ size: CGSize) -> CGFloat { isVertical ? size.width : size.height }

  func rect(main: CGFloat, cross: CGFloat, mainLength: CGFloat, crossLength: CGFloat) -> CGRect {
    isVertical
      ? CGRect(x: cross, y: main, width: crossLength, height: mainLength)
      : CGRect(x: main, y: cross, width: mainLength, height: crossLength)
  }

  /// (start, end) insets along the main axis, then along the cross axis.
  func insets(_ insets: EdgeInsets) -> (
    mainStart: CGFloat, mainEnd: CGFloat, crossStart: CGFloat, crossEnd: CGFloat
  ) {
    isVertical
      ? (insets.top, insets.bottom, insets.left, insets.right)
      : (insets.left, insets.right, insets.top, insets.bottom)
  }
}
