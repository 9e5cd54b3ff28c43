import ListKitTestSupport
import Testing

@testable import ListKit

/// A post written by the Modeling and Binding guide's rule — equal by its identifier, its view
/// models carrying the change — as a struct.
struct ValuePost: ListDiffable, Equatable {
  let id: Int
  var likes: Int

  func diffIdentifier() -> AnyHashable { id }

  func isEqual(toDiffableObject object: (any ListDiffable)?) -> Bool {
    (object as? ValuePost)?.id == id
  }
}

/// The same post, of a type that is not `Equatable`.
struct UncomparablePost: ListDiffable {
  let id: Int
  var likes: Int

  func diffIdentifier() -> AnyHashable { id }

  func isEqual(toDiffableObject object: (any ListDiffable)?) -> Bool {
    (object as? UncomparablePost)?.id == id
  }
}

/// Shows a post's likes in one cell, and counts the objects it is given.
final class LikesSection: ListBindingSectionController<ListDiffable>,
  ListBindingSectionControllerDataSource
{
  var updates = 0

  override init() {
    super.init()
    dataSource = self
  }

  override func didUpdate(to object: Any) {
    updates += 1
    super.didUpdate(to: object)
  }

  func sectionController(
    _ sectionController: ListBindingSectionController<ListDiffable>, viewModelsFor object: Any
  ) -> [ListDiffable] {
    let likes = (object as? ValuePost)?.likes ?? (object as? UncomparablePost)?.likes ?? 0
    return ["\(likes) likes"]
  }

  func sectionController(
    _ sectionController: ListBindingSectionController<ListDiffable>,
    cellForViewModel viewModel: Any, at index: Int
  ) -> CollectionViewCell & ListBindable {
    collectionContext.dequeueReusableCell(for: self, at: index) as StringCell
  }

  func sectionController(
    _ sectionController: ListBindingSectionController<ListDiffable>,
    sizeForViewModel viewModel: Any, at index: Int
  ) -> CGSize { CGSize(width: 100, height: 10) }
}

/// A value has no instance: a section controller is given a value that is not `==` to the one
/// it holds, as IGListKit gives it a new instance of an equal object, and its binding updates
/// the view models and the cells.
@MainActor
@Suite struct ValueTypeBindingTests {
  func likesShown(_ harness: AdapterHarness) -> String? {
    (harness.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? StringCell)?.text
  }

  @Test func aStructPostWithOneMoreLikeUpdatesItsBindingSectionController() throws {
    let harness = AdapterHarness([ValuePost(id: 1, likes: 384)], start: .laidOut) { _ in
      LikesSection()
    }
    #expect(likesShown(harness) == "384 likes")
    let section = try #require(harness.adapter.sectionController(forSection: 0) as? LikesSection)
    harness.update([ValuePost(id: 1, likes: 385)])
    harness.settle()
    #expect(likesShown(harness) == "385 likes")
    #expect(section.updates == 2)
    // The same value again is the same instance: the section controller is not told.
    harness.update([ValuePost(id: 1, likes: 385)])
    #expect(section.updates == 2)
  }

  @Test func aValueThatCannotBeComparedIsAlwaysNew() throws {
    let harness = AdapterHarness([UncomparablePost(id: 1, likes: 384)], start: .laidOut) { _ in
      LikesSection()
    }
    let section = try #require(harness.adapter.sectionController(forSection: 0) as? LikesSection)
    harness.update([UncomparablePost(id: 1, likes: 385)])
    harness.settle()
    #expect(likesShown(harness) == "385 likes")
    harness.update([UncomparablePost(id: 1, likes: 385)])
    #expect(section.updates == 3)
  }
}

/// The rule itself, for each kind of model.
@MainActor
@Suite struct InstanceIdentityTests {
  @Test func valuesAreTheSameInstanceWhenEqual_classesWhenIdentical() {
    #expect(InstanceIdentity.isSameInstance(1, 1))
    #expect(!InstanceIdentity.isSameInstance(1, 2))
    #expect(InstanceIdentity.isSameInstance("a", "a"))
    #expect(!InstanceIdentity.isSameInstance("a", "b"))
    #expect(InstanceIdentity.isSameInstance(ValuePost(id: 1, likes: 3), ValuePost(id: 1, likes: 3)))
    #expect(
      !InstanceIdentity.isSameInstance(ValuePost(id: 1, likes: 3), ValuePost(id: 1, likes: 4)))
    #expect(
      !InstanceIdentity.isSameInstance(
        UncomparablePost(id: 1, likes: 3), UncomparablePost(id: 1, likes: 3)))
    let object = TestObject(1, 2)
    #expect(InstanceIdentity.isSameInstance(object, object))
    #expect(!InstanceIdentity.isSameInstance(object, TestObject(1, 2)))
  }

  /// The rule found once a type, as an update applies it to many objects, agrees with the rule
  /// found for each pair, as types alternate and come back.
  @Test func theRuleFoundOnceATypeAgreesWithTheRuleForEachPair() {
    let object = TestObject(1, 2)
    let pairs: [(any ListDiffable, any ListDiffable)] = [
      (1, 1), (1, 2), ("a", "a"), ("a", "b"),
      (ValuePost(id: 1, likes: 3), ValuePost(id: 1, likes: 3)),
      (ValuePost(id: 1, likes: 3), ValuePost(id: 1, likes: 4)),
      (UncomparablePost(id: 1, likes: 3), UncomparablePost(id: 1, likes: 3)),
      (object, object), (object, TestObject(1, 2)),
    ]
    var tests = InstanceIdentity.Tests()
    var same = 0
    for round in 0..<3 {
      for (index, (old, new)) in (round == 1 ? pairs.reversed() : pairs).enumerated() {
        let expected = InstanceIdentity.isSameInstance(old, new)
        let found = tests.isSameInstance(old, new, ofType: ObjectIdentifier(type(of: old)))
        #expect(found == expected, "round \(round), pair \(index)")
        if found { same += 1 }
      }
    }
    #expect(same == 3 * 4)
  }

  /// Identical objects are one instance or one value's bytes; equal but distinct objects are
  /// not, nor the same bytes of two types.
  @Test func identicalObjectsAreOneInstanceOrOneValuesBytes() {
    let object = TestObject(1, 2)
    #expect(InstanceIdentity.isIdentical(object, object))
    #expect(!InstanceIdentity.isIdentical(object, TestObject(1, 2)))
    #expect(InstanceIdentity.isIdentical(ValuePost(id: 1, likes: 3), ValuePost(id: 1, likes: 3)))
    #expect(!InstanceIdentity.isIdentical(ValuePost(id: 1, likes: 3), ValuePost(id: 1, likes: 4)))
    #expect(
      InstanceIdentity.isIdentical(
        UncomparablePost(id: 1, likes: 3), UncomparablePost(id: 1, likes: 3)))
    #expect(
      !InstanceIdentity.isIdentical(ValuePost(id: 1, likes: 3), UncomparablePost(id: 1, likes: 3)))
    #expect(!InstanceIdentity.isIdentical(1, 1 as Int8))
    #expect(InstanceIdentity.isIdentical(7, 7))
    // A long string's characters are stored apart from it: two strings built apart are equal
    // but not identical, and a copy of one is identical to it.
    let long = String(repeating: "list", count: 10)
    #expect(InstanceIdentity.isIdentical(long, long))
    #expect(!InstanceIdentity.isIdentical(long, String(repeating: "list", count: 10)))
  }

  /// Two identical objects are the same instance for a class and an `Equatable` value, as the
  /// rule for each pair finds; never for a value that is not `Equatable`.
  @Test func identicalObjectsAreTheSameInstanceUnlessTheirTypeCannotTell() {
    var tests = InstanceIdentity.Tests()
    let objects: [any ListDiffable] = [
      TestObject(1, 2), 1, "a", ValuePost(id: 1, likes: 3), UncomparablePost(id: 1, likes: 3),
    ]
    for round in 0..<2 {
      for object in round == 0 ? objects : objects.reversed() {
        let type = ObjectIdentifier(Swift.type(of: object))
        let same = tests.identicalIsSame(ofType: type, like: object)
        #expect(same == InstanceIdentity.isSameInstance(object, object), "\(object)")
      }
    }
    let uncomparable = UncomparablePost(id: 2, likes: 0)
    let same = tests.identicalIsSame(
      ofType: ObjectIdentifier(UncomparablePost.self), like: uncomparable)
    #expect(!same)
  }
}
