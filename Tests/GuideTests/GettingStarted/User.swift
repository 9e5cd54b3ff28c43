// swift-format-ignore-file
// The Getting Started guide's code as the guide writes it;
// the article MigratingFromIGListKit.md lists each change.
import IGListKit

class User {
  let primaryKey: Int
  let name: String
  // implementation, etc

  init(primaryKey: Int, name: String) {
    self.primaryKey = primaryKey
    self.name = name
  }
}

extension User: ListDiffable {
  func diffIdentifier() -> AnyHashable {
    return primaryKey
  }

  func isEqual(toDiffableObject object: ListDiffable?) -> Bool {
    if let object = object as? User {
      return name == object.name
    }
    return false
  }
}
