import Foundation

/// Finding views by their accessibility identifier.
extension View {
  /// The view, this one or under it, whose ``accessibilityIdentifier`` is `identifier`: the
  /// first one met depth first, in the order of the subviews. As `viewWithTag(_:)` finds by tag.
  ///
  /// - Complexity: O(*n*) in the views under this one.
  public func view(withAccessibilityIdentifier identifier: String) -> View? {
    if accessibilityIdentifier == identifier { return self }
    for subview in subviews {
      if let found = subview.view(withAccessibilityIdentifier: identifier) { return found }
    }
    return nil
  }
}
