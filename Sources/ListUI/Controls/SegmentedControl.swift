import Foundation

/// A row of segments, one of them selected: ListUI's `UISegmentedControl`.
///
/// A terminal draws the segments as their titles between bars, ` One │ Two `, the selected one in
/// reverse video, or on ``selectedSegmentTintColor`` when one is set. A click on a segment selects
/// it and sends ``Control/Event/valueChanged``, as a tap does in UIKit; setting
/// ``selectedSegmentIndex`` in code sends nothing.
@MainActor
open class SegmentedControl: Control {
  /// The index that means no segment is selected: UIKit's `noSegment`.
  public static let noSegment = -1

  private var titles: [String] = []
  private var disabledSegments: Set<Int> = []

  /// The selected segment's index, or ``noSegment``. An index outside the segments selects none.
  open var selectedSegmentIndex = SegmentedControl.noSegment {
    didSet {
      if !titles.indices.contains(selectedSegmentIndex) { selectedSegmentIndex = Self.noSegment }
      setNeedsLayout()
    }
  }

  /// The colour behind the selected segment, or `nil` to draw it in reverse video.
  open var selectedSegmentTintColor: Color? { didSet { setNeedsLayout() } }

  /// A control with a segment for each of `items`, titled with the item when it is a string and
  /// its description otherwise: UIKit's `init(items:)`. No segment is selected.
  public convenience init(items: [Any]?) {
    self.init(frame: .zero)
    titles = (items ?? []).map { $0 as? String ?? String(describing: $0) }
  }

  /// How many segments there are.
  public var numberOfSegments: Int { titles.count }

  /// Inserts a segment titled `title` at `segment`, clamped to the segments: UIKit's
  /// `insertSegment(withTitle:at:animated:)`.
  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    let index = Swift.min(Swift.max(segment, 0), titles.count)
    titles.insert(title ?? "", at: index)
    disabledSegments = Set(disabledSegments.map { $0 >= index ? $0 + 1 : $0 })
    if selectedSegmentIndex >= index { selectedSegmentIndex += 1 }
    setNeedsLayout()
  }

  /// Removes the segment at `segment`; removing the selected one selects none.
  open func removeSegment(at segment: Int, animated: Bool) {
    guard titles.indices.contains(segment) else { return }
    titles.remove(at: segment)
    disabledSegments = Set(
      disabledSegments.compactMap { $0 == segment ? nil : $0 > segment ? $0 - 1 : $0 })
    if selectedSegmentIndex == segment {
      selectedSegmentIndex = Self.noSegment
    } else if selectedSegmentIndex > segment {
      selectedSegmentIndex -= 1
    }
    setNeedsLayout()
  }

  /// Removes every segment.
  open func removeAllSegments() {
    titles.removeAll()
    disabledSegments.removeAll()
    selectedSegmentIndex = Self.noSegment
  }

  /// Sets the title of the segment at `segment`.
  open func setTitle(_ title: String?, forSegmentAt segment: Int) {
    guard titles.indices.contains(segment) else { return }
    titles[segment] = title ?? ""
    setNeedsLayout()
  }

  /// The title of the segment at `segment`, or `nil` outside the segments.
  open func titleForSegment(at segment: Int) -> String? {
    titles.indices.contains(segment) ? titles[segment] : nil
  }

  /// Enables or disables the segment at `segment`; a disabled segment is dimmed and cannot be
  /// selected by a click.
  open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
    if enabled { disabledSegments.remove(segment) } else { disabledSegments.insert(segment) }
    setNeedsLayout()
  }

  /// Whether the segment at `segment` is enabled.
  open func isEnabledForSegment(at segment: Int) -> Bool { !disabledSegments.contains(segment) }

  /// The segments' columns: each title with a space either side, a bar between segments.
  private var segmentRanges: [Range<Int>] {
    var ranges: [Range<Int>] = []
    var x = 0
    for title in titles {
      let width = TextMetrics.width(of: title) + 2
      ranges.append(x..<(x + width))
      x += width + 1
    }
    return ranges
  }

  /// The segment under `x`, in the control's columns, or `nil` on a bar or past the end.
  public func segment(atColumn x: Int) -> Int? {
    segmentRanges.firstIndex { $0.contains(x) }
  }

  /// Selects the enabled segment under `point` and sends ``Control/Event/valueChanged`` when the
  /// selection changed.
  @discardableResult
  open override func press(at point: CGPoint) -> Bool {
    let column = point.x < 0 ? -1 : layoutUnits.columns(in: point.x)
    guard isEnabled, let segment = segment(atColumn: column),
      isEnabledForSegment(at: segment)
    else { return false }
    guard segment != selectedSegmentIndex else { return true }
    selectedSegmentIndex = segment
    sendActions(for: .valueChanged)
    return true
  }

  /// Draws the segments between bars, the selected one reversed or on its tint colour.
  open override func draw(in context: DrawingContext) {
    guard context.lines(in: bounds.height) >= 1 else { return }
    let line = context.centredLines(1, in: bounds)
    for (index, range) in segmentRanges.enumerated() {
      if index > 0 {
        line.drawText("│", at: CGPoint(x: range.lowerBound - 1, y: 0))
      }
      var style = TextStyle(isDim: !isEnabled || !isEnabledForSegment(at: index))
      if index == selectedSegmentIndex {
        if let tint = selectedSegmentTintColor?.drawingColor {
          style.background = tint
        } else {
          style.isReversed = true
        }
      }
      line.drawText(
        " " + titles[index] + " ", at: CGPoint(x: range.lowerBound, y: 0), style: style)
    }
  }

  /// The segments' width and one line, in the view's ``View/layoutUnits``.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    layoutUnits.size(columns: segmentRanges.last?.upperBound ?? 0, rows: 1)
  }

  /// The size the content fits in, ``sizeThatFits(_:)`` with no limit: Auto Layout keeps the
  /// view at it as far as its content priorities say.
  open override var intrinsicContentSize: CGSize {
    sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
  }
}
