import Foundation

/// Sizes and spacing for ``CollectionViewFlowLayout``, per item and per section: ListUI's
/// `UICollectionViewDelegateFlowLayout`. Every method has a default: the layout's own property.
///
/// ListUI adds one method, ``collectionView(_:layout:metricsForSectionAt:)``, which the layout
/// calls for each section it lays out: by default it asks the five section methods, in order; a
/// delegate that finds its answers from one look-up, as ListKit's adapter does, answers it
/// directly.
@MainActor
public protocol CollectionViewDelegateFlowLayout: CollectionViewDelegate {
  /// The size of the item at `indexPath`.
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize
  /// The insets of `section`.
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    insetForSectionAt section: Int
  ) -> EdgeInsets
  /// The spacing between lines of `section`.
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat
  /// The spacing between items on one line of `section`.
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat
  /// The size of `section`'s header; zero in the scrolling direction means none.
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize
  /// The size of `section`'s footer; zero in the scrolling direction means none.
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize
  /// The insets, spacings, and header and footer sizes of `section`, in one call: what the five
  /// methods above answer. ListUI's addition, for the many sections a long list lays out.
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    metricsForSectionAt section: Int
  ) -> FlowSectionMetrics
}

extension CollectionViewDelegateFlowLayout {
  /// The layout's `itemSize`, or its `estimatedItemSize` when cells size themselves.
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize { collectionViewLayout.flowDefaultItemSize }
  /// The layout's `sectionInset`.
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    insetForSectionAt section: Int
  ) -> EdgeInsets { (collectionViewLayout as? CollectionViewFlowLayout)?.sectionInset ?? .zero }
  /// The layout's `minimumLineSpacing`.
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat { (collectionViewLayout as? CollectionViewFlowLayout)?.minimumLineSpacing ?? 0 }
  /// The layout's `minimumInteritemSpacing`.
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat {
    (collectionViewLayout as? CollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
  }
  /// The layout's `headerReferenceSize`.
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize { (collectionViewLayout as? CollectionViewFlowLayout)?.headerReferenceSize ?? .zero }
  /// The layout's `footerReferenceSize`.
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize { (collectionViewLayout as? CollectionViewFlowLayout)?.footerReferenceSize ?? .zero }
  /// The answers of the five section methods, asked in the order they are declared.
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    metricsForSectionAt section: Int
  ) -> FlowSectionMetrics {
    FlowSectionMetrics(
      insets: self.collectionView(
        collectionView, layout: collectionViewLayout, insetForSectionAt: section),
      lineSpacing: self.collectionView(
        collectionView, layout: collectionViewLayout, minimumLineSpacingForSectionAt: section),
      interitemSpacing: self.collectionView(
        collectionView, layout: collectionViewLayout,
        minimumInteritemSpacingForSectionAt: section),
      headerSize: self.collectionView(
        collectionView, layout: collectionViewLayout, referenceSizeForHeaderInSection: section),
      footerSize: self.collectionView(
        collectionView, layout: collectionViewLayout, referenceSizeForFooterInSection: section))
  }
}

extension CollectionViewLayout {
  /// What a flow layout's delegate gives for an item's size by default: the layout's
  /// `estimatedItemSize` when cells size themselves, else its `itemSize`; zero for another
  /// layout.
  var flowDefaultItemSize: CGSize {
    guard let flow = self as? CollectionViewFlowLayout else { return .zero }
    return flow.estimatedItemSize != .zero ? flow.estimatedItemSize : flow.itemSize
  }
}
