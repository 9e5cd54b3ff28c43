import ListUI

/// What the application draws around a screen: the title bar, the status line, the key hints
/// box, and the message shown instead when the terminal is too small.
@MainActor
enum ScreenChrome {
  /// Says the terminal is too small, wrapped and centred, cut with "…" when even that does not
  /// fit.
  static func drawTooSmall(on grid: CellGrid, minimumSize: TerminalSize) {
    let size = grid.size
    guard size.columns > 0, size.rows > 0 else { return }
    let message =
      "Terminal too small: \(size.columns)x\(size.rows), needs "
      + "\(minimumSize.columns)x\(minimumSize.rows)"
    let lines = TextMetrics.wrap(message, toWidth: size.columns)
    let top = max(0, (size.rows - lines.count) / 2)
    for (index, line) in lines.prefix(size.rows).enumerated() {
      let shown =
        index == size.rows - 1 && lines.count > size.rows
        ? TextMetrics.truncate(line + " …", toWidth: size.columns) : line
      grid.write(shown, column: 0, row: top + index)
    }
  }

  /// The key hints' key, on the right of the title bar.
  static let helpLabel = "? keys "

  /// The fewest columns the titles keep on the left of the title bar when it shows bar button
  /// items; with less room, the items are not shown.
  static let minimumTitleRoom = 12

  /// What the title bar shows for each of `items`: the function key that presses it, then its
  /// title, such as `F2 Add`.
  static func itemLabels(_ items: [BarButtonItem]) -> [String] {
    items.enumerated().map { index, item in "F\(index + 2) \(item.displayedTitle)" }
  }

  /// The columns each of `items` takes in a title bar `width` wide: right-aligned before the key
  /// hints' key, two columns apart; none when they would leave the titles fewer than
  /// ``minimumTitleRoom`` columns.
  static func itemColumns(width: Int, items: [BarButtonItem]) -> [Range<Int>] {
    let labels = itemLabels(items)
    guard !labels.isEmpty else { return [] }
    let labelsWidth = labels.reduce(0) { $0 + TextMetrics.width(of: $1) + 2 }
    var column = width - TextMetrics.width(of: helpLabel) - labelsWidth
    guard column >= minimumTitleRoom + 1 else { return [] }
    return labels.map { label in
      let range = column..<(column + TextMetrics.width(of: label))
      column = range.upperBound + 2
      return range
    }
  }

  /// Draws the title bar: `text` (`Window.titleBarText(appTitle:isNarrow:)`), with the screen's
  /// bar button `items` and the key hints' key on the right. Disabled items are dimmed. The bar
  /// is in reversed colours, or on `background` in `foreground` when the screen's navigation bar
  /// gives them (`Window.titleBarBackgroundColor`).
  static func drawTitleBar(
    on grid: CellGrid, text title: String, items: [BarButtonItem] = [],
    background: Color? = nil, foreground: Color? = nil
  ) {
    let width = grid.size.columns
    let style =
      background.map {
        TextStyle(
          foreground: foreground?.drawingColor, background: $0.drawingColor, isBold: true,
          isDim: foreground?.dimsText ?? false)
      } ?? TextStyle(isBold: true, isReversed: true)
    grid.fill(
      grid.drawableBounds.divided(atDistance: 1, from: .minYEdge).slice, style: style,
      clip: grid.drawableBounds)
    let text = " " + title
    let help = helpLabel
    let columns = itemColumns(width: width, items: items)
    if let start = columns.first?.lowerBound {
      grid.write(TextMetrics.truncate(text, toWidth: start - 1), column: 0, row: 0, style: style)
      for (item, (label, range)) in zip(items, zip(itemLabels(items), columns)) {
        var itemStyle = style
        itemStyle.isDim = !item.isEnabled
        grid.write(label, column: range.lowerBound, row: 0, style: itemStyle)
      }
      grid.write(help, column: width - TextMetrics.width(of: help), row: 0, style: style)
      return
    }
    let room = width - TextMetrics.width(of: help) - 1
    grid.write(TextMetrics.truncate(text, toWidth: max(0, room)), column: 0, row: 0, style: style)
    if room > TextMetrics.width(of: text) {
      grid.write(help, column: width - TextMetrics.width(of: help), row: 0, style: style)
    }
  }

  /// Draws the status line: the screen's status, dimmed, or a status message or the filter
  /// line, in bold (with a caret after the filter line), on the left; the position indicator on the right; and between them, right-aligned and dimmed, the
  /// short help: as many of `help` as fit the free columns, the first ones first, then
  /// ``moreKeysHint``; none when even that does not fit.
  static func drawStatusLine(
    on grid: CellGrid, status: String, isMessage: Bool = false, hasCaret: Bool = false,
    position: String, help: [KeyHint] = []
  ) {
    let width = grid.size.columns
    let row = grid.size.rows - 1
    let room = width - TextMetrics.width(of: position) - 2
    let shownStatus = TextMetrics.truncate(status, toWidth: max(0, room - 1))
    grid.write(" " + shownStatus, column: 0, row: row, style: isMessage ? .bold : .dim)
    grid.write(position, column: width - TextMetrics.width(of: position) - 1, row: row)
    var statusEnd = 1 + TextMetrics.width(of: shownStatus)
    if hasCaret, statusEnd < room {
      grid.write(" ", column: statusEnd, row: row, style: TextStyle(isReversed: true))
      statusEnd += 1
    }
    // Two columns apart from the status and from the position.
    let end = room - 1
    let free = end - (statusEnd > 1 ? statusEnd + 2 : 1)
    let text = shortHelp(help, toWidth: free)
    guard !text.isEmpty else { return }
    grid.write(text, column: end - TextMetrics.width(of: text), row: row, style: .dim)
  }

  /// The hint the short help always ends with: `?` shows every key.
  static let moreKeysHint = KeyHint("?", "more")

  /// What separates the hints of the short help.
  static let helpSeparator = " • "

  /// The short help for `hints` in at most `width` columns: the hints as "keys action", apart by
  /// ``helpSeparator``, in order, each that still fits with ``moreKeysHint`` after them, the
  /// others left out; empty when even that hint does not fit.
  ///
  /// - Complexity: O(*n*) in the length of the hints: each hint is measured once.
  static func shortHelp(_ hints: [KeyHint], toWidth width: Int) -> String {
    func columns(_ hint: KeyHint) -> Int {
      TextMetrics.width(of: hint.keys) + 1 + TextMetrics.width(of: hint.action)
    }
    let separator = TextMetrics.width(of: helpSeparator)
    let more = columns(moreKeysHint)
    var shown: [KeyHint] = []
    // The columns of the hints shown so far, each followed by a separator.
    var used = 0
    for hint in hints {
      let hintColumns = columns(hint) + separator
      guard used + hintColumns + more <= width else { continue }
      shown.append(hint)
      used += hintColumns
    }
    let result = (shown + [moreKeysHint]).map { $0.keys + " " + $0.action }
      .joined(separator: helpSeparator)
    return TextMetrics.width(of: result) <= width ? result : ""
  }

  /// Draws `hints` in a box in the middle of the grid.
  static func drawKeyHints(_ hints: [KeyHint], on grid: CellGrid) {
    let keysWidth = hints.map { TextMetrics.width(of: $0.keys) }.max() ?? 0
    let lines = hints.map { hint in
      hint.keys + String(repeating: " ", count: keysWidth - TextMetrics.width(of: hint.keys))
        + "  " + hint.action
    }
    let contentWidth = max(lines.map { TextMetrics.width(of: $0) }.max() ?? 0, 4)
    let width = min(grid.size.columns, contentWidth + 4)
    let height = min(grid.size.rows, lines.count + 2)
    let left = (grid.size.columns - width) / 2
    let top = (grid.size.rows - height) / 2
    let box = CGRect(x: left, y: top, width: width, height: height)
    grid.fill(box, style: .plain, clip: grid.drawableBounds)
    let rule = String(repeating: "─", count: max(0, width - 2))
    grid.write("┌" + rule + "┐", column: left, row: top)
    let title = " Keys "
    if width > 8 { grid.write(title, column: left + 2, row: top, style: .bold) }
    for index in 0..<max(0, height - 2) {
      let text = TextMetrics.truncate(lines[index], toWidth: max(0, width - 4))
      grid.write("│", column: left, row: top + 1 + index)
      grid.write(text, column: left + 2, row: top + 1 + index)
      grid.write("│", column: left + width - 1, row: top + 1 + index)
    }
    grid.write("└" + rule + "┘", column: left, row: top + height - 1)
  }
}
