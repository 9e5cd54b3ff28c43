/// The gesture recognizers attached to a view.
extension View {
  /// The recognizers attached to the view, in the order they were added; `nil` when there are
  /// none, as in UIKit. Setting it attaches the new ones and detaches the others.
  public var gestureRecognizers: [GestureRecognizer]? {
    get { attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers }
    set {
      for recognizer in attachedGestureRecognizers { removeGestureRecognizer(recognizer) }
      for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
    }
  }

  /// Attaches `gestureRecognizer` to the view: touches on the view and its subviews go to it
  /// (see ``GestureRecognizer``). A recognizer attached to another view moves here, as in
  /// UIKit; adding one already attached here does nothing.
  public func addGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
    if gestureRecognizer.view === self { return }
    gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
    attachedGestureRecognizers.append(gestureRecognizer)
    gestureRecognizer.view = self
  }

  /// Detaches `gestureRecognizer` from the view, cancelling its gesture under way; nothing for
  /// a recognizer attached elsewhere.
  public func removeGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
    guard gestureRecognizer.view === self else { return }
    gestureRecognizer.cancel()
    attachedGestureRecognizers.removeAll { $0 === gestureRecognizer }
    gestureRecognizer.view = nil
  }
}
