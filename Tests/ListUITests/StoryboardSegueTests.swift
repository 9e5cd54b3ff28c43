import Foundation
import Testing

@testable import ListUI

/// A controller that starts segues: it allows the button's only when told to, and prepares each
/// destination.
final class SegueSourceController: ViewController {
  var allowsOpening = false
  private(set) var prepared: [(identifier: String?, destination: ViewController, sender: Any?)] =
    []

  override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
    identifier != "open" || allowsOpening
  }

  override func prepare(for segue: StoryboardSegue, sender: Any?) {
    #expect(segue.source === self)
    segue.destination.title = "Prepared \(segue.identifier ?? "")"
    prepared.append((segue.identifier, segue.destination, sender))
  }
}

/// A storyboard's table view controller: two rows of a prototype cell whose selection segue
/// shows a person; it records the order of `prepare(for:sender:)` and the selection.
final class PeopleTableController: TableViewController {
  private(set) var events: [String] = []

  override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }

  override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "person", for: indexPath)
    cell.textLabel?.text = "Person \(indexPath.row)"
    return cell
  }

  override func prepare(for segue: StoryboardSegue, sender: Any?) {
    let row = (sender as? TableViewCell).flatMap { tableView.indexPath(for: $0) }?.row
    events.append("prepare \(segue.identifier ?? "") row \(row.map(String.init) ?? "?")")
  }

  override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    events.append("didSelect \(indexPath.row)")
  }
}

/// What listkit-migrate writes for `StoryboardSegueTests.storyboard`: a tab bar controller of
/// two navigation controllers; the first's root has a button that shows a detail screen, and
/// code that presents an about screen.
enum StoryboardSegueTestsStoryboard: StoryboardContents {
  static let initialViewControllerIdentifier: String? = "tabs"

  static func scene(withIdentifier identifier: String) -> StoryboardScene? {
    switch identifier {
    case "tabs":
      return StoryboardScene(
        viewController: TabBarController(), view: nil,
        children: ["inboxNavigation", "settingsNavigation"])
    case "inboxNavigation":
      let controller = NavigationController()
      controller.tabBarItem = TabBarItem(title: "Inbox", image: nil, tag: 0)
      return StoryboardScene(viewController: controller, view: nil, children: ["inbox"])
    case "settingsNavigation":
      return StoryboardScene(
        viewController: NavigationController(), view: nil, children: ["settings"])
    case "inbox":
      guard let controller = SegueSourceController(coder: Nib.Coder()) else { return nil }
      controller.title = "Inbox"
      return StoryboardScene(
        viewController: controller, view: Nib { inboxView(owner: $0) },
        segues: [
          StoryboardSegueTemplate(id: "s1", identifier: "open", destination: "detail", kind: .show),
          StoryboardSegueTemplate(
            id: "s2", identifier: "about", destination: "about", kind: .present),
          StoryboardSegueTemplate(
            id: "s3", identifier: nil, destination: "detail", kind: .showDetail),
        ])
    case "detail", "about", "settings":
      let controller = ViewController()
      controller.title = identifier
      return StoryboardScene(viewController: controller, view: nil)
    case "people":
      let controller = PeopleTableController(style: .plain)
      controller.tableView.register(
        Nib { _ in
          let cell = TableViewCell(style: .default, reuseIdentifier: "person")
          Storyboard.connectSelectionSegue(withID: "s4", to: cell)
          return [cell]
        }, forCellReuseIdentifier: "person")
      return StoryboardScene(
        viewController: controller, view: nil,
        segues: [
          StoryboardSegueTemplate(
            id: "s4", identifier: "showPerson", destination: "detail", kind: .show)
        ])
    case "peopleNavigation":
      return StoryboardScene(
        viewController: NavigationController(), view: nil, children: ["people"])
    case "leaf":
      return StoryboardScene(viewController: ViewController(), view: nil, children: ["settings"])
    default:
      return nil
    }
  }

  private static func inboxView(owner: Any?) -> [Any] {
    let view = View(frame: CGRect(x: 0, y: 0, width: 20, height: 5))
    let button = Button(type: .system)
    button.setTitle("Open", for: .normal)
    view.addSubview(button)
    Nib.connect("view", of: owner, to: view)
    if let source = owner as? ViewController {
      button.addAction(
        Action { [weak source, weak sender = button] _ in
          guard let source, let sender else { return }
          Storyboard.triggerSegue(withID: "s1", from: source, sender: sender)
        }, for: .primaryActionTriggered)
    }
    return [view]
  }
}

/// A storyboard's containers and segues, as translated storyboards declare them.
@MainActor
@Suite(.serialized) struct StoryboardSegueTests {
  func inbox() throws -> (TabBarController, NavigationController, SegueSourceController) {
    let storyboard = Storyboard(name: "StoryboardSegueTests", bundle: nil)
    let tabs = try #require(storyboard.instantiateInitialViewController() as? TabBarController)
    let navigation = try #require(tabs.viewControllers?.first as? NavigationController)
    let inbox = try #require(navigation.viewControllers.first as? SegueSourceController)
    return (tabs, navigation, inbox)
  }

  @Test func containersHoldTheScenesTheirRelationshipsName_inOrder() throws {
    let (tabs, navigation, inbox) = try inbox()
    #expect(tabs.viewControllers?.count == 2)
    #expect(navigation.tabBarItem.title == "Inbox")
    let settings = try #require(tabs.viewControllers?.last as? NavigationController)
    #expect(settings.viewControllers.map(\.title) == ["settings"])
    #expect(inbox.title == "Inbox")
    #expect(inbox.storyboard != nil)
    #expect(settings.viewControllers.first?.storyboard === inbox.storyboard)
    // A relationship on a controller that holds none is reported and left out.
    var leaf: ViewController?
    let reported = nibProblems {
      leaf = Storyboard(name: "StoryboardSegueTests", bundle: nil)
        .instantiateViewController(withIdentifier: "leaf")
    }
    #expect(leaf?.children.isEmpty == true)
    #expect(
      reported == [
        "The storyboard StoryboardSegueTests's leaf is a ViewController, which contains no "
          + "controllers; its relationships are left out."
      ])
  }

  @Test func aButtonsSegue_asksTheSource_thenPreparesAndPushesANewDestination() throws {
    let (_, navigation, inbox) = try inbox()
    let button = try #require(inbox.view.subviews.first as? Button)
    button.press(at: .zero)
    #expect(inbox.prepared.isEmpty)
    #expect(navigation.viewControllers.count == 1)
    inbox.allowsOpening = true
    button.press(at: .zero)
    button.press(at: .zero)
    #expect(inbox.prepared.map(\.identifier) == ["open", "open"])
    #expect(inbox.prepared.first?.sender as? Button === button)
    #expect(navigation.viewControllers.count == 3)
    #expect(navigation.viewControllers.last?.title == "Prepared open")
    // Each performance makes its destination anew.
    #expect(inbox.prepared[0].destination !== inbox.prepared[1].destination)
  }

  @Test func performSegueWithIdentifier_doesNotAsk_andPresentsOrShowsDetail() throws {
    let (_, navigation, inbox) = try inbox()
    inbox.performSegue(withIdentifier: "open", sender: nil)
    #expect(navigation.viewControllers.count == 2)
    navigation.popViewController(animated: false)
    inbox.performSegue(withIdentifier: "about", sender: "code")
    #expect(inbox.prepared.map(\.identifier) == ["open", "about"])
    #expect(inbox.prepared.last?.sender as? String == "code")
    #expect(inbox.presentedViewController?.title == "Prepared about")
    inbox.dismiss(animated: false)
    // A segue without an identifier only a control triggers; Show Detail without a split view
    // controller presents.
    Storyboard.triggerSegue(withID: "s3", from: inbox, sender: nil)
    #expect(inbox.prepared.last?.identifier == nil)
    #expect(inbox.presentedViewController?.title == "Prepared ")
  }

  @Test func aPrototypeCellsSelectionSegue_isPerformedWithTheCell_beforeTheDelegateIsTold() throws {
    let navigation = try #require(
      Storyboard(name: "StoryboardSegueTests", bundle: nil)
        .instantiateViewController(withIdentifier: "peopleNavigation") as? NavigationController)
    let people = try #require(navigation.viewControllers.first as? PeopleTableController)
    people.view.frame = CGRect(x: 0, y: 0, width: 30, height: 10)
    people.view.layoutIfNeeded()
    #expect(people.tableView.tapRow(at: IndexPath(row: 1, section: 0)))
    #expect(people.events == ["prepare showPerson row 1", "didSelect 1"])
    #expect(navigation.viewControllers.count == 2)
    #expect(navigation.topViewController?.title == "detail")
  }

  @Test func aSegueThatIsNotThere_isReported_andShowsNothing() throws {
    let (_, navigation, inbox) = try inbox()
    let reported = nibProblems {
      inbox.performSegue(withIdentifier: "nope", sender: nil)
      ViewController().performSegue(withIdentifier: "open", sender: nil)
      Storyboard.triggerSegue(withID: "s9", from: inbox, sender: nil)
    }
    #expect(
      reported == [
        "SegueSourceController has no segue with the identifier nope.",
        "ViewController has no segue with the identifier open: it was not made from a storyboard.",
        "SegueSourceController has no segue s9 in its storyboard scene.",
      ])
    #expect(navigation.viewControllers.count == 1)
    #expect(inbox.presentedViewController == nil)
  }
}
