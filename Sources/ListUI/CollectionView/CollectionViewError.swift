import Foundation

/// A misuse of a collection view that UIKit would stop the app for, with UIKit's message.
///
/// Messages follow UIKit's wording as iOS 15 prints it (`NSInternalInconsistencyException` and
/// `NSInvalidArgumentException` reasons), word for word where that wording is known. An index
/// path is shown as UIKit shows an `NSIndexPath`, without the object address:
/// `{length = 2, path = 0 - 1}`. Where UIKit has no message of its own — it corrupts its state
/// instead, as when one index path is deleted twice — the message is ListUI's, in UIKit's style.
///
/// What happens on a violation is the collection view's ``CollectionView/violationHandler``: by
/// default the app stops with the message, as UIKit's exception does.
public struct CollectionViewError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong.
  public enum Kind: Hashable, Sendable {
    /// The number of sections after a batch update does not add up.
    case invalidNumberOfSections
    /// The number of items in a section after a batch update does not add up.
    case invalidNumberOfItems
    /// A deleted or reloaded section or item does not exist before the update.
    case deleteOutOfBounds
    /// An inserted section or item does not exist after the update.
    case insertOutOfBounds
    /// A moved section or item does not exist before or after the update.
    case moveOutOfBounds
    /// One index path is deleted twice, or inserted twice.
    case duplicateIndexPath
    /// An index path is both deleted and reloaded.
    case deleteAndReloadSameIndexPath
    /// A section or item is both deleted and moved away.
    case deleteAndMoveSameIndexPath
    /// A section or item is both inserted and the destination of a move.
    case insertAndMoveSameIndexPath
    /// Two moves leave one section or item, or arrive at one.
    case duplicateMove
    /// An item is inserted, deleted, reloaded or moved inside a section that is itself deleted
    /// or inserted.
    case itemChangeInChangedSection
    /// A reuse identifier was dequeued that no class is registered for.
    case dequeueUnregisteredIdentifier
    /// The data source returned a view that did not come from a dequeue method.
    case viewNotDequeued
    /// The layout asked for a supplementary view that the data source does not provide.
    case supplementaryViewNotProvided
    /// A section, item or index path was asked for that does not exist.
    case invalidIndexPath
  }

  /// What went wrong.
  public let kind: Kind
  /// UIKit's message for it.
  public let message: String

  /// Creates an error of `kind` with `message`.
  public init(kind: Kind, message: String) {
    self.kind = kind
    self.message = message
  }

  /// The message.
  public var description: String { message }
}

extension CollectionViewError {
  static func path(_ indexPath: IndexPath) -> String { indexPath.listDescription }

  static func invalidNumberOfSections(before: Int, after: Int, inserted: Int, deleted: Int) -> Self
  {
    Self(
      kind: .invalidNumberOfSections,
      message: "Invalid update: invalid number of sections. The number of sections contained in "
        + "the collection view after the update (\(after)) must be equal to the number of "
        + "sections contained in the collection view before the update (\(before)), plus or "
        + "minus the number of sections inserted or deleted (\(inserted) inserted, "
        + "\(deleted) deleted).")
  }

  static func invalidNumberOfItems(
    section: Int, before: Int, after: Int, inserted: Int, deleted: Int, movedIn: Int,
    movedOut: Int
  ) -> Self {
    Self(
      kind: .invalidNumberOfItems,
      message: "Invalid update: invalid number of items in section \(section). The number of "
        + "items contained in an existing section after the update (\(after)) must be equal to "
        + "the number of items contained in that section before the update (\(before)), plus "
        + "or minus the number of items inserted or deleted from that section (\(inserted) "
        + "inserted, \(deleted) deleted) and plus or minus the number of items moved into or out "
        + "of that section (\(movedIn) moved in, \(movedOut) moved out).")
  }

  static func deleteSection(_ section: Int, count: Int) -> Self {
    Self(
      kind: .deleteOutOfBounds,
      message: "attempt to delete section \(section), but there are only \(count) sections "
        + "before the update")
  }

  static func insertSection(_ section: Int, count: Int) -> Self {
    Self(
      kind: .insertOutOfBounds,
      message: "attempt to insert section \(section) but there are only \(count) sections after "
        + "the update")
  }

  static func deleteItem(_ indexPath: IndexPath, sectionCount: Int) -> Self {
    Self(
      kind: .deleteOutOfBounds,
      message: "attempt to delete item \(indexPath[1]) from section \(indexPath[0]), but there "
        + "are only \(sectionCount) sections before the update")
  }

  static func deleteItem(_ indexPath: IndexPath, itemCount: Int) -> Self {
    Self(
      kind: .deleteOutOfBounds,
      message: "attempt to delete item \(indexPath[1]) from section \(indexPath[0]) which only "
        + "contains \(itemCount) items before the update")
  }

  static func insertItem(_ indexPath: IndexPath, sectionCount: Int) -> Self {
    Self(
      kind: .insertOutOfBounds,
      message: "attempt to insert item \(indexPath[1]) into section \(indexPath[0]), but there "
        + "are only \(sectionCount) sections after the update")
  }

  static func insertItem(_ indexPath: IndexPath, itemCount: Int) -> Self {
    Self(
      kind: .insertOutOfBounds,
      message: "attempt to insert item \(indexPath[1]) into section \(indexPath[0]), but there "
        + "are only \(itemCount) items in section \(indexPath[0]) after the update")
  }

  static func deleteAndReload(_ indexPath: IndexPath) -> Self {
    Self(
      kind: .deleteAndReloadSameIndexPath,
      message: "attempt to delete and reload the same index path (\(path(indexPath)))")
  }

  static func deleteAndMove(_ indexPath: IndexPath) -> Self {
    Self(
      kind: .deleteAndMoveSameIndexPath,
      message: "attempt to perform a delete and a move from the same index path "
        + "(\(path(indexPath)))")
  }

  static func insertAndMove(_ indexPath: IndexPath) -> Self {
    Self(
      kind: .insertAndMoveSameIndexPath,
      message: "attempt to perform an insert and a move to the same index path "
        + "(\(path(indexPath)))")
  }

  static func deleteAndMove(section: Int) -> Self {
    Self(
      kind: .deleteAndMoveSameIndexPath,
      message: "attempt to perform a delete and a move from the same section (\(section))")
  }

  static func insertAndMove(section: Int) -> Self {
    Self(
      kind: .insertAndMoveSameIndexPath,
      message: "attempt to perform an insert and a move to the same section (\(section))")
  }

  static func moveSection(_ section: Int, count: Int) -> Self {
    Self(
      kind: .moveOutOfBounds,
      message: "attempt to move section \(section), but there are only \(count) sections before "
        + "the update")
  }

  static func moveSection(_ from: Int, to: Int, count: Int) -> Self {
    Self(
      kind: .moveOutOfBounds,
      message: "attempt to move section \(from) to section \(to), but there are only \(count) "
        + "sections after the update")
  }

  static func moveItem(from: IndexPath, sectionCount: Int) -> Self {
    Self(
      kind: .moveOutOfBounds,
      message: "attempt to move index path (\(path(from))) from a section that does not exist - "
        + "there are only \(sectionCount) sections before the update")
  }

  static func moveItem(from: IndexPath, itemCount: Int) -> Self {
    Self(
      kind: .moveOutOfBounds,
      message: "attempt to move index path (\(path(from))) that does not exist - there are only "
        + "\(itemCount) items in section \(from[0]) before the update")
  }

  static func moveItem(from: IndexPath, to: IndexPath, sectionCount: Int) -> Self {
    Self(
      kind: .moveOutOfBounds,
      message: "attempt to move index path (\(path(from))) to index path (\(path(to))) in "
        + "section that does not exist - there are only \(sectionCount) sections after the update")
  }

  static func moveItem(from: IndexPath, to: IndexPath, itemCount: Int) -> Self {
    Self(
      kind: .moveOutOfBounds,
      message: "attempt to move index path (\(path(from))) to index path (\(path(to))) that does "
        + "not exist - there are only \(itemCount) items in section \(to[0]) after the update")
  }

  static func sectionMovedTwice(_ section: Int, to first: Int, and second: Int) -> Self {
    Self(
      kind: .duplicateMove,
      message: "attempt to move section \(section) to both section \(first) and section \(second)")
  }

  static func sectionsMovedToOne(_ first: Int, and second: Int, to section: Int) -> Self {
    Self(
      kind: .duplicateMove,
      message: "attempt to move both section \(first) and section \(second) to section \(section)")
  }

  static func itemMovedTwice(_ indexPath: IndexPath, to first: IndexPath, and second: IndexPath)
    -> Self
  {
    Self(
      kind: .duplicateMove,
      message: "attempt to move item at index path \(path(indexPath)) to both \(path(first)) and "
        + "\(path(second))")
  }

  static func itemsMovedToOne(_ first: IndexPath, and second: IndexPath, to indexPath: IndexPath)
    -> Self
  {
    Self(
      kind: .duplicateMove,
      message: "attempt to move both item at index path \(path(first)) and \(path(second)) to "
        + "\(path(indexPath))")
  }

  static func deletedTwice(_ indexPath: IndexPath) -> Self {
    Self(
      kind: .duplicateIndexPath,
      message: "attempt to delete item \(indexPath[1]) from section \(indexPath[0]) twice")
  }

  static func insertedTwice(_ indexPath: IndexPath) -> Self {
    Self(
      kind: .duplicateIndexPath,
      message: "attempt to insert item \(indexPath[1]) into section \(indexPath[0]) twice")
  }

  static func moveFromDeletedSection(_ section: Int) -> Self {
    Self(
      kind: .itemChangeInChangedSection,
      message: "cannot move an item from a deleted section (\(section))")
  }

  static func moveIntoInsertedSection(_ section: Int) -> Self {
    Self(
      kind: .itemChangeInChangedSection,
      message: "cannot move an item into a newly inserted section (\(section))")
  }

  static func itemChange(_ action: String, _ indexPath: IndexPath, inSectionBeing change: String)
    -> Self
  {
    Self(
      kind: .itemChangeInChangedSection,
      message: "attempt to \(action) item \(indexPath[1]) in section \(indexPath[0]), which is "
        + "also being \(change)")
  }

  static func dequeueUnregistered(kind: String, identifier: String) -> Self {
    Self(
      kind: .dequeueUnregisteredIdentifier,
      message: "could not dequeue a view of kind: \(kind) with identifier \(identifier) - must "
        + "register a nib or a class for the identifier or connect a prototype cell in a "
        + "storyboard")
  }

  static let cellNotDequeued = Self(
    kind: .viewNotDequeued,
    message: "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a "
      + "reuseIdentifier - cells must be retrieved by calling "
      + "-dequeueReusableCellWithReuseIdentifier:forIndexPath:")

  static func supplementaryViewNotDequeued(kind: String, indexPath: IndexPath) -> Self {
    Self(
      kind: .viewNotDequeued,
      message: "the view returned from "
        + "-collectionView:viewForSupplementaryElementOfKind:atIndexPath: (\(kind), "
        + "\(path(indexPath))) was not retrieved by calling "
        + "-dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath:")
  }

  static func supplementaryViewNotProvided(kind: String, indexPath: IndexPath) -> Self {
    Self(
      kind: .supplementaryViewNotProvided,
      message: "the layout asked for a supplementary view of kind \(kind) at "
        + "\(path(indexPath)), but the data source does not implement "
        + "-collectionView:viewForSupplementaryElementOfKind:atIndexPath:")
  }

  static func itemsInMissingSection(_ section: Int, count: Int) -> Self {
    Self(
      kind: .invalidIndexPath,
      message: "request for number of items in section \(section) when there are only \(count) "
        + "sections in the collection view")
  }

  static func attributesForMissingItem(_ indexPath: IndexPath) -> Self {
    Self(
      kind: .invalidIndexPath,
      message: "UICollectionView received layout attributes for a cell with an index path that "
        + "does not exist: \(path(indexPath))")
  }

  static func supplementaryAttributesForMissingSection(
    _ kind: String, _ indexPath: IndexPath, _ sectionCount: Int
  ) -> Self {
    Self(
      kind: .invalidIndexPath,
      message: "request for layout attributes for supplementary view \(kind) in section "
        + "\(indexPath.first ?? -1) when there are only \(sectionCount) sections in the "
        + "collection view")
  }

  static func scrollToInvalid(_ indexPath: IndexPath) -> Self {
    Self(
      kind: .invalidIndexPath,
      message: "attempt to scroll to invalid index path: \(path(indexPath))")
  }
}
