import Foundation

/// Returns the collection view to update, or `nil` when there is none any more.
public typealias ListCollectionViewBlock = () -> CollectionView?
