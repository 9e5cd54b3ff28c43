import Foundation

/// The bar of a tab bar controller, a tab per view controller: ListUI's `UITabBar`, what
/// ``TabBarController/tabBar`` returns.
///
/// A terminal and a browser draw it as one line at the bottom of the tab bar controller's view:
/// the line is shared evenly between the tabs, with a bar between them, and each tab shows its
/// item's ``TabBarItem/displayedTitle`` and badge in the middle of its share, cut with `…`
/// when it does not fit. The selected tab is drawn bold in reverse video, or on the bar's own
/// ``View/tintColor`` when one is set; the others in ``unselectedItemTintColor`` when one is
/// set; a disabled tab dimmed. ``barTintColor`` colours the line. A click on a tab selects it,
/// as a tap does in UIKit. Setting ``View/isHidden`` hides the line, and the selected
/// controller's view takes its place.
///
/// The bar belongs to its controller: its ``items`` are the controllers' `tabBarItem`s, and the
/// controller selects them, as UIKit does not let a tab bar controller's bar be changed
/// directly.
@MainActor
open class TabBar: View {
  /// The items shown, one per view controller of the tab bar controller, in order.
  public internal(set) var items: [TabBarItem]? {
    didSet {
      for item in oldValue ?? [] where item.tabBar === self { item.tabBar = nil }
      for item in items ?? [] { item.tabBar = self }
      itemsDidChange()
    }
  }

  /// The item of the selected tab, if any.
  public internal(set) var selectedItem: TabBarItem? {
    didSet { if selectedItem !== oldValue { itemsDidChange() } }
  }

  /// The colour of the tabs that are not selected, or `nil` for the terminal's or page's text
  /// colour.
  open var unselectedItemTintColor: Color? { didSet { itemsDidChange() } }

  /// The bar's background colour, or `nil` for none.
  open var barTintColor: Color? { didSet { itemsDidChange() } }

  /// Whether the content under the bar shows through; kept for the app's code, since the bar is
  /// a line of its own under the selected controller's view.
  open var isTranslucent = true

  /// Called with the index of the tab the user clicked.
  var selectHandler: ((Int) -> Void)?

  /// The buttons, one per item, in order.
  private(set) var buttons: [TabBarButton] = []

  /// Creates a tab bar with no items.
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    accessibilityTraits = .tabBar
  }

  /// A tab bar, as `init(frame: .zero)` makes one: UIKit's initializer from an archive (see
  /// ``View/init(coder:)``), so that a subclass's `required init?(coder:)` can call
  /// `super.init(coder: coder)`.
  public override init?<Coder: NSCoder>(coder: Coder) {
    super.init(coder: coder)
    accessibilityTraits = .tabBar
  }

  /// An item changed, or the items did: the bar lays out its tabs and draws again.
  func itemsDidChange() {
    setNeedsLayout()
    setNeedsDisplay()
  }

  /// The width of the bar and one line, in the view's ``View/layoutUnits``.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: layoutUnits.size(columns: 0, rows: 1).height)
  }

  /// Shares the line between the tabs: a button per item, a column between them for the bar
  /// drawn there.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let items = items ?? []
    if !buttons.map(\.item).elementsEqual(items, by: ===) {
      for button in buttons { button.removeFromSuperview() }
      buttons = items.enumerated().map { index, item in
        let button = TabBarButton(item: item)
        button.pressHandler = { [weak self] in self?.selectHandler?(index) }
        addSubview(button)
        return button
      }
    }
    let units = layoutUnits
    for (button, columns) in zip(buttons, tabColumns) {
      button.isSelected = button.item === selectedItem
      button.isEnabled = button.item.isEnabled
      button.frame = units.rect(
        fromCells: CGRect(
          x: CGFloat(columns.lowerBound), y: 0, width: CGFloat(columns.count), height: 1))
    }
  }

  /// The columns of each tab: the bar's columns shared evenly, the first column of every tab
  /// but the first left for the bar between them.
  var tabColumns: [Range<Int>] {
    let count = items?.count ?? 0
    guard count > 0 else { return [] }
    let width = layoutUnits.columns(in: bounds.width)
    return (0..<count).map { index in
      let start = width * index / count
      let end = width * (index + 1) / count
      return (index == 0 ? start : Swift.min(start + 1, end))..<end
    }
  }

  /// Fills the line with ``barTintColor``, if any, and draws a bar between the tabs.
  open override func draw(in context: DrawingContext) {
    guard context.lines(in: bounds.height) >= 1 else { return }
    if let background = barTintColor?.drawingColor {
      context.fill(bounds, style: TextStyle(background: background))
    }
    let line = context.centredLines(1, in: bounds)
    for columns in tabColumns.dropFirst() where columns.lowerBound > 0 {
      line.drawText("│", at: CGPoint(x: columns.lowerBound - 1, y: 0), style: .dim)
    }
  }
}
