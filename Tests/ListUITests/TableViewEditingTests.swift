import Foundation
import Testing

@_spi(ListKit) @testable import ListUI

/// A table view controller of names that can be edited and moved, as UIKit code writes one,
/// logging the data source's calls.
@MainActor
final class EditableNamesController: TableViewController {
  var names: [String]
  var calls: [String] = []
  var movable: Set<Int> = []
  var insertRow: Int?
  var trailing: ((IndexPath) -> SwipeActionsConfiguration?)?
  var leading: ((IndexPath) -> SwipeActionsConfiguration?)?

  init(names: [String]) {
    self.names = names
    super.init(style: .plain)
  }

  required convenience init() { self.init(names: []) }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
  }

  override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    names.count
  }

  override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    cell.textLabel?.text = names[indexPath.row]
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  override func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }

  override func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath)
    -> TableViewCell.EditingStyle
  {
    indexPath.row == insertRow ? .insert : .delete
  }

  override func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    calls.append("commit \(editingStyle) \(indexPath.row)")
    switch editingStyle {
    case .delete:
      names.remove(at: indexPath.row)
      tableView.deleteRows(at: [indexPath], with: .automatic)
    case .insert:
      names.insert("New", at: indexPath.row)
      tableView.insertRows(at: [indexPath], with: .automatic)
    case .none:
      break
    }
  }

  override func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    movable.contains(indexPath.row)
  }

  override func tableView(
    _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    calls.append("move \(sourceIndexPath.row) to \(destinationIndexPath.row)")
    names.insert(names.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
  }

  override func tableView(
    _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? {
    trailing?(indexPath)
  }

  override func tableView(
    _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? {
    leading?(indexPath)
  }
}

/// Editing mode, moving rows, and swipe actions of a table view, as UIKit's.
@MainActor @Suite struct TableViewEditingTests {
  let scheduler = ManualScheduler()

  /// `controller` shown in a window of 20 by 10 cells, laid out.
  func window(showing controller: ViewController) -> Window {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
    window.hostScheduler = scheduler
    window.rootViewController = controller
    window.layoutIfNeeded()
    controller.view.frame = window.bounds
    controller.view.layoutIfNeeded()
    return window
  }

  func actions(_ controller: EditableNamesController, row: Int) -> [String] {
    AppViewController.swipeActions(
      forItemAt: IndexPath(row: row, section: 0), in: controller.tableView.collectionView
    ).map { $0.title ?? "" }
  }

  func names(_ controller: EditableNamesController) -> [String] {
    controller.tableView.visibleCells.map { $0.textLabel?.text ?? "" }
  }

  @Test func anEditableRow_getsUIKitsDelete_whichCommitsTheDelete() throws {
    let controller = EditableNamesController(names: ["Ann", "Ben", "Cy"])
    let window = window(showing: controller)
    #expect(actions(controller, row: 1) == ["Delete"])
    let delete = try #require(
      AppViewController.swipeActions(
        forItemAt: IndexPath(row: 1, section: 0), in: controller.tableView.collectionView
      ).first)
    #expect(delete.style == .destructive)
    var completed: [Bool] = []
    delete.perform(in: controller.tableView) { completed.append($0) }
    #expect(controller.calls == ["commit delete 1"])
    #expect(completed == [true])
    scheduler.advance(by: 1)
    controller.view.layoutIfNeeded()
    #expect(names(controller) == ["Ann", "Cy"])
    withExtendedLifetime(window) {}
  }

  @Test func theDelegatesSwipeActions_replaceDelete_andJoinTheRowsActions() throws {
    let controller = EditableNamesController(names: ["Ann", "Ben"])
    var handled: [String] = []
    controller.trailing = { indexPath in
      SwipeActionsConfiguration(actions: [
        ContextualAction(style: .normal, title: "Flag") { action, view, completion in
          handled.append("flag \(indexPath.row) in \(view is TableViewCell)")
          completion(false)
        }
      ])
    }
    controller.leading = { _ in
      SwipeActionsConfiguration(actions: [
        ContextualAction(style: .normal, title: "Pin") { _, _, completion in completion(true) }
      ])
    }
    let window = window(showing: controller)
    #expect(actions(controller, row: 0) == ["Flag", "Pin"])
    // The row's actions, as `x` shows them: the swipe actions, then Cancel.
    window.select(IndexPath(row: 0, section: 0))
    #expect(window.handleKey(KeyboardKey(input: "x")))
    let sheet = try #require(window.topAlert)
    #expect(sheet.actions.map(\.title) == ["Flag", "Pin", "Cancel"])
    sheet.choose(sheet.actions[0])
    #expect(handled == ["flag 0 in true"])
    #expect(controller.calls.isEmpty)
  }

  @Test func editingMode_showsTheEditingControls_andLeavingItShowsTheAccessoryAgain() throws {
    let controller = EditableNamesController(names: ["Ann", "Ben", "Cy"])
    controller.movable = [0, 1]
    controller.insertRow = 2
    let window = window(showing: controller)
    let cells = (0..<3).compactMap {
      controller.tableView.cellForRow(at: IndexPath(row: $0, section: 0))
    }
    #expect(cells.map(\.accessories) == Array(repeating: [.disclosureIndicator()], count: 3))
    #expect(controller.editButtonItem.title == "Edit")
    controller.editButtonItem.press()
    #expect(controller.isEditing)
    #expect(controller.tableView.isEditing)
    #expect(controller.editButtonItem.title == "Done")
    #expect(cells.map(\.isEditing) == [true, true, true])
    #expect(
      cells.map(\.accessories) == [
        [.label(text: "≡"), .label(text: "⊖")], [.label(text: "≡"), .label(text: "⊖")],
        [.label(text: "⊕")],
      ])
    #expect(cells.map(\.editingStyle) == [.delete, .delete, .insert])
    // In editing mode, the insert row's action inserts; leading swipe actions are not offered.
    #expect(actions(controller, row: 2) == ["Insert"])
    #expect(actions(controller, row: 0) == ["Delete"])
    // A tap selects nothing while editing, unless the table allows it.
    #expect(!controller.tableView.tapRow(at: IndexPath(row: 0, section: 0)))
    controller.tableView.allowsSelectionDuringEditing = true
    #expect(controller.tableView.tapRow(at: IndexPath(row: 0, section: 0)))
    controller.setEditing(false, animated: false)
    #expect(cells.map(\.accessories) == Array(repeating: [.disclosureIndicator()], count: 3))
    withExtendedLifetime(window) {}
  }

  @Test func inEditingMode_mPicksUpTheSelectedRow_theArrowsMoveIt_andEnterDropsIt() {
    let controller = EditableNamesController(names: ["Ann", "Ben", "Cy", "Dan"])
    controller.movable = [0, 1, 2, 3]
    let window = window(showing: controller)
    // Not editing: `m` finds nothing to hold.
    window.select(IndexPath(row: 0, section: 0))
    #expect(!window.handleKey(KeyboardKey(input: "m")))
    controller.setEditing(true, animated: false)
    #expect(window.handleKey(KeyboardKey(input: "m")))
    #expect(controller.tableView.collectionView.isMovingItemInteractively)
    window.handleKey(KeyboardKey(input: KeyCommand.inputDownArrow))
    window.handleKey(KeyboardKey(input: KeyCommand.inputDownArrow))
    #expect(names(controller) == ["Ben", "Cy", "Ann", "Dan"])
    #expect(controller.calls.isEmpty)
    window.handleKey(KeyboardKey(input: "\r"))
    #expect(controller.calls == ["move 0 to 2"])
    #expect(controller.names == ["Ben", "Cy", "Ann", "Dan"])
    #expect(window.selectedIndexPath == IndexPath(row: 2, section: 0))
    // Escape puts a moving row back, and the data source is not told.
    window.handleKey(KeyboardKey(input: "m"))
    window.handleKey(KeyboardKey(input: KeyCommand.inputUpArrow))
    window.handleKey(KeyboardKey(input: KeyCommand.inputEscape))
    #expect(controller.calls == ["move 0 to 2"])
    #expect(names(controller) == ["Ben", "Cy", "Ann", "Dan"])
  }

  @Test func aRowTheDataSourceCannotMove_staysPut() {
    let controller = EditableNamesController(names: ["Ann", "Ben", "Cy"])
    controller.movable = [1]
    let window = window(showing: controller)
    controller.setEditing(true, animated: false)
    window.select(IndexPath(row: 0, section: 0))
    window.handleKey(KeyboardKey(input: "m"))
    window.handleKey(KeyboardKey(input: KeyCommand.inputDownArrow))
    window.handleKey(KeyboardKey(input: "\r"))
    #expect(controller.calls.isEmpty)
    #expect(names(controller) == ["Ann", "Ben", "Cy"])
  }

  @Test func aPointerHeldOnARow_andDragged_movesItInEditingMode() {
    let controller = EditableNamesController(names: ["Ann", "Ben", "Cy", "Dan"])
    controller.movable = [0, 1, 2, 3]
    let window = window(showing: controller)
    controller.setEditing(true, animated: false)
    #expect(window.pointerDown(at: CGPoint(x: 3, y: 1)))
    scheduler.advance(by: 0.5)
    window.pointerMoved(to: CGPoint(x: 3, y: 2))
    window.pointerMoved(to: CGPoint(x: 3, y: 3))
    window.pointerUp(at: CGPoint(x: 3, y: 3))
    #expect(controller.calls == ["move 1 to 3"])
    #expect(controller.names == ["Ann", "Cy", "Dan", "Ben"])
  }
}
