import Foundation
import ListDiffKit

/// `IndexPath(item:section:)`, as IGListKit's tests write `genIndexPath(item, section)`.
func genIndexPath(_ item: Int, _ section: Int) -> IndexPath {
  IndexPath(item: item, section: section)
}

/// An index set of the given indexes.
func indexSet(_ indexes: [Int]) -> IndexSet {
  IndexSet(indexes)
}

/// The words of the example in Heckel's paper, "A technique for isolating differences between
/// files" (CACM 21(4), 1978).
enum HeckelPaper {
  static let old =
    "much writing is like snow , a mass of long words and phrases falls upon the relevant facts covering up the details ."
    .split(separator: " ").map(String.init)
  static let new =
    "a mass of latin words falls upon the relevant facts like soft snow , covering up the details ."
    .split(separator: " ").map(String.init)
}
