import Foundation

/// A section's insets and spacings, and the lengths along and across the scroll that follow from
/// them and from its header's and footer's sizes.
struct SectionMetrics {
  var insets: EdgeInsets
  var lineSpacing: CGFloat
  var interitemSpacing: CGFloat
  /// Whether the section has no items.
  var itemsEmpty: Bool
  /// The insets across the scroll, before and after the items.
  var leadingFixed: CGFloat
  var trailingFixed: CGFloat
  /// The insets along the scroll, before and after the items.
  var leadingScroll: CGFloat
  var trailingScroll: CGFloat
  /// The room across the scroll within the insets.
  var paddedFixedLength: CGFloat
  /// Where items must end across the scroll to fit on a row.
  var maxCoordInFixedDirection: CGFloat
  /// The header's and footer's lengths along the scroll; zero when they are hidden.
  var headerLength: CGFloat
  var footerLength: CGFloat

  /// The metrics of a section of `itemCount` items in a view `boundsFixedLength` across the
  /// scroll, inside its content insets.
  init(
    axis: ScrollAxis, boundsFixedLength: CGFloat, itemCount: Int, showHeaderWhenEmpty: Bool,
    headerSize: CGSize, footerSize: CGSize, insets: EdgeInsets, lineSpacing: CGFloat,
    interitemSpacing: CGFloat
  ) {
    self.insets = insets
    self.lineSpacing = lineSpacing
    self.interitemSpacing = interitemSpacing
    itemsEmpty = itemCount == 0
    leadingFixed = axis.fixed(leading: insets)
    trailingFixed = axis.fixed(trailing: insets)
    leadingScroll = axis.scroll(leading: insets)
    trailingScroll = axis.scroll(trailing: insets)
    paddedFixedLength = boundsFixedLength - leadingFixed - trailingFixed
    maxCoordInFixedDirection = boundsFixedLength - trailingFixed
    let hideHeaderWhenItemsEmpty = itemsEmpty && !showHeaderWhenEmpty
    headerLength = hideHeaderWhenItemsEmpty ? 0 : axis.scroll(headerSize)
    footerLength = hideHeaderWhenItemsEmpty ? 0 : axis.scroll(footerSize)
  }

  /// Whether the header has a length, and so starts the items on a new row.
  var headerExists: Bool { headerLength > 0 }

  /// Whether the footer has a length.
  var footerExists: Bool { footerLength > 0 }
}
