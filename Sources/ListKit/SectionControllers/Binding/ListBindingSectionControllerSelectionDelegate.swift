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
