import Foundation
import ListUI

/// A drawing surface that keeps what a view draws as text runs and fills, in the view's element's
/// coordinates, so that any view's own drawing shows in the page as it does in a terminal.
final class RecordingSurface: DrawingSurface {
  /// What was drawn, in order: a text run or a fill.
  private(set) var runs: [JSON] = []

  let drawableBounds: CGRect

  /// A surface whose drawing may go anywhere within `bounds`.
  init(bounds: CGRect) {
    drawableBounds = bounds
  }

  func drawText(_ text: String, at origin: CGPoint, style: TextStyle, clip: CGRect) {
    guard origin.y >= clip.minY, origin.y < clip.maxY, !text.isEmpty else { return }
    let styleJSON = CSSStyle.runStyle(style)
    // A run that goes on where the last one of the same style ended joins it.
    if case .object(let last)? = runs.last,
      let lastText = last.first(where: { $0.0 == "t" })?.1
        .string, let x = last.first(where: { $0.0 == "x" })?.1.number,
      let y = last.first(where: { $0.0 == "y" })?.1.number,
      y == Double(origin.y), x + Double(TextMetrics.width(of: lastText)) == Double(origin.x),
      (last.first { $0.0 == "s" }?.1 ?? .object([])) == styleJSON
    {
      runs[runs.count - 1] = Self.run(text: lastText + text, x: x, y: y, style: styleJSON)
      return
    }
    runs.append(Self.run(text: text, x: Double(origin.x), y: Double(origin.y), style: styleJSON))
  }

  func fill(_ rect: CGRect, style: TextStyle, clip: CGRect) {
    let area = rect.intersection(clip)
    guard !area.isNull, !area.isEmpty else { return }
    var members: [(String, JSON)] = [
      ("x", .cells(area.minX)), ("y", .cells(area.minY)), ("w", .cells(area.width)),
      ("h", .cells(area.height)),
    ]
    if case .object(let style) = CSSStyle.runStyle(style), !style.isEmpty {
      members.append(("s", .object(style)))
    }
    runs.append(.object(members))
  }

  private static func run(text: String, x: Double, y: Double, style: JSON) -> JSON {
    var members: [(String, JSON)] = [("x", .number(x)), ("y", .number(y)), ("t", .string(text))]
    if case .object(let style) = style, !style.isEmpty { members.append(("s", .object(style))) }
    return .object(members)
  }

  /// What `view` draws itself, not its subviews nor its background, as runs in its element's
  /// coordinates, in cells: its bounds' origin at the element's top-left corner.
  @MainActor
  static func runs(of view: View, units: LayoutUnits = .cells) -> JSON {
    let bounds = view.bounds
    let surface = RecordingSurface(
      bounds: CGRect(
        x: -10_000, y: -10_000, width: 20_000 + bounds.width, height: 20_000 + bounds.height))
    let context = DrawingContext(surface: surface, units: units).translated(
      by: CGPoint(x: -bounds.minX, y: -bounds.minY))
    view.draw(in: context)
    return .array(surface.runs)
  }
}
