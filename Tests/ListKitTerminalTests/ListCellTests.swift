import Foundation
import ListKitTerminal
import ListUI
import Testing

/// A list of UIKit's ready-made rows: no cell of its own, each row a list cell given a content
/// configuration and accessories.
@MainActor
private final class FruitRows: NSObject, CollectionViewDataSource {
  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 3 }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
    guard let row = cell as? CollectionViewListCell else { return cell }
    switch indexPath.item {
    case 0:
      var content = row.defaultContentConfiguration()
      content.text = "Apple"
      row.contentConfiguration = content
      row.accessories = [.checkmark()]
    case 1:
      var content = ListContentConfiguration.subtitleCell()
      content.text = "Banana"
      content.secondaryText = "yellow"
      row.contentConfiguration = content
    default:
      var content = ListContentConfiguration.valueCell()
      content.text = "Cherry"
      content.secondaryText = "3"
      row.contentConfiguration = content
      row.accessories = [.disclosureIndicator()]
    }
    return row
  }
}

@MainActor @Suite struct ListCellTests {
  /// A list of ``FruitRows`` with rows of `itemSize`.
  private func list(itemSize: CGSize) -> (CollectionView, FruitRows) {
    let layout = CollectionViewFlowLayout()
    layout.minimumLineSpacing = 0
    layout.itemSize = itemSize
    let collectionView = CollectionView(frame: .zero, collectionViewLayout: layout)
    collectionView.register(CollectionViewListCell.self, forCellWithReuseIdentifier: "row")
    let rows = FruitRows()
    collectionView.dataSource = rows
    return (collectionView, rows)
  }

  @Test func listCells_showTheirTextSecondaryTextAndAccessories_inCells() {
    let (collectionView, rows) = list(itemSize: CGSize(width: 30, height: 2))
    let frame = TerminalFrame.rendering(collectionView, size: TerminalSize(columns: 30, rows: 6))
    // Two columns for the selection marker; the value at the trailing edge before the
    // accessories, which end a column from the edge.
    expectText(
      frame.text,
      """
        Apple                     ✓

        Banana
        yellow
        Cherry                 3  ›

      """)
    withExtendedLifetime(rows) {}
  }

  @Test func listCells_showTheirText_inPoints() {
    let (collectionView, rows) = list(itemSize: CGSize(width: 320, height: 44))
    let frame = TerminalFrame.rendering(
      collectionView, size: TerminalSize(columns: 40, rows: 8), units: .points)
    // 44-point rows: the content centred on each, 16 points in.
    expectText(
      frame.text,
      """
        Apple                               ✓

        Banana
        yellow

        Cherry                          3   ›


      """)
    withExtendedLifetime(rows) {}
  }
}
