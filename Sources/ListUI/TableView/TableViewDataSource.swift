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
}
