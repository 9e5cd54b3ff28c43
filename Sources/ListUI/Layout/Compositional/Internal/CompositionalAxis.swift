import Foundation

/// An axis of the plane, for a compositional layout's groups and sections: lengths and positions
/// along it ("main") and across it ("cross").
enum CompositionalAxis {
  case horizontal, vertical

  init(_ direction: CollectionView.ScrollDirection) {
    self = direction == .vertical ? .vertical : .horizontal
  }

  init(_ axis: CollectionLayoutGroup.Axis) {
    self = axis == .vertical ? .vertical : .horizontal
  }

  var other: CompositionalAxis { self == .vertical ? .horizontal : .vertical }

  func main(_ size: CGSize) -> CGFloat { self == .vertical ? size.height : size.width }
  func cross(_ size: CGSize) -> CGFloat { self == .vertical ? size.width : size.height }
  func main(_ point: CGPoint) -> CGFloat { self == .vertical ? point.y : point.x }
  func cross(_ point: CGPoint) -> CGFloat { self == .vertical ? point.x : point.y }

  func size(main: CGFloat, cross: CGFloat) -> CGSize {
    self == .vertical ? CGSize(width: cross, height: main) : CGSize(width: main, height: cross)
  }

  func point(main: CGFloat, cross: CGFloat) -> CGPoint {
    self == .vertical ? CGPoint(x: cross, y: main) : CGPoint(x: main, y: cross)
  }

  func minMain(_ rect: CGRect) -> CGFloat { self == .vertical ? rect.minY : rect.minX }
  func maxMain(_ rect: CGRect) -> CGFloat { self == .vertical ? rect.maxY : rect.maxX }
  func minCross(_ rect: CGRect) -> CGFloat { self == .vertical ? rect.minX : rect.minY }
  func maxCross(_ rect: CGRect) -> CGFloat { self == .vertical ? rect.maxX : rect.maxY }

  /// `rect` moved by `main` along the axis and `cross` across it.
  func offset(_ rect: CGRect, main: CGFloat, cross: CGFloat) -> CGRect {
    self == .vertical
      ? rect.offsetBy(dx: cross, dy: main) : rect.offsetBy(dx: main, dy: cross)
  }

  /// The dimension of `size` along the axis.
  func dimension(of size: CollectionLayoutSize) -> CollectionLayoutDimension {
    self == .vertical ? size.heightDimension : size.widthDimension
  }

  /// Whether `dimension` is a fraction of a container's length along the axis.
  func isFraction(_ dimension: CollectionLayoutDimension) -> Bool {
    self == .vertical ? dimension.isFractionalHeight : dimension.isFractionalWidth
  }

  /// (start, end) insets along the axis, then across it; leading is left.
  func insets(_ insets: DirectionalEdgeInsets) -> (
    mainStart: CGFloat, mainEnd: CGFloat, crossStart: CGFloat, crossEnd: CGFloat
  ) {
    self == .vertical
      ? (insets.top, insets.bottom, insets.leading, insets.trailing)
      : (insets.leading, insets.trailing, insets.top, insets.bottom)
  }
}

extension CGRect {
  /// The rectangle with each edge rounded to the nearest whole cell: rectangles that share an
  /// edge still share it, so fractions of a length share it out without gaps or overlaps.
  var roundedToCells: CGRect {
    let left = minX.rounded()
    let top = minY.rounded()
    return CGRect(x: left, y: top, width: maxX.rounded() - left, height: maxY.rounded() - top)
  }
}
