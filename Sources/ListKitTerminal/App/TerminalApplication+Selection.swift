import Foundation
@_spi(ListKit) import ListUI

/// The selection in the shown screen's collection view: moved by the keys, kept valid and in
/// view, set by a click.
extension TerminalApplication {
  var focusedCollectionView: CollectionView? { window.focusedCollectionView }

  /// The selected item of the shown screen's collection view.
  public var selectedIndexPath: IndexPath? { window.selectedIndexPath }

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

  /// Takes the Tab focus from a control of the list outside the row the selection moved to.
  func selectionDidMove(to path: IndexPath) {
    guard let collectionView = focusedCollectionView,
      let control = controlFocus.control, control.isDescendant(of: collectionView),
      collectionView.cellForItem(at: path).map({ !control.isDescendant(of: $0) }) ?? true
    else { return }
    controlFocus.clear()
  }

  func moveSelection(by delta: Int) { window.moveSelection(by: delta) }

  func selectItem(at index: Int) { window.selectItem(at: index) }

  /// Presses the bar button item under a click on the title bar; otherwise selects and
  /// activates the item under the cell at `column` and `row` of the terminal, if the click falls
  /// on the visible part of the focused collection view.
  func click(column: Int, row: Int) {
    if row == 0 {
      if clickTitleView(at: column) { return }
      let columns = ScreenChrome.itemColumns(
        width: backend.size.columns, items: window.barButtonItems)
      if let index = columns.firstIndex(where: { $0.contains(column) }) {
        window.barButtonItems[index].press()
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
    if let cell = collectionView.cellForItem(at: path),
      ControlFocus.pressTextView(
        at: CGPoint(x: point.x - cell.frame.minX, y: point.y - cell.frame.minY), in: cell)
    {
      window.select(path)
      return
    }
    if let (control, inControl) = control(at: point, in: collectionView.cellForItem(at: path)) {
      window.select(path)
      control.press(at: inControl)
    } else {
      window.clickItem(at: path, in: collectionView)
    }
  }

  /// A right click at a cell: on an item of the focused list, selects it and shows its actions
  /// (its context menu, `AppViewController.presentActions(forItemAt:in:from:at:)`).
  func secondaryClick(column: Int, row: Int) {
    guard row > 0, let collectionView = focusedCollectionView else { return }
    let area = screenArea
    let clicked = layoutUnits.point(ofCellAtColumn: column, row: row)
    guard Self.frameOnScreen(of: collectionView, in: area).contains(clicked) else { return }
    let origin = Self.frameOnScreen(of: collectionView, in: area, clipped: false).origin
    let point = CGPoint(
      x: clicked.x - origin.x + collectionView.contentOffset.x,
      y: clicked.y - origin.y + collectionView.contentOffset.y)
    guard let path = collectionView.indexPathForItem(at: point) else { return }
    window.showActions(forItemAt: path, in: collectionView, at: point)
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
