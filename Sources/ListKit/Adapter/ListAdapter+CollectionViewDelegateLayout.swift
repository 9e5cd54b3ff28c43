import Foundation

// swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
extension ListAdapter: ListCollectionViewDelegateLayout {
  /// The section controller's transition delegate's initial attributes, or `attributes`.
  public func collectionView(
    _ collectionView: CollectionView!, layout collectionViewLayout: CollectionViewLayout!,
    customizedInitialLayoutAttributes attributes: CollectionViewLayoutAttributes!,
    at indexPath: IndexPath!
  ) -> CollectionViewLayoutAttributes! {
    guard let indexPath, let controller = sectionController(forSection: indexPath.section),
      let transitionDelegate = controller.transitionDelegate
    else { return attributes }
    return transitionDelegate.listAdapter(
      self, customizedInitialLayoutAttributes: attributes, sectionController: controller,
      at: indexPath.item) ?? attributes
  }

  /// The section controller's transition delegate's final attributes, or `attributes`.
  public func collectionView(
    _ collectionView: CollectionView!, layout collectionViewLayout: CollectionViewLayout!,
    customizedFinalLayoutAttributes attributes: CollectionViewLayoutAttributes!,
    at indexPath: IndexPath!
  ) -> CollectionViewLayoutAttributes! {
    guard let indexPath, let controller = sectionController(forSection: indexPath.section),
      let transitionDelegate = controller.transitionDelegate
    else { return attributes }
    return transitionDelegate.listAdapter(
      self, customizedFinalLayoutAttributes: attributes, sectionController: controller,
      at: indexPath.item) ?? attributes
  }
}
