import Foundation

extension CollectionLayoutSection {
  /// A section laid out as `configuration` says: one row per item, as wide as the section, one
  /// row tall until the cell asks for its height, with the appearance's insets and the header and
  /// footer its modes ask for.
  public static func list(
    using configuration: CollectionLayoutListConfiguration,
    layoutEnvironment: any CollectionLayoutEnvironment
  ) -> CollectionLayoutSection {
    let item = CollectionLayoutItem(
      layoutSize: CollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .estimated(1)))
    let group = CollectionLayoutGroup.vertical(
      layoutSize: CollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .estimated(1)),
      subitems: [item])
    let section = CollectionLayoutSection(group: group)
    section.listConfiguration = configuration
    switch configuration.appearance {
    case .plain, .sidebarPlain:
      break
    case .grouped:
      section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 1, trailing: 0)
    case .insetGrouped, .sidebar:
      section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 2, bottom: 1, trailing: 2)
    }
    let row = CollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .absolute(1))
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
