import IGListKit
import Testing

// IGListKit's diff demo, a table view controller written as its example app writes it, with
// UIKit's names. The `target:action:` bar button item is written in UIKit's iOS 14
// `primaryAction:` form, the one edit Linux needs (it has no selectors).

final class DiffPerson: ListDiffable {
  let pk: Int
  let name: String

  init(pk: Int, name: String) {
    self.pk = pk
    self.name = name
  }

  func diffIdentifier() -> AnyHashable { pk }

  func isEqual(toDiffableObject object: ListDiffable?) -> Bool {
    guard let object = object as? DiffPerson else { return false }
    return name == object.name
  }
}

final class DiffTableViewController: UITableViewController {
  let oldPeople = [
    DiffPerson(pk: 1, name: "Kevin"), DiffPerson(pk: 2, name: "Mike"),
    DiffPerson(pk: 3, name: "Ann"), DiffPerson(pk: 4, name: "Jane"),
    DiffPerson(pk: 5, name: "Philip"), DiffPerson(pk: 6, name: "Mona"),
    DiffPerson(pk: 7, name: "Tami"), DiffPerson(pk: 8, name: "Jesse"),
    DiffPerson(pk: 9, name: "Jaed"),
  ]
  let newPeople = [
    DiffPerson(pk: 2, name: "Mike"), DiffPerson(pk: 10, name: "Marne"),
    DiffPerson(pk: 5, name: "Philip"), DiffPerson(pk: 1, name: "Kevin"),
    DiffPerson(pk: 3, name: "Ryan"), DiffPerson(pk: 8, name: "Jesse"),
    DiffPerson(pk: 7, name: "Tami"), DiffPerson(pk: 4, name: "Jane"),
    DiffPerson(pk: 9, name: "Chen"),
  ]
  lazy var people: [DiffPerson] = { self.oldPeople }()
  var usingOldPeople = true
  var selected: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      systemItem: .play, primaryAction: UIAction { [weak self] _ in self?.onDiff() })
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
  }

  func onDiff() {
    let from = people
    let to = usingOldPeople ? newPeople : oldPeople
    usingOldPeople = !usingOldPeople
    people = to

    let result = ListDiffPaths(
      fromSection: 0, toSection: 0, oldArray: from, newArray: to, option: .equality
    ).forBatchUpdates()

    tableView.beginUpdates()
    tableView.deleteRows(at: result.deletes, with: .fade)
    tableView.insertRows(at: result.inserts, with: .fade)
    result.moves.forEach { tableView.moveRow(at: $0.from, to: $0.to) }
    tableView.endUpdates()
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    people.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    cell.textLabel?.text = people[indexPath.row].name
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    selected.append(people[indexPath.row].name)
  }
}

@MainActor @Suite struct IGListKitTableViewTests {
  func names(_ controller: DiffTableViewController) -> [String] {
    controller.tableView.visibleCells.map { $0.textLabel?.text ?? "" }
  }

  @Test func theDiffDemo_appliesEachDiffAsABatchOfRowChanges() throws {
    let controller = DiffTableViewController()
    controller.view.frame = CGRect(x: 0, y: 0, width: 30, height: 12)
    controller.view.layoutIfNeeded()
    #expect(names(controller) == controller.oldPeople.map(\.name))
    let play = try #require(controller.navigationItem.rightBarButtonItem)
    play.press()
    controller.view.layoutIfNeeded()
    #expect(names(controller) == controller.newPeople.map(\.name))
    controller.onDiff()
    controller.view.layoutIfNeeded()
    #expect(names(controller) == controller.oldPeople.map(\.name))
    controller.tableView.tapRow(at: IndexPath(row: 2, section: 0))
    #expect(controller.selected == ["Ann"])
  }
}
