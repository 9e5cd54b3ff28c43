import ListKit

/// IGListKit's empty view demo: rows with a remove button, the Add bar button item (F2) or `a`
/// adds one, and the adapter's empty view shows when the last is gone.
@MainActor
final class EmptyViewController: ListDemoViewController {
  private var numbers: [Int] = [1, 2, 3]
  private var nextNumber = 4
  private lazy var emptyLabel = makeEmptyLabel("No more data!\n\nPress F2 or a to add a row")

  /// The demo with the default environment: the app's scheduler and seed 1.
  required convenience init() { self.init(environment: DemoEnvironment()) }

  init(environment: DemoEnvironment) {
    super.init(title: "Empty View", environment: environment)
  }

  override var keyCommands: [KeyCommand]? {
    [KeyCommand(input: "a", discoverabilityTitle: "add a row") { [weak self] _ in self?.onAdd() }]
  }

  override var keyHints: [KeyHint] { [KeyHint("Enter", "remove"), KeyHint("x", "actions")] }

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.rightBarButtonItem = BarButtonItem(
      systemItem: .add, primaryAction: Action { [weak self] _ in self?.onAdd() })
  }

  override func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { numbers }

  override func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  {
    let controller = RemoveSectionController()
    controller.onRemove = { [weak self] number in self?.remove(number) }
    return controller
  }

  override func emptyView(for listAdapter: ListAdapter) -> View? { emptyLabel }

  private func onAdd() {
    numbers.append(nextNumber)
    nextNumber += 1
    adapter.performUpdates(animated: true)
  }

  private func remove(_ number: Int) {
    numbers.removeAll { $0 == number }
    adapter.performUpdates(animated: true)
  }
}

/// A row with its number and a remove button.
@MainActor
final class RemoveSectionController: ListSectionController {
  private var number = 0
  var onRemove: ((Int) -> Void)?

  override func sizeForItem(at index: Int) -> CGSize {
    CGSize(width: collectionContext?.containerSize.width ?? 0, height: 1)
  }

  override func cellForItem(at index: Int) -> CollectionViewCell {
    guard
      let cell = dequeue(RemoveCell.self, at: index)
    else { return CollectionViewCell(frame: .zero) }
    cell.label.text = "Row \(number)"
    cell.button.removeAllActions()
    cell.button.addAction { [weak self] _ in
      guard let self else { return }
      self.onRemove?(self.number)
    }
    return cell
  }

  override func didUpdate(to object: Any) {
    number = object as? Int ?? 0
  }

  /// The row's actions, shown by a right click or `x`: remove it.
  override func contextMenuConfigurationForItem(at index: Int, point: CGPoint)
    -> ContextMenuConfiguration?
  {
    let number = number
    return ContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
      Menu(
        title: "Row \(number)",
        children: [
          Action(title: "Remove", attributes: .destructive) { _ in self?.onRemove?(number) }
        ])
    }
  }
}

@MainActor
final class RemoveCell: CollectionViewCell {
  let label = Label()
  let button = Button()

  required init(frame: CGRect) {
    super.init(frame: frame)
    button.title = "[remove]"
    contentView.addSubview(label)
    contentView.addSubview(button)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let width = max(0, bounds.width - gutter)
    label.frame = CGRect(x: gutter, y: 0, width: max(0, width - 10), height: 1)
    button.frame = CGRect(x: gutter + max(0, width - 9), y: 0, width: min(8, width), height: 1)
  }
}
