extension View {
  /// The enabled buttons the view shows, itself or under it, in drawing order: those that Enter
  /// or a click on a row presses. Hidden views and what they hold are left out.
  @_spi(ListKit) public var pressableButtons: [Button] {
    focusableControls.compactMap { $0 as? Button }
  }

  /// The enabled controls the view shows, itself or under it, in drawing order, that Tab
  /// focuses. Hidden views, views that take no interaction, and what they hold are left out.
  @_spi(ListKit) public var focusableControls: [Control] {
    tabStops.compactMap { $0 as? Control }
  }

  /// The views Tab stops at, the view itself or under it, in drawing order: the enabled controls
  /// Tab focuses (not those with keys of their own, such as a tab bar's tabs), and the text views
  /// that take typing (``TextView/isEditable``), which Tab gives the keys. Hidden views, views
  /// that take no interaction, and what they hold are left out.
  ///
  /// - Complexity: O(*n*) for *n* views under the view.
  @_spi(ListKit) public var tabStops: [View] {
    guard !isHidden, alpha >= View.minimumInteractiveAlpha, isUserInteractionEnabled else {
      return []
    }
    if let control = self as? Control {
      return control.isFocusable && control.isTabStop ? [control] : []
    }
    if let textView = self as? TextView { return textView.isEditable ? [textView] : [] }
    return subviews.flatMap(\.tabStops)
  }
}

extension Control {
  /// Whether Tab may focus the control, or a click press it: enabled and shown.
  @_spi(ListKit) public var isFocusable: Bool {
    isEnabled && !isHidden && alpha >= View.minimumInteractiveAlpha && isUserInteractionEnabled
  }
}
