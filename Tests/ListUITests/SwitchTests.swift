import Foundation
import ListUI
import Testing

/// `Switch`, ListUI's `UISwitch`.
@MainActor
@Suite struct SwitchTests {
  @Test func aPressTurnsItOverAndSendsValueChanged_codeDoesNot() {
    let toggle = Switch(frame: CGRect(x: 0, y: 0, width: 5, height: 1))
    var values: [Bool] = []
    toggle.addAction(
      Action { action in values.append((action.sender as? Switch)?.isOn ?? false) },
      for: .valueChanged)
    #expect(toggle.press(at: .zero))
    #expect(toggle.isOn)
    toggle.setOn(false, animated: true)
    #expect(!toggle.isOn)
    #expect(toggle.press(at: .zero))
    toggle.isEnabled = false
    #expect(!toggle.press(at: .zero))
    #expect(values == [true, true])
    #expect(toggle.sizeThatFits(.zero) == CGSize(width: 5, height: 1))
  }

  @Test func itIsDrawnOnOrOff_inItsTintWhileOn() {
    let toggle = Switch(frame: CGRect(x: 0, y: 0, width: 5, height: 1))
    toggle.onTintColor = .systemGreen
    var surface = TextRecordingSurface(width: 5, height: 1)
    toggle.drawHierarchy(on: surface)
    #expect(surface.strings == ["[off]"])
    #expect(surface.styles == [.plain])
    toggle.isOn = true
    surface = TextRecordingSurface(width: 5, height: 1)
    toggle.drawHierarchy(on: surface)
    #expect(surface.strings == ["[on ]"])
    #expect(
      surface.styles == [
        TextStyle(foreground: .rgb(red: 52, green: 199, blue: 89), isBold: true)
      ])
  }
}
