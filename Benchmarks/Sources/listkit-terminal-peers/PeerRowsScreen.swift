import ListKit
import ListKitTerminal

/// The list the peers show, in ListKit: one section controller a row, as IGListKit's demos build
/// it, the rows kept as the adapter's objects.
@MainActor
final class PeerRowsScreen: TerminalViewController, ListAdapterDataSource {
  var objects: [any ListDiffable]
  let scheduler: any Scheduler
  let collectionView = CollectionView(
    frame: .zero, collectionViewLayout: CollectionViewFlowLayout())
  lazy var adapter = ListAdapter(
    updater: ListAdapterUpdater(), viewController: self, workingRangeSize: 0)

  required convenience init() { self.init(rows: [], scheduler: ManualScheduler()) }

  init(rows: [PeerRow], scheduler: any Scheduler) {
    objects = rows
    self.scheduler = scheduler
    super.init()
    title = "\(rows.count) rows"
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.scheduler = scheduler
    view.addSubview(collectionView)
    adapter.collectionView = collectionView
    adapter.dataSource = self
  }

  override var focusedCollectionView: CollectionView? { collectionView }

  override var statusText: String { "\(objects.count) items" }

  func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { objects }

  func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  {
    PeerRowSectionController()
  }

  func emptyView(for listAdapter: ListAdapter) -> View? { nil }
}
