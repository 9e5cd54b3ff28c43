import Foundation

/// A layout that a ``ListCollectionView`` tells which sections its updates modify, so that it can
/// lay out again from the first modified section instead of from the start.
///
/// When the collection view applies an update, it invalidates its layout with a context that
/// does not say which index paths changed. A layout that adopts this protocol learns of each
/// modified section before that invalidation, from ``ListCollectionView``.
@MainActor
public protocol ListCollectionViewLayoutCompatible: AnyObject {
  /// Tells the layout that `modifiedSection` was modified, before the layout is invalidated.
  ///
  /// - Parameter modifiedSection: The section that was modified; `NSNotFound` names none.
  func didModifySection(_ modifiedSection: Int)
}
