// swift-format-ignore-file
// The Modeling and Binding guide's code as the guide writes it;
// the article MigratingFromIGListKit.md lists each change.
import IGListKit

final class Post: ListDiffable {

  // 1
  let username: String
  let timestamp: String
  let imageURL: URL
  let likes: Int
  let comments: [Comment]

  // 2
  init(username: String, timestamp: String, imageURL: URL, likes: Int, comments: [Comment]) {
    self.username = username
    self.timestamp = timestamp
    self.imageURL = imageURL
    self.likes = likes
    self.comments = comments
  }

  // MARK: ListDiffable

  func diffIdentifier() -> AnyHashable {
    // 1
    return (username + timestamp) as AnyHashable
  }

  // 2
  func isEqual(toDiffableObject object: ListDiffable?) -> Bool {
    return true
  }

}
