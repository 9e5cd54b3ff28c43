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

  override func sizeForViewModel(_ viewModel: TestObject) -> CGSize {
    CGSize(width: collectionContext?.containerSize.width ?? 0, height: 44)
  }

  override func didSelectItem(with cell: StringCell) { cell.text = "did-select" }
  override func didDeselectItem(with cell: StringCell) { cell.text = "did-deselect" }
  override func didHighlightItem(with cell: StringCell) { cell.text = "did-highlight" }
  override func didUnhighlightItem(with cell: StringCell) { cell.text = "did-unhighlight" }
}

/// A data source of ``TestObject``s, each with a ``TextBindingSingleSection``.
@MainActor
final class BindingSingleDataSource: ListAdapterDataSource {
  var objects: [any ListDiffable]

  init(_ objects: [any ListDiffable]) { self.objects = objects }

  func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { objects }

  func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  { TextBindingSingleSection() }

  func emptyView(for listAdapter: ListAdapter) -> View? { nil }
}

/// IGListKit's `IGListBindingSingleSectionControllerTests`, on a 100 by 100 collection view.
@MainActor
@Suite struct ListBindingSingleSectionControllerTests {
  @MainActor struct Fixture {
    let scheduler = ManualScheduler()
    let collectionView: CollectionView
    let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
    let dataSource: BindingSingleDataSource
    let log = DiagnosticLog()

    init(_ objects: [any ListDiffable]) {
      let layout = CollectionViewFlowLayout()
      layout.minimumLineSpacing = 0
      collectionView = CollectionView(
        frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
      collectionView.scheduler = scheduler
      dataSource = BindingSingleDataSource(objects)
      let log = log
      adapter.diagnosticHandler = { log.messages.append($0) }
      adapter.collectionView = collectionView
      adapter.dataSource = dataSource
      collectionView.layoutIfNeeded()
    }

    func cell(_ section: Int) -> StringCell? {
      collectionView.cellForItem(at: IndexPath(item: 0, section: section)) as? StringCell
    }

    func update() {
      var finished = false
      adapter.performUpdates(animated: false) { finished = $0 }
      scheduler.runUntilIdle()
      collectionView.layoutIfNeeded()
      #expect(finished)
    }
  }

  let three: [any ListDiffable] = [
    TestObject(1, "Foo"), TestObject(2, "Bar"), TestObject(3, "Baz"),
  ]

  @Test func test_withDefaultClass_thatCellOverrideMethodsFallThroughCorrectly() {
    let fixture = Fixture([])
    let controller = ListBindingSingleSectionController<TestObject, StringCell>()
    controller.collectionContext = fixture.adapter
    let cell = StringCell(frame: .zero)
    controller.didSelectItem(with: cell)
    controller.didDeselectItem(with: cell)
    controller.didHighlightItem(with: cell)
    controller.didUnhighlightItem(with: cell)
    #expect(controller.cellClass() == StringCell.self)
    controller.configureCell(cell, withViewModel: TestObject(1, "Foo"))
    #expect(controller.sizeForViewModel(TestObject(1, "Foo")) == .zero)
    #expect(
      fixture.log.messages == [
        "ListBindingSingleSectionController<TestObject, StringCell> must override "
          + "configureCell(_:withViewModel:).",
        "ListBindingSingleSectionController<TestObject, StringCell> must override "
          + "sizeForViewModel(_:).",
      ])
  }

  @Test func test_whenSetupWithObjects_collectionViewHasSections() {
    let fixture = Fixture(three)
    #expect(fixture.collectionView.numberOfSections == 3)
    #expect((0..<3).map { fixture.collectionView.numberOfItems(inSection: $0) } == [1, 1, 1])
  }

  @Test func test_whenSetupWithObjects_sizeIsCalled() {
    let fixture = Fixture(three)
    for section in 0..<3 {
      #expect(fixture.cell(section)?.frame.size == CGSize(width: 100, height: 44))
    }
  }

  @Test func test_whenSetupWithObjects_scrollingIsPerformedCorrectly() {
    let fixture = Fixture(three)
    #expect((0..<3).allSatisfy { fixture.cell($0) != nil })
    fixture.collectionView.contentOffset = CGPoint(x: 0, y: 45)
    fixture.collectionView.layoutIfNeeded()
    #expect(fixture.cell(0) == nil)
    #expect(fixture.cell(1) != nil)
    #expect(fixture.cell(2) != nil)
  }

  @Test func test_whenSetupWithObjects_cellsAreConfigured() {
    let fixture = Fixture(three)
    #expect((0..<3).map { fixture.cell($0)?.text } == ["Foo", "Bar", "Baz"])
  }

  @Test func test_whenSetupWithObjects_cellClassIsExpected() {
    let fixture = Fixture(three)
    #expect(
      fixture.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) is StringCell)
  }

  @Test func test_whenSetupWithObjects_andReloadingObjects_diffingBehaviorIsExpected() {
    let fixture = Fixture([TestObject(1, "Foo")])
    #expect(fixture.cell(0)?.text == "Foo")
    fixture.dataSource.objects = [TestObject(1, "Foo")]
    fixture.update()
    #expect(fixture.cell(0)?.text == "Foo")
    fixture.dataSource.objects = [TestObject(1, "Bar")]
    fixture.update()
    #expect(fixture.cell(0)?.text == "Bar")
  }

  @Test func test_whenDidSelectIsCalled_subclassIsCalled() {
    let fixture = Fixture([TestObject(1, "Foo")])
    let controller = fixture.adapter.sectionController(forSection: 0)
    controller?.didSelectItem(at: 0)
    #expect((controller as? TextBindingSingleSection)?.isDisplayingCell() == true)
    #expect(fixture.cell(0)?.text == "did-select")
  }

  @Test func test_whenDidDeselectIsCalled_subclassIsCalled() {
    let fixture = Fixture([TestObject(1, "Foo")])
    fixture.adapter.sectionController(forSection: 0)?.didDeselectItem(at: 0)
    #expect(fixture.cell(0)?.text == "did-deselect")
  }

  @Test func test_whenDidHighlightIsCalled_subclassIsCalled() {
    let fixture = Fixture([TestObject(1, "Foo")])
    fixture.adapter.sectionController(forSection: 0)?.didHighlightItem(at: 0)
    #expect(fixture.cell(0)?.text == "did-highlight")
  }

  @Test func test_whenDidUnhighlightIsCalled_subclassIsCalled() {
    let fixture = Fixture([TestObject(1, "Foo")])
    fixture.adapter.sectionController(forSection: 0)?.didUnhighlightItem(at: 0)
    #expect(fixture.cell(0)?.text == "did-unhighlight")
  }

  @Test func anEqualObjectDoesNotConfigureTheCellAgain() {
    let fixture = Fixture([TestObject(1, "Foo")])
    let cell = fixture.cell(0)
    fixture.cell(0)?.text = "touched"
    fixture.dataSource.objects = [TestObject(1, "Foo")]
    fixture.update()
    #expect(fixture.cell(0) === cell)
    #expect(fixture.cell(0)?.text == "touched")
  }
}
