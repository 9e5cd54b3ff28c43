import Foundation
import ListUI
import Testing

/// `Responder`, `KeyCommand` and `pressesBegan(_:with:)`: UIKit's responder chain for keys.
@MainActor
@Suite struct ResponderChainTests {
  /// A view controller whose key commands and presses are given by the test.
  final class Screen: ViewController {
    var commands: [KeyCommand]?
    var pressed: [String] = []
    var passesPressesOn = true

    override var keyCommands: [KeyCommand]? { commands }

    override func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) {
      pressed += presses.compactMap(\.key?.characters)
      if passesPressesOn { super.pressesBegan(presses, with: event) }
    }
  }

  /// A text field that lists key commands of its own.
  final class CommandField: TextField {
    var commands: [KeyCommand]?
    override var keyCommands: [KeyCommand]? { commands }
  }

  @Test func theChainGoesFromAViewUpItsSuperviewsToItsControllerAndItsParent() {
    let navigation = NavigationController()
    let screen = Screen()
    navigation.pushViewController(screen, animated: false)
    navigation.view.frame = CGRect(x: 0, y: 0, width: 40, height: 10)
    navigation.view.layoutIfNeeded()
    let container = View()
    let field = TextField()
    screen.view.addSubview(container)
    container.addSubview(field)
    let chain = field.responderChain
    #expect(chain.first === field)
    #expect(chain.dropFirst().first === container)
    #expect(chain.contains { $0 === screen })
    #expect(chain.last === navigation)
    let screenIndex = chain.firstIndex { $0 === screen }!
    #expect(chain[screenIndex - 1] === screen.view)
  }

  @Test func aPresentedControllersNextIsThePresenter() {
    let root = ViewController()
    root.loadViewIfNeeded()
    let presented = ViewController()
    root.present(presented, animated: false)
    #expect(presented.next === root)
  }

  @Test func theNearestMatchingCommandRuns_fromTheFirstResponderUp() {
    let screen = Screen()
    let field = CommandField()
    screen.view.addSubview(field)
    var ran: [String] = []
    screen.commands = [
      KeyCommand(input: "s", modifierFlags: .control) { _ in ran.append("screen ctrl-s") },
      KeyCommand(input: "x") { _ in ran.append("screen x") },
    ]
    field.commands = [KeyCommand(input: "s", modifierFlags: .control) { _ in ran.append("field") }]
    #expect(field.sendKey(KeyboardKey(input: "s", modifierFlags: .control)))
    #expect(field.sendKey(KeyboardKey(input: "x")))
    #expect(screen.sendKey(KeyboardKey(input: "s", modifierFlags: .control)))
    #expect(ran == ["field", "screen x", "screen ctrl-s"])
    #expect(screen.pressed.isEmpty)
  }

  @Test func aKeyNoCommandMatchesGoesToPressesBegan_andLeavesTheChainUnlessHandled() {
    let screen = Screen()
    let view = View()
    screen.view.addSubview(view)
    #expect(!view.sendKey(KeyboardKey(input: "q")))
    #expect(screen.pressed == ["q"])
    screen.passesPressesOn = false
    #expect(view.sendKey(KeyboardKey(input: "w")))
    #expect(screen.pressed == ["q", "w"])
  }

  @Test func commandsMatchTheKeyWithTheSameModifiers() {
    func matches(_ command: KeyCommand, _ key: KeyboardKey) -> Bool { command.matches(key) }
    let g = KeyCommand(input: "g") { _ in }
    let shiftG = KeyCommand(input: "g", modifierFlags: .shift) { _ in }
    let capitalG = KeyCommand(input: "G") { _ in }
    let plus = KeyCommand(input: "+") { _ in }
    let controlC = KeyCommand(input: "c", modifierFlags: .control) { _ in }
    let up = KeyCommand(input: KeyCommand.inputUpArrow) { _ in }
    #expect(matches(g, KeyboardKey(input: "g")))
    #expect(!matches(g, KeyboardKey(input: "G")))
    #expect(matches(shiftG, KeyboardKey(input: "G")))
    #expect(matches(capitalG, KeyboardKey(input: "g", modifierFlags: .shift)))
    #expect(!matches(capitalG, KeyboardKey(input: "g")))
    // A terminal cannot tell Shift on "+"; a browser can: both match.
    #expect(matches(plus, KeyboardKey(input: "+")))
    #expect(matches(plus, KeyboardKey(input: "+", modifierFlags: .shift)))
    #expect(!matches(plus, KeyboardKey(input: "+", modifierFlags: .control)))
    #expect(matches(controlC, KeyboardKey(input: "c", modifierFlags: .control)))
    #expect(!matches(controlC, KeyboardKey(input: "c")))
    #expect(!matches(controlC, KeyboardKey(input: "c", modifierFlags: [.control, .alternate])))
    #expect(matches(up, KeyboardKey(input: KeyCommand.inputUpArrow)))
    #expect(!matches(up, KeyboardKey(input: KeyCommand.inputUpArrow, modifierFlags: .shift)))
    #expect(!matches(up, KeyboardKey(input: KeyCommand.inputDownArrow)))
  }

  @Test func theHintsListDiscoverableCommandsNearestFirst_eachKeyOnce() {
    let screen = Screen()
    let field = CommandField()
    screen.view.addSubview(field)
    screen.commands = [
      KeyCommand(input: "a", discoverabilityTitle: "add") { _ in },
      KeyCommand(input: "d", modifierFlags: .control, discoverabilityTitle: "delete") { _ in },
      KeyCommand(input: "z") { _ in },
    ]
    field.commands = [KeyCommand(input: "a", discoverabilityTitle: "append") { _ in }]
    let hints = field.discoverableKeyCommands.map {
      "\($0.keysDescription) \($0.discoverabilityTitle!)"
    }
    #expect(hints == ["a append", "Ctrl-D delete"])
  }

  @Test func keysAreDescribedAsTheHintsShowThem() {
    func described(_ input: String, _ flags: KeyModifierFlags = []) -> String {
      KeyCommand(input: input, modifierFlags: flags) { _ in }.keysDescription
    }
    #expect(described("a") == "a")
    #expect(described("g", .shift) == "G")
    #expect(described("\r") == "Enter")
    #expect(described(" ") == "Space")
    #expect(described(KeyCommand.inputUpArrow) == "↑")
    #expect(described(KeyCommand.inputEscape) == "Esc")
    #expect(described(KeyCommand.inputF2) == "F2")
    #expect(described(KeyCommand.inputDownArrow, .shift) == "Shift-↓")
    #expect(described("s", [.control, .alternate]) == "Ctrl-Alt-S")
  }

  @Test func anAppScreenHintsItsCommandsThenItsOwnHints() {
    final class AppScreen: AppViewController {
      override var keyCommands: [KeyCommand]? {
        [KeyCommand(input: "+", discoverabilityTitle: "increment") { _ in }]
      }
      override var keyHints: [KeyHint] { [KeyHint("Enter", "remove")] }
    }
    let hints = AppViewController.keyHints(of: AppScreen())
    #expect(hints == [KeyHint("+", "increment"), KeyHint("Enter", "remove")])
    #expect(AppViewController.keyHints(of: ViewController()).isEmpty)
  }
}
