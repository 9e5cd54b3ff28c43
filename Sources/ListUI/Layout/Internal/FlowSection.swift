import Foundation

/// One section of a prepared flow layout, laid out from 0 along the scroll direction: its header,
/// footer and length. Its item frames and lines are written at the end of its chunk's arrays as
/// it is laid out (``FlowLayoutBuilder/makeSection(_:frames:lines:)``), so that laying
/// out a section allocates nothing of its own. Its frames are offset by the section's start when
/// they are read.
struct FlowSection {
  var header: CGRect?
  var footer: CGRect?
  /// The section's length along the scroll direction, insets, header and footer included.
  var length: CGFloat = 0
}
