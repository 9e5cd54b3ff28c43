import Foundation

/// One section of a prepared flow layout.
struct FlowSection {
  var header: CGRect?
  var footer: CGRect?
  var itemFrames: [CGRect] = []
  var lines: [FlowLine] = []
  var mainRange: ClosedRange<CGFloat> = 0...0
}
