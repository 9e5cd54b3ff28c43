import Foundation

/// A view that lays its arranged subviews out in a row or a column: ListUI's `UIStackView`.
///
/// ListUI has no Auto Layout, so the stack sizes its views from their ``View/sizeThatFits(_:)``
/// instead of their constraints and priorities: with ``Distribution-swift.enum/fill``, every view
/// but the last gets its fitting length and the last the rest; the other distributions are
/// UIKit's. Hidden arranged subviews take no room, as in UIKit.
@MainActor
open class StackView: View {
  /// How arranged subviews share the stack's length: UIKit's `UIStackView.Distribution`.
  public enum Distribution: Int, Hashable, Sendable {
    /// Every view but the last at its fitting length, the last taking the rest.
    case fill
    /// Every view the same length.
    case fillEqually
    /// Lengths in proportion to the views' fitting lengths.
    case fillProportionally
    /// Views at their fitting lengths, with the free length shared between them.
    case equalSpacing
    /// Views at their fitting lengths, with their centers equally spaced.
    case equalCentering
  }

  /// How arranged subviews sit across the stack: UIKit's `UIStackView.Alignment`.
  public enum Alignment: Int, Hashable, Sendable {
    /// Each view as wide (or high) as the stack.
    case fill
    /// At the leading edge, or the top in a row.
    case leading
    /// At the first baseline: the top, as a terminal's text has one line per cell.
    case firstBaseline
    /// Centred.
    case center
    /// At the trailing edge, or the bottom in a row.
    case trailing
    /// At the last baseline: the bottom.
    case lastBaseline

    /// The top of a row: UIKit's name for ``leading`` in a horizontal stack.
    public static let top = Alignment.leading
    /// The bottom of a row: UIKit's name for ``trailing`` in a horizontal stack.
    public static let bottom = Alignment.trailing
  }

  /// The direction of a stack: UIKit's `NSLayoutConstraint.Axis`.
  public typealias Axis = LayoutConstraint.Axis

  /// The views the stack lays out, in order.
  public private(set) var arrangedSubviews: [View] = []

  /// The stack's direction: horizontal by default, as UIKit's.
  open var axis = Axis.horizontal { didSet { setNeedsLayout() } }
  /// How the views share the stack's length.
  open var distribution = Distribution.fill { didSet { setNeedsLayout() } }
  /// How the views sit across the stack.
  open var alignment = Alignment.fill { didSet { setNeedsLayout() } }
  /// The space between views, in cells.
  open var spacing: CGFloat = 0 { didSet { setNeedsLayout() } }

  /// A stack of `views`: UIKit's `init(arrangedSubviews:)`.
  public convenience init(arrangedSubviews views: [View]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  /// Adds `view` at the end of the arranged subviews, and as a subview.
  open func addArrangedSubview(_ view: View) {
    insertArrangedSubview(view, at: arrangedSubviews.count)
  }

  /// Inserts `view` among the arranged subviews at `index`, and adds it as a subview.
  open func insertArrangedSubview(_ view: View, at index: Int) {
    arrangedSubviews.removeAll { $0 === view }
    arrangedSubviews.insert(view, at: Swift.min(Swift.max(index, 0), arrangedSubviews.count))
    if view.superview !== self { addSubview(view) }
    setNeedsLayout()
  }

  /// Stops laying `view` out; it stays a subview, as in UIKit.
  open func removeArrangedSubview(_ view: View) {
    arrangedSubviews.removeAll { $0 === view }
    setNeedsLayout()
  }

  /// Removes `view` from the arranged subviews too when it leaves the stack.
  open override func willRemoveSubview(_ subview: View) {
    super.willRemoveSubview(subview)
    arrangedSubviews.removeAll { $0 === subview }
  }

  /// Lays the visible arranged subviews out along ``axis``.
  ///
  /// - Complexity: O(*n*) for *n* arranged subviews, plus their `sizeThatFits(_:)`.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let views = arrangedSubviews.filter { !$0.isHidden }
    guard !views.isEmpty else { return }
    let horizontal = axis == .horizontal
    let length = horizontal ? bounds.width : bounds.height
    let across = horizontal ? bounds.height : bounds.width
    let fitting = views.map { view -> CGSize in
      view.sizeThatFits(
        horizontal ? CGSize(width: length, height: across) : CGSize(width: across, height: length))
    }
    let natural = fitting.map { horizontal ? $0.width : $0.height }
    let gaps = spacing * CGFloat(views.count - 1)
    var lengths = natural
    var gap = spacing
    switch distribution {
    case .fill:
      let used = natural.dropLast().reduce(0, +) + gaps
      lengths[lengths.count - 1] = Swift.max(length - used, 0)
    case .fillEqually:
      let each = Swift.max((length - gaps) / CGFloat(views.count), 0)
      lengths = Array(repeating: each.rounded(.down), count: views.count)
    case .fillProportionally:
      let total = natural.reduce(0, +)
      let free = Swift.max(length - gaps, 0)
      lengths = natural.map { total > 0 ? ($0 / total * free).rounded(.down) : 0 }
    case .equalSpacing, .equalCentering:
      let free = length - natural.reduce(0, +)
      gap = views.count > 1 ? Swift.max(free / CGFloat(views.count - 1), spacing).rounded(.down) : 0
    }
    var position: CGFloat = 0
    for (index, view) in views.enumerated() {
      let crossNatural = horizontal ? fitting[index].height : fitting[index].width
      let crossLength = alignment == .fill ? across : Swift.min(crossNatural, across)
      let crossOrigin: CGFloat
      switch alignment {
      case .fill, .leading, .firstBaseline: crossOrigin = 0
      case .center: crossOrigin = ((across - crossLength) / 2).rounded(.down)
      case .trailing, .lastBaseline: crossOrigin = across - crossLength
      }
      view.frame =
        horizontal
        ? CGRect(x: position, y: crossOrigin, width: lengths[index], height: crossLength)
        : CGRect(x: crossOrigin, y: position, width: crossLength, height: lengths[index])
      position += lengths[index] + gap
    }
  }

  /// The length of the visible arranged subviews and their spacing, across the largest of them.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let views = arrangedSubviews.filter { !$0.isHidden }
    let fitting = views.map { $0.sizeThatFits(size) }
    let gaps = spacing * CGFloat(Swift.max(views.count - 1, 0))
    // Equal shares must each hold the largest view, as UIKit's fitting size for them does.
    func along(_ lengths: [CGFloat]) -> CGFloat {
      distribution == .fillEqually
        ? (lengths.max() ?? 0) * CGFloat(lengths.count) : lengths.reduce(0, +)
    }
    if axis == .horizontal {
      return CGSize(
        width: along(fitting.map(\.width)) + gaps, height: fitting.map(\.height).max() ?? 0)
    }
    return CGSize(
      width: fitting.map(\.width).max() ?? 0, height: along(fitting.map(\.height)) + gaps)
  }

  /// The size the content fits in, ``sizeThatFits(_:)`` with no limit: Auto Layout keeps the
  /// view at it as far as its content priorities say.
  open override var intrinsicContentSize: CGSize {
    sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
  }
}
