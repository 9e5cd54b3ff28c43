import ListKit
import ListKitTerminal

/// IGListKit's reorder demo: each cell is a section that can move; the move delegate keeps the
/// data in the new order. The long press is the keyboard here: `m` picks the selected cell up,
/// the arrows move it, Enter drops it and Escape puts it back.
@MainActor
final class ReorderableViewController: ListDemoViewController, ListAdapterMoveDelegate {
  private(set) var data = (0..<20).map { "Cell: \($0 + 1)" }
  /// Where the moving cell was picked up.
  private var pickedUpAt: IndexPath?

  init(environment: DemoEnvironment) {
    super.init(title: "Reorder Cells", environment: environment)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    adapter.moveDelegate = self
  }

  override var keyHints: [KeyHint] {
    [KeyHint("m", "pick up"), KeyHint("↑ ↓", "move"), KeyHint("Enter Esc", "drop, cancel")]
  }

  override var statusText: String {
    guard let target = collectionView.interactiveMovementTargetIndexPath else {
      return "m picks up the selected cell"
    }
    return "Moving to \(row(of: target) + 1): ↑↓ move, Enter drops, Esc cancels"
  }

  /// The row `indexPath` is shown on, counting the items of the sections before it.
  private func row(of indexPath: IndexPath) -> Int {
    (0..<indexPath.section).reduce(indexPath.item) {
      $0 + collectionView.numberOfItems(inSection: $1)
    }
  }

  override func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { data }

  override func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  {
    ReorderableSectionController()
  }

  func listAdapter(
    _ listAdapter: ListAdapter, move object: Any, from previousObjects: [Any], to objects: [Any]
  ) {
    guard let objects = objects as? [String] else { return }
    data = objects
  }

  override func handle(_ event: InputEvent) -> Bool {
    guard event == .key(.character("m")), !collectionView.isMovingItemInteractively,
      let selected = collectionView.indexPathsForSelectedItems.first
    else { return false }
    if collectionView.beginInteractiveMovementForItem(at: selected) { pickedUpAt = selected }
    return true
  }

  override func perform(_ command: TerminalCommand) -> Bool {
    guard let current = collectionView.interactiveMovementTargetIndexPath else { return false }
    switch command {
    case .moveUp, .moveDown:
      guard let frame = collectionView.layoutAttributesForItem(at: current)?.frame else {
        return true
      }
      // Before the middle of the row above, or past the middle of the row below, as a drag
      // over it would be.
      let y = command == .moveUp ? frame.minY - 0.75 : frame.maxY + 0.75
      guard y >= 0, y < collectionView.contentSize.height else { return true }
      collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: frame.midX, y: y))
      select(collectionView.interactiveMovementTargetIndexPath ?? current)
    case .activate:
      // Each cell is a section: once dropped, the cell on row n is section n.
      let row = row(of: current)
      collectionView.endInteractiveMovement()
      select(IndexPath(item: 0, section: row))
    case .back:
      collectionView.cancelInteractiveMovement()
      if let pickedUpAt { select(pickedUpAt) }
    default:
      break
    }
    return true
  }

  private func select(_ indexPath: IndexPath) {
    for selected in collectionView.indexPathsForSelectedItems {
      collectionView.deselectItem(at: selected, animated: false)
    }
    collectionView.selectItem(at: indexPath, animated: false, scrollPosition: [])
    collectionView.scrollToItem(at: indexPath, at: [], animated: false)
  }
}

/// A cell that can move.
@MainActor
final class ReorderableSectionController: ListSectionController {
  private var object: String?

  override func sizeForItem(at index: Int) -> CGSize {
    CGSize(width: collectionContext?.containerSize.width ?? 0, height: 1)
  }

  override func cellForItem(at index: Int) -> CollectionViewCell {
    guard let cell = dequeue(TextCell.self, at: index)
    else { return CollectionViewCell(frame: .zero) }
    cell.label.text = object
    return cell
  }

  override func didUpdate(to object: Any) {
    self.object = "\(object)"
  }

  override func canMoveItem(at index: Int) -> Bool { true }
}
