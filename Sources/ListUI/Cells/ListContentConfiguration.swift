import Foundation

/// A list row's content: an image, a text and a secondary text, laid out as UIKit lays out a
/// list cell's: ListUI's `UIListContentConfiguration`.
///
/// Start from a list cell's ``CollectionViewListCell/defaultContentConfiguration()``, or from
/// ``cell()``, ``subtitleCell()`` or ``valueCell()``, set what it shows, and give it to the
/// cell's ``CollectionViewCell/contentConfiguration``:
///
/// ```swift
/// var content = cell.defaultContentConfiguration()
/// content.text = "Apple"
/// content.secondaryText = "A fruit"
/// cell.contentConfiguration = content
/// ```
///
/// In a terminal, the text is one line (``TextProperties/numberOfLines`` more), the image its
/// placeholder before it, the secondary text after the text on the same line in a value cell,
/// on the next line in a subtitle cell, dimmed.
public struct ListContentConfiguration: ContentConfiguration, Hashable, Sendable {
  /// How a text is drawn: UIKit's `UIListContentConfiguration.TextProperties`.
  public struct TextProperties: Hashable, Sendable {
    /// The font, drawn as attributes (see ``Font``).
    public var font: Font
    /// The colour; `nil` for the renderer's own.
    public var color: Color?
    /// The most lines shown; 0 for as many as the text needs.
    public var numberOfLines: Int
    /// The alignment within the text's room.
    public var alignment: TextAlignment

    /// Text properties with a font, a colour, a line limit and an alignment.
    public init(
      font: Font = .preferredFont(forTextStyle: .body), color: Color? = nil,
      numberOfLines: Int = 0, alignment: TextAlignment = .left
    ) {
      self.font = font
      self.color = color
      self.numberOfLines = numberOfLines
      self.alignment = alignment
    }
  }

  /// Where the secondary text goes.
  enum Layout: Hashable, Sendable {
    /// Under the text, or beside it when both fit (``cell()``).
    case cell
    /// Under the text (``subtitleCell()``).
    case subtitle
    /// On the text's line, at the trailing edge (``valueCell()``).
    case value
  }

  /// The main text.
  public var text: String?
  /// The secondary text, dimmed.
  public var secondaryText: String?
  /// The image before the texts.
  public var image: ImageReference?
  /// How the text is drawn.
  public var textProperties: TextProperties
  /// How the secondary text is drawn.
  public var secondaryTextProperties: TextProperties
  /// Whether the text and the secondary text share a line when they fit: UIKit's
  /// `prefersSideBySideTextAndSecondaryText`.
  public var prefersSideBySideTextAndSecondaryText: Bool

  var layout: Layout

  init(layout: Layout, secondaryColor: Color? = .secondaryLabel) {
    self.layout = layout
    text = nil
    secondaryText = nil
    image = nil
    textProperties = TextProperties()
    secondaryTextProperties = TextProperties(
      font: .preferredFont(forTextStyle: layout == .value ? .body : .subheadline),
      color: secondaryColor)
    prefersSideBySideTextAndSecondaryText = layout == .value
  }

  /// The configuration of a plain list cell: UIKit's `UIListContentConfiguration.cell()`.
  public static func cell() -> ListContentConfiguration { ListContentConfiguration(layout: .cell) }

  /// A text with a secondary text under it: UIKit's `subtitleCell()`.
  public static func subtitleCell() -> ListContentConfiguration {
    ListContentConfiguration(layout: .subtitle)
  }

  /// A text with a value at the trailing edge of its line: UIKit's `valueCell()`.
  public static func valueCell() -> ListContentConfiguration {
    ListContentConfiguration(layout: .value)
  }

  /// A ``ListContentView`` showing this configuration.
  @MainActor public func makeContentView() -> any View & ContentView {
    ListContentView(configuration: self)
  }
}
