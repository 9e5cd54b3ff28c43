import Foundation
import Testing

@_spi(ListKit) @testable import ListUI

/// A table delegate that gives header and footer views and heights, and logs what it is asked.
@MainActor
final class HeaderFooterDelegate: TableViewDelegate {
  var headerHeights: [Int: CGFloat] = [:]
  var footerHeights: [Int: CGFloat] = [:]
  /// The sections that get a dequeued header view, titled "Header <section>".
  var headerViewSections: Set<Int> = []
  var asked: [String] = []

  func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
    headerHeights[section] ?? tableView.sectionHeaderHeight
  }

  func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
    footerHeights[section] ?? tableView.sectionFooterHeight
  }

  func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
    asked.append("header \(section)")
    guard headerViewSections.contains(section) else { return nil }
    let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
    view?.textLabel?.text = "Header \(section)"
    return view
  }
}

/// A header view that counts its reuses.
final class CountingHeaderView: TableViewHeaderFooterView {
  var reuseCount = 0

  override func prepareForReuse() {
    super.prepareForReuse()
    reuseCount += 1
  }
}

/// Section headers and footers, and the table's header and footer views, as UIKit's.
@MainActor @Suite struct TableViewHeaderFooterTests {
  /// A table 20 columns wide and `height` lines high, of `sections`, titled "T<section>", with
  /// `delegate`, laid out.
  func table(
    _ sections: [[String]], height: CGFloat = 10, delegate: HeaderFooterDelegate? = nil,
    titles: Bool = true
  ) -> (TableView, NamesDataSource) {
    let tableView = TableView(frame: CGRect(x: 0, y: 0, width: 20, height: height))
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
    tableView.register(CountingHeaderView.self, forHeaderFooterViewReuseIdentifier: "header")
    tableView.scheduler = ManualScheduler()
    let dataSource = NamesDataSource(sections)
    if titles { dataSource.titles = sections.indices.map { "T\($0)" } }
    tableView.delegate = delegate
    tableView.dataSource = dataSource
    tableView.layoutIfNeeded()
    return (tableView, dataSource)
  }

  @Test func aTitledSection_hasAOneLineHeader_aboveItsRows() {
    let (tableView, dataSource) = table([["Ann", "Ben"], ["Cy"]])
    #expect(tableView.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 20, height: 1))
    #expect(tableView.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 1)
    #expect(tableView.rectForHeader(inSection: 1).minY == 3)
    #expect(tableView.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 4)
    #expect(tableView.rectForFooter(inSection: 0) == .zero)
    withExtendedLifetime(dataSource) {}
  }

  @Test func heights_comeFromTheDelegate_thenSectionHeaderHeight_andZeroHidesTheHeader() {
    let delegate = HeaderFooterDelegate()
    delegate.headerHeights = [0: 3]
    delegate.footerHeights = [1: 2]
    let (tableView, dataSource) = table([["Ann"], ["Ben"], ["Cy"]], delegate: delegate)
    #expect(tableView.rectForHeader(inSection: 0).height == 3)
    #expect(tableView.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 3)
    #expect(tableView.rectForHeader(inSection: 1).height == 1)
    // A footer height with no title and no view still takes its room, as UIKit's.
    #expect(tableView.rectForFooter(inSection: 1).height == 2)
    #expect(tableView.rectForHeader(inSection: 2).minY == 8)
    tableView.sectionHeaderHeight = 0
    tableView.layoutIfNeeded()
    #expect(tableView.rectForHeader(inSection: 1) == .zero)
    #expect(tableView.rectForHeader(inSection: 0).height == 3)
    withExtendedLifetime((dataSource, delegate)) {}
  }

  @Test func aHeaderView_isDequeuedFromItsRegisteredClass_shownForItsSection_andReused() throws {
    let delegate = HeaderFooterDelegate()
    delegate.headerViewSections = Set(0..<20)
    let (tableView, dataSource) = table(
      (0..<20).map { ["Row \($0)"] }, height: 6, delegate: delegate, titles: false)
    let first = try #require(tableView.headerView(forSection: 0))
    #expect(first is CountingHeaderView)
    #expect(first.reuseIdentifier == "header")
    #expect(first.textLabel?.text == "Header 0")
    #expect(first.frame.size == CGSize(width: 20, height: 1))
    #expect(delegate.asked.contains("header 0"))
    #expect(tableView.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 3)
    // Scrolled away, the view goes back to be dequeued for another section.
    tableView.scrollToRow(at: IndexPath(row: 0, section: 15), at: .top, animated: false)
    #expect(tableView.headerView(forSection: 0) == nil)
    let shown = (13..<20).compactMap { tableView.headerView(forSection: $0) }
    #expect(shown.contains { $0 === first })
    #expect((first as? CountingHeaderView)?.reuseCount ?? 0 >= 1)
    #expect(tableView.dequeueReusableHeaderFooterView(withIdentifier: "unregistered") == nil)
    withExtendedLifetime((dataSource, delegate)) {}
  }

  @Test func anAutomaticHeaderView_takesTheHeightItsContentAsksFor() {
    final class TallHeader: TableViewHeaderFooterView {
      override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        contentView.addSubview(View(frame: CGRect(x: 0, y: 0, width: 4, height: 3)))
      }
    }
    final class Delegate: TableViewDelegate {
      func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
        TallHeader(reuseIdentifier: nil)
      }
    }
    let delegate = Delegate()
    let tableView = TableView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
    let dataSource = NamesDataSource([["Ann"]])
    tableView.delegate = delegate
    tableView.dataSource = dataSource
    tableView.layoutIfNeeded()
    #expect(tableView.rectForHeader(inSection: 0).height == 3)
    #expect(tableView.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 3)
    withExtendedLifetime((dataSource, delegate)) {}
  }

  @Test func theTablesHeaderAndFooterViews_standBeforeAndAfterTheSections() {
    let (tableView, dataSource) = table([["Ann", "Ben"]], titles: false)
    let header = Label(frame: CGRect(x: 0, y: 0, width: 5, height: 2))
    header.text = "Top"
    let footer = Label(frame: CGRect(x: 0, y: 0, width: 5, height: 1))
    tableView.tableHeaderView = header
    tableView.tableFooterView = footer
    tableView.layoutIfNeeded()
    #expect(tableView.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 2)
    #expect(header.frame == CGRect(x: 0, y: 0, width: 20, height: 2))
    #expect(footer.superview != nil)
    #expect(footer.convert(CGPoint.zero, to: tableView).y == 4)
    #expect(tableView.contentSize.height == 5)
    tableView.tableHeaderView = nil
    tableView.layoutIfNeeded()
    #expect(tableView.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 0)
    withExtendedLifetime(dataSource) {}
  }
}
