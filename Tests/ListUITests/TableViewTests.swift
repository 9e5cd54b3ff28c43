import Foundation
import ListUI
import Testing

/// A table's rows: names in sections, with optional section titles, that logs its questions.
@MainActor
final class NamesDataSource: TableViewDataSource {
  var sections: [[String]]
  var titles: [String?] = []
  var cellRequests: [IndexPath] = []

  init(_ sections: [[String]]) {
    self.sections = sections
  }

  func numberOfSections(in tableView: TableView) -> Int { sections.count }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    cellRequests.append(indexPath)
    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    cell.textLabel?.text = sections[indexPath.section][indexPath.row]
    return cell
  }

  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    titles.indices.contains(section) ? titles[section] : nil
  }
}

/// A table delegate that logs what the table tells it.
@MainActor
final class TableEventLog: TableViewDelegate {
  var events: [String] = []
  var heights: [IndexPath: CGFloat] = [:]

  func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    heights[indexPath] ?? tableView.rowHeight
  }
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    events.append("didSelect \(indexPath.section)-\(indexPath.row)")
  }
  func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
    events.append("didDeselect \(indexPath.section)-\(indexPath.row)")
  }
  func scrollViewDidScroll(_ scrollView: ScrollView) {
    events.append("didScroll \(scrollView is TableView) \(Int(scrollView.contentOffset.y))")
  }
}

/// A cell that counts its reuses.
final class CountingTableCell: TableViewCell {
  var reuseCount = 0

  override func prepareForReuse() {
    super.prepareForReuse()
    reuseCount += 1
  }
}

/// `TableView`, ListUI's `UITableView`, over a collection view's rules.
@MainActor @Suite struct TableViewTests {
  let scheduler = ManualScheduler()
  let violations = ViolationLog()

  /// A table `height` lines high of `sections`, laid out.
  func table(
    _ sections: [[String]], height: CGFloat = 10, style: TableView.Style = .plain
  ) -> (TableView, NamesDataSource) {
    let tableView = TableView(frame: CGRect(x: 0, y: 0, width: 20, height: height), style: style)
    tableView.register(CountingTableCell.self, forCellReuseIdentifier: "cell")
    tableView.scheduler = scheduler
    let violations = self.violations
    tableView.violationHandler = { violations.errors.append($0) }
    let dataSource = NamesDataSource(sections)
    tableView.dataSource = dataSource
    tableView.layoutIfNeeded()
    return (tableView, dataSource)
  }

  func texts(_ tableView: TableView) -> [String] {
    tableView.visibleCells.map { $0.textLabel?.text ?? "" }
  }

  @Test func theDataSource_givesTheSectionsRowsAndCells_lazily() {
    let (tableView, dataSource) = table([["Ann", "Ben"], ["Cy"]])
    #expect(tableView.numberOfSections == 2)
    #expect(tableView.numberOfRows(inSection: 0) == 2)
    #expect(tableView.numberOfRows(inSection: 1) == 1)
    #expect(texts(tableView) == ["Ann", "Ben", "Cy"])
    #expect(
      tableView.indexPathsForVisibleRows == [
        IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0),
        IndexPath(row: 0, section: 1),
      ])
    #expect(dataSource.cellRequests.count == 3)
    let cell = tableView.cellForRow(at: IndexPath(row: 1, section: 0))
    #expect(cell?.textLabel?.text == "Ben")
    #expect(cell.flatMap { tableView.indexPath(for: $0) } == IndexPath(row: 1, section: 0))
    #expect(tableView.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 2)
    withExtendedLifetime(dataSource) {}
  }

  @Test func cellsAreReused_asRowsScrollOutAndIn() throws {
    let names = (0..<30).map { "Row \($0)" }
    let (tableView, dataSource) = table([names], height: 5)
    #expect(texts(tableView) == ["Row 0", "Row 1", "Row 2", "Row 3", "Row 4"])
    let first = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
    tableView.scrollToRow(at: IndexPath(row: 20, section: 0), at: .top, animated: false)
    #expect(tableView.indexPathsForVisibleRows?.first == IndexPath(row: 20, section: 0))
    #expect(texts(tableView).first == "Row 20")
    #expect(tableView.visibleCells.contains { $0 === first })
    #expect((first as? CountingTableCell)?.reuseCount == 1)
    #expect(tableView.contentOffset.y == 20)
    withExtendedLifetime(dataSource) {}
  }

  @Test func dequeuingAnUnregisteredIdentifier_isUIKitsTableError() {
    let (tableView, dataSource) = table([["Ann"]])
    #expect(tableView.dequeueReusableCell(withIdentifier: "other") == nil)
    #expect(tableView.dequeueReusableCell(withIdentifier: "cell") is CountingTableCell)
    _ = tableView.dequeueReusableCell(withIdentifier: "other", for: IndexPath(row: 0, section: 0))
    #expect(
      violations.messages == [
        "unable to dequeue a cell with identifier other - must register a nib or a class for the "
          + "identifier or connect a prototype cell in a storyboard"
      ])
    withExtendedLifetime(dataSource) {}
  }

  @Test func aBatchOfDeletesInsertsAndMoves_isApplied_andCompletesAfterItsAnimation() {
    let (tableView, dataSource) = table([["A", "B", "C", "D"]])
    dataSource.sections = [["D", "B", "E", "A"]]
    var finished: [Bool] = []
    tableView.performBatchUpdates(
      {
        tableView.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
        tableView.insertRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
        tableView.moveRow(at: IndexPath(row: 3, section: 0), to: IndexPath(row: 0, section: 0))
        tableView.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 3, section: 0))
      }, completion: { finished.append($0) })
    tableView.layoutIfNeeded()
    #expect(violations.errors.isEmpty)
    #expect(texts(tableView) == ["D", "B", "E", "A"])
    #expect(finished.isEmpty)
    scheduler.advance(by: 1)
    #expect(finished == [true])
  }

  @Test func beginAndEndUpdates_nest_andTheOutermostEndAppliesTheBatch() {
    let (tableView, dataSource) = table([["A", "B"]])
    tableView.beginUpdates()
    dataSource.sections = [["B"]]
    tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .none)
    tableView.beginUpdates()
    tableView.endUpdates()
    #expect(tableView.numberOfRows(inSection: 0) == 2)
    tableView.endUpdates()
    tableView.layoutIfNeeded()
    #expect(tableView.numberOfRows(inSection: 0) == 1)
    #expect(texts(tableView) == ["B"])
    #expect(violations.errors.isEmpty)
  }

  @Test func aBatchWhoseCountsDoNotAddUp_failsWithUIKitsTableMessage_andReloads() {
    let (tableView, dataSource) = table([["A", "B", "C"]])
    dataSource.sections = [["A", "B", "C", "D", "E"]]
    var finished: [Bool] = []
    tableView.performBatchUpdates(
      { tableView.insertRows(at: [IndexPath(row: 3, section: 0)], with: .fade) },
      completion: { finished.append($0) })
    #expect(
      violations.messages == [
        "Invalid update: invalid number of rows in section 0. The number of rows contained in an "
          + "existing section after the update (5) must be equal to the number of rows contained "
          + "in that section before the update (3), plus or minus the number of rows inserted or "
          + "deleted from that section (1 inserted, 0 deleted) and plus or minus the number of "
          + "rows moved into or out of that section (0 moved in, 0 moved out)."
      ])
    tableView.layoutIfNeeded()
    #expect(texts(tableView) == ["A", "B", "C", "D", "E"])
    scheduler.advance(by: 1)
    #expect(finished == [false])
  }

  @Test func sectionChanges_countAsUIKitsTableCountsThem() {
    let (tableView, dataSource) = table([["A"], ["B"]])
    dataSource.sections = [["A"]]
    tableView.beginUpdates()
    tableView.endUpdates()
    #expect(
      violations.messages == [
        "Invalid update: invalid number of sections. The number of sections contained in the "
          + "table view after the update (1) must be equal to the number of sections contained in "
          + "the table view before the update (2), plus or minus the number of sections inserted "
          + "or deleted (0 inserted, 0 deleted)."
      ])
    violations.errors = []
    dataSource.sections = [["A"], ["C", "D"]]
    tableView.insertSections(IndexSet(integer: 1), with: .fade)
    tableView.layoutIfNeeded()
    #expect(violations.errors.isEmpty)
    #expect(texts(tableView) == ["A", "C", "D"])
  }

  @Test func aTap_selectsTheRow_andTellsTheDelegate() {
    let (tableView, dataSource) = table([["A", "B", "C"]])
    let log = TableEventLog()
    tableView.delegate = log
    #expect(tableView.tapRow(at: IndexPath(row: 1, section: 0)))
    #expect(tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    #expect(tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == true)
    tableView.tapRow(at: IndexPath(row: 2, section: 0))
    #expect(log.events == ["didSelect 0-1", "didDeselect 0-1", "didSelect 0-2"])
    tableView.deselectRow(at: IndexPath(row: 2, section: 0), animated: false)
    #expect(tableView.indexPathForSelectedRow == nil)
    tableView.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
    #expect(tableView.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0)])
    #expect(log.events.count == 3)
    withExtendedLifetime(dataSource) {}
  }

  @Test func scrolling_isToldOfTheTableView() {
    let (tableView, dataSource) = table([(0..<20).map(String.init)], height: 5)
    let log = TableEventLog()
    tableView.delegate = log
    tableView.setContentOffset(CGPoint(x: 0, y: 3), animated: false)
    #expect(log.events == ["didScroll true 3"])
    #expect(tableView.contentSize.height == 20)
    withExtendedLifetime(dataSource) {}
  }

  @Test func rowHeights_comeFromTheDelegate_thenRowHeight_thenTheCell() {
    let (tableView, dataSource) = table([["A", "B", "C"]])
    let log = TableEventLog()
    log.heights[IndexPath(row: 0, section: 0)] = 3
    tableView.delegate = log
    tableView.rowHeight = 2
    tableView.reloadData()
    tableView.layoutIfNeeded()
    let frames = (0..<3).map { tableView.rectForRow(at: IndexPath(row: $0, section: 0)) }
    #expect(frames.map(\.height) == [3, 2, 2])
    #expect(frames.map(\.minY) == [0, 3, 5])
    withExtendedLifetime(dataSource) {}
  }

  @Test func theBuiltInLabels_areDrawnAsAListContentConfiguration() throws {
    let cell = TableViewCell(style: .subtitle, reuseIdentifier: "cell")
    #expect(cell.reuseIdentifier == "cell")
    cell.textLabel?.text = "Banana"
    cell.detailTextLabel?.text = "yellow"
    cell.accessoryType = .checkmark
    let content = try #require(cell.contentConfiguration as? ListContentConfiguration)
    #expect(content.text == "Banana")
    #expect(content.secondaryText == "yellow")
    #expect(
      content
        == {
          var subtitle = ListContentConfiguration.subtitleCell()
          subtitle.text = "Banana"
          subtitle.secondaryText = "yellow"
          subtitle.textProperties.numberOfLines = 0
          return subtitle
        }())
    #expect(cell.accessories == [.checkmark()])
    #expect(TableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil)
  }
}
