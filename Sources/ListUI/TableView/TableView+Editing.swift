import Foundation

/// Editing mode, moving rows, and the rows' actions: their swipe actions and their editing
/// controls.
///
/// A terminal and a browser have no swipe and no reorder control to drag: a row's swipe actions
/// and its Delete or Insert join its actions, which a right click or `x` shows as an action
/// sheet (a browser also shows them as buttons on the row), and in editing mode a row moves as
/// a long press moves it (``Window/handleGestureKey(_:)``): `m` picks the selected row up, the
/// arrows move it, Enter drops it and Escape puts it back; a pointer held on the row and dragged
/// does the same.
extension TableView {
  /// Gives `cell` the table's editing mode and the editing control and reorder control of the
  /// row at `indexPath`.
  func configureEditing(of cell: TableViewCell, at indexPath: IndexPath, animated: Bool) {
    cell.editingStyle = editingStyle(forRowAt: indexPath)
    cell.showsReorderMark = canMoveRow(at: indexPath)
    cell.setEditing(editingMode, animated: animated)
  }

  /// The row's editing style: the delegate's for a row the data source can edit, none
  /// otherwise.
  func editingStyle(forRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle {
    guard let dataSource, dataSource.tableView(self, canEditRowAt: indexPath) else { return .none }
    return tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
  }

  /// Whether the data source lets the row move in editing mode.
  func canMoveRow(at indexPath: IndexPath) -> Bool {
    guard let dataSource else { return false }
    return dataSource.tableView(self, canMoveRowAt: indexPath)
  }

  // MARK: Actions

  /// The delegate's leading swipe actions for the row; none in editing mode, as UIKit's.
  func leadingActions(forRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
    guard !editingMode else { return nil }
    return tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
  }

  /// The row's trailing actions: in editing mode, its editing control's (an Insert, or the
  /// delegate's trailing swipe actions or a Delete); otherwise the delegate's trailing swipe
  /// actions, or a Delete for a row the data source can edit whose style is delete.
  func trailingActions(forRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
    let style = editingStyle(forRowAt: indexPath)
    if editingMode && style == .insert {
      return SwipeActionsConfiguration(actions: [commitAction(.insert, forRowAt: indexPath)])
    }
    if editingMode && style == .none { return nil }
    if let configured = tableDelegate?.tableView(
      self, trailingSwipeActionsConfigurationForRowAt: indexPath)
    {
      return configured
    }
    guard style == .delete else { return nil }
    return SwipeActionsConfiguration(actions: [commitAction(.delete, forRowAt: indexPath)])
  }

  /// The action that commits `style` for the row: Delete (or the delegate's title for it),
  /// destructive, or Insert. Its handler asks the data source to commit the style, then
  /// completes with `true`.
  private func commitAction(_ style: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    -> ContextualAction
  {
    let title =
      style == .insert
      ? "Insert"
      : tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath)
        ?? "Delete"
    return ContextualAction(style: style == .delete ? .destructive : .normal, title: title) {
      [weak self] _, _, completion in
      guard let self, let dataSource = self.dataSource else {
        completion(false)
        return
      }
      dataSource.tableView(self, commit: style, forRowAt: indexPath)
      completion(true)
    }
  }

  // MARK: Moving rows

  /// A long press on the rows, enabled in editing mode, that moves the row under it with the
  /// collection view's interactive movement.
  func makeRowMover() -> LongPressGestureRecognizer {
    let mover = LongPressGestureRecognizer { [weak self] gesture in
      self?.moveRow(with: gesture)
    }
    mover.isEnabled = editingMode
    collectionView.addGestureRecognizer(mover)
    return mover
  }

  private func moveRow(with gesture: LongPressGestureRecognizer) {
    let location = gesture.location(in: collectionView)
    switch gesture.state {
    case .began:
      guard let indexPath = collectionView.indexPathForItem(at: location) else { return }
      collectionView.beginInteractiveMovementForItem(at: indexPath)
    case .changed:
      collectionView.updateInteractiveMovementTargetPosition(location)
    case .ended:
      collectionView.endInteractiveMovement()
    default:
      collectionView.cancelInteractiveMovement()
    }
  }
}
