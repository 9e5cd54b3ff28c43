/// A screen of an app that ListKit shows in a terminal or a browser: a view controller whose view
/// fills the area between the title bar and the status line, with a collection view the arrows
/// move the selection in.
///
/// Subclasses say which collection view has the focus, what the status line says, and whether
/// `/` filters the list; their keys they declare once, as ``Responder/keyCommands``, and get in
/// every renderer. Any `ViewController` can be a screen: one that is not an `AppViewController`
/// gets the defaults below, with the first collection view in its view as the focused one.
@MainActor
open class AppViewController: ViewController {
  /// How long a status message shows unless told otherwise, in seconds.
  public static let statusMessageDuration: TimeInterval = 2

  /// What was typed after `/` to filter the list, when ``isFilterable``; empty when the list is
  /// not filtered.
  public private(set) var filterQuery = ""

  /// Whether the filter line takes the keys: from `/` until Enter keeps the filter or Escape
  /// clears it.
  public private(set) var isEditingFilter = false

  /// Creates a screen.
  public required init() {
    super.init()
  }

  /// A view that gives each subview its whole bounds.
  open override func loadView() {
    view = FillingView()
  }

  /// The collection view the selection keys work in; `nil` by default.
  open var focusedCollectionView: CollectionView? { nil }

  /// What the left of the status line says, such as a count; empty by default.
  open var statusText: String { "" }

  /// Keys the screen handles outside its ``Responder/keyCommands``, added to the key hints, such
  /// as Enter on a row; none by default. Key commands with a discoverability title are hinted on
  /// their own.
  open var keyHints: [KeyHint] { [] }

  /// Takes text the user pasted, if the screen has a text input, such as a search field; the
  /// app has already removed newlines and control characters, so the text is never taken for
  /// keys. The default has no text input.
  ///
  /// - Returns: Whether the screen took the text; the app logs text no screen took.
  open func insertText(_ text: String) -> Bool { false }

  /// Activates the item at `indexPath` of the focused collection view: presses the first
  /// enabled button in its cell, or taps the item when the cell has none.
  open func activateItem(at indexPath: IndexPath) {
    guard let collectionView = focusedCollectionView else { return }
    Self.activateItem(at: indexPath, in: collectionView)
  }

  /// Presses the first enabled button in the cell at `indexPath` of `collectionView`, or taps the
  /// item when the cell has none: what Enter does on a row of any screen.
  public static func activateItem(at indexPath: IndexPath, in collectionView: CollectionView) {
    if let button = collectionView.cellForItem(at: indexPath)?.pressableButtons.first {
      button.sendActions()
    } else {
      collectionView.tapItem(at: indexPath)
    }
  }

  /// The item at `indexPath` of the focused collection view was clicked outside its buttons: the
  /// default taps it, as a touch on a cell does in UIKit, so its section controller is told it
  /// was selected. A click on a button presses that button instead.
  open func clickItem(at indexPath: IndexPath) {
    focusedCollectionView?.tapItem(at: indexPath)
  }

  /// Whether `/` opens a filter line under the list: `false` by default. A screen that says
  /// `true` shows only the items ``filterQuery`` matches, from ``filterDidChange()``, as its data
  /// source decides: ``FuzzyMatch/rank(_:by:text:)`` ranks its items by their texts, and
  /// ``FuzzyMatch/highlighting(_:attributes:)`` highlights the matched characters.
  open var isFilterable: Bool { false }

  /// Called after ``filterQuery`` changed: the screen updates its objects, such as with the list
  /// adapter's `performUpdates(animated:completion:)`, to show the items the query matches, best
  /// first. The default does nothing.
  open func filterDidChange() {}

  /// Makes ``filterQuery`` `query` and, when that changes it, calls ``filterDidChange()``, as
  /// typing in the filter line does.
  public func setFilterQuery(_ query: String) {
    guard query != filterQuery else { return }
    filterQuery = query
    filterDidChange()
  }

  /// Opens or closes the filter line: whether typed keys go to it (see ``isEditingFilter``).
  public func setEditingFilter(_ isEditing: Bool) {
    isEditingFilter = isEditing
  }

  /// Called after the selection moved to `indexPath`; the default does nothing.
  open func selectionDidChange(to indexPath: IndexPath?) {}

  /// Tells the terminal or browser showing the screen that ``statusText`` or the key hints
  /// changed, as they do from the screen's own work rather than the user's input (after input
  /// the status line is drawn again anyway).
  public func setNeedsStatusUpdate() {
    viewIfLoaded?.treeHost?.statusDidChange()
  }

  /// Shows `message` in the status line for `duration` seconds, in place of ``statusText``, in
  /// the terminal or browser that shows the screen; nothing when no renderer shows it.
  public func showStatusMessage(
    _ message: String, for duration: TimeInterval = AppViewController.statusMessageDuration
  ) {
    viewIfLoaded?.treeHost?.showStatusMessage(message, for: duration)
  }
}
