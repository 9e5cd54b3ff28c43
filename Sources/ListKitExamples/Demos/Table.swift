import ListKit

/// UIKit's table view as apps use it: a shopping list in sections, each under a header view
/// that counts its items and over a footer title, with a banner above them all. A row's swipe
/// actions (`x`, or a right click) mark it bought or delete it; Edit (F2) enters editing mode,
/// where `m` picks the selected row up, the arrows move it and Enter drops it, and `x` deletes
/// it.
@MainActor
final class TableDemoViewController: AppViewController, TableViewDataSource, TableViewDelegate {
  /// The sections' names and their items.
  private(set) var sections: [(name: String, items: [String])] = [
    ("Fruit", ["Apples", "Pears", "Plums"]),
    ("Vegetables", ["Leeks", "Carrots"]),
    ("Bakery", ["Bread", "Croissants"]),
  ]
  /// The items bought, which show a checkmark.
  private(set) var bought: Set<String> = []
  private let tableView = TableView(frame: .zero, style: .grouped)

  /// The demo with the default environment.
  required convenience init() { self.init(environment: DemoEnvironment()) }

  init(environment: DemoEnvironment) {
    super.init()
    title = "Table View"
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "item")
    tableView.register(
      TableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
    let banner = Label(frame: CGRect(x: 0, y: 0, width: 10, height: 2))
    banner.text = "Shopping list"
    banner.font = .boldSystemFont(ofSize: 17)
    tableView.tableHeaderView = banner
    tableView.dataSource = self
    tableView.delegate = self
    view.addSubview(tableView)
    navigationItem.rightBarButtonItem = editButtonItem
  }

  override var focusedCollectionView: CollectionView? {
    tableView.firstShownView(ofType: CollectionView.self)
  }

  override var statusText: String {
    let count = sections.reduce(0) { $0 + $1.items.count }
    let state = isEditing ? "editing" : "\(bought.count) bought"
    return "\(count) items, \(state)"
  }

  override var keyHints: [KeyHint] {
    isEditing
      ? [KeyHint("m", "move the row"), KeyHint("x", "delete, insert")]
      : [KeyHint("x", "bought, delete")]
  }

  override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    tableView.setEditing(editing, animated: animated)
    setNeedsStatusUpdate()
  }

  // MARK: Data source

  func numberOfSections(in tableView: TableView) -> Int { sections.count }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].items.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
    let item = sections[indexPath.section].items[indexPath.row]
    cell.textLabel?.text = item
    cell.accessoryType = bought.contains(item) ? .checkmark : .none
    return cell
  }

  func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
    section == sections.count - 1 ? "Swipe actions: x; Edit: F2" : nil
  }

  func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

  func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

  func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    guard editingStyle == .delete else { return }
    sections[indexPath.section].items.remove(at: indexPath.row)
    tableView.deleteRows(at: [indexPath], with: .automatic)
    tableView.headerView(forSection: indexPath.section)?.textLabel?.text = headerTitle(
      indexPath.section)
    setNeedsStatusUpdate()
  }

  func tableView(
    _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    let item = sections[sourceIndexPath.section].items.remove(at: sourceIndexPath.row)
    sections[destinationIndexPath.section].items.insert(item, at: destinationIndexPath.row)
    // The headers count the items: they show the new counts.
    for section in [sourceIndexPath.section, destinationIndexPath.section] {
      tableView.headerView(forSection: section)?.textLabel?.text = headerTitle(section)
    }
  }

  private func headerTitle(_ section: Int) -> String {
    "\(sections[section].name.uppercased()) · \(sections[section].items.count)"
  }

  // MARK: Delegate

  func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
    let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
    header?.textLabel?.text = headerTitle(section)
    return header
  }

  func tableView(
    _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? {
    let item = sections[indexPath.section].items[indexPath.row]
    let isBought = bought.contains(item)
    let toggle = ContextualAction(style: .normal, title: isBought ? "Not bought" : "Bought") {
      [weak self] _, _, completion in
      guard let self else { return completion(false) }
      if isBought { self.bought.remove(item) } else { self.bought.insert(item) }
      tableView.reconfigureRows(at: [indexPath])
      self.setNeedsStatusUpdate()
      completion(true)
    }
    toggle.backgroundColor = .systemGreen
    return SwipeActionsConfiguration(actions: [toggle])
  }
}
