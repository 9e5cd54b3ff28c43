import Foundation

/// A mark at the trailing edge of a list cell: ListUI's `UICellAccessory`, as
/// ``CollectionViewListCell/accessories`` shows it.
///
/// A terminal and a web page draw each as text, in the order given, from the trailing edge in:
/// a checkmark `✓`, a disclosure indicator `›`, a label its text, dimmed.
public struct CellAccessory: Hashable, Sendable {
  /// What the accessory shows.
  public enum Kind: Hashable, Sendable {
    /// A checkmark, `✓`.
    case checkmark
    /// A disclosure indicator, `›`: the row leads somewhere.
    case disclosureIndicator
    /// A text label.
    case label(String)
  }

  /// What the accessory shows.
  public let kind: Kind

  /// An accessory of `kind`.
  public init(kind: Kind) {
    self.kind = kind
  }

  /// A checkmark: UIKit's `UICellAccessory.checkmark()`.
  public static func checkmark() -> CellAccessory { CellAccessory(kind: .checkmark) }

  /// A disclosure indicator: UIKit's `UICellAccessory.disclosureIndicator()`.
  public static func disclosureIndicator() -> CellAccessory {
    CellAccessory(kind: .disclosureIndicator)
  }

  /// A text label: UIKit's `UICellAccessory.label(text:)`.
  public static func label(text: String) -> CellAccessory { CellAccessory(kind: .label(text)) }

  /// The text the accessory is drawn as.
  public var drawnText: String {
    switch kind {
    case .checkmark: "✓"
    case .disclosureIndicator: "›"
    case .label(let text): text
    }
  }
}
