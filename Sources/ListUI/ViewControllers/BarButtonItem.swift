import Foundation

/// A button in a navigation bar: ListUI's `UIBarButtonItem`, made with an ``Action``, UIKit's
/// iOS 14 form, as there are no selectors for `init(barButtonSystemItem:target:action:)`.
///
/// ```swift
/// navigationItem.rightBarButtonItem = BarButtonItem(
///   systemItem: .add, primaryAction: Action { [weak self] _ in self?.onAdd() })
/// ```
///
/// A terminal shows the item as its ``displayedTitle``; ``press()`` runs its
/// ``primaryAction``, as a tap does.
@MainActor
open class BarButtonItem {
  /// How an item is drawn: UIKit's `UIBarButtonItem.Style`, with its raw values.
  public enum Style: Int, Hashable, Sendable {
    /// A plain item.
    case plain = 0
    /// A bordered item: UIKit's deprecated style, drawn as ``plain``.
    case bordered = 1
    /// An item that completes a task, drawn bold.
    case done = 2
  }

  /// UIKit's system items: UIKit's `UIBarButtonItem.SystemItem`, with its raw values. A terminal
  /// shows each as a word (see ``BarButtonItem/displayedTitle``).
  public enum SystemItem: Int, Hashable, Sendable {
    /// Done.
    case done = 0
    /// Cancel.
    case cancel = 1
    /// Edit.
    case edit = 2
    /// Save.
    case save = 3
    /// Add: a plus sign.
    case add = 4
    /// Blank room that stretches.
    case flexibleSpace = 5
    /// Blank room of a fixed width.
    case fixedSpace = 6
    /// Compose.
    case compose = 7
    /// Reply.
    case reply = 8
    /// Action: share.
    case action = 9
    /// Organize.
    case organize = 10
    /// Bookmarks.
    case bookmarks = 11
    /// Search.
    case search = 12
    /// Refresh.
    case refresh = 13
    /// Stop.
    case stop = 14
    /// Camera.
    case camera = 15
    /// Trash.
    case trash = 16
    /// Play.
    case play = 17
    /// Pause.
    case pause = 18
    /// Rewind.
    case rewind = 19
    /// Fast forward.
    case fastForward = 20
    /// Undo.
    case undo = 21
    /// Redo.
    case redo = 22
    /// Close.
    case close = 24

    /// The word a terminal shows for the item: its name, such as `Add` for ``add``; empty for
    /// the spaces.
    public var displayedTitle: String {
      switch self {
      case .done: "Done"
      case .cancel: "Cancel"
      case .edit: "Edit"
      case .save: "Save"
      case .add: "Add"
      case .flexibleSpace, .fixedSpace: ""
      case .compose: "Compose"
      case .reply: "Reply"
      case .action: "Share"
      case .organize: "Organize"
      case .bookmarks: "Bookmarks"
      case .search: "Search"
      case .refresh: "Refresh"
      case .stop: "Stop"
      case .camera: "Camera"
      case .trash: "Trash"
      case .play: "Play"
      case .pause: "Pause"
      case .rewind: "Rewind"
      case .fastForward: "Fast Forward"
      case .undo: "Undo"
      case .redo: "Redo"
      case .close: "Close"
      }
    }
  }

  /// The item's title, or `nil` for a system item or an image.
  open var title: String?

  /// The item's image, or `nil`.
  open var image: ImageReference?

  /// How the item is drawn; ``Style/plain`` by default, ``Style/done`` for a `done` system
  /// item.
  open var style = Style.plain

  /// Whether the item takes presses; a disabled item is drawn dimmed and ``press()`` does
  /// nothing.
  open var isEnabled = true

  /// The action a press runs.
  open var primaryAction: Action?

  /// The system item the item was made as, if any.
  public let systemItem: SystemItem?

  /// An item with a title or an image that runs `primaryAction` when pressed: UIKit's
  /// `init(title:image:primaryAction:menu:)`, without the menu.
  public init(title: String? = nil, image: ImageReference? = nil, primaryAction: Action? = nil) {
    self.title = title
    self.image = image
    self.primaryAction = primaryAction
    systemItem = nil
  }

  /// A system item that runs `primaryAction` when pressed: UIKit's
  /// `init(systemItem:primaryAction:menu:)`, without the menu.
  public init(systemItem: SystemItem, primaryAction: Action? = nil) {
    self.systemItem = systemItem
    self.primaryAction = primaryAction
    if systemItem == .done { style = .done }
  }

  /// What a renderer shows: the ``title``, else the system item's word, else the image's name;
  /// empty for a space.
  public var displayedTitle: String {
    title ?? systemItem?.displayedTitle ?? image?.name ?? ""
  }

  /// Presses the item as a tap does: runs ``primaryAction``, with the item as its sender, if
  /// the item is enabled.
  ///
  /// - Returns: Whether the action ran.
  @discardableResult
  open func press() -> Bool {
    guard isEnabled, let primaryAction else { return false }
    primaryAction.perform(sender: self)
    return true
  }
}
