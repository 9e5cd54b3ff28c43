import ListKit

/// IGListKit's reorder demo: each cell is a section that can move; the move delegate keeps the
/// data in the new order. Below them, a "To do" and a "Done" list, each one section of several
/// items, whose items move between the two lists. The long press is the keyboard here: `m` picks
/// the selected cell up, the arrows move it, Enter drops it and Escape puts it back.
@MainActor
final class ReorderableViewController: ListDemoViewController, ListAdapterMoveDelegate {
  /// The sections in order: the cells' strings and the lists.
  private(set) var data: [any ListDiffable] =
    (0..<20).map { "Cell: \($0 + 1)" } + [TaskList(name: "To do"), TaskList(name: "Done")]
  /// The items of each list, by name.
  var tasks: [String: [String]] = [
    "To do": ["Write the docs", "Fix the build", "Review the diff"],
    "Done": ["Buy milk", "Call Ana"],
  ]
  /// Where the moving cell was picked up.
  private var pickedUpAt: IndexPath?

  /// The demo with the default environment: the app's scheduler and seed 1.
  required convenience init() { self.init(environment: DemoEnvironment()) }

  init(environment: DemoEnvironment) {
    super.init(title: "Reorder Cells", environment: environment)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    adapter.moveDelegate = self
  }

  /// `m` picks the selected cell up; while it moves, the arrows (and `k`, `j`) move it, Enter
  /// drops it, and Escape (and `q`) puts it back.
  override var keyCommands: [KeyCommand]? {
    guard collectionView.isMovingItemInteractively else {
      return [
        KeyCommand(input: "m", discoverabilityTitle: "pick up") { [weak self] _ in self?.pickUp() }
      ]
    }
    return [
      KeyCommand(input: KeyCommand.inputUpArrow, discoverabilityTitle: "move up") { [weak self] _ in
        self?.moveTarget(up: true)
      },
      KeyCommand(input: KeyCommand.inputDownArrow, discoverabilityTitle: "move down") {
        [weak self] _ in self?.moveTarget(up: false)
      },
      KeyCommand(input: "\r", discoverabilityTitle: "drop") { [weak self] _ in self?.drop() },
      KeyCommand(input: KeyCommand.inputEscape, discoverabilityTitle: "cancel") { [weak self] _ in
        self?.cancelMove()
      },
      KeyCommand(input: "k") { [weak self] _ in self?.moveTarget(up: true) },
      KeyCommand(input: "j") { [weak self] _ in self?.moveTarget(up: false) },
      KeyCommand(input: "q") { [weak self] _ in self?.cancelMove() },
    ]
  }

  /// While a cell moves, the keys no command takes do nothing, so the selection stays with it.
  override func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) {
    guard !collectionView.isMovingItemInteractively else { return }
    super.pressesBegan(presses, with: event)
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

  /// The index path shown on `row`, counting the items of the sections before it.
  private func indexPath(ofRow row: Int) -> IndexPath {
    var rest = row
    for section in 0..<collectionView.numberOfSections {
      let count = collectionView.numberOfItems(inSection: section)
      if rest < count { return IndexPath(item: rest, section: section) }
      rest -= count
    }
    return IndexPath(item: 0, section: 0)
  }

  /// The sections and the lists' items, to tell a kept move from a reverted one.
  private var model: [String] {
    data.map { "\($0.diffIdentifier())" } + ["To do", "Done"].flatMap { tasks[$0] ?? [] }
  }

  override func objects(for listAdapter: ListAdapter) -> [any ListDiffable] {
    data.map { object in
      (object as? TaskList).map { TaskList(name: $0.name, items: tasks[$0.name] ?? []) } ?? object
    }
  }

  override func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  {
    object is TaskList ? TaskListSectionController(owner: self) : ReorderableSectionController()
  }

  func listAdapter(
    _ listAdapter: ListAdapter, move object: Any, from previousObjects: [Any], to objects: [Any]
  ) {
    data = objects.compactMap { $0 as? any ListDiffable }
  }

  private func pickUp() {
    guard let selected = collectionView.indexPathsForSelectedItems.first else { return }
    if collectionView.beginInteractiveMovementForItem(at: selected) { pickedUpAt = selected }
  }

  private func moveTarget(up: Bool) {
    guard let current = collectionView.interactiveMovementTargetIndexPath,
      let frame = collectionView.layoutAttributesForItem(at: current)?.frame
    else { return }
    // Before the middle of the row above, or past the middle of the row below, as a drag
    // over it would be.
    let y = up ? frame.minY - 0.75 : frame.maxY + 0.75
    guard y >= 0, y < collectionView.contentSize.height else { return }
    collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: frame.midX, y: y))
    select(collectionView.interactiveMovementTargetIndexPath ?? current)
  }

  private func drop() {
    guard let current = collectionView.interactiveMovementTargetIndexPath else { return }
    // A kept move leaves the item on the row it was dropped on; a reverted one where it was.
    let row = row(of: current)
    let before = model
    collectionView.endInteractiveMovement()
    if let pickedUpAt, pickedUpAt != current, model == before {
      select(pickedUpAt)
    } else {
      select(indexPath(ofRow: row))
    }
  }

  private func cancelMove() {
    collectionView.cancelInteractiveMovement()
    if let pickedUpAt { select(pickedUpAt) }
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

/// A named list of tasks: one section, an item a task.
struct TaskList: Identifiable, Equatable, ListDiffable {
  let name: String
  var items: [String] = []

  var id: String { name }
}

/// A list of tasks whose items move within it and to the other list, which the demo's model
/// follows.
@MainActor
final class TaskListSectionController: ListSectionController {
  private unowned let owner: ReorderableViewController
  private var name = ""
  private var items: [String] = []

  init(owner: ReorderableViewController) {
    self.owner = owner
  }

  override func numberOfItems() -> Int { items.count }

  override func sizeForItem(at index: Int) -> CGSize {
    CGSize(width: collectionContext?.containerSize.width ?? 0, height: 1)
  }

  override func cellForItem(at index: Int) -> CollectionViewCell {
    guard let cell = dequeue(TextCell.self, at: index)
    else { return CollectionViewCell(frame: .zero) }
    cell.label.text = "\(name == "Done" ? "[x]" : "[ ]") \(name): \(items[index])"
    return cell
  }

  override func didUpdate(to object: Any) {
    guard let list = object as? TaskList else { return }
    name = list.name
    items = list.items
  }

  override func canMoveItem(at index: Int) -> Bool { true }

  override func moveObject(from sourceIndex: Int, to destinationIndex: Int) {
    items.insert(items.remove(at: sourceIndex), at: destinationIndex)
    owner.tasks[name] = items
  }

  override func canMoveItem(
    at index: Int, toSectionController destination: ListSectionController,
    at destinationIndex: Int
  ) -> Bool { destination is TaskListSectionController }

  override func canReceiveItem(
    fromSectionController source: ListSectionController, at sourceIndex: Int, to index: Int
  ) -> Bool { source is TaskListSectionController }

  override func itemDidLeave(
    at index: Int, toSectionController destination: ListSectionController,
    at destinationIndex: Int
  ) -> Any {
    let item = items.remove(at: index)
    owner.tasks[name] = items
    return item
  }

  override func itemDidArrive(
    _ object: Any, at index: Int, fromSectionController source: ListSectionController,
    at sourceIndex: Int
  ) {
    items.insert("\(object)", at: index)
    owner.tasks[name] = items
    // The cell on screen was drawn by the other list: this list draws it again.
    collectionContext?.performBatch(animated: false) { [weak self] context in
      guard let self else { return }
      context.reload(in: self, at: IndexSet(integer: index))
    }
  }
}
