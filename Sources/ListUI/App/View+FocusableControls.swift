extension View {
  /// The enabled buttons the view shows, itself or under it, in drawing order: those that Enter
  /// or a click on a row presses. Hidden views and what they hold are left out.
  @_spi(ListKit) public var pressableButtons: [Button] {
    focusableControls.compactMap { $0 as? Button }
  }

  /// The enabled controls the view shows, itself or under it, in drawing order: those Tab
  /// focuses. Hidden views, views that take no interaction, and what they hold are left out.
  @_spi(ListKit) public var focusableControls: [Control] {
    guard !isHidden, alpha >= View.minimumInteractiveAlpha, isUserInteractionEnabled else {
      return []
    }
    if let control = self as? Control { return control.isFocusable ? [control] : [] }
    return subviews.flatMap(\.focusableControls)
  }
}

extension Control {
  /// Whether Tab may focus the control: enabled and shown.
  @_spi(ListKit) public var isFocusable: Bool {
    isEnabled && !isHidden && alpha >= View.minimumInteractiveAlpha && isUserInteractionEnabled
  }
}
