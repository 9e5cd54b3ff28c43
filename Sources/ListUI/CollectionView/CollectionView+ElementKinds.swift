import Foundation

extension CollectionView {
  /// The kind of a section header.
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  /// The kind of a section footer.
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
  /// The kind of a cell, as UIKit's messages name it.
  static let elementKindCell = "UICollectionElementKindCell"
}
