import Foundation
import ListKitTerminal
import ListUI
import Testing

/// A one-line cell with a label and two buttons: `[a]` at column 8, `[b]` at column 12.
@MainActor
final class TwoButtonCell: CollectionViewCell {
  let label = Label()
  let first = Button()
  let second = Button()
  var pressed: [String] = []

  required init(frame: CGRect) {
    super.init(frame: frame)
    first.title = "[a]"
    second.title = "[b]"
    first.addAction { [weak self] _ in self?.pressed.append("a") }
    second.addAction { [weak self] _ in self?.pressed.append("b") }
    for view in [label, first, second] { contentView.addSubview(view) }
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    label.frame = CGRect(x: 2, y: 0, width: 5, height: 1)
    first.frame = CGRect(x: 8, y: 0, width: 3, height: 1)
    second.frame = CGRect(x: 12, y: 0, width: 3, height: 1)
  }
}

/// A screen of three rows of ``TwoButtonCell``.
@MainActor
final class TwoButtonScreen: TerminalViewController, CollectionViewDataSource,
  CollectionViewDelegate
{
  let collectionView: CollectionView = {
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 30, height: 1)
    layout.minimumLineSpacing = 0
    return CollectionView(frame: .zero, collectionViewLayout: layout)
  }()
  var activated: [IndexPath] = []
  var tapped: [IndexPath] = []
  /// The item the screen asks to be focused first.
  var preferredFocus: IndexPath?

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(TwoButtonCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.dataSource = self
    collectionView.delegate = self
    view.addSubview(collectionView)
  }

  override var focusedCollectionView: CollectionView? { collectionView }

  override func activateItem(at indexPath: IndexPath) {
    activated.append(indexPath)
  }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 3 }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    (cell as? TwoButtonCell)?.label.text = "row \(indexPath.item)"
    return cell
  }

  func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
    tapped.append(indexPath)
  }

  func indexPathForPreferredFocusedView(in collectionView: CollectionView) -> IndexPath? {
    preferredFocus
  }

  /// The appearance callbacks, in order.
  var appearances: [String] = []

  override func viewWillAppear(_ animated: Bool) { appearances.append("willAppear") }
  override func viewDidAppear(_ animated: Bool) { appearances.append("didAppear") }
  override func viewWillDisappear(_ animated: Bool) { appearances.append("willDisappear") }
  override func viewDidDisappear(_ animated: Bool) { appearances.append("didDisappear") }

  func cell(at item: Int) -> TwoButtonCell? {
    collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? TwoButtonCell
  }
}

@MainActor @Suite struct ClickTests {
  let backend = InMemoryBackend(size: TerminalSize(columns: 30, rows: 8))
  let app: TerminalApplication
  let screen = TwoButtonScreen()

  init() throws {
    app = TerminalApplication(backend: backend, title: "Buttons")
    screen.collectionView.scheduler = app.scheduler
    app.push(screen)
    try app.start()
  }

  /// Clicks the cell at `column` and `row`, counted from zero, as an SGR mouse press.
  func click(column: Int, row: Int) {
    app.handle(bytes: Array("\u{1B}[<0;\(column + 1);\(row + 1)M".utf8))
    app.handle(bytes: Array("\u{1B}[<0;\(column + 1);\(row + 1)m".utf8))
    app.clock.runUntilIdle()
  }

  @Test func clickOnASegmentedControl_selectsTheSegmentUnderTheClick() throws {
    let cell = try #require(screen.cell(at: 0))
    let segments = SegmentedControl(items: ["x", "y"])
    segments.frame = CGRect(x: 16, y: 0, width: 7, height: 1)
    cell.contentView.addSubview(segments)
    var changed = 0
    segments.addAction(Action { _ in changed += 1 }, for: .valueChanged)
    // Row 0 is line 1; " x │ y " starts at column 16, and "y" is at column 21.
    click(column: 21, row: 1)
    #expect(segments.selectedSegmentIndex == 1)
    #expect(changed == 1)
    #expect(screen.tapped.isEmpty)
  }

  @Test func pushAndPop_tellTheScreensTheyAppearAndDisappear() {
    #expect(screen.appearances == ["willAppear", "didAppear"])
    let next = TwoButtonScreen()
    next.collectionView.scheduler = app.scheduler
    app.push(next)
    #expect(screen.appearances.suffix(2) == ["willDisappear", "didDisappear"])
    #expect(next.appearances == ["willAppear", "didAppear"])
    app.pop()
    #expect(next.appearances.suffix(2) == ["willDisappear", "didDisappear"])
    #expect(
      screen.appearances == [
        "willAppear", "didAppear", "willDisappear", "didDisappear", "willAppear", "didAppear",
      ])
  }

  @Test func aScreenOpens_withTheDelegatesPreferredFocusItemSelected() throws {
    #expect(app.selectedIndexPath == IndexPath(item: 0, section: 0))
    let preferring = TwoButtonScreen()
    preferring.preferredFocus = IndexPath(item: 2, section: 0)
    preferring.collectionView.scheduler = app.scheduler
    app.push(preferring)
    app.clock.runUntilIdle()
    #expect(app.selectedIndexPath == IndexPath(item: 2, section: 0))
    // A preference that is not an item falls back to the nearest item before it.
    let past = TwoButtonScreen()
    past.preferredFocus = IndexPath(item: 9, section: 0)
    past.collectionView.scheduler = app.scheduler
    app.push(past)
    app.clock.runUntilIdle()
    #expect(app.selectedIndexPath == IndexPath(item: 2, section: 0))
  }

  @Test func clickOnAButton_pressesThatButton_andSelectsItsRow() throws {
    // Row 0 of the list is line 1, under the title bar.
    click(column: 13, row: 2)
    #expect(try #require(screen.cell(at: 1)).pressed == ["b"])
    #expect(app.selectedIndexPath == IndexPath(item: 1, section: 0))
    #expect(screen.activated.isEmpty && screen.tapped.isEmpty)
    click(column: 8, row: 2)
    #expect(try #require(screen.cell(at: 1)).pressed == ["b", "a"])
  }

  @Test func clickBesideTheButtons_tapsTheRow_andPressesNoButton() throws {
    click(column: 3, row: 3)
    #expect(screen.tapped == [IndexPath(item: 2, section: 0)])
    #expect(screen.activated.isEmpty)
    #expect(try #require(screen.cell(at: 2)).pressed.isEmpty)
    // Enter, by contrast, activates the row: its first button.
    app.press(.enter)
    #expect(screen.activated == [IndexPath(item: 2, section: 0)])
  }

  @Test func clickOnADisabledButton_tapsTheRowInstead() throws {
    try #require(screen.cell(at: 0)).second.isEnabled = false
    click(column: 12, row: 1)
    #expect(try #require(screen.cell(at: 0)).pressed.isEmpty)
    #expect(screen.tapped == [IndexPath(item: 0, section: 0)])
  }

  @Test func theSelectionMarkerStaysOnTheList() throws {
    // The list is three rows: the marker is on line 1, and nothing is drawn below the list.
    #expect(backend.lastFrame?.line(1).hasPrefix("▶") == true)
    for line in 4..<7 { #expect(backend.lastFrame?.line(line).hasPrefix("▶") == false) }
  }
}
