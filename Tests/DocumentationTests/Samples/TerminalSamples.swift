// swift-format-ignore-file
// The samples of WorkingInTheTerminal.md, as the article shows them.
import Foundation
import ListKit
import ListKitTerminal

final class FruitsViewController: AppViewController, ListAdapterDataSource {
  let collectionView = CollectionView(
    frame: .zero, collectionViewLayout: CollectionViewFlowLayout())
  lazy var adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: self)
  var fruits: [ListDiffable] = ["Apple", "Banana", "Cherry"]

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Fruits"
    view.addSubview(collectionView)
    adapter.collectionView = collectionView
    adapter.dataSource = self
  }

  override var focusedCollectionView: CollectionView? { collectionView }

  override var statusText: String { "\(fruits.count) fruits" }

  func objects(for listAdapter: ListAdapter) -> [ListDiffable] {
    return fruits
  }

  func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any) -> ListSectionController {
    return TextSectionController()
  }

  func emptyView(for listAdapter: ListAdapter) -> View? {
    return nil
  }
}

@MainActor
func runFruits(on backend: any TerminalBackend) throws {
  let app = TerminalApplication(backend: backend, title: "Fruits")
  app.push(FruitsViewController())
  try app.run()
}

@MainActor
func makeBackend(environment: [String: String], isTerminal: Bool) -> any TerminalBackend {
  if isTerminal {
    return LiveTerminalBackend(capability: ColorMode.auto.capability(environment: environment))
  }
  return PlainTextBackend(size: PlainTextBackend.size(environment: environment))
}

@MainActor
func printOnePlainFrame() throws {
  try runFruits(
    on: PlainTextBackend(
      size: TerminalSize(columns: 24, rows: 6), write: { print($0, terminator: "") }))
}

@MainActor
func driveTheFruitsInMemory() throws -> (TerminalApplication, InMemoryBackend) {
  let backend = InMemoryBackend(size: TerminalSize(columns: 24, rows: 6))
  let app = TerminalApplication(backend: backend, title: "Fruits")
  app.push(FruitsViewController())
  try app.start()
  print(backend.text)

  app.press(.down)
  app.handle(bytes: Array("\u{1B}[B".utf8))  // the down arrow, as a terminal sends it
  app.clock.advance(by: 1)
  print(app.selectedIndexPath.map { "selected: section \($0.section)" } ?? "nothing selected")
  return (app, backend)
}

func chooseColors() {
  print(ColorMode.auto.capability(environment: ["TERM": "xterm-256color"]))
  print(ColorMode.auto.capability(environment: ["TERM": "xterm-256color", "NO_COLOR": "1"]))
  print(ColorMode.always.capability(environment: ["TERM": "xterm-256color", "NO_COLOR": "1"]))
  print(ColorMode.never.capability(environment: ["COLORTERM": "truecolor"]))
}

@MainActor
func watchAMoveAnimate() throws {
  let screen = FruitsViewController()
  let backend = InMemoryBackend(size: TerminalSize(columns: 24, rows: 6))
  backend.showsAnimations = true  // a live terminal's default; tests opt in
  let app = TerminalApplication(backend: backend, title: "Fruits")
  app.push(screen)
  try app.start()

  screen.fruits = ["Banana", "Cherry", "Apple"]
  screen.adapter.performUpdates(animated: true)
  app.clock.advance(by: 0.05)  // a quarter of the way: Apple is on its way down
  print(backend.text)
  app.clock.advance(by: 0.15)  // done
  print(backend.text)
}
