import Foundation

/// An update the collection view is applying, as `UICollectionViewUpdateItem`: layouts get the
/// list in ``CollectionViewLayout/prepare(forCollectionViewUpdates:)``.
public struct CollectionViewUpdateItem: Hashable, Sendable {
  /// What the update does.
  public enum Action: Hashable, Sendable {
    /// Inserts an item or section.
    case insert
    /// Deletes an item or section.
    case delete
    /// Reloads an item or section.
    case reload
    /// Moves an item or section.
    case move
  }

  /// What the update does.
  public let updateAction: Action
  /// The index path before the update, or `nil` for an insert; a section's has only its section.
  public let indexPathBeforeUpdate: IndexPath?
  /// The index path after the update, or `nil` for a delete; a section's has only its section.
  public let indexPathAfterUpdate: IndexPath?

  /// Creates an update item.
  public init(action: Action, before: IndexPath?, after: IndexPath?) {
    updateAction = action
    indexPathBeforeUpdate = before
    indexPathAfterUpdate = after
  }
}
