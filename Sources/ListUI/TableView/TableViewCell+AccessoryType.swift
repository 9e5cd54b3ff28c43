import Foundation

extension TableViewCell {
  /// The standard mark at a row's trailing edge: UIKit's `UITableViewCell.AccessoryType`, drawn
  /// as text as a list cell's accessories are (``CellAccessory``).
  public enum AccessoryType: Int, Hashable, Sendable {
    /// No mark.
    case none
    /// A disclosure indicator, `›`: the row leads somewhere.
    case disclosureIndicator
    /// UIKit's info button and a disclosure indicator, drawn as `ⓘ ›`; the button is drawn, not
    /// pressed: a tap selects the row.
    case detailDisclosureButton
    /// A checkmark, `✓`.
    case checkmark
    /// UIKit's info button, drawn as `ⓘ`; a tap selects the row.
    case detailButton

    /// The list cell accessories that draw this mark, from the trailing edge in.
    var accessories: [CellAccessory] {
      switch self {
      case .none: []
      case .disclosureIndicator: [.disclosureIndicator()]
      case .detailDisclosureButton: [.disclosureIndicator(), .label(text: "ⓘ")]
      case .checkmark: [.checkmark()]
      case .detailButton: [.label(text: "ⓘ")]
      }
    }
  }
}
