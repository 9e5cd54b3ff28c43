/// The actions of an item, as an app shell shows them: its context menu and its swipe actions,
/// in an action sheet.
extension AppViewController {
  /// Shows the actions of the item at `indexPath` of `collectionView` as an action sheet
  /// presented over `screen`: first its swipe actions, trailing then leading, which a list
  /// configuration's providers give (a terminal and a browser have no swipe); then its context
  /// menu's actions, which the collection view's delegate gives
  /// (`collectionView(_:contextMenuConfigurationForItemAt:point:)`, and ListKit's section
  /// controllers through it), a submenu's titled with the submenu's title, a chosen one with `✓`;
  /// then Cancel. The sheet's title is the menu's. A destructive action is red, a disabled one
  /// dimmed. Choosing an action dismisses the sheet and runs it: a menu's action with the
  /// collection view as its `sender`, a swipe action in the item's cell. A terminal and a browser
  /// call it for a right click on the item and for the actions key, `x`.
  ///
  /// - Returns: Whether the item has an action to show; when it has none, the terminal or browser
  ///   showing `screen` says so in its status line.
  @discardableResult
  public static func presentActions(
    forItemAt indexPath: IndexPath, in collectionView: CollectionView, from screen: ViewController,
    at point: CGPoint? = nil
  ) -> Bool {
    let itemPoint =
      point ?? collectionView.layoutAttributesForItem(at: indexPath).map {
        CGPoint(x: $0.frame.midX, y: $0.frame.midY)
      } ?? .zero
    let swipeActions = Self.swipeActions(forItemAt: indexPath, in: collectionView)
    let menu = collectionView.collectionDelegate?.collectionView(
      collectionView, contextMenuConfigurationForItemAt: indexPath, point: itemPoint)?.makeMenu()
    let menuActions = menu?.allActions ?? []
    guard !swipeActions.isEmpty || !menuActions.isEmpty else {
      screen.viewIfLoaded?.treeHost?.showStatusMessage(
        "No actions for this item", for: statusMessageDuration)
      return false
    }
    let title = menu.flatMap { $0.title.isEmpty ? nil : $0.title }
    let sheet = AlertController(title: title, message: nil, preferredStyle: .actionSheet)
    for action in swipeActions {
      sheet.addAction(
        AlertAction(
          title: action.title ?? "", style: action.style == .destructive ? .destructive : .default
        ) { [weak collectionView] _ in
          guard let collectionView else { return }
          action.perform(in: collectionView.cellForItem(at: indexPath) ?? collectionView)
        })
    }
    for (action, path) in menuActions {
      let mark: String
      switch action.state {
      case .on: mark = "✓ "
      case .mixed: mark = "– "
      case .off: mark = ""
      }
      let choice = AlertAction(
        title: mark + (path + [action.title]).joined(separator: " › "),
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

  /// The swipe actions of the item at `indexPath`, trailing then leading, as the list
  /// configuration of its section gives them, when the collection view's layout is a
  /// compositional one: what a browser shows as buttons on the row.
  @_spi(ListKit) public static func swipeActions(
    forItemAt indexPath: IndexPath, in collectionView: CollectionView
  ) -> [ContextualAction] {
    let sides = swipeActionsBySide(forItemAt: indexPath, in: collectionView)
    return sides.trailing + sides.leading
  }

  /// The trailing and leading swipe actions of the item at `indexPath`, as its section's list
  /// configuration gives them.
  @_spi(ListKit) public static func swipeActionsBySide(
    forItemAt indexPath: IndexPath, in collectionView: CollectionView
  ) -> (trailing: [ContextualAction], leading: [ContextualAction]) {
    guard let layout = collectionView.collectionViewLayout as? CollectionViewCompositionalLayout,
      let configuration = layout.listConfiguration(forSection: indexPath.section)
    else { return ([], []) }
    let trailing = configuration.trailingSwipeActionsConfigurationProvider?(indexPath)
    let leading = configuration.leadingSwipeActionsConfigurationProvider?(indexPath)
    return (trailing?.actions ?? [], leading?.actions ?? [])
  }
}
