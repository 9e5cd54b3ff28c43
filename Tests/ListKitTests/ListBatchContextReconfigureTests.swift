import Foundation
import ListKitTestSupport
import Testing

@testable import ListKit

/// A cell that counts the cells made and its own reuses.
final class TallyCell: CollectionViewCell {
  static var made = 0
  var reuses = 0
  var text = ""

  required init(frame: CGRect) {
    super.init(frame: frame)
    Self.made += 1
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    reuses += 1
  }
}

/// A section of texts, one 100 by 10 cell each, that records the indexes it is asked cells for
/// and what its display delegate hears.
final class TextsSection: ListSectionController, ListDisplayDelegate {
  var texts: [String] = []
  var cellRequests: [Int] = []
  var displayEvents: [String] = []

  override init() {
    super.init()
    displayDelegate = self
  }

  override func numberOfItems() -> Int { texts.count }

  override func sizeForItem(at index: Int) -> CGSize { CGSize(width: 100, height: 10) }

  override func cellForItem(at index: Int) -> CollectionViewCell {
    cellRequests.append(index)
    let cell: TallyCell = collectionContext.dequeueReusableCell(for: self, at: index)
    cell.text = texts[index]
    return cell
  }

  override func didUpdate(to object: Any) {
    if let count = object as? Int, texts.isEmpty { texts = (0..<count).map(String.init) }
  }

  func listAdapter(_ listAdapter: ListAdapter, willDisplay sectionController: ListSectionController)
  {}
  func listAdapter(
    _ listAdapter: ListAdapter, didEndDisplaying sectionController: ListSectionController
  ) {}
  func listAdapter(
    _ listAdapter: ListAdapter, willDisplay sectionController: ListSectionController,
    cell: CollectionViewCell, at index: Int
  ) {
    displayEvents.append("willDisplay \(index)")
  }
  func listAdapter(
    _ listAdapter: ListAdapter, didEndDisplaying sectionController: ListSectionController,
    cell: CollectionViewCell, at index: Int
  ) {
    displayEvents.append("didEndDisplaying \(index)")
  }
}

/// ``ListBatchContext/reconfigure(in:at:)``: section controllers have their cells on screen
/// configured again, kept, through the adapter's updater.
@MainActor
@Suite(.serialized) struct ListBatchContextReconfigureTests {
  /// A laid-out harness of one ``TextsSection`` per number, with a handler that records
  /// rejected updates.
  func makeHarness(_ counts: [Int]) -> (AdapterHarness, [TextsSection]) {
    var errors: [CollectionViewError] = []
    let harness = AdapterHarness(
      counts, start: .laidOut, violationHandler: { errors.append($0) }
    ) { _ in TextsSection() }
    let sections = (0..<counts.count).compactMap {
      harness.adapter.sectionController(forSection: $0) as? TextsSection
    }
    for section in sections {
      section.cellRequests.removeAll()
      section.displayEvents.removeAll()
    }
    return (harness, sections)
  }

  func text(_ harness: AdapterHarness, _ section: Int, _ item: Int) -> String? {
    (harness.cell(section, item) as? TallyCell)?.text
  }

  @Test func theCellIsKeptAndConfiguredAgain() {
    let (harness, sections) = makeHarness([3])
    let made = TallyCell.made
    let cells = (0..<3).compactMap { harness.cell(0, $0) as? TallyCell }
    sections[0].texts[1] = "one"
    var finished: Bool?
    harness.adapter.performBatch(
      animated: true, updates: { $0.reconfigure(in: sections[0], at: [1]) },
      completion: { finished = $0 })
    harness.settle()
    #expect(finished == true)
    #expect(sections[0].cellRequests == [1])
    #expect(harness.cell(0, 1) === cells[1])
    #expect(text(harness, 0, 1) == "one")
    #expect(TallyCell.made == made)
    #expect(cells.map(\.reuses) == [0, 0, 0])
    #expect(sections[0].displayEvents.isEmpty)
    #expect(harness.violations.isEmpty)
  }

  @Test func aReloadInsteadMakesAnotherCellAndDisplaysIt() {
    // The contrast, counted the same way.
    let (harness, sections) = makeHarness([3])
    let before = harness.cell(0, 1)
    sections[0].texts[1] = "one"
    harness.adapter.performBatch(animated: true, updates: { $0.reload(in: sections[0], at: [1]) })
    harness.settle()
    #expect(harness.cell(0, 1) !== before)
    #expect(sections[0].displayEvents == ["willDisplay 1", "didEndDisplaying 1"])
  }

  @Test func itAddressesTheItemBeforeTheBatchAndLandsWhereTheItemGoes() {
    let (harness, sections) = makeHarness([3])
    let cells = (0..<3).compactMap { harness.cell(0, $0) as? TallyCell }
    harness.adapter.performBatch(
      animated: true,
      updates: { batch in
        sections[0].texts = ["new", "0", "1", "TWO"]
        batch.insert(in: sections[0], at: [0])
        batch.reconfigure(in: sections[0], at: [2])
      })
    harness.settle()
    #expect(sections[0].cellRequests.sorted() == [0, 3])
    #expect(harness.cell(0, 3) === cells[2])
    #expect((0..<4).map { text(harness, 0, $0) } == ["new", "0", "1", "TWO"])
    #expect(harness.violations.isEmpty)
  }

  @Test func aReconfigureOfAnItemTheBatchDeletesIsDropped() {
    let (harness, sections) = makeHarness([3])
    harness.adapter.performBatch(
      animated: true,
      updates: { batch in
        sections[0].texts.remove(at: 1)
        batch.delete(in: sections[0], at: [1])
        batch.reconfigure(in: sections[0], at: [1])
      })
    harness.settle()
    #expect(harness.violations.isEmpty)
    #expect(harness.counts == [2])
    #expect(sections[0].cellRequests.isEmpty)
  }

  @Test func aReconfigureInASectionTheBatchReloadsIsDropped() {
    let (harness, sections) = makeHarness([2, 3])
    harness.adapter.performBatch(
      animated: true,
      updates: { batch in
        batch.reload(sections[1])
        batch.reconfigure(in: sections[1], at: [0])
      })
    harness.settle()
    #expect(harness.violations.isEmpty)
    // The reloaded section's three new cells, no reconfigure.
    #expect(sections[1].cellRequests == [0, 1, 2])
  }

  @Test func theReloadDataUpdaterReloadsInstead() {
    var errors: [CollectionViewError] = []
    let harness = AdapterHarness(
      [2], updater: ListReloadDataUpdater(), start: .laidOut,
      violationHandler: { errors.append($0) }
    ) { _ in TextsSection() }
    guard let section = harness.adapter.sectionController(forSection: 0) as? TextsSection else {
      Issue.record("no section")
      return
    }
    section.cellRequests.removeAll()
    harness.adapter.performBatch(animated: true, updates: { $0.reconfigure(in: section, at: [1]) })
    harness.settle()
    // The reconfigure reloads the collection view, and so does the end of the batch, as each of
    // this updater's changes does: the section is asked for all its cells, twice.
    #expect(section.cellRequests == [0, 1, 0, 1])
    #expect(errors.isEmpty)
  }
}
