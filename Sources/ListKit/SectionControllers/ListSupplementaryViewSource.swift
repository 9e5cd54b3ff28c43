import Foundation

/// Supplies a section controller's supplementary views, such as headers and footers: ListKit's
/// `IGListSupplementaryViewSource`.
@MainActor
public protocol ListSupplementaryViewSource: AnyObject {
  /// The kinds of supplementary view the section has, such as
  /// `CollectionView.elementKindSectionHeader`.
  func supportedElementKinds() -> [String]
  /// The supplementary view of `elementKind` at `index`, dequeued from the collection context.
  func viewForSupplementaryElement(ofKind elementKind: String, at index: Int)
    -> CollectionReusableView
  /// The size of the supplementary view of `elementKind` at `index`.
  func sizeForSupplementaryView(ofKind elementKind: String, at index: Int) -> CGSize
}
