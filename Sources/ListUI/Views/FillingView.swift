/// A view that lays each subview out over its whole bounds.
@MainActor
open class FillingView: View {
  /// Gives every subview the view's bounds.
  open override func layoutSubviews() {
    for subview in subviews {
      subview.frame = CGRect(origin: .zero, size: bounds.size)
    }
  }
}
