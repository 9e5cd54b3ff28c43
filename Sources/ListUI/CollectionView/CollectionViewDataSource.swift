import Foundation

/// Supplies a collection view's sections, items and views: ListUI's
/// `UICollectionViewDataSource`.
///
/// The collection view asks lazily, as UIKit does: counts when it lays out, cells only for items
/// that become visible, supplementary views likewise.
@MainActor
public protocol CollectionViewDataSource: AnyObject {
  /// The number of sections; the default is 1.
  func numberOfSections(in collectionView: CollectionView) -> Int

  /// The number of items in `section`.
  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int

  /// The cell for the item at `indexPath`, which must come from
  /// ``CollectionView/dequeueReusableCell(withReuseIdentifier:for:)`` with that index path.
  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell

  /// The supplementary view of `kind` at `indexPath`, which must come from
  /// ``CollectionView/dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)``. The
  /// default reports ``CollectionViewError/Kind/supplementaryViewNotProvided``.
  func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> CollectionReusableView

  /// Whether the item at `indexPath` can be moved interactively; the default is `false`.
  func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool

  /// Moves the item's data after an interactive move ended; the default does nothing.
  func collectionView(
    _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)
}

extension CollectionViewDataSource {
  /// One section.
  public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }

  /// Reports that the data source provides no supplementary views, and returns an empty view.
  public func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> CollectionReusableView {
    collectionView.reportMissingSupplementaryView(ofKind: kind, at: indexPath)
  }

  /// No item can move.
  public func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  { false }

  /// Does nothing.
  public func collectionView(
    _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
}

extension CollectionView {
  /// What a data source that gives no supplementary view answers: the missing view is reported,
  /// and an empty view stands in for it.
  func reportMissingSupplementaryView(ofKind kind: String, at indexPath: IndexPath)
    -> CollectionReusableView
  {
    report(.supplementaryViewNotProvided(kind: kind, indexPath: indexPath))
    let view = CollectionReusableView(frame: .zero)
    view.wasDequeued = true
    return view
  }
}
