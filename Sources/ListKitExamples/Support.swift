import ListKit

/// What every demo is given: the scheduler its views run on and the seed of its random data.
public struct DemoEnvironment {
  /// The scheduler the demo's own delayed work runs on, such as a simulated load: by default
  /// the app's (`View.animationScheduler`). Its collection views run on the scheduler their
  /// screen is shown on.
  public var scheduler: any Scheduler
  /// The seed of the demo's random data: the same seed gives the same demo.
  public var seed: UInt64

  /// Creates an environment: by default the app's scheduler and seed 1.
  @MainActor public init(scheduler: any Scheduler = View.animationScheduler, seed: UInt64 = 1) {
    self.scheduler = scheduler
    self.seed = seed
  }
}

/// A screen with a collection view and a list adapter over it, the way IGListKit's example view
/// controllers are built; subclasses give the objects and the section controllers.
@MainActor
open class ListDemoViewController: AppViewController, ListAdapterDataSource {
  /// The demo's environment.
  public let environment: DemoEnvironment

  /// The list, laid out by ``makeLayout()``.
  public private(set) lazy var collectionView = CollectionView(
    frame: .zero, collectionViewLayout: makeLayout())

  /// The list's layout: a flow layout by default.
  open func makeLayout() -> CollectionViewLayout { CollectionViewFlowLayout() }

  /// The adapter that drives the list.
  public private(set) lazy var adapter = ListAdapter(
    updater: ListAdapterUpdater(), viewController: self, workingRangeSize: workingRangeSize)

  /// How many screens around the visible one are in the working range.
  open var workingRangeSize: Int { 0 }

  /// An untitled demo with the default environment.
  public required convenience init() { self.init(title: "", environment: DemoEnvironment()) }

  /// Creates the demo titled `title`.
  public init(title: String, environment: DemoEnvironment) {
    self.environment = environment
    super.init()
    self.title = title
  }

  /// Puts the collection view in the view and connects the adapter.
  open override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(collectionView)
    adapter.collectionView = collectionView
    adapter.dataSource = self
  }

  /// The collection view.
  open override var focusedCollectionView: CollectionView? { collectionView }

  /// The number of items, or "No items".
  open override var statusText: String {
    let count = (0..<collectionView.numberOfSections).reduce(0) {
      $0 + collectionView.numberOfItems(inSection: $1)
    }
    return count == 0 ? "No items" : count == 1 ? "1 item" : "\(count) items"
  }

  /// The objects to show; none by default.
  open func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { [] }

  /// The section controller for `object`; subclasses override it.
  open func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  {
    TextSectionController()
  }

  /// No empty view by default.
  open func emptyView(for listAdapter: ListAdapter) -> View? { nil }
}

/// Where rows start: two columns are left for the selection marker.
let gutter: CGFloat = 2

/// A one-line cell with a label after the marker's gutter.
@MainActor
public final class TextCell: CollectionViewCell {
  /// The label.
  public let label = Label()

  /// Creates the cell.
  public required init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(label)
  }

  /// Puts the label after the gutter.
  public override func layoutSubviews() {
    super.layoutSubviews()
    label.frame = CGRect(
      x: gutter, y: 0, width: max(0, bounds.width - gutter), height: bounds.height)
  }

  /// Clears the label.
  public override func prepareForReuse() {
    super.prepareForReuse()
    label.text = nil
    label.isBold = false
    label.textColor = nil
    label.numberOfLines = 1
  }
}

/// A one-line section that shows its object's description.
@MainActor
public final class TextSectionController: ListSectionController {
  private var text = ""

  /// One line as wide as the list.
  public override func sizeForItem(at index: Int) -> CGSize {
    CGSize(width: collectionContext?.containerSize.width ?? 0, height: 1)
  }

  /// A text cell.
  public override func cellForItem(at index: Int) -> CollectionViewCell {
    guard let cell = dequeue(TextCell.self, at: index)
    else { return CollectionViewCell(frame: .zero) }
    cell.label.text = text
    return cell
  }

  /// Keeps the object's text.
  public override func didUpdate(to object: Any) {
    text = "\(object)"
  }
}

/// A label in the middle of the list, for empty views.
@MainActor
func makeEmptyLabel(_ text: String) -> Label {
  let label = Label()
  label.text = text
  label.textAlignment = .center
  label.numberOfLines = 0
  label.isBold = true
  return label
}

extension ListSectionController {
  /// A cell of type `Cell` for the item at `index`, or `nil` outside a list.
  func dequeue<Cell: CollectionViewCell>(_ cellClass: Cell.Type, at index: Int) -> Cell? {
    guard let context = collectionContext else { return nil }
    let cell: Cell = context.dequeueReusableCell(of: cellClass, for: self, at: index)
    return cell
  }
}
