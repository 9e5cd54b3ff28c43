import Foundation

/// Where an element sits against the edges of a rectangle, as `NSRectAlignment`: a compositional
/// layout's boundary supplementary items are aligned with it.
public enum RectAlignment: Sendable, Hashable {
  /// No edge.
  case none
  /// The top edge, centred along it.
  case top
  /// The top edge, at its leading end.
  case topLeading
  /// The leading edge, at its top.
  case leading
  /// The bottom edge, at its leading end.
  case bottomLeading
  /// The bottom edge, centred along it.
  case bottom
  /// The bottom edge, at its trailing end.
  case bottomTrailing
  /// The trailing edge, at its top.
  case trailing
  /// The top edge, at its trailing end.
  case topTrailing
}
