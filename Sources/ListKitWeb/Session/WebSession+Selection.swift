import Foundation
@_spi(ListKit) import ListUI

/// What the status line says of the selection, which the ``WebSession/window`` keeps.
extension WebSession {
  /// The position the status line shows: the selected item's place among the items of the
  /// screen's list and their count, and how far the list is scrolled (`Window.positionText()`).
  func positionText() -> String {
    window.positionText()
  }
}
