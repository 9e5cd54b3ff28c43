import Foundation

// swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
/// Customizes where a section's items start when inserted and end when removed: ListKit's
/// `IGListTransitionDelegate`. The adapter asks it through
/// ``ListCollectionViewDelegateLayout``, for layouts that ask their delegate.
///
/// IGListKit's header declares no nullability, so Swift imports its types as implicitly
/// unwrapped optionals; ListKit's requirements are spelled the same, so that IGListKit's
/// conformers compile. Returning `nil` keeps the layout's attributes.
@MainActor
public protocol ListTransitionDelegate: AnyObject {
  /// The attributes the item at `index` of `sectionController` starts from when inserted;
  /// `attributes` are the layout's.
  func listAdapter(
    _ listAdapter: ListAdapter!,
    customizedInitialLayoutAttributes attributes: CollectionViewLayoutAttributes!,
    sectionController: ListSectionController!, at index: Int
  ) -> CollectionViewLayoutAttributes!

  /// The attributes the item at `index` of `sectionController` ends at when removed;
  /// `attributes` are the layout's.
  func listAdapter(
    _ listAdapter: ListAdapter!,
    customizedFinalLayoutAttributes attributes: CollectionViewLayoutAttributes!,
    sectionController: ListSectionController!, at index: Int
  ) -> CollectionViewLayoutAttributes!
}
