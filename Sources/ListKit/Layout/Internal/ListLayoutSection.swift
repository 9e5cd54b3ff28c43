import Foundation

extension ListCollectionViewLayout {
  /// One laid-out section.
  struct Section {
    /// The smallest rectangle around the section's items, and its header and footer if they
    /// have a length.
    var bounds: CGRect = .zero
    var insets: EdgeInsets = .zero
    /// The header's frame when it does not stick.
    var header: CGRect = .zero
    var footer: CGRect = .zero
    /// Where the section's items start in ``LayoutCache/itemFrames``.
    var firstItem = 0
    var itemCount = 0
    /// Whether the items' starts in the scrolling direction never go back, which lets a rect
    /// query stop at the first item past the rect.
    var itemStartsAscend = true
    /// Where the layout stood after the section, to lay out again from the next one.
    var lastItemCoordInScrollDirection: CGFloat = 0
    var lastItemCoordInFixedDirection: CGFloat = 0
    var lastNextRowCoordInScrollDirection: CGFloat = 0
    /// The farthest end in the scrolling direction of this and every earlier valid section.
    var endSoFar = -CGFloat.infinity

    /// The section's items' indices in ``LayoutCache/itemFrames``.
    var items: Range<Int> { firstItem..<(firstItem + itemCount) }

    /// Whether the section has anything to show.
    var isValid: Bool { bounds.size != .zero }
  }
}
