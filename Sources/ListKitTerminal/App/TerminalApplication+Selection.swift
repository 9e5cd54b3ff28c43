import Foundation
@_spi(ListKit) import ListUI

/// The selection in the shown screen's collection view: moved by the keys, kept valid and in
/// view, set by a click.
extension TerminalApplication {
  var focusedCollectionView: CollectionView? {
    topScreen.flatMap(AppViewController.focusedCollectionView(of:))
  }

  /// The selected item of the shown screen's collection view.
  public var selectedIndexPath: IndexPath? {
    focusedCollectionView?.indexPathsForSelectedItems.first
  }

  /// Every item of the focused collection view, in order: kept by the collection view until its
  /// counts change.
  func allIndexPaths() -> ItemOrder {
    focusedCollectionView?.itemOrder ?? ItemOrder()
  }

  /// Takes the focus from a control of the list that is no longer in the selected row, such as
  /// one whose cell was reused for another row, or that left the screen.
  func keepFocusInSelectedRow() {
    guard controlFocus.control != nil, let screen = topScreen else { return }
    if controlFocus.controlOutsideList(
      in: focusRoots(of: screen), collectionView: focusedCollectionView)
      != nil
    {
      return
    }
    guard let selected = selectedIndexPath,
      let cell = focusedCollectionView?.cellForItem(at: selected),
      controlFocus.control(in: cell) != nil
    else {
      controlFocus.clear()
      return
    }
  }

  func moveSelection(by delta: Int) {
    let paths = allIndexPaths()
    guard !paths.isEmpty else { return }
    guard let selected = selectedIndexPath, let index = paths.firstIndex(of: selected) else {
      selectItem(at: 0)
      return
    }
    selectItem(at: index + delta)
  }

  func moveSelection(byPages pages: Int) {
    guard let collectionView = focusedCollectionView else { return }
    let paths = allIndexPaths()
    guard !paths.isEmpty else { return }
    let index = selectedIndexPath.flatMap { paths.firstIndex(of: $0) } ?? 0
    selectItem(at: collectionView.itemPlace(pages: pages, awayFrom: index))
  }

  /// Selects the item at `index` of all the items in order, kept within them, and scrolls as
  /// little as shows it.
  func selectItem(at index: Int) {
    guard let collectionView = focusedCollectionView else { return }
    let paths = allIndexPaths()
    guard !paths.isEmpty else { return }
    let path = paths[min(max(0, index), paths.count - 1)]
    let previous = selectedIndexPath
    collectionView.selectItem(at: path, animated: false, scrollPosition: [])
    revealSelection()
    if previous != path {
      if let control = controlFocus.control, control.isDescendant(of: collectionView),
        collectionView.cellForItem(at: path).map({ !control.isDescendant(of: $0) }) ?? true
      {
        controlFocus.clear()
      }
      (topScreen as? AppViewController)?.selectionDidChange(to: path)
    }
  }

  /// Scrolls the focused collection view as little as shows the selected item; a row of a
  /// compositional layout that scrolls orthogonally scrolls first, to show it within the row.
  func revealSelection() {
    guard let collectionView = focusedCollectionView, let selected = selectedIndexPath else {
      return
    }
    collectionView.revealItem(at: selected)
  }

  /// Selects an item when nothing valid is selected: after an update deleted the selected item,
  /// the item now at its index path, or, when the update also moved the content offset (as
  /// ListKit's `keepsVisibleContentPosition` does), the item wholly on screen nearest where the
  /// selected one was drawn, so that the selection stays on what the user looks at
  /// (`SelectionKeeper`); the first time, the collection view delegate's preferred focus item.
  /// When that is not an item, the nearest one before, or the first.
  func ensureSelection(in order: ItemOrder? = nil) {
    guard let collectionView = focusedCollectionView else { return }
    guard
      let selected = selectionKeeper.keepSelection(
        in: collectionView, order: order ?? allIndexPaths(),
        firstSelection: .preferredItem {
          (collectionView.delegate as? any CollectionViewDelegate)?
            .indexPathForPreferredFocusedView(in: collectionView)
        })
    else { return }
    revealSelection()
    (topScreen as? AppViewController)?.selectionDidChange(to: selected)
  }

  /// Presses the bar button item under a click on the title bar; otherwise selects and
  /// activates the item under the cell at `column` and `row` of the terminal, if the click falls
  /// on the visible part of the focused collection view.
  func click(column: Int, row: Int) {
    if row == 0 {
      if clickTitleView(at: column) { return }
      let columns = ScreenChrome.itemColumns(
        width: backend.size.columns, items: barButtonItems)
      if let index = columns.firstIndex(where: { $0.contains(column) }) {
        barButtonItems[index].press()
      }
      return
    }
    guard let screen = topScreen else { return }
    let area = screenArea
    let clicked = layoutUnits.point(ofCellAtColumn: column, row: row)
    guard let collectionView = focusedCollectionView,
      Self.frameOnScreen(of: collectionView, in: area).contains(clicked)
    else {
      clickOutsideList(at: clicked, in: screen)
      return
    }
    let frame = Self.frameOnScreen(of: collectionView, in: area, clipped: false)
    let origin = frame.origin
    let point = CGPoint(
      x: clicked.x - origin.x + collectionView.contentOffset.x,
      y: clicked.y - origin.y + collectionView.contentOffset.y)
    guard let path = collectionView.indexPathForItem(at: point) else { return }
    if let index = allIndexPaths().firstIndex(of: path) { selectItem(at: index) }
    if let (control, inControl) = control(at: point, in: collectionView.cellForItem(at: path)) {
      control.press(at: inControl)
    } else if let appScreen = screen as? AppViewController {
      appScreen.clickItem(at: path)
    } else {
      collectionView.tapItem(at: path)
    }
  }

  /// A right click at a cell: on an item of the focused list, selects it and shows its actions
  /// (its context menu, `AppViewController.presentActions(forItemAt:in:from:at:)`).
  func secondaryClick(column: Int, row: Int) {
    guard row > 0, let screen = topScreen, let collectionView = focusedCollectionView else {
      return
    }
    let area = screenArea
    let clicked = layoutUnits.point(ofCellAtColumn: column, row: row)
    guard Self.frameOnScreen(of: collectionView, in: area).contains(clicked) else { return }
    let origin = Self.frameOnScreen(of: collectionView, in: area, clipped: false).origin
    let point = CGPoint(
      x: clicked.x - origin.x + collectionView.contentOffset.x,
      y: clicked.y - origin.y + collectionView.contentOffset.y)
    guard let path = collectionView.indexPathForItem(at: point) else { return }
    if let index = allIndexPaths().firstIndex(of: path) { selectItem(at: index) }
    AppViewController.presentActions(forItemAt: path, in: collectionView, from: screen, at: point)
  }

  /// A click on the screen outside its list presses the control under it, if any.
  private func clickOutsideList(at point: CGPoint, in screen: ViewController) {
    let area = screenArea
    guard area.contains(point) else { return }
    var root = screen.view
    while let parent = root.superview { root = parent }
    ControlFocus.pressControl(
      at: CGPoint(x: point.x - area.minX, y: point.y - area.minY), in: root)
  }

  /// Where `collectionView` is on the terminal, in cells, within the screens' `area` unless not
  /// `clipped`.
  static func frameOnScreen(
    of collectionView: CollectionView, in area: CGRect, clipped: Bool = true
  ) -> CGRect {
    let inRoot =
      collectionView.superview?.convert(collectionView.frame.origin, to: nil)
      ?? collectionView.frame.origin
    let frame = CGRect(
      x: inRoot.x + area.minX, y: inRoot.y + area.minY,
      width: collectionView.bounds.width, height: collectionView.bounds.height)
    return clipped ? frame.intersection(area) : frame
  }

  /// The control of `cell` under `point`, in the collection view's content coordinates, that a
  /// click presses, with the point in the control's coordinates: the innermost control under the
  /// point, if enabled, and for a button, if it is one the user can press.
  private func control(at point: CGPoint, in cell: CollectionViewCell?) -> (Control, CGPoint)? {
    guard let cell else { return nil }
    return ControlFocus.control(
      at: CGPoint(x: point.x - cell.frame.minX, y: point.y - cell.frame.minY), in: cell)
  }
}
