import Foundation
import ListUI
import Testing

/// A controller that logs its appearance and containment callbacks into a shared log.
@MainActor
final class LoggingController: ViewController {
  let name: String
  let log: CallbackLog

  required convenience init() { self.init("unnamed", log: CallbackLog()) }

  init(_ name: String, log: CallbackLog) {
    self.name = name
    self.log = log
    super.init()
  }

  override func viewDidLoad() { log.events.append("\(name) didLoad") }
  override func viewWillAppear(_ animated: Bool) {
    log.events.append("\(name) willAppear \(animated)")
  }
  override func viewDidAppear(_ animated: Bool) { log.events.append("\(name) didAppear") }
  override func viewWillDisappear(_ animated: Bool) {
    log.events.append("\(name) willDisappear \(animated)")
  }
  override func viewDidDisappear(_ animated: Bool) { log.events.append("\(name) didDisappear") }
  override func viewDidLayoutSubviews() {
    log.events.append("\(name) didLayout \(Int(view.bounds.width))x\(Int(view.bounds.height))")
  }
  override func willMove(toParent parent: ViewController?) {
    log.events.append("\(name) willMove \(parent == nil ? "nil" : "in")")
  }
  override func didMove(toParent parent: ViewController?) {
    log.events.append("\(name) didMove \(parent == nil ? "nil" : "in")")
  }
}

@MainActor
final class CallbackLog {
  var events: [String] = []

  /// The events since the last call.
  func take() -> [String] {
    defer { events = [] }
    return events
  }
}

/// UIKit code's initializers: a view controller and a view with `required init?(coder:)` beside
/// their own initializers, and the controller's `required init()` that ListUI asks for too.
@MainActor
final class CoderController: ViewController {
  let value: Int

  required convenience init() { self.init(value: 0) }

  init(value: Int) {
    self.value = value
    super.init()
  }

  required init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

@MainActor
final class CoderView: View {
  override init(frame: CGRect) {
    super.init(frame: frame)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

@MainActor
final class CoderCell: CollectionViewCell {
  required init(frame: CGRect) {
    super.init(frame: frame)
  }

  required init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// A cell as UIKit code writes one that nibs and code both make: its set-up in both
/// initializers, the one from an archive calling `super.init(coder:)`.
@MainActor
class SetUpInCoderCell: CollectionViewCell {
  let badge = View()
  private(set) var setUpBy: [String] = []

  required init(frame: CGRect) {
    super.init(frame: frame)
    setUp(by: "init(frame:)")
  }

  required init?(coder: NSCoder) {
    if coder is FailingCoder { return nil }
    super.init(coder: coder)
    setUp(by: "init(coder:)")
  }

  private func setUp(by initializer: String) {
    setUpBy.append(initializer)
    contentView.addSubview(badge)
  }
}

@MainActor
final class SetUpInCoderSubcell: SetUpInCoderCell {}

/// A coder an initializer refuses.
final class FailingCoder: NSCoder {}

@MainActor
final class SetUpInCoderController: ViewController {
  private(set) var setUpBy: [String] = []

  required init() {
    super.init()
    setUpBy.append("init()")
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpBy.append("init(coder:)")
  }
}

@MainActor
private final class RecordingNavigationDelegate: NavigationControllerDelegate {
  var events: [String] = []

  func navigationController(
    _ navigationController: NavigationController, willShow viewController: ViewController,
    animated: Bool
  ) {
    events.append("willShow \(viewController.title ?? "")")
  }

  func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController,
    animated: Bool
  ) {
    events.append("didShow \(viewController.title ?? "")")
  }
}

/// `NavigationController`, UIKit's `UINavigationController`: the stack, containment, the view
/// it shows and the appearance callbacks in UIKit's order.
@MainActor
@Suite struct NavigationControllerTests {
  let log = CallbackLog()

  /// A navigation controller on screen, 30 by 10, with `root` at the bottom.
  func onScreen(root: ViewController) -> NavigationController {
    let navigation = NavigationController(rootViewController: root)
    navigation.view.frame = CGRect(x: 0, y: 0, width: 30, height: 10)
    navigation.beginAppearanceTransition(true, animated: false)
    navigation.endAppearanceTransition()
    navigation.view.layoutIfNeeded()
    return navigation
  }

  @Test func pushAndPop_tellTheControllersInUIKitsOrder_andLayTheNewTopOutBeforeItAppears() {
    let a = LoggingController("a", log: log)
    let navigation = onScreen(root: a)
    #expect(
      log.take() == [
        "a willMove in", "a didMove in", "a didLoad", "a willAppear false", "a didAppear",
        "a didLayout 30x10",
      ])
    let b = LoggingController("b", log: log)
    navigation.pushViewController(b, animated: true)
    #expect(
      log.take() == [
        "b willMove in", "a willDisappear true", "b didLoad", "b willAppear true",
        "b didLayout 30x10", "a didDisappear", "b didAppear", "b didMove in",
      ])
    #expect(navigation.popViewController(animated: false) === b)
    #expect(
      log.take() == [
        "b willMove nil", "b willDisappear false", "a willAppear false", "b didDisappear",
        "a didAppear", "b didMove nil",
      ])
    #expect(b.parent == nil && b.navigationController == nil)
  }

  @Test func theStackIsTheChildren_andEachKnowsItsNavigationController() {
    let root = ViewController()
    let navigation = NavigationController(rootViewController: root)
    let second = ViewController()
    let third = ViewController()
    navigation.pushViewController(second, animated: false)
    navigation.pushViewController(third, animated: false)
    #expect(identical(navigation.viewControllers, [root, second, third]))
    #expect(identical(navigation.children, [root, second, third]))
    #expect(navigation.topViewController === third)
    #expect(navigation.visibleViewController === third)
    #expect(third.navigationController === navigation)
    #expect(third.parent === navigation)
    #expect(navigation.navigationController == nil)
    // A child of a controller in the stack finds the navigation controller too.
    let child = ViewController()
    third.addChild(child)
    #expect(child.navigationController === navigation)
  }

  @Test func popping_returnsWhatLeft_andNeverPopsTheRoot() throws {
    let root = ViewController()
    let navigation = NavigationController(rootViewController: root)
    #expect(navigation.popViewController(animated: false) == nil)
    #expect(navigation.popToRootViewController(animated: false)?.isEmpty == true)
    let controllers = (0..<3).map { _ in ViewController() }
    for controller in controllers { navigation.pushViewController(controller, animated: false) }
    let popped = try #require(navigation.popToViewController(controllers[0], animated: false))
    #expect(identical(popped, controllers[1...]))
    #expect(navigation.topViewController === controllers[0])
    navigation.pushViewController(controllers[2], animated: false)
    let toRoot = try #require(navigation.popToRootViewController(animated: false))
    #expect(identical(toRoot, [controllers[0], controllers[2]]))
    #expect(identical(navigation.viewControllers, [root]))
    #expect(controllers.allSatisfy { $0.parent == nil })
  }

  @Test func settingTheStack_movesOnlyWhatChanged() {
    let a = LoggingController("a", log: log)
    let b = LoggingController("b", log: log)
    let navigation = onScreen(root: a)
    navigation.pushViewController(b, animated: false)
    _ = log.take()
    let c = LoggingController("c", log: log)
    navigation.setViewControllers([a, c], animated: false)
    #expect(
      log.take() == [
        "b willMove nil", "c willMove in", "b willDisappear false", "c didLoad",
        "c willAppear false", "c didLayout 30x10", "b didDisappear", "c didAppear",
        "b didMove nil", "c didMove in",
      ])
    // The same top: nobody appears or disappears.
    navigation.viewControllers = [c]
    #expect(log.take() == ["a willMove nil", "a didMove nil"])
    #expect(identical(navigation.viewControllers, [c]))
  }

  @Test func offScreen_theStackMovesSilently_andTheTopAppearsWithTheNavigationController() {
    let a = LoggingController("a", log: log)
    let b = LoggingController("b", log: log)
    let navigation = NavigationController(rootViewController: a)
    navigation.pushViewController(b, animated: false)
    #expect(log.take() == ["a willMove in", "a didMove in", "b willMove in", "b didMove in"])
    navigation.beginAppearanceTransition(true, animated: false)
    navigation.endAppearanceTransition()
    // Only the top is on screen, so only it appears.
    #expect(log.take() == ["b didLoad", "b willAppear false", "b didAppear"])
  }

  @Test func theViewShowsTheTopControllersView_overItsBounds() {
    let a = ViewController()
    let navigation = onScreen(root: a)
    #expect(identical(navigation.view.subviews, [a.view]))
    #expect(a.view.frame == CGRect(x: 0, y: 0, width: 30, height: 10))
    let b = ViewController()
    navigation.pushViewController(b, animated: false)
    #expect(identical(navigation.view.subviews, [b.view]))
    #expect(b.view.frame == CGRect(x: 0, y: 0, width: 30, height: 10))
    navigation.view.frame.size = CGSize(width: 20, height: 5)
    navigation.view.layoutIfNeeded()
    #expect(b.view.frame.size == CGSize(width: 20, height: 5))
    navigation.popViewController(animated: false)
    #expect(identical(navigation.view.subviews, [a.view]))
    #expect(a.view.frame.size == CGSize(width: 20, height: 5))
  }

  @Test func show_pushesInANavigationController_elsePresents() {
    let root = ViewController()
    let navigation = onScreen(root: root)
    let pushed = ViewController()
    root.show(pushed, sender: nil)
    #expect(navigation.topViewController === pushed)
    let alone = ViewController()
    alone.beginAppearanceTransition(true, animated: false)
    alone.endAppearanceTransition()
    let shown = ViewController()
    alone.show(shown, sender: nil)
    #expect(alone.presentedViewController === shown)
    let detail = ViewController()
    pushed.showDetailViewController(detail, sender: nil)
    #expect(navigation.presentedViewController === detail)
    #expect(navigation.visibleViewController === detail)
  }

  @Test func theDelegateIsToldWhenANewTopIsShown() {
    let root = ViewController()
    root.title = "root"
    let navigation = onScreen(root: root)
    let delegate = RecordingNavigationDelegate()
    navigation.delegate = delegate
    let next = ViewController()
    next.title = "next"
    navigation.pushViewController(next, animated: true)
    navigation.popViewController(animated: true)
    #expect(
      delegate.events == ["willShow next", "didShow next", "willShow root", "didShow root"])
  }

  @Test func theNavigationItemsTitleFollowsTheControllersTitle() {
    let controller = ViewController()
    controller.title = "First"
    #expect(controller.navigationItem.title == "First")
    controller.title = "Second"
    #expect(controller.navigationItem.title == "Second")
    controller.navigationItem.title = "Item"
    #expect(controller.title == "Second")
    let item = BarButtonItem(systemItem: .add)
    controller.navigationItem.rightBarButtonItem = item
    #expect(controller.navigationItem.rightBarButtonItems?.count == 1)
    #expect(controller.navigationItem.rightBarButtonItem === item)
    controller.navigationItem.rightBarButtonItem = nil
    #expect(controller.navigationItem.rightBarButtonItems == nil)
  }

  @Test func theShownControllerIsTheTopScreenUnderAnyAlert() {
    let first = ViewController()
    let second = ViewController()
    let navigation = NavigationController(rootViewController: first)
    #expect(navigation.presentedViewControllerChain.isEmpty)
    #expect(navigation.topShownViewController === first)
    navigation.pushViewController(second, animated: false)
    #expect(navigation.topShownViewController === second)
    let presented = ViewController()
    second.present(presented, animated: false)
    let alert = AlertController(title: "Sure?", message: nil, preferredStyle: .alert)
    presented.present(alert, animated: false)
    #expect(
      navigation.presentedViewControllerChain.map(ObjectIdentifier.init) == [
        ObjectIdentifier(presented), ObjectIdentifier(alert),
      ])
    // The alert is over the presented screen, which stays the one shown.
    #expect(navigation.topShownViewController === presented)
    #expect(NavigationController().topShownViewController == nil)
  }

  @Test func aControllerIsMadeFromItsClass_asUIKitCodeDoesWithControllerClassInit() {
    // IGListKit's demo list keeps each demo's class and makes it with `controllerClass.init()`.
    let classes: [ViewController.Type] = [
      ViewController.self, CoderController.self, NavigationController.self, AlertController.self,
    ]
    let made = classes.map { $0.init() }
    #expect(
      made.map { "\(type(of: $0))" } == [
        "ViewController", "CoderController", "NavigationController", "AlertController",
      ])
    #expect((made[1] as? CoderController)?.value == 0)
    #expect((made[2] as? NavigationController)?.viewControllers.isEmpty == true)
    #expect((made[3] as? AlertController)?.preferredStyle == .actionSheet)
  }

  @Test func initWithCoder_makesWhatTheInitializerWithoutArgumentsMakes_readingNoArchive() throws {
    let coder = NSKeyedArchiver(requiringSecureCoding: false)
    let view = try #require(View(coder: coder))
    #expect(view.frame == .zero)
    let cell = try #require(CollectionViewCell(coder: coder))
    #expect(cell.contentView.superview === cell)
    cell.frame = CGRect(x: 0, y: 0, width: 6, height: 2)
    cell.layoutIfNeeded()
    #expect(cell.contentView.frame.size == CGSize(width: 6, height: 2))
    let collectionView = try #require(CollectionView(coder: coder))
    #expect(collectionView.collectionViewLayout is CollectionViewFlowLayout)
    #expect(try #require(ScrollView(coder: coder)).clipsToBounds)
    #expect(try #require(TableView(coder: coder)).style == .plain)
    #expect(try #require(TabBar(coder: coder)).accessibilityTraits.contains(.tabBar))
    #expect(try #require(Label(coder: coder)).text == nil)
    #expect(try #require(NavigationController(coder: coder)).viewControllers.isEmpty)
    #expect(try #require(ViewController(coder: coder)).isViewLoaded == false)
    // Subclasses that declare it with `fatalError`, as UIKit code does, make themselves with
    // their own initializers.
    #expect(CoderController(value: 3).value == 3)
    #expect(CoderView(frame: .zero).frame == .zero)
    #expect(CoderCell(frame: CGRect(x: 0, y: 0, width: 3, height: 1)).frame.width == 3)
  }

  @Test func aSubclassCallsSuperInitWithCoder_andSetsItselfUpThere_asUIKitCodeDoes() throws {
    let coder = NibCoder()
    let cell = try #require(SetUpInCoderCell(coder: coder))
    #expect(cell.setUpBy == ["init(coder:)"])
    #expect(cell.badge.superview === cell.contentView)
    #expect(SetUpInCoderCell(frame: .zero).setUpBy == ["init(frame:)"])
    let controller = try #require(SetUpInCoderController(coder: coder))
    #expect(controller.setUpBy == ["init(coder:)"])
    #expect(SetUpInCoderController().setUpBy == ["init()"])
    // A subclass of a subclass inherits it.
    #expect(try #require(SetUpInCoderSubcell(coder: coder)).setUpBy == ["init(coder:)"])
    // Its own `init?(coder:)` may fail, as UIKit's may.
    #expect(SetUpInCoderCell(coder: FailingCoder()) == nil)
  }

  @Test func aNibCoderHoldsNoKeys_soAnInitializerThatReadsSomeFindsNone() {
    let coder = NibCoder()
    #expect(coder.allowsKeyedCoding)
    #expect(!coder.containsValue(forKey: "title"))
    #expect(coder.decodeObject(forKey: "title") == nil)
    #expect(!coder.decodeBool(forKey: "enabled"))
    #expect(coder.decodeInteger(forKey: "count") == 0)
    #expect(coder.decodeInt32(forKey: "count") == 0)
    #expect(coder.decodeInt64(forKey: "count") == 0)
    #expect(coder.decodeFloat(forKey: "ratio") == 0)
    #expect(coder.decodeDouble(forKey: "ratio") == 0)
  }
}

/// Whether `first` and `second` hold the same instances in the same order.
func identical<Element: AnyObject>(
  _ first: some Sequence<Element>, _ second: some Sequence<Element>
) -> Bool {
  first.elementsEqual(second, by: ===)
}
