import Foundation
import ListKitTerminal
import ListUI
import Testing

/// A plain `ViewController` with a collection view, built as IGListKit's example view controllers
/// are: no ``TerminalViewController`` API, the collection view placed in
/// `viewDidLayoutSubviews()`.
@MainActor
final class PlainListController: ViewController, CollectionViewDataSource, CollectionViewDelegate {
  let rows: [String]
  let collectionView: CollectionView = {
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 30, height: 1)
    layout.minimumLineSpacing = 0
    return CollectionView(frame: .zero, collectionViewLayout: layout)
  }()
  var selected: [Int] = []
  var appearances: [String] = []

  required convenience init() { self.init(title: "", rows: []) }

  init(title: String, rows: [String]) {
    self.rows = rows
    super.init()
    self.title = title
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(RowCell.self, forCellWithReuseIdentifier: "row")
    collectionView.dataSource = self
    collectionView.delegate = self
    view.addSubview(collectionView)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    collectionView.frame = view.bounds
  }

  override func viewWillAppear(_ animated: Bool) { appearances.append("willAppear") }
  override func viewDidAppear(_ animated: Bool) { appearances.append("didAppear") }
  override func viewWillDisappear(_ animated: Bool) { appearances.append("willDisappear") }
  override func viewDidDisappear(_ animated: Bool) { appearances.append("didDisappear") }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
    -> Int
  { rows.count }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
    (cell as? RowCell)?.label.text = rows[indexPath.item]
    return cell
  }

  func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
    selected.append(indexPath.item)
  }
}

/// The application's screen stack as a `NavigationController`: screens that push, show and
/// present from their own code, plain view controllers as screens, bar button items in the title
/// bar, and alerts over the screen.
@MainActor @Suite struct NavigationTests {
  let backend = InMemoryBackend(size: TerminalSize(columns: 40, rows: 10))
  let app: TerminalApplication
  let first = RowsScreen(rows: ["one", "two", "three"])
  let logPath = FileManager.default.temporaryDirectory
    .appendingPathComponent("listkit-navigation-\(UUID().uuidString).log").path

  init() throws {
    app = TerminalApplication(backend: backend, title: "App")
    app.log = TerminalLog(path: logPath)
    first.title = "First"
    first.collectionView.scheduler = app.scheduler
    app.push(first)
    try app.start()
  }

  /// Asks for a frame, as a screen does after changing what it shows, runs what is due and draws
  /// the frame.
  func settle() {
    app.setNeedsDisplay()
    app.clock.advance(by: 0)
    app.clock.advance(by: 1 / TerminalApplication.maximumFrameRate)
  }

  /// The log's lines.
  var logLines: [String] {
    ((try? String(contentsOfFile: logPath, encoding: .utf8)) ?? "").split(separator: "\n")
      .map(String.init)
  }

  var lines: [String] {
    backend.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  @Test func theStackIsANavigationController_thatTheScreensFind() {
    #expect(app.navigationController.viewControllers.count == 1)
    #expect(app.screens.first === first)
    #expect(first.navigationController === app.navigationController)
    #expect(first.application === app)
    // A screen presented over the stack finds the application through its presenter.
    let presented = RowsScreen(rows: ["p"])
    #expect(presented.application == nil)
    first.present(presented, animated: false)
    #expect(presented.application === app)
  }

  @Test func aScreenPushesThroughItsNavigationController_andEscapeComesBack() throws {
    let second = RowsScreen(rows: ["a", "b"])
    second.title = "Second"
    second.collectionView.scheduler = app.scheduler
    first.navigationController?.pushViewController(second, animated: true)
    settle()
    #expect(app.topScreen === second)
    #expect(second.application === app)
    #expect(lines[0].hasPrefix(" Second"))
    #expect(lines[1] == "▶ a")
    #expect(app.selectedIndexPath == IndexPath(item: 0, section: 0))
    #expect(logLines.contains { $0.hasSuffix("open screen 'Second' (2 on the stack)") })
    app.press(.escape)
    app.flushInput()
    settle()
    #expect(app.topScreen === first)
    #expect(lines[1] == "▶ one")
    #expect(logLines.contains { $0.hasSuffix("close screen 'Second' (1 on the stack)") })
  }

  @Test func replacingTheTopScreen_closesOneAndOpensTheOther() {
    app.push(RowsScreen(rows: ["a"]))
    app.screens.last?.title = "Old"
    app.setNeedsDisplay()
    settle()
    let replacement = RowsScreen(rows: ["new"])
    replacement.title = "New"
    app.navigationController.setViewControllers([first, replacement], animated: false)
    settle()
    #expect(lines[1] == "▶ new")
    #expect(logLines.contains { $0.hasSuffix("close screen 'Old' (1 on the stack)") })
    #expect(logLines.last?.hasSuffix("open screen 'New' (2 on the stack)") == true)
  }

  @Test func anAlertTakesTheKeys_evenBeforeItIsDrawn() {
    var chosen: [String] = []
    let alert = AlertController(title: "Now?", message: nil, preferredStyle: .alert)
    alert.addAction(AlertAction(title: "Later", style: .cancel) { _ in chosen.append("later") })
    let now = AlertAction(title: "Now", style: .default) { _ in chosen.append("now") }
    alert.addAction(now)
    alert.preferredAction = now
    first.present(alert, animated: true)
    app.press(.enter)
    #expect(chosen == ["now"])
  }

  @Test func aPlainViewControllerShownFromAScreen_isAScreenOfItsOwn() {
    let plain = PlainListController(title: "Plain", rows: ["x", "y", "z"])
    first.show(plain, sender: nil)
    settle()
    #expect(plain.navigationController === app.navigationController)
    #expect(plain.appearances == ["willAppear", "didAppear"])
    #expect(lines[0].hasPrefix(" Plain"))
    #expect(lines[1] == "▶ x")
    // Its first collection view takes the selection keys, and Enter taps the row.
    app.press(.down)
    app.press(.down)
    settle()
    #expect(lines[3] == "▶ z")
    app.press(.enter)
    #expect(plain.selected == [2])
    app.press(.character("q"))
    settle()
    #expect(app.topScreen === first)
    #expect(plain.appearances == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
  }

  @Test func theTitleBarShowsTheNavigationItemsTitle() {
    first.navigationItem.title = "Item title"
    app.setNeedsDisplay()
    settle()
    // One screen: its title, as a navigation bar shows it; alone, as the terminal is narrow.
    #expect(lines[0].hasPrefix(" Item title "))
    let second = RowsScreen(rows: ["a"])
    second.title = "Own title"
    second.navigationItem.title = "Navigation title"
    app.push(second)
    settle()
    #expect(lines[0].hasPrefix(" Navigation title"))
  }

  @Test func rightBarButtonItems_showInTheTitleBar_andTheirFunctionKeyOrAClickPressesThem() {
    var pressed: [String] = []
    let add = BarButtonItem(
      systemItem: .add, primaryAction: Action { _ in pressed.append("add") })
    let play = BarButtonItem(
      title: "Play", primaryAction: Action { _ in pressed.append("play") })
    first.navigationItem.rightBarButtonItems = [add, play]
    app.setNeedsDisplay()
    settle()
    #expect(lines[0] == " First          F2 Add  F3 Play  ? keys")
    app.handle(bytes: Array("\u{1B}OQ".utf8))  // F2
    app.handle(bytes: Array("\u{1B}[13~".utf8))  // F3
    #expect(pressed == ["add", "play"])
    // A click on "Play" in the title bar.
    app.handle(bytes: Array("\u{1B}[<0;28;1M".utf8))
    #expect(pressed == ["add", "play", "play"])
    // A disabled item is dimmed and does nothing.
    add.isEnabled = false
    app.setNeedsDisplay()
    settle()
    #expect(backend.lastFrame?[18, 0].style.isDim == true)
    app.press(.function(2))
    #expect(pressed == ["add", "play", "play"])
    #expect(app.keyHints.contains(KeyHint("F3", "Play")))
  }

  @Test func leftBarButtonItems_comeFirstInTheTitleBar_andTheirKeysComeFirst() {
    var pressed: [String] = []
    first.navigationItem.leftBarButtonItem = BarButtonItem(
      title: "Edit", primaryAction: Action { _ in pressed.append("edit") })
    first.navigationItem.rightBarButtonItem = BarButtonItem(
      systemItem: .add, primaryAction: Action { _ in pressed.append("add") })
    app.setNeedsDisplay()
    settle()
    #expect(lines[0] == " First          F2 Edit  F3 Add  ? keys")
    app.handle(bytes: Array("\u{1B}OQ".utf8))  // F2
    app.handle(bytes: Array("\u{1B}[13~".utf8))  // F3
    #expect(pressed == ["edit", "add"])
    first.navigationItem.setLeftBarButtonItems(nil, animated: true)
    app.setNeedsDisplay()
    settle()
    #expect(lines[0] == " First                   F2 Add  ? keys")
  }

  @Test func aScreensBarAppearance_coloursTheTitleBar_andOtherwiseItIsReversed() throws {
    let appearance = NavigationBarAppearance()
    appearance.backgroundColor = .systemIndigo
    appearance.titleTextAttributes = [.foregroundColor: Color.white]
    first.navigationItem.standardAppearance = appearance
    app.setNeedsDisplay()
    settle()
    let frame = try #require(backend.lastFrame)
    #expect(frame[1, 0].style.background == Color.systemIndigo.drawingColor)
    #expect(frame[1, 0].style.foreground == Color.white.drawingColor)
    #expect(!frame[1, 0].style.isReversed && frame[1, 0].style.isBold)
    first.navigationItem.standardAppearance = nil
    app.setNeedsDisplay()
    settle()
    #expect(backend.lastFrame?[1, 0].style.isReversed == true)
  }

  @Test func anAlertIsDrawnOverTheScreen_andTakesTheKeys() {
    var chosen: [String] = []
    let alert = AlertController(title: "Delete row?", message: nil, preferredStyle: .alert)
    alert.addAction(AlertAction(title: "Cancel", style: .cancel) { _ in chosen.append("cancel") })
    alert.addAction(
      AlertAction(title: "Delete", style: .destructive) { _ in
        // The handler runs once the alert is gone.
        chosen.append("delete, alert shown: \(self.app.topScreen?.presentedViewController != nil)")
      })
    first.present(alert, animated: true)
    settle()
    expectText(
      backend.text,
      """
       First                           ? keys
      ▶ one
        two  ╭───────────────────────╮
        three│      Delete row?      │
             │                       │
             │   Cancel     Delete   │
             ╰───────────────────────╯


               Enter choose • ? more  1/3 All
      """)
    // The screen under the alert does not get the keys: the arrows move between the actions,
    // going round, from the cancel action, which has the focus first.
    app.press(.down)
    #expect(app.selectedIndexPath == IndexPath(item: 0, section: 0))
    app.press(.right)
    app.press(.left)
    app.press(.enter)
    settle()
    #expect(chosen == ["delete, alert shown: false"])
    #expect(app.topScreen === first)
    #expect(!backend.text.contains("Delete row?"))
    #expect(logLines.contains { $0.hasSuffix("present 'Delete row?'") })
    #expect(logLines.contains { $0.hasSuffix("dismiss 'Delete row?'") })
  }

  @Test func escapeChoosesTheCancelAction_orDismissesAnAlertWithout() {
    var chosen: [String] = []
    let alert = AlertController(
      title: "Sure?", message: "It cannot be undone", preferredStyle: .alert)
    alert.addAction(AlertAction(title: "OK", style: .default) { _ in chosen.append("ok") })
    alert.addAction(AlertAction(title: "Cancel", style: .cancel) { _ in chosen.append("cancel") })
    first.present(alert, animated: true)
    #expect(app.keyHints.contains(KeyHint("Esc q", "cancel")))
    #expect(app.keyHints.contains(KeyHint("Enter", "choose")))
    app.press(.escape)
    app.flushInput()
    #expect(chosen == ["cancel"])
    #expect(first.presentedViewController == nil)
    let plain = AlertController(title: "Done", message: nil, preferredStyle: .alert)
    plain.addAction(AlertAction(title: "Fine", style: .default) { _ in chosen.append("fine") })
    first.present(plain, animated: true)
    #expect(app.keyHints.contains(KeyHint("Esc q", "close")))
    app.press(.character("q"))
    #expect(chosen == ["cancel"])
    #expect(first.presentedViewController == nil)
    #expect(!app.hasQuit)
  }

  @Test func aClickOnAnAlertsActionChoosesIt_andTabGoesRound() throws {
    var chosen: [String] = []
    let sheet = AlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    for title in ["Report", "Share"] {
      sheet.addAction(AlertAction(title: title, style: .default) { chosen.append($0.title ?? "") })
    }
    sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
    first.present(sheet, animated: true)
    settle()
    // The sheet sits at the bottom of the screen area, one action a line, Cancel last.
    let report = try #require(lines.firstIndex { $0.contains("Report") })
    #expect(lines[report + 1].contains("Share"))
    #expect(lines[report + 2].contains("Cancel"))
    #expect(lines[report + 3].contains("╰"))
    #expect(report + 4 == 9)  // the status line
    // Tab from Cancel goes round to Report, then Share.
    app.press(.tab)
    app.press(.tab)
    app.press(.enter)
    #expect(chosen == ["Share"])
    first.present(sheet, animated: true)
    settle()
    let column = try #require(lines[report].range(of: "Report")).lowerBound.utf16Offset(
      in: lines[report])
    app.handle(bytes: Array("\u{1B}[<0;\(column + 1);\(report + 1)M".utf8))
    #expect(chosen == ["Share", "Report"])
  }

  @Test func aPresentedScreenTakesTheKeysAndTheTitle_andEscapeDismissesIt() {
    let modal = PlainListController(title: "Modal", rows: ["m1", "m2"])
    modal.modalPresentationStyle = .fullScreen
    first.present(modal, animated: true)
    settle()
    #expect(modal.presentingViewController === app.navigationController)
    #expect(app.topScreen === modal)
    #expect(lines[0].hasPrefix(" Modal"))
    #expect(lines[1] == "▶ m1")
    #expect(!backend.text.contains("one"))
    app.press(.down)
    app.press(.enter)
    #expect(modal.selected == [1])
    app.press(.escape)
    app.flushInput()
    settle()
    #expect(app.topScreen === first)
    #expect(modal.appearances == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
    #expect(lines[1] == "▶ one")
  }
}
