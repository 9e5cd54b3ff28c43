import Foundation

/// Gestures: the pointer and the keyboard drive the gesture recognizers of the views under them.
/// A renderer turns its input into these calls: a terminal's mouse button and drags, a
/// browser's `pointerdown`, `pointermove` and `pointerup`, the keys of every renderer.
extension Window {
  /// Whether a touch is down on gesture recognizers: a pointer held, or the keyboard's `m`.
  public var isTrackingGesture: Bool { gestureTouch != nil }

  /// Whether the keyboard holds a long press (`m`): the arrows, Enter and Escape are its.
  public var isHoldingKeyboardPress: Bool { gestureTouch?.isKeyboard == true }

  /// The enabled recognizers of `view` and the views holding it, innermost first, that take
  /// touches: those of views shown and taking interaction.
  private func gestureRecognizers(from view: View) -> [GestureRecognizer] {
    var result: [GestureRecognizer] = []
    var current: View? = view
    while let candidate = current {
      result += candidate.attachedGestureRecognizers.filter(\.isEnabled)
      current = candidate.superview
    }
    return result
  }

  /// A pointer went down at `point`, in the window's coordinates: the gesture recognizers of the
  /// view under it (``View/hitTest(_:)``) and of the views holding it follow it until it comes
  /// up. A long press's ``LongPressGestureRecognizer/minimumPressDuration`` runs on the
  /// window's scheduler.
  ///
  /// - Returns: Whether recognizers take the touch; then the renderer holds the click back
  ///   until ``pointerUp(at:)`` says whether it still goes to the view.
  @discardableResult
  public func pointerDown(at point: CGPoint) -> Bool {
    cancelGestureTouch()
    guard topAlert == nil, let hit = hitTest(point) else { return false }
    let recognizers = gestureRecognizers(from: hit)
    guard !recognizers.isEmpty else { return false }
    let touch = GestureTouch(recognizers: recognizers, isKeyboard: false)
    touch.didRecognizeHandler = { [weak self] in self?.setNeedsDisplay() }
    gestureTouch = touch
    touch.began(at: point, scheduler: hostedScheduler)
    return true
  }

  /// The pointer held down moved to `point`, in the window's coordinates; nothing when no
  /// recognizer follows it.
  public func pointerMoved(to point: CGPoint) {
    guard let touch = gestureTouch, !touch.isKeyboard else { return }
    touch.moved(to: point, time: hostedScheduler.now)
  }

  /// The pointer came up at `point`, in the window's coordinates: a tap is recognized, a long
  /// press ends or fails.
  ///
  /// - Returns: Whether the click still goes to the view under the pointer: `false` when a
  ///   recognizer that ``GestureRecognizer/cancelsTouchesInView`` began or was recognized.
  @discardableResult
  public func pointerUp(at point: CGPoint) -> Bool {
    guard let touch = gestureTouch, !touch.isKeyboard else { return true }
    gestureTouch = nil
    touch.ended(at: point, time: hostedScheduler.now)
    return !touch.cancelsTouchesInView
  }

  /// The touch under way goes elsewhere, as when an alert or a new screen comes: its gestures
  /// are cancelled, or fail if they had not begun.
  public func cancelGestureTouch() {
    guard let touch = gestureTouch else { return }
    gestureTouch = nil
    touch.cancelled()
  }

  /// The keyboard's long press, in every renderer, before the screen's key commands:
  /// - `m` presses and holds the selected item of the focused list, when its cell, the list or
  ///   a view holding them has an enabled ``LongPressGestureRecognizer``: those recognizers
  ///   begin at once at the middle of the item's cell (the keyboard has no press duration);
  /// - while it is held, the moves (the arrows, `k`, `j`, `h`, `l`) move the touch to the middle
  ///   of the item before or after the one under it and select that item
  ///   (``GestureRecognizer/State/changed``), Enter lifts it (``GestureRecognizer/State/ended``),
  ///   Escape and `q` cancel it (``GestureRecognizer/State/cancelled``), and other keys do
  ///   nothing.
  ///
  /// - Returns: Whether the key was the long press's.
  public func handleGestureKey(_ key: KeyboardKey) -> Bool {
    if let touch = gestureTouch, touch.isKeyboard {
      switch WindowCommand(key) {
      case .moveUp, .moveLeft: moveKeyboardPress(touch, by: -1)
      case .moveDown, .moveRight: moveKeyboardPress(touch, by: 1)
      case .activate:
        gestureTouch = nil
        let location = touch.recognizers.first?.touchLocation ?? .zero
        touch.ended(at: location, time: hostedScheduler.now)
        selectItem(droppedAt: location)
      case .back:
        cancelGestureTouch()
      default:
        break
      }
      return true
    }
    guard key.characters == "m", key.modifierFlags.isEmpty, topAlert == nil,
      let list = focusedCollectionView, let selected = selectedIndexPath,
      let cell = list.cellForItem(at: selected)
    else { return false }
    let recognizers = gestureRecognizers(from: cell).filter { $0 is LongPressGestureRecognizer }
    guard !recognizers.isEmpty else { return false }
    cancelGestureTouch()
    let touch = GestureTouch(recognizers: recognizers, isKeyboard: true)
    gestureTouch = touch
    let middle = CGPoint(x: cell.bounds.midX, y: cell.bounds.midY)
    touch.began(at: cell.convert(middle, to: nil), scheduler: hostedScheduler)
    touch.holdPastPressDuration()
    if touch.recognized.isEmpty { cancelGestureTouch() }
    return true
  }

  /// Selects the item at `location`, in the window's coordinates, in the focused list, once
  /// its layout is done: where a dropped item landed, even when the drop reloaded the list (as
  /// IGListKit's move of a single-item section does), which takes the selection to the same
  /// place, not to the item.
  private func selectItem(droppedAt location: CGPoint) {
    guard let list = focusedCollectionView else { return }
    list.layoutIfNeeded()
    if let dropped = list.indexPathForItem(at: list.convert(location, from: nil)) {
      select(dropped)
    }
  }

  /// Moves the keyboard's touch to the middle of the item `delta` places from the one under
  /// it in the focused list, and selects that item.
  private func moveKeyboardPress(_ touch: GestureTouch, by delta: Int) {
    guard let list = focusedCollectionView, let location = touch.recognizers.first?.touchLocation
    else { return }
    let inList = list.convert(location, from: nil)
    let order = list.itemOrder
    guard let under = list.indexPathForItem(at: inList) ?? selectedIndexPath,
      let place = order.firstIndex(of: under), order.indices.contains(place + delta),
      let frame = list.layoutAttributesForItem(at: order[place + delta])?.frame
    else { return }
    // Past the middle of the next item, as a drag over it would go: a layout proposes the
    // place before an item for a point in its first half, after it in its second half (across
    // single-item sections, that decides whether the item moves at all).
    let fraction: CGFloat = delta > 0 ? 0.75 : 0.25
    let target = CGPoint(
      x: frame.minX + frame.width * fraction, y: frame.minY + frame.height * fraction)
    touch.moved(to: list.convert(target, to: nil), time: hostedScheduler.now)
    if let now = list.indexPathForItem(at: target) { select(now) }
  }

  /// A zoom step of `factor` at `point`, in the window's coordinates: the renderer's pinch (a
  /// browser's trackpad pinch, or the wheel with Ctrl, which Chromium reports as a wheel event
  /// with `ctrlKey`; a terminal's wheel with Ctrl, where the terminal reports it). The innermost
  /// enabled ``PinchGestureRecognizer`` of the view under the point and the views holding it
  /// begins or changes (one already pinching goes on), and ends ``PinchGestureRecognizer/endDelay``
  /// seconds after the last step, on the window's clock.
  ///
  /// - Returns: Whether a pinch recognizer took the step; a factor that is not a positive
  ///   finite number is ignored.
  @discardableResult
  public func pinch(at point: CGPoint, scaleBy factor: CGFloat) -> Bool {
    guard factor.isFinite, factor > 0, topAlert == nil, let hit = hitTest(point) else {
      return false
    }
    let pinches = gestureRecognizers(from: hit).compactMap { $0 as? PinchGestureRecognizer }
    guard let pinch = pinches.first(where: \.isPinching) ?? pinches.first else { return false }
    pinch.pinched(by: factor, at: point, scheduler: hostedScheduler)
    setNeedsDisplay()
    return true
  }
}
