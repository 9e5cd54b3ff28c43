import Foundation

/// Supplies an adapter's objects, a section controller for each, and the view to show when there
/// are none: ListKit's `IGListAdapterDataSource`.
@MainActor
public protocol ListAdapterDataSource: AnyObject {
  /// The objects to show, one section each. Objects whose identifier repeats one before them are
  /// dropped, as ``ListAdapter/duplicateIdentifierPolicy`` says.
  func objects(for listAdapter: ListAdapter) -> [any ListDiffable]
  /// A new section controller for `object`. It is asked once per identifier: the controller stays
  /// while an object with that identifier is in the list.
  func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  /// The view shown behind the list when it has no items, or `nil`.
  func emptyView(for listAdapter: ListAdapter) -> View?
}
