// swift-format-ignore-file
// The samples of ListDiffableAndEquality.md, as the article shows them.
import ListKit

func diffStandardTypes() {
  let letters = ListDiff(oldArray: ["a", "b", "c"], newArray: ["a", "c", "d"], option: .equality)
  print("deletes:", Array(letters.deletes), "inserts:", Array(letters.inserts))

  let mixed: [ListDiffable] = ["Foo", 42, "Bar"]
  let reordered: [ListDiffable] = [42, "Foo", "Baz"]
  print(ListDiff(oldArray: mixed, newArray: reordered, option: .equality))
}

struct Message: Identifiable, Equatable, ListDiffable {
  let id: Int
  var text: String
}

struct Tag: Hashable, ListDiffable {
  let name: String
}

func diffValueTypes() {
  let old = [Message(id: 1, text: "Hello"), Message(id: 2, text: "See you")]
  let new = [Message(id: 1, text: "Hello!"), Message(id: 2, text: "See you")]
  let messages = ListDiff(oldArray: old, newArray: new, option: .equality)
  print("message updates:", Array(messages.updates))

  let tags = ListDiff(
    oldArray: [Tag(name: "swift")], newArray: [Tag(name: "swift"), Tag(name: "linux")],
    option: .equality)
  print("tag inserts:", Array(tags.inserts), "tag updates:", Array(tags.updates))
}

struct Photo: ListIdentifiable {
  let id: Int
  var caption: String
  var diffIdentifier: AnyHashable { id }
}

final class PhotoCaptionSectionController: ListValueSectionController<Photo> {
  override func sizeForItem(at index: Int) -> CGSize {
    return CGSize(width: collectionContext?.containerSize.width ?? 0, height: 1)
  }

  override func cellForItem(at index: Int) -> CollectionViewCell {
    let cell: TextCell = collectionContext!.dequeueReusableCell(for: self, at: index)
    cell.label.text = value?.caption
    return cell
  }
}

func diffByIdentity() {
  let ann = User(primaryKey: 2, name: "Ann")
  let sameAnn = User(primaryKey: 2, name: "Ann")
  let byEquality = ListDiff(oldArray: [ann], newArray: [sameAnn], option: .equality)
  let byIdentity = ListDiff(oldArray: [ann], newArray: [sameAnn], option: .pointerPersonality)
  print("equality:", Array(byEquality.updates), "identity:", Array(byIdentity.updates))
}

func changeAnIdentifier() {
  let renamed = ListDiff(
    oldArray: [Tag(name: "swift")], newArray: [Tag(name: "Swift")], option: .equality)
  print(renamed)
}

final class AlwaysEqualUser: ListDiffable {
  let primaryKey: Int
  let name: String

  init(primaryKey: Int, name: String) {
    self.primaryKey = primaryKey
    self.name = name
  }

  func diffIdentifier() -> AnyHashable {
    return primaryKey
  }

  func isEqual(toDiffableObject object: ListDiffable?) -> Bool {
    return true  // wrong: the name can change
  }
}

func missAnUpdate() {
  let old = [AlwaysEqualUser(primaryKey: 2, name: "Shayne")]
  let new = [AlwaysEqualUser(primaryKey: 2, name: "Ann")]
  print(ListDiff(oldArray: old, newArray: new, option: .equality))
}

func diffDuplicates() {
  let result = ListDiff(oldArray: ["a", "b"], newArray: ["a", "b", "a"], option: .equality)
  print(result)
}

@MainActor
func dropDuplicates() async {
  let collectionView = CollectionView(
    frame: CGRect(x: 0, y: 0, width: 20, height: 5),
    collectionViewLayout: CollectionViewFlowLayout())
  let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
  adapter.diagnosticHandler = { message in print(message) }
  let dataSource = TextDataSource(["a", "b", "a"])
  adapter.collectionView = collectionView
  adapter.dataSource = dataSource
  print(adapter.objects().count, "sections")
}

struct Post: ListDiffable, Equatable {
  let id: Int
  var likes: Int

  func diffIdentifier() -> AnyHashable { id }

  func isEqual(toDiffableObject object: (any ListDiffable)?) -> Bool {
    (object as? Post)?.id == id  // equal by identifier: the view models carry the likes
  }
}
