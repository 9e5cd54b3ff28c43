import Foundation
import ListDiffKit
import ListUI
import Testing

/// ListDiffKit and ListUI both give `IndexPath` UIKit's `item` and `section`; with both imported,
/// as ListKit imports them, the spelling stays unambiguous and means the same.
@Suite struct IndexPathInteropTests {
  @Test func itemAndSectionWorkWithBothModulesImported() {
    var indexPath = IndexPath(item: 3, section: 1)
    #expect(indexPath.item == 3 && indexPath.section == 1)
    indexPath.item = 4
    #expect(Array(indexPath) == [1, 4])
  }
}
