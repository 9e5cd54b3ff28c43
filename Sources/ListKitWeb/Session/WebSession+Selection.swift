import Foundation
@_spi(ListKit) import ListUI

/// The selection in a list: moved by the keys, kept in view; the position the status line shows.
extension WebSession {
  /// The list the keys move in: the one `view` is in or is, else the one last focused on the
  /// shown screen, else the first one shown in the screen's view.
  func focusedCollectionView(near view: View?) -> CollectionView? {
    var current = view
    while let candidate = current {
      if let collectionView = candidate as? CollectionView { return collectionView }
      current = candidate.superview
    }
    guard let screen = topScreen else { return nil }
    if let focusedList, focusedList.isDescendant(of: screen.view), !focusedList.isHidden {
      return focusedList
    }
    return screen.view.firstShownView(ofType: CollectionView.self)
  }

  /// Selects the item at `place` among all the items, kept within them, and scrolls as little
  /// as shows it.
  func selectItem(at place: Int, in collectionView: CollectionView) {
    let order = collectionView.itemOrder
    guard !order.isEmpty else { return }
    select(order[min(max(0, place), order.count - 1)], in: collectionView)
  }

  /// Selects `indexPath` without telling the delegate, as the keys do, and shows it; tells the
  /// screen whose list it is (`AppViewController.selectionDidChange(to:)`).
  func select(_ indexPath: IndexPath, in collectionView: CollectionView) {
    collectionView.selectItem(at: indexPath, animated: false, scrollPosition: [])
    revealSelection(in: collectionView)
    if let screen = topScreen as? AppViewController,
      screen.focusedCollectionView === collectionView
    {
      screen.selectionDidChange(to: indexPath)
    }
  }

  /// Moves the selection `delta` items; selects the first item when none is selected.
  func moveSelection(by delta: Int, in collectionView: CollectionView) {
    guard let selected = collectionView.indexPathsForSelectedItems.first,
      let place = collectionView.itemOrder.firstIndex(of: selected)
    else {
      selectItem(at: 0, in: collectionView)
      return
    }
    selectItem(at: place + delta, in: collectionView)
  }

  /// Moves the selection a page: to the item a screen's height away.
  func moveSelection(byPages pages: Int, in collectionView: CollectionView) {
    let order = collectionView.itemOrder
    guard !order.isEmpty else { return }
    let place = collectionView.indexPathsForSelectedItems.first.flatMap(order.firstIndex(of:)) ?? 0
    selectItem(at: collectionView.itemPlace(pages: pages, awayFrom: place), in: collectionView)
  }

  /// Scrolls `collectionView` as little as shows its selected item; a row of a compositional
  /// layout that scrolls orthogonally scrolls first, to show it within the row.
  func revealSelection(in collectionView: CollectionView) {
    guard let selected = collectionView.indexPathsForSelectedItems.first else { return }
    collectionView.revealItem(at: selected)
  }

  /// The first time the screen's list shows items with none selected, selects the item its
  /// delegate prefers to show first (`indexPathForPreferredFocusedView(in:)`, such as a chat's
  /// newest message) and scrolls to it, as the terminal does; a list without a preference stays
  /// without a selection until the keys move it.
  func selectPreferredItemIfNeeded() {
    guard topAlert == nil, let collectionView = focusedCollectionView(near: nil),
      collectionView !== introducedList
    else { return }
    let sections = collectionView.numberOfSections
    guard (0..<sections).contains(where: { collectionView.numberOfItems(inSection: $0) > 0 })
    else { return }
    introducedList = collectionView
    guard collectionView.indexPathsForSelectedItems.isEmpty,
      let preferred = (collectionView.delegate as? any CollectionViewDelegate)?
        .indexPathForPreferredFocusedView(in: collectionView),
      preferred.count == 2, (0..<sections).contains(preferred.section),
      (0..<collectionView.numberOfItems(inSection: preferred.section)).contains(preferred.item)
    else { return }
    select(preferred, in: collectionView)
  }

  /// Keeps the screen's list's selection on an item once it has one, as the terminal does: when
  /// an update deletes or reloads the selected item, such as an outline's row that collapses, the
  /// selection goes to the item now at its index path, or the one before it, or, when the update
  /// moved the content, to the item on screen nearest where it was drawn; and it is kept in view.
  func keepSelection() {
    guard topAlert == nil, let collectionView = focusedCollectionView(near: nil),
      selectionKeeper.keepSelection(
        in: collectionView, order: collectionView.itemOrder,
        firstSelection: .preferredItem {
          (collectionView.delegate as? any CollectionViewDelegate)?
            .indexPathForPreferredFocusedView(in: collectionView)
        }) != nil
    else { return }
    revealSelection(in: collectionView)
  }

  /// Presses the first enabled button of the selected item's cell, or taps the item.
  func activateSelectedItem(in collectionView: CollectionView) {
    guard let selected = collectionView.indexPathsForSelectedItems.first else { return }
    if let screen = topScreen as? AppViewController,
      screen.focusedCollectionView === collectionView
    {
      screen.activateItem(at: selected)
    } else {
      AppViewController.activateItem(at: selected, in: collectionView)
    }
  }

  /// The position the status line shows: the selected item's place among the items of the
  /// screen's list and their count, or the count alone.
  func positionText() -> String {
    guard let collectionView = focusedCollectionView(near: nil) else { return "" }
    let order = collectionView.itemOrder
    guard !order.isEmpty else { return "0/0" }
    let place =
      collectionView.indexPathsForSelectedItems.first.flatMap(order.firstIndex(of:))
      .map { "\($0 + 1)" } ?? "-"
    return "\(place)/\(order.count)"
  }
}
