import Foundation

extension DrawingContext {
  /// This context for drawing `lines` lines of text centred vertically in `bounds`, as UIKit
  /// centres a label's text: in cells, its origin at the first line's start. In cells, the first
  /// line starts on a whole cell, as it always has; in points, exactly halfway.
  func centredLines(_ lines: Int, in bounds: CGRect) -> DrawingContext {
    let top = units.centredTop(ofLines: lines, inHeight: bounds.height)
    return translated(by: CGPoint(x: bounds.minX, y: bounds.minY + top)).measuredInCells()
  }

  /// The lines of text `height` shows: its whole lines; in points, at least one when it is not
  /// empty, as a UIKit control shorter than its font still shows its text.
  func lines(in height: CGFloat) -> Int {
    let whole = rows(in: height)
    return whole == 0 && !isMeasuredInCells && height > 0 ? 1 : whole
  }
}
