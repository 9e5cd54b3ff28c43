import Foundation

/// A section that looks like a table's, as `UICollectionLayoutListConfiguration`: one item per
/// row, as wide as the section, as tall as its cell asks (one row to start with), with an
/// optional header and footer.
///
/// In a terminal the appearances differ by their spacing: ``Appearance-swift.enum/plain`` and
/// ``Appearance-swift.enum/sidebarPlain`` have none, ``Appearance-swift.enum/grouped`` leaves a
/// blank row after each section's rows, ``Appearance-swift.enum/insetGrouped`` and
/// ``Appearance-swift.enum/sidebar`` also inset the rows by two columns on each side. Rows are
/// not separated by drawn lines: a line would take a row of its own, so ``showsSeparators`` is
/// kept for UIKit's code and draws nothing.
///
/// The swipe actions providers give each row's actions, which a terminal and a browser show with
/// the row's context menu, by a right click or `x`, as there is no swipe. Two configurations are
/// equal when their appearance, separators and modes are: the providers are not compared.
public struct CollectionLayoutListConfiguration: Hashable, Sendable {
  /// Gives the swipe actions of the row at an index path, or `nil` for none: UIKit's
  /// `UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider`.
  public typealias SwipeActionsConfigurationProvider =
    @MainActor @Sendable (IndexPath) -> SwipeActionsConfiguration?

  /// The look of the list.
  public enum Appearance: Sendable, Hashable {
    /// Rows from edge to edge, sections one after the other.
    case plain
    /// Sections apart, rows from edge to edge.
    case grouped
    /// Sections apart, rows inset from the edges.
    case insetGrouped
    /// As ``insetGrouped``.
    case sidebar
    /// As ``plain``.
    case sidebarPlain
  }

  /// Where a section's header comes from.
  public enum HeaderMode: Sendable, Hashable {
    /// No header.
    case none
    /// A supplementary view of kind `CollectionView.elementKindSectionHeader`, one row tall.
    case supplementary
    /// The section's first item, laid out as the other rows: UIKit only styles it differently.
    case firstItemInSection
  }

  /// Where a section's footer comes from.
  public enum FooterMode: Sendable, Hashable {
    /// No footer.
    case none
    /// A supplementary view of kind `CollectionView.elementKindSectionFooter`, one row tall.
    case supplementary
  }

  /// The look of the list.
  public var appearance: Appearance
  /// Whether rows are separated by lines; kept, and drawn as nothing in a terminal.
  public var showsSeparators = true
  /// Where each section's header comes from; none by default.
  public var headerMode: HeaderMode = .none
  /// Where each section's footer comes from; none by default.
  public var footerMode: FooterMode = .none

  /// The actions a swipe from the leading edge reveals on a row; none by default.
  public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
  /// The actions a swipe from the trailing edge reveals on a row, such as Delete; none by
  /// default.
  public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

  /// A list of `appearance`.
  public init(appearance: Appearance) {
    self.appearance = appearance
  }

  /// Whether the two have the same appearance, separators and modes; the providers are not
  /// compared.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.appearance == rhs.appearance && lhs.showsSeparators == rhs.showsSeparators
      && lhs.headerMode == rhs.headerMode && lhs.footerMode == rhs.footerMode
  }

  /// Hashes the appearance, separators and modes.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(appearance)
    hasher.combine(showsSeparators)
    hasher.combine(headerMode)
    hasher.combine(footerMode)
  }
}
