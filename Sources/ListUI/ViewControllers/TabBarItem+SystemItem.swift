extension TabBarItem {
  /// UIKit's system tab bar items: UIKit's `UITabBarItem.SystemItem`, with its raw values. A
  /// terminal shows each as its word (``displayedTitle``).
  public enum SystemItem: Int, Hashable, Sendable {
    /// More.
    case more = 0
    /// Favorites.
    case favorites = 1
    /// Featured.
    case featured = 2
    /// Top Rated.
    case topRated = 3
    /// Recents.
    case recents = 4
    /// Contacts.
    case contacts = 5
    /// History.
    case history = 6
    /// Bookmarks.
    case bookmarks = 7
    /// Search.
    case search = 8
    /// Downloads.
    case downloads = 9
    /// Most Recent.
    case mostRecent = 10
    /// Most Viewed.
    case mostViewed = 11

    /// The word the item is titled with, as UIKit titles it in English, such as `Top Rated`.
    public var displayedTitle: String {
      switch self {
      case .more: "More"
      case .favorites: "Favorites"
      case .featured: "Featured"
      case .topRated: "Top Rated"
      case .recents: "Recents"
      case .contacts: "Contacts"
      case .history: "History"
      case .bookmarks: "Bookmarks"
      case .search: "Search"
      case .downloads: "Downloads"
      case .mostRecent: "Most Recent"
      case .mostViewed: "Most Viewed"
      }
    }
  }
}
