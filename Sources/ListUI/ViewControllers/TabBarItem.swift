import Foundation

/// What a tab bar shows for a view controller: ListUI's `UITabBarItem`, a title, an image, a
/// badge and a tag.
///
/// A tab bar controller shows one item per view controller, the controller's
/// ``ViewController/tabBarItem``. A terminal and a browser draw the tab bar as one line of text
/// (see ``TabBar``): each item is its image's symbol glyph, when it has one (such as `★` for
/// `"star.fill"`), and its title; the ``badgeValue`` follows in brackets, in the
/// ``badgeColor`` (in the selected tab's own colours on that tab), and an empty badge value is
/// drawn as a dot, as UIKit draws it. An image that
/// is not a system symbol is not drawn, nor is ``selectedImage``: a renderer of text shows the
/// title instead. Changing an item draws its tab bar again.
@MainActor
open class TabBarItem {
  /// The tab's title. A view controller's `title` sets it too, as in UIKit.
  open var title: String? { didSet { itemDidChange() } }

  /// The tab's image; a system symbol's glyph is drawn before the title.
  open var image: ImageReference? { didSet { itemDidChange() } }

  /// The image of the tab while it is selected, or `nil` for ``image``. Kept for the app's code;
  /// a terminal marks the selected tab by its colours instead.
  open var selectedImage: ImageReference? { didSet { itemDidChange() } }

  /// The text of the badge drawn after the title, such as a count; an empty string draws a dot,
  /// `nil` no badge.
  open var badgeValue: String? { didSet { itemDidChange() } }

  /// The colour of the badge, or `nil` for the system's red.
  open var badgeColor: Color? { didSet { itemDidChange() } }

  /// A number the app gives the item to know it by; 0 by default.
  open var tag = 0

  /// Whether the tab can be selected; a disabled tab is drawn dimmed, and neither a click nor
  /// the tab keys select it.
  open var isEnabled = true { didSet { itemDidChange() } }

  /// The system item the item was made as, if any.
  public let systemItem: SystemItem?

  /// The tab bar that shows the item, told when the item changes.
  weak var tabBar: TabBar?

  /// An item with no title and no image: UIKit's `init()`.
  public init() {
    systemItem = nil
  }

  /// An item with `title`, `image` and `tag`: UIKit's `init(title:image:tag:)`.
  public init(title: String?, image: ImageReference?, tag: Int) {
    self.title = title
    self.image = image
    self.tag = tag
    systemItem = nil
  }

  /// An item with `title`, `image`, and `selectedImage` for while it is selected: UIKit's
  /// `init(title:image:selectedImage:)`.
  public init(title: String?, image: ImageReference?, selectedImage: ImageReference?) {
    self.title = title
    self.image = image
    self.selectedImage = selectedImage
    systemItem = nil
  }

  /// A system item, titled with its word (``SystemItem/displayedTitle``), with `tag`: UIKit's
  /// `init(tabBarSystemItem:tag:)`.
  public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
    self.systemItem = systemItem
    self.tag = tag
    title = systemItem.displayedTitle
  }

  /// What a renderer shows for the item: its image's symbol glyph, if any, and its title.
  public var displayedTitle: String {
    [image?.symbol, title].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
  }

  private func itemDidChange() {
    tabBar?.itemsDidChange()
  }
}
