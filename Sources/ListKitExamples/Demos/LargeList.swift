import ListKit

/// A list of 100,000 rows, one section controller a row as IGListKit's demos build them: only the
/// rows on screen have cells, so scrolling it, paging it or going to its end costs what a short
/// list's does. The Shuffle bar button item (F2) changes the rows on screen in one animated
/// update: two go, two new ones come, and one moves to the top. `/` filters the rows by their
/// text, as the catalog's filter does: each key typed is one update of the whole list.
@MainActor
final class LargeListViewController: ListDemoViewController {
  /// How many rows the list starts with.
  nonisolated static let count = 100_000

  private(set) var rows = Array(0..<count)
  /// The rows the filter keeps, in order: all of them while the filter is empty.
  private(set) var shownRows = Array(0..<count)
  /// The query that kept ``shownRows``.
  private var shownQuery = ""
  private var newRows = 0

  /// The demo with the default environment: the app's scheduler and seed 1.
  required convenience init() { self.init(environment: DemoEnvironment()) }

  init(environment: DemoEnvironment) {
    super.init(title: "Large List", environment: environment)
  }

  override var keyHints: [KeyHint] { [KeyHint("F2", "shuffle the rows on screen")] }

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.rightBarButtonItem = BarButtonItem(
      title: "Shuffle", primaryAction: Action { [weak self] _ in self?.shuffle() })
  }

  override func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { shownRows }

  /// The rows shown and, while filtered, how many of all the rows the filter keeps.
  override var statusText: String {
    guard !filterQuery.isEmpty else { return "\(rows.count) items" }
    return "\(shownRows.count) of \(rows.count) rows match /\(filterQuery)"
  }

  /// `/` filters the rows: a row stays when its text contains what was typed, ignoring case.
  override var isFilterable: Bool { true }

  /// Shows the rows the new filter keeps, in one update. A query that adds to the one before
  /// looks only at the rows that one kept.
  override func filterDidChange() {
    shownRows = LargeListFilter(query: filterQuery).keep(
      rows, narrowing: shownRows, keptBy: shownQuery)
    shownQuery = filterQuery
    adapter.performUpdates(animated: false)
  }

  override func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  {
    LargeListRowSectionController()
  }

  /// Deletes the third and fourth rows on screen, inserts two new rows at the eighth, and moves
  /// the sixteenth to the top, animated.
  /// While the rows are filtered, the shuffle asks for the filter to be cleared first.
  func shuffle() {
    guard filterQuery.isEmpty else {
      showStatusMessage("Clear the filter (Esc) to shuffle")
      return
    }
    let top = min(max(0, Int(collectionView.contentOffset.y)), max(0, rows.count - 16))
    guard rows.count >= top + 16 else { return }
    rows.removeSubrange(top + 2...top + 3)
    rows.insert(contentsOf: [Self.count + newRows, Self.count + newRows + 1], at: top + 7)
    newRows += 2
    rows.insert(rows.remove(at: top + 15), at: top)
    shownRows = rows
    adapter.performUpdates(animated: true)
  }
}

/// One row of the large list: "Row" and its number, or "New row" and its number for the rows
/// the Shuffle button adds.
@MainActor
final class LargeListRowSectionController: ListSectionController {
  private var number = 0

  override func sizeForItem(at index: Int) -> CGSize {
    CGSize(width: collectionContext?.containerSize.width ?? 0, height: 1)
  }

  override func cellForItem(at index: Int) -> CollectionViewCell {
    guard let cell = dequeue(TextCell.self, at: index)
    else { return CollectionViewCell(frame: .zero) }
    cell.label.text = LargeListFilter.text(ofRow: number)
    return cell
  }

  override func didUpdate(to object: Any) {
    number = object as? Int ?? 0
  }
}
