import ListKit

/// IGListKit's diff algorithm demo: two arrays of people, and what ListDiff finds between them.
/// The Play bar button item (F2), or Enter on the first row, switches the list from one array to
/// the other.
@MainActor
final class DiffViewController: ListDemoViewController {
  static let oldPeople = [
    Person(id: 1, name: "Kevin"), Person(id: 2, name: "Mike"), Person(id: 3, name: "Ann"),
    Person(id: 4, name: "Jane"), Person(id: 5, name: "Philip"), Person(id: 6, name: "Mona"),
    Person(id: 7, name: "Tami"), Person(id: 8, name: "Jesse"), Person(id: 9, name: "Jaed"),
  ]
  static let newPeople = [
    Person(id: 2, name: "Mike"), Person(id: 10, name: "Marne"), Person(id: 5, name: "Philip"),
    Person(id: 1, name: "Kevin"), Person(id: 3, name: "Ryan"), Person(id: 8, name: "Jesse"),
    Person(id: 7, name: "Tami"), Person(id: 4, name: "Jane"), Person(id: 9, name: "Chen"),
  ]

  private var showsNew = false
  private var people: [Person] { showsNew ? Self.newPeople : Self.oldPeople }

  /// The demo with the default environment: the app's scheduler and seed 1.
  required convenience init() { self.init(environment: DemoEnvironment()) }

  init(environment: DemoEnvironment) {
    super.init(title: "Diff Algorithm", environment: environment)
  }

  override var statusText: String {
    showsNew ? "Showing the new array" : "Showing the old array"
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.rightBarButtonItem = BarButtonItem(
      systemItem: .play, primaryAction: Action { [weak self] _ in self?.toggle() })
  }

  /// The diff from the array shown to the other, as lines.
  private var summary: [String] {
    let from = people
    let to = showsNew ? Self.oldPeople : Self.newPeople
    let result = ListDiff(oldArray: from, newArray: to, option: .equality)
    func names(_ indexes: IndexSet, in array: [Person]) -> String {
      indexes.isEmpty ? "none" : indexes.map { array[$0].name }.joined(separator: ", ")
    }
    let moves =
      result.moves.isEmpty
      ? "none"
      : result.moves.map { "\(from[$0.from].name) \($0.from)→\($0.to)" }
        .joined(separator: ", ")
    return [
      "Inserts: " + names(result.inserts, in: to),
      "Deletes: " + names(result.deletes, in: from),
      "Moves:   " + moves,
      "Updates: " + names(result.updates, in: from),
    ]
  }

  override func objects(for listAdapter: ListAdapter) -> [any ListDiffable] {
    let button = showsNew ? "[ Diff back to the old array ]" : "[ Diff to the new array ]"
    let lines = summary.map { SummaryLine(text: $0) }
    return [ToggleRow(title: button)] + lines + [SummaryLine(text: "")] + people
  }

  override func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  {
    switch object {
    case is ToggleRow:
      let controller = ButtonSectionController()
      controller.onPress = { [weak self] in self?.toggle() }
      return controller
    case is Person: return PersonSectionController()
    default: return TextSectionController()
    }
  }

  private func toggle() {
    showsNew.toggle()
    adapter.performUpdates(animated: true)
  }
}

/// A person: the identifier says who, the name may change.
struct Person: Identifiable, Equatable, ListDiffable, CustomStringConvertible {
  let id: Int
  let name: String

  var description: String { name }
}

/// A line of the diff's summary; its label, the first eight characters, identifies it.
struct SummaryLine: Identifiable, Equatable, ListDiffable, CustomStringConvertible {
  let text: String

  var id: String { "summary:" + text.prefix(8) }

  var description: String { text }
}

/// The row that switches the arrays.
struct ToggleRow: Identifiable, Equatable, ListDiffable {
  let title: String

  var id: String { "toggle" }
}

/// One line with a button that runs `onPress`.
@MainActor
final class ButtonSectionController: ListSectionController {
  private var title = ""
  var onPress: (() -> Void)?

  override func sizeForItem(at index: Int) -> CGSize {
    CGSize(width: collectionContext?.containerSize.width ?? 0, height: 1)
  }

  override func cellForItem(at index: Int) -> CollectionViewCell {
    guard
      let cell = dequeue(ButtonCell.self, at: index)
    else { return CollectionViewCell(frame: .zero) }
    cell.button.title = title
    cell.button.removeAllActions()
    cell.button.addAction { [weak self] _ in self?.onPress?() }
    return cell
  }

  override func didUpdate(to object: Any) {
    title = (object as? ToggleRow)?.title ?? ""
  }
}

@MainActor
final class ButtonCell: CollectionViewCell {
  let button = Button()

  required init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(button)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let width = TextMetrics.width(of: button.title ?? "")
    button.frame = CGRect(
      x: gutter, y: 0, width: min(CGFloat(width), max(0, bounds.width - gutter)), height: 1)
  }
}

/// A person's row: the name and the identifier.
@MainActor
final class PersonSectionController: ListSectionController {
  private var person: Person?

  override func sizeForItem(at index: Int) -> CGSize {
    CGSize(width: collectionContext?.containerSize.width ?? 0, height: 1)
  }

  override func cellForItem(at index: Int) -> CollectionViewCell {
    guard let cell = dequeue(TextCell.self, at: index)
    else { return CollectionViewCell(frame: .zero) }
    cell.label.text = person.map { "\($0.name)  (id \($0.id))" }
    return cell
  }

  override func didUpdate(to object: Any) {
    person = object as? Person
  }
}
