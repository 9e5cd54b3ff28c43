import Foundation
import Testing

@_spi(ListKit) @testable import ListUI

/// A cell's content configuration makes its content view once and updates it after, as UIKit's.
@MainActor @Suite struct ContentConfigurationTests {
  @Test func aConfigurationOfTheSameType_updatesTheViewItMade() throws {
    let cell = CollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 30, height: 1))
    var content = cell.defaultContentConfiguration()
    content.text = "Apple"
    cell.contentConfiguration = content
    let view = try #require(cell.configuredContentView)
    #expect(view.superview === cell.contentView)
    content.text = "Banana"
    cell.contentConfiguration = content
    #expect(cell.configuredContentView === view)
    let shown = try #require(view.configuration as? ListContentConfiguration)
    #expect(shown.text == "Banana")
    cell.contentConfiguration = nil
    #expect(cell.configuredContentView == nil)
    #expect(view.superview == nil)
  }

  @Test func theFactories_placeTheSecondaryTextAsUIKitDoes() {
    #expect(ListContentConfiguration.cell().prefersSideBySideTextAndSecondaryText == false)
    #expect(ListContentConfiguration.valueCell().prefersSideBySideTextAndSecondaryText)
    #expect(
      ListContentConfiguration.subtitleCell().secondaryTextProperties.color == .secondaryLabel)
  }

  @Test func theAccessories_areDrawnAsText() {
    #expect(CellAccessory.checkmark().drawnText == "✓")
    #expect(CellAccessory.disclosureIndicator().drawnText == "›")
    #expect(CellAccessory.label(text: "3 new").drawnText == "3 new")
  }

  @Test func aListCell_measuresItsContentBesideItsAccessories() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    root.hostLayoutUnits = .points
    let cell = CollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    root.addSubview(cell)
    var content = ListContentConfiguration.subtitleCell()
    content.text = "Banana"
    content.secondaryText = "yellow"
    cell.contentConfiguration = content
    // Two lines of 17 points, with 11 above and below.
    #expect(cell.sizeThatFits(CGSize(width: 320, height: 1000)).height == 56)
  }
}
