// The todo app of YourAppInTheTerminalAndTheBrowser.md, as the article shows it.
import Foundation
import ListKit
import ListKitApp

/// A thing to do. A value: the list tells todos apart by `id` and compares them with `==`.
struct Todo: Codable, Identifiable, Equatable, ListDiffable {
  var id: Int
  var title: String
  var isDone = false
}

/// A heading over the open or the done todos, with how many there are.
struct Heading: Identifiable, Equatable, ListDiffable {
  var title: String
  var count: Int
  var id: String { title }
}

/// The row where a new todo is typed.
struct NewTodoRow: Hashable, ListDiffable {}

/// Where the todos are kept between runs: a JSON file.
struct TodoStore {
  var url: URL

  func load() -> [Todo] {
    guard let data = try? Data(contentsOf: url) else { return [] }
    return (try? JSONDecoder().decode([Todo].self, from: data)) ?? []
  }

  func save(_ todos: [Todo]) throws {
    try JSONEncoder().encode(todos).write(to: url, options: .atomic)
  }
}

/// The todo list: a field to add one, then the open todos and the done ones.
final class TodoViewController: AppViewController, ListAdapterDataSource {
  let store: TodoStore
  private(set) var todos: [Todo]
  let collectionView = CollectionView(
    frame: .zero, collectionViewLayout: CollectionViewFlowLayout())
  lazy var adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: self)

  init(store: TodoStore) {
    self.store = store
    todos = store.load()
    super.init()
    title = "Todo"
  }

  required convenience init() {
    self.init(store: TodoStore(url: URL(fileURLWithPath: "todo.json")))
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(collectionView)
    adapter.collectionView = collectionView
    adapter.dataSource = self
  }

  override var focusedCollectionView: CollectionView? { collectionView }

  override var statusText: String {
    let done = todos.filter(\.isDone).count
    return "\(todos.count - done) open, \(done) done"
  }

  override var keyCommands: [KeyCommand]? {
    [
      KeyCommand(input: "n", discoverabilityTitle: "new") { [weak self] _ in self?.typeNewTodo() },
      KeyCommand(input: "d", discoverabilityTitle: "delete") { [weak self] _ in
        self?.deleteSelected()
      },
    ]
  }

  override var keyHints: [KeyHint] { [KeyHint("Enter", "done or open")] }

  func objects(for listAdapter: ListAdapter) -> [any ListDiffable] {
    let open = todos.filter { !$0.isDone }
    let done = todos.filter(\.isDone)
    return [NewTodoRow(), Heading(title: "Open", count: open.count)] + open
      + [Heading(title: "Done", count: done.count)] + done
  }

  func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  {
    switch object {
    case is NewTodoRow:
      let controller = NewTodoSectionController()
      controller.onAdd = { [weak self] title in self?.add(title) }
      return controller
    case is Heading:
      // UIKit's value cell: the title on the left, bold, the count on the right.
      return ListSingleSectionController(
        configure: { (heading: Heading, cell: CollectionViewListCell) in
          var content = ListContentConfiguration.valueCell()
          content.text = heading.title
          content.textProperties.font = .boldSystemFont(ofSize: 17)
          content.secondaryText = "\(heading.count)"
          cell.contentConfiguration = content
        },
        size: { _, context in CGSize(width: context?.containerSize.width ?? 0, height: 1) })
    default:
      let controller = TodoSectionController()
      controller.onToggle = { [weak self] todo in self?.toggle(todo) }
      controller.onDelete = { [weak self] todo in self?.delete(todo) }
      return controller
    }
  }

  func emptyView(for listAdapter: ListAdapter) -> View? { nil }

  func add(_ title: String) {
    let id = (todos.map(\.id).max() ?? 0) + 1
    todos.append(Todo(id: id, title: title))
    didChange()
  }

  func toggle(_ todo: Todo) {
    guard let index = todos.firstIndex(where: { $0.id == todo.id }) else { return }
    todos[index].isDone.toggle()
    let toggled = todos[index]
    // The update moves the row to the other part: the selection goes with it.
    didChange { [weak self] in self?.select(toggled) }
  }

  func select(_ todo: Todo) {
    let section = adapter.section(for: todo)
    guard section != NSNotFound else { return }
    collectionView.selectItem(
      at: IndexPath(item: 0, section: section), animated: false, scrollPosition: [])
  }

  func deleteSelected() {
    guard let selected = collectionView.indexPathsForSelectedItems.first,
      let todo = adapter.object(atSection: selected.section) as? Todo
    else { return }
    delete(todo)
  }

  func delete(_ todo: Todo) {
    todos.removeAll { $0.id == todo.id }
    didChange()
    showStatusMessage("Deleted “\(todo.title)”")
  }

  func typeNewTodo() {
    let cell = collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? NewTodoCell
    _ = cell?.field.becomeFirstResponder()
  }

  private func didChange(then completion: @escaping () -> Void = {}) {
    adapter.performUpdates(animated: true) { _ in completion() }
    do {
      try store.save(todos)
    } catch {
      showStatusMessage("Not saved: \(error.localizedDescription)")
    }
  }
}

/// The row where a new todo is typed: Return adds it.
final class NewTodoSectionController: ListSectionController, TextFieldDelegate {
  var onAdd: (String) -> Void = { _ in }

  override func sizeForItem(at index: Int) -> CGSize {
    CGSize(width: collectionContext?.containerSize.width ?? 0, height: 1)
  }

  override func cellForItem(at index: Int) -> CollectionViewCell {
    guard let context = collectionContext else { return CollectionViewCell(frame: .zero) }
    let cell: NewTodoCell = context.dequeueReusableCell(of: NewTodoCell.self, for: self, at: index)
    cell.field.delegate = self
    return cell
  }

  func textFieldShouldReturn(_ textField: TextField) -> Bool {
    let title = (textField.text ?? "").trimmingCharacters(in: .whitespaces)
    if !title.isEmpty { onAdd(title) }
    textField.text = ""
    return false
  }
}

/// A text field across the row.
final class NewTodoCell: CollectionViewCell {
  let field = TextField()

  required init(frame: CGRect) {
    super.init(frame: frame)
    field.placeholder = "What needs doing? (n)"
    contentView.addSubview(field)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    field.frame = contentView.bounds.insetBy(dx: 2, dy: 0)
  }
}

/// A todo: its title, with a checkmark when it is done. Selecting it (Enter, a click) marks it
/// done, or open again.
final class TodoSectionController: ListSectionController {
  private var todo: Todo?
  var onToggle: (Todo) -> Void = { _ in }
  var onDelete: (Todo) -> Void = { _ in }

  override func didUpdate(to object: Any) {
    todo = object as? Todo
  }

  override func sizeForItem(at index: Int) -> CGSize {
    CGSize(width: collectionContext?.containerSize.width ?? 0, height: 1)
  }

  override func cellForItem(at index: Int) -> CollectionViewCell {
    guard let context = collectionContext else { return CollectionViewCell(frame: .zero) }
    let cell: CollectionViewListCell = context.dequeueReusableCell(
      of: CollectionViewListCell.self, for: self, at: index)
    var content = cell.defaultContentConfiguration()
    content.text = todo?.title
    if todo?.isDone == true { content.textProperties.color = .secondaryLabel }
    cell.contentConfiguration = content
    cell.accessories = todo?.isDone == true ? [.checkmark()] : []
    return cell
  }

  override func didSelectItem(at index: Int) {
    if let todo { onToggle(todo) }
  }

  override func contextMenuConfigurationForItem(at index: Int, point: CGPoint)
    -> ContextMenuConfiguration?
  {
    guard let todo else { return nil }
    return ContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
      Menu(
        title: todo.title,
        children: [
          Action(title: todo.isDone ? "Mark open" : "Mark done") { _ in self?.onToggle(todo) },
          Action(title: "Delete", attributes: .destructive) { _ in self?.onDelete(todo) },
        ])
    }
  }
}

/// The app's `main.swift`, as the article shows it.
@MainActor
func runTodoApp() -> Never {
  AppRunner.main(title: "Todo") {
    TodoViewController(store: TodoStore(url: URL(fileURLWithPath: "todo.json")))
  }
}
