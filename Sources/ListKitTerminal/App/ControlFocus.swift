@_spi(ListKit) import ListUI

/// The keyboard focus that Tab and Shift-Tab move between the controls on screen, as in
/// Textual: each enabled, shown control (``ListUI/Button``, ``ListUI/Switch``,
/// ``ListUI/SegmentedControl``, ``ListUI/TextField``) and editable ``ListUI/TextView`` of the
/// screen's view (`View.tabStops`), in the order of the views, where the focused collection view
/// stands for its visible cells' controls, in the order of the rows. The focused control is
/// drawn focused (`Control.isFocused`); a focused text field or text view becomes the first
/// responder, so typing goes into it. Enter activates the focused control while it is outside
/// the list or in the selected row.
@MainActor
final class ControlFocus {
  /// The focused view: a control or a text view.
  private(set) weak var focusedView: View?

  /// The focused control, if any.
  var control: Control? { focusedView as? Control }

  /// Takes the focus away from the focused control. A text field keeps the keys until it
  /// resigns: the focus only marks where Tab is.
  func clear() {
    control?.isFocused = false
    focusedView = nil
  }

  /// Focuses the control `step` places after the focused one (before it when negative) among
  /// the controls of `roots`, in order, going round; the first (or last) when none is focused. A text field
  /// that had the keys gives them up; a newly focused one takes them.
  ///
  /// - Returns: The control or text view now focused, with the index path of its row when it is
  ///   in a cell of `collectionView`, or `nil` when the screen has none.
  func move(by step: Int, in roots: [View], collectionView: CollectionView?)
    -> (view: View, indexPath: IndexPath?)?
  {
    let controls = roots.flatMap { Self.controls(in: $0, collectionView: collectionView) }
    for root in roots {
      if let input = root.firstResponder, input is any KeyInput { input.resignFirstResponder() }
    }
    guard !controls.isEmpty else {
      clear()
      return nil
    }
    let current = controls.firstIndex { $0.view === focusedView }
    let next: Int
    if let current {
      next = ((current + step) % controls.count + controls.count) % controls.count
    } else {
      next = step >= 0 ? 0 : controls.count - 1
    }
    clear()
    let target = controls[next]
    focusedView = target.view
    (target.view as? Control)?.isFocused = true
    if target.view is TextField || target.view is TextView { target.view.becomeFirstResponder() }
    return target
  }

  /// The focused control if it is in `cell`.
  func control(in cell: View) -> Control? {
    guard let control, control.isDescendant(of: cell), control.isFocusable else { return nil }
    return control
  }

  /// The focused control if it is in one of `roots` outside `collectionView`'s cells.
  func controlOutsideList(in roots: [View], collectionView: CollectionView?) -> Control? {
    guard let control, roots.contains(where: { control.isDescendant(of: $0) }),
      control.isFocusable
    else { return nil }
    if let collectionView, control.isDescendant(of: collectionView) { return nil }
    return control
  }

  /// Does what Enter does to `control`: presses a button, turns a switch over, selects a
  /// segmented control's next enabled segment (going round) and gives a text field the keys.
  static func activate(_ control: Control) {
    switch control {
    case let field as TextField:
      field.becomeFirstResponder()
    case let segmented as SegmentedControl:
      step(segmented, by: 1)
    case let button as Button:
      button.sendActions()
    default:
      control.press(at: .zero)
    }
  }

  /// The innermost control of `root` under `point`, in `root`'s coordinates, that a click
  /// presses, with the point in the control's coordinates; `nil` when the point is on no
  /// control, or on one that is disabled or hidden.
  static func control(at point: CGPoint, in root: View) -> (control: Control, point: CGPoint)? {
    var view = root.hitTest(point)
    while let current = view {
      if let control = current as? Control {
        guard control.isFocusable else { return nil }
        let origin = control.convert(.zero, to: root)
        return (control, CGPoint(x: point.x - origin.x, y: point.y - origin.y))
      }
      if current === root { return nil }
      view = current.superview
    }
    return nil
  }

  /// Presses the control of `root` under `point`, in `root`'s coordinates, if there is one.
  static func pressControl(at point: CGPoint, in root: View) {
    if pressTextView(at: point, in: root) { return }
    guard let (control, inControl) = control(at: point, in: root) else { return }
    control.press(at: inControl)
  }

  /// Begins editing the text view of `root` under `point`, in `root`'s coordinates, at the
  /// clicked character, if there is one.
  ///
  /// - Returns: Whether the point was on a text view.
  static func pressTextView(at point: CGPoint, in root: View) -> Bool {
    guard let textView = root.hitTest(point).flatMap(textView(containing:)) else { return false }
    textView.press(at: textView.convert(point, from: root))
    return true
  }

  /// The text view that `view` is, or is in, if it takes interaction; a click on it begins
  /// editing there.
  private static func textView(containing view: View) -> TextView? {
    var current: View? = view
    while let candidate = current {
      if let textView = candidate as? TextView {
        return textView.isUserInteractionEnabled ? textView : nil
      }
      current = candidate.superview
    }
    return nil
  }

  /// Selects the enabled segment `delta` places from the selected one, going round, and sends
  /// `valueChanged`; nothing when no other segment is enabled.
  static func step(_ control: SegmentedControl, by delta: Int) {
    let count = control.numberOfSegments
    guard count > 0, control.isEnabled else { return }
    var index =
      control.selectedSegmentIndex == SegmentedControl.noSegment
      ? (delta > 0 ? -1 : count) : control.selectedSegmentIndex
    for _ in 0..<count {
      index = ((index + delta) % count + count) % count
      if control.isEnabledForSegment(at: index) { break }
    }
    guard control.isEnabledForSegment(at: index), index != control.selectedSegmentIndex else {
      return
    }
    control.selectedSegmentIndex = index
    control.sendActions(for: .valueChanged)
  }

  private static func controls(in view: View, collectionView: CollectionView?)
    -> [(view: View, indexPath: IndexPath?)]
  {
    guard !view.isHidden, view.alpha >= View.minimumInteractiveAlpha,
      view.isUserInteractionEnabled
    else { return [] }
    if let collectionView, view === collectionView {
      return collectionView.indexPathsForVisibleItems.flatMap { indexPath in
        let cell = collectionView.cellForItem(at: indexPath)
        return (cell?.tabStops ?? []).map { ($0, indexPath) }
      }
    }
    if view is Control || view is TextView { return view.tabStops.map { ($0, nil) } }
    return view.subviews.flatMap { controls(in: $0, collectionView: collectionView) }
  }
}
