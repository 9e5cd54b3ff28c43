import ListKit
import ListKitTerminal

/// A screen with a list of `count` rows driven by a ListAdapter, one section controller a row
/// as IGListKit's demos build it; the terminal and the web page show the same screen.
@MainActor
public final class RowsScreen: TerminalViewController, ListAdapterDataSource {
  /// The rows' numbers, in the list's order, kept as the adapter's objects: an app that kept
  /// them as `[Int]` would box a million numbers into a new array on the main actor each time
  /// the adapter asks for them.
  public var objects: [any ListDiffable]
  let scheduler: any Scheduler
  /// The list.
  public let collectionView = CollectionView(
    frame: .zero, collectionViewLayout: CollectionViewFlowLayout())
  /// The adapter that drives the list.
  public lazy var adapter = ListAdapter(
    updater: ListAdapterUpdater(), viewController: self, workingRangeSize: 0)

  /// An empty screen, its list on a clock of its own.
  public required convenience init() { self.init(count: 0, scheduler: ManualScheduler()) }

  /// Creates the screen with rows 0 to `count - 1`, its list running on `scheduler`.
  public init(count: Int, scheduler: any Scheduler) {
    self.objects = (0..<count).map { $0 as any ListDiffable }
    self.scheduler = scheduler
    super.init()
    title = "\(count) rows"
  }

  /// Puts the list in the view and connects the adapter.
  public override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.scheduler = scheduler
    view.addSubview(collectionView)
    adapter.collectionView = collectionView
    adapter.dataSource = self
  }

  /// The list.
  public override var focusedCollectionView: CollectionView? { collectionView }

  /// The number of rows.
  public override var statusText: String { "\(objects.count) items" }

  /// The rows' numbers.
  public func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { objects }

  /// A one-row section controller.
  public func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  {
    RowSectionController()
  }

  /// No empty view.
  public func emptyView(for listAdapter: ListAdapter) -> View? { nil }

  /// Changes the rows on screen: two deleted, two inserted, one moved to the top; the caller
  /// performs the update.
  public func changeRowsOnScreen() {
    let top = Int(collectionView.contentOffset.y)
    var changed = objects
    changed.removeSubrange(top + 3...top + 4)
    changed.insert(contentsOf: [-1, -2], at: top + 8)
    changed.insert(changed.remove(at: top + 15), at: top)
    objects = changed
  }
}
