import ListKit

/// IGListKit's display delegate demo: six sections of four cells whose section controller is
/// its own ListDisplayDelegate; what it is told shows in a log under the list, newest first.
@MainActor
final class DisplayViewController: ListDemoViewController {
  /// The log, newest last.
  private(set) var log: [String] = []
  private let logView = LogSplitView()

  /// The demo with the default environment: the app's scheduler and seed 1.
  required convenience init() { self.init(environment: DemoEnvironment()) }

  init(environment: DemoEnvironment) {
    super.init(title: "Display Delegate", environment: environment)
  }

  override func loadView() {
    view = logView
  }

  override var statusText: String { "\(log.count) display events" }

  override func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { Array(1...6) }

  override func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  {
    let controller = DisplaySectionController()
    controller.onEvent = { [weak self] in self?.append($0) }
    return controller
  }

  private func append(_ line: String) {
    log.append(line)
    if log.count > 100 { log.removeFirst(log.count - 100) }
    logView.lines = log.reversed()
    setNeedsStatusUpdate()
  }
}

/// The list above, and below it, under a rule, the log: a third of the height, newest first.
@MainActor
final class LogSplitView: View {
  /// The log's lines, newest first.
  var lines: [String] = []

  private var ruleRow: CGFloat {
    max(0, bounds.height - max(2, (bounds.height / 3).rounded(.down)))
  }

  override func layoutSubviews() {
    for subview in subviews {
      subview.frame = CGRect(x: 0, y: 0, width: bounds.width, height: ruleRow)
    }
  }

  override func draw(in context: DrawingContext) {
    let width = Int(bounds.width)
    let rule = "── Display log " + String(repeating: "─", count: max(0, width - 15))
    context.drawText(
      TextMetrics.truncate(rule, toWidth: width), at: CGPoint(x: 0, y: ruleRow),
      style: .dim)
    let rows = max(0, Int(bounds.height - ruleRow) - 1)
    for (index, line) in lines.prefix(rows).enumerated() {
      context.drawText(
        TextMetrics.truncate(line, toWidth: max(0, width - Int(gutter))),
        at: CGPoint(x: gutter, y: ruleRow + 1 + CGFloat(index)), style: .dim)
    }
  }
}

/// Four cells a section, telling its log when the section and its cells appear and disappear.
@MainActor
final class DisplaySectionController: ListSectionController, ListDisplayDelegate {
  var onEvent: ((String) -> Void)?

  override init() {
    super.init()
    displayDelegate = self
    inset = EdgeInsets(top: 0, left: 0, bottom: 1, right: 0)
  }

  override func numberOfItems() -> Int { 4 }

  override func sizeForItem(at index: Int) -> CGSize {
    CGSize(width: collectionContext?.containerSize.width ?? 0, height: 1)
  }

  override func cellForItem(at index: Int) -> CollectionViewCell {
    guard let cell = dequeue(TextCell.self, at: index)
    else { return CollectionViewCell(frame: .zero) }
    cell.label.text = "Section \(section), cell \(index)"
    return cell
  }

  func listAdapter(_ listAdapter: ListAdapter, willDisplay sectionController: ListSectionController)
  {
    onEvent?("Will display section \(section)")
  }

  func listAdapter(
    _ listAdapter: ListAdapter, didEndDisplaying sectionController: ListSectionController
  ) {
    onEvent?("Did end displaying section \(section)")
  }

  func listAdapter(
    _ listAdapter: ListAdapter, willDisplay sectionController: ListSectionController,
    cell: CollectionViewCell, at index: Int
  ) {
    onEvent?("Will display cell \(index) in section \(section)")
  }

  func listAdapter(
    _ listAdapter: ListAdapter, didEndDisplaying sectionController: ListSectionController,
    cell: CollectionViewCell, at index: Int
  ) {
    onEvent?("Did end displaying cell \(index) in section \(section)")
  }
}
