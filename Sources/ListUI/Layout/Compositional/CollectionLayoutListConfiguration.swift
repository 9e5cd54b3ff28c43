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
public struct CollectionLayoutListConfiguration: Hashable, Sendable {
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

  /// A list of `appearance`.
  public init(appearance: Appearance) {
    self.appearance = appearance
  }
}
