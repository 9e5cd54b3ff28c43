import ListKit

/// IGListKit's announcing dependencies demo: the sections do not depend on each other but on an
/// announcer they listen to; the Add bar button item (F2) or `+` increments it, and every
/// listening section updates its cell in place, without a reload.
@MainActor
final class AnnouncingDepsViewController: ListDemoViewController {
  private let data = Array(0..<20)
  let announcer = IncrementAnnouncer()

  /// The demo with the default environment: the app's scheduler and seed 1.
  required convenience init() { self.init(environment: DemoEnvironment()) }

  init(environment: DemoEnvironment) {
    super.init(title: "Announcing Dependencies", environment: environment)
  }

  override var workingRangeSize: Int { 1 }

  override var keyCommands: [KeyCommand]? {
    [
      KeyCommand(input: "+", discoverabilityTitle: "increment") { [weak self] _ in
        self?.announcer.increment()
      }
    ]
  }

  override var keyHints: [KeyHint] { [KeyHint("Enter", "increment")] }

  override var statusText: String { "Value \(announcer.value); + increments" }

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.rightBarButtonItem = BarButtonItem(
      systemItem: .add, primaryAction: Action { [weak self] _ in self?.announcer.increment() })
  }

  override func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { data }

  override func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  {
    ListeningSectionController(announcer: announcer)
  }

  override func activateItem(at indexPath: IndexPath) {
    announcer.increment()
  }
}

/// Told when an ``IncrementAnnouncer``'s value changes.
@MainActor
protocol IncrementListener: AnyObject {
  func didIncrement(announcer: IncrementAnnouncer, value: Int)
}

/// A counter that tells its listeners, held weakly, each time it goes up.
@MainActor
final class IncrementAnnouncer {
  private struct WeakListener {
    weak var listener: (any IncrementListener)?
  }

  private(set) var value = 0
  private var listeners: [WeakListener] = []

  func addListener(_ listener: any IncrementListener) {
    listeners.removeAll { $0.listener == nil }
    listeners.append(WeakListener(listener: listener))
  }

  func increment() {
    value += 1
    for listener in listeners.compactMap(\.listener) {
      listener.didIncrement(announcer: self, value: value)
    }
  }
}

/// A section that listens to the announcer and configures its visible cell again when told.
@MainActor
final class ListeningSectionController: ListSectionController, IncrementListener {
  private var value = 0

  init(announcer: IncrementAnnouncer) {
    super.init()
    announcer.addListener(self)
  }

  private func configure(_ cell: TextCell) {
    cell.label.text = "Section: \(section), value: \(value)"
  }

  override func sizeForItem(at index: Int) -> CGSize {
    CGSize(width: collectionContext?.containerSize.width ?? 0, height: 1)
  }

  override func cellForItem(at index: Int) -> CollectionViewCell {
    guard let cell = dequeue(TextCell.self, at: index)
    else { return CollectionViewCell(frame: .zero) }
    configure(cell)
    return cell
  }

  func didIncrement(announcer: IncrementAnnouncer, value: Int) {
    self.value = value
    guard let cell = collectionContext?.cellForItem(at: 0, sectionController: self) as? TextCell
    else { return }
    configure(cell)
  }
}
