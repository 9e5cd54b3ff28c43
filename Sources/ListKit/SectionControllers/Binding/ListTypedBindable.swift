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
