import Foundation

/// A layout built from sections, groups and items, each sized absolutely, as a fraction of its
/// container, or by its cell: ListUI's `UICollectionViewCompositionalLayout`.
///
/// Each section repeats its ``CollectionLayoutSection/group`` until its items are placed; a group
/// places items, or other groups, in a row or a column. Sections come from one section for all,
/// or from a section provider asked for each section with the ``CollectionLayoutEnvironment``;
/// a provider that returns `nil` gets a plain list section
/// (``CollectionLayoutSection/list(using:layoutEnvironment:)``). Estimated dimensions start at
/// their estimate and take the size a cell asks for in
/// ``CollectionReusableView/preferredLayoutAttributesFitting(_:)``, as the flow layout's
/// self-sizing cells do.
///
/// Sizes are terminal cells. Positions are computed exactly, then each edge of each frame is
/// rounded to the nearest whole cell (halves away from zero), and each section starts on a
/// whole cell: items that share an edge still share it, so three thirds of 80 columns are 27, 26
/// and 27 columns wide, without gaps or overlaps.
///
/// A section with an ``CollectionLayoutSection/orthogonalScrollingBehavior`` lays its groups out
/// in one row across the scrolling direction, and that row scrolls on its own: the collection
/// view's `scrollToItem(at:at:animated:)` scrolls it to show the item, stopping where the
/// behavior says, and the terminal app's selection keys do the same. Items of the row outside
/// the collection view's width are not shown.
///
/// - Complexity: ``prepare()`` asks the provider for and lays out every section after a reload,
///   a batch update or a change of the collection view's size, O(*n*) for *n* items; an
///   invalidation of items, such as a self-sizing cell's, lays out only their sections again.
///   ``layoutAttributesForElements(in:)`` is O(log *s* + log *g* + *k*) for *s* sections, *g*
///   groups in a section and *k* elements in the rect.
@MainActor
open class CollectionViewCompositionalLayout: CollectionViewLayout {
  /// What applies to the whole layout; setting it invalidates the layout.
  open var configuration: CollectionViewCompositionalLayoutConfiguration {
    didSet { invalidateLayout() }
  }

  private let sectionProvider: CollectionViewCompositionalLayoutSectionProvider
  private var axis: CompositionalAxis = .vertical
  private var sections: [CompositionalSectionLayout] = []
  /// Where each section starts along the scrolling axis.
  private var starts: [CGFloat] = []
  /// The whole layout's boundary items, in content coordinates.
  private var global: [CompositionalSectionLayout.Supplementary] = []
  private var contentSize: CGSize = .zero
  private var preparedBoundsSize: CGSize?
  /// Sizes that self-sizing cells asked for.
  private var preferredSizes: [IndexPath: CGSize] = [:]
  /// How far each section that scrolls orthogonally is scrolled, by section.
  private var orthogonalOffsets: [Int: CGFloat] = [:]

  /// A layout whose sections are all laid out as `section`.
  public convenience init(section: CollectionLayoutSection) {
    self.init(section: section, configuration: CollectionViewCompositionalLayoutConfiguration())
  }

  /// A layout whose sections are all laid out as `section`, configured by `configuration`.
  public convenience init(
    section: CollectionLayoutSection, configuration: CollectionViewCompositionalLayoutConfiguration
  ) {
    self.init(sectionProvider: { _, _ in section }, configuration: configuration)
  }

  /// A layout that asks `sectionProvider` for each section's layout.
  public convenience init(
    sectionProvider: @escaping CollectionViewCompositionalLayoutSectionProvider
  ) {
    self.init(
      sectionProvider: sectionProvider,
      configuration: CollectionViewCompositionalLayoutConfiguration())
  }

  /// A layout that asks `sectionProvider` for each section's layout, configured by
  /// `configuration`.
  public init(
    sectionProvider: @escaping CollectionViewCompositionalLayoutSectionProvider,
    configuration: CollectionViewCompositionalLayoutConfiguration
  ) {
    self.sectionProvider = sectionProvider
    self.configuration = configuration
    super.init()
  }

  /// The size of all the sections and the layout's boundary items.
  open override var collectionViewContentSize: CGSize { contentSize }

  /// Lays out the sections: all of them after a reload, an update or a change of size; after an
  /// invalidation of items, only theirs. Each section laid out is asked of the provider again.
  open override func prepare() {
    guard let collectionView else {
      sections = []
      starts = []
      global = []
      contentSize = .zero
      return
    }
    axis = CompositionalAxis(configuration.scrollDirection)
    let bounds = collectionView.bounds.size
    let inset = collectionView.adjustedContentInset
    let container = CompositionalContainer(
      contentSize: bounds,
      contentInsets: DirectionalEdgeInsets(
        top: inset.top, leading: inset.left, bottom: inset.bottom, trailing: inset.right))
    let environment = CompositionalEnvironment(
      container: container, layoutUnits: collectionView.layoutUnits)
    let effective = container.effectiveContentSize
    let count = collectionView.numberOfSections
    let context = pendingInvalidation
    let everything =
      context == nil || context?.invalidateEverything == true
      || context?.invalidateDataSourceCounts == true || sections.count != count
      || preparedBoundsSize != bounds
    preparedBoundsSize = bounds

    func layOut(_ index: Int) -> CompositionalSectionLayout {
      let section =
        sectionProvider(index, environment)
        ?? CollectionLayoutSection.list(
          using: CollectionLayoutListConfiguration(appearance: .plain),
          layoutEnvironment: environment)
      let preferred = preferredSizes
      let builder = CompositionalSectionBuilder(
        axis: axis, effectiveSize: effective,
        solver: CompositionalGroupSolver { preferred[IndexPath(item: $0, section: index)] })
      var layout = builder.build(section, itemCount: collectionView.numberOfItems(inSection: index))
      layout.listConfiguration = section.listConfiguration
      return layout
    }

    if everything {
      sections = (0..<count).map(layOut)
    } else if let context {
      var touched = Set(context.invalidatedItemIndexPaths.compactMap(\.first))
      for paths in context.invalidatedSupplementaryIndexPaths.values {
        touched.formUnion(paths.compactMap(\.first))
      }
      for index in touched.sorted() where sections.indices.contains(index) {
        sections[index] = layOut(index)
      }
    }
    placeSections(effective: effective)
  }

  /// Places the sections one after the other, with the layout's boundary items around them.
  private func placeSections(effective: CGSize) {
    let placer = BoundaryPlacer(
      axis: axis, crossStart: 0, crossLength: axis.cross(effective), container: effective)
    let (before, over, after) = placer.split(
      sections.isEmpty ? [] : configuration.boundarySupplementaryItems)
    var placed: [CompositionalSectionLayout.Supplementary] = []
    var cursor: CGFloat = 0
    for item in before where item.extendsBoundary {
      placed.append(placer.place(item, at: cursor, pin: -1))
      cursor += placer.length(of: item)
    }
    let contentStart = cursor
    for item in before where !item.extendsBoundary {
      placed.append(placer.place(item, at: contentStart, pin: -1))
    }
    for item in over { placed.append(placer.place(item, at: contentStart, pin: 0)) }
    starts = []
    starts.reserveCapacity(sections.count)
    for (index, section) in sections.enumerated() {
      if index > 0 { cursor += configuration.interSectionSpacing }
      cursor = cursor.rounded()
      starts.append(cursor)
      cursor += section.length
    }
    for item in after where !item.extendsBoundary {
      placed.append(placer.place(item, at: cursor - placer.length(of: item), pin: 1))
    }
    for item in after where item.extendsBoundary {
      placed.append(placer.place(item, at: cursor, pin: 1))
      cursor += placer.length(of: item)
    }
    global = placed.map { supplementary in
      var rounded = supplementary
      rounded.frame = supplementary.frame.roundedToCells
      return rounded
    }
    contentSize = axis.size(main: cursor.rounded(), cross: axis.cross(effective))
  }

  // MARK: Attributes

  /// The boundary items, cells and the layout's boundary items that intersect `rect`.
  ///
  /// - Complexity: O(log *s* + log *g* + *k*) for *s* sections, *g* groups in a section and *k*
  ///   elements in the rect: sections, and groups within them, are found by binary search.
  open override func layoutAttributesForElements(in rect: CGRect)
    -> [CollectionViewLayoutAttributes]
  {
    var result: [CollectionViewLayoutAttributes] = []
    let contentEnd = axis.main(contentSize)
    for supplementary in global {
      let frame = pinned(supplementary, within: 0...contentEnd)
      if frame.overlaps(rect) {
        result.append(attributes(supplementary, section: 0, frame: frame))
      }
    }
    let low = axis.minMain(rect)
    let high = axis.maxMain(rect)
    var index = Self.firstIndex(in: sections.indices, endingAfter: low) {
      starts[$0] + sections[$0].length
    }
    while index < sections.count, starts[index] < high {
      let section = sections[index]
      let start = starts[index]
      let range = start...(start + section.length)
      for supplementary in section.supplementaries {
        let frame = pinned(
          CompositionalSectionLayout.Supplementary(
            kind: supplementary.kind,
            frame: axis.offset(supplementary.frame, main: start, cross: 0), pin: supplementary.pin,
            zIndex: supplementary.zIndex),
          within: range)
        if frame.overlaps(rect) {
          result.append(attributes(supplementary, section: index, frame: frame))
        }
      }
      let groups = section.groups
      var group: Int
      let shift = orthogonalOffset(of: index)
      if section.scrollsOrthogonally {
        let crossLow = axis.minCross(rect) + shift
        let crossHigh = axis.maxCross(rect) + shift
        group = Self.firstIndex(in: groups.indices, endingAfter: crossLow) { groups[$0].crossMax }
        while group < groups.count, groups[group].crossMin < crossHigh {
          appendItems(of: groups[group], section: index, in: rect, to: &result)
          group += 1
        }
      } else {
        group = Self.firstIndex(in: groups.indices, endingAfter: low - start) {
          groups[$0].mainMax
        }
        while group < groups.count, groups[group].mainMin < high - start {
          appendItems(of: groups[group], section: index, in: rect, to: &result)
          group += 1
        }
      }
      index += 1
    }
    return result
  }

  private func appendItems(
    of group: CompositionalSectionLayout.GroupSpan, section: Int, in rect: CGRect,
    to result: inout [CollectionViewLayoutAttributes]
  ) {
    for item in group.items {
      let frame = itemFrame(section: section, item: item)
      if frame.overlaps(rect) {
        let attributes = CollectionViewLayoutAttributes(
          forCellWith: IndexPath(item: item, section: section))
        attributes.frame = frame
        result.append(attributes)
      }
    }
  }

  /// The item's frame in the content: moved to its section's start, and by the section's
  /// orthogonal scrolling.
  private func itemFrame(section: Int, item: Int) -> CGRect {
    axis.offset(
      sections[section].itemFrames[item], main: starts[section],
      cross: -orthogonalOffset(of: section))
  }

  /// How far the section's row is scrolled: 0 for a section that does not scroll orthogonally;
  /// kept within the row, which may have shrunk since it scrolled.
  private func orthogonalOffset(of section: Int) -> CGFloat {
    guard let offset = orthogonalOffsets[section], sections[section].scrollsOrthogonally else {
      return 0
    }
    return clampedOrthogonalOffset(offset, in: sections[section])
  }

  /// A supplementary item's frame, moved along the scrolling axis to stay in the visible area
  /// within `range` when it is pinned.
  private func pinned(
    _ supplementary: CompositionalSectionLayout.Supplementary, within range: ClosedRange<CGFloat>
  ) -> CGRect {
    let frame = supplementary.frame
    guard supplementary.pin != 0, let collectionView else { return frame }
    let inset = collectionView.adjustedContentInset
    let offset = axis.main(collectionView.contentOffset)
    let visibleStart = offset + (axis == .vertical ? inset.top : inset.left)
    let visibleEnd =
      offset + axis.main(collectionView.bounds.size)
      - (axis == .vertical ? inset.bottom : inset.right)
    let length = axis.main(frame.size)
    let start = axis.minMain(frame)
    let moved =
      supplementary.pin < 0
      ? Swift.min(Swift.max(start, visibleStart), range.upperBound - length)
      : Swift.max(Swift.min(start, visibleEnd - length), range.lowerBound)
    return axis.offset(frame, main: moved - start, cross: 0)
  }

  private func attributes(
    _ supplementary: CompositionalSectionLayout.Supplementary, section: Int, frame: CGRect
  ) -> CollectionViewLayoutAttributes {
    let attributes = CollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: supplementary.kind, with: IndexPath(item: 0, section: section))
    attributes.frame = frame
    attributes.zIndex = supplementary.zIndex
    return attributes
  }

  /// The first index whose element ends after `position`, by binary search over elements whose
  /// ends ascend.
  private static func firstIndex(
    in indices: Range<Int>, endingAfter position: CGFloat, end: (Int) -> CGFloat
  ) -> Int {
    Partition.first(in: indices) { end($0) > position }
  }

  /// The item's attributes, or `nil` if the item does not exist.
  ///
  /// - Complexity: O(1).
  open override func layoutAttributesForItem(at indexPath: IndexPath)
    -> CollectionViewLayoutAttributes?
  {
    guard indexPath.count == 2, sections.indices.contains(indexPath[0]),
      sections[indexPath[0]].itemFrames.indices.contains(indexPath[1])
    else { return nil }
    let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
    attributes.frame = itemFrame(section: indexPath[0], item: indexPath[1])
    return attributes
  }

  /// The section's boundary item of `elementKind`, or for section 0 the layout's, or `nil`.
  ///
  /// - Complexity: O(*b*) for *b* boundary items in the section.
  open override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    guard let index = indexPath.first, sections.indices.contains(index) else { return nil }
    let start = starts[index]
    if let supplementary = sections[index].supplementaries.first(where: { $0.kind == elementKind })
    {
      let moved = CompositionalSectionLayout.Supplementary(
        kind: supplementary.kind, frame: axis.offset(supplementary.frame, main: start, cross: 0),
        pin: supplementary.pin, zIndex: supplementary.zIndex)
      return attributes(
        supplementary, section: index,
        frame: pinned(moved, within: start...(start + sections[index].length)))
    }
    if index == 0, let supplementary = global.first(where: { $0.kind == elementKind }) {
      return attributes(
        supplementary, section: 0,
        frame: pinned(supplementary, within: 0...axis.main(contentSize)))
    }
    return nil
  }

  // MARK: Invalidation

  /// Whether the bounds' size changed since the last ``prepare()``; a scroll does not count:
  /// pinned items follow the visible area when they are asked for.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    preparedBoundsSize != nil && newBounds.size != preparedBoundsSize
  }

  /// Whether a cell asks for another length along a dimension of its item that is estimated.
  open override func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
  ) -> Bool {
    let indexPath = originalAttributes.indexPath
    guard originalAttributes.representedElementCategory == .cell, indexPath.count == 2,
      sections.indices.contains(indexPath[0]),
      sections[indexPath[0]].estimatedAxes.indices.contains(indexPath[1])
    else { return false }
    let estimated = sections[indexPath[0]].estimatedAxes[indexPath[1]]
    return (estimated & 1 != 0 && preferredAttributes.size.width != originalAttributes.size.width)
      || (estimated & 2 != 0 && preferredAttributes.size.height != originalAttributes.size.height)
  }

  /// Remembers the size the cell asked for, and invalidates its item: its section is laid out
  /// again.
  open override func invalidationContext(
    forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
  ) -> CollectionViewLayoutInvalidationContext {
    preferredSizes[originalAttributes.indexPath] = preferredAttributes.size
    return super.invalidationContext(
      forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
  }

  /// Invalidates as the base class does. When the data source counts change, index paths may
  /// shift, so the sizes self-sizing cells asked for are forgotten and the cells on screen measure
  /// themselves again.
  open override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
    if context.invalidateDataSourceCounts { preferredSizes.removeAll() }
    super.invalidateLayout(with: context)
  }

  /// Moves the orthogonal scrolling of sections along with the sections an update inserts,
  /// deletes and moves.
  open override func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
    super.prepare(forCollectionViewUpdates: updateItems)
    guard !orthogonalOffsets.isEmpty else { return }
    var deleted: [Int] = []
    var inserted: [Int] = []
    var moved: [Int: Int] = [:]
    for update in updateItems {
      let before = update.indexPathBeforeUpdate
      let after = update.indexPathAfterUpdate
      guard (before?.count ?? 1) == 1, (after?.count ?? 1) == 1 else { continue }
      switch update.updateAction {
      case .delete: if let section = before?.first { deleted.append(section) }
      case .insert: if let section = after?.first { inserted.append(section) }
      case .move:
        if let from = before?.first, let to = after?.first {
          deleted.append(from)
          inserted.append(to)
          moved[from] = to
        }
      case .reload: break
      }
    }
    guard !deleted.isEmpty || !inserted.isEmpty else { return }
    var remapped: [Int: CGFloat] = [:]
    for (section, offset) in orthogonalOffsets {
      if let to = moved[section] {
        remapped[to] = offset
        continue
      }
      guard !deleted.contains(section) else { continue }
      var new = section - deleted.filter { $0 < section }.count
      for insertion in inserted.sorted() where insertion <= new { new += 1 }
      remapped[new] = offset
    }
    orthogonalOffsets = remapped
  }

  // MARK: Orthogonal scrolling

  /// Scrolls the section of `indexPath`, if it scrolls orthogonally, to show the item where
  /// `position` says across the layout, or else where the section's behavior stops.
  override func scrollOrthogonally(toShow indexPath: IndexPath, at position: ScrollPosition)
    -> Bool
  {
    guard let collectionView, indexPath.count == 2, sections.indices.contains(indexPath[0]),
      sections[indexPath[0]].itemFrames.indices.contains(indexPath[1]),
      sections[indexPath[0]].scrollsOrthogonally
    else { return false }
    let index = indexPath[0]
    let section = sections[index]
    let frame = section.itemFrames[indexPath[1]]
    let start = axis.minCross(frame)
    let end = axis.maxCross(frame)
    let visible = axis.cross(collectionView.bounds.size)
    let current = orthogonalOffset(of: index)
    let groupIndex =
      Self.firstIndex(in: section.groups.indices, endingAfter: CGFloat(indexPath[1])) {
        CGFloat(section.groups[$0].items.upperBound)
      }
    let group = section.groups[Swift.min(groupIndex, section.groups.count - 1)]
    let leadingInset = section.groups.first?.crossMin ?? 0
    let isShown = start >= current && end <= current + visible
    let placements: (leading: ScrollPosition, center: ScrollPosition, trailing: ScrollPosition) =
      axis == .vertical
      ? (.left, .centeredHorizontally, .right) : (.top, .centeredVertically, .bottom)
    var target: CGFloat
    if position.contains(placements.leading) {
      target = start
    } else if position.contains(placements.center) {
      target = (start + end) / 2 - visible / 2
    } else if position.contains(placements.trailing) {
      target = end - visible
    } else {
      switch section.behavior {
      case .none, .continuous:
        target = isShown ? current : start < current ? start : end - visible
      case .continuousGroupLeadingBoundary, .groupPaging:
        if isShown {
          target = current
        } else if start < current {
          target = group.crossMin - leadingInset
        } else {
          // The first group boundary from which the item shows, if the item starts after it.
          let needed = end - visible
          let boundary = section.groups.first { $0.crossMin - leadingInset >= needed }
          target =
            boundary.map { Swift.min($0.crossMin, group.crossMin) - leadingInset }
            ?? group.crossMin - leadingInset
        }
      case .paging:
        target = isShown || visible <= 0 ? current : (start / visible).rounded(.down) * visible
      case .groupPagingCentered:
        target = (group.crossMin + group.crossMax) / 2 - visible / 2
      }
    }
    let clamped = clampedOrthogonalOffset(target, in: section)
    if clamped != current {
      orthogonalOffsets[index] = clamped
      collectionView.setNeedsLayout()
    }
    return true
  }

  /// `offset` kept within the section's row, on a whole cell.
  private func clampedOrthogonalOffset(_ offset: CGFloat, in section: CompositionalSectionLayout)
    -> CGFloat
  {
    let visible = collectionView.map { axis.cross($0.bounds.size) } ?? 0
    let most = Swift.max(0, section.orthogonalLength - visible)
    return Swift.min(Swift.max(0, offset), most).rounded()
  }

  /// The list configuration of section `index` as the last layout pass laid it out, if it is a
  /// list's: where its rows' swipe actions come from.
  func listConfiguration(forSection index: Int) -> CollectionLayoutListConfiguration? {
    sections.indices.contains(index) ? sections[index].listConfiguration : nil
  }
}

extension CollectionViewCompositionalLayout: MemoryFootprintReporting {
  /// Adds the prepared layout: each section's frames, groups and boundary items, and the sizes
  /// self-sizing cells asked for.
  ///
  /// - Complexity: O(*s*) for *s* sections.
  package func addMemoryFootprint(to footprint: inout MemoryFootprint) {
    var bytes =
      MemoryFootprint.bytes(of: self) + MemoryFootprint.bytes(of: sections)
      + MemoryFootprint.bytes(of: starts) + MemoryFootprint.bytes(of: global)
      + MemoryFootprint.bytes(of: preferredSizes) + MemoryFootprint.bytes(of: orthogonalOffsets)
    for section in sections {
      bytes +=
        MemoryFootprint.bytes(of: section.itemFrames)
        + MemoryFootprint.bytes(of: section.estimatedAxes)
        + MemoryFootprint.bytes(of: section.groups)
        + MemoryFootprint.bytes(of: section.supplementaries)
    }
    footprint.add(bytes, to: "layout")
  }
}
