import Foundation

extension TableViewCell {
  /// How a selected cell looks: UIKit's `UITableViewCell.SelectionStyle`. A terminal has one
  /// highlight, reverse video, for every style but ``none``.
  public enum SelectionStyle: Int, Hashable, Sendable {
    /// Not drawn as selected: the row is selected, and looks as it did.
    case none
    /// UIKit's blue; drawn in reverse video.
    case blue
    /// UIKit's grey; drawn in reverse video.
    case gray
    /// The system's selection: reverse video.
    case `default`
  }
}
