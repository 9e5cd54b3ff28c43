import Foundation
import ListKitTestSupport
import Testing

@testable import ListKit

/// A model whose view models are given: IGListKit's `IGTestDiffingObject`.
final class DiffingObject: ListDiffable {
  let key: Int
  let viewModels: [any ListDiffable]

  init(_ key: Int, _ viewModels: [any ListDiffable]) {
    self.key = key
    self.viewModels = viewModels
  }

  func diffIdentifier() -> AnyHashable { key }

  /// Always equal, as a binding section controller's object should be.
  func isEqual(toDiffableObject object: (any ListDiffable)?) -> Bool { true }
}

/// Shows a number: IGListKit's `IGTestNumberBindableCell`.
final class NumberCell: CollectionViewCell, ListBindable {
  var number: String?
  var binds = 0

  func bindViewModel(_ viewModel: Any) {
    binds += 1
    number = (viewModel as? Int).map(String.init)
  }
}

/// Shows a string or a ``TestObject``'s text: IGListKit's `IGTestStringBindableCell` and
/// `IGTestCell`.
final class StringCell: CollectionViewCell, ListBindable {
  var text: String?
  var binds = 0
  var reuses = 0

  override func prepareForReuse() {
    super.prepareForReuse()
    reuses += 1
  }

  func bindViewModel(_ viewModel: Any) {
    binds += 1
    text = viewModel as? String ?? (viewModel as? TestObject)?.text
  }
}

/// A binding section controller over ``DiffingObject``s that records selection:
/// IGListKit's `IGTestDiffingSectionController`.
final class DiffingSection: ListBindingSectionController<DiffingObject>,
  ListBindingSectionControllerDataSource, ListBindingSectionControllerSelectionDelegate
{
  var events: [String] = []
  var sizes: [AnyHashable: CGSize] = [:]
  /// The indexes the data source was asked cells for, in order.
  var cellRequests: [Int] = []

  override init() {
    super.init()
    dataSource = self
    selectionDelegate = self
  }

  func sectionController(
    _ sectionController: ListBindingSectionController<ListDiffable>, viewModelsFor object: Any
  ) -> [ListDiffable] {
    (object as? DiffingObject)?.viewModels ?? []
  }

  func sectionController(
    _ sectionController: ListBindingSectionController<ListDiffable>,
    cellForViewModel viewModel: Any, at index: Int
  ) -> CollectionViewCell & ListBindable {
    cellRequests.append(index)
    if viewModel is Int {
      return collectionContext.dequeueReusableCell(for: sectionController, at: index) as NumberCell
    }
    return collectionContext.dequeueReusableCell(for: sectionController, at: index) as StringCell
  }

  func sectionController(
    _ sectionController: ListBindingSectionController<ListDiffable>,
    sizeForViewModel viewModel: Any, at index: Int
  ) -> CGSize {
    let text: AnyHashable? = (viewModel as? TestObject)?.text
    let key = text ?? (viewModel as? any ListDiffable)?.diffIdentifier()
    return key.flatMap { sizes[$0] } ?? CGSize(width: 100, height: 1)
  }

  func sectionController(
    _ sectionController: ListBindingSectionController<ListDiffable>, didSelectItemAt index: Int,
    viewModel: Any
  ) { events.append("select \(viewModel)") }

  func sectionController(
    _ sectionController: ListBindingSectionController<ListDiffable>,
    didDeselectItemAt index: Int, viewModel: Any
  ) { events.append("deselect \(viewModel)") }

  func sectionController(
    _ sectionController: ListBindingSectionController<ListDiffable>,
    didHighlightItemAt index: Int, viewModel: Any
  ) { events.append("highlight \(viewModel)") }

  func sectionController(
    _ sectionController: ListBindingSectionController<ListDiffable>,
    didUnhighlightItemAt index: Int, viewModel: Any
  ) { events.append("unhighlight \(viewModel)") }
}

extension AdapterHarness {
  /// The harness of the binding section controller tests: ``DiffingObject``s, each shown by a
  /// ``DiffingSection`` that sizes its view models by `sizes`, on a 100 by 100 collection view
  /// laid out by a flow layout without spacing.
  static func binding(_ objects: [any ListDiffable], sizes: [AnyHashable: CGSize] = [:])
    -> AdapterHarness
  {
    let layout = CollectionViewFlowLayout()
    layout.minimumLineSpacing = 0
    layout.minimumInteritemSpacing = 0
    return AdapterHarness(objects, layout: layout, start: .laidOut) { _ in
      let section = DiffingSection()
      section.sizes = sizes
      return section
    }
  }

  /// What the cell at `item` of `section` shows: a ``NumberCell``'s number or a
  /// ``StringCell``'s text.
  func text(_ section: Int, _ item: Int) -> String? {
    let cell = cell(section, item)
    return (cell as? NumberCell)?.number ?? (cell as? StringCell)?.text
  }

  /// The ``DiffingSection`` of section `index`.
  func bindingSection(_ index: Int) -> DiffingSection? {
    adapter.sectionController(forSection: index) as? DiffingSection
  }
}

/// A binding section controller that shows the view models it is given, each in a 10 by 1 cell of
/// one class.
class OneCellClassSection<Cell: CollectionViewCell & ListBindable>:
  ListBindingSectionController<DiffingObject>,
  ListBindingSectionControllerDataSource
{
  let shownViewModels: [any ListDiffable]

  init(viewModels: [any ListDiffable]) {
    shownViewModels = viewModels
    super.init()
    dataSource = self
  }

  func sectionController(
    _ sectionController: ListBindingSectionController<ListDiffable>, viewModelsFor object: Any
  ) -> [ListDiffable] { shownViewModels }

  func sectionController(
    _ sectionController: ListBindingSectionController<ListDiffable>,
    cellForViewModel viewModel: Any, at index: Int
  ) -> CollectionViewCell & ListBindable {
    collectionContext.dequeueReusableCell(for: self, at: index) as Cell
  }

  func sectionController(
    _ sectionController: ListBindingSectionController<ListDiffable>,
    sizeForViewModel viewModel: Any, at index: Int
  ) -> CGSize { CGSize(width: 10, height: 1) }
}

/// A data source of one ``DiffingObject`` with no view models, whose section controller
/// `makeSection` makes.
@MainActor
final class OneSectionSource: ListAdapterDataSource {
  let makeSection: () -> ListSectionController

  init(_ makeSection: @escaping () -> ListSectionController) {
    self.makeSection = makeSection
  }

  func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { [DiffingObject(1, [])] }

  func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  { makeSection() }

  func emptyView(for listAdapter: ListAdapter) -> View? { nil }
}

/// IGListKit's `IGListBindingSectionControllerTests`.
@MainActor
@Suite struct ListBindingSectionControllerTests {
  @Test func test_whenInitialLoad_withEmptyViewModels_thatCollectionViewEmpty() {
    let harness = AdapterHarness.binding([DiffingObject(1, [])])
    #expect(harness.collectionView.numberOfSections == 1)
    #expect(harness.collectionView.numberOfItems(inSection: 0) == 0)
  }

  @Test func test_whenInitialLoad_withMultipleViewModels_thatCellsMappedAndConfigured() {
    let harness = AdapterHarness.binding([
      DiffingObject(1, [7, "seven"]), DiffingObject(2, ["foo", "bar", 42]), DiffingObject(3, []),
    ])
    #expect(harness.collectionView.numberOfSections == 3)
    #expect((0..<3).map { harness.collectionView.numberOfItems(inSection: $0) } == [2, 3, 0])
    #expect(harness.cell(0, 0) is NumberCell)
    #expect(harness.cell(0, 1) is StringCell)
    #expect(harness.cell(1, 2) is NumberCell)
    #expect(
      [harness.text(0, 0), harness.text(0, 1), harness.text(1, 0), harness.text(1, 1)]
        == ["7", "seven", "foo", "bar"])
    #expect(harness.text(1, 2) == "42")
  }

  @Test func test_withDuplicateDiffIdentifiers_thatDuplicatesAreRemoved() {
    let harness = AdapterHarness.binding([DiffingObject(1, [7, 7])])
    #expect(harness.collectionView.numberOfItems(inSection: 0) == 1)
    #expect(harness.text(0, 0) == "7")
    #expect(
      harness.diagnostics == [
        "Duplicate view model identifier 7 for 7 in DiffingSection; the view model is dropped."
      ])
  }

  @Test func test_whenUpdating_withAddedModels_thatCellsCorrectAndConfigured() {
    let harness = AdapterHarness.binding([DiffingObject(1, [7, "seven"])])
    harness.dataSource.objects = [DiffingObject(1, [7, "seven", 8, "eight"])]
    var finished = false
    harness.adapter.performUpdates(animated: true) { finished = $0 }
    harness.settle()
    #expect(finished)
    #expect(harness.collectionView.numberOfItems(inSection: 0) == 4)
    #expect((0..<4).map { harness.text(0, $0) } == ["7", "seven", "8", "eight"])
  }

  @Test func test_whenUpdating_withNotUniqueModels_thatCellsCorrectAndConfigured() {
    let harness = AdapterHarness.binding([DiffingObject(1, [7, "seven"])])
    harness.adapter.reloadObjects([DiffingObject(1, ["four", 4, "seven", 7, 10])])
    #expect(harness.text(0, 0) == "7")
    #expect(harness.text(0, 1) == "seven")
    #expect(harness.cell(0, 2) == nil)
    #expect(harness.cell(0, 3) == nil)
    // A batch makes the reload's diffed update run.
    #expect(harness.emptyBatch())
    #expect((0..<5).map { harness.text(0, $0) } == ["four", "4", "seven", "7", "10"])
  }

  @Test func test_whenSelectingCell_thatCorrectViewModelSelected() {
    let harness = AdapterHarness.binding([DiffingObject(1, [7, "seven"])])
    harness.adapter.collectionView(
      harness.collectionView, didSelectItemAt: IndexPath(item: 1, section: 0))
    #expect(harness.bindingSection(0)?.events == ["select seven"])
  }

  @Test func test_whenDeselectingCell_thatCorrectViewModelSelected() {
    let harness = AdapterHarness.binding([DiffingObject(1, [7, "seven"])])
    harness.adapter.collectionView(
      harness.collectionView, didDeselectItemAt: IndexPath(item: 1, section: 0))
    #expect(harness.bindingSection(0)?.events == ["deselect seven"])
  }

  @Test func test_whenHighlightingCell_thatCorrectViewModelHighlighted() {
    let harness = AdapterHarness.binding([DiffingObject(1, [7, "seven"])])
    harness.adapter.collectionView(
      harness.collectionView, didHighlightItemAt: IndexPath(item: 1, section: 0))
    #expect(harness.bindingSection(0)?.events == ["highlight seven"])
  }

  @Test func test_whenUnhighlightingCell_thatCorrectViewModelUnhighlighted() {
    let harness = AdapterHarness.binding([DiffingObject(1, [7, "seven"])])
    harness.adapter.collectionView(
      harness.collectionView, didUnhighlightItemAt: IndexPath(item: 1, section: 0))
    #expect(harness.bindingSection(0)?.events == ["unhighlight seven"])
  }

  // test_whenContextMenuAskedCell_thatCorrectViewModelRetrieved: context menus are not in ListKit.

  @Test func test_whenDeselectingCell_withoutImplementation_thatNoOps() {
    @MainActor final class SelectOnly: ListBindingSectionControllerSelectionDelegate {
      var selected = false
      func sectionController(
        _ sectionController: ListBindingSectionController<ListDiffable>,
        didSelectItemAt index: Int, viewModel: Any
      ) { selected = true }
    }
    let harness = AdapterHarness.binding([DiffingObject(1, [7, "seven"])])
    let delegate = SelectOnly()
    harness.bindingSection(0)?.selectionDelegate = delegate
    harness.adapter.collectionView(
      harness.collectionView, didDeselectItemAt: IndexPath(item: 1, section: 0))
    #expect(!delegate.selected)
    harness.adapter.collectionView(
      harness.collectionView, didSelectItemAt: IndexPath(item: 1, section: 0))
    #expect(delegate.selected)
  }

  @Test func test_whenAdapterReloadsObjects_thatSectionUpdated() {
    let harness = AdapterHarness.binding([DiffingObject(1, [7, "seven"])])
    harness.adapter.reloadObjects([DiffingObject(1, ["four", 4, "seven", 7])])
    #expect([harness.text(0, 0), harness.text(0, 1)] == ["7", "seven"])
    #expect(harness.cell(0, 2) == nil)
    #expect(harness.emptyBatch())
    #expect((0..<4).map { harness.text(0, $0) } == ["four", "4", "seven", "7"])
  }

  @Test func test_whenUpdating_withViewModelMovesAndReloads_thatCellUpdatedAndInstanceSame() {
    let harness = AdapterHarness.binding([DiffingObject(1, ["foo", "bar", TestObject(42, "baz")])])
    #expect(harness.collectionView.numberOfItems(inSection: 0) == 3)
    let before = (0..<3).map { harness.cell(0, $0) }
    #expect((0..<3).map { harness.text(0, $0) } == ["foo", "bar", "baz"])
    harness.dataSource.objects = [DiffingObject(1, [TestObject(42, "bang"), "foo", "bar"])]
    harness.adapter.performUpdates(animated: true)
    harness.settle()
    #expect((0..<3).map { harness.text(0, $0) } == ["bang", "foo", "bar"])
    #expect(harness.cell(0, 1) === before[0])
    #expect(harness.cell(0, 2) === before[1])
    #expect(harness.cell(0, 0) === before[2])
  }

  @Test
  func test_whenUpdating_withViewModelDeletionsMovesAndReloads_thatCellUpdatedAndInstanceSame() {
    let harness = AdapterHarness.binding([
      DiffingObject(0, ["0", "1", TestObject(0, "2")]),
      DiffingObject(1, ["a", "b", TestObject(1, "c"), TestObject(2, "d")]),
    ])
    #expect(harness.collectionView.numberOfItems(inSection: 1) == 4)
    let before = (0..<4).map { harness.cell(1, $0) }
    #expect((0..<4).map { harness.text(1, $0) } == ["a", "b", "c", "d"])
    harness.dataSource.objects = [
      DiffingObject(1, [TestObject(1, "e"), "b", "a", TestObject(2, "f")])
    ]
    harness.adapter.performUpdates(animated: true)
    harness.settle()
    #expect((0..<4).map { harness.text(0, $0) } == ["e", "b", "a", "f"])
    #expect(harness.cell(0, 2) === before[0])
    #expect(harness.cell(0, 1) === before[1])
    #expect(harness.cell(0, 0) === before[2])
    #expect(harness.cell(0, 3) === before[3])
  }

  @Test func test_whenUpdatingManually_with2Updates_thatBothCompletionBlocksCalled() {
    let harness = AdapterHarness.binding([DiffingObject(1, [7, "seven"])])
    var results: [Bool] = []
    harness.bindingSection(0)?.update(animated: true) { results.append($0) }
    harness.bindingSection(0)?.update(animated: true) { results.append($0) }
    harness.settle()
    // IGListKit finishes the second at once with false, unapplied. In ListKit it joins the
    // pending update, which reads the object when it runs, and finishes with it.
    #expect(results == [true, true])
  }

  // test_whenUpdating_withMutableArrayObject_thatViewModelsDontMutate: Swift arrays are values, so
  // no array can change behind the section controller.

  @Test
  func
    test_whenUpdatingManully_withInvalidateLayoutForUpdates_thatCellSizeUpdatedToLatestSize_usingIGListCollectionViewLayout()
  {
    // With ListUI's flow layout, until ListCollectionViewLayout exists.
    let harness = AdapterHarness.binding(
      [
        DiffingObject(0, [TestObject(0, "a"), TestObject(1, "b")]),
        DiffingObject(1, [TestObject(0, "c"), TestObject(1, "d")]),
      ],
      sizes: [
        "a": CGSize(width: 50, height: 3), "b": CGSize(width: 50, height: 4),
        "c": CGSize(width: 50, height: 5), "d": CGSize(width: 50, height: 6),
        "e": CGSize(width: 45, height: 3), "f": CGSize(width: 50, height: 5),
        "g": CGSize(width: 20, height: 3),
      ])
    harness.adapter.experiments.insert(.invalidateLayoutForUpdates)
    let sizes = { (section: Int) in (0..<2).map { harness.cell(section, $0)?.frame.size } }
    #expect(sizes(0) == [CGSize(width: 50, height: 3), CGSize(width: 50, height: 4)])
    #expect(sizes(1) == [CGSize(width: 50, height: 5), CGSize(width: 50, height: 6)])
    harness.dataSource.objects = [
      DiffingObject(0, [TestObject(0, "e"), TestObject(1, "f")]),
      DiffingObject(1, [TestObject(0, "c"), TestObject(1, "g")]),
    ]
    harness.adapter.performUpdates(animated: true)
    harness.settle()
    #expect(sizes(0) == [CGSize(width: 45, height: 3), CGSize(width: 50, height: 5)])
    #expect(sizes(1) == [CGSize(width: 50, height: 5), CGSize(width: 20, height: 3)])
  }

  @Test func test_viewModelsUpdate_afterCellHasBeenMoved() {
    let harness = AdapterHarness.binding([DiffingObject(1, [7, "seven", 20])])
    guard let section = harness.bindingSection(0) else {
      Issue.record("no section controller")
      return
    }
    section.moveObject(from: 0, to: 2)
    #expect(section.viewModels.first as? String == "seven")
    #expect(section.viewModels.last as? Int == 7)
    section.moveObject(from: 2, to: 1)
    #expect(section.viewModels[1] as? Int == 7)
    #expect(section.viewModels.last as? Int == 20)
  }

  @Test func test_whenAdapterReloadsObjects_andStateIsInconsistent_thatExecutionCompletes() {
    let harness = AdapterHarness.binding([DiffingObject(1, [7, "seven"])])
    harness.adapter.reloadObjects([DiffingObject(1, ["four", 4, "seven", 7])])
    var finished = false
    harness.adapter.performBatch(animated: true, updates: { _ in }, completion: { finished = $0 })
    harness.bindingSection(0)?.state = .idle
    harness.settle()
    #expect(finished)
  }

  @Test func test_whenSizeForItemAtIndex_withInvalidIndex_thatReturnsCGSizeZero() {
    let harness = AdapterHarness.binding([DiffingObject(1, [7, "seven"])])
    #expect(harness.bindingSection(0)?.sizeForItem(at: 100) == .zero)
    #expect(harness.bindingSection(0)?.sizeForItem(at: -1) == .zero)
  }

  // test_whenContextMenuConfiguration_withNoSelectionDelegate_thatReturnsNil: context menus are
  // not in ListKit.

  @Test func theDataSourceSeesTheSectionControllerThroughItsUntypedForm() {
    let harness = AdapterHarness.binding([DiffingObject(1, [7, "seven"])])
    guard let section = harness.bindingSection(0) else {
      Issue.record("no section controller")
      return
    }
    let untyped = section.erased
    #expect((untyped.object as? DiffingObject) === section.object)
    #expect(untyped.viewModels.count == 2)
    #expect(untyped.section == 0)
    #expect(harness.adapter.section(for: untyped) == 0)
    var finished: Bool?
    untyped.update(animated: false) { finished = $0 }
    harness.settle()
    #expect(finished == true)
  }

  @Test func onlyTheCellWhoseViewModelChangedIsBoundAgain() {
    // 1,000 view models; the 100-line collection view shows the first 100.
    let models = (0..<1000).map { TestObject($0, "\($0)") }
    let harness = AdapterHarness.binding([DiffingObject(1, models)])
    let cells = harness.collectionView.visibleCells.compactMap { $0 as? StringCell }
    #expect(cells.count == 100)
    #expect(cells.map(\.binds).reduce(0, +) == 100)
    let changedCell = harness.cell(0, 10) as? StringCell
    var changed = models
    changed[10] = TestObject(10, "ten")
    harness.dataSource.objects = [DiffingObject(1, changed)]
    harness.adapter.performUpdates(animated: true)
    harness.settle()
    #expect(cells.map(\.binds).reduce(0, +) == 101)
    #expect(changedCell?.binds == 2)
    #expect(harness.cell(0, 10) === changedCell)
    #expect(harness.text(0, 10) == "ten")
  }

  @Test func aViewModelOfATypeTheCellDoesNotShowIsReportedAndNotBound() {
    final class CountCell: CollectionViewCell, ListTypedBindable {
      var shown: [Int] = []
      func bind(_ viewModel: Int) { shown.append(viewModel) }
    }
    final class Mixed: OneCellClassSection<CountCell> {
      init() { super.init(viewModels: [1, "two"]) }
    }
    let harness = AdapterHarness.binding([])
    let source = OneSectionSource { Mixed() }
    harness.adapter.dataSource = source
    harness.collectionView.layoutIfNeeded()
    #expect((harness.cell(0, 0) as? CountCell)?.shown == [1])
    #expect((harness.cell(0, 1) as? CountCell)?.shown == [])
    #expect(
      harness.diagnostics == [
        "CountCell shows view models of type Int but Mixed gave it String; the cell is left "
          + "unbound."
      ])
  }
  /// Beyond IGListKit: a view model with the same identity and a new value reconfigures its
  /// cell, which stays, is asked of the data source once more, where the view model lands, and
  /// is bound there; no cell is prepared for reuse, none is displayed or ends displaying.
  @Test func anUpdatedViewModelReconfiguresItsCellWhereItLands() {
    let harness = AdapterHarness.binding([
      DiffingObject(1, ["a", TestObject(1, "b"), "c", TestObject(2, "d")])
    ])
    let log = harness.logCollectionViewDelegate()
    let cells = (0..<4).compactMap { harness.cell(0, $0) as? StringCell }
    #expect(cells.count == 4)
    harness.bindingSection(0)?.cellRequests.removeAll()
    // b changes and moves to the front, d changes in place, "a" goes, "e" comes.
    harness.dataSource.objects = [
      DiffingObject(1, [TestObject(1, "B"), "c", TestObject(2, "D"), "e"])
    ]
    harness.adapter.performUpdates(animated: true)
    harness.settle()
    #expect((0..<4).map { harness.text(0, $0) } == ["B", "c", "D", "e"])
    #expect(harness.cell(0, 0) === cells[1])
    #expect(harness.cell(0, 1) === cells[2])
    #expect(harness.cell(0, 2) === cells[3])
    // The two reconfigured cells, where they land, and the inserted one.
    #expect(harness.bindingSection(0)?.cellRequests.sorted() == [0, 2, 3])
    #expect(cells.map(\.binds) == [1, 2, 1, 2])
    #expect(cells[1...].map(\.reuses) == [0, 0, 0])
    #expect(log.events.filter { $0.hasPrefix("willDisplay") } == ["willDisplay 0-3"])
    #expect(log.events.filter { $0.hasPrefix("didEndDisplaying") } == ["didEndDisplaying 0-0"])
    #expect(harness.violations.isEmpty)
  }

  /// An updated view model whose cell is off screen costs nothing: its cell is made with the new
  /// view model when it comes on screen.
  @Test func anUpdatedViewModelOffScreenIsBoundWhenItComesOnScreen() {
    let models = (0..<200).map { TestObject($0, "\($0)") }
    let harness = AdapterHarness.binding([DiffingObject(1, models)])
    harness.bindingSection(0)?.cellRequests.removeAll()
    var changed = models
    changed[150] = TestObject(150, "one hundred fifty")
    harness.dataSource.objects = [DiffingObject(1, changed)]
    harness.adapter.performUpdates(animated: true)
    harness.settle()
    #expect(harness.bindingSection(0)?.cellRequests == [])
    harness.collectionView.contentOffset.y = 120
    harness.collectionView.layoutIfNeeded()
    #expect(harness.text(0, 150) == "one hundred fifty")
  }
}
