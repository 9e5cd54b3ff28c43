import Foundation
import ListUI
import Testing

@testable import ListKitWeb

/// A screen sized in points, as UIKit apps size theirs: 44-point rows whose label is inset 15
/// points from the sides.
@MainActor
private final class PointRowsScreen: ViewController, CollectionViewDataSource,
  CollectionViewDelegate
{
  let collectionView = CollectionView(
    frame: .zero, collectionViewLayout: CollectionViewFlowLayout())
  var tapped: [Int] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    (collectionView.collectionViewLayout as? CollectionViewFlowLayout)?.minimumLineSpacing = 0
    collectionView.register(InsetLabelCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.dataSource = self
    collectionView.delegate = self
    view.addSubview(collectionView)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    collectionView.frame = view.bounds
    (collectionView.collectionViewLayout as? CollectionViewFlowLayout)?.itemSize = CGSize(
      width: view.bounds.width, height: 44)
  }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 10 }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    (cell as? InsetLabelCell)?.label.text = "Row \(indexPath.item)"
    return cell
  }

  func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
    tapped.append(indexPath.item)
  }
}

@MainActor
private final class InsetLabelCell: CollectionViewCell {
  let label = Label()

  required init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(label)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    label.frame = contentView.bounds.inset(by: EdgeInsets(top: 0, left: 15, bottom: 0, right: 15))
  }
}

/// A session whose screens are sized in points: the page is told its cell in pixels, and the
/// views' frames reach it in its cells, so that a point is a pixel.
@MainActor @Suite struct PointUnitsSessionTests {
  @Test func aScreenInPoints_isLaidOutAtThePagesSizeInPoints_andShowsItsRows() throws {
    let screen = PointRowsScreen()
    let recorder = Recorder(root: screen, options: WebSessionOptions(layoutUnits: .points))
    // A 1280 by 800 window holds 160 by 47 cells of 8 by 17 pixels.
    let first = try #require(recorder.hello(columns: 160, rows: 47))
    #expect(first.contains(#""cell":[8,17]"#))
    #expect(screen.collectionView.bounds.size == CGSize(width: 1280, height: 45 * 17))
    let row = try #require(recorder.element(showing: "Row 0", kind: "cell"))
    #expect(abs(row.frame.height - 44.0 / 17) < 1e-9)
    #expect(row.frame.width == 160)
    let label = try #require(recorder.element(showing: "Row 0"))
    #expect(abs(label.frame.minX - 15.0 / 8) < 1e-9)
    // The label's line is centred in its 44 points: 13.5 points down, in cells.
    #expect(label.runs.text.contains(#""y":0.794,"#))
    #expect(recorder.element(showing: "Row 9") != nil)
  }

  @Test func aScreenInPointsFillsThePageToThePixel() throws {
    let screen = PointRowsScreen()
    screen.title = "Rows"
    let recorder = Recorder(root: screen, options: WebSessionOptions(layoutUnits: .points))
    // 1285 by 805 pixels: 160 by 47 whole cells, and 5 pixels left over each way.
    recorder.session.receive(
      .hello(
        columns: 160, rows: 47, reducesMotion: false, colorScheme: "light",
        pixels: CGSize(width: 1285, height: 805)))
    recorder.session.advance(by: 0)
    #expect(screen.collectionView.bounds.size == CGSize(width: 1285, height: 805 - 2 * 17))
    let shown = recorder.session.shown
    #expect(abs((shown["screen"]?.frame.width ?? 0) * 8 - 1285) < 0.01)
    #expect(abs((shown["bar"]?.frame.width ?? 0) * 8 - 1285) < 0.01)
    let status = try #require(shown["status"])
    #expect(abs(status.frame.maxY * 17 - 805) < 0.02)
    #expect(abs(status.frame.width * 8 - 1285) < 0.01)
    // A resize under a cell reaches the screen too.
    recorder.session.receive(
      .resize(columns: 160, rows: 47, pixels: CGSize(width: 1283, height: 801)))
    recorder.session.advance(by: 0)
    #expect(screen.collectionView.bounds.size == CGSize(width: 1283, height: 801 - 2 * 17))
    // Without its size in pixels, the page gets whole cells, as before.
    recorder.session.receive(.resize(columns: 160, rows: 47))
    recorder.session.advance(by: 0)
    #expect(screen.collectionView.bounds.size == CGSize(width: 1280, height: 45 * 17))
  }

  @Test func theTitleBarAndStatusLineInPointsAreInTheSystemsFont() throws {
    let screen = PointRowsScreen()
    screen.title = "Rows"
    let navigation = NavigationController(rootViewController: ViewController())
    let recorder = Recorder(root: navigation, options: WebSessionOptions(layoutUnits: .points))
    navigation.pushViewController(screen, animated: false)
    recorder.hello(columns: 160, rows: 47)
    let shown = recorder.session.shown
    #expect(shown["title"]?.style["font"]?["w"] == .number(600))
    #expect(shown["back"]?.style["font"]?["a"] == .string("center"))
    let position = try #require(shown["status.position"])
    #expect(position.style["font"]?["a"] == .string("right"))
    #expect(position.runs.text.contains("1/"))
    #expect(shown["status"]?.children.contains("status.position") == true)
    // In cells, the same screen's bars stay in the grid.
    let cells = Recorder(root: NavigationController(rootViewController: PointRowsScreen()))
    cells.hello(columns: 80, rows: 24)
    #expect(cells.session.shown["title"]?.style["font"] == nil)
    #expect(cells.session.shown["status.position"] == nil)
  }

  @Test func aScreenInCellsKeepsWholeCellsWhateverThePixels() throws {
    let screen = ListScreen(items: ["one"])
    let recorder = Recorder(root: screen)
    screen.connect(scheduler: recorder.session.scheduler)
    recorder.session.receive(
      .hello(
        columns: 40, rows: 12, reducesMotion: false, colorScheme: "light",
        pixels: CGSize(width: 333, height: 210)))
    recorder.session.advance(by: 0)
    #expect(screen.collectionView.bounds.size == CGSize(width: 40, height: 10))
    #expect(recorder.session.shown["bar"]?.frame.width == 40)
  }

  @Test func aClickInCells_landsOnTheMiddleOfTheCellInPoints() throws {
    let screen = PointRowsScreen()
    let recorder = Recorder(root: screen, options: WebSessionOptions(layoutUnits: .points))
    recorder.hello(columns: 160, rows: 47)
    let row = try #require(recorder.element(showing: "Row 2", kind: "cell"))
    recorder.session.receive(#"{"type":"click","id":"\#(row.id)","x":3,"y":1}"#)
    recorder.session.advance(by: 1)
    #expect(screen.tapped == [2])
  }

  @Test func textInPointsIsInItsFont_andTextInCellsIsInTheGrid() throws {
    func fonts(units: LayoutUnits) throws -> [String: String] {
      let screen = ViewController()
      let title = Label(frame: CGRect(x: 0, y: 0, width: 200, height: 17))
      title.text = "Title"
      title.font = .preferredFont(forTextStyle: .headline)
      title.textAlignment = .center
      let code = Label(frame: CGRect(x: 0, y: 17, width: 200, height: 17))
      code.text = "let x = 1"
      code.font = .monospacedSystemFont(ofSize: 13, weight: .regular)
      let named = Label(frame: CGRect(x: 0, y: 34, width: 200, height: 17))
      named.text = "Named"
      named.font = try #require(Font(name: "Georgia-BoldItalic", size: 20))
      let button = Button(frame: CGRect(x: 0, y: 51, width: 80, height: 34))
      button.setTitle("Tap", for: .normal)
      let drawn = View(frame: CGRect(x: 0, y: 85, width: 80, height: 17))
      for view in [title, code, named, button, drawn] { screen.view.addSubview(view) }
      let recorder = Recorder(root: screen, options: WebSessionOptions(layoutUnits: units))
      recorder.hello()
      var fonts: [String: String] = [:]
      for (name, view) in [
        ("title", title), ("code", code), ("named", named), ("button", button), ("drawn", drawn),
      ] as [(String, View)] {
        let element = try #require(recorder.session.shown[recorder.session.keys.key(for: view)])
        fonts[name] = element.style["font"]?.text
      }
      return fonts
    }
    let points = try fonts(units: .points)
    #expect(points["title"] == #"{"s":17,"w":600,"a":"center"}"#)
    #expect(points["code"] == #"{"s":13,"w":400,"m":true,"a":"left"}"#)
    #expect(points["named"] == #"{"s":20,"w":700,"i":true,"f":"Georgia","a":"left"}"#)
    #expect(points["button"] == #"{"s":15,"w":400,"a":"center"}"#)
    // A view that draws itself draws in the grid.
    #expect(points["drawn"] == nil)
    // In cells, every text is in the grid's monospaced cells.
    #expect(try fonts(units: .cells).isEmpty)
  }

  @Test func aScreenInCells_tellsThePageNoCellSize() throws {
    let recorder = Recorder(root: PointRowsScreen())
    let first = try #require(recorder.hello())
    #expect(!first.contains(#""cell":["#))
  }
}
