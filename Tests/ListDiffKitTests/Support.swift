import Foundation
import ListDiffKit
import ListKitTestSupport

extension TestObject: ListDiffable {
  /// The key, as `IGTestObject` identifies itself.
  public func diffIdentifier() -> AnyHashable { key }

  /// The same instance, or another test object with the same key and value.
  public func isEqual(toDiffableObject object: (any ListDiffable)?) -> Bool {
    if let object = object as? TestObject {
      return object === self || (object.key == key && object.value == value)
    }
    return false
  }
}

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
