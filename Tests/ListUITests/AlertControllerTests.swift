import Foundation
import ListUI
import Testing

/// `AlertController` and `AlertAction`, UIKit's `UIAlertController` and `UIAlertAction`: the
/// actions, choosing one, and the box a terminal draws.
@MainActor
@Suite struct AlertControllerTests {
  /// A controller on screen, to present from.
  func presenter() -> ViewController {
    let controller = ViewController()
    controller.beginAppearanceTransition(true, animated: false)
    controller.endAppearanceTransition()
    return controller
  }

  /// The alert's view drawn at `width` by `height`, as lines of text.
  func lines(of alert: AlertController, width: Int, height: Int) -> [String] {
    alert.view.frame = CGRect(x: 0, y: 0, width: width, height: height)
    alert.view.layoutIfNeeded()
    let surface = TextRecordingSurface(width: CGFloat(width), height: CGFloat(height))
    alert.view.drawHierarchy(on: surface)
    var rows = Array(repeating: Array(repeating: Character(" "), count: width), count: height)
    for fill in surface.fills {
      for y in Int(fill.rect.minY)..<Int(fill.rect.maxY) {
        for x in Int(fill.rect.minX)..<Int(fill.rect.maxX) { rows[y][x] = " " }
      }
    }
    for (text, origin, _) in surface.texts {
      for (offset, character) in text.enumerated() {
        let x = Int(origin.x) + offset
        let y = Int(origin.y)
        if x >= 0, x < width, y >= 0, y < height { rows[y][x] = character }
      }
    }
    return rows.map {
      String($0).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
    }
  }

  /// The style the text `text` was drawn in.
  func style(of text: String, in alert: AlertController) -> TextStyle? {
    let surface = TextRecordingSurface(
      width: alert.view.bounds.width, height: alert.view.bounds.height)
    alert.view.drawHierarchy(on: surface)
    return surface.texts.first { $0.text == text }?.style
  }

  @Test func anAlertKeepsItsActionsInOrder_andPresentsOverTheScreen() {
    let alert = AlertController(title: "Title", message: "Message", preferredStyle: .alert)
    let ok = AlertAction(title: "OK", style: .default)
    let cancel = AlertAction(title: "Cancel", style: .cancel)
    alert.addAction(ok)
    alert.addAction(cancel)
    #expect(identical(alert.actions, [ok, cancel]))
    #expect(alert.title == "Title" && alert.message == "Message")
    #expect(alert.preferredStyle == .alert)
    #expect(alert.modalPresentationStyle == .custom)
    #expect(!alert.modalPresentationStyle.hidesPresentingViewController)
    #expect(!alert.modalPresentationStyle.coversPresentingView)
  }

  @Test func choosingAnAction_dismissesTheAlert_thenRunsItsHandler() {
    let screen = presenter()
    var chosen: [String] = []
    let alert = AlertController(title: "Delete?", message: nil, preferredStyle: .alert)
    let delete = AlertAction(title: "Delete", style: .destructive) { action in
      // By the time the handler runs, the alert is gone.
      chosen.append("\(action.title ?? "") presented: \(screen.presentedViewController != nil)")
    }
    alert.addAction(delete)
    alert.addAction(AlertAction(title: "Cancel", style: .cancel))
    screen.present(alert, animated: true)
    #expect(screen.presentedViewController === alert)
    alert.choose(delete)
    #expect(chosen == ["Delete presented: false"])
    #expect(!alert.isAppearingOrVisible)
  }

  @Test func aDisabledActionCannotBeChosen() {
    let screen = presenter()
    var ran = false
    let alert = AlertController(title: "T", message: nil, preferredStyle: .alert)
    let action = AlertAction(title: "Go", style: .default) { _ in ran = true }
    action.isEnabled = false
    alert.addAction(action)
    screen.present(alert, animated: false)
    alert.choose(action)
    #expect(!ran)
    #expect(screen.presentedViewController === alert)
    // An action of another alert is not this alert's to choose.
    let other = AlertAction(title: "Other", style: .default) { _ in ran = true }
    alert.choose(other)
    #expect(!ran)
  }

  @Test func anAlertIsABoxInTheMiddle_withTheCancelActionOnTheLeft() {
    let alert = AlertController(
      title: "Section 1 was selected", message: "Cell Object: 0", preferredStyle: .alert)
    alert.addAction(AlertAction(title: "OK", style: .default))
    alert.addAction(AlertAction(title: "Cancel", style: .cancel))
    let drawn = lines(of: alert, width: 40, height: 9)
    #expect(
      drawn == [
        "",
        "       ╭────────────────────────╮",
        "       │ Section 1 was selected │",
        "       │     Cell Object: 0     │",
        "       │                        │",
        "       │   Cancel       OK      │",
        "       ╰────────────────────────╯",
        "",
        "",
      ])
    // With no preferred action, the cancel action has the focus: reversed, and bold.
    let cancel = style(of: "Cancel", in: alert)
    #expect(cancel?.isReversed == true && cancel?.isBold == true)
    #expect(style(of: "OK", in: alert)?.isReversed == false)
  }

  @Test func anActionSheetSitsAtTheBottom_oneActionALine_theCancelActionLast() {
    let alert = AlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    alert.addAction(AlertAction(title: "Cancel", style: .cancel))
    alert.addAction(AlertAction(title: "Delete", style: .destructive))
    alert.addAction(AlertAction(title: "Report", style: .default))
    let drawn = lines(of: alert, width: 30, height: 8)
    #expect(
      drawn == [
        "",
        "",
        "",
        "     ╭──────────────────╮",
        "     │      Delete      │",
        "     │      Report      │",
        "     │      Cancel      │",
        "     ╰──────────────────╯",
      ])
    let delete = style(of: "Delete", in: alert)
    #expect(delete?.foreground == Color.systemRed.drawingColor)
  }

  @Test func thePreferredActionHasTheFocus_andItsButtonChoosesIt() throws {
    let screen = presenter()
    var chosen: [String] = []
    let alert = AlertController(title: "Save?", message: nil, preferredStyle: .alert)
    for title in ["Discard", "Later", "Save"] {
      alert.addAction(AlertAction(title: title, style: .default) { chosen.append($0.title ?? "") })
    }
    alert.preferredAction = alert.actions[2]
    screen.present(alert, animated: false)
    alert.view.frame = CGRect(x: 0, y: 0, width: 40, height: 12)
    alert.view.layoutIfNeeded()
    let save = style(of: "Save", in: alert)
    #expect(save?.isReversed == true && save?.isBold == true)
    #expect(style(of: "Discard", in: alert)?.isReversed == false)
    // A press on the focused button chooses its action, as a click or Enter does.
    let focused = try #require(Self.buttons(in: alert.view).first { $0.isFocused })
    focused.press(at: .zero)
    #expect(chosen == ["Save"])
    #expect(screen.presentedViewController == nil)
  }

  @Test func disablingAnAction_dimsItsButton_andItsButtonDoesNothing() throws {
    let alert = AlertController(title: "T", message: nil, preferredStyle: .alert)
    let action = AlertAction(title: "Go", style: .default)
    alert.addAction(action)
    _ = lines(of: alert, width: 30, height: 7)
    action.isEnabled = false
    alert.view.layoutIfNeeded()
    #expect(style(of: "Go", in: alert)?.isDim == true)
    let button = try #require(Self.buttons(in: alert.view).first)
    #expect(!button.isEnabled)
  }

  /// The buttons under `view`, in drawing order.
  static func buttons(in view: View) -> [Button] {
    (view as? Button).map { [$0] } ?? view.subviews.flatMap { buttons(in: $0) }
  }
}

/// `BarButtonItem`, UIKit's `UIBarButtonItem`, with its iOS 14 initializers.
@MainActor
@Suite struct BarButtonItemTests {
  @Test func aPressRunsThePrimaryAction_withTheItemAsSender() {
    var senders: [ObjectIdentifier] = []
    let item = BarButtonItem(
      systemItem: .add,
      primaryAction: Action { action in
        if let sender = action.sender { senders.append(ObjectIdentifier(sender)) }
      })
    #expect(item.press())
    #expect(senders == [ObjectIdentifier(item)])
    item.isEnabled = false
    #expect(!item.press())
    #expect(senders.count == 1)
    #expect(!BarButtonItem(title: "Nothing").press())
  }

  @Test func anItemShowsItsTitle_orItsSystemItemsWord() {
    #expect(BarButtonItem(title: "Refresh feed").displayedTitle == "Refresh feed")
    #expect(BarButtonItem(systemItem: .add).displayedTitle == "Add")
    #expect(BarButtonItem(systemItem: .play).displayedTitle == "Play")
    #expect(BarButtonItem(systemItem: .flexibleSpace).displayedTitle == "")
    #expect(BarButtonItem(systemItem: .done).style == .done)
    #expect(BarButtonItem(systemItem: .add).style == .plain)
    #expect(
      BarButtonItem(image: ImageReference(name: "star", size: CGSize(width: 1, height: 1)))
        .displayedTitle == "star")
    #expect(BarButtonItem.SystemItem.close.rawValue == 24)
  }
}
