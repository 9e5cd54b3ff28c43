import Foundation
import ListKitTerminal
import ListUI
import Testing

/// A row as IGListKit's example app makes its cells: a label inset 15 points from the sides of a
/// 55-point row, laid out in `layoutSubviews`.
@MainActor
final class PointLabelCell: CollectionViewCell {
  let label = Label()

  required init(frame: CGRect) {
    super.init(frame: frame)
    label.font = .systemFont(ofSize: 17)
    contentView.addSubview(label)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    label.frame = contentView.bounds.inset(by: EdgeInsets(top: 8, left: 15, bottom: 8, right: 15))
  }
}

/// A screen written as a UIKit app writes one: a plain view controller whose collection view
/// fills its view, with rows 55 points high.
@MainActor
final class PointListScreen: ViewController, CollectionViewDataSource, CollectionViewDelegate {
  let collectionView = CollectionView(
    frame: .zero, collectionViewLayout: CollectionViewFlowLayout())
  var items = (0..<20).map { "Row \($0)" }
  var tapped: [Int] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Points"
    let layout = collectionView.collectionViewLayout as? CollectionViewFlowLayout
    layout?.minimumLineSpacing = 0
    collectionView.register(PointLabelCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.dataSource = self
    collectionView.delegate = self
    view.addSubview(collectionView)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    collectionView.frame = view.bounds
    let layout = collectionView.collectionViewLayout as? CollectionViewFlowLayout
    layout?.itemSize = CGSize(width: view.bounds.width, height: 55)
  }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
    -> Int
  { items.count }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    (cell as? PointLabelCell)?.label.text = items[indexPath.item]
    return cell
  }

  func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
    tapped.append(indexPath.item)
  }
}

@MainActor @Suite struct PointUnitsTests {
  let backend = InMemoryBackend(size: TerminalSize(columns: 40, rows: 12))
  let screen = PointListScreen()

  func start(_ units: LayoutUnits) throws -> TerminalApplication {
    let app = TerminalApplication(backend: backend, title: "App", layoutUnits: units)
    app.push(screen)
    try app.start()
    app.clock.runUntilIdle()
    return app
  }

  /// Clicks the cell at `column` and `row`, counted from zero, as an SGR mouse press.
  func click(_ app: TerminalApplication, column: Int, row: Int) {
    app.handle(bytes: Array("\u{1B}[<0;\(column + 1);\(row + 1)M".utf8))
    app.handle(bytes: Array("\u{1B}[<0;\(column + 1);\(row + 1)m".utf8))
    app.clock.runUntilIdle()
  }

  @Test func anAppSizedInPoints_showsItsRowsTextInTheFirstFrame() throws {
    _ = try start(.points)
    // 40 by 10 cells of screen are 320 by 170 points; each 55-point row is about three lines,
    // its label's line in its middle, the selection marker beside the selected one.
    #expect(screen.collectionView.bounds.size == CGSize(width: 320, height: 170))
    expectText(
      backend.text,
      """
       Points                          ? keys

      ▶ Row 0


        Row 1


        Row 2


              ↑ ↓ j k move • ? more  1/20 Top
      """)
  }

  @Test func viewsFindTheirUnitsThroughTheScreenTheyAreShownOn() throws {
    let app = try start(.points)
    let cell = try #require(
      screen.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? PointLabelCell)
    #expect(cell.label.layoutUnits == .points)
    // Text is measured in cells of 8 by 17 points: "Row 0" is five columns on one line.
    #expect(cell.label.intrinsicContentSize == CGSize(width: 40, height: 17))
    #expect(Label().layoutUnits == .cells)
    #expect(app.layoutUnits == .points)
  }

  @Test func aClick_fallsOnThePointInTheMiddleOfTheCellClicked() throws {
    let app = try start(.points)
    // Line 5 is the screen's fifth line, points 68 to 85: the second row, 55 to 110.
    click(app, column: 3, row: 5)
    #expect(screen.tapped == [1])
    #expect(app.positionText() == "2/20 Top")
  }

  @Test func theWheel_scrollsThreeLinesOfPoints() throws {
    let app = try start(.points)
    app.handle(bytes: Array("\u{1B}[<65;5;5M".utf8))
    app.clock.runUntilIdle()
    #expect(screen.collectionView.contentOffset.y == 51)
  }

  @Test func anAppIsSizedInCellsUnlessItSaysOtherwise() throws {
    let app = try start(.cells)
    #expect(app.layoutUnits == .cells)
    #expect(screen.collectionView.bounds.size == CGSize(width: 40, height: 10))
    #expect(
      TerminalApplication(backend: InMemoryBackend(size: TerminalSize(columns: 20, rows: 5)))
        .layoutUnits == .cells)
  }
}
