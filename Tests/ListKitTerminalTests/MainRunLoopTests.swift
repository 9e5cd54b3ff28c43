import Foundation
import ListKit
import ListKitTerminal
import Testing

/// A screen written as IGListKit apps write theirs — a collection view with no scheduler set, a
/// list adapter, and updates from `DispatchQueue.main.asyncAfter` and from a main-actor `Task` —
/// updates what a real ``TerminalApplication/run()`` shows: the main queue runs while the app
/// runs, and each turn that ran anything is drawn.
@MainActor @Suite(.serialized) struct MainRunLoopTests {
  @Test func updatesFromTheMainQueueAndAMainActorTaskReachTheScreen() async throws {
    let backend = InMemoryBackend(size: TerminalSize(columns: 40, rows: 10))
    let app = TerminalApplication(backend: backend, title: "Live")
    let screen = LiveScreen()
    screen.onLoad = { [weak screen] in
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.02) {
        screen?.append("from asyncAfter")
      }
      Task { @MainActor in
        await Task.yield()
        await screen?.appendAndWait("from a task")
      }
    }
    app.push(screen)
    // Quits once both rows were drawn. The bound only keeps a broken loop from hanging the tests:
    // it is far past what the updates take, even while other tests hold the main actor.
    let watcher = MainRunLoop.shared.addTurnHandler {
      let shown = backend.frameTexts.last ?? ""
      if shown.contains("from asyncAfter") && shown.contains("from a task") { app.quit() }
    }
    defer { watcher.cancel() }
    DispatchQueue.main.asyncAfter(deadline: .now() + 600) { app.quit() }
    try await app.run()
    let last = try #require(backend.frameTexts.last)
    #expect(last.contains("irst"))  // the selection marker covers the first column
    #expect(last.contains("from asyncAfter"))
    #expect(last.contains("from a task"))
  }
}

/// A screen as IGListKit's examples write one: a list adapter over a collection view that keeps
/// its default scheduler, showing strings.
@MainActor
final class LiveScreen: ViewController, ListAdapterDataSource {
  let collectionView = CollectionView(
    frame: .zero, collectionViewLayout: CollectionViewFlowLayout())
  lazy var adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: self)
  var rows: [String] = ["first"]
  var onLoad: (() -> Void)?

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(collectionView)
    adapter.collectionView = collectionView
    adapter.dataSource = self
    onLoad?()
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    collectionView.frame = view.bounds
  }

  func append(_ row: String) {
    rows.append(row)
    adapter.performUpdates(animated: true)
  }

  func appendAndWait(_ row: String) async {
    rows.append(row)
    await adapter.performUpdates(animated: true)
  }

  func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { rows }

  func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  {
    ListSingleSectionController(
      configure: { (row: String, cell: NamedCell) in cell.label.text = row },
      size: { _, context in CGSize(width: context?.containerSize.width ?? 0, height: 1) })
  }

  func emptyView(for listAdapter: ListAdapter) -> View? { nil }
}
