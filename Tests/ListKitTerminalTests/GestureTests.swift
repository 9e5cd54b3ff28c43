import Foundation
import ListKit
import ListKitTerminal
import ListKitTestSupport
import ListUI
import Testing

/// The mouse drives gesture recognizers in a terminal: a click is a tap, a button held for a
/// long press's duration on the app's clock and dragged is a long press.
@MainActor @Suite struct TerminalGestureTests {
  let backend = InMemoryBackend(size: TerminalSize(columns: 30, rows: 10))
  let app: TerminalApplication

  init() {
    app = TerminalApplication(backend: backend, title: "Gestures")
  }

  /// Sends an SGR mouse report: `M` for a press or drag (`code` 32 for a drag), `m` for a
  /// release, at the cell at `column` and `row`, counted from zero.
  func mouse(_ code: Int, column: Int, row: Int, release: Bool = false) {
    app.handle(bytes: Array("\u{1B}[<\(code);\(column + 1);\(row + 1)\(release ? "m" : "M")".utf8))
  }

  @Test func aClickOnAViewWithATap_recognizesItAtTheClickInTheViewsCoordinates() throws {
    let screen = TwoButtonScreen()
    screen.collectionView.scheduler = app.scheduler
    app.push(screen)
    try app.start()
    let cell = try #require(screen.cell(at: 1))
    var taps: [CGPoint] = []
    cell.label.addGestureRecognizer(
      TapGestureRecognizer { taps.append($0.location(in: $0.view)) })
    // Row 1 is line 2; the label is at columns 2 to 6.
    mouse(0, column: 4, row: 2)
    #expect(taps.isEmpty)
    mouse(0, column: 4, row: 2, release: true)
    #expect(taps == [CGPoint(x: 2, y: 0)])
    // The tap took the click: the cell was not tapped.
    #expect(screen.tapped.isEmpty)
    // A click elsewhere is a click, as before.
    mouse(0, column: 9, row: 2)
    mouse(0, column: 9, row: 2, release: true)
    #expect(cell.pressed == ["a"])
  }

  @Test func aButtonHeldAndDragged_reordersAListWithALongPress() throws {
    let screen = LongPressReorderScreen(count: 6, scheduler: app.scheduler)
    app.push(screen)
    try app.start()
    // Row 1 is on line 2. Hold it for the press duration, drag it to line 5, let go.
    mouse(0, column: 3, row: 2)
    app.clock.advance(by: 0.5)
    #expect(screen.states == [.began])
    mouse(32, column: 3, row: 3)
    mouse(32, column: 3, row: 5)
    mouse(0, column: 3, row: 5, release: true)
    #expect(screen.states == [.began, .changed, .changed, .ended])
    #expect(screen.moves.map { [$0.from, $0.to] } == [[[0, 1], [0, 4]]])
    #expect(screen.rows == ["Row 0", "Row 2", "Row 3", "Row 4", "Row 1", "Row 5"])
    app.clock.runUntilIdle()
    #expect(app.lastFrame?.line(5).contains("Row 1") == true)
  }

  @Test func theKeyboardMovesAHeldRowSeveralPlaces_andTheSelectionEndsOnIt() throws {
    let screen = LongPressReorderScreen(count: 6, scheduler: app.scheduler)
    app.push(screen)
    try app.start()
    app.press(.down)
    app.press(.character("m"))
    app.press(.down)
    app.press(.down)
    app.press(.down)
    app.press(.up)
    app.press(.enter)
    app.flushInput()
    #expect(screen.rows == ["Row 0", "Row 2", "Row 3", "Row 1", "Row 4", "Row 5"])
    #expect(screen.states.first == .began && screen.states.last == .ended)
    #expect(app.window.selectedIndexPath == IndexPath(item: 3, section: 0))
  }

  @Test func aQuickClick_selectsTheRow_andTheKeyboardReordersWithM() throws {
    let screen = LongPressReorderScreen(count: 6, scheduler: app.scheduler)
    app.push(screen)
    try app.start()
    mouse(0, column: 3, row: 3)
    mouse(0, column: 3, row: 3, release: true)
    #expect(screen.states.isEmpty)
    #expect(app.window.selectedIndexPath == IndexPath(item: 2, section: 0))
    app.press(.character("m"))
    app.press(.down)
    app.press(.enter)
    #expect(screen.states == [.began, .changed, .ended])
    #expect(screen.rows == ["Row 0", "Row 1", "Row 3", "Row 2", "Row 4", "Row 5"])
    app.press(.character("m"))
    app.press(.up)
    app.press(.escape)
    app.flushInput()
    #expect(screen.states.suffix(3) == [.began, .changed, .cancelled])
    #expect(screen.moves.count == 1)
  }

  @Test func theWheelWithCtrl_isAPinchStep_andDragsKeepTheirModifiers() throws {
    let screen = LongPressReorderScreen(count: 6, scheduler: app.scheduler)
    app.push(screen)
    try app.start()
    let cell = try #require(screen.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
    var log: [String] = []
    cell.addGestureRecognizer(PinchGestureRecognizer { log.append("\($0.state) \($0.scale)") })
    // The wheel up with Ctrl (64 + 16) over row 1, on line 2, then down.
    mouse(80, column: 3, row: 2)
    #expect(log == ["began 1.1"])
    mouse(81, column: 3, row: 2)
    app.clock.advance(by: 0.5)
    #expect(log.count == 3)
    #expect(log.last?.hasPrefix("ended 1.0") == true)
    // A drag with the button held is a pan, and drags are decoded with their modifiers.
    var decoder = InputDecoder()
    #expect(
      decoder.decode(Array("\u{1B}[<48;3;4M".utf8))
        == [
          .mouse(MouseEvent(action: .drag(button: 0), column: 2, row: 3, modifierFlags: .control))
        ])
  }
}

/// A row of one section, as each of IGListKit's reorder example's rows is.
@MainActor
private final class ReorderRowSection: ListSectionController {
  private var name = ""

  override func sizeForItem(at index: Int) -> CGSize {
    CGSize(width: collectionContext.containerSize.width, height: 1)
  }

  override func cellForItem(at index: Int) -> CollectionViewCell {
    let cell = collectionContext.dequeueReusableCell(
      of: CollectionViewListCell.self, for: self, at: index)
    if let cell = cell as? CollectionViewListCell {
      var content = cell.defaultContentConfiguration()
      content.text = name
      cell.contentConfiguration = content
    }
    return cell
  }

  override func didUpdate(to object: Any) { name = object as? String ?? "" }

  override func canMoveItem(at index: Int) -> Bool { true }
}

/// IGListKit's reorder example: a section per row, moved by the adapter's move delegate, which
/// reloads the list, and the example's long press handler.
@MainActor
private final class SectionReorderScreen: ViewController, ListAdapterDataSource,
  ListAdapterMoveDelegate
{
  var names = ["a", "b", "c", "d"]
  let collectionView = CollectionView(
    frame: .zero, collectionViewLayout: CollectionViewFlowLayout())
  lazy var adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: self)

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(collectionView)
    adapter.collectionView = collectionView
    adapter.dataSource = self
    adapter.moveDelegate = self
    collectionView.addGestureRecognizer(
      LongPressGestureRecognizer { [weak self] gesture in self?.handle(gesture) })
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    collectionView.frame = view.bounds
  }

  func handle(_ gesture: LongPressGestureRecognizer) {
    switch gesture.state {
    case .began:
      guard
        let indexPath = collectionView.indexPathForItem(at: gesture.location(in: collectionView))
      else { break }
      collectionView.beginInteractiveMovementForItem(at: indexPath)
    case .changed:
      collectionView.updateInteractiveMovementTargetPosition(gesture.location(in: collectionView))
    case .ended:
      collectionView.endInteractiveMovement()
    default:
      collectionView.cancelInteractiveMovement()
    }
  }

  func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { names }

  func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  { ReorderRowSection() }

  func emptyView(for listAdapter: ListAdapter) -> View? { nil }

  func listAdapter(
    _ listAdapter: ListAdapter, move object: Any, from previousObjects: [Any], to objects: [Any]
  ) {
    names = objects.compactMap { $0 as? String }
  }
}

@MainActor @Suite struct SectionReorderKeyboardTests {
  @Test func theKeyboardMovesASingleItemSectionAPlacePerKey_andTheSelectionEndsOnIt() throws {
    let app = TerminalApplication(
      backend: InMemoryBackend(size: TerminalSize(columns: 20, rows: 8)), title: "Reorder")
    let screen = SectionReorderScreen()
    app.push(screen)
    try app.start()
    app.press(.character("m"))
    app.press(.down)
    app.press(.down)
    app.press(.enter)
    app.flushInput()
    app.clock.runUntilIdle()
    #expect(screen.names == ["b", "c", "a", "d"])
    #expect(app.window.selectedIndexPath == IndexPath(item: 0, section: 2))
  }

}
