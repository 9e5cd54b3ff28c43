// swift-format-ignore-file
// The Modeling and Binding guide's code as the guide writes it;
// the article MigratingFromIGListKit.md lists each change.
import IGListKit

final class Comment: ListDiffable {

    let username: String
    let text: String

    init(username: String, text: String) {
        self.username = username
        self.text = text
    }

    // MARK: ListDiffable

    func diffIdentifier() -> AnyHashable {
        return (username + text) as AnyHashable
    }

    func isEqual(toDiffableObject object: ListDiffable?) -> Bool {
        return true
    }

}
