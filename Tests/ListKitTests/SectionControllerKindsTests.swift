import Foundation
import ListKitTestSupport
import Testing

@testable import ListKit

/// Records selection events, with or without deselection.
@MainActor
final class SingleSelectionRecorder: ListSingleSectionControllerDelegate {
  var events: [String] = []

  func didSelect(_ sectionController: ListSingleSectionController, with object: Any) {
    events.append("select \((object as? TestObject)?.text ?? "?")")
  }

  func didDeselect(_ sectionController: ListSingleSectionController, with object: Any) {
    events.append("deselect \((object as? TestObject)?.text ?? "?")")
  }
}

/// Records selection only; deselection falls to the protocol's default.
@MainActor
final class SelectionOnlyRecorder: ListSingleSectionControllerDelegate {
  var selected = false

  func didSelect(_ sectionController: ListSingleSectionController, with object: Any) {
    selected = true
  }
}

extension AdapterHarness {
  /// The harness of the single section controller tests: a 20 by 100 collection view with a flow
  /// layout, laid out, where each object gets a ``ListSingleSectionController`` of ``TextCell``s 4
  /// lines high showing the object's text; `selectionDelegate` hears of selections.
  static func single(
    _ objects: [any ListDiffable], selectionDelegate: ListSingleSectionControllerDelegate? = nil
  ) -> AdapterHarness {
    AdapterHarness(objects, frame: CGRect(x: 0, y: 0, width: 20, height: 100), start: .laidOut) {
      [weak selectionDelegate] _ in
      let controller = ListSingleSectionController(
        cellClass: TextCell.self,
        configureBlock: { item, cell in (cell as? TextCell)?.text = (item as? TestObject)?.text },
        sizeBlock: { _, context in CGSize(width: context?.containerSize.width ?? 0, height: 4) })
      controller.selectionDelegate = selectionDelegate
      return controller
    }
  }
}

/// IGListKit's `IGListSingleSectionControllerTests`.
@MainActor
@Suite struct ListSingleSectionControllerTests {
  let objects: [any ListDiffable] = [
    TestObject(1, "Foo"), TestObject(2, "Bar"), TestObject(3, "Baz"),
  ]

  @Test func test_whenDisplayingCollectionView_thatSectionsHaveOneItem() {
    let harness = AdapterHarness.single(objects)
    #expect(harness.collectionView.numberOfSections == 3)
    #expect((0..<3).map { harness.collectionView.numberOfItems(inSection: $0) } == [1, 1, 1])
  }

  @Test func test_whenDisplayingCollectionView_thatCellsAreConfigured() {
    let harness = AdapterHarness.single(objects)
    #expect((0..<3).map { harness.cell($0, as: TextCell.self)?.text } == ["Foo", "Bar", "Baz"])
  }

  @Test func test_whenDisplayingCollectionView_thatCellsAreSized() {
    let harness = AdapterHarness.single(objects)
    for section in 0..<3 {
      #expect(harness.cell(section)?.frame.size == CGSize(width: 20, height: 4))
    }
  }

  @Test func test_whenItemUpdated_thatCellIsConfigured() {
    let harness = AdapterHarness.single(objects)
    harness.dataSource.objects = [TestObject(1, "Foo"), TestObject(2, "Qux"), TestObject(3, "Baz")]
    var finished = false
    harness.adapter.performUpdates(animated: true) { finished = $0 }
    harness.scheduler.runUntilIdle()
    harness.collectionView.layoutIfNeeded()
    #expect(finished)
    #expect(harness.cell(1, as: TextCell.self)?.text == "Qux")
  }

  @Test func test_whenSelected_thatDelegateReceivesEvent() {
    let recorder = SingleSelectionRecorder()
    let harness = AdapterHarness.single([TestObject(1, "a")], selectionDelegate: recorder)
    harness.adapter.collectionView(
      harness.collectionView, didSelectItemAt: IndexPath(item: 0, section: 0))
    #expect(recorder.events == ["select a"])
  }

  @Test func test_whenDeselected_thatDelegateReceivesEvent() {
    let recorder = SingleSelectionRecorder()
    let harness = AdapterHarness.single([TestObject(1, "a")], selectionDelegate: recorder)
    harness.adapter.collectionView(
      harness.collectionView, didDeselectItemAt: IndexPath(item: 0, section: 0))
    #expect(recorder.events == ["deselect a"])
  }

  @Test func test_whenDeselected_withoutImplementation_thatNoOps() {
    let recorder = SelectionOnlyRecorder()
    let harness = AdapterHarness.single([TestObject(1, "a")], selectionDelegate: recorder)
    harness.adapter.collectionView(
      harness.collectionView, didDeselectItemAt: IndexPath(item: 0, section: 0))
    #expect(!recorder.selected)
    harness.adapter.collectionView(
      harness.collectionView, didSelectItemAt: IndexPath(item: 0, section: 0))
    #expect(recorder.selected)
  }

  @Test func theTypedFormConfiguresWithTheObjectAndCellTypes() {
    @MainActor final class Typed: ListAdapterDataSource {
      func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { ["x", "y"] }
      func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
        -> ListSectionController
      {
        ListSingleSectionController(
          configure: { (text: String, cell: TextCell) in cell.text = text.uppercased() },
          size: { (text: String, _) in CGSize(width: 10, height: text.count) })
      }
      func emptyView(for listAdapter: ListAdapter) -> View? { nil }
    }
    let harness = AdapterHarness.single([])
    let typed = Typed()
    harness.adapter.dataSource = typed
    harness.collectionView.layoutIfNeeded()
    #expect(harness.cell(0, as: TextCell.self)?.text == "X")
    #expect(harness.cell(1)?.frame.size == CGSize(width: 10, height: 1))
  }

  @Test func theTypedFormReportsAnObjectOfAnotherType() {
    @MainActor final class Mismatched: ListAdapterDataSource {
      func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { [7] }
      func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
        -> ListSectionController
      {
        ListSingleSectionController(
          configure: { (text: String, cell: TextCell) in cell.text = text },
          size: { (_: String, _) in CGSize(width: 10, height: 1) })
      }
      func emptyView(for listAdapter: ListAdapter) -> View? { nil }
    }
    let harness = AdapterHarness.single([])
    let mismatched = Mismatched()
    harness.adapter.dataSource = mismatched
    harness.collectionView.layoutIfNeeded()
    #expect(harness.collectionView.numberOfItems(inSection: 0) == 1)
    #expect(
      harness.diagnostics.first
        == "ListSingleSectionController expects String and TextCell but was given Int.")
  }

  @Test func theTypedFormDoesNotKeepItselfAlive() {
    weak var released: ListSingleSectionController?
    do {
      let controller = ListSingleSectionController(
        configure: { (text: String, cell: TextCell) in cell.text = text },
        size: { (_: String, _) in CGSize(width: 10, height: 1) })
      released = controller
      #expect(released != nil)
    }
    #expect(released == nil)
  }

  @Test func theRegisteredIdentifierFormDequeuesTheRegisteredCell() {
    @MainActor final class Registered: ListAdapterDataSource {
      func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { ["x"] }
      func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
        -> ListSectionController
      {
        ListSingleSectionController(
          storyboardCellIdentifier: "text",
          configureBlock: { item, cell in (cell as? TextCell)?.text = item as? String },
          sizeBlock: { _, _ in CGSize(width: 10, height: 1) })
      }
      func emptyView(for listAdapter: ListAdapter) -> View? { nil }
    }
    let harness = AdapterHarness.single([])
    harness.collectionView.register(TextCell.self, forCellWithReuseIdentifier: "text")
    let registered = Registered()
    harness.adapter.dataSource = registered
    harness.collectionView.layoutIfNeeded()
    #expect(harness.cell(0, as: TextCell.self)?.text == "x")
    #expect(harness.cell(0)?.reuseIdentifier == "text")
  }
}

/// IGListKit's `IGListGenericSectionControllerTests`, and the value section controller.
@MainActor
@Suite struct ListGenericSectionControllerTests {
  @Test func test_whenUpdatingToObject_thatSameObjectIsStored() {
    let controller = ListGenericSectionController<TestObject>()
    let foo = TestObject(1, "foo")
    controller.didUpdate(to: foo)
    #expect(controller.object === foo)
  }

  @Test func anObjectOfAnotherTypeIsReportedAndNotStored() {
    let harness = AdapterHarness.single([])
    let controller = ListGenericSectionController<TestObject>()
    controller.collectionContext = harness.adapter
    controller.didUpdate(to: TestObject(1, "foo"))
    controller.didUpdate(to: "bar")
    #expect(controller.object == nil)
    #expect(
      harness.diagnostics == [
        "ListGenericSectionController<TestObject> expects objects of type TestObject but was given "
          + "String: bar."
      ])
  }

  struct Message: ListIdentifiable {
    let id: Int
    var text: String
    var diffIdentifier: AnyHashable { id }
  }

  final class MessageSection: ListValueSectionController<Message> {
    var seen: [String] = []
    override func didUpdate(to value: Message) { seen.append(value.text) }
  }

  @Test func aValueSectionControllerGetsItsValueUnboxed() {
    let controller = MessageSection()
    controller.didUpdate(to: Message(id: 1, text: "hi").diffable())
    controller.didUpdate(to: Message(id: 1, text: "ho") as Any)
    #expect(controller.value == Message(id: 1, text: "ho"))
    #expect(controller.seen == ["hi", "ho"])
  }

  @Test func aValueOfAnotherTypeIsReportedAndTheValueKept() {
    let harness = AdapterHarness.single([])
    let controller = MessageSection()
    controller.collectionContext = harness.adapter
    // The adapter passes models as `Any`, which is what reaches the unwrapping override.
    controller.didUpdate(to: Message(id: 1, text: "hi") as Any)
    controller.didUpdate(to: 3)
    #expect(controller.value?.text == "hi")
    #expect(controller.seen == ["hi"])
    #expect(harness.diagnostics.count == 1)
  }

  @Test func identifiableValuesAreDiffableWithoutBoxing() {
    let messages = [Message(id: 1, text: "a"), Message(id: 2, text: "b")]
    let diffables = messages.diffables()
    #expect(diffables.map { $0.diffIdentifier() } == [AnyHashable(1), AnyHashable(2)])
    #expect(Message.isDiffable(diffables[0]))
    #expect(!Message.isDiffable("a"))
    #expect(Message(diffable: diffables[1]) == messages[1])
    #expect(Message(diffable: 4) == nil)
    #expect(messages[0].isEqual(toDiffableObject: Message(id: 1, text: "a")))
    #expect(!messages[0].isEqual(toDiffableObject: Message(id: 1, text: "z")))
    let result = ListDiff(
      oldArray: diffables, newArray: [Message(id: 2, text: "c")].diffables(), option: .equality)
    #expect(result.deletes == IndexSet(integer: 0))
    #expect(result.updates == IndexSet(integer: 1))
  }
}
