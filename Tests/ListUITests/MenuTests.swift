import Foundation
import ListUI
import Testing

/// `Menu`, `Action` in a menu, and an item's actions shown as an action sheet.
@MainActor
@Suite struct MenuTests {
  @Test func aMenusActionsAreItsOwnAndItsSubmenus_withoutTheHiddenOnes() {
    let menu = Menu(
      title: "Row",
      children: [
        Action(title: "Open") { _ in },
        Menu(
          title: "Share",
          children: [Action(title: "Mail") { _ in }, Action(title: "Copy") { _ in }]),
        Menu(options: .displayInline, children: [Action(title: "Pin") { _ in }]),
        Action(title: "Secret", attributes: .hidden) { _ in },
      ])
    #expect(menu.allActions.map(\.action.title) == ["Open", "Mail", "Copy", "Pin"])
    #expect(menu.allActions.map(\.path) == [[], ["Share"], ["Share"], []])
  }

  /// A screen with one list whose items have menus.
  final class Screen: ViewController, CollectionViewDataSource, CollectionViewDelegate {
    let collectionView = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 20, height: 5),
      collectionViewLayout: CollectionViewFlowLayout())
    var chosen: [String] = []
    var senders: [AnyObject?] = []
    var hasMenu = true

    override func viewDidLoad() {
      super.viewDidLoad()
      collectionView.dataSource = self
      collectionView.delegate = self
      collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
      view.addSubview(collectionView)
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
      -> Int
    { 2 }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
      -> CollectionViewCell
    {
      collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    func collectionView(
      _ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
      point: CGPoint
    ) -> ContextMenuConfiguration? {
      guard hasMenu else { return nil }
      return ContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
        Menu(
          title: "Item \(indexPath.item)",
          children: [
            Action(title: "Keep", state: .on) { action in
              self?.chosen.append("keep")
              self?.senders.append(action.sender)
            },
            Action(title: "Delete", attributes: .destructive) { _ in self?.chosen.append("delete")
            },
            Action(title: "Later", attributes: .disabled) { _ in self?.chosen.append("later") },
          ])
      }
    }
  }

  @Test func anItemsMenuIsAnActionSheet_withCancelLast() throws {
    let screen = Screen()
    screen.loadViewIfNeeded()
    #expect(
      AppViewController.presentActions(
        forItemAt: IndexPath(item: 1, section: 0), in: screen.collectionView, from: screen))
    let sheet = try #require(screen.presentedViewController as? AlertController)
    #expect(sheet.preferredStyle == .actionSheet)
    #expect(sheet.title == "Item 1")
    #expect(sheet.actions.map(\.title) == ["✓ Keep", "Delete", "Later", "Cancel"])
    #expect(sheet.actions.map(\.style) == [.default, .destructive, .default, .cancel])
    #expect(sheet.actions.map(\.isEnabled) == [true, true, false, true])
  }

  @Test func choosingAnActionRunsIt_withTheCollectionViewAsItsSender() throws {
    let screen = Screen()
    screen.loadViewIfNeeded()
    AppViewController.presentActions(
      forItemAt: IndexPath(item: 0, section: 0), in: screen.collectionView, from: screen)
    let sheet = try #require(screen.presentedViewController as? AlertController)
    sheet.choose(sheet.actions[0])
    #expect(screen.chosen == ["keep"])
    #expect(screen.senders.first.flatMap { $0 } === screen.collectionView)
    #expect(screen.presentedViewController == nil)
  }

  @Test func anItemWithoutAMenuShowsNothing() {
    let screen = Screen()
    screen.hasMenu = false
    screen.loadViewIfNeeded()
    #expect(
      !AppViewController.presentActions(
        forItemAt: IndexPath(item: 0, section: 0), in: screen.collectionView, from: screen))
    #expect(screen.presentedViewController == nil)
  }
}

/// Swipe actions, which a terminal and a browser show with the item's actions.
@MainActor
@Suite struct SwipeActionsTests {
  final class Screen: ViewController, CollectionViewDataSource {
    var done: [String] = []
    lazy var collectionView: CollectionView = {
      var configuration = CollectionLayoutListConfiguration(appearance: .plain)
      configuration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
        SwipeActionsConfiguration(actions: [
          ContextualAction(style: .destructive, title: "Delete") { _, view, completion in
            self?.done.append("delete \(indexPath.item) in \(type(of: view))")
            completion(true)
          }
        ])
      }
      configuration.leadingSwipeActionsConfigurationProvider = { indexPath in
        indexPath.item == 0
          ? SwipeActionsConfiguration(actions: [
            ContextualAction(style: .normal, title: "Pin") { _, _, completion in completion(true) }
          ]) : nil
      }
      return CollectionView(
        frame: CGRect(x: 0, y: 0, width: 20, height: 5),
        collectionViewLayout: CollectionViewCompositionalLayout.list(using: configuration))
    }()

    override func viewDidLoad() {
      super.viewDidLoad()
      collectionView.dataSource = self
      collectionView.register(CollectionViewListCell.self, forCellWithReuseIdentifier: "row")
      view.addSubview(collectionView)
      collectionView.layoutIfNeeded()
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
      -> Int
    { 2 }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
      -> CollectionViewCell
    {
      collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
    }
  }

  @Test func anItemsSwipeActionsAreItsActions_trailingThenLeading() throws {
    let screen = Screen()
    screen.loadViewIfNeeded()
    #expect(
      AppViewController.presentActions(
        forItemAt: IndexPath(item: 0, section: 0), in: screen.collectionView, from: screen))
    let sheet = try #require(screen.presentedViewController as? AlertController)
    #expect(sheet.actions.map(\.title) == ["Delete", "Pin", "Cancel"])
    #expect(sheet.actions.map(\.style) == [.destructive, .default, .cancel])
    sheet.choose(sheet.actions[0])
    #expect(screen.done == ["delete 0 in CollectionViewListCell"])
  }

  @Test func aListConfigurationsProvidersAreNotCompared() {
    var first = CollectionLayoutListConfiguration(appearance: .grouped)
    first.trailingSwipeActionsConfigurationProvider = { _ in nil }
    let second = CollectionLayoutListConfiguration(appearance: .grouped)
    #expect(first == second)
    #expect(first != CollectionLayoutListConfiguration(appearance: .plain))
  }
}
