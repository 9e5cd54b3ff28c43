import Foundation
import ListUI
import Testing

/// A surface that records what is drawn on it, already clipped.
private final class RecordingSurface: DrawingSurface {
  var drawableBounds = CGRect(x: 0, y: 0, width: 40, height: 10)
  var operations: [String] = []

  func drawText(_ text: String, at origin: CGPoint, style: TextStyle, clip: CGRect) {
    operations.append(
      "text \(text) at \(origin.x),\(origin.y) clip \(describe(clip))\(mark(style))")
  }

  func fill(_ rect: CGRect, style: TextStyle, clip: CGRect) {
    operations.append("fill \(describe(rect)) clip \(describe(clip))\(mark(style))")
  }

  private func describe(_ rect: CGRect) -> String {
    "\(rect.minX),\(rect.minY) \(rect.width)x\(rect.height)"
  }

  private func mark(_ style: TextStyle) -> String {
    (style.isReversed ? " reversed" : "") + (style.isBold ? " bold" : "")
      + (style.isDim ? " dim" : "")
      + (style.background.map { " background \($0)" } ?? "")
  }
}

@MainActor @Suite struct DrawingTests {
  @Test func test_context_translatesClipsAndStyles() {
    let surface = RecordingSurface()
    let context = DrawingContext(surface: surface)
      .translated(by: CGPoint(x: 5, y: 2))
      .clipped(to: CGRect(x: 0, y: 0, width: 10, height: 3))
      .styled(.reversed)
    #expect(context.clipBounds == CGRect(x: 0, y: 0, width: 10, height: 3))
    context.drawText("hi", at: CGPoint(x: 1, y: 1), style: .bold)
    context.translated(by: CGPoint(x: 0, y: -4)).fill(CGRect(x: 0, y: 0, width: 20, height: 8))
    #expect(
      surface.operations == [
        "text hi at 6.0,3.0 clip 5.0,2.0 10.0x3.0 reversed bold",
        "fill 5.0,-2.0 20.0x8.0 clip 5.0,2.0 10.0x3.0 reversed",
      ])
  }

  @Test func test_drawHierarchy_drawsGlidingViewsLast_theFarthestTravellingOnTop() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
    let rows = ["A", "B", "C", "D"].enumerated().map { index, text in
      let label = Label(frame: CGRect(x: 0, y: CGFloat(index), width: 5, height: 1))
      label.text = text
      root.addSubview(label)
      return label
    }
    // A swapped from row 0 to row 3, B and C shifted up by one, D still.
    rows[0].animation = ViewAnimation(
      startFrame: CGRect(x: 0, y: -3, width: 5, height: 1), beginTime: 0, duration: 0.2)
    rows[1].animation = ViewAnimation(
      startFrame: CGRect(x: 0, y: 2, width: 5, height: 1), beginTime: 0, duration: 0.2)
    rows[2].animation = ViewAnimation(
      startFrame: CGRect(x: 0, y: 3, width: 5, height: 1), beginTime: 0, duration: 0.2)
    func order(at time: TimeInterval?) -> [String] {
      let surface = RecordingSurface()
      root.drawHierarchy(in: DrawingContext(surface: surface, time: time))
      // The texts drawn, in order; the blanks a gliding view lays under its text are left out.
      return surface.operations.filter { $0.hasPrefix("text ") }
        .compactMap { $0.split(separator: " ").dropFirst().first }.map(String.init)
    }
    #expect(order(at: 0.05) == ["D", "B", "C", "A"])
    // A header, which a collection view stacks over its cells, stays over the gliding rows.
    let header = CollectionReusableView(frame: CGRect(x: 0, y: 0, width: 5, height: 1))
    let title = Label(frame: CGRect(x: 0, y: 0, width: 5, height: 1))
    title.text = "H"
    header.addSubview(title)
    root.insertSubview(header, at: 0)
    #expect(order(at: 0.05) == ["D", "B", "C", "A", "H"])
    header.removeFromSuperview()
    // Arrived, or drawn without a time: the subviews' own order.
    #expect(order(at: 0.2) == ["A", "B", "C", "D"])
    #expect(order(at: nil) == ["A", "B", "C", "D"])
  }

  @Test func test_hitTest_findsTheTopmostVisibleDescendant() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
    let scrollView = ScrollView(frame: CGRect(x: 2, y: 1, width: 20, height: 5))
    scrollView.contentSize = CGSize(width: 20, height: 50)
    scrollView.contentOffset = CGPoint(x: 0, y: 10)
    let row = View(frame: CGRect(x: 0, y: 12, width: 20, height: 1))
    let below = Button(frame: CGRect(x: 4, y: 0, width: 3, height: 1))
    let above = Button(frame: CGRect(x: 4, y: 0, width: 3, height: 1))
    let hidden = Button(frame: CGRect(x: 10, y: 0, width: 3, height: 1))
    hidden.isHidden = true
    root.addSubview(scrollView)
    scrollView.addSubview(row)
    for view in [below, above, hidden] { row.addSubview(view) }
    // The row is at y 12 of the content, shown at y 2 of the scroll view, y 3 of the root.
    #expect(root.hitTest(CGPoint(x: 7, y: 3)) === above)
    #expect(root.hitTest(CGPoint(x: 13, y: 3)) === row)
    #expect(root.hitTest(CGPoint(x: 3, y: 4)) === scrollView)
    #expect(root.hitTest(CGPoint(x: 30, y: 8)) === root)
    #expect(root.hitTest(CGPoint(x: 41, y: 0)) == nil)
    above.isHidden = true
    #expect(root.hitTest(CGPoint(x: 7, y: 3)) === below)
  }

  @Test func test_alpha_isClamped_dimsBelowOne_andHidesAndSkipsHitTestingBelowTheThreshold() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
    let faded = Label(frame: CGRect(x: 0, y: 0, width: 6, height: 1))
    faded.text = "faded"
    let gone = Button(frame: CGRect(x: 0, y: 1, width: 6, height: 1))
    gone.title = "gone"
    for view in [faded, gone] { root.addSubview(view) }
    faded.alpha = 0.5
    gone.alpha = 0.009
    let surface = RecordingSurface()
    root.drawHierarchy(on: surface)
    #expect(surface.operations == ["text faded at 0.0,0.0 clip 0.0,0.0 40.0x10.0 dim"])
    #expect(root.hitTest(CGPoint(x: 1, y: 1)) === root)
    #expect(root.hitTest(CGPoint(x: 1, y: 0)) === faded)
    gone.alpha = View.minimumInteractiveAlpha
    #expect(root.hitTest(CGPoint(x: 1, y: 1)) === gone)
    faded.alpha = 3
    #expect(faded.alpha == 1)
    faded.alpha = -1
    #expect(faded.alpha == 0)
  }

  @Test func test_reusableView_appliesTheLayoutAttributesAlpha() {
    let cell = CollectionViewCell(frame: .zero)
    let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    attributes.alpha = 0.25
    cell.apply(attributes)
    #expect(cell.alpha == 0.25)
  }

  @Test func test_contextClippedAway_drawsNothing() {
    let surface = RecordingSurface()
    let context = DrawingContext(surface: surface).clipped(
      to: CGRect(x: 50, y: 0, width: 5, height: 5))
    #expect(context.isClippedAway)
    context.drawText("hi", at: .zero)
    context.fill(CGRect(x: 0, y: 0, width: 60, height: 5))
    #expect(surface.operations.isEmpty)
  }

  @Test func test_drawHierarchy_honoursFramesScrollOffsetsHiddenViewsAndClipping() {
    let surface = RecordingSurface()
    let root = View(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
    let scrollView = ScrollView(frame: CGRect(x: 2, y: 1, width: 10, height: 3))
    scrollView.backgroundColor = .blue
    scrollView.contentOffset = CGPoint(x: 0, y: 5)
    let label = Label(frame: CGRect(x: 1, y: 6, width: 8, height: 1))
    label.text = "row"
    scrollView.addSubview(label)
    let hidden = Label(frame: CGRect(x: 1, y: 7, width: 8, height: 1))
    hidden.text = "hidden"
    hidden.isHidden = true
    scrollView.addSubview(hidden)
    root.addSubview(scrollView)
    let outside = View(frame: CGRect(x: 50, y: 0, width: 4, height: 4))
    outside.clipsToBounds = true
    outside.backgroundColor = .red
    root.addSubview(outside)

    root.drawHierarchy(on: surface)

    #expect(
      surface.operations == [
        "fill 2.0,1.0 10.0x3.0 clip 2.0,1.0 10.0x3.0 background rgb(red: 0, green: 0, blue: 255)",
        "text row at 3.0,2.0 clip 2.0,1.0 10.0x3.0",
      ])
  }

  @Test func test_scrollViews_clipToBounds_plainViewsDoNot() {
    #expect(ScrollView().clipsToBounds)
    #expect(!View().clipsToBounds)
  }

  @Test func test_cells_drawReversedWhileSelectedOrHighlighted() {
    let cell = CollectionViewCell(frame: CGRect(x: 0, y: 0, width: 4, height: 1))
    #expect(cell.drawingStyle == .plain)
    cell.isHighlighted = true
    #expect(cell.drawingStyle == .reversed)
    cell.isHighlighted = false
    cell.isSelected = true
    #expect(cell.drawingStyle == .reversed)
    let surface = RecordingSurface()
    cell.drawHierarchy(on: surface)
    #expect(surface.operations == ["fill 0.0,0.0 4.0x1.0 clip 0.0,0.0 40.0x10.0 reversed"])
  }

  @Test func test_textStyle_applyingKeepsColoursUnlessReplaced() {
    let base = TextStyle(foreground: .red, background: .blue, isReversed: true)
    #expect(
      base.applying(TextStyle(foreground: .green, isBold: true))
        == TextStyle(foreground: .green, background: .blue, isBold: true, isReversed: true))
  }
}
