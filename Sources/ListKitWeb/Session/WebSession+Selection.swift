import Foundation
@_spi(ListKit) import ListUI

/// The selection in a list, which the ``WebSession/window`` keeps: the list the page's focus is
/// in, and what the status line says of it.
extension WebSession {
  /// The list the keys move in: the one `view` is in or is, if any, which becomes the one the
  /// window's keys move in (`Window.focus(on:)`); else the window's focused list.
  func focusedCollectionView(near view: View?) -> CollectionView? {
    if let view { window.focus(on: view) }
    return window.focusedCollectionView
  }

  /// The position the status line shows: the selected item's place among the items of the
  /// screen's list and their count, and how far the list is scrolled (`Window.positionText()`).
  func positionText() -> String {
    window.positionText()
  }
}
