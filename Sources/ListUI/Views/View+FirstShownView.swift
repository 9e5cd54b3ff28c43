import Foundation

extension View {
  /// The first view of `type` in the view's hierarchy, the view itself included, depth first in
  /// subview order, passing over hidden views and what they hold: such as the collection view a
  /// renderer's selection keys work in. ListUI's, for renderers.
  ///
  /// - Complexity: O(*n*) for *n* views in the hierarchy.
  public func firstShownView<T: View>(ofType type: T.Type) -> T? {
    guard !isHidden else { return nil }
    if let found = self as? T { return found }
    for subview in subviews {
      if let found = subview.firstShownView(ofType: type) { return found }
    }
    return nil
  }
}
