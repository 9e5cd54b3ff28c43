import ListUI

/// The page as text: what a test reads of a session, as it reads a terminal's frame.
extension WebSession {
  /// What the page shows, as lines of text as wide as the page: the title bar, the screen and
  /// the status line, each element's text where the last frame put it, clipped to the element,
  /// and a text field's text, or its placeholder while it is empty. Styles, colours and transitions are left out; a wide character
  /// takes two columns, as in the page's grid. Spaces at the ends of lines are left out.
  ///
  /// - Complexity: O(*e* + *c*), in the elements shown and the page's cells.
  public var pageText: String {
    var grid = [[Character]](
      repeating: [Character](repeating: " ", count: columns), count: rows)
    let page = CGRect(x: 0, y: 0, width: columns, height: rows)
    for key in ["bar", "screen", "status"] {
      draw(key, origin: .zero, clip: page, into: &grid)
    }
    return grid.map { line in
      let text = String(line.filter { $0 != Self.wideCharacterTail })
      return String(text.reversed().drop { $0 == " " }.reversed())
    }.joined(separator: "\n")
  }

  /// The key of the element that shows `text`, front first: the element whose own text holds
  /// it, or the text field whose text does; `nil` when no element shows it. A test clicks it
  /// with `receive(.click(id:x:y:))`.
  public func elementID(showing text: String) -> String? {
    var found: String?
    visit(["bar", "screen", "status"]) { element in
      let runs = element.runs.array?.compactMap { $0["t"]?.string } ?? []
      if runs.contains(where: { $0.contains(text) }) || element.value?.contains(text) == true {
        found = element.id
      }
    }
    return found
  }

  /// The key of the element that shows `view`, if the last frame showed it.
  public func elementID(of view: View) -> String? {
    let key = keys.key(for: view)
    return shown[key] != nil ? key : nil
  }

  /// Calls `body` with each element under `keys`, back to front.
  private func visit(_ keys: [String], _ body: (Element) -> Void) {
    for key in keys {
      guard let element = shown[key] else { continue }
      body(element)
      visit(element.children, body)
    }
  }

  /// Writes the element `key` and its children into `grid`, the element at `origin` plus its
  /// frame's, inside `clip`.
  private func draw(
    _ key: String, origin: CGPoint, clip: CGRect, into grid: inout [[Character]]
  ) {
    guard let element = shown[key] else { return }
    let frame = element.frame.offsetBy(dx: origin.x, dy: origin.y)
    let visible = frame.intersection(clip)
    guard !visible.isNull else { return }
    for run in element.runs.array ?? [] {
      guard let text = run["t"]?.string, let x = run["x"]?.number, let y = run["y"]?.number
      else { continue }
      write(text, at: CGPoint(x: frame.minX + x, y: frame.minY + y), clip: visible, into: &grid)
    }
    if let value = element.value {
      let shown = value.isEmpty ? element.attributes["placeholder"] ?? "" : value
      write(shown, at: frame.origin, clip: visible, into: &grid)
    }
    for child in element.children {
      draw(child, origin: frame.origin, clip: visible, into: &grid)
    }
  }

  /// Marks the second column of a wide character, which the text leaves out.
  private static let wideCharacterTail: Character = "\u{0}"

  private func write(
    _ text: String, at point: CGPoint, clip: CGRect, into grid: inout [[Character]]
  ) {
    let row = Int(point.y.rounded(.down))
    guard row >= Int(clip.minY), row < Int(clip.maxY), grid.indices.contains(row) else { return }
    var column = Int(point.x.rounded(.down))
    for character in text {
      let width = max(1, TextMetrics.width(of: String(character)))
      if column >= Int(clip.minX), column + width <= Int(clip.maxX),
        grid[row].indices.contains(column)
      {
        grid[row][column] = character
        if width == 2 { grid[row][column + 1] = Self.wideCharacterTail }
      }
      column += width
    }
  }
}
