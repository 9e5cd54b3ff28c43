import Foundation

/// What a flow layout asks its delegate about a section, besides its items' sizes: its insets,
/// its spacings and its header's and footer's sizes, as the five
/// ``CollectionViewDelegateFlowLayout`` section methods answer them
/// (``CollectionViewDelegateFlowLayout/collectionView(_:layout:metricsForSectionAt:)``).
public struct FlowSectionMetrics: Sendable, Equatable {
  /// The section's insets.
  public var insets: EdgeInsets
  /// The spacing between the section's lines.
  public var lineSpacing: CGFloat
  /// The spacing between items on one of the section's lines.
  public var interitemSpacing: CGFloat
  /// The header's size.
  public var headerSize: CGSize
  /// The footer's size.
  public var footerSize: CGSize

  /// Metrics of the given values.
  public init(
    insets: EdgeInsets, lineSpacing: CGFloat, interitemSpacing: CGFloat, headerSize: CGSize,
    footerSize: CGSize
  ) {
    self.insets = insets
    self.lineSpacing = lineSpacing
    self.interitemSpacing = interitemSpacing
    self.headerSize = headerSize
    self.footerSize = footerSize
  }
}
