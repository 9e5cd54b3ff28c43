/// A cell that configures itself from a view model: ListKit's `IGListBindable`.
///
/// ``ListBindingSectionController`` binds each cell its data source returns to the cell's view
/// model, and binds it again when that view model changes.
@MainActor
public protocol ListBindable: AnyObject {
  /// Configures the cell for `viewModel`.
  func bindViewModel(_ viewModel: Any)
}

/// A ``ListBindable`` cell for one type of view model. ``ListBindingSectionController`` checks the
/// type before binding: a view model of another type is reported to the adapter's
/// ``ListAdapter/diagnosticHandler`` and not bound.
///
/// ```swift
/// final class CommentCell: CollectionViewCell, ListTypedBindable {
///   let label = Label()
///   func bind(_ comment: Comment) { label.text = comment.text }
/// }
/// ```
@MainActor
public protocol ListTypedBindable: ListBindable {
  /// The type of view model the cell shows.
  associatedtype ViewModel

  /// Configures the cell for `viewModel`.
  func bind(_ viewModel: ViewModel)
}

extension ListTypedBindable {
  /// Binds `viewModel` when it is a ``ViewModel``; otherwise leaves the cell as it is.
  public func bindViewModel(_ viewModel: Any) {
    guard let typed = viewModel as? ViewModel else { return }
    bind(typed)
  }

  /// Whether `viewModel` is of the type the cell shows.
  func accepts(_ viewModel: Any) -> Bool { viewModel is ViewModel }

  /// The type of view model the cell shows, for diagnostics.
  var viewModelType: Any.Type { ViewModel.self }
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
