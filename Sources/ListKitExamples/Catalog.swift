import ListKit
import ListKitTerminal

/// One demo of the catalog.
public struct Demo: Sendable {
  /// The name `--demo` takes, such as `feed`.
  public let name: String
  /// The title shown in the catalog and the title bar.
  public let title: String
  /// One line on what the demo shows.
  public let summary: String
  /// Makes the demo's screen: an `AppViewController`, or a container of them, such as a tab bar
  /// controller.
  public let make: @MainActor @Sendable (DemoEnvironment) -> ViewController

  /// Creates a demo.
  public init(
    name: String, title: String, summary: String,
    make: @escaping @MainActor @Sendable (DemoEnvironment) -> ViewController
  ) {
    self.name = name
    self.title = title
    self.summary = summary
    self.make = make
  }
}

/// Every demo, in the catalog's order.
public enum DemoCatalog {
  /// The demos.
  public static let all: [Demo] = [
    Demo(
      name: "feed", title: "Modeling and Binding",
      summary: "A post feed; Enter on the heart raises the likes"
    ) { FeedViewController(environment: $0) },
    Demo(
      name: "getting-started", title: "Getting Started",
      summary: "The guide's mixed list: \"Foo\", \"Bar\", 42, \"Biz\""
    ) { GettingStartedViewController(environment: $0) },
    Demo(
      name: "load-more", title: "Tail Loading",
      summary: "More items load at the end, with a spinner row"
    ) { LoadMoreViewController(environment: $0) },
    Demo(
      name: "search", title: "Search Autocomplete",
      summary: "Press / and type: the list narrows, matches highlighted"
    ) { SearchViewController(environment: $0) },
    Demo(
      name: "mixed", title: "Mixed Data",
      summary: "Text, colour grids and users in one list; Tab filters"
    ) { MixedDataViewController(environment: $0) },
    Demo(
      name: "empty", title: "Empty View",
      summary: "Remove every item to see the empty view"
    ) { EmptyViewController(environment: $0) },
    Demo(
      name: "single", title: "Single Section Controller",
      summary: "ListSingleSectionController rows that report selection"
    ) { SingleSectionViewController(environment: $0) },
    Demo(
      name: "prototype", title: "Prototype Cells",
      summary: "A storyboard's prototype cell, by identifier"
    ) { PrototypeCellsViewController(environment: $0) },
    Demo(
      name: "working-range", title: "Working Range",
      summary: "Sections just off screen preload before they show"
    ) { WorkingRangeViewController(environment: $0) },
    Demo(
      name: "diff", title: "Diff Algorithm",
      summary: "ListDiff's inserts, deletes, moves and updates"
    ) { DiffViewController(environment: $0) },
    Demo(
      name: "nested", title: "Nested Adapter",
      summary: "Rows with their own horizontal list; ← → scroll"
    ) { NestedAdapterViewController(environment: $0) },
    Demo(
      name: "supplementary", title: "Supplementary Views",
      summary: "Headers and footers; headers stick on scrolling"
    ) { SupplementaryViewController(environment: $0) },
    Demo(
      name: "self-sizing", title: "Self-sizing Cells",
      summary: "Cells that measure themselves: chips and paragraphs"
    ) { SelfSizingCellsViewController(environment: $0) },
    Demo(
      name: "display", title: "Display Delegate",
      summary: "Logs the sections and cells that come and go"
    ) { DisplayViewController(environment: $0) },
    Demo(
      name: "calendar", title: "Calendar",
      summary: "A month of view models; selecting a day diffs it"
    ) { CalendarViewController(environment: $0) },
    Demo(
      name: "announcing", title: "Announcing Dependencies",
      summary: "Sections listen to a counter; + updates them"
    ) { AnnouncingDepsViewController(environment: $0) },
    Demo(
      name: "reorder", title: "Reorder Cells",
      summary: "m picks a cell up, arrows move it, Enter drops"
    ) { ReorderableViewController(environment: $0) },
    Demo(
      name: "feed-view", title: "Feed View",
      summary: "Posts laid out with Auto Layout; ⋯ opens an action sheet"
    ) { FeedViewViewController(environment: $0) },
    Demo(
      name: "compositional", title: "Compositional Layout",
      summary: "Lists, grids and a sideways row; ← → move along it"
    ) { CompositionalLayoutViewController(environment: $0) },
    Demo(
      name: "controls", title: "UIKit Controls",
      summary: "Text field, search bar, switch, segments, buttons and more"
    ) { ControlsViewController(environment: $0) },
    Demo(
      name: "outline", title: "Expand and Collapse",
      summary: "A table of contents three levels deep that folds"
    ) { OutlineViewController(environment: $0) },
    Demo(
      name: "chat", title: "Chat",
      summary: "Newest at the bottom; earlier ones load in place"
    ) { ChatViewController(environment: $0) },
    Demo(
      name: "table", title: "Table View",
      summary: "Sections, header views, swipe actions, and Edit to move and delete rows"
    ) { TableDemoViewController(environment: $0) },
    Demo(
      name: "large-list", title: "Large List",
      summary: "100,000 rows, a section each; / filters them, F2 shuffles those on screen"
    ) { LargeListViewController(environment: $0) },
    Demo(
      name: "tabs", title: "Tab Bar",
      summary: "Notes, a text view and a log in tabs; ] [ 1 2 3 switch"
    ) { TabsDemoController(environment: $0) },
  ]

  /// The demo named `name`.
  public static func demo(named name: String) -> Demo? {
    all.first { $0.name == name }
  }
}

/// The catalog screen: one row per demo; Enter opens it.
@MainActor
public final class CatalogViewController: ListDemoViewController {
  /// The catalog with the default environment: the app's scheduler and seed 1.
  public required convenience init() { self.init(environment: DemoEnvironment()) }

  /// Creates the catalog.
  public init(environment: DemoEnvironment) {
    super.init(title: "Demos", environment: environment)
  }

  /// The count of demos, and of those the filter keeps.
  public override var statusText: String {
    let count = DemoCatalog.all.count
    guard !filterQuery.isEmpty else { return "\(count) demos" }
    return "\(matches.count) of \(count) demos match /\(filterQuery)"
  }

  /// `/` filters the demos by their titles.
  public override var isFilterable: Bool { true }

  /// The demos the filter keeps, best first, with their matches.
  private var matches: [(item: Demo, match: FuzzyMatch)] {
    FuzzyMatch.rank(DemoCatalog.all, by: filterQuery) { $0.title }
  }

  /// One object per demo the filter keeps.
  public override func objects(for listAdapter: ListAdapter) -> [any ListDiffable] {
    matches.map { DemoItem(demo: $0.item, match: filterQuery.isEmpty ? nil : $0.match) }
  }

  /// Shows the demos the new filter keeps.
  public override func filterDidChange() {
    adapter.performUpdates(animated: true)
  }

  /// A demo row.
  public override func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  {
    DemoSectionController()
  }

  /// Opens `demo` on top of the catalog: pushes its screen onto the navigation controller, as
  /// IGListKit's example app does.
  public func open(_ demo: Demo) {
    navigationController?.pushViewController(demo.make(environment), animated: true)
  }
}

/// A demo in the catalog's list, identified by the demo's name.
struct DemoItem: Identifiable, Equatable, ListDiffable {
  let demo: Demo
  /// How the filter matched the title; `nil` when the list is not filtered.
  var match: FuzzyMatch?

  var id: String { demo.name }

  /// Two rows are equal when they show the same demo, matched the same way: a demo is known by
  /// its name, since its `make` closure cannot be compared.
  static func == (lhs: DemoItem, rhs: DemoItem) -> Bool {
    lhs.demo.name == rhs.demo.name && lhs.match == rhs.match
  }
}

/// A catalog row: the demo's title and summary; selecting it opens the demo.
@MainActor
final class DemoSectionController: ListSectionController {
  private var item: DemoItem?

  override func sizeForItem(at index: Int) -> CGSize {
    CGSize(width: collectionContext?.containerSize.width ?? 0, height: 1)
  }

  override func cellForItem(at index: Int) -> CollectionViewCell {
    guard let cell = dequeue(DemoCell.self, at: index)
    else { return CollectionViewCell(frame: .zero) }
    if let item, let match = item.match {
      cell.titleLabel.attributedText = match.highlighting(
        item.demo.title, attributes: [.font: Font.boldSystemFont(ofSize: 17)])
    } else {
      cell.titleLabel.text = item?.demo.title
    }
    cell.summaryLabel.text = item?.demo.summary
    return cell
  }

  override func didUpdate(to object: Any) {
    item = object as? DemoItem
  }

  override func didSelectItem(at index: Int) {
    guard let demo = item?.demo else { return }
    (viewController as? CatalogViewController)?.open(demo)
  }
}

/// A catalog row's cell: a bold title column, then the summary, dimmed.
@MainActor
final class DemoCell: CollectionViewCell {
  let titleLabel = Label()
  let summaryLabel = Label()

  required init(frame: CGRect) {
    super.init(frame: frame)
    titleLabel.isBold = true
    summaryLabel.textColor = .secondaryLabel
    contentView.addSubview(titleLabel)
    contentView.addSubview(summaryLabel)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let width = bounds.width - gutter
    // Narrow screens show the titles alone.
    let titleWidth = width < 48 ? max(0, width) : min(27, width)
    titleLabel.frame = CGRect(x: gutter, y: 0, width: titleWidth, height: 1)
    summaryLabel.frame = CGRect(
      x: gutter + titleWidth, y: 0, width: max(0, width - titleWidth), height: 1)
  }
}
