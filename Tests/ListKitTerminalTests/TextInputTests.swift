import Foundation
import ListKitTerminal
import ListUI
import Testing

/// A one-line cell with a switch at column 2.
@MainActor
final class SwitchCell: CollectionViewCell {
  let toggle = Switch()

  required init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(toggle)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    toggle.frame = CGRect(x: 2, y: 0, width: 5, height: 1)
  }
}

/// A screen with a search bar on its first line, a segmented control on its second, and three
/// rows of ``SwitchCell`` below.
@MainActor
final class FormScreen: TerminalViewController, CollectionViewDataSource, SearchBarDelegate {
  let searchBar = SearchBar()
  let segments = SegmentedControl(items: ["one", "two", "three"])
  let collectionView: CollectionView = {
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 30, height: 1)
    layout.minimumLineSpacing = 0
    return CollectionView(frame: .zero, collectionViewLayout: layout)
  }()
  var searches: [String] = []
  var segmentChanges = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    searchBar.delegate = self
    searchBar.placeholder = "Find"
    segments.selectedSegmentIndex = 0
    segments.addAction(Action { [weak self] _ in self?.segmentChanges += 1 }, for: .valueChanged)
    collectionView.register(SwitchCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.dataSource = self
    for view in [searchBar, segments, collectionView] as [View] { self.view.addSubview(view) }
  }

  override func loadView() {
    view = View()
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let width = view.bounds.width
    searchBar.frame = CGRect(x: 0, y: 0, width: width, height: 1)
    segments.frame = CGRect(x: 0, y: 1, width: 20, height: 1)
    collectionView.frame = CGRect(x: 0, y: 2, width: width, height: view.bounds.height - 2)
  }

  override var focusedCollectionView: CollectionView? { collectionView }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 3 }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }

  func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {
    searches.append(searchText)
  }

  func toggle(at item: Int) -> Switch? {
    (collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? SwitchCell)?.toggle
  }
}

/// Typing into text fields, and Tab, Enter and clicks on every kind of control.
@MainActor @Suite struct TextInputTests {
  let backend = InMemoryBackend(size: TerminalSize(columns: 30, rows: 8))
  let app: TerminalApplication
  let screen = FormScreen()

  init() throws {
    app = TerminalApplication(backend: backend, title: "Form")
    screen.collectionView.scheduler = app.scheduler
    app.push(screen)
    try app.start()
  }

  func press(_ keys: Key...) {
    for key in keys { app.press(key) }
    app.clock.runUntilIdle()
  }

  func click(column: Int, row: Int) {
    app.handle(bytes: Array("\u{1B}[<0;\(column + 1);\(row + 1)M".utf8))
    app.handle(bytes: Array("\u{1B}[<0;\(column + 1);\(row + 1)m".utf8))
    app.clock.runUntilIdle()
  }

  var field: SearchTextField { screen.searchBar.searchTextField }

  @Test func tabFocusesTheSearchField_andEveryKeyThenTypes_evenTheAppsOwn() {
    press(.tab)
    #expect(field.isFirstResponder)
    #expect(app.textInput === field)
    app.type("qj? g")
    app.clock.runUntilIdle()
    #expect(screen.searchBar.text == "qj? g")
    #expect(!app.hasQuit)
    #expect(screen.searches.last == "qj? g")
    #expect(app.lastFrame?.line(1).hasPrefix("⌕ qj? g") == true)
  }

  @Test func theEditingKeys_moveTheCaretAndDelete() {
    press(.tab)
    app.type("hello")
    press(.left, .left, .character("X"))
    #expect(field.text == "helXlo")
    press(.backspace, .delete)
    #expect(field.text == "helo")
    press(.home, .character(">"), .end, .character("<"))
    #expect(field.text == ">helo<")
    press(.left, .left, .control("k"))
    #expect(field.text == ">hel")
    press(.left, .control("u"))
    #expect(field.text == "l")
    press(.control("a"), .control("d"))
    #expect(field.text == "")
  }

  @Test func theKeyHintsAreTheEditingKeys_whileTyping() {
    #expect(app.keyHints.contains(KeyHint("Tab S-Tab", "next, previous control")))
    #expect(!app.keyHints.contains(KeyHint("Esc", "stop typing")))
    press(.tab)
    #expect(app.keyHints.contains(KeyHint("Esc", "stop typing")))
    #expect(app.keyHints.contains(KeyHint("← → Home End", "move the caret")))
    #expect(!app.keyHints.contains { $0.keys == "↑ ↓ j k" })
    press(.escape)
    #expect(app.keyHints.contains(KeyHint("↑ ↓ j k", "move")))
  }

  @Test func escapeEndsTheTyping_thenTheKeysAreTheAppsAgain() {
    press(.tab)
    app.type("ab")
    press(.escape)
    #expect(!field.isFirstResponder)
    #expect(app.textInput == nil)
    #expect(!app.hasQuit)
    press(.character("q"))
    #expect(app.hasQuit)
    #expect(field.text == "ab")
  }

  @Test func upAndDownMoveTheListWhileTheTextStays() {
    press(.tab)
    app.type("x")
    #expect(app.selectedIndexPath == IndexPath(item: 0, section: 0))
    press(.down, .down)
    #expect(app.selectedIndexPath == IndexPath(item: 2, section: 0))
    app.type("y")
    #expect(field.text == "xy")
  }

  @Test func aMegabytePaste_arrivesWhole_itsLineBreaksSpaces_andTheFieldShowsItsEnd() {
    press(.tab)
    let line = String(repeating: "word ", count: 19) + "end\n"
    let text = String(repeating: line, count: 1_000_000 / line.utf8.count)
    app.handle(bytes: Array(("\u{1B}[200~" + text + "\u{1B}[201~").utf8))
    app.clock.runUntilIdle()
    let pasted = field.text ?? ""
    #expect(pasted.utf8.count == text.utf8.count)
    #expect(!pasted.contains("\n"))
    #expect(pasted.hasSuffix("word end "))
    app.type("x")
    app.clock.runUntilIdle()
    #expect(field.text?.hasSuffix("word end x") == true)
    // The field shows the end of the text, where the caret is.
    #expect(backend.text.contains("word end x"))
  }

  @Test func pasteGoesToTheTextInput() {
    press(.tab)
    app.handle(bytes: Array("\u{1B}[200~pa\nste\u{1B}[201~".utf8))
    #expect(field.text == "pa ste")
  }

  @Test func tabGoesThroughTheFieldTheSegmentsAndTheRowsSwitches_andEnterActsOnEach() {
    press(.tab, .tab)
    #expect(!field.isFirstResponder)
    #expect(screen.segments.isFocused)
    press(.enter)
    #expect(screen.segments.selectedSegmentIndex == 1)
    press(.right, .right)
    #expect(screen.segments.selectedSegmentIndex == 0)  // round to the first
    press(.left)
    #expect(screen.segments.selectedSegmentIndex == 2)
    #expect(screen.segmentChanges == 4)
    press(.tab)
    #expect(screen.toggle(at: 0)?.isFocused == true)
    #expect(app.selectedIndexPath == IndexPath(item: 0, section: 0))
    press(.enter)
    #expect(screen.toggle(at: 0)?.isOn == true)
    press(.tab)
    #expect(app.selectedIndexPath == IndexPath(item: 1, section: 0))
    press(.backTab, .backTab)
    #expect(screen.segments.isFocused)
  }

  @Test func aTitleViewIsDrawnInTheTitleBar_focusedFirst_andClicked() {
    let toggle = Switch()
    screen.navigationItem.titleView = toggle
    app.render()
    // 30 columns, "? keys " takes the last 7: "[off]" is in the middle of the 22 left of it,
    // from column 8, in place of the titles.
    #expect(app.lastFrame?.line(0).contains("[off]") == true)
    #expect(app.lastFrame?.line(0).contains("Form") == false)
    #expect(app.lastFrame?[8, 0].grapheme == "[")
    press(.tab)
    #expect(toggle.isFocused)
    press(.enter)
    #expect(toggle.isOn)
    click(column: 9, row: 0)
    #expect(!toggle.isOn)
    press(.tab)  // then the screen's controls: the search field
    #expect(field.isFirstResponder)
    field.resignFirstResponder()
  }

  @Test func aClickOutsideTheList_pressesTheControlUnderIt() {
    // Line 0 is the title bar: the search bar is on line 1 and the segments on line 2.
    click(column: 9, row: 2)  // " one │ two │ three ": "two" starts at column 7
    #expect(screen.segments.selectedSegmentIndex == 1)
    click(column: 4, row: 1)
    #expect(field.isFirstResponder)
    click(column: 3, row: 3)  // the first row's switch
    #expect(screen.toggle(at: 0)?.isOn == true)
    field.resignFirstResponder()
  }
}
