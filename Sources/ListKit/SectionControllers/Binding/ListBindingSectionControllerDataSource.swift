/// Turns a ``ListBindingSectionController``'s object into view models, and gives a cell and a
/// size for each: ListKit's `IGListBindingSectionControllerDataSource`.
///
/// The `sectionController` argument is the asking section controller seen through its untyped
/// form, so one data source can serve binding section controllers of any object type.
@MainActor
public protocol ListBindingSectionControllerDataSource: AnyObject {
  /// The view models for `object`, one per cell, in order. View models whose identifiers repeat
  /// an earlier one are dropped with a diagnostic.
  func sectionController(
    _ sectionController: ListBindingSectionController<ListDiffable>, viewModelsFor object: Any
  ) -> [ListDiffable]

  /// A cell for `viewModel`, dequeued from the collection context; the section controller binds
  /// it. The return type is IGListKit's `UICollectionViewCell<IGListBindable> *` as Swift
  /// imports it, so a cell that cannot be bound does not compile.
  func sectionController(
    _ sectionController: ListBindingSectionController<ListDiffable>,
    cellForViewModel viewModel: Any, at index: Int
  ) -> CollectionViewCell & ListBindable

  /// The size of the cell for `viewModel`.
  func sectionController(
    _ sectionController: ListBindingSectionController<ListDiffable>,
    sizeForViewModel viewModel: Any, at index: Int
  ) -> CGSize
}
