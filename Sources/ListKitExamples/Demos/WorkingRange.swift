import ListKit

/// IGListKit's working range demo: each section loads its photo when it enters the working
/// range, the sections just off screen, so it is ready before it shows.
@MainActor
final class WorkingRangeViewController: ListDemoViewController {
  private let photos: [Int]

  /// The demo with the default environment: the app's scheduler and seed 1.
  required convenience init() { self.init(environment: DemoEnvironment()) }

  init(environment: DemoEnvironment) {
    photos = Array(1...40)
    super.init(title: "Working Range", environment: environment)
  }

  override var workingRangeSize: Int { 2 }

  override var statusText: String {
    let loading = adapter.objects().indices.filter { section in
      (adapter.sectionController(forSection: section) as? PhotoSectionController)?.state
        == .loading
    }
    guard let first = loading.first, let last = loading.last else {
      return "Working range: 2 sections each side"
    }
    return "Preloading sections \(first + 1)–\(last + 1)"
  }

  override func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { photos }

  override func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  {
    PhotoSectionController(scheduler: environment.scheduler)
  }
}

/// A photo's section: its title and whether its photo is waiting, loading or loaded.
@MainActor
final class PhotoSectionController: ListSectionController, ListWorkingRangeDelegate {
  enum State {
    case waiting, loading, loaded
  }

  private(set) var state = State.waiting
  private var number = 0
  private let scheduler: any Scheduler

  init(scheduler: any Scheduler) {
    self.scheduler = scheduler
    super.init()
    workingRangeDelegate = self
  }

  override func sizeForItem(at index: Int) -> CGSize {
    CGSize(width: collectionContext?.containerSize.width ?? 0, height: 1)
  }

  override func cellForItem(at index: Int) -> CollectionViewCell {
    guard let cell = dequeue(PhotoCell.self, at: index) else {
      return CollectionViewCell(frame: .zero)
    }
    cell.statusView.controller = self
    return cell
  }

  /// The row's text, read when the row draws, so a state change shows at the next frame.
  var rowText: String {
    let status =
      switch state {
      case .waiting: "·  waiting"
      case .loading: "↓  preloading…"
      case .loaded: "✓  loaded"
      }
    return "Photo \(number)".padding(toLength: 12, withPad: " ", startingAt: 0) + status
  }

  override func didUpdate(to object: Any) {
    number = object as? Int ?? 0
  }

  func listAdapter(
    _ listAdapter: ListAdapter,
    sectionControllerWillEnterWorkingRange sectionController: ListSectionController
  ) {
    guard state == .waiting else { return }
    state = .loading
    scheduler.schedule(after: 0.5) { [weak self] in
      guard let self else { return }
      self.state = .loaded
    }
  }

  func listAdapter(
    _ listAdapter: ListAdapter,
    sectionControllerDidExitWorkingRange sectionController: ListSectionController
  ) {}

}

@MainActor
final class PhotoCell: CollectionViewCell {
  let statusView = PhotoStatusView()

  required init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(statusView)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    statusView.frame = CGRect(x: gutter, y: 0, width: max(0, bounds.width - gutter), height: 1)
  }
}

/// Draws its section controller's row text in the colour of its state.
@MainActor
final class PhotoStatusView: View {
  weak var controller: PhotoSectionController?

  override func draw(in context: DrawingContext) {
    guard let controller else { return }
    let color: DrawingColor? =
      switch controller.state {
      case .waiting: nil
      case .loading: .yellow
      case .loaded: .green
      }
    context.drawText(
      TextMetrics.truncate(controller.rowText, toWidth: Int(bounds.width)), at: bounds.origin,
      style: TextStyle(foreground: color))
  }
}
