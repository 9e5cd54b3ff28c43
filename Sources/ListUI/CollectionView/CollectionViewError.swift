import Foundation

/// A misuse of a collection view that UIKit would stop the app for, with UIKit's message.
///
/// Each message is UIKit's exception reason (`NSInternalInconsistencyException`, or
/// `NSInvalidArgumentException` for the scroll) word for word, in the newest wording that public
/// crash reports quote, down to UIKit's spacing, parentheses and slips ("attempt to to move
/// section"). ListUI differs on purpose in one way only:
///
/// - No object addresses. An `NSIndexPath` shows as `<NSIndexPath> {length = 2, path = 0 - 1}`
///   where UIKit prints `<NSIndexPath: 0x…> {length = 2, path = 0 - 1}`, and the descriptions
///   UIKit prints whole, address and all, are left out: the returned view in the parentheses that
///   end the not-dequeued supplementary view message, and the
///   ` Collection view: <UICollectionView: 0x…; …>` that newer iOS versions append to some
///   messages.
///
/// Where UIKit has no message, the message is ListUI's own, in UIKit's style: an index path
/// deleted or reloaded twice (UIKit takes it as two deletes of one index path, corrupts its state
/// and crashes later; IGListKit issues 651 and 689), an item deleted, inserted or reloaded in a
/// section that is itself deleted or inserted (ListUI rejects it; UXKit, the macOS port of
/// `UICollectionView`, drops the item change, and UIKit's behaviour is not documented), and a
/// supplementary view the data source does not provide. An index path inserted twice is no
/// error: UIKit inserts two items, and so does ListUI.
///
/// The rules of `reconfigureItems(at:)` are UIKit's documented ones (the data source must return
/// the item's existing cell; an item can't be both reloaded and reconfigured), and a
/// reconfigured item must exist before the update and survive it; the messages for them are
/// ListUI's own, in UIKit's style, as no public report quotes UIKit's wording.
///
/// Scrolling to an item that does not exist has iOS 15's wording ("Attempted to scroll the
/// collection view to an out-of-bounds item (9) when there are only 3 items in section 0."); an
/// index path that is not an item's at all keeps the wording of earlier versions ("attempt to
/// scroll to invalid index path: ...").
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
    /// One index path is deleted twice, or reloaded twice.
    case duplicateIndexPath
    /// A section or an index path is both deleted and reloaded.
    case deleteAndReloadSameIndexPath
    /// A section or item is both deleted and moved away.
    case deleteAndMoveSameIndexPath
    /// A section or item is both inserted and the destination of a move.
    case insertAndMoveSameIndexPath
    /// Two moves leave one section or item, or arrive at one.
    case duplicateMove
    /// An item is inserted, deleted, reloaded, reconfigured or moved inside a section that is
    /// itself deleted or inserted.
    case itemChangeInChangedSection
    /// A reconfigured item does not exist before the update.
    case reconfigureOutOfBounds
    /// An index path is both reconfigured and reloaded, or reconfigured and deleted: its cell is
    /// replaced or removed, so there is none to reconfigure.
    case reconfigureAndReloadSameIndexPath
    /// While an item was reconfigured, the data source returned a cell other than the item's own.
    case reconfiguredCellReplaced
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
  /// `indexPath` as UIKit's messages show an `NSIndexPath`, without its address.
  static func path(_ indexPath: IndexPath) -> String { indexPath.listDescription }

  /// The section count after an update is not the count before plus the sections inserted and
  /// minus those deleted.
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

  /// The item count of `section` after an update is not its count before plus the items
  /// inserted and moved in and minus those deleted and moved out.
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

  /// A deleted or reloaded section is not among the `count` sections before the update.
  static func deleteSection(_ section: Int, count: Int) -> Self {
    Self(
      kind: .deleteOutOfBounds,
      message: "attempt to delete section \(section), but there are only \(count) sections "
        + "before the update")
  }

  /// An inserted section is not among the `count` sections after the update.
  static func insertSection(_ section: Int, count: Int) -> Self {
    Self(
      kind: .insertOutOfBounds,
      message: "attempt to insert section \(section) but there are only \(count) sections after "
        + "the update")
  }

  /// A deleted or reloaded item's section is not among the `sectionCount` sections before the
  /// update.
  static func deleteItem(_ indexPath: IndexPath, sectionCount: Int) -> Self {
    Self(
      kind: .deleteOutOfBounds,
      message: "attempt to delete item \(indexPath[1]) from section \(indexPath[0]), but there "
        + "are only \(sectionCount) sections before the update")
  }

  /// A deleted or reloaded item is not among the `itemCount` items of its section before the
  /// update.
  static func deleteItem(_ indexPath: IndexPath, itemCount: Int) -> Self {
    Self(
      kind: .deleteOutOfBounds,
      message: "attempt to delete item \(indexPath[1]) from section \(indexPath[0]) which only "
        + "contains \(itemCount) items before the update")
  }

  /// An inserted item's section is not among the `sectionCount` sections after the update.
  static func insertItem(_ indexPath: IndexPath, sectionCount: Int) -> Self {
    Self(
      kind: .insertOutOfBounds,
      message: "attempt to insert item \(indexPath[1]) into section \(indexPath[0]), but there "
        + "are only \(sectionCount) sections after the update")
  }

  /// An inserted item is not among the `itemCount` items of its section after the update.
  static func insertItem(_ indexPath: IndexPath, itemCount: Int) -> Self {
    Self(
      kind: .insertOutOfBounds,
      message: "attempt to insert item \(indexPath[1]) into section \(indexPath[0]), but there "
        + "are only \(itemCount) items in section \(indexPath[0]) after the update")
  }

  /// One index path is both deleted and reloaded.
  static func deleteAndReload(_ indexPath: IndexPath) -> Self {
    Self(
      kind: .deleteAndReloadSameIndexPath,
      message: "attempt to delete and reload the same index path (\(path(indexPath)))")
  }

  /// An item is both deleted and moved away.
  static func deleteAndMove(_ indexPath: IndexPath) -> Self {
    Self(
      kind: .deleteAndMoveSameIndexPath,
      message: "attempt to perform a delete and a move from the same index path "
        + "(\(path(indexPath)))")
  }

  /// An index path is both inserted and the destination of a move.
  static func insertAndMove(_ indexPath: IndexPath) -> Self {
    Self(
      kind: .insertAndMoveSameIndexPath,
      message: "attempt to perform an insert and a move to the same index path "
        + "(\(path(indexPath)))")
  }

  /// A section is both deleted and moved away.
  static func deleteAndMove(section: Int) -> Self {
    Self(
      kind: .deleteAndMoveSameIndexPath,
      message: "attempt to perform a delete and a move from the same section (\(section))")
  }

  /// A section is both inserted and the destination of a move.
  static func insertAndMove(section: Int) -> Self {
    Self(
      kind: .insertAndMoveSameIndexPath,
      message: "attempt to perform an insert and a move to the same section (\(section))")
  }

  /// A moved section is not among the `count` sections before the update.
  static func moveSection(_ section: Int, count: Int) -> Self {
    Self(
      kind: .moveOutOfBounds,
      message: "attempt to move section \(section), but there are only \(count) sections before "
        + "the update")
  }

  /// A section's move destination is not among the `count` sections after the update. "to to"
  /// is UIKit's.
  static func moveSection(_ from: Int, to: Int, count: Int) -> Self {
    Self(
      kind: .moveOutOfBounds,
      message: "attempt to to move section \(from) to section \(to), but there are only "
        + "\(count) sections after the update")
  }

  /// A moved item's section is not among the `sectionCount` sections before the update.
  static func moveItem(from: IndexPath, sectionCount: Int) -> Self {
    Self(
      kind: .moveOutOfBounds,
      message: "attempt to move index path (\(path(from))) from a section that does not exist - "
        + "there are only \(sectionCount) sections before the update")
  }

  /// A moved item is not among the `itemCount` items of its section before the update.
  static func moveItem(from: IndexPath, itemCount: Int) -> Self {
    Self(
      kind: .moveOutOfBounds,
      message: "attempt to move index path (\(path(from))) that does not exist - there are only "
        + "\(itemCount) items in section \(from[0]) before the update")
  }

  /// An item's move destination is in none of the `sectionCount` sections after the update.
  static func moveItem(from: IndexPath, to: IndexPath, sectionCount: Int) -> Self {
    Self(
      kind: .moveOutOfBounds,
      message: "attempt to move index path (\(path(from))) to index path (\(path(to))) in "
        + "section that does not exist - there are only \(sectionCount) sections after the update")
  }

  /// An item's move destination is not among the `itemCount` items of its section after the
  /// update.
  static func moveItem(from: IndexPath, to: IndexPath, itemCount: Int) -> Self {
    Self(
      kind: .moveOutOfBounds,
      message: "attempt to move index path (\(path(from))) to index path (\(path(to))) that does "
        + "not exist - there are only \(itemCount) items in section \(to[0]) after the update")
  }

  /// One section is moved to two destinations.
  static func sectionMovedTwice(_ section: Int, to first: Int, and second: Int) -> Self {
    Self(
      kind: .duplicateMove,
      message: "attempt to move section \(section) to both section \(first) and section \(second)")
  }

  /// Two sections are moved to one destination.
  static func sectionsMovedToOne(_ first: Int, and second: Int, to section: Int) -> Self {
    Self(
      kind: .duplicateMove,
      message: "attempt to move both section \(first) and section \(second) to section \(section)")
  }

  /// One item is moved to two destinations.
  static func itemMovedTwice(_ indexPath: IndexPath, to first: IndexPath, and second: IndexPath)
    -> Self
  {
    Self(
      kind: .duplicateMove,
      message: "attempt to move item at index path \(path(indexPath)) to both \(path(first)) and "
        + "\(path(second))")
  }

  /// Two items are moved to one destination.
  static func itemsMovedToOne(_ first: IndexPath, and second: IndexPath, to indexPath: IndexPath)
    -> Self
  {
    Self(
      kind: .duplicateMove,
      message: "attempt to move both item at index path \(path(first)) and \(path(second)) to "
        + "\(path(indexPath))")
  }

  /// One index path is deleted twice. ListUI's own message: UIKit takes the batch and crashes
  /// later.
  static func deletedTwice(_ indexPath: IndexPath) -> Self {
    Self(
      kind: .duplicateIndexPath,
      message: "attempt to delete item \(indexPath[1]) from section \(indexPath[0]) twice")
  }

  /// One index path reloaded twice: ListUI's own message, as UIKit takes it as two deletes of
  /// one index path and corrupts its state.
  static func reloadedTwice(_ indexPath: IndexPath) -> Self {
    Self(
      kind: .duplicateIndexPath,
      message: "attempt to reload item \(indexPath[1]) in section \(indexPath[0]) twice")
  }

  /// An item is moved out of a section that is deleted.
  static func moveFromDeletedSection(_ section: Int) -> Self {
    Self(
      kind: .itemChangeInChangedSection,
      message: "cannot move an item from a deleted section (\(section))")
  }

  /// An item is moved into a section that is inserted.
  static func moveIntoInsertedSection(_ section: Int) -> Self {
    Self(
      kind: .itemChangeInChangedSection,
      message: "cannot move an item into a newly inserted section (\(section))")
  }

  /// An item is deleted, inserted or reloaded (`action`) in a section that is itself `change`,
  /// deleted or inserted. ListUI's own message: UIKit drops the item change.
  static func itemChange(_ action: String, _ indexPath: IndexPath, inSectionBeing change: String)
    -> Self
  {
    Self(
      kind: .itemChangeInChangedSection,
      message: "attempt to \(action) item \(indexPath[1]) in section \(indexPath[0]), which is "
        + "also being \(change)")
  }

  /// A reconfigured item's section is not among the `sectionCount` sections before the update.
  /// ListUI's own message.
  static func reconfigureItem(_ indexPath: IndexPath, sectionCount: Int) -> Self {
    Self(
      kind: .reconfigureOutOfBounds,
      message: "attempt to reconfigure item \(indexPath.count > 1 ? indexPath[1] : -1) in section "
        + "\(indexPath.first ?? -1), but there are only \(sectionCount) sections before the update")
  }

  /// A reconfigured item is not among the `itemCount` items of its section before the update.
  /// ListUI's own message.
  static func reconfigureItem(_ indexPath: IndexPath, itemCount: Int) -> Self {
    Self(
      kind: .reconfigureOutOfBounds,
      message: "attempt to reconfigure item \(indexPath[1]) in section \(indexPath[0]), which "
        + "only contains \(itemCount) items before the update")
  }

  /// One index path is both reconfigured and `action`, reloaded or deleted. ListUI's own message
  /// for UIKit's rule.
  static func reconfigureAnd(_ action: String, _ indexPath: IndexPath) -> Self {
    Self(
      kind: .reconfigureAndReloadSameIndexPath,
      message: "attempt to reconfigure and \(action) the same index path (\(path(indexPath)))")
  }

  /// The data source returned another cell than the one on screen while the item at
  /// `indexPath`, whose cell has the reuse identifier `identifier`, was reconfigured. ListUI's
  /// own message for UIKit's rule.
  static func reconfiguredCellReplaced(_ indexPath: IndexPath, identifier: String) -> Self {
    Self(
      kind: .reconfiguredCellReplaced,
      message: "the cell returned from -collectionView:cellForItemAtIndexPath: while "
        + "reconfiguring the item at \(path(indexPath)) is not its existing cell - dequeue with "
        + "the existing cell's reuse identifier (\(identifier)) and return that cell, or reload "
        + "the item to replace its cell")
  }

  /// No class is registered for `identifier` and `kind`, the cell kind or a supplementary kind.
  static func dequeueUnregistered(kind: String, identifier: String) -> Self {
    Self(
      kind: .dequeueUnregisteredIdentifier,
      message: "could not dequeue a view of kind: \(kind) with identifier \(identifier) - must "
        + "register a nib or a class for the identifier or connect a prototype cell in a "
        + "storyboard")
  }

  /// The data source returned a cell that no dequeue method gave it.
  static let cellNotDequeued = Self(
    kind: .viewNotDequeued,
    message: "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a "
      + "reuseIdentifier - cells must be retrieved by calling "
      + "-dequeueReusableCellWithReuseIdentifier:forIndexPath:")

  /// The data source returned a supplementary view that no dequeue method gave it. UIKit ends
  /// the message with the view's description in parentheses, which is left out with its address.
  static func supplementaryViewNotDequeued(kind: String, indexPath: IndexPath) -> Self {
    Self(
      kind: .viewNotDequeued,
      message: "the view returned from "
        + "-collectionView:viewForSupplementaryElementOfKind:atIndexPath (\(kind),"
        + "\(path(indexPath))) was not retrieved by calling "
        + "-dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath: or is nil")
  }

  /// The layout placed a supplementary view, and the data source provides none. ListUI's own
  /// message.
  static func supplementaryViewNotProvided(kind: String, indexPath: IndexPath) -> Self {
    Self(
      kind: .supplementaryViewNotProvided,
      message: "the layout asked for a supplementary view of kind \(kind) at "
        + "\(path(indexPath)), but the data source does not implement "
        + "-collectionView:viewForSupplementaryElementOfKind:atIndexPath:")
  }

  /// The item count of a section was asked for that is not among the `count` sections.
  static func itemsInMissingSection(_ section: Int, count: Int) -> Self {
    Self(
      kind: .invalidIndexPath,
      message: "request for number of items in section \(section) when there are only \(count) "
        + "sections in the collection view")
  }

  /// The layout placed a cell at an index path that does not exist.
  static func attributesForMissingItem(_ indexPath: IndexPath) -> Self {
    Self(
      kind: .invalidIndexPath,
      message: "UICollectionView received layout attributes for a cell with an index path that "
        + "does not exist: \(path(indexPath))")
  }

  /// The layout placed a supplementary view of `kind` in a section that is not among the
  /// `sectionCount` sections.
  static func supplementaryAttributesForMissingSection(
    _ kind: String, _ indexPath: IndexPath, _ sectionCount: Int
  ) -> Self {
    Self(
      kind: .invalidIndexPath,
      message: "request for layout attributes for supplementary view \(kind) in section "
        + "\(indexPath.first ?? -1) when there are only \(sectionCount) sections in the "
        + "collection view")
  }

  /// `scrollToItem(at:at:animated:)` was asked for a section that does not exist, in the wording
  /// of iOS 15 and later.
  static func scrollToMissingSection(_ indexPath: IndexPath, sectionCount: Int) -> Self {
    Self(
      kind: .invalidIndexPath,
      message: "Attempted to scroll the collection view to an out-of-bounds section "
        + "(\(indexPath.first ?? -1)) when there are only \(sectionCount) sections.")
  }

  /// `scrollToItem(at:at:animated:)` was asked for an item that does not exist, in the wording
  /// of iOS 15 and later.
  static func scrollToMissingItem(_ indexPath: IndexPath, itemCount: Int) -> Self {
    Self(
      kind: .invalidIndexPath,
      message: "Attempted to scroll the collection view to an out-of-bounds item "
        + "(\(indexPath.count > 1 ? indexPath[1] : -1)) when there are only \(itemCount) items "
        + "in section \(indexPath.first ?? -1).")
  }

  /// `scrollToItem(at:at:animated:)` was asked for an index path that is not an item's, such as
  /// one of a single index, in the wording of UIKit before iOS 15.
  static func scrollToInvalid(_ indexPath: IndexPath) -> Self {
    Self(
      kind: .invalidIndexPath,
      message: "attempt to scroll to invalid index path: \(path(indexPath))")
  }
}
