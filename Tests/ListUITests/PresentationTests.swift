import Foundation
import ListUI
import Testing

/// `present(_:animated:completion:)` and `dismiss(animated:completion:)`: who presents, who is
/// told it appears or disappears, in UIKit's order, and when the completions run.
@MainActor
@Suite struct PresentationTests {
  let log = CallbackLog()

  /// A controller on screen.
  func onScreen(_ name: String) -> LoggingController {
    let controller = LoggingController(name, log: log)
    controller.beginAppearanceTransition(true, animated: false)
    controller.endAppearanceTransition()
    _ = log.take()
    return controller
  }

  @Test func aChildPresents_throughTheRootOfItsContainers() {
    let root = ViewController()
    let navigation = NavigationController(rootViewController: root)
    navigation.beginAppearanceTransition(true, animated: false)
    navigation.endAppearanceTransition()
    let presented = ViewController()
    var completed = false
    root.present(presented, animated: true) { completed = true }
    #expect(completed)
    #expect(presented.presentingViewController === navigation)
    #expect(navigation.presentedViewController === presented)
    #expect(root.presentedViewController === presented)
    #expect(presented.parent == nil)
    #expect(presented.isAppearingOrVisible)
    // A sheet (the automatic style) covers the presenting controller without hiding it.
    #expect(root.isAppearingOrVisible && navigation.isAppearingOrVisible)
    // A child of the presented controller is inside the presentation.
    let child = ViewController()
    presented.addChild(child)
    #expect(child.presentingViewController === navigation)
    root.dismiss(animated: true)
    #expect(navigation.presentedViewController == nil)
    #expect(presented.presentingViewController == nil)
    #expect(!presented.isAppearingOrVisible)
  }

  @Test func fullScreen_hidesThePresentingController_inUIKitsOrder() {
    let a = onScreen("a")
    let b = LoggingController("b", log: log)
    b.modalPresentationStyle = .fullScreen
    a.present(b, animated: true) { log.events.append("presented") }
    #expect(
      log.take() == [
        "a willDisappear true", "b didLoad", "b willAppear true", "b didAppear",
        "a didDisappear", "presented",
      ])
    b.dismiss(animated: false) { log.events.append("dismissed") }
    #expect(
      log.take() == [
        "b willDisappear false", "a willAppear false", "a didAppear", "b didDisappear",
        "dismissed",
      ])
  }

  @Test func overFullScreen_leavesThePresentingControllerOnScreen() {
    let a = onScreen("a")
    let b = LoggingController("b", log: log)
    b.modalPresentationStyle = .overFullScreen
    a.present(b, animated: false)
    #expect(log.take() == ["b didLoad", "b willAppear false", "b didAppear"])
    a.dismiss(animated: false)
    #expect(log.take() == ["b willDisappear false", "b didDisappear"])
  }

  @Test func aControllerThatPresentsPresentsNothingMore() {
    let a = onScreen("a")
    let b = ViewController()
    a.present(b, animated: false)
    var completed = false
    a.present(ViewController(), animated: false) { completed = true }
    #expect(!completed)
    #expect(a.presentedViewController === b)
    // The presented controller presents the next one.
    let c = ViewController()
    b.present(c, animated: false)
    #expect(b.presentedViewController === c)
    #expect(c.presentingViewController === b)
  }

  @Test func dismissingFromBelow_dismissesEveryPresentationAbove() {
    let a = onScreen("a")
    let b = LoggingController("b", log: log)
    b.modalPresentationStyle = .fullScreen
    let c = LoggingController("c", log: log)
    c.modalPresentationStyle = .fullScreen
    a.present(b, animated: false)
    b.present(c, animated: false)
    _ = log.take()
    a.dismiss(animated: false)
    // b, hidden by c, is not on screen: only c leaves, and a comes back.
    #expect(
      log.take() == [
        "c willDisappear false", "a willAppear false", "a didAppear", "c didDisappear",
      ])
    #expect(a.presentedViewController == nil)
    #expect(b.presentedViewController == nil && b.presentingViewController == nil)
    #expect(c.presentingViewController == nil)
  }

  @Test func dismissWithNothingPresented_doesNothing() {
    let a = onScreen("a")
    var completed = false
    a.dismiss(animated: false) { completed = true }
    #expect(!completed)
    #expect(log.take().isEmpty)
  }

  @Test func presentingFromAControllerOffScreen_sendsNoAppearanceCallbacks() {
    let a = LoggingController("a", log: log)
    let b = LoggingController("b", log: log)
    a.present(b, animated: false)
    #expect(log.take().isEmpty)
    #expect(a.presentedViewController === b)
  }
}
