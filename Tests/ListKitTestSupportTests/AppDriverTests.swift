import Foundation
import ListKit
import ListKitTerminal
import ListKitTestSupport
import ListKitWeb
import Testing

/// `TerminalDriver` and `WebDriver` drive the same screen the same way.
@MainActor
@Suite struct AppDriverTests {
  /// A screen with a list of names, a button that counts, a text field, and keys.
  final class NamesScreen: AppViewController, CollectionViewDataSource,
    CollectionViewDelegateFlowLayout
  {
    var names = ["Ada", "Grace", "Linus"]
    var chosen: [String] = []
    var presses = 0
    var keys: [String] = []
    let collectionView = CollectionView(
      frame: .zero, collectionViewLayout: CollectionViewFlowLayout())
    let button = Button(type: .system)
    let field = TextField()

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Names"
      collectionView.dataSource = self
      collectionView.delegate = self
      collectionView.register(CollectionViewListCell.self, forCellWithReuseIdentifier: "row")
      button.setTitle("Count", for: .normal)
      button.addAction(Action { [weak self] _ in self?.presses += 1 }, for: .touchUpInside)
      field.placeholder = "Name"
      view.addSubview(collectionView)
      view.addSubview(button)
      view.addSubview(field)
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      button.frame = CGRect(x: 0, y: 0, width: 9, height: 1)
      field.frame = CGRect(x: 10, y: 0, width: 20, height: 1)
      collectionView.frame = CGRect(
        x: 0, y: 1, width: view.bounds.width, height: max(0, view.bounds.height - 1))
    }

    override var focusedCollectionView: CollectionView? { collectionView }
    override var statusText: String {
      "\(presses) presses; chose \(chosen.joined(separator: ", "))"
    }

    override var keyCommands: [KeyCommand]? {
      [
        KeyCommand(input: "x", modifierFlags: .control, discoverabilityTitle: "mark") {
          [weak self] _ in self?.keys.append("ctrl-x")
        },
        KeyCommand(input: "G") { [weak self] _ in self?.keys.append("G") },
      ]
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
      -> Int
    { names.count }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
      -> CollectionViewCell
    {
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
      if let cell = cell as? CollectionViewListCell {
        var content = cell.defaultContentConfiguration()
        content.text = names[indexPath.item]
        cell.contentConfiguration = content
      }
      return cell
    }

    func collectionView(
      _ collectionView: CollectionView, layout: CollectionViewLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
      CGSize(width: collectionView.bounds.width, height: 1)
    }

    func collectionView(
      _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
      minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
      0
    }

    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
      chosen.append(names[indexPath.item])
    }
  }

  enum Renderer: String, CaseIterable {
    case terminal, web
  }

  static func driver(_ renderer: Renderer, screen: NamesScreen) -> any AppDriver {
    switch renderer {
    case .terminal:
      TerminalDriver(screen: screen, size: TerminalSize(columns: 50, rows: 8), title: "Test")
    case .web:
      WebDriver(screen: screen, columns: 50, rows: 8, title: "Test")
    }
  }

  @Test(arguments: Renderer.allCases)
  func theScreenReadsAsText_withItsTitleRowsAndStatus(renderer: Renderer) {
    let screen = NamesScreen()
    let text = Self.driver(renderer, screen: screen).screenText
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 8)
    #expect(lines.first?.contains("Test") == true)
    #expect(text.contains("Count"))
    #expect(text.contains("Name"))
    for name in screen.names { #expect(text.contains(name), "\(text)") }
    #expect(lines.last?.contains("0 presses") == true, "\(text)")
    #expect(lines.last?.contains("Ctrl-X mark") == true, "\(text)")
  }

  @Test(arguments: Renderer.allCases)
  func tapPressesAButton_andSelectsARow(renderer: Renderer) throws {
    let screen = NamesScreen()
    let driver = Self.driver(renderer, screen: screen)
    try driver.tap("Count")
    try driver.tap("Count")
    try driver.tap("Grace")
    #expect(screen.presses == 2)
    #expect(screen.chosen == ["Grace"])
    #expect(driver.screenText.contains("2 presses; chose Grace"))
    #expect(throws: AppDriverError.self) { try driver.tap("Nobody") }
  }

  @Test(arguments: Renderer.allCases)
  func keysByName_reachTheKeyCommandsAndTheList(renderer: Renderer) {
    let screen = NamesScreen()
    let driver = Self.driver(renderer, screen: screen)
    driver.press("ctrl-x", "shift-g", "G", "g")
    #expect(screen.keys == ["ctrl-x", "G", "G"])
    driver.press("Home", "Down", "Enter")
    #expect(screen.chosen == ["Grace"])
  }

  @Test(arguments: Renderer.allCases)
  func typingGoesIntoTheTextFieldWithTheKeys(renderer: Renderer) {
    let screen = NamesScreen()
    let driver = Self.driver(renderer, screen: screen)
    #expect(screen.field.becomeFirstResponder())
    driver.type("Edsger")
    #expect(screen.field.text == "Edsger")
    #expect(driver.screenText.contains("Edsger"))
    driver.press("Escape")
    #expect(!screen.field.isFirstResponder)
  }

  @Test(arguments: Renderer.allCases)
  func advanceRunsTheWorkDue_andStatusMessagesExpire(renderer: Renderer) {
    let screen = NamesScreen()
    let driver = Self.driver(renderer, screen: screen)
    screen.showStatusMessage("Saved", for: 2)
    #expect(driver.screenText.contains("Saved"))
    driver.advance(by: 1.9)
    #expect(driver.screenText.contains("Saved"))
    driver.advance(by: 0.2)
    #expect(!driver.screenText.contains("Saved"))
  }

  @Test(arguments: Renderer.allCases)
  func aRowWithoutActionsSaysSo(renderer: Renderer) throws {
    let screen = NamesScreen()
    let driver = Self.driver(renderer, screen: screen)
    driver.press("Home", "x")
    #expect(driver.screenText.contains("No actions for this item"))
    try driver.rightClick("Linus")
    #expect(screen.presentedViewController == nil)
  }

  @Test func keyNamesReadModifiersAndNames() {
    #expect(KeyName("ctrl-d") == KeyName("CTRL-d"))
    #expect(KeyName("ctrl-d").modifierFlags == .control)
    #expect(KeyName("shift-Tab").key == "Tab")
    #expect(KeyName("shift-Tab").modifierFlags == .shift)
    #expect(KeyName("Esc").key == "Escape")
    #expect(KeyName("-").key == "-")
    #expect(KeyName("ctrl--").key == "-")
    #expect(KeyName("alt-shift-F2").modifierFlags == [.alternate, .shift])
    #expect(KeyName("cmd-alt-ctrl-shift-a").description == "ctrl-alt-shift-cmd-a")
  }
}
