import Foundation
import ListKit
import ListUI
import Testing

@testable import ListKitWeb

/// Input from the page reaching ListUI, and what is dropped.
@MainActor
@Suite struct InputTests {
  @Test func aClickPressesAButton() throws {
    let screen = ViewController()
    let button = Button()
    button.title = "Go"
    button.frame = CGRect(x: 2, y: 2, width: 6, height: 1)
    var presses = 0
    button.addAction { _ in presses += 1 }
    screen.view.addSubview(button)
    let recorder = Recorder(root: screen)
    let ops = Recorder.operations(in: recorder.hello())
    let key = recorder.session.keys.key(for: button)
    #expect(ops.contains { $0.contains(#""id":"\#(key)""#) && $0.contains(#""kind":"button""#) })
    #expect(ops.contains { $0.contains(#""aria-label":"Go""#) })
    recorder.session.receive(#"{"type":"click","id":"\#(key)","x":1,"y":0}"#)
    #expect(presses == 1)
    button.isEnabled = false
    recorder.session.advance(by: 0)
    #expect(
      Recorder.operations(in: recorder.messages.last).contains(
        #"{"op":"attrs","id":"\#(key)","attrs":{"disabled":""}}"#))
    recorder.session.receive(#"{"type":"click","id":"\#(key)"}"#)
    #expect(presses == 1)
  }

  @Test func aClickOnACellSelectsItsItem() throws {
    let screen = ListScreen(items: ["alpha", "beta"])
    let recorder = Recorder(root: screen)
    screen.connect(scheduler: recorder.session.scheduler)
    recorder.hello()
    let label = try #require(recorder.element(showing: "beta"))
    recorder.session.receive(#"{"type":"click","id":"\#(label.id)","x":3,"y":0}"#)
    #expect(screen.selected == ["beta"])
    recorder.session.advance(by: 0)
    #expect(recorder.element(showing: "beta", kind: "cell")?.attributes["aria-current"] == "true")
    #expect(recorder.element(showing: "2/2") != nil)
  }

  @Test func arrowsAndEnterMoveAndChooseInTheList() throws {
    let screen = ListScreen(items: ["alpha", "beta", "gamma"])
    let recorder = Recorder(root: screen)
    screen.connect(scheduler: recorder.session.scheduler)
    recorder.hello()
    // The first row is selected as the list shows.
    for key in ["ArrowDown", "ArrowDown", "ArrowUp", "ArrowUp", "Enter"] {
      recorder.session.receive(#"{"type":"key","key":"\#(key)"}"#)
    }
    #expect(screen.selected == ["alpha"])
    recorder.session.receive(#"{"type":"key","key":"End"}"#)
    recorder.session.receive(#"{"type":"key","key":"Enter"}"#)
    #expect(screen.selected == ["alpha", "gamma"])
  }

  @Test func theTerminalsKeysWorkInTheBrowser() throws {
    let navigation = NavigationController()
    let first = ListScreen(items: ["one"])
    let screen = ListScreen(items: ["alpha", "beta", "gamma", "delta"])
    navigation.pushViewController(first, animated: false)
    navigation.pushViewController(screen, animated: false)
    let recorder = Recorder(root: navigation)
    screen.connect(scheduler: recorder.session.scheduler)
    first.connect(scheduler: recorder.session.scheduler)
    recorder.hello(columns: 80, rows: 24)
    func press(_ key: String) {
      recorder.session.receive(.key(WebKeyEvent(key: key)))
    }
    press("j")
    press("j")
    press("k")
    #expect(screen.collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 1)])
    press("G")
    #expect(screen.collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 3)])
    press("g")
    #expect(screen.collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
    // `?` shows every key in a panel; any key hides it.
    press("?")
    recorder.session.advance(by: 0)
    let panel = try #require(recorder.session.shown["keyhints"])
    #expect(panel.attributes["role"] == "dialog")
    #expect(recorder.element(showing: "hide these keys") != nil)
    #expect(recorder.element(showing: "before, after in a row") != nil)
    press("j")
    recorder.session.advance(by: 0)
    #expect(recorder.session.shown["keyhints"] == nil)
    #expect(screen.collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 1)])
    // `q` goes back, as Escape does; on the first screen it does nothing.
    press("q")
    #expect(recorder.session.topScreen === first)
    press("q")
    #expect(recorder.session.topScreen === first)
  }

  @Test func theScreensKeyCommandsTakeKeysFirst() {
    let screen = ListScreen(items: ["alpha"])
    let recorder = Recorder(root: screen)
    screen.connect(scheduler: recorder.session.scheduler)
    recorder.hello()
    var ran: [String] = []
    screen.commands = [
      KeyCommand(input: "\r") { _ in ran.append("enter") },
      KeyCommand(input: KeyCommand.inputDownArrow, modifierFlags: .shift) { _ in
        ran.append("shift-down")
      },
      KeyCommand(input: "d", modifierFlags: .control) { _ in ran.append("ctrl-d") },
    ]
    recorder.session.receive(#"{"type":"key","key":"ArrowDown","shift":true}"#)
    recorder.session.receive(#"{"type":"key","key":"Enter"}"#)
    recorder.session.receive(#"{"type":"key","key":"d","ctrl":true}"#)
    recorder.session.receive(#"{"type":"key","key":"d"}"#)
    #expect(ran == ["shift-down", "enter", "ctrl-d"])
    #expect(screen.selected.isEmpty)
    // A key no command matches goes on to the session: the arrow selects the first row.
    recorder.session.receive(#"{"type":"key","key":"ArrowDown"}"#)
    #expect(screen.collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
  }

  @Test func theFramesTellThePageTheKeysWithModifiersTheScreenTakes() {
    let screen = ListScreen(items: ["alpha"])
    screen.commands = [
      KeyCommand(input: "d", modifierFlags: .control) { _ in },
      KeyCommand(input: "S", modifierFlags: [.control, .alternate]) { _ in },
      KeyCommand(input: "x") { _ in },
    ]
    let recorder = Recorder(root: screen)
    screen.connect(scheduler: recorder.session.scheduler)
    let first = recorder.hello()
    #expect(first?.contains(#""keys":["ctrl+alt+s","ctrl+d"]"#) == true, "\(first ?? "")")
    // Only a change is sent again.
    screen.items = ["alpha", "beta"]
    screen.adapter.performUpdates(animated: false)
    recorder.session.advance(by: 1)
    #expect(recorder.messages.last?.contains(#""keys""#) == false)
    screen.commands = []
    recorder.session.setNeedsFrame()
    recorder.session.advance(by: 0)
    #expect(recorder.messages.last?.contains(#""keys":[]"#) == true)
  }

  @Test func aTextFieldWithTheKeysAsksThePageForTheFocus() throws {
    let screen = ViewController()
    let field = TextField()
    field.frame = CGRect(x: 0, y: 0, width: 20, height: 1)
    screen.view.addSubview(field)
    let recorder = Recorder(root: screen)
    recorder.hello()
    let key = try #require(recorder.session.elementID(of: field))
    #expect(recorder.session.shown[key]?.attributes["autofocus"] == nil)
    #expect(field.becomeFirstResponder())
    recorder.session.advance(by: 0)
    recorder.session.renderFrame()
    #expect(recorder.session.shown[key]?.attributes["autofocus"] == "")
    _ = field.resignFirstResponder()
    recorder.session.renderFrame()
    #expect(recorder.session.shown[key]?.attributes["autofocus"] == nil)
  }

  @Test func typingGoesThroughTheTextFieldAndItsDelegate() throws {
    final class Delegate: TextFieldDelegate {
      var changes: [String] = []
      func textField(
        _ textField: TextField, shouldChangeCharactersIn range: NSRange,
        replacementString string: String
      ) -> Bool {
        changes.append("\(range.location),\(range.length):\(string)")
        return string != "!"
      }
    }
    let screen = ViewController()
    let field = TextField()
    field.frame = CGRect(x: 0, y: 0, width: 20, height: 1)
    field.placeholder = "Name"
    let delegate = Delegate()
    field.delegate = delegate
    screen.view.addSubview(field)
    let recorder = Recorder(root: screen)
    let ops = Recorder.operations(in: recorder.hello())
    let key = recorder.session.keys.key(for: field)
    #expect(
      ops.contains {
        $0.contains(#""id":"\#(key)""#) && $0.contains(#""kind":"input""#)
          && $0.contains(#""placeholder":"Name""#) && $0.contains(#""value":"""#)
      })
    recorder.session.receive(#"{"type":"focus","id":"\#(key)"}"#)
    #expect(field.isFirstResponder)
    // The field has the keys: the page is told it keeps the focus.
    #expect(
      Recorder.operations(in: recorder.session.renderFrame()) == [
        #"{"op":"attrs","id":"\#(key)","attrs":{"autofocus":""}}"#
      ])
    recorder.session.receive(#"{"type":"text","id":"\#(key)","value":"Ada","caret":3}"#)
    recorder.session.receive(#"{"type":"text","id":"\#(key)","value":"Ad","caret":2}"#)
    #expect(field.text == "Ad")
    #expect(delegate.changes == ["0,0:Ada", "2,1:"])
    // The page shows what it typed: nothing to send.
    #expect(recorder.session.renderFrame() == nil)
    // A change the delegate refuses is sent back.
    recorder.session.receive(#"{"type":"text","id":"\#(key)","value":"Ad!","caret":3}"#)
    recorder.session.advance(by: 0)
    #expect(
      Recorder.operations(in: recorder.messages.last).contains(
        #"{"op":"value","id":"\#(key)","value":"Ad","caret":2}"#))
    // A pasted line break becomes a space, as UIKit's text field makes it.
    recorder.session.receive(#"{"type":"paste","text":"a\nb"}"#)
    #expect(field.text == "Ada b")
  }

  @Test func aNavigationBarsAppearance_coloursTheTitleBar_whileItsScreenIsOnTop() throws {
    let screen = ListScreen(items: ["alpha"])
    let navigation = NavigationController(rootViewController: screen)
    let appearance = NavigationBarAppearance()
    appearance.backgroundColor = Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
    appearance.titleTextAttributes = [.foregroundColor: Color.white]
    navigation.navigationBar.standardAppearance = appearance
    let recorder = Recorder(root: navigation, options: WebSessionOptions(title: "App"))
    recorder.hello()
    let style = try #require(recorder.session.shown["bar"]?.style)
    let expected = JSON.object([
      ("bg", .string(try #require(CSSStyle.css(appearance.backgroundColor)))),
      ("fg", .string(try #require(CSSStyle.css(Color.white, fill: false)))),
    ])
    #expect(style == expected)
    // A screen pushed with its own appearance, of the theme's colour: the bar is drawn plain.
    let second = ViewController()
    second.navigationItem.standardAppearance = NavigationBarAppearance()
    second.navigationItem.standardAppearance?.configureWithOpaqueBackground()
    navigation.pushViewController(second, animated: false)
    recorder.session.setNeedsFrame()
    recorder.session.advance(by: 0)
    #expect(
      recorder.session.shown["bar"]?.style
        == .object([("bg", .string("var(--bg)")), ("fg", .string("var(--fg)"))]))
  }

  @Test func escapeGoesBackAndTheBackButtonToo() throws {
    let navigation = NavigationController(rootViewController: ListScreen(items: ["alpha"]))
    let recorder = Recorder(root: navigation, options: WebSessionOptions(title: "App"))
    recorder.hello()
    #expect(recorder.session.shown["back"] == nil)
    let second = ViewController()
    second.title = "Second"
    let item = BarButtonItem(title: "Add")
    var added = 0
    item.primaryAction = Action { _ in added += 1 }
    second.navigationItem.rightBarButtonItem = item
    navigation.pushViewController(second, animated: false)
    recorder.session.setNeedsFrame()
    recorder.session.advance(by: 0)
    let ops = Recorder.operations(in: recorder.messages.last)
    #expect(ops.contains { $0.hasPrefix(#"{"op":"create","id":"back","parent":"bar""#) })
    #expect(ops.contains { $0.contains(#""t":"App › Second""#) })
    #expect(ops.contains { $0.hasPrefix(#"{"op":"create","id":"item0","parent":"bar""#) })
    recorder.session.receive(#"{"type":"click","id":"item0"}"#)
    #expect(added == 1)
    // F2 presses the first bar button item, as in the terminal; F3 has none to press.
    recorder.session.receive(#"{"type":"key","key":"F2"}"#)
    recorder.session.receive(#"{"type":"key","key":"F3"}"#)
    #expect(added == 2)
    recorder.session.receive(#"{"type":"key","key":"Escape"}"#)
    #expect(navigation.viewControllers.count == 1)
    navigation.pushViewController(second, animated: false)
    recorder.session.advance(by: 0)
    recorder.session.receive(#"{"type":"click","id":"back"}"#)
    #expect(navigation.viewControllers.count == 1)
  }

  @Test func anAlertIsADialogWhoseActionsAreButtons() throws {
    let screen = ViewController()
    let recorder = Recorder(root: screen)
    recorder.hello()
    let alert = AlertController(title: "Delete?", message: "It goes.", preferredStyle: .alert)
    var chosen: [String] = []
    alert.addAction(AlertAction(title: "Cancel", style: .cancel) { _ in chosen.append("cancel") })
    alert.addAction(
      AlertAction(title: "Delete", style: .destructive) { _ in chosen.append("delete") })
    screen.present(alert, animated: false)
    recorder.session.setNeedsFrame()
    recorder.session.advance(by: 1)
    let ops = Recorder.operations(
      in: recorder.messages.joined(separator: "\n").split(separator: "\n").map(String.init).last)
    #expect(
      ops.contains {
        $0.contains(#""role":"alertdialog""#) && $0.contains(#""aria-label":"Delete?""#)
      })
    // Modal: the screen under it, the title bar and the status line are inert.
    let layers = try #require(recorder.session.shown["screen"]?.children)
    #expect(layers.count == 2)
    for key in [layers[0], "bar", "status"] {
      #expect(recorder.session.shown[key]?.attributes["inert"] == "", "\(key)")
    }
    #expect(recorder.session.shown[layers[1]]?.attributes["inert"] == nil)
    let delete = try #require(
      recorder.session.shown.values.first { $0.kind == "button" && $0.runs.text.contains("Delete") }
    )
    recorder.session.receive(#"{"type":"click","id":"\#(delete.id)"}"#)
    recorder.clock.runUntilIdle()
    #expect(chosen == ["delete"])
    recorder.session.setNeedsFrame()
    recorder.session.advance(by: 1)
    #expect(recorder.session.shown[layers[0]]?.attributes["inert"] == nil)
    #expect(recorder.session.shown["bar"]?.attributes["inert"] == nil)
    screen.present(alert, animated: false)
    recorder.session.advance(by: 1)
    recorder.session.receive(#"{"type":"key","key":"Escape"}"#)
    recorder.clock.runUntilIdle()
    #expect(chosen == ["delete", "cancel"])
  }

  @Test(arguments: [
    ("not json", "message dropped: not JSON"),
    (#"[1,2]"#, "message dropped: not a JSON object"),
    (#"{"type":"launch"}"#, "message dropped: unknown type 'launch'"),
    (#"{"type":"click","id":7}"#, "message dropped: missing or invalid 'id'"),
    (#"{"type":"click","id":"v999"}"#, "message dropped: no element 'v999'"),
    (#"{"type":"resize","cols":"80","rows":24}"#, "message dropped: missing or invalid 'cols'"),
    (#"{"type":"resize","cols":80000,"rows":24}"#, "message dropped: missing or invalid 'cols'"),
    (#"{"type":"wheel","dy":1e9}"#, "message dropped: missing or invalid 'dy'"),
    (#"{"type":"key","key":true}"#, "message dropped: missing or invalid 'key'"),
    (#"{"type":"text","id":"bar","value":"x"}"#, "text dropped: 'bar' is not a text field"),
  ])
  func badMessagesAreDroppedAndLogged(message: String, line: String) {
    let recorder = Recorder(root: ViewController())
    recorder.hello()
    let sent = recorder.messages.count
    recorder.session.receive(message)
    recorder.session.advance(by: 1)
    #expect(recorder.logLines.last?.hasSuffix(line) == true, "\(recorder.logLines)")
    #expect(recorder.messages.count == sent)
  }

  @Test func anOversizedMessageIsDropped() {
    let recorder = Recorder(
      root: ViewController(), options: WebSessionOptions(maximumMessageBytes: 100))
    recorder.hello()
    let message = #"{"type":"paste","text":"\#(String(repeating: "x", count: 200))"}"#
    recorder.session.receive(message)
    #expect(
      recorder.logLines.last?.hasSuffix(
        "message dropped: \(message.utf8.count) bytes, more than 100") == true)
  }

  @Test func aResizeLaysTheViewsOutAgain() throws {
    let screen = ListScreen(items: ["alpha"])
    let recorder = Recorder(root: screen)
    screen.connect(scheduler: recorder.session.scheduler)
    recorder.hello(columns: 40, rows: 12)
    recorder.session.receive(#"{"type":"resize","cols":60,"rows":20}"#)
    recorder.session.advance(by: 0)
    let ops = Recorder.operations(in: recorder.messages.last)
    #expect(ops.contains(#"{"op":"frame","id":"screen","x":0,"y":1,"w":60,"h":18}"#))
    #expect(screen.collectionView.frame.size == CGSize(width: 60, height: 18))
    #expect(recorder.logLines.last?.hasSuffix("resize to 60x20") == true)
  }
}
