import Foundation

/// Text measured as ListUI draws it, for UIKit's `size(withAttributes:)` and
/// `boundingRect(with:options:attributes:context:)`: a character is its cells (one, two for a
/// wide one) and a line one cell, in the units of the key window (cells, or points of 8 by 17 a
/// cell), as labels measure their text; the font's size changes nothing in a grid of cells.
@MainActor
enum TextMeasuring {
  /// The units text is measured in where no view says: the key window's.
  static var units: LayoutUnits { Application.shared.keyWindow?.layoutUnits ?? .cells }

  /// The size of `text` on one line per paragraph.
  static func size(of text: String) -> CGSize {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let widest = lines.map { TextMetrics.width(of: $0) }.max() ?? 0
    return units.size(columns: widest, rows: text.isEmpty ? 0 : lines.count)
  }

  /// The rectangle `text` takes laid out within `size`: wrapped at its width with
  /// ``NSStringDrawingOptions/usesLineFragmentOrigin``, else one line; cut at its height with
  /// ``NSStringDrawingOptions/truncatesLastVisibleLine``. Sets `context`'s total bounds.
  static func boundingRect(
    of text: String, with size: CGSize, options: NSStringDrawingOptions,
    context: NSStringDrawingContext?
  ) -> CGRect {
    let units = self.units
    var lines: [String]
    if options.contains(.usesLineFragmentOrigin) {
      let columns = size.width >= CGFloat(Int.max / 2) ? Int.max / 2 : units.columns(in: size.width)
      lines = TextMetrics.wrap(text, toWidth: max(1, columns))
      if options.contains(.truncatesLastVisibleLine), size.height < CGFloat(Int.max / 2) {
        lines = Array(lines.prefix(max(1, units.rows(in: size.height))))
      }
    } else {
      lines = text.isEmpty ? [] : [TextMetrics.singleLine(text)]
    }
    let widest = lines.map { TextMetrics.width(of: $0) }.max() ?? 0
    let rect = CGRect(origin: .zero, size: units.size(columns: widest, rows: lines.count))
    context?.totalBounds = rect
    return rect
  }
}
