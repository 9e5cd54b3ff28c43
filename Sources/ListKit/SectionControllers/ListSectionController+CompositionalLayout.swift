import Foundation

extension ListSectionController {
  /// A compositional layout section that places the items as a vertical flow layout does, from
  /// the section controller's sizes: lines of ``sizeForItem(at:)``'s sizes, each item centred in
  /// its line, ``minimumInteritemSpacing`` between items and ``minimumLineSpacing`` between
  /// lines, within ``inset``; and the ``supplementaryViewSource``'s header and footer, of its
  /// heights, across the whole width. It is what ``ListAdapter/compositionalLayout()`` uses for a
  /// section controller whose ``layoutSection(environment:)`` gives `nil`.
  ///
  /// - Complexity: O(*n*) for *n* items, each sized once.
  public func flowLayoutSection(environment: any CollectionLayoutEnvironment)
    -> CollectionLayoutSection
  {
    let width = Swift.max(
      0, environment.container.effectiveContentSize.width - inset.left - inset.right)
    var lines: [CollectionLayoutGroup] = []
    var sizes: [CGSize] = []
    var lineWidth: CGFloat = 0
    var height: CGFloat = 0
    func finishLine() {
      guard !sizes.isEmpty else { return }
      let lineHeight = sizes.map(\.height).max() ?? 0
      let items = sizes.map { size in
        let item = CollectionLayoutItem(
          layoutSize: CollectionLayoutSize(
            widthDimension: .absolute(size.width), heightDimension: .absolute(lineHeight)))
        let top = ((lineHeight - size.height) / 2).rounded(.down)
        item.contentInsets = DirectionalEdgeInsets(
          top: top, leading: 0, bottom: lineHeight - size.height - top, trailing: 0)
        return item
      }
      let line = CollectionLayoutGroup.horizontal(
        layoutSize: CollectionLayoutSize(
          widthDimension: .absolute(lineWidth), heightDimension: .absolute(lineHeight)),
        subitems: items)
      line.interItemSpacing = .fixed(minimumInteritemSpacing)
      lines.append(line)
      height += (lines.count > 1 ? minimumLineSpacing : 0) + lineHeight
      sizes = []
      lineWidth = 0
    }
    for index in 0..<numberOfItems() {
      let size = sizeForItem(at: index)
      if !sizes.isEmpty && lineWidth + minimumInteritemSpacing + size.width > width {
        finishLine()
      }
      lineWidth += (sizes.isEmpty ? 0 : minimumInteritemSpacing) + size.width
      sizes.append(size)
    }
    finishLine()
    let group = CollectionLayoutGroup.vertical(
      layoutSize: CollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)),
      subitems: lines)
    group.interItemSpacing = .fixed(minimumLineSpacing)
    let section = CollectionLayoutSection(group: group)
    section.contentInsets = DirectionalEdgeInsets(
      top: inset.top, leading: inset.left, bottom: inset.bottom, trailing: inset.right)
    section.supplementariesFollowContentInsets = false
    if let source = supplementaryViewSource {
      for kind in source.supportedElementKinds() {
        let alignment: RectAlignment
        switch kind {
        case CollectionView.elementKindSectionHeader: alignment = .top
        case CollectionView.elementKindSectionFooter: alignment = .bottom
        default: continue
        }
        let size = source.sizeForSupplementaryView(ofKind: kind, at: 0)
        guard size.height > 0 else { continue }
        section.boundarySupplementaryItems.append(
          CollectionLayoutBoundarySupplementaryItem(
            layoutSize: CollectionLayoutSize(
              widthDimension: .fractionalWidth(1), heightDimension: .absolute(size.height)),
            elementKind: kind, alignment: alignment))
      }
    }
    return section
  }
}
