import ListUI

/// A screen of a ``TerminalApplication``: a view controller whose view fills the area between
/// the title bar and the status line, with a collection view the arrows move the selection in.
///
/// Subclasses say which collection view has the focus, what the status line says and which
/// extra keys they take; the application does the rest. Any `ViewController` can be a screen:
/// one that is not a `TerminalViewController` gets the defaults below, with the first collection
/// view in its view as the focused one.
@MainActor
open class TerminalViewController: ViewController {
  /// The application showing the screen: the one whose ``TerminalApplication/navigationController``
  /// holds it, or holds the controller that presents it; `nil` before it is pushed or presented.
  public var application: TerminalApplication? {
    var controller: ViewController = self
    while true {
      if let stack = controller as? ScreenStack { return stack.application }
      if let parent = controller.parent {
        controller = parent
      } else if let presenting = controller.presentingViewController {
        controller = presenting
      } else {
        return nil
      }
    }
  }

  /// What was typed after `/` to filter the list, when ``isFilterable``; empty when the list is
  /// not filtered.
  public internal(set) var filterQuery = ""

  /// Whether the filter line takes the keys: from `/` until Enter keeps the filter or Escape
  /// clears it.
  public internal(set) var isEditingFilter = false

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

  /// The screen's own keys, added to the key hints; none by default.
  open var keyHints: [KeyHint] { [] }

  /// Handles `event` before it becomes a command, such as typed text; the default handles
  /// nothing.
  ///
  /// - Returns: Whether the event was handled.
  open func handle(_ event: InputEvent) -> Bool { false }

  /// Takes text the user pasted, if the screen has a text input, such as a search field; the
  /// application has already removed newlines and control characters, so the text is never
  /// taken for keys. The default has no text input.
  ///
  /// - Returns: Whether the screen took the text; the application logs text no screen took.
  open func insertText(_ text: String) -> Bool { false }

  /// Handles `command` before the application does; the default handles nothing.
  ///
  /// - Returns: Whether the command was handled.
  open func perform(_ command: TerminalCommand) -> Bool { false }

  /// Activates the item at `indexPath` of the focused collection view: presses the first
  /// enabled button in its cell, or taps the item when the cell has none.
  open func activateItem(at indexPath: IndexPath) {
    guard let collectionView = focusedCollectionView else { return }
    Self.activateItem(at: indexPath, in: collectionView)
  }

  /// Presses the first enabled button in the cell at `indexPath` of `collectionView`, or taps the
  /// item when the cell has none.
  static func activateItem(at indexPath: IndexPath, in collectionView: CollectionView) {
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
  /// source decides: `FuzzyMatch.rank(_:by:text:)` ranks its items by their texts, and
  /// `FuzzyMatch.highlighting(_:attributes:)` highlights the matched characters.
  open var isFilterable: Bool { false }

  /// Called after ``filterQuery`` changed: the screen updates its objects, such as with the list
  /// adapter's `performUpdates(animated:completion:)`, to show the items the query matches, best
  /// first. The default does nothing.
  open func filterDidChange() {}

  /// Makes ``filterQuery`` `query` and, when that changes it, calls ``filterDidChange()``, as
  /// typing in the filter line does: how another renderer's filter line, such as a web page's,
  /// filters the screen.
  public func setFilterQuery(_ query: String) {
    guard query != filterQuery else { return }
    filterQuery = query
    filterDidChange()
  }

  /// Called after the selection moved to `indexPath`; the default does nothing.
  open func selectionDidChange(to indexPath: IndexPath?) {}

  /// Shows `message` in the status line for `duration` seconds, in place of ``statusText``, as
  /// ``TerminalApplication/showStatusMessage(_:for:)`` does; nothing when the screen is not
  /// shown by an application.
  public func showStatusMessage(
    _ message: String, for duration: TimeInterval = TerminalApplication.statusMessageDuration
  ) {
    application?.showStatusMessage(message, for: duration)
  }
}
