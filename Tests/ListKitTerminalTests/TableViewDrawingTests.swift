import Foundation
import ListKitTerminal
import ListUI
import Testing

/// Fruit in two sections, each row a table view cell of UIKit's styles, made as UIKit code makes
/// them when a dequeue finds none to reuse.
@MainActor
private final class FruitTable: TableViewDataSource {
  func numberOfSections(in tableView: TableView) -> Int { 2 }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    section == 0 ? 2 : 1
  }

  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    section == 0 ? "Fruit" : "Berries"
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    switch (indexPath.section, indexPath.row) {
    case (0, 0):
      let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      cell.textLabel?.text = "Apple"
      cell.accessoryType = .checkmark
      return cell
    case (0, _):
      let cell =
        tableView.dequeueReusableCell(withIdentifier: "value")
        ?? TableViewCell(style: .value1, reuseIdentifier: "value")
      cell.textLabel?.text = "Banana"
      cell.detailTextLabel?.text = "3"
      cell.accessoryType = .disclosureIndicator
      return cell
    default:
      let cell =
        tableView.dequeueReusableCell(withIdentifier: "subtitle")
        ?? TableViewCell(style: .subtitle, reuseIdentifier: "subtitle")
      cell.textLabel?.text = "Cherry"
      cell.detailTextLabel?.text = "red"
      return cell
    }
  }
}

@MainActor @Suite struct TableViewDrawingTests {
  @Test func aTable_drawsItsRowsAsListCells_underItsSectionTitles() {
    let tableView = TableView(frame: .zero, style: .grouped)
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
    let fruit = FruitTable()
    tableView.dataSource = fruit
    tableView.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
    let frame = TerminalFrame.rendering(tableView, size: TerminalSize(columns: 30, rows: 9))
    expectText(
      frame.text,
      """
        Fruit
        Apple                     ✓
        Banana                 3  ›

        Berries
        Cherry
        red


      """)
    withExtendedLifetime(fruit) {}
  }

  @Test func aTable_inPoints_givesEachRowItsOwnLines() {
    let tableView = TableView(frame: .zero, style: .plain)
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
    let fruit = FruitTable()
    tableView.dataSource = fruit
    let frame = TerminalFrame.rendering(
      tableView, size: TerminalSize(columns: 30, rows: 12), units: .points)
    let lines = frame.text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    for name in ["Apple", "Banana", "Cherry"] {
      #expect(lines.contains { $0.hasPrefix(name) }, "\(frame.text)")
    }
    withExtendedLifetime(fruit) {}
  }

  @Test func headerViews_tableHeaders_andEditingControls_areDrawnAsText() {
    final class Sections: TableViewDataSource, TableViewDelegate {
      func numberOfSections(in tableView: TableView) -> Int { 2 }
      func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
      func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text =
          ["Apple", "Pear", "Fig", "Kiwi"][indexPath.section * 2 + indexPath.row]
        return cell
      }
      func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        section == 1 ? "2 more soon" : nil
      }
      func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
      func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        indexPath.section == 0
      }
      func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
        header?.textLabel?.text = section == 0 ? "FRUIT" : "MORE"
        return header
      }
    }
    let tableView = TableView(frame: .zero, style: .plain)
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
    tableView.register(TableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
    let banner = Label(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
    banner.text = "Basket"
    tableView.tableHeaderView = banner
    let sections = Sections()
    tableView.dataSource = sections
    tableView.delegate = sections
    tableView.setEditing(true, animated: false)
    let frame = TerminalFrame.rendering(tableView, size: TerminalSize(columns: 24, rows: 10))
    expectText(
      frame.text,
      """
      Basket
        FRUIT
        Apple             ⊖ ≡
        Pear              ⊖ ≡
        MORE
        Fig                 ⊖
        Kiwi                ⊖
        2 more soon


      """)
    withExtendedLifetime(sections) {}
  }
}
