import Foundation
import ListUI
import Testing

/// A view controller that records its lifecycle callbacks.
@MainActor
private final class RecordingController: ViewController {
  let name: String
  let log: LifecycleLog

  required convenience init() { self.init("unnamed", log: LifecycleLog()) }

  init(_ name: String, log: LifecycleLog) {
    self.name = name
    self.log = log
    super.init()
  }

  override func viewDidLoad() { log.events.append("\(name) didLoad") }
  override func viewWillLayoutSubviews() { log.events.append("\(name) willLayout") }
  override func viewDidLayoutSubviews() {
    log.events.append("\(name) didLayout \(Int(view.bounds.width))")
  }
  override func viewWillAppear(_ animated: Bool) {
    log.events.append("\(name) willAppear \(animated)")
  }
  override func viewDidAppear(_ animated: Bool) {
    log.events.append("\(name) didAppear \(animated)")
  }
  override func viewWillDisappear(_ animated: Bool) {
    log.events.append("\(name) willDisappear \(animated)")
  }
  override func viewDidDisappear(_ animated: Bool) {
    log.events.append("\(name) didDisappear \(animated)")
  }
}

@MainActor
private final class LifecycleLog {
  var events: [String] = []
}

/// UIKit's view controller lifecycle: layout callbacks around the view's layout pass, and the
/// appearance transitions a container drives.
@MainActor
@Suite struct ViewControllerLifecycleTests {
  @Test func layoutCallbacksSurroundTheViewsLayoutPass_onlyWhenItLaysOut() {
    let log = LifecycleLog()
    let controller = RecordingController("a", log: log)
    controller.view.frame = CGRect(x: 0, y: 0, width: 30, height: 10)
    controller.view.layoutIfNeeded()
    controller.view.layoutIfNeeded()
    #expect(log.events == ["a didLoad", "a willLayout", "a didLayout 30"])
    controller.view.frame.size.width = 40
    controller.view.layoutIfNeeded()
    #expect(log.events.suffix(2) == ["a willLayout", "a didLayout 40"])
    // A view taken from the controller no longer tells it.
    let old = controller.view
    controller.view = View()
    old.setNeedsLayout()
    old.layoutIfNeeded()
    #expect(log.events.count == 5)
  }

  @Test func appearanceTransitionsCallEachCallbackOnce_andReachTheChildren() {
    let log = LifecycleLog()
    let parent = RecordingController("parent", log: log)
    let child = RecordingController("child", log: log)
    parent.addChild(child)
    #expect(!parent.isAppearingOrVisible)
    parent.beginAppearanceTransition(true, animated: true)
    parent.beginAppearanceTransition(true, animated: true)
    #expect(parent.isAppearingOrVisible)
    parent.endAppearanceTransition()
    parent.endAppearanceTransition()
    parent.beginAppearanceTransition(false, animated: false)
    parent.endAppearanceTransition()
    #expect(!parent.isAppearingOrVisible)
    #expect(
      log.events == [
        "parent didLoad", "parent willAppear true", "child didLoad", "child willAppear true",
        "parent didAppear true", "child didAppear true", "parent willDisappear false",
        "child willDisappear false", "parent didDisappear false", "child didDisappear false",
      ])
  }

  @Test func aTransitionThatIsReversedBeforeItEndsEndsWhereItWasTurned() {
    let log = LifecycleLog()
    let controller = RecordingController("a", log: log)
    controller.beginAppearanceTransition(true, animated: false)
    controller.beginAppearanceTransition(false, animated: false)
    controller.endAppearanceTransition()
    #expect(
      log.events == [
        "a didLoad", "a willAppear false", "a willDisappear false", "a didDisappear false",
      ])
    #expect(controller.viewIfLoaded != nil)
  }
}
