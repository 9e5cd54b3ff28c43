import Foundation
import ListUI
import Testing

/// `Control` and `Button`: UIKit's states, events, actions, and titles and colours per state.
@MainActor
@Suite struct ControlTests {
  @Test func theStateComesFromTheFlags() {
    let button = Button(type: .system)
    #expect(button.buttonType == .system)
    #expect(Button(frame: .zero).buttonType == .custom)
    #expect(button.state == .normal)
    button.isHighlighted = true
    button.isSelected = true
    button.isEnabled = false
    button.isFocused = true
    #expect(button.state == [.highlighted, .selected, .disabled, .focused])
  }

  @Test func actionsRunForTheirEvents_inOrder_withTheirSender_andNotWhenDisabled() {
    let control = Control(frame: .zero)
    var log: [String] = []
    let changed = Action(title: "changed") { action in
      log.append("changed by \(action.sender === control)")
    }
    control.addAction(changed, for: .valueChanged)
    control.addAction(changed, for: .valueChanged)
    control.addAction(Action { _ in log.append("any touch") }, for: .allTouchEvents)
    #expect(control.allControlEvents == [.valueChanged, .allTouchEvents])
    control.sendActions(for: .valueChanged)
    control.sendActions(for: .touchUpInside)
    #expect(log == ["changed by true", "any touch"])
    #expect(changed.sender == nil)
    control.isEnabled = false
    control.sendActions(for: .valueChanged)
    #expect(log.count == 2)
    control.isEnabled = true
    control.removeAction(changed, for: .valueChanged)
    control.sendActions(for: .valueChanged)
    #expect(log.count == 2)
  }

  @Test func aPressSendsTouchUpInsideAndThePrimaryAction_eachActionOnce() {
    let button = Button(frame: .zero)
    var log: [String] = []
    button.addAction { _ in log.append("primary") }
    let both = Action { _ in log.append("both") }
    button.addAction(both, for: [.touchUpInside, .primaryActionTriggered])
    button.addAction(Action { _ in log.append("down") }, for: .touchDown)
    #expect(button.sendActions())
    #expect(log == ["primary", "both"])
    button.isEnabled = false
    #expect(!button.sendActions())
    #expect(log.count == 2)
  }

  @Test func titlesAndTitleColoursFollowTheState_withTheNormalOnesAsFallback() {
    let button = Button(frame: CGRect(x: 0, y: 0, width: 8, height: 1))
    button.setTitle("Follow", for: .normal)
    button.setTitle("Unfollow", for: .selected)
    button.setTitleColor(.systemBlue, for: .normal)
    #expect(button.title == "Follow")
    #expect(button.currentTitle == "Follow")
    button.isSelected = true
    #expect(button.currentTitle == "Unfollow")
    #expect(button.title(for: .highlighted) == "Follow")
    #expect(button.currentTitleColor == .systemBlue)
    button.setTitle(nil, for: .selected)
    #expect(button.currentTitle == "Follow")

    let surface = TextRecordingSurface(width: 8, height: 1)
    button.drawHierarchy(on: surface)
    #expect(surface.strings == ["Follow"])
    #expect(surface.styles == [TextStyle(foreground: .rgb(red: 0, green: 122, blue: 255))])
    #expect(button.sizeThatFits(.zero) == CGSize(width: 6, height: 1))
  }
}

/// UIKit's tint colour: inherited down the hierarchy, and the title colour of system buttons.
@MainActor
@Suite struct TintColorTests {
  @Test func theTintIsInheritedFromTheSuperview_withSystemBlueAtTheRoot() {
    let root = View(frame: .zero)
    let child = View(frame: .zero)
    root.addSubview(child)
    #expect(child.tintColor == .systemBlue)
    root.tintColor = .systemPink
    #expect(child.tintColor == .systemPink)
    child.tintColor = .systemGreen
    #expect(child.tintColor == .systemGreen && root.tintColor == .systemPink)
    child.tintColor = nil
    #expect(child.tintColor == .systemPink)
  }

  @Test func aSystemButtonsTitleIsInItsTint_unlessItHasATitleColour() {
    let container = View(frame: .zero)
    container.tintColor = .systemOrange
    let system = Button(type: .system)
    let custom = Button(type: .custom)
    container.addSubview(system)
    container.addSubview(custom)
    #expect(system.currentTitleColor == .systemOrange)
    #expect(custom.currentTitleColor == nil)
    system.setTitleColor(.black, for: .normal)
    #expect(system.currentTitleColor == .black)
    system.setTitleColor(nil, for: .normal)
    system.isEnabled = false
    #expect(system.currentTitleColor == nil)
  }
}
