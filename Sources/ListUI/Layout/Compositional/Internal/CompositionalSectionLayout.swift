import Foundation

/// One section of a prepared compositional layout, in its own coordinates: along the scrolling
/// axis from the section's start, across it from the content's edge. Frames are whole cells.
struct CompositionalSectionLayout {
  /// A group placed: its extent along and across the scrolling axis, and its items.
  struct GroupSpan {
    var mainMin: CGFloat
    var mainMax: CGFloat
    var crossMin: CGFloat
    var crossMax: CGFloat
    var items: Range<Int>
  }

  /// A boundary supplementary item placed.
  struct Supplementary {
    var kind: String
    var frame: CGRect
    /// The edge it is pinned to along the scrolling axis: -1 the start, 1 the end, 0 none.
    var pin: Int
    var zIndex: Int
  }

  var length: CGFloat = 0
  /// The list configuration of the section it lays out, if it is a list's.
  var listConfiguration: CollectionLayoutListConfiguration?
  var itemFrames: [CGRect] = []
  /// For each item, whether its width (bit 0) and height (bit 1) are estimates.
  var estimatedAxes: [UInt8] = []
  var groups: [GroupSpan] = []
  var supplementaries: [Supplementary] = []
  var behavior: CollectionLayoutSectionOrthogonalScrollingBehavior = .none
  /// The length of the content across the scrolling axis, insets included, of a section that
  /// scrolls orthogonally.
  var orthogonalLength: CGFloat = 0

  var scrollsOrthogonally: Bool { behavior != .none }
}
