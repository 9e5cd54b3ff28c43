import Foundation

/// The layout pass of ``ListCollectionViewLayout``: lays out sections one after another, each
/// from where the one before left off, with the sizes, insets and spacings that the collection
/// view's delegate gives.
@MainActor
struct SectionBuilder {
  typealias Section = ListCollectionViewLayout.Section

  /// Where the layout pass stands.
  struct Cursor {
    var itemCoordInScrollDirection: CGFloat = 0
    var itemCoordInFixedDirection: CGFloat = 0
    var nextRowCoordInScrollDirection: CGFloat = 0
    var rollingSectionBounds: CGRect = .zero
    var endSoFar = -CGFloat.infinity

    /// Where the pass stood after `section`, or at the start without a section.
    init(after section: Section?) {
      guard let section else { return }
      itemCoordInScrollDirection = section.lastItemCoordInScrollDirection
      itemCoordInFixedDirection = section.lastItemCoordInFixedDirection
      nextRowCoordInScrollDirection = section.lastNextRowCoordInScrollDirection
      rollingSectionBounds = section.bounds
      endSoFar = section.endSoFar
    }
  }

  /// Tolerates lengths that add up a little past the edge.
  private static let epsilon: CGFloat = 1

  private let layout: ListCollectionViewLayout
  private let collectionView: CollectionView
  private let delegate: (any CollectionViewDelegateFlowLayout)?
  private let axis: ScrollAxis
  private let stretchToEdge: Bool
  /// The number of sections in the collection view.
  private let sectionCount: Int
  /// The collection view's length across the scroll, inside its content insets.
  private let boundsFixedLength: CGFloat
  private var cursor = Cursor(after: nil)

  /// A pass of `layout` over the sections of `collectionView`.
  init(layout: ListCollectionViewLayout, collectionView: CollectionView) {
    self.layout = layout
    self.collectionView = collectionView
    delegate = collectionView.delegate as? any CollectionViewDelegateFlowLayout
    sectionCount = collectionView.numberOfSections
    let insetBounds = collectionView.bounds.inset(by: collectionView.adjustedContentInset)
    axis = ScrollAxis(layout.scrollDirection)
    stretchToEdge = layout.stretchToEdge
    boundsFixedLength = axis.fixed(length: insetBounds)
  }

  /// Lays out the sections from `invalidated` on again into `cache`; the sections before stay.
  mutating func layOut(from invalidated: Int, into cache: inout LayoutCache) {
    let start = Swift.min(invalidated, sectionCount, cache.sections.count)
    let previousCount = cache.sections.count
    cache.removeSections(from: start)
    cursor = Cursor(after: cache.sections.last)
    for sectionIndex in start..<sectionCount {
      let section = layOutSection(
        sectionIndex, itemCount: collectionView.numberOfItems(inSection: sectionIndex),
        into: &cache)
      cache.append(section)
    }
    cache.finishLayingOut(changedFrom: start, previousCount: previousCount)
  }

  // MARK: One section

  /// Lays out the section at `sectionIndex` after the cursor, adding its items' frames to
  /// `cache`, and moves the cursor past it.
  private mutating func layOutSection(
    _ sectionIndex: Int, itemCount: Int, into cache: inout LayoutCache
  ) -> Section {
    let metrics = self.metrics(ofSection: sectionIndex, itemCount: itemCount)
    // The header pushes the first row down; its frame is found from the items' afterwards.
    cursor.itemCoordInScrollDirection += metrics.headerLength
    cursor.nextRowCoordInScrollDirection += metrics.headerLength
    // The section may continue the row of the one before, after its leading inset.
    cursor.itemCoordInFixedDirection += metrics.leadingFixed

    var section = Section()
    section.firstItem = cache.itemFrames.count
    section.itemCount = itemCount
    section.insets = metrics.insets
    section.itemStartsAscend = layOutItems(
      ofSection: sectionIndex, count: itemCount, metrics, into: &cache)
    placeHeaderAndFooter(of: &section, metrics)
    finish(&section, metrics)
    return section
  }

  /// The section's metrics, from the delegate.
  private func metrics(ofSection sectionIndex: Int, itemCount: Int) -> SectionMetrics {
    let headerSize =
      delegate?.collectionView(
        collectionView, layout: layout, referenceSizeForHeaderInSection: sectionIndex) ?? .zero
    let footerSize =
      delegate?.collectionView(
        collectionView, layout: layout, referenceSizeForFooterInSection: sectionIndex) ?? .zero
    let insets =
      delegate?.collectionView(collectionView, layout: layout, insetForSectionAt: sectionIndex)
      ?? .zero
    let lineSpacing =
      delegate?.collectionView(
        collectionView, layout: layout, minimumLineSpacingForSectionAt: sectionIndex) ?? 0
    let interitemSpacing =
      delegate?.collectionView(
        collectionView, layout: layout, minimumInteritemSpacingForSectionAt: sectionIndex) ?? 0
    return SectionMetrics(
      axis: axis, boundsFixedLength: boundsFixedLength, itemCount: itemCount,
      showHeaderWhenEmpty: layout.showHeaderWhenEmpty, headerSize: headerSize,
      footerSize: footerSize, insets: insets, lineSpacing: lineSpacing,
      interitemSpacing: interitemSpacing)
  }

  // MARK: Items

  /// Lays out the section's items after the cursor into `cache`, and tells whether their starts
  /// in the scrolling direction never go back.
  private mutating func layOutItems(
    ofSection sectionIndex: Int, count: Int, _ metrics: SectionMetrics,
    into cache: inout LayoutCache
  ) -> Bool {
    var startsAscend = true
    var previousStart = -CGFloat.infinity
    var endSoFar = -CGFloat.infinity
    for item in 0..<count {
      let size =
        delegate?.collectionView(
          collectionView, layout: layout,
          sizeForItemAt: IndexPath(item: item, section: sectionIndex)) ?? .zero
      let frame = placeItem(item, ofSize: size, metrics)
      endSoFar = Swift.max(endSoFar, axis.scroll(max: frame))
      cache.appendItem(frame, endSoFar: endSoFar)
      if axis.scroll(min: frame) < previousStart { startsAscend = false }
      previousStart = axis.scroll(min: frame)
    }
    return startsAscend
  }

  /// The frame of the section's item at `item`, of `size`: after the cursor, or on the next row
  /// when it does not fit or is the first item under a header. Moves the cursor past it.
  private mutating func placeItem(_ item: Int, ofSize size: CGSize, _ metrics: SectionMetrics)
    -> CGRect
  {
    let epsilon = Self.epsilon
    var itemFixedLength = Swift.min(axis.fixed(size), metrics.paddedFixedLength)
    if cursor.itemCoordInFixedDirection + itemFixedLength
      > metrics.maxCoordInFixedDirection + epsilon || (item == 0 && metrics.headerExists)
    {
      cursor.itemCoordInScrollDirection = cursor.nextRowCoordInScrollDirection
      cursor.itemCoordInFixedDirection = metrics.leadingFixed
      if item > 0 { cursor.itemCoordInScrollDirection += metrics.lineSpacing }
    }
    let distanceToEdge =
      metrics.paddedFixedLength - (cursor.itemCoordInFixedDirection + itemFixedLength)
    if stretchToEdge && distanceToEdge > 0 && distanceToEdge <= epsilon {
      itemFixedLength = metrics.paddedFixedLength - cursor.itemCoordInFixedDirection
    }
    let frame = LayoutGeometry.integralScaled(
      axis.rect(
        scroll: cursor.itemCoordInScrollDirection + metrics.leadingScroll,
        fixed: cursor.itemCoordInFixedDirection, scrollLength: axis.scroll(size),
        fixedLength: itemFixedLength))

    cursor.nextRowCoordInScrollDirection = Swift.max(
      axis.scroll(max: frame) - metrics.leadingScroll, cursor.nextRowCoordInScrollDirection)
    cursor.itemCoordInFixedDirection += itemFixedLength + metrics.interitemSpacing
    cursor.rollingSectionBounds =
      item == 0 ? frame : LayoutGeometry.union(cursor.rollingSectionBounds, frame)
    return frame
  }

  // MARK: Header, footer and bounds

  /// Sets the section's header and footer frames around its items, and its bounds around the
  /// items and whichever of the two has a length.
  private mutating func placeHeaderAndFooter(
    of section: inout Section, _ metrics: SectionMetrics
  ) {
    let rolling = cursor.rollingSectionBounds
    let header = axis.rect(
      scroll: metrics.itemsEmpty
        ? axis.scroll(max: rolling) : axis.scroll(min: rolling) - metrics.headerLength,
      fixed: metrics.leadingFixed, scrollLength: metrics.headerLength,
      fixedLength: metrics.paddedFixedLength)
    section.header = header
    if metrics.itemsEmpty { cursor.rollingSectionBounds = header }

    // A vertical footer starts right after the items, a horizontal one after the section's
    // trailing inset as well.
    let itemsEnd = axis.scroll(max: cursor.rollingSectionBounds)
    let footer = axis.rect(
      scroll: axis.isVertical ? itemsEnd : itemsEnd + metrics.insets.right,
      fixed: metrics.leadingFixed, scrollLength: metrics.footerLength,
      fixedLength: metrics.paddedFixedLength)
    section.footer = footer

    // Only a header or footer with a length joins the bounds; an empty one would stretch them
    // over empty space.
    if metrics.headerExists {
      cursor.rollingSectionBounds = LayoutGeometry.union(cursor.rollingSectionBounds, header)
    }
    if metrics.footerExists {
      cursor.rollingSectionBounds = LayoutGeometry.union(cursor.rollingSectionBounds, footer)
    }
    section.bounds = cursor.rollingSectionBounds
  }

  /// Moves the cursor past the section's trailing insets, and records where it stands in the
  /// section.
  private mutating func finish(_ section: inout Section, _ metrics: SectionMetrics) {
    cursor.itemCoordInFixedDirection += metrics.trailingFixed
    cursor.nextRowCoordInScrollDirection = Swift.max(
      cursor.nextRowCoordInScrollDirection,
      axis.scroll(max: cursor.rollingSectionBounds) + metrics.trailingScroll)

    section.lastItemCoordInScrollDirection = cursor.itemCoordInScrollDirection
    section.lastItemCoordInFixedDirection = cursor.itemCoordInFixedDirection
    section.lastNextRowCoordInScrollDirection = cursor.nextRowCoordInScrollDirection
    if section.isValid {
      cursor.endSoFar = Swift.max(cursor.endSoFar, axis.scroll(max: section.bounds))
    }
    section.endSoFar = cursor.endSoFar
  }
}
