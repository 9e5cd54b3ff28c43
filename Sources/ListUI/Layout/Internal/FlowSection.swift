import Foundation

/// One section of a prepared flow layout, laid out from 0 along the scroll direction: its frames
/// are offset by the section's start when they are read.
struct FlowSection {
  var header: CGRect?
  var footer: CGRect?
  var itemFrames: [CGRect] = []
  var lines: [FlowLine] = []
  /// The section's length along the scroll direction, insets, header and footer included.
  var length: CGFloat = 0
}
