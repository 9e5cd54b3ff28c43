import Foundation
@_spi(ListKit) import ListUI

/// A frame: the page's parts and the view tree walked into elements.
extension WebSession {
  /// The elements of the current state, by key: the title bar, the screen with the shown
  /// controllers' views, and the status line.
  func makeElements() -> [String: Element] {
    elementWalkCount += 1
    window.screensDidChange()
    layOutScreens()
    window.keepSelection()
    var builder = ElementBuilder(keys: keys, now: clock.now, units: options.layoutUnits)
    builder.add(titleBar())
    if let titleView = topScreen?.navigationItem.titleView, window.topAlert == nil {
      layOutTitleView(titleView)
      builder.addView(titleView, parent: "bar", parentView: nil)
      builder.elements["bar"]?.children.append(keys.key(for: titleView))
    }
    let extent = pageExtent
    var screen = Element(
      id: "screen", kind: "screen", parent: PatchBuilder.root,
      frame: CGRect(x: 0, y: 1, width: extent.width, height: max(0, extent.height - 2)))
    screen.attributes = ["role": "main"]
    builder.add(screen)
    let layers = [rootViewController] + window.presentedControllers
    let screenLayer = layers.lastIndex { !($0 is AlertController) } ?? 0
    let base =
      layers[...screenLayer].lastIndex { $0.modalPresentationStyle.coversPresentingView } ?? 0
    for layer in layers[base...] {
      if let key = builder.addView(layer.view, parent: "screen", parentView: nil) {
        builder.elements["screen"]?.children.append(key)
        if let alert = layer as? AlertController {
          builder.elements[key]?.attributes.merge(
            ["role": "alertdialog", "aria-modal": "true", "aria-label": alert.title ?? "Alert"],
            uniquingKeysWith: { _, new in new })
        }
      }
    }
    builder.add(statusLine())
    if window.isShowingKeyHints {
      let panel = keyHintsPanel()
      builder.add(panel)
      builder.elements["screen"]?.children.append(contentsOf: panel.map(\.id))
    }
    // An alert is modal: what lies under it takes no clicks, and Tab stays in the alert.
    if window.topAlert != nil, let alertKey = builder.elements["screen"]?.children.last {
      let under = (builder.elements["screen"]?.children.dropLast() ?? []) + ["bar", "status"]
      for key in under where key != alertKey {
        builder.elements[key]?.attributes["inert"] = ""
      }
    }
    return builder.elements
  }

  /// The title bar: a back button when there is somewhere to go back to, the titles (unless the
  /// screen has a title view), and the bar button items as buttons on the right.
  private func titleBar() -> [Element] {
    let extent = pageExtent
    // The fraction of a cell past the last whole column, which the items on the right move by.
    let slack = extent.width - CGFloat(columns)
    var bar = Element(
      id: "bar", kind: "bar", parent: PatchBuilder.root,
      frame: CGRect(x: 0, y: 0, width: extent.width, height: 1))
    bar.attributes = ["role": "banner"]
    // The screen's navigation bar's colours, when it gives a background; else the page's.
    // A colour the page cannot fill with (the theme's own, or clear) draws the bar plain.
    if let background = window.titleBarBackgroundColor {
      bar.style = .object([
        ("bg", .string(CSSStyle.css(background) ?? "var(--bg)")),
        ("fg", .string(CSSStyle.css(window.titleBarTextColor, fill: false) ?? "var(--fg)")),
      ])
    }
    var parts: [Element] = []
    var left = 0
    if window.depth > 1 || window.topAlert != nil && window.depth > 1 {
      var back = Element(
        id: "back", kind: "button", parent: "bar", frame: CGRect(x: 0, y: 0, width: 6, height: 1))
      back.attributes = ["aria-label": "Back"]
      setChromeFont(&back, Self.barButtonFont, alignment: .center)
      back.runs = .array([
        .object([("x", .number(0)), ("y", .number(0)), ("t", .string("‹ Back"))])
      ])
      parts.append(back)
      left = 7
    }
    let items = window.barButtonItems
    var right = columns
    var itemElements: [Element] = []
    for (index, item) in items.enumerated().reversed() {
      let label = item.displayedTitle
      let width = TextMetrics.width(of: label) + 2
      guard right - width - 1 > left + 8 else { break }
      right -= width + 1
      var button = Element(
        id: "item\(index)", kind: "button", parent: "bar",
        frame: CGRect(x: CGFloat(right) + slack, y: 0, width: CGFloat(width), height: 1))
      button.attributes = ["aria-label": label]
      setChromeFont(&button, Self.barButtonFont, alignment: .center)
      if !item.isEnabled { button.attributes["disabled"] = "" }
      button.runs = .array([
        .object([("x", .number(1)), ("y", .number(0)), ("t", .string(label))])
      ])
      itemElements.insert(button, at: 0)
    }
    let text = window.titleBarText(appTitle: title)
    if topScreen?.navigationItem.titleView == nil || window.topAlert != nil, !text.isEmpty {
      var titleElement = Element(
        id: "title", kind: "text", parent: "bar",
        frame: CGRect(x: left, y: 0, width: max(0, right - left), height: 1))
      titleElement.attributes = ["role": "heading", "aria-level": "1"]
      setChromeFont(&titleElement, Self.titleFont, alignment: .left)
      titleElement.runs = .array([
        .object([
          ("x", .number(1)), ("y", .number(0)),
          ("t", .string(TextMetrics.truncate(text, toWidth: max(0, right - left - 2)))),
        ])
      ])
      parts.append(titleElement)
    }
    parts.append(contentsOf: itemElements)
    bar.children = parts.map(\.id)
    return [bar] + parts
  }

  /// The key hints the status line shows for the shown screen, as many as fit in `room`
  /// columns, as the terminal shows them: its key commands with a discoverability title and its
  /// own hints (`AppViewController.keyHints(of:)`), `/` on a screen that can be filtered and
  /// `[ ]` in a tab bar controller (`Window.tabKeyHints`), then `? keys`, or `? more` when some
  /// did not fit, for `?` shows them all; none while an alert is shown.
  func keyHintsText(room: Int = .max) -> String {
    guard window.topAlert == nil, let screen = topScreen else { return "" }
    let hints =
      (AppViewController.keyHints(of: screen)
      + (filterableScreen != nil ? [KeyHint("/", "filter")] : [])
      + window.tabKeyHints.prefix(1)).map { "\($0.keys) \($0.action)" }
    let separator = " • "
    func joined(_ parts: ArraySlice<String>, last: String) -> String {
      (parts + [last]).joined(separator: separator)
    }
    if TextMetrics.width(of: joined(hints[...], last: "? keys")) <= room {
      return joined(hints[...], last: "? keys")
    }
    var count = hints.count
    while count > 0, TextMetrics.width(of: joined(hints.prefix(count), last: "? more")) > room {
      count -= 1
    }
    return count > 0 ? joined(hints.prefix(count), last: "? more") : ""
  }

  /// All the keys (`Window.keyHints`), as `?` shows them: a dialog over the screen, a key and
  /// what it does on each line, as many lines as fit. Any key hides it.
  private func keyHintsPanel() -> [Element] {
    let hints = window.keyHints
    let keysWidth = hints.map { TextMetrics.width(of: $0.keys) }.max() ?? 0
    let lines = hints.map {
      $0.keys.padding(toLength: keysWidth, withPad: " ", startingAt: 0) + "  " + $0.action
    }
    let screenRows = max(0, rows - 2)
    let width = min(columns - 2, (lines.map { TextMetrics.width(of: $0) }.max() ?? 0) + 4)
    let height = min(screenRows, lines.count + 2)
    guard width > 4, height > 2 else { return [] }
    var panel = Element(
      id: "keyhints", kind: "text", parent: "screen",
      frame: CGRect(
        x: (columns - width) / 2, y: (screenRows - height) / 2, width: width, height: height))
    panel.attributes = ["role": "dialog", "aria-label": "Keys"]
    panel.style = .object([("bg", .string("var(--bar-bg)")), ("fg", .string("var(--bar-fg)"))])
    panel.runs = .array(
      lines.prefix(height - 2).enumerated().map { row, line in
        .object([
          ("x", .number(2)), ("y", .number(Double(row + 1))),
          ("t", .string(TextMetrics.truncate(line, toWidth: width - 4))),
        ])
      })
    return [panel]
  }

  /// The status line: the shown controller's status, dimmed, or the open filter line, and the
  /// list's position on the right.
  private func statusLine() -> [Element] {
    let extent = pageExtent
    var status = Element(
      id: "status", kind: "status", parent: PatchBuilder.root,
      frame: CGRect(x: 0, y: max(0, extent.height - 1), width: extent.width, height: 1))
    status.attributes = ["role": "status"]
    let text = notice ?? window.statusText
    let position = window.positionText()
    let room = max(0, columns - TextMetrics.width(of: position) - 3)
    var runs: [JSON] = []
    var parts: [Element] = []
    if let input = filterInput(x: 2, width: room - 1) {
      runs.append(.object([("x", .number(1)), ("y", .number(0)), ("t", .string("/"))]))
      parts.append(input)
      status.children = [input.id]
    } else {
      var textRoom = room
      let hints = keyHintsText(room: room - 3 - TextMetrics.width(of: text))
      let hintsWidth = TextMetrics.width(of: hints)
      if !hints.isEmpty, TextMetrics.width(of: text) + 3 + hintsWidth <= room {
        runs.append(
          .object([
            ("x", .number(Double(1 + room - hintsWidth))), ("y", .number(0)),
            ("t", .string(hints)), ("s", .object([("d", .bool(true))])),
          ]))
        textRoom = room - hintsWidth - 2
      }
      if !text.isEmpty {
        runs.append(
          .object([
            ("x", .number(1)), ("y", .number(0)),
            ("t", .string(TextMetrics.truncate(text, toWidth: textRoom))),
            ("s", .object([("d", .bool(true))])),
          ]))
      }
    }
    if !position.isEmpty {
      runs.append(
        .object([
          (
            "x",
            .number(
              Double(columns - TextMetrics.width(of: position) - 1)
                + Double(extent.width) - Double(columns))
          ),
          ("y", .number(0)), ("t", .string(position)),
        ]))
    }
    guard !options.layoutUnits.isCells else {
      status.runs = .array(runs)
      return [status] + parts
    }
    // In points, the status line is in the page's proportional font, as the screens' text is:
    // its text on the left and its key hints and position on the right, each a line of its own,
    // as the font's widths are not the grid's.
    let (left, right) = runs.reduce(into: ([JSON](), [JSON]())) { sides, run in
      if (run["x"]?.number ?? 0) <= 1 { sides.0.append(run) } else { sides.1.append(run) }
    }
    var rightRuns: [JSON] = []
    for run in right {
      if !rightRuns.isEmpty {
        rightRuns.append(.object([("x", .number(0)), ("y", .number(0)), ("t", .string("   "))]))
      }
      rightRuns.append(run)
    }
    for (id, sideRuns, alignment) in [
      ("status.text", left, TextAlignment.left), ("status.position", rightRuns, .right),
    ] where !sideRuns.isEmpty {
      var side = Element(
        id: id, kind: "text", parent: "status",
        frame: CGRect(x: 0, y: 0, width: max(0, extent.width - 1), height: 1))
      side.runs = .array(sideRuns)
      side.style = .object([("font", CSSStyle.font(Self.statusFont, alignment: alignment))])
      parts.append(side)
      status.children.append(id)
    }
    return [status] + parts
  }

  /// The font of the title bar's title in a session sized in points: UIKit's navigation bar's,
  /// a little smaller to fit a bar one line high.
  static let titleFont = Font.systemFont(ofSize: 15, weight: .semibold)
  /// The font of the title bar's buttons in a session sized in points.
  static let barButtonFont = Font.systemFont(ofSize: 15)
  /// The font of the status line in a session sized in points.
  static let statusFont = Font.systemFont(ofSize: 13)

  /// `element`'s text in `font`, aligned by `alignment`, in a session sized in points; in cells
  /// it stays in the grid.
  private func setChromeFont(
    _ element: inout Element, _ font: Font, alignment: TextAlignment
  ) {
    guard !options.layoutUnits.isCells else { return }
    element.style = .object([("font", CSSStyle.font(font, alignment: alignment))])
  }

  /// Places the title view in the middle of the title bar's room left of the bar button items,
  /// one line high and as wide as it fits, and lays it out.
  private func layOutTitleView(_ titleView: View) {
    let items = window.barButtonItems.map { TextMetrics.width(of: $0.displayedTitle) + 3 }
    let right = columns - items.reduce(0, +)
    let left = window.depth > 1 ? 7 : 0
    let cell = options.layoutUnits.cellSize
    titleView.hostLayoutUnits = options.layoutUnits
    let room = CGFloat(max(0, right - left - 1)) * cell.width
    let fitting = min(
      room, titleView.sizeThatFits(CGSize(width: room, height: cell.height)).width)
    let frame = CGRect(
      x: (CGFloat(left) + ((room - fitting) / 2 / cell.width).rounded(.down)) * cell.width,
      y: 0, width: fitting, height: cell.height)
    if titleView.frame != frame { titleView.frame = frame }
    titleView.layoutIfNeeded()
  }

  /// How long a view leaving in an animation still fades out, in seconds; `nil` when it is not
  /// leaving in one.
  static func leavingDuration(of view: View) -> TimeInterval? {
    guard let animation = view.animation, animation.effect == .disappear else { return nil }
    let now = view.animationClockNow
    let end = animation.beginTime + animation.duration
    return end > now ? end - max(now, animation.beginTime) : nil
  }
}

extension View {
  /// The time on the clock that times this view's animations.
  var animationClockNow: TimeInterval {
    var current: View? = self
    while let view = current {
      if let scrollView = view as? ScrollView { return scrollView.scheduler.now }
      current = view.superview
    }
    return hostedScheduler.now
  }
}
