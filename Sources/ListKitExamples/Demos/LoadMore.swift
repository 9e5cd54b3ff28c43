import ListKit

/// IGListKit's tail loading demo: two screens before the end of the list (the adapter's
/// `leadingScreensForBatching`) its batch fetch delegate is told to load the next page; a spinner
/// row appears at the end while it loads, the page is appended below, and the rows on screen stay
/// where they are.
@MainActor
final class LoadMoreViewController: ListDemoViewController, ListAdapterBatchFetchDelegate {
  /// How long a page takes to load, in seconds.
  static let loadDuration: TimeInterval = 1
  /// How many rows a page adds.
  static let pageSize = 20
  /// The most items the demo loads.
  static let maximumCount = 200

  private(set) var items: [Int] = Array(1...30)
  private(set) var isLoading = false
  private let spinner = SpinnerItem()

  /// The demo with the default environment: the app's scheduler and seed 1.
  required convenience init() { self.init(environment: DemoEnvironment()) }

  init(environment: DemoEnvironment) {
    super.init(title: "Tail Loading", environment: environment)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    adapter.batchFetchDelegate = self
  }

  override var statusText: String {
    isLoading ? "\(items.count) items; loading more…" : "\(items.count) items"
  }

  override func objects(for listAdapter: ListAdapter) -> [any ListDiffable] {
    items + (isLoading ? [spinner] : [])
  }

  override func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  {
    object is SpinnerItem ? SpinnerSectionController() : TextSectionController()
  }

  /// The list came within two screens of its end: load the next page.
  func listAdapterWillBeginBatchFetch(_ listAdapter: ListAdapter) {
    loadMore()
  }

  private func loadMore() {
    guard !isLoading, items.count < Self.maximumCount else { return }
    isLoading = true
    let showsEnd =
      collectionView.contentOffset.y + collectionView.bounds.height
      >= collectionView.contentSize.height
    adapter.performUpdates(animated: true) { [weak self] _ in
      // Bring the spinner into view when the end of the list was on screen.
      guard let self, showsEnd else { return }
      let bottom = CGPoint(
        x: 0, y: self.collectionView.contentSize.height - self.collectionView.bounds.height)
      self.collectionView.setContentOffset(
        self.collectionView.clampedContentOffset(bottom), animated: false)
    }
    environment.scheduler.schedule(after: Self.loadDuration) { [weak self] in
      guard let self else { return }
      let last = self.items.last ?? 0
      self.items += (last + 1)...(last + Self.pageSize)
      self.isLoading = false
      self.adapter.performUpdates(animated: true)
    }
  }
}

/// The spinner row's object: there is one, and every spinner is equal to it.
struct SpinnerItem: Identifiable, Equatable, ListDiffable {
  var id: String { "spinner" }
}

@MainActor
final class SpinnerSectionController: ListSectionController {
  override func sizeForItem(at index: Int) -> CGSize {
    CGSize(width: collectionContext?.containerSize.width ?? 0, height: 1)
  }

  override func cellForItem(at index: Int) -> CollectionViewCell {
    guard
      let cell = dequeue(SpinnerCell.self, at: index)
    else { return CollectionViewCell(frame: .zero) }
    cell.spinner.startAnimating()
    return cell
  }
}

/// A spinner and "Loading…".
@MainActor
final class SpinnerCell: CollectionViewCell {
  let spinner = ActivityIndicatorView()
  let label = Label()

  required init(frame: CGRect) {
    super.init(frame: frame)
    label.text = "Loading…"
    label.textColor = .secondaryLabel
    contentView.addSubview(spinner)
    contentView.addSubview(label)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    spinner.frame = CGRect(x: gutter, y: 0, width: 1, height: 1)
    label.frame = CGRect(x: gutter + 2, y: 0, width: max(0, bounds.width - gutter - 2), height: 1)
  }
}
