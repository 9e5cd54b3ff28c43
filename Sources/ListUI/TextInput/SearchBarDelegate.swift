import Foundation

/// What a search bar asks and tells its delegate: ListUI's `UISearchBarDelegate`. Every method
/// has a default: the questions answer `true` and the notices do nothing.
@MainActor
public protocol SearchBarDelegate: AnyObject {
  /// Whether editing may begin.
  func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool
  /// Editing began.
  func searchBarTextDidBeginEditing(_ searchBar: SearchBar)
  /// Whether editing may end.
  func searchBarShouldEndEditing(_ searchBar: SearchBar) -> Bool
  /// Editing ended.
  func searchBarTextDidEndEditing(_ searchBar: SearchBar)
  /// The user changed the text, by typing, pasting or deleting; setting
  /// ``SearchBar/text`` in code does not call this, as in UIKit.
  func searchBar(_ searchBar: SearchBar, textDidChange searchText: String)
  /// Whether `text` may take the place of the characters in `range`, counted in UTF-16 code
  /// units.
  func searchBar(
    _ searchBar: SearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool
  /// Return was typed: the keyboard's Search button.
  func searchBarSearchButtonClicked(_ searchBar: SearchBar)
  /// The cancel button was pressed.
  func searchBarCancelButtonClicked(_ searchBar: SearchBar)
}

extension SearchBarDelegate {
  /// Lets editing begin.
  public func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool { true }
  /// Does nothing.
  public func searchBarTextDidBeginEditing(_ searchBar: SearchBar) {}
  /// Lets editing end.
  public func searchBarShouldEndEditing(_ searchBar: SearchBar) -> Bool { true }
  /// Does nothing.
  public func searchBarTextDidEndEditing(_ searchBar: SearchBar) {}
  /// Does nothing.
  public func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {}
  /// Allows the change.
  public func searchBar(
    _ searchBar: SearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool { true }
  /// Does nothing.
  public func searchBarSearchButtonClicked(_ searchBar: SearchBar) {}
  /// Does nothing.
  public func searchBarCancelButtonClicked(_ searchBar: SearchBar) {}
}
