import ListUI

/// The keyboard focus that Tab and Shift-Tab move between the controls of the rows on screen,
/// as in Textual: each enabled, shown `Button` of each visible cell, in the order of
/// the rows and, within a row, of the views. The focused button is drawn focused
/// (`Button.isFocused`); Enter presses it while its row is selected.
@MainActor
final class ControlFocus {
  /// The focused button, if any.
  private(set) weak var button: Button?

  /// Takes the focus away from the focused button.
  func clear() {
    button?.isFocused = false
    button = nil
  }

  /// Focuses the control `step` places after the focused one (before it when negative) among
  /// the controls of `collectionView`'s visible cells, going round; the first (or last) when
  /// none is focused.
  ///
  /// - Returns: The index path of the row of the control now focused, or `nil` when the rows on
  ///   screen have no control.
  func move(by step: Int, in collectionView: CollectionView) -> IndexPath? {
    let controls = Self.controls(in: collectionView)
    guard !controls.isEmpty else {
      clear()
      return nil
    }
    let current = controls.firstIndex { $0.button === button }
    let next: Int
    if let current {
      next = ((current + step) % controls.count + controls.count) % controls.count
    } else {
      next = step >= 0 ? 0 : controls.count - 1
    }
    clear()
    button = controls[next].button
    button?.isFocused = true
    return controls[next].indexPath
  }

  /// The focused button if it is in `cell`.
  func button(in cell: View) -> Button? {
    guard let button, button.isDescendant(of: cell), button.isEnabled, !button.isHidden else {
      return nil
    }
    return button
  }

  private static func controls(in collectionView: CollectionView)
    -> [(indexPath: IndexPath, button: Button)]
  {
    collectionView.indexPathsForVisibleItems.flatMap { indexPath in
      let cell = collectionView.cellForItem(at: indexPath)
      return (cell?.pressableButtons ?? []).map { (indexPath, $0) }
    }
  }
}

extension View {
  /// The enabled buttons the view shows, itself or under it, in drawing order: those that Tab
  /// focuses and Enter or a click can press. Hidden views and what they hold are left out.
  var pressableButtons: [Button] {
    guard !isHidden else { return [] }
    if let button = self as? Button { return button.isEnabled ? [button] : [] }
    return subviews.flatMap(\.pressableButtons)
  }
}
