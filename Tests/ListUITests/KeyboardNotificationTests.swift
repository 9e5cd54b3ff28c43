import Foundation
import ListUI
import Testing

/// What a keyboard notification's user info says.
struct KeyboardInfo: Sendable {
  var begin: CGRect?
  var end: CGRect?
  var duration: Double?
  var curve: Int?
  var isLocal: Bool?
}

/// A view that can take the keys, and takes no text.
@MainActor
private final class KeyTaker: View {
  override var canBecomeFirstResponder: Bool { true }
}

/// Makes whatever view other tests left as the first responder resign, so that the keyboard is
/// hidden.
@MainActor
func resignAnyFirstResponder() {
  let taker = KeyTaker()
  taker.becomeFirstResponder()
  taker.resignFirstResponder()
}

/// Records the keyboard notifications `NotificationCenter.default` posts while it lives.
@MainActor
final class KeyboardNotificationRecorder {
  private(set) var names: [String] = []
  private(set) var userInfos: [KeyboardInfo] = []
  private var observers: [any NSObjectProtocol] = []

  init() {
    let names: [Notification.Name] = [
      Responder.keyboardWillShowNotification, Responder.keyboardDidShowNotification,
      Responder.keyboardWillHideNotification, Responder.keyboardDidHideNotification,
      Responder.keyboardWillChangeFrameNotification,
      Responder.keyboardDidChangeFrameNotification,
    ]
    for name in names {
      observers.append(
        NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) {
          [weak self] notification in
          let name = notification.name.rawValue
            .replacingOccurrences(of: "UIKeyboard", with: "")
            .replacingOccurrences(of: "Notification", with: "")
          let info = notification.userInfo ?? [:]
          let userInfo = KeyboardInfo(
            begin: (info[Responder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue,
            end: (info[Responder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
            duration: (info[Responder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?
              .doubleValue,
            curve: (info[Responder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue,
            isLocal: info[Responder.keyboardIsLocalUserInfoKey] as? Bool)
          MainActor.assumeIsolated {
            self?.names.append(name)
            self?.userInfos.append(userInfo)
          }
        })
    }
  }

  func stop() {
    for observer in observers { NotificationCenter.default.removeObserver(observer) }
    observers = []
  }
}

/// UIKit's keyboard notifications, posted as a view that takes text gets and gives up the keys.
@MainActor
@Suite struct KeyboardNotificationTests {
  @Test func aFieldFreedWithTheKeys_leavesNoKeyboard_soTheNextFieldShowsIt() {
    resignAnyFirstResponder()
    do {
      let left = TextField(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
      left.becomeFirstResponder()
      #expect(left.isFirstResponder)
    }
    let recorder = KeyboardNotificationRecorder()
    defer { recorder.stop() }
    let field = TextField(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
    field.becomeFirstResponder()
    #expect(recorder.names == ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"])
    field.resignFirstResponder()
  }

  @Test func aFieldThatTakesTheKeys_postsWillAndDidShow_inUIKitsOrder_afterDidBeginEditing() {
    resignAnyFirstResponder()
    let recorder = KeyboardNotificationRecorder()
    defer { recorder.stop() }
    let field = TextField(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
    let delegate = LoggingTextFieldDelegate()
    field.delegate = delegate
    var order: [String] = []
    let observer = NotificationCenter.default.addObserver(
      forName: Responder.keyboardWillShowNotification, object: nil, queue: nil
    ) { _ in MainActor.assumeIsolated { order = delegate.log } }
    defer { NotificationCenter.default.removeObserver(observer) }
    field.becomeFirstResponder()
    #expect(
      recorder.names == ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"])
    #expect(order == ["should begin", "did begin"])
    field.resignFirstResponder()
    #expect(
      recorder.names.suffix(4) == ["WillChangeFrame", "WillHide", "DidChangeFrame", "DidHide"])
  }

  @Test func theUserInfo_isAZeroHeightFrameAtTheBottomOfTheScreen_thatDoesNotAnimate() throws {
    resignAnyFirstResponder()
    let recorder = KeyboardNotificationRecorder()
    defer { recorder.stop() }
    let window = Window(frame: CGRect(x: 0, y: 0, width: 80, height: 24))
    let controller = ViewController()
    window.rootViewController = controller
    let field = TextField(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
    controller.view.addSubview(field)
    field.becomeFirstResponder()
    defer { field.resignFirstResponder() }
    #expect(recorder.userInfos.count == 4)
    let info = try #require(recorder.userInfos.first)
    #expect(info.end == CGRect(x: 0, y: window.screen.bounds.maxY, width: 80, height: 0))
    #expect(info.begin == info.end)
    #expect(info.duration == 0)
    #expect(info.curve.flatMap(View.AnimationCurve.init(rawValue:)) == .easeInOut)
    #expect(info.isLocal == true)
  }

  @Test func handingTheKeysFromOneFieldToAnother_postsNothing_andTheLastToResignHides() {
    resignAnyFirstResponder()
    let first = TextField(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
    let second = TextField(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
    first.becomeFirstResponder()
    let recorder = KeyboardNotificationRecorder()
    defer { recorder.stop() }
    second.becomeFirstResponder()
    #expect(recorder.names.isEmpty)
    second.resignFirstResponder()
    #expect(recorder.names == ["WillChangeFrame", "WillHide", "DidChangeFrame", "DidHide"])
  }

  @Test func aFieldRemovedFromItsSuperview_hidesTheKeyboard() {
    resignAnyFirstResponder()
    let container = View(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
    let field = TextField(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
    container.addSubview(field)
    field.becomeFirstResponder()
    let recorder = KeyboardNotificationRecorder()
    defer { recorder.stop() }
    field.removeFromSuperview()
    #expect(recorder.names == ["WillChangeFrame", "WillHide", "DidChangeFrame", "DidHide"])
  }
}
