import Foundation

/// The selection in the shown screen's list: moved by the keys, kept on an item through updates
/// and in view, and what the status line says of it.
extension Window {
  /// The list the selection keys move in: the one the focus was put in last
  /// (``focus(on:)``), while it is shown on the top screen, else the top screen's
  /// (`AppViewController.focusedCollectionView(of:)`).
  public var focusedCollectionView: CollectionView? {
    guard let screen = topScreen else { return nil }
    if let list = lastFocusedList, list.isDescendant(of: screen.view), !list.isHidden {
      return list
    }
    return AppViewController.focusedCollectionView(of: screen)
  }

  /// Makes the list `view` is in, or is, the one the selection keys move in, as a browser's
  /// focus going into it does; nothing for a view in no list.
  public func focus(on view: View) {
    var current: View? = view
    while let candidate = current {
      if let list = candidate as? CollectionView {
        lastFocusedList = list
        return
      }
      current = candidate.superview
    }
  }

  /// The selected item of the focused list.
  public var selectedIndexPath: IndexPath? {
    focusedCollectionView?.indexPathsForSelectedItems.first
  }

  /// Moves the selection `delta` items; selects the first item when none is selected.
  public func moveSelection(by delta: Int) {
    guard let collectionView = focusedCollectionView else { return }
    let order = collectionView.itemOrder
    guard !order.isEmpty else { return }
    guard let selected = selectedIndexPath, let place = order.firstIndex(of: selected) else {
      selectItem(at: 0)
      return
    }
    selectItem(at: place + delta)
  }

  /// Moves the selection `pages` pages: to the item a screen's height away.
  public func moveSelection(byPages pages: Int) {
    guard let collectionView = focusedCollectionView else { return }
    let order = collectionView.itemOrder
    guard !order.isEmpty else { return }
    let place = selectedIndexPath.flatMap(order.firstIndex(of:)) ?? 0
    selectItem(at: collectionView.itemPlace(pages: pages, awayFrom: place))
  }

  /// Selects the item at `place` among all the items of the focused list in order, kept within
  /// them, and scrolls as little as shows it.
  public func selectItem(at place: Int) {
    guard let collectionView = focusedCollectionView else { return }
    let order = collectionView.itemOrder
    guard !order.isEmpty else { return }
    select(order[min(max(0, place), order.count - 1)])
  }

  /// Selects `indexPath` of the focused list without telling its delegate, as the keys do, and
  /// shows it; when the selection moved, tells the renderer (`selectionDidMoveHandler`) and the
  /// screen (`AppViewController.selectionDidChange(to:)`).
  public func select(_ indexPath: IndexPath) {
    guard let collectionView = focusedCollectionView else { return }
    let previous = collectionView.indexPathsForSelectedItems.first
    collectionView.selectItem(at: indexPath, animated: false, scrollPosition: [])
    revealSelection()
    guard previous != indexPath else { return }
    selectionDidMoveHandler?(indexPath)
    (topScreen as? AppViewController)?.selectionDidChange(to: indexPath)
  }

  /// Scrolls the focused list as little as shows its selected item; a row of a compositional
  /// layout that scrolls orthogonally scrolls first, to show it within the row.
  public func revealSelection() {
    guard let collectionView = focusedCollectionView, let selected = selectedIndexPath else {
      return
    }
    collectionView.revealItem(at: selected)
  }

  /// Selects an item when nothing valid is selected: the first time the list shows items, the
  /// item its delegate prefers to show first (`indexPathForPreferredFocusedView(in:)`, such as a
  /// chat's newest message), else the first; after an update deleted or reloaded the selected
  /// item, the item now at its index path, or the one before it, or, when the update also
  /// moved the content offset (as ListKit's `keepsVisibleContentPosition` does), the item wholly
  /// on screen nearest where the selected one was drawn, so that the selection stays on what
  /// the user looks at. After the filter changed, the first item, the best match, once the
  /// list's update for the new query has come (until then the selection stays where it is).
  /// Renderers call it before each frame and input.
  ///
  /// - Complexity: O(1) when the selection is valid; otherwise O(log *n*) for *n* items and
  ///   O(*v*) for *v* cells on screen.
  public func keepSelection() {
    keepSelection(in: nil)
  }

  /// Keeps the selection as ``keepSelection()`` does, with `order`, the focused list's items in
  /// order, when the caller has it.
  @_spi(ListKit) public func keepSelection(in order: ItemOrder?) {
    guard topAlert == nil, let collectionView = focusedCollectionView else { return }
    if selectsFirstItem {
      // The list's update for the new query may still be on its way (a large list's is made in
      // the background): the first item is chosen once it has come, so that no frame scrolls
      // to the top of the list the query no longer shows.
      if collectionView.dataUpdateOnItsWay?() == true { return }
      selectsFirstItem = false
      if !(order ?? collectionView.itemOrder).isEmpty {
        selectItem(at: 0)
        return
      }
    }
    guard
      let selected = selectionKeeper.keepSelection(
        in: collectionView, order: order ?? collectionView.itemOrder,
        firstSelection: .preferredItem {
          (collectionView.delegate as? any CollectionViewDelegate)?
            .indexPathForPreferredFocusedView(in: collectionView)
        })
    else { return }
    revealSelection()
    selectionDidMoveHandler?(selected)
    (topScreen as? AppViewController)?.selectionDidChange(to: selected)
  }

  /// Activates the selected item: the screen's `AppViewController.activateItem(at:)`, which
  /// presses the first enabled button of its cell, or taps it.
  public func activateSelectedItem() {
    guard let collectionView = focusedCollectionView, let selected = selectedIndexPath else {
      return
    }
    if let screen = topScreen as? AppViewController,
      screen.focusedCollectionView === collectionView
    {
      screen.activateItem(at: selected)
    } else {
      AppViewController.activateItem(at: selected, in: collectionView)
    }
  }

  /// Clicks the item at `indexPath` of `collectionView`, the focused list, outside its controls:
  /// selects it and taps it, through the screen's `AppViewController.clickItem(at:)` when the
  /// list is the screen's. A renderer with a focus of its own puts it in the list first
  /// (``focus(on:)``).
  public func clickItem(at indexPath: IndexPath, in collectionView: CollectionView) {
    select(indexPath)
    if let screen = topScreen as? AppViewController,
      screen.focusedCollectionView === collectionView
    {
      screen.clickItem(at: indexPath)
    } else {
      collectionView.tapItem(at: indexPath)
    }
  }

  /// Shows the actions of the item at `indexPath` of `collectionView` (the focused list, which a
  /// renderer with a focus of its own puts the focus in first), or of the selected item, as an
  /// action sheet (`AppViewController.presentActions(forItemAt:in:from:at:)`); `point`
  /// is where a right click fell, in the list's coordinates.
  public func showActions(
    forItemAt indexPath: IndexPath? = nil, in collectionView: CollectionView? = nil,
    at point: CGPoint? = nil
  ) {
    guard topAlert == nil, let screen = topScreen,
      let collectionView = collectionView ?? focusedCollectionView
    else { return }
    if let indexPath { select(indexPath) }
    guard let path = indexPath ?? selectedIndexPath else { return }
    AppViewController.presentActions(forItemAt: path, in: collectionView, from: screen, at: point)
  }

  /// The position the status line shows: the selected item's place among the focused list's
  /// items and their count, and how far the list is scrolled (`All`, `Top`, `Bot` or a
  /// percentage); empty without a list.
  public func positionText() -> String {
    positionText(in: nil)
  }

  /// The position as ``positionText()`` says it, with `order`, the focused list's items in
  /// order, when the caller has it.
  @_spi(ListKit) public func positionText(in order: ItemOrder?) -> String {
    guard let collectionView = focusedCollectionView else { return "" }
    let paths = order ?? collectionView.itemOrder
    guard !paths.isEmpty else { return "0/0" }
    let place = selectedIndexPath.flatMap { paths.firstIndex(of: $0) }.map { "\($0 + 1)" } ?? "-"
    let range = collectionView.contentOffsetRange.y
    let scroll: String
    if range.upperBound <= range.lowerBound {
      scroll = "All"
    } else if collectionView.contentOffset.y <= range.lowerBound {
      scroll = "Top"
    } else if collectionView.contentOffset.y >= range.upperBound {
      scroll = "Bot"
    } else {
      let fraction =
        (collectionView.contentOffset.y - range.lowerBound)
        / (range.upperBound - range.lowerBound)
      scroll = "\(Int((fraction * 100).rounded()))%"
    }
    return "\(place)/\(paths.count) \(scroll)"
  }
}
