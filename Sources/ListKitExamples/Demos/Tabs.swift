import ListKit

/// UIKit's tab bar controller: notes in a navigation controller whose bar has the app's colours
/// (`NavigationBarAppearance`), a scratch pad with a text view,
/// and a log of the tabs' `viewWillAppear(_:)`, `viewDidAppear(_:)` and their pairs as the tabs
/// switch. `]` and `[`, or `1` to `3`, or a click switch tabs; the Notes tab's badge counts the
/// unread notes.
@MainActor
final class TabsDemoController: TabBarController, TabBarControllerDelegate {
  let environment: DemoEnvironment
  /// What the tabs report as they appear and disappear.
  let log = AppearanceLog()
  let notes = NotesStore()

  /// The demo with the default environment: the app's scheduler and seed 1.
  required convenience init() { self.init(environment: DemoEnvironment()) }

  init(environment: DemoEnvironment) {
    self.environment = environment
    super.init()
    title = "Tab Bar"
    let list = NotesViewController(environment: environment, notes: notes, log: log)
    let notesNavigation = NavigationController(rootViewController: list)
    // The Notes tab's bar in the app's colours, as an iOS 13 app sets them.
    let appearance = NavigationBarAppearance()
    appearance.configureWithOpaqueBackground()
    appearance.backgroundColor = .systemIndigo
    appearance.titleTextAttributes = [.foregroundColor: Color.white]
    notesNavigation.navigationBar.standardAppearance = appearance
    notesNavigation.navigationBar.scrollEdgeAppearance = appearance
    notesNavigation.tabBarItem = TabBarItem(
      title: "Notes", image: ImageReference(systemName: "doc.text"), tag: 0)
    let pad = ScratchPadViewController(log: log)
    pad.tabBarItem = TabBarItem(
      title: "Scratch Pad", image: ImageReference(systemName: "pencil"), tag: 1)
    let logScreen = AppearanceLogViewController(environment: environment, log: log)
    logScreen.tabBarItem = TabBarItem(tabBarSystemItem: .history, tag: 2)
    viewControllers = [notesNavigation, pad, logScreen]
    delegate = self
    notes.didChange = { [weak self, weak notesNavigation] in
      guard let self else { return }
      let unread = self.notes.notes.filter(\.isUnread).count
      notesNavigation?.tabBarItem.badgeValue = unread == 0 ? nil : String(unread)
    }
    notes.didChange()
  }

  func tabBarController(
    _ tabBarController: TabBarController, didSelect viewController: ViewController
  ) {
    log.record("tab \(viewController.tabBarItem.title ?? "") selected")
  }
}

/// The lines the tabs log, oldest first.
@MainActor
final class AppearanceLog {
  private(set) var lines: [String] = []
  /// Called after a line was added.
  var didChange: () -> Void = {}

  func record(_ line: String) {
    lines.append(line)
    didChange()
  }
}

/// A note: a title and its text, unread until opened.
struct Note: Identifiable, Equatable, ListDiffable {
  let id: Int
  var title: String
  var text: String
  var isUnread = true
}

/// The notes the Notes tab lists and edits.
@MainActor
final class NotesStore {
  var notes: [Note] = [
    Note(
      id: 1, title: "Groceries", text: "Eggs\nFlour\nLemons\nOlive oil"),
    Note(
      id: 2, title: "Tab bars",
      text: "A tab bar controller keeps one screen per tab.\n"
        + "] and [ switch tabs, as do 1 to 3, or a click on a tab."),
    Note(
      id: 3, title: "Ideas",
      text: "Tab to the text view, type, Esc to stop typing."),
  ]
  /// Called after a note changed.
  var didChange: () -> Void = {}

  func update(_ note: Note) {
    guard let index = notes.firstIndex(where: { $0.id == note.id }) else { return }
    notes[index] = note
    didChange()
  }
}

/// Logs its appearance callbacks under its tab's title.
@MainActor
protocol LogsAppearance: ViewController {
  var appearanceLog: AppearanceLog { get }
}

extension LogsAppearance {
  func logAppearance(_ callback: String) {
    appearanceLog.record("\(title ?? "") \(callback)")
  }
}

/// The Notes tab's first screen: a row per note, the unread ones bold; Enter opens one.
@MainActor
final class NotesViewController: ListDemoViewController, LogsAppearance {
  let notes: NotesStore
  let appearanceLog: AppearanceLog

  required convenience init() {
    self.init(environment: DemoEnvironment(), notes: NotesStore(), log: AppearanceLog())
  }

  init(environment: DemoEnvironment, notes: NotesStore, log: AppearanceLog) {
    self.notes = notes
    appearanceLog = log
    super.init(title: "Notes", environment: environment)
  }

  override var statusText: String {
    let unread = notes.notes.filter(\.isUnread).count
    return "\(notes.notes.count) notes, \(unread) unread; Enter opens"
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    logAppearance("viewWillAppear")
    // A note opened and edited comes back changed.
    adapter.performUpdates(animated: false)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    logAppearance("viewDidAppear")
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    logAppearance("viewWillDisappear")
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    logAppearance("viewDidDisappear")
  }

  override func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { notes.notes }

  override func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  {
    NoteSectionController()
  }

  /// Opens `note` on the Notes tab's navigation controller, marked read.
  func open(_ note: Note) {
    var read = note
    read.isUnread = false
    notes.update(read)
    navigationController?.pushViewController(
      NoteViewController(note: read, notes: notes), animated: true)
  }
}

/// A note's row: a dot and its title in bold while unread, then its first line, dimmed.
@MainActor
final class NoteSectionController: ListSectionController {
  private var note: Note?

  override func sizeForItem(at index: Int) -> CGSize {
    CGSize(width: collectionContext?.containerSize.width ?? 0, height: 1)
  }

  override func cellForItem(at index: Int) -> CollectionViewCell {
    guard let cell = dequeue(TextCell.self, at: index), let note
    else { return CollectionViewCell(frame: .zero) }
    let firstLine = note.text.split(separator: "\n").first.map(String.init) ?? ""
    cell.label.text = (note.isUnread ? "● " : "  ") + note.title + " — " + firstLine
    cell.label.isBold = note.isUnread
    return cell
  }

  override func didUpdate(to object: Any) {
    note = object as? Note
  }

  override func didSelectItem(at index: Int) {
    guard let note else { return }
    (viewController as? NotesViewController)?.open(note)
  }
}

/// A note, pushed on the Notes tab: its text in a text view that Tab gives the keys.
@MainActor
final class NoteViewController: AppViewController, TextViewDelegate {
  private var note: Note
  private let notes: NotesStore
  let textView = TextView()

  required convenience init() {
    self.init(note: Note(id: 0, title: "", text: ""), notes: NotesStore())
  }

  init(note: Note, notes: NotesStore) {
    self.note = note
    self.notes = notes
    super.init()
    title = note.title
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    textView.text = note.text
    textView.delegate = self
    view.addSubview(textView)
  }

  override var statusText: String {
    let lines = note.text.split(separator: "\n", omittingEmptySubsequences: false).count
    return "\(lines) lines, \(note.text.count) characters"
  }

  override var keyHints: [KeyHint] { [KeyHint("Tab", "edit the note")] }

  func textViewDidChange(_ textView: TextView) {
    note.text = textView.text ?? ""
    notes.update(note)
    setNeedsStatusUpdate()
  }
}

/// The Scratch Pad tab: a line that says what to do, and a text view under it.
@MainActor
final class ScratchPadViewController: AppViewController, LogsAppearance, TextViewDelegate {
  let appearanceLog: AppearanceLog
  let hintLabel = Label()
  let textView = TextView()

  required convenience init() { self.init(log: AppearanceLog()) }

  init(log: AppearanceLog) {
    appearanceLog = log
    super.init()
    title = "Scratch Pad"
  }

  override func loadView() {
    view = View()
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    hintLabel.text = "Tab gives the pad the keys; Esc takes them back."
    hintLabel.textColor = .secondaryLabel
    textView.text = "Type here."
    textView.delegate = self
    view.addSubview(hintLabel)
    view.addSubview(textView)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let bounds = view.bounds
    let line = view.layoutUnits.size(columns: 0, rows: 1).height
    hintLabel.frame = CGRect(x: gutter, y: 0, width: max(0, bounds.width - gutter), height: line)
    textView.frame = CGRect(
      x: gutter, y: line * 2, width: max(0, bounds.width - gutter * 2),
      height: max(0, bounds.height - line * 2))
  }

  override var statusText: String {
    let text = textView.text ?? ""
    let words = text.split { $0 == " " || $0 == "\n" }.count
    return "\(words) words"
  }

  override var keyHints: [KeyHint] { [KeyHint("Tab", "type in the pad")] }

  func textViewDidChange(_ textView: TextView) {
    setNeedsStatusUpdate()
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    logAppearance("viewWillAppear")
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    logAppearance("viewDidAppear")
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    logAppearance("viewWillDisappear")
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    logAppearance("viewDidDisappear")
  }
}

/// The History tab: the log, oldest first, as it was written.
@MainActor
final class AppearanceLogViewController: ListDemoViewController {
  let log: AppearanceLog

  required convenience init() {
    self.init(environment: DemoEnvironment(), log: AppearanceLog())
  }

  init(environment: DemoEnvironment, log: AppearanceLog) {
    self.log = log
    super.init(title: "History", environment: environment)
  }

  override var statusText: String { "\(log.lines.count) callbacks; End shows the newest" }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    adapter.performUpdates(animated: false)
  }

  override func objects(for listAdapter: ListAdapter) -> [any ListDiffable] {
    log.lines.enumerated().map { "\($0.offset + 1). \($0.element)" }
  }
}
