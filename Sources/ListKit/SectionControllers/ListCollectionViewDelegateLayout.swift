import Foundation

// swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
/// A collection view delegate that customizes the attributes items appear from and disappear
/// to: ListKit's `IGListCollectionViewDelegateLayout`. A layout asks the collection view's
/// delegate, when it conforms, from `initialLayoutAttributesForAppearingItem(at:)` and
/// `finalLayoutAttributesForDisappearingItem(at:)`; ``ListAdapter`` conforms and asks the
/// section controller's ``ListSectionController/transitionDelegate``.
///
/// IGListKit's header declares no nullability, so Swift imports its types as implicitly
/// unwrapped optionals; ListKit's requirements are spelled the same, so that IGListKit's
/// conformers compile. Returning `nil` keeps the layout's attributes.
@MainActor
public protocol ListCollectionViewDelegateLayout: CollectionViewDelegateFlowLayout {
  /// The attributes the item at `indexPath` starts from when inserted.
  func collectionView(
    _ collectionView: CollectionView!, layout collectionViewLayout: CollectionViewLayout!,
    customizedInitialLayoutAttributes attributes: CollectionViewLayoutAttributes!,
    at indexPath: IndexPath!
  ) -> CollectionViewLayoutAttributes!

  /// The attributes the item at `indexPath` ends at when removed.
  func collectionView(
    _ collectionView: CollectionView!, layout collectionViewLayout: CollectionViewLayout!,
    customizedFinalLayoutAttributes attributes: CollectionViewLayoutAttributes!,
    at indexPath: IndexPath!
  ) -> CollectionViewLayoutAttributes!
}
