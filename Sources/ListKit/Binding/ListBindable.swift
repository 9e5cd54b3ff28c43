/// A cell that configures itself from a view model: ListKit's `IGListBindable`.
///
/// ``ListBindingSectionController`` binds each cell its data source returns to the cell's view
/// model, and binds it again when that view model changes.
@MainActor
public protocol ListBindable: AnyObject {
  /// Configures the cell for `viewModel`.
  func bindViewModel(_ viewModel: Any)
}

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

  /// A cell for `viewModel`, dequeued from the collection context; it should conform to
  /// ``ListBindable``, and the section controller binds it.
  func sectionController(
    _ sectionController: ListBindingSectionController<ListDiffable>,
    cellForViewModel viewModel: Any, at index: Int
  ) -> CollectionViewCell

  /// The size of the cell for `viewModel`.
  func sectionController(
    _ sectionController: ListBindingSectionController<ListDiffable>,
    sizeForViewModel viewModel: Any, at index: Int
  ) -> CGSize
}

/// Told when the cells of a ``ListBindingSectionController`` are selected or highlighted, with
/// their view models: ListKit's `IGListBindingSectionControllerSelectionDelegate`.
@MainActor
public protocol ListBindingSectionControllerSelectionDelegate: AnyObject {
  /// The cell at `index` was selected.
  func sectionController(
    _ sectionController: ListBindingSectionController<ListDiffable>, didSelectItemAt index: Int,
    viewModel: Any)

  /// The cell at `index` was deselected.
  func sectionController(
    _ sectionController: ListBindingSectionController<ListDiffable>,
    didDeselectItemAt index: Int, viewModel: Any)

  /// The cell at `index` was highlighted.
  func sectionController(
    _ sectionController: ListBindingSectionController<ListDiffable>,
    didHighlightItemAt index: Int, viewModel: Any)

  /// The cell at `index` was unhighlighted.
  func sectionController(
    _ sectionController: ListBindingSectionController<ListDiffable>,
    didUnhighlightItemAt index: Int, viewModel: Any)
}

extension ListBindingSectionControllerSelectionDelegate {
  /// Does nothing.
  public func sectionController(
    _ sectionController: ListBindingSectionController<ListDiffable>,
    didDeselectItemAt index: Int, viewModel: Any
  ) {}

  /// Does nothing.
  public func sectionController(
    _ sectionController: ListBindingSectionController<ListDiffable>,
    didHighlightItemAt index: Int, viewModel: Any
  ) {}

  /// Does nothing.
  public func sectionController(
    _ sectionController: ListBindingSectionController<ListDiffable>,
    didUnhighlightItemAt index: Int, viewModel: Any
  ) {}
}
