/// A cell that configures itself from a view model: ListKit's `IGListBindable`.
///
/// ``ListBindingSectionController`` binds each cell its data source returns to the cell's view
/// model, and binds it again when that view model changes.
@MainActor
public protocol ListBindable: AnyObject {
  /// Configures the cell for `viewModel`.
  func bindViewModel(_ viewModel: Any)
}
