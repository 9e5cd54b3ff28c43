import Foundation

/// Customizes where a section's items start when inserted and end when removed: ListKit's
/// `IGListTransitionDelegate`. The adapter asks it through
/// ``ListCollectionViewDelegateLayout``, for layouts that ask their delegate.
@MainActor
public protocol ListTransitionDelegate: AnyObject {
  /// The attributes the item at `index` of `sectionController` starts from when inserted;
  /// `attributes` are the layout's.
  func listAdapter(
    _ listAdapter: ListAdapter,
    customizedInitialLayoutAttributes attributes: CollectionViewLayoutAttributes,
    sectionController: ListSectionController, at index: Int
  ) -> CollectionViewLayoutAttributes

  /// The attributes the item at `index` of `sectionController` ends at when removed;
  /// `attributes` are the layout's.
  func listAdapter(
    _ listAdapter: ListAdapter,
    customizedFinalLayoutAttributes attributes: CollectionViewLayoutAttributes,
    sectionController: ListSectionController, at index: Int
  ) -> CollectionViewLayoutAttributes
}

/// A collection view delegate that customizes the attributes items appear from and disappear
/// to: ListKit's `IGListCollectionViewDelegateLayout`. A layout asks the collection view's
/// delegate, when it conforms, from `initialLayoutAttributesForAppearingItem(at:)` and
/// `finalLayoutAttributesForDisappearingItem(at:)`; ``ListAdapter`` conforms and asks the
/// section controller's ``ListSectionController/transitionDelegate``.
@MainActor
public protocol ListCollectionViewDelegateLayout: CollectionViewDelegateFlowLayout {
  /// The attributes the item at `indexPath` starts from when inserted.
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    customizedInitialLayoutAttributes attributes: CollectionViewLayoutAttributes,
    at indexPath: IndexPath
  ) -> CollectionViewLayoutAttributes

  /// The attributes the item at `indexPath` ends at when removed.
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    customizedFinalLayoutAttributes attributes: CollectionViewLayoutAttributes,
    at indexPath: IndexPath
  ) -> CollectionViewLayoutAttributes
}

extension ListAdapter: ListCollectionViewDelegateLayout {
  /// The section controller's transition delegate's initial attributes, or `attributes`.
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    customizedInitialLayoutAttributes attributes: CollectionViewLayoutAttributes,
    at indexPath: IndexPath
  ) -> CollectionViewLayoutAttributes {
    guard let controller = sectionController(forSection: indexPath.section),
      let transitionDelegate = controller.transitionDelegate
    else { return attributes }
    return transitionDelegate.listAdapter(
      self, customizedInitialLayoutAttributes: attributes, sectionController: controller,
      at: indexPath.item)
  }

  /// The section controller's transition delegate's final attributes, or `attributes`.
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    customizedFinalLayoutAttributes attributes: CollectionViewLayoutAttributes,
    at indexPath: IndexPath
  ) -> CollectionViewLayoutAttributes {
    guard let controller = sectionController(forSection: indexPath.section),
      let transitionDelegate = controller.transitionDelegate
    else { return attributes }
    return transitionDelegate.listAdapter(
      self, customizedFinalLayoutAttributes: attributes, sectionController: controller,
      at: indexPath.item)
  }
}
