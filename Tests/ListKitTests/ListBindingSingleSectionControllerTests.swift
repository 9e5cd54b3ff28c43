import Foundation
import ListKitTestSupport
import Testing

@testable import ListKit

/// Shows a ``TestObject``'s text, sized 100 by 44 as IGListKit's test section is:
/// IGListKit's `IGTestBindingSingleSectionController`.
final class TextBindingSingleSection: ListBindingSingleSectionController<TestObject, StringCell> {
  override func configureCell(_ cell: StringCell, withViewModel viewModel: TestObject) {
    cell.text = viewModel.text
  }

  override func size(forViewModel viewModel: TestObject) -> CGSize {
    CGSize(width: collectionContext?.containerSize.width ?? 0, height: 44)
  }

  override func didSelectItem(with cell: StringCell) { cell.text = "did-select" }
  override func didDeselectItem(with cell: StringCell) { cell.text = "did-deselect" }
  override func didHighlightItem(with cell: StringCell) { cell.text = "did-highlight" }
  override func didUnhighlightItem(with cell: StringCell) { cell.text = "did-unhighlight" }
}

/// IGListKit's `IGListBindingSingleSectionControllerTests`, on a 100 by 100 collection view.
@MainActor
@Suite struct ListBindingSingleSectionControllerTests {
  /// An adapter whose objects each get a ``TextBindingSingleSection``, on a 100 by 100
  /// collection view laid out by a flow layout without line spacing.
  func harness(_ objects: [any ListDiffable]) -> AdapterHarness {
    let layout = CollectionViewFlowLayout()
    layout.minimumLineSpacing = 0
    return AdapterHarness(objects, layout: layout, start: .laidOut) { _ in
      TextBindingSingleSection()
    }
  }

  /// Updates the list without animation, runs the scheduler, lays the list out and expects the
  /// update to have finished.
  func update(_ harness: AdapterHarness) {
    var finished = false
    harness.adapter.performUpdates(animated: false) { finished = $0 }
    harness.settle()
    #expect(finished)
  }

  let three: [any ListDiffable] = [
    TestObject(1, "Foo"), TestObject(2, "Bar"), TestObject(3, "Baz"),
  ]

  @Test func test_withDefaultClass_thatCellOverrideMethodsFallThroughCorrectly() {
    let fixture = harness([])
    let controller = ListBindingSingleSectionController<TestObject, StringCell>()
    controller.collectionContext = fixture.adapter
    let cell = StringCell(frame: .zero)
    controller.didSelectItem(with: cell)
    controller.didDeselectItem(with: cell)
    controller.didHighlightItem(with: cell)
    controller.didUnhighlightItem(with: cell)
    #expect(ObjectIdentifier(controller.cellClass()) == ObjectIdentifier(StringCell.self))
    controller.configureCell(cell, withViewModel: TestObject(1, "Foo"))
    #expect(controller.size(forViewModel: TestObject(1, "Foo")) == .zero)
    #expect(
      fixture.diagnostics == [
        "ListBindingSingleSectionController<TestObject, StringCell> must override "
          + "configureCell(_:withViewModel:).",
        "ListBindingSingleSectionController<TestObject, StringCell> must override "
          + "size(forViewModel:).",
      ])
  }

  @Test func test_whenSetupWithObjects_collectionViewHasSections() {
    let fixture = harness(three)
    #expect(fixture.collectionView.numberOfSections == 3)
    #expect((0..<3).map { fixture.collectionView.numberOfItems(inSection: $0) } == [1, 1, 1])
  }

  @Test func test_whenSetupWithObjects_sizeIsCalled() {
    let fixture = harness(three)
    for section in 0..<3 {
      #expect(
        fixture.cell(section, as: StringCell.self)?.frame.size == CGSize(width: 100, height: 44))
    }
  }

  @Test func test_whenSetupWithObjects_scrollingIsPerformedCorrectly() {
    let fixture = harness(three)
    #expect((0..<3).allSatisfy { fixture.cell($0, as: StringCell.self) != nil })
    fixture.collectionView.contentOffset = CGPoint(x: 0, y: 45)
    fixture.collectionView.layoutIfNeeded()
    #expect(fixture.cell(0, as: StringCell.self) == nil)
    #expect(fixture.cell(1, as: StringCell.self) != nil)
    #expect(fixture.cell(2, as: StringCell.self) != nil)
  }

  @Test func test_whenSetupWithObjects_cellsAreConfigured() {
    let fixture = harness(three)
    #expect((0..<3).map { fixture.cell($0, as: StringCell.self)?.text } == ["Foo", "Bar", "Baz"])
  }

  @Test func test_whenSetupWithObjects_cellClassIsExpected() {
    let fixture = harness(three)
    #expect(
      fixture.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) is StringCell)
  }

  @Test func test_whenSetupWithObjects_andReloadingObjects_diffingBehaviorIsExpected() {
    let fixture = harness([TestObject(1, "Foo")])
    #expect(fixture.cell(0, as: StringCell.self)?.text == "Foo")
    fixture.dataSource.objects = [TestObject(1, "Foo")]
    update(fixture)
    #expect(fixture.cell(0, as: StringCell.self)?.text == "Foo")
    fixture.dataSource.objects = [TestObject(1, "Bar")]
    update(fixture)
    #expect(fixture.cell(0, as: StringCell.self)?.text == "Bar")
  }

  @Test func test_whenDidSelectIsCalled_subclassIsCalled() {
    let fixture = harness([TestObject(1, "Foo")])
    let controller = fixture.adapter.sectionController(forSection: 0)
    controller?.didSelectItem(at: 0)
    #expect((controller as? TextBindingSingleSection)?.isDisplayingCell() == true)
    #expect(fixture.cell(0, as: StringCell.self)?.text == "did-select")
  }

  @Test func test_whenDidDeselectIsCalled_subclassIsCalled() {
    let fixture = harness([TestObject(1, "Foo")])
    fixture.adapter.sectionController(forSection: 0)?.didDeselectItem(at: 0)
    #expect(fixture.cell(0, as: StringCell.self)?.text == "did-deselect")
  }

  @Test func test_whenDidHighlightIsCalled_subclassIsCalled() {
    let fixture = harness([TestObject(1, "Foo")])
    fixture.adapter.sectionController(forSection: 0)?.didHighlightItem(at: 0)
    #expect(fixture.cell(0, as: StringCell.self)?.text == "did-highlight")
  }

  @Test func test_whenDidUnhighlightIsCalled_subclassIsCalled() {
    let fixture = harness([TestObject(1, "Foo")])
    fixture.adapter.sectionController(forSection: 0)?.didUnhighlightItem(at: 0)
    #expect(fixture.cell(0, as: StringCell.self)?.text == "did-unhighlight")
  }

  @Test func anEqualObjectDoesNotConfigureTheCellAgain() {
    let fixture = harness([TestObject(1, "Foo")])
    let cell = fixture.cell(0, as: StringCell.self)
    fixture.cell(0, as: StringCell.self)?.text = "touched"
    fixture.dataSource.objects = [TestObject(1, "Foo")]
    update(fixture)
    #expect(fixture.cell(0, as: StringCell.self) === cell)
    #expect(fixture.cell(0, as: StringCell.self)?.text == "touched")
  }
}
