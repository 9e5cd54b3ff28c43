import Foundation
@_spi(ListKit) import ListUI

/// The selection in the shown screen's collection view: moved by the keys, kept valid and in
/// view, set by a click.
extension TerminalApplication {
  var focusedCollectionView: CollectionView? { topScreen.flatMap(Self.focusedCollectionView(of:)) }

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
      (topScreen as? TerminalViewController)?.selectionDidChange(to: path)
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
  /// selected one was drawn, so that the selection stays on what the user looks at; the first
  /// time, the collection view delegate's preferred focus item. When that is not an item, the
  /// nearest one before, or the first.
  func ensureSelection(in order: ItemOrder? = nil) {
    guard let collectionView = focusedCollectionView else { return }
    let selected = collectionView.indexPathsForSelectedItems
    if let first = selected.first, Self.isItem(first, of: collectionView) {
      rememberSelection(first, in: collectionView)
      return
    }
    let paths = order ?? allIndexPaths()
    for path in selected { collectionView.deselectItem(at: path, animated: false) }
    guard !paths.isEmpty else { return }
    let remembered =
      lastSelectionCollectionView === collectionView
      ? lastSelectedIndexPath
      : (collectionView.delegate as? any CollectionViewDelegate)?
        .indexPathForPreferredFocusedView(in: collectionView)
    var onScreen: IndexPath?
    if lastSelectionCollectionView === collectionView, let place = lastSelectedPlaceOnScreen,
      place.contentOffset != collectionView.contentOffset
    {
      onScreen = Self.item(nearest: place.frame, in: collectionView)
    }
    let nearest =
      onScreen
      ?? (selected.first ?? remembered).flatMap {
        paths.contains($0) ? $0 : paths.last(atOrBefore: $0)
      } ?? paths[0]
    rememberSelection(nearest, in: collectionView)
    collectionView.selectItem(at: nearest, animated: false, scrollPosition: [])
    revealSelection()
    (topScreen as? TerminalViewController)?.selectionDidChange(to: nearest)
  }

  /// Whether `indexPath` names an item of `collectionView`: a look at two counts, where the
  /// items' order is a pass over every section.
  private static func isItem(_ indexPath: IndexPath, of collectionView: CollectionView) -> Bool {
    indexPath.count == 2 && indexPath[0] >= 0 && indexPath[0] < collectionView.numberOfSections
      && indexPath[1] >= 0 && indexPath[1] < collectionView.numberOfItems(inSection: indexPath[0])
  }

  private func rememberSelection(_ indexPath: IndexPath, in collectionView: CollectionView) {
    lastSelectedIndexPath = indexPath
    lastSelectionCollectionView = collectionView
    let offset = collectionView.contentOffset
    lastSelectedPlaceOnScreen = collectionView.cellForItem(at: indexPath).map {
      ($0.frame.offsetBy(dx: -offset.x, dy: -offset.y), offset)
    }
  }

  /// The item on screen whose frame, less the content offset, is nearest `frame`: among the
  /// items wholly inside the visible area, or, when none is, those partly inside it.
  private static func item(nearest frame: CGRect, in collectionView: CollectionView)
    -> IndexPath?
  {
    let offset = collectionView.contentOffset
    let visible = collectionView.bounds.inset(by: collectionView.adjustedContentInset)
    var whole: [(IndexPath, CGRect)] = []
    var partial: [(IndexPath, CGRect)] = []
    for indexPath in collectionView.indexPathsForVisibleItems {
      guard let cell = collectionView.cellForItem(at: indexPath), !cell.isHidden else { continue }
      if visible.contains(cell.frame) {
        whole.append((indexPath, cell.frame))
      } else if visible.intersects(cell.frame) {
        partial.append((indexPath, cell.frame))
      }
    }
    func distance(_ other: CGRect) -> CGFloat {
      abs(other.minX - offset.x - frame.minX) + abs(other.minY - offset.y - frame.minY)
    }
    let candidates = whole.isEmpty ? partial : whole
    // The first of the nearest, in index path order.
    return candidates.min { distance($0.1) < distance($1.1) }?.0
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
    let clicked = CGPoint(x: column, y: row)
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
    } else if let terminalScreen = screen as? TerminalViewController {
      terminalScreen.clickItem(at: path)
    } else {
      collectionView.tapItem(at: path)
    }
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
