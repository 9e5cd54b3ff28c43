import Foundation
import ListKitTerminal
import ListUI
import Testing

/// A one-line cell showing its text.
@MainActor
final class RowCell: CollectionViewCell {
  let label = Label()

  required init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(label)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    label.frame = CGRect(x: 2, y: 0, width: bounds.width - 2, height: 1)
  }
}

/// A screen listing `rows`, one a line, that applies changes to them as batch updates.
@MainActor
final class RowsScreen: TerminalViewController, CollectionViewDataSource {
  var rows: [String]
  let collectionView: CollectionView

  required convenience init() { self.init(rows: []) }

  init(rows: [String]) {
    self.rows = rows
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 30, height: 1)
    layout.minimumLineSpacing = 0
    collectionView = CollectionView(frame: .zero, collectionViewLayout: layout)
    super.init()
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(RowCell.self, forCellWithReuseIdentifier: "row")
    collectionView.dataSource = self
    view.addSubview(collectionView)
  }

  override var focusedCollectionView: CollectionView? { collectionView }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
    -> Int
  { rows.count }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
    (cell as? RowCell)?.label.text = rows[indexPath.item]
    return cell
  }

  /// Moves the row at `from` to `to`.
  func move(from: Int, to: Int) {
    defer { application?.setNeedsDisplay() }
    collectionView.performBatchUpdates { [self] in
      rows.insert(rows.remove(at: from), at: to)
      collectionView.moveItem(
        at: IndexPath(item: from, section: 0), to: IndexPath(item: to, section: 0))
    }
  }

  /// Inserts `row` at `index`.
  func insert(_ row: String, at index: Int) {
    defer { application?.setNeedsDisplay() }
    collectionView.performBatchUpdates { [self] in
      rows.insert(row, at: index)
      collectionView.insertItems(at: [IndexPath(item: index, section: 0)])
    }
  }

  /// Deletes the row at `index`.
  func delete(at index: Int) {
    defer { application?.setNeedsDisplay() }
    collectionView.performBatchUpdates { [self] in
      rows.remove(at: index)
      collectionView.deleteItems(at: [IndexPath(item: index, section: 0)])
    }
  }

  /// Gives the row at `index` a new text and reloads it.
  func reload(at index: Int, with row: String) {
    defer { application?.setNeedsDisplay() }
    collectionView.performBatchUpdates { [self] in
      rows[index] = row
      collectionView.reloadItems(at: [IndexPath(item: index, section: 0)])
    }
  }
}

/// An app showing a ``RowsScreen`` of ten rows on the in-memory backend.
@MainActor
struct AnimatedApp {
  let backend: InMemoryBackend
  let app: TerminalApplication
  let screen = RowsScreen(rows: (0..<10).map { "row \($0)" })

  init(animated: Bool, capability: ColorCapability = .trueColor) {
    backend = InMemoryBackend(
      size: TerminalSize(columns: 30, rows: 14), capability: capability)
    backend.showsAnimations = animated
    app = TerminalApplication(backend: backend, title: "Rows")
    screen.collectionView.scheduler = app.scheduler
    app.push(screen)
    try? app.start()
    app.clock.advance(by: 1)
  }

  /// The terminal's lines.
  var lines: [String] {
    backend.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// The line that shows `text`.
  func line(showing text: String) -> Int? {
    lines.firstIndex { $0.contains(text) }
  }
}

@MainActor @Suite struct AnimationTests {
  @Test func test_move_glidesThroughTheRowsInBetween_andEndsAsWithoutAnimation() throws {
    let animated = AnimatedApp(animated: true)
    let still = AnimatedApp(animated: false)
    #expect(animated.app.animatesUpdates)
    #expect(!still.app.animatesUpdates)
    let start = try #require(animated.line(showing: "row 8"))
    animated.screen.move(from: 8, to: 1)
    still.screen.move(from: 8, to: 1)
    animated.app.clock.advance(by: 0.05)
    still.app.clock.advance(by: 0.05)
    let end = try #require(still.line(showing: "row 8"))
    let between = try #require(animated.line(showing: "row 8"))
    #expect(between < start)
    #expect(between > end)
    #expect(animated.backend.text != still.backend.text)
    #expect(animated.app.isAnimating)

    animated.app.clock.advance(by: 0.3)
    still.app.clock.advance(by: 0.3)
    #expect(!animated.app.isAnimating)
    expectText(animated.backend.text, still.backend.text)
    #expect(animated.line(showing: "row 8") == end)
  }

  @Test func test_animation_drawsFramesWhileItRuns_thenNothing() {
    let animated = AnimatedApp(animated: true)
    let before = animated.backend.frames.count
    animated.screen.move(from: 8, to: 1)
    animated.app.clock.advance(by: 0.3)
    let during = animated.backend.frames.count - before
    #expect(during >= 3)
    let renders = animated.app.renderCount
    animated.app.clock.advance(by: 1)
    #expect(animated.app.renderCount == renders)
    #expect(animated.backend.frames.count - before == during)
  }

  @Test func test_insert_showsTheNewRowDimmed_andPushesTheRowsBelowDown() throws {
    let animated = AnimatedApp(animated: true)
    animated.screen.insert("new row", at: 2)
    animated.app.clock.advance(by: 0.1)
    let row = try #require(animated.line(showing: "new row"))
    let frame = try #require(animated.backend.lastFrame)
    #expect(frame[2, row].style.isDim == true)
    animated.app.clock.advance(by: 0.2)
    let after = try #require(animated.backend.lastFrame)
    #expect(after[2, row].style.isDim == false)
    #expect(animated.line(showing: "row 2") == row + 1)
  }

  @Test func test_delete_dimsTheRow_thenItIsGone() throws {
    let animated = AnimatedApp(animated: true)
    let still = AnimatedApp(animated: false)
    let row = try #require(animated.line(showing: "row 9"))
    animated.screen.delete(at: 9)
    still.screen.delete(at: 9)
    animated.app.clock.advance(by: 0.05)
    still.app.clock.advance(by: 0.05)
    #expect(animated.line(showing: "row 9") == row)
    #expect(still.line(showing: "row 9") == nil)
    let frame = try #require(animated.backend.lastFrame)
    #expect(frame[2, row].style.isDim == true)
    animated.app.clock.advance(by: 0.3)
    still.app.clock.advance(by: 0.3)
    #expect(animated.line(showing: "row 9") == nil)
    expectText(animated.backend.text, still.backend.text)
  }

  @Test func test_effects_showWithoutColour() throws {
    let animated = AnimatedApp(animated: true, capability: .none)
    let written = animated.backend.output.count
    animated.screen.delete(at: 9)
    animated.screen.reload(at: 2, with: "row two")
    animated.app.clock.advance(by: 0.02)
    let output = String(animated.backend.output.dropFirst(written))
    #expect(output.contains("\u{1B}[0;2m"))  // dim
    #expect(output.contains("\u{1B}[0;1;4;7m"))  // bold, underlined, reversed
    #expect(!output.contains("38;"))
  }

  @Test func test_reload_flashesTheRow() throws {
    let animated = AnimatedApp(animated: true)
    animated.screen.reload(at: 4, with: "row four")
    animated.app.clock.advance(by: 0.02)
    let row = try #require(animated.line(showing: "row four"))
    let frame = try #require(animated.backend.lastFrame)
    #expect(frame[2, row].style.isBold == true)
    animated.app.clock.advance(by: 0.3)
    let after = try #require(animated.backend.lastFrame)
    #expect(after[2, row].style.isBold == false)
  }

  @Test func test_keyDuringAnimation_jumpsToTheEnd_withNoStaleRow() {
    let animated = AnimatedApp(animated: true)
    let still = AnimatedApp(animated: false)
    animated.screen.delete(at: 3)
    still.screen.delete(at: 3)
    animated.app.clock.advance(by: 0.05)
    still.app.clock.advance(by: 0.05)
    #expect(animated.app.isAnimating)
    animated.app.press(.down)
    still.app.press(.down)
    #expect(!animated.app.isAnimating)
    animated.app.clock.advance(by: 1 / 60)
    still.app.clock.advance(by: 1 / 60)
    expectText(animated.backend.text, still.backend.text)
    #expect(!animated.backend.text.contains("row 3"))
  }

  @Test func test_keyDuringAnimation_completesTheUpdateAtOnce() {
    let animated = AnimatedApp(animated: true)
    var completions: [Bool] = []
    animated.screen.collectionView.performBatchUpdates(
      {
        animated.screen.rows.insert("new", at: 0)
        animated.screen.collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
      }, completion: { completions.append($0) })
    animated.app.clock.advance(by: 0.05)
    #expect(completions.isEmpty)
    animated.app.press(.down)
    #expect(completions == [true])
    animated.app.clock.advance(by: 1)
    #expect(completions == [true])
  }

  @Test func test_updateDuringAnimation_startsFromWhatIsShown_andEndsRight() throws {
    let animated = AnimatedApp(animated: true)
    let still = AnimatedApp(animated: false)
    for app in [animated, still] {
      app.screen.move(from: 8, to: 1)
      app.app.clock.advance(by: 0.05)
    }
    let shown = try #require(animated.line(showing: "row 8"))
    animated.screen.delete(at: 0)
    still.screen.delete(at: 0)
    animated.app.clock.advance(by: 0.02)
    let next = try #require(animated.line(showing: "row 8"))
    #expect(abs(next - shown) <= 1)
    animated.app.clock.advance(by: 0.5)
    still.app.clock.advance(by: 0.5)
    expectText(animated.backend.text, still.backend.text)
    #expect(!animated.backend.text.contains("row 0"))
  }
}

/// No frame of an animation shows the glyphs of two rows on one line: a row gliding over others
/// hides what is under it.
@MainActor @Suite struct GlidingRowTests {
  @Test func aShortRowGlidingOverLongerOnes_neverMixesTheirGlyphs() throws {
    let animated = AnimatedApp(animated: true)
    animated.screen.rows[8] = "x"
    animated.screen.collectionView.reloadData()
    animated.app.clock.advance(by: 1)
    animated.screen.move(from: 8, to: 1)
    var framesSeen = 0
    for _ in 0..<40 {
      animated.app.clock.advance(by: 0.01)
      framesSeen += 1
      for line in animated.lines where line.contains("x") {
        // The line of the gliding row shows it alone: none of the row it passes.
        #expect(!line.contains("ow"), "mixed glyphs in frame \(framesSeen): \(line)")
      }
    }
    #expect(!animated.app.isAnimating)
  }
}
