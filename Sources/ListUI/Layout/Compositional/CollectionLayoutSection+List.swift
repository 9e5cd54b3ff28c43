import Foundation

extension CollectionLayoutSection {
  /// A section laid out as `configuration` says: one row per item, as wide as the section, one
  /// line tall (44 points, UIKit's row, in points) until the cell asks for its height, with the
  /// appearance's insets and the header and footer its modes ask for, a line tall each.
  public static func list(
    using configuration: CollectionLayoutListConfiguration,
    layoutEnvironment: any CollectionLayoutEnvironment
  ) -> CollectionLayoutSection {
    let units = layoutEnvironment.layoutUnits
    let line = units.cellSize.height
    let column = units.cellSize.width
    let estimatedRow: CGFloat = units.isCells ? 1 : 44
    let item = CollectionLayoutItem(
      layoutSize: CollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .estimated(estimatedRow)))
    let group = CollectionLayoutGroup.vertical(
      layoutSize: CollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .estimated(estimatedRow)),
      subitems: [item])
    let section = CollectionLayoutSection(group: group)
    section.listConfiguration = configuration
    switch configuration.appearance {
    case .plain, .sidebarPlain:
      break
    case .grouped:
      section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 0, bottom: line, trailing: 0)
    case .insetGrouped, .sidebar:
      section.contentInsets = DirectionalEdgeInsets(
        top: 0, leading: 2 * column, bottom: line, trailing: 2 * column)
    }
    let row = CollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .absolute(line))
    if configuration.headerMode == .supplementary {
      section.boundarySupplementaryItems.append(
        CollectionLayoutBoundarySupplementaryItem(
          layoutSize: row, elementKind: CollectionView.elementKindSectionHeader, alignment: .top))
    }
    if configuration.footerMode == .supplementary {
      section.boundarySupplementaryItems.append(
        CollectionLayoutBoundarySupplementaryItem(
          layoutSize: row, elementKind: CollectionView.elementKindSectionFooter,
          alignment: .bottom))
    }
    return section
  }
}
