import Foundation

/// One element of the page as a frame shows it: what the session sends to create it, and what it
/// compares with the next frame to send only what changed.
struct Element {
  /// The element's key: `v` and a number for a view, a name for the page's own parts (`bar`,
  /// `back`, `title`, `item0`, `screen`, `status`), a view's key and `.s` and a number for a
  /// segment of a segmented control.
  let id: String
  /// What the page makes of it: `view`, `button`, `input`, `switch`, `segmented`, `segment`,
  /// `spinner`, `image`, `list`, `cell`, `scroll`, `dialog`, `bar`, `text`, `screen` or `status`.
  let kind: String
  /// The element's parent's key; the page's root is `root`.
  var parent: String
  /// The children's keys, in order: back to front.
  var children: [String] = []
  /// Attributes the page sets as they are, such as `role` and `aria-setsize`, by name.
  var attributes: [String: String] = [:]
  /// Where the element is in its parent, in cells.
  var frame: CGRect
  /// How far a scroll view's content is moved (its content offset), in cells; `nil` for other
  /// elements.
  var scroll: CGPoint?
  /// Colours and attributes, as the page's style object.
  var style: JSON = .object([])
  /// What the view draws itself: text runs and fills.
  var runs: JSON = .array([])
  /// A text field's text; `nil` for other elements.
  var value: String?
  /// A text field's caret, in characters from the start.
  var caret: Int?
  /// The transition the frame's changes to the element take, if it is in an animation.
  var transition: Transition?
  /// How long the element fades in when it is created now, in seconds, if it arrives in an
  /// animation.
  var fadeIn: TimeInterval?
  /// How long the element is shown reversed when its content changed in an animation.
  var flash: TimeInterval?

  init(id: String, kind: String, parent: String, frame: CGRect) {
    self.id = id
    self.kind = kind
    self.parent = parent
    self.frame = frame
  }
}

/// A CSS transition: how long, along which curve.
struct Transition: Equatable {
  /// How long, in seconds.
  var duration: TimeInterval
  /// The CSS timing function.
  var easing: String
  /// How long it waits before it starts, in seconds.
  var delay: TimeInterval = 0
}
