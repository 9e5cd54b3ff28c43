import Foundation
@_spi(ListKit) import ListUI
import Testing

/// `Window` and `Application`: UIKit's window and application object, and the app shell every
/// renderer shares: the keymap, the selection, the filter line, status messages, key hints.
@MainActor
@Suite struct WindowTests {
  /// A screen with one list of `count` one-line rows, that records what reaches it.
  final class Screen: AppViewController, CollectionViewDataSource {
    let collectionView: CollectionView = {
      let layout = CollectionViewFlowLayout()
      layout.itemSize = CGSize(width: 20, height: 1)
      layout.minimumLineSpacing = 0
      return CollectionView(frame: .zero, collectionViewLayout: layout)
    }()
    var count = 5
    var commands: [KeyCommand]?
    var filterable = false
    var filterChanges: [String] = []
    var selections: [IndexPath?] = []
    var appearances = 0

    override var keyCommands: [KeyCommand]? { commands }
    override var focusedCollectionView: CollectionView? { collectionView }
    override var isFilterable: Bool { filterable }
    override var statusText: String { "\(count) rows" }
    override func filterDidChange() { filterChanges.append(filterQuery) }
    override func selectionDidChange(to indexPath: IndexPath?) { selections.append(indexPath) }

    override func viewDidLoad() {
      super.viewDidLoad()
      collectionView.dataSource = self
      collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
      view.addSubview(collectionView)
    }

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      appearances += 1
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
      -> Int
    { count }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
      -> CollectionViewCell
    {
      collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
  }

  /// A window 40 by 10 with `root` as its root controller, made key and laid out.
  static func makeWindow(root: ViewController) -> Window {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
    window.hostScheduler = ManualScheduler()
    window.rootViewController = root
    window.makeKeyAndVisible()
    window.layOutScreens()
    window.keepSelection()
    return window
  }

  static func key(_ input: String, _ flags: KeyModifierFlags = []) -> KeyboardKey {
    KeyboardKey(input: input, modifierFlags: flags)
  }

  @Test func theRootControllersViewFillsTheWindow_andItsViewsKnowTheirWindow() {
    let screen = Screen()
    let window = Self.makeWindow(root: screen)
    #expect(screen.view.superview === window)
    #expect(screen.view.frame == CGRect(x: 0, y: 0, width: 40, height: 10))
    #expect(screen.collectionView.window === window)
    #expect(screen.appearances == 1)
    let presented = ViewController()
    screen.present(presented, animated: false)
    window.layOutScreens()
    #expect(presented.view.window === window)
    #expect(presented.view.frame == window.frame)
    #expect(View().window == nil)
    window.rootViewController = ViewController()
    #expect(screen.view.superview == nil)
  }

  @Test func theApplicationKnowsItsWindows_andTheKeyOne() {
    let first = Self.makeWindow(root: Screen())
    let second = Self.makeWindow(root: Screen())
    #expect(Application.shared.windows.contains { $0 === first })
    #expect(Application.shared.windows.contains { $0 === second })
    #expect(second.isKeyWindow && !first.isKeyWindow)
    first.handleKey(Self.key("j"))
    #expect(first.isKeyWindow && Application.shared.keyWindow === first)
  }

  @Test func theKeymapIsTheSameForEveryRenderer() {
    let cases: [(KeyboardKey, WindowCommand?)] = [
      (Self.key(KeyCommand.inputUpArrow), .moveUp), (Self.key("k"), .moveUp),
      (Self.key(KeyCommand.inputDownArrow), .moveDown), (Self.key("j"), .moveDown),
      (Self.key("h"), .moveLeft), (Self.key("l"), .moveRight),
      (Self.key(KeyCommand.inputPageDown), .pageDown), (Self.key(" "), .pageDown),
      (Self.key("b"), .pageUp), (Self.key("g"), .moveToTop), (Self.key("G"), .moveToBottom),
      (Self.key(KeyCommand.inputEnd), .moveToBottom), (Self.key("\r"), .activate),
      (Self.key("\t"), .focusNext), (Self.key("\t", .shift), .focusPrevious),
      (Self.key(KeyCommand.inputEscape), .back), (Self.key("q"), .back),
      (Self.key("?"), .toggleKeyHints), (Self.key("x"), .showActions),
      (Self.key(KeyCommand.inputF2), .pressBarButtonItem(index: 0)),
      (Self.key(KeyCommand.inputF4), .pressBarButtonItem(index: 2)),
      (Self.key(KeyCommand.inputF1), nil), (Self.key("j", .control), nil),
      (Self.key("z"), nil),
    ]
    for (key, command) in cases {
      #expect(WindowCommand(key) == command, "\(key.characters)")
    }
  }

  @Test func keysMoveTheSelection_andTheScreensOwnCommandsComeFirst() {
    let screen = Screen()
    let window = Self.makeWindow(root: screen)
    #expect(window.selectedIndexPath == IndexPath(item: 0, section: 0))
    #expect(window.handleKey(Self.key("j")))
    #expect(window.handleKey(Self.key(KeyCommand.inputDownArrow)))
    #expect(window.selectedIndexPath == IndexPath(item: 2, section: 0))
    #expect(window.positionText() == "3/5 All")
    var ran = 0
    screen.commands = [KeyCommand(input: "k") { _ in ran += 1 }]
    #expect(window.handleKey(Self.key("k")))
    #expect(ran == 1)
    #expect(window.selectedIndexPath == IndexPath(item: 2, section: 0))
    window.handleKey(Self.key("G"))
    #expect(window.selectedIndexPath == IndexPath(item: 4, section: 0))
    #expect(screen.selections.last == IndexPath(item: 4, section: 0))
    #expect(!window.handleKey(Self.key("z")))
  }

  @Test func anUpdateThatDeletesTheSelectedItemSelectsTheOneInItsPlace() {
    let screen = Screen()
    let window = Self.makeWindow(root: screen)
    window.handleKey(Self.key("G"))
    // A frame: the renderer keeps the selection before it draws.
    window.keepSelection()
    screen.count = 3
    screen.collectionView.reloadData()
    window.layOutScreens()
    window.keepSelection()
    #expect(window.selectedIndexPath == IndexPath(item: 2, section: 0))
  }

  @Test func backPopsAndDismisses_andSaysWhenThereIsNothingToGoBackTo() {
    let navigation = NavigationController()
    let first = Screen()
    let second = Screen()
    navigation.pushViewController(first, animated: false)
    let window = Self.makeWindow(root: navigation)
    var log: [String] = []
    window.logHandler = { log.append($0) }
    navigation.pushViewController(second, animated: false)
    window.screensDidChange()
    #expect(window.depth == 2 && window.topScreen === second)
    #expect(window.handleKey(Self.key(KeyCommand.inputEscape)))
    #expect(window.topScreen === first)
    #expect(!window.handleKey(Self.key("q")))
    #expect(!window.perform(.back))
    #expect(log.contains { $0.hasPrefix("close screen") })
  }

  @Test func theTitleBarNamesTheAppAndTheShownScreen() {
    let navigation = NavigationController()
    let first = Screen()
    first.title = "Todo"
    navigation.pushViewController(first, animated: false)
    let window = Self.makeWindow(root: navigation)
    #expect(window.titleBarText(appTitle: "Todo") == "Todo")
    first.title = "Lists"
    #expect(window.titleBarText(appTitle: "Todo") == "Todo › Lists")
    let second = Screen()
    second.title = "Groceries"
    navigation.pushViewController(second, animated: false)
    #expect(window.titleBarText(appTitle: "Todo") == "Todo › Groceries")
    #expect(window.titleBarText(appTitle: "Todo", isNarrow: true) == "Groceries")
    #expect(window.titleBarText(appTitle: "") == "Groceries")
  }

  @Test func anAlertTakesEveryKey() throws {
    let screen = Screen()
    let window = Self.makeWindow(root: screen)
    var chosen: [String] = []
    let alert = AlertController(title: "Delete?", message: nil, preferredStyle: .alert)
    alert.addAction(
      AlertAction(title: "Delete", style: .destructive) { _ in chosen.append("Delete") })
    alert.addAction(AlertAction(title: "Cancel", style: .cancel) { _ in chosen.append("Cancel") })
    screen.present(alert, animated: false)
    #expect(window.topAlert === alert)
    #expect(window.handleKey(Self.key("j")))
    #expect(window.selectedIndexPath == IndexPath(item: 0, section: 0))
    #expect(window.handleKey(Self.key("z")))
    // The first move focuses the first action; the arrows go round.
    window.handleKey(Self.key(KeyCommand.inputRightArrow))
    window.handleKey(Self.key(KeyCommand.inputLeftArrow))
    window.handleKey(Self.key("\r"))
    #expect(chosen == ["Delete"])
    #expect(window.topAlert == nil)
    let second = AlertController(title: "Sure?", message: nil, preferredStyle: .alert)
    second.addAction(AlertAction(title: "Cancel", style: .cancel) { _ in chosen.append("Cancel") })
    screen.present(second, animated: false)
    window.handleKey(Self.key(KeyCommand.inputEscape))
    #expect(chosen == ["Delete", "Cancel"])
  }

  @Test func theFilterLineTakesTypedKeys_andSelectsTheBestMatch() {
    let screen = Screen()
    screen.filterable = true
    let window = Self.makeWindow(root: screen)
    window.handleKey(Self.key("G"))
    #expect(!window.handleFilterKey(Self.key("/"), isTyping: true))
    #expect(window.handleKey(Self.key("/")))
    #expect(window.isEditingFilter && window.statusText == "/")
    for character in ["a", "b", "c"] { window.handleKey(Self.key(character)) }
    window.handleKey(Self.key("\u{8}"))
    #expect(screen.filterQuery == "ab" && window.filterLine == "/ab")
    #expect(screen.filterChanges == ["a", "ab", "abc", "ab"])
    window.keepSelection()
    #expect(window.selectedIndexPath == IndexPath(item: 0, section: 0))
    window.handleKey(Self.key("\r"))
    #expect(!window.isEditingFilter && screen.filterQuery == "ab")
    #expect(window.statusText == "5 rows")
    // With a kept filter, Escape clears it before it goes back.
    #expect(window.handleKey(Self.key(KeyCommand.inputEscape)))
    #expect(screen.filterQuery == "")
    #expect(window.keyHints.contains(KeyHint("/", "filter")))
  }

  @Test func aNewFilterSelectsTheFirstItemOnceTheListsUpdateHasCome() {
    let screen = Screen()
    screen.filterable = true
    let window = Self.makeWindow(root: screen)
    window.handleKey(Self.key("G"))
    var updateOnItsWay = true
    screen.collectionView.dataUpdateOnItsWay = { updateOnItsWay }
    window.handleKey(Self.key("/"))
    window.handleKey(Self.key("a"))
    window.keepSelection()
    #expect(window.selectedIndexPath == IndexPath(item: 4, section: 0))
    updateOnItsWay = false
    window.keepSelection()
    #expect(window.selectedIndexPath == IndexPath(item: 0, section: 0))
  }

  @Test func aScreensStatusMessageShowsInItsWindowForItsTime() {
    let screen = Screen()
    let scheduler = ManualScheduler()
    let window = Window(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
    window.hostScheduler = scheduler
    window.rootViewController = screen
    window.makeKeyAndVisible()
    var displays = 0
    window.displayHandler = { displays += 1 }
    screen.showStatusMessage("Saved", for: 2)
    #expect(window.statusMessage == "Saved" && window.statusText == "Saved")
    #expect(displays == 1)
    screen.setNeedsStatusUpdate()
    #expect(displays == 2)
    scheduler.advance(by: 2)
    #expect(window.statusMessage == nil && window.statusText == "5 rows")
    #expect(displays == 3)
  }

  @Test func theKeyHintsSayWhatTheKeysDoHere() {
    let navigation = NavigationController()
    let screen = Screen()
    screen.commands = [KeyCommand(input: "n", discoverabilityTitle: "new") { _ in }]
    screen.navigationItem.rightBarButtonItems = [
      BarButtonItem(title: "Add", primaryAction: Action(title: "Add") { _ in })
    ]
    navigation.pushViewController(screen, animated: false)
    let window = Self.makeWindow(root: navigation)
    #expect(!window.keyHints.contains { $0.action == "quit" || $0.action == "back" })
    window.quitsFromFirstScreen = true
    window.rendererKeyHints = [KeyHint("Ctrl-C", "quit")]
    let hints = window.keyHints
    #expect(hints.contains(KeyHint("Esc q", "quit")))
    #expect(hints.contains(KeyHint("F2", "Add")))
    #expect(hints.last == KeyHint("n", "new"))
    #expect(window.shortKeyHints.first == KeyHint("n", "new"))
    window.handleKey(Self.key("?"))
    #expect(window.isShowingKeyHints)
    #expect(window.handleKey(Self.key("j")) && !window.isShowingKeyHints)
    #expect(window.selectedIndexPath == IndexPath(item: 1, section: 0))
  }
}
