/// The actions of an item, as an app shell shows them: its context menu, in an action sheet.
extension AppViewController {
  /// Shows the context menu of the item at `indexPath` of `collectionView`, which its delegate
  /// gives (`collectionView(_:contextMenuConfigurationForItemAt:point:)`, and ListKit's section
  /// controllers through it), as an action sheet presented over `screen`: the menu's title, its
  /// actions in order (a submenu's titled with the submenu's title, a chosen one with `✓`), a
  /// destructive action in red, a disabled one dimmed, then Cancel. Choosing an action dismisses
  /// the sheet and runs the action, with the collection view as its `sender`. A terminal and a
  /// browser call it for a right click on the item and for the actions key, `x`.
  ///
  /// - Returns: Whether the item has a menu with an action to show.
  @discardableResult
  public static func presentActions(
    forItemAt indexPath: IndexPath, in collectionView: CollectionView, from screen: ViewController,
    at point: CGPoint? = nil
  ) -> Bool {
    let itemPoint =
      point ?? collectionView.layoutAttributesForItem(at: indexPath).map {
        CGPoint(x: $0.frame.midX, y: $0.frame.midY)
      } ?? .zero
    guard
      let menu = collectionView.collectionDelegate?.collectionView(
        collectionView, contextMenuConfigurationForItemAt: indexPath, point: itemPoint)?.makeMenu()
    else { return false }
    let actions = menu.allActions
    guard !actions.isEmpty else { return false }
    let sheet = AlertController(
      title: menu.title.isEmpty ? nil : menu.title, message: nil, preferredStyle: .actionSheet)
    for (action, path) in actions {
      let mark: String
      switch action.state {
      case .on: mark = "✓ "
      case .mixed: mark = "– "
      case .off: mark = ""
      }
      let title = mark + (path + [action.title]).joined(separator: " › ")
      let choice = AlertAction(
        title: title,
        style: action.attributes.contains(MenuElement.Attributes.destructive)
          ? .destructive : .default
      ) { [weak collectionView] _ in
        guard let collectionView else { return }
        action.perform(sender: collectionView)
      }
      choice.isEnabled = !action.attributes.contains(MenuElement.Attributes.disabled)
      sheet.addAction(choice)
    }
    sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
    screen.present(sheet, animated: true)
    return true
  }
}
