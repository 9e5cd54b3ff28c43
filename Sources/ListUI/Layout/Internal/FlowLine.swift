import Foundation

/// One line of items.
struct FlowLine {
  var mainMin: CGFloat
  var mainMax: CGFloat
  var items: Range<Int>
}
