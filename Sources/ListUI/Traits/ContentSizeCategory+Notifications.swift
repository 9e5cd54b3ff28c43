import Foundation

extension ContentSizeCategory {
  /// Posted, with the new category under ``newValueUserInfoKey``, when the host of a view's
  /// window reports a new preferred text size (``TraitCollection/preferredContentSizeCategory``):
  /// UIKit's `UIContentSizeCategory.didChangeNotification`. The terminal and browser hosts
  /// report ``large`` throughout, as a character is one cell, so they never post it; a host that
  /// reports sizes does.
  public static let didChangeNotification = Notification.Name(
    "UIContentSizeCategoryDidChangeNotification")

  /// The key of the new category, a ``ContentSizeCategory``, in
  /// ``didChangeNotification``'s `userInfo`: UIKit's `newValueUserInfoKey`.
  public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"
}
