import Foundation

/// Supplies a table view's sections, rows and cells: ListUI's `UITableViewDataSource`.
///
/// The table view asks lazily, as UIKit does: counts when it lays out, cells only for rows that
/// come on screen, section titles when it lays the sections out.
@MainActor
public protocol TableViewDataSource: AnyObject {
  /// The number of rows in `section`.
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int

  /// The cell for the row at `indexPath`, which must come from
  /// ``TableView/dequeueReusableCell(withIdentifier:for:)`` with that index path, or from
  /// ``TableView/dequeueReusableCell(withIdentifier:)``.
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell

  /// The number of sections; the default is 1.
  func numberOfSections(in tableView: TableView) -> Int

  /// The title of `section`'s header, a dimmed line above its rows; the default, `nil`, shows
  /// no header.
  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?

  /// The title of `section`'s footer, a dimmed line under its rows; the default, `nil`, shows
  /// no footer.
  func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?

  /// Whether the row at `indexPath` can be edited: deleted, or given an insert, with
  /// ``tableView(_:commit:forRowAt:)``. An editable row whose
  /// ``TableViewDelegate/tableView(_:editingStyleForRowAt:)`` is ``TableViewCell/EditingStyle/delete``
  /// gets a Delete action among its actions when the delegate gives no trailing swipe actions.
  ///
  /// The default is `false`: UIKit's is `true` where the data source implements
  /// ``tableView(_:commit:forRowAt:)``, which ListUI cannot see of a Swift type, and a Delete
  /// that does nothing would be worse than none. Return `true` beside your `commit`.
  func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool

  /// The user chose to delete the row at `indexPath` (its Delete action, or its delete control
  /// in editing mode), or to insert one there (its insert control in editing mode): update the
  /// data, then call ``TableView/deleteRows(at:with:)`` or ``TableView/insertRows(at:with:)``,
  /// as in UIKit. The default does nothing.
  func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath)

  /// Whether the row at `indexPath` can be moved in editing mode (``TableView/isEditing``), and
  /// shows its reorder control, `≡`. The default is `false`, as a collection view's
  /// ``CollectionViewDataSource/collectionView(_:canMoveItemAt:)``: UIKit's is `true` where the
  /// data source implements ``tableView(_:moveRowAt:to:)``, which ListUI cannot see of a Swift
  /// type.
  func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool

  /// The user moved a row in editing mode from `sourceIndexPath` to `destinationIndexPath`: the
  /// rows are already where the user left them; move the data to match, without a batch update,
  /// as in UIKit. The default does nothing.
  func tableView(
    _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)
}

extension TableViewDataSource {
  /// One section.
  public func numberOfSections(in tableView: TableView) -> Int { 1 }

  /// No header.
  public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }

  /// No footer.
  public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
    nil
  }

  /// No row can be edited.
  public func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
    false
  }

  /// Does nothing.
  public func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}

  /// No row can be moved.
  public func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    false
  }

  /// Does nothing.
  public func tableView(
    _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
}
