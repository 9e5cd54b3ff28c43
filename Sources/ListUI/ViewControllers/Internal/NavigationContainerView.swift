import Foundation

/// A navigation controller's view: it gives the top controller's view, its one subview, its
/// whole bounds.
@MainActor
final class NavigationContainerView: View {
  override func layoutSubviews() {
    for subview in subviews {
      subview.frame = CGRect(origin: .zero, size: bounds.size)
    }
  }
}
