import Foundation

/// A layout for vertically or horizontally scrolling lists of items of any size, in any number of
/// sections: IGListKit's `IGListCollectionViewLayout`.
///
/// It takes its sizes, insets and spacings from the collection view's delegate, which must adopt
/// ``CollectionViewDelegateFlowLayout`` (``ListAdapter`` does). Headers and footers are the
/// flow layout's kinds, ``CollectionView/elementKindSectionHeader`` and
/// ``CollectionView/elementKindSectionFooter``.
///
/// In a vertical layout, items and sections share a row until an item would end past the width
/// of the collection view; that item starts the next row, below the tallest element of the row
/// before. A section with a header always starts a new row, and its header spans the collection
/// view's width less the section's insets:
///
/// ```
/// |[ 0,0 ][ 1,0 ]         |
/// | >======header=======< |
/// | [ 2,0 ]               |
/// ```
///
/// Section insets apply to a section's items whether they start a row or follow the section
/// before on the same row. Interitem spacing applies between items and sections on a row; line
/// spacing only between rows of the same section. A horizontal layout does the same with columns.
///
/// Frames are rounded to half points. The layout can lay out again from one section on: a
/// ``ListCollectionView`` tells it which section an update modifies, and an invalidation of items
/// lays out again from the lowest of their sections. A scroll with sticky headers places the
/// headers again and nothing else.
///
/// - Complexity: Laying out is O(*n*) for *n* items; ``layoutAttributesForElements(in:)`` finds
///   the sections in the rect by binary search, in O(log *n* + *k*) for *k* elements.
@MainActor
open class ListCollectionViewLayout: CollectionViewLayout, ListCollectionViewLayoutCompatible {
  /// The direction the content scrolls in; items flow across it and start a new row or column
  /// when they run out of room or reach a section with a header.
  public let scrollDirection: CollectionViewFlowLayout.ScrollDirection

  /// Whether section headers stick to the top (or left) edge of the visible rect while their
  /// section scrolls by.
  public let stickyHeaders: Bool

  /// The inset from the top (or left) edge at which sticky headers stick; unused without sticky
  /// headers.
  public let topContentInset: CGFloat

  /// Whether an item that ends less than a point short of the far edge is stretched to it.
  public let stretchToEdge: Bool

  /// An extra offset for sticky headers in the scrolling direction, for instance the height of a
  /// bar that collapses as the content scrolls. Changing it places the headers again.
  open var stickyHeaderYOffset: CGFloat = 0 {
    didSet {
      guard stickyHeaderYOffset != oldValue else { return }
      let context = ListCollectionViewLayoutInvalidationContext()
      context.invalidateSupplementaryListAttributes = true
      invalidateLayout(with: context)
    }
  }

  /// Whether a section without items shows its header (and footer); `false` by default.
  open var showHeaderWhenEmpty = false

  /// Whether ``invalidateLayout()`` keeps the computed frames; `false` by default. A change of
  /// the data, of the bounds' size or an invalidation of items still lays out again.
  open var preserveLayoutCacheOnInvalidateLayout = false

  /// One laid-out section.
  struct Section {
    /// The smallest rectangle around the section's items, and its header and footer if they
    /// have a length.
    var bounds: CGRect = .zero
    var insets: EdgeInsets = .zero
    /// The header's frame when it does not stick.
    var header: CGRect = .zero
    var footer: CGRect = .zero
    /// Where the section's items start in ``ListCollectionViewLayout/itemFrames``.
    var firstItem = 0
    var itemCount = 0
    /// Whether the items' starts in the scrolling direction never go back, which lets a rect
    /// query stop at the first item past the rect.
    var itemStartsAscend = true
    /// Where the layout stood after the section, to lay out again from the next one.
    var lastItemCoordInScrollDirection: CGFloat = 0
    var lastItemCoordInFixedDirection: CGFloat = 0
    var lastNextRowCoordInScrollDirection: CGFloat = 0
    /// The farthest end in the scrolling direction of this and every earlier valid section.
    var endSoFar = -CGFloat.infinity

    /// Whether the section has anything to show.
    var isValid: Bool { bounds.size != .zero }
  }

  private(set) var sections: [Section] = []
  /// Every section's item frames, one section after the other.
  private var itemFrames: [CGRect] = []
  /// For each item, the farthest end in the scrolling direction of it and the items before it in
  /// its section.
  private var itemEndSoFar: [CGFloat] = []
  /// For each section, the nearest start in the scrolling direction of it and every later valid
  /// section.
  private var startFromHere: [CGFloat] = []
  /// The first section to lay out again, or `nil` when the layout is up to date.
  private var minimumInvalidatedSection: Int? = 0
  /// The bounds the layout last saw, to tell a scroll from a resize.
  private var knownBounds: CGRect?
  /// Whether ``invalidateLayout()`` is under way with the cache preserved.
  private var preservingCache = false

  /// Frames are rounded to this many pixels per point.
  static let displayScale: CGFloat = 2

  /// Creates a layout.
  ///
  /// - Parameters:
  ///   - stickyHeaders: Whether section headers stick to the edge while their section scrolls.
  ///   - scrollDirection: The direction the content scrolls in.
  ///   - topContentInset: The inset of the sticky headers from the top (or left) edge.
  ///   - stretchToEdge: Whether an item that ends less than a point short of the far edge is
  ///     stretched to it.
  public init(
    stickyHeaders: Bool, scrollDirection: CollectionViewFlowLayout.ScrollDirection,
    topContentInset: CGFloat, stretchToEdge: Bool
  ) {
    self.stickyHeaders = stickyHeaders
    self.scrollDirection = scrollDirection
    self.topContentInset = topContentInset
    self.stretchToEdge = stretchToEdge
    super.init()
  }

  /// Creates a vertically scrolling layout.
  ///
  /// - Parameters:
  ///   - stickyHeaders: Whether section headers stick to the top while their section scrolls.
  ///   - topContentInset: The inset of the sticky headers from the top edge.
  ///   - stretchToEdge: Whether an item that ends less than a point short of the right edge is
  ///     stretched to it.
  public convenience init(stickyHeaders: Bool, topContentInset: CGFloat, stretchToEdge: Bool) {
    self.init(
      stickyHeaders: stickyHeaders, scrollDirection: .vertical, topContentInset: topContentInset,
      stretchToEdge: stretchToEdge)
  }

  // MARK: Laying out

  /// ``ListCollectionViewLayoutInvalidationContext``.
  open override class var invalidationContextClass: CollectionViewLayoutInvalidationContext.Type {
    ListCollectionViewLayoutInvalidationContext.self
  }

  /// Lays out the sections from the first invalidated one on.
  open override func prepare() {
    knownBounds = collectionView?.bounds
    calculateLayoutIfNeeded()
  }

  /// Marks `modifiedSection` and every later section to be laid out again at the next
  /// ``prepare()``; `NSNotFound` marks nothing.
  open func didModifySection(_ modifiedSection: Int) {
    guard modifiedSection != NSNotFound else { return }
    invalidate(from: Swift.max(0, modifiedSection))
  }

  private func invalidate(from section: Int) {
    minimumInvalidatedSection = Swift.min(minimumInvalidatedSection ?? section, section)
  }

  /// The width (vertical) or height (horizontal) of the collection view less its content insets,
  /// by the length of the sections.
  open override var collectionViewContentSize: CGSize {
    guard let last = sections.last, let collectionView else { return .zero }
    let inset = collectionView.adjustedContentInset
    switch scrollDirection {
    case .vertical:
      return CGSize(
        width: collectionView.bounds.width - inset.left - inset.right,
        height: last.bounds.maxY + last.insets.bottom)
    case .horizontal:
      return CGSize(
        width: last.bounds.maxX + last.insets.right,
        height: collectionView.bounds.height - inset.top - inset.bottom)
    }
  }

  // MARK: Invalidation

  /// Invalidates everything, unless ``preserveLayoutCacheOnInvalidateLayout`` keeps the frames.
  open override func invalidateLayout() {
    if preserveLayoutCacheOnInvalidateLayout {
      preservingCache = true
      defer { preservingCache = false }
      super.invalidateLayout()
    } else {
      minimumInvalidatedSection = 0
      super.invalidateLayout()
    }
  }

  /// Works out which sections to lay out again: all of them for a context that invalidates
  /// everything or all list attributes, or new counts without a modified section; the sections
  /// from the lowest invalidated item's on for a context that invalidates items. A context that
  /// only invalidates headers and footers keeps every frame.
  open override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
    let listContext = context as? ListCollectionViewLayoutInvalidationContext
    if (context.invalidateEverything && !preservingCache)
      || (context.invalidateDataSourceCounts && minimumInvalidatedSection == nil)
      || listContext?.invalidateAllListAttributes == true
    {
      minimumInvalidatedSection = 0
    } else if let lowest = context.invalidatedItemIndexPaths.lazy.filter({ $0.count >= 1 })
      .map({ $0[0] }).min()
    {
      invalidate(from: Swift.max(0, lowest))
    }
    super.invalidateLayout(with: context)
  }

  /// Whether the size changed, or, with sticky headers, the origin in the scrolling direction.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    guard let oldBounds = knownBounds ?? collectionView?.bounds else { return true }
    if oldBounds.size != newBounds.size { return true }
    if scroll(min: oldBounds) != scroll(min: newBounds) { return stickyHeaders }
    return false
  }

  /// A context that places the headers again, and lays out everything again if the size
  /// changed.
  open override func invalidationContext(forBoundsChange newBounds: CGRect)
    -> CollectionViewLayoutInvalidationContext
  {
    let oldBounds = knownBounds ?? collectionView?.bounds
    knownBounds = newBounds
    let context = ListCollectionViewLayoutInvalidationContext()
    context.invalidateSupplementaryListAttributes = true
    if oldBounds?.size != newBounds.size { context.invalidateAllListAttributes = true }
    return context
  }

  // MARK: Attributes

  /// The headers, footers and items that share some area with `rect`, section by section.
  open override func layoutAttributesForElements(in rect: CGRect)
    -> [CollectionViewLayoutAttributes]
  {
    guard let range = sectionRange(in: rect) else { return [] }
    let (low, high) = (scroll(min: rect), scroll(max: rect))
    var result: [CollectionViewLayoutAttributes] = []
    for sectionIndex in range {
      let section = sections[sectionIndex]
      if section.itemCount > 0 || showHeaderWhenEmpty {
        for kind in [
          CollectionView.elementKindSectionHeader, CollectionView.elementKindSectionFooter,
        ] {
          if let attributes = layoutAttributesForSupplementaryView(
            ofKind: kind, at: IndexPath(item: 0, section: sectionIndex)),
            attributes.frame.overlaps(rect), scroll(length: attributes.frame) > 0
          {
            result.append(attributes)
          }
        }
      }
      let items = section.firstItem..<(section.firstItem + section.itemCount)
      var index = firstIndex(in: items, endingAfter: low)
      while index < items.upperBound {
        let frame = itemFrames[index]
        if section.itemStartsAscend && scroll(min: frame) >= high { break }
        if frame.overlaps(rect),
          let attributes = layoutAttributesForItem(
            at: IndexPath(item: index - section.firstItem, section: sectionIndex))
        {
          result.append(attributes)
        }
        index += 1
      }
    }
    return result
  }

  /// The item's attributes, or `nil` if the item does not exist.
  open override func layoutAttributesForItem(at indexPath: IndexPath)
    -> CollectionViewLayoutAttributes?
  {
    guard indexPath.count == 2, sections.indices.contains(indexPath[0]) else { return nil }
    let section = sections[indexPath[0]]
    guard indexPath[1] >= 0, indexPath[1] < section.itemCount else { return nil }
    let frame = itemFrames[section.firstItem + indexPath[1]]
    guard !(frame.origin.x.isNaN || frame.origin.y.isNaN || frame.width.isNaN || frame.height.isNaN)
    else { return nil }
    let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
    attributes.frame = frame
    attributes.zIndex = indexPath[0] * Self.maxZIndexPerSection + indexPath[1]
    return attributes
  }

  /// The item's attributes, customized by the collection view's delegate when it is a
  /// ``ListCollectionViewDelegateLayout``: the adapter passes them to the section controller's
  /// ``ListSectionController/transitionDelegate``.
  open override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
    -> CollectionViewLayoutAttributes?
  {
    let attributes = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
    guard let attributes, let collectionView,
      let delegate = collectionView.delegate as? any ListCollectionViewDelegateLayout
    else { return attributes }
    return delegate.collectionView(
      collectionView, layout: self, customizedInitialLayoutAttributes: attributes,
      at: itemIndexPath)
  }

  /// The item's attributes, customized by the collection view's delegate when it is a
  /// ``ListCollectionViewDelegateLayout``.
  open override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
    -> CollectionViewLayoutAttributes?
  {
    let attributes = super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
    guard let attributes, let collectionView,
      let delegate = collectionView.delegate as? any ListCollectionViewDelegateLayout
    else { return attributes }
    return delegate.collectionView(
      collectionView, layout: self, customizedFinalLayoutAttributes: attributes,
      at: itemIndexPath)
  }

  /// A section's header or footer, or `nil` if it has no area. A sticky header sits at the
  /// visible rect's top (or left) edge, between its section's start and the next section's.
  open override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    guard indexPath.count >= 1, sections.indices.contains(indexPath[0]) else { return nil }
    let sectionIndex = indexPath[0]
    let section = sections[sectionIndex]
    var frame: CGRect
    switch elementKind {
    case CollectionView.elementKindSectionHeader:
      frame = section.header
      if stickyHeaders, let collectionView {
        let minOffset = scroll(min: section.bounds)
        var offset =
          scroll(collectionView.contentOffset) + topContentInset + stickyHeaderYOffset
        if sectionIndex + 1 == sections.count {
          offset = Swift.max(minOffset, offset)
        } else {
          let maxOffset = scroll(min: sections[sectionIndex + 1].bounds) - scroll(length: frame)
          offset = Swift.min(Swift.max(minOffset, offset), maxOffset)
        }
        switch scrollDirection {
        case .vertical: frame.origin.y = offset
        case .horizontal: frame.origin.x = offset
        }
      }
    case CollectionView.elementKindSectionFooter:
      frame = section.footer
    default:
      return nil
    }
    // As in a flow layout, a header or footer without area has no attributes.
    guard frame.width > 0, frame.height > 0 else { return nil }
    let attributes = CollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: elementKind, with: indexPath)
    attributes.frame = frame
    attributes.zIndex = sectionIndex * Self.maxZIndexPerSection + Self.maxZIndexPerSection - 1
    return attributes
  }

  /// Each section's elements stack above the earlier sections'; in a section, items stack in
  /// order and the header above them all.
  private static let maxZIndexPerSection = 1000

  // MARK: Finding sections and items

  /// The sections from the first to the last valid one that shares area with `rect`.
  private func sectionRange(in rect: CGRect) -> ClosedRange<Int>? {
    let (low, high) = (scroll(min: rect), scroll(max: rect))
    // Sections before `first` end at or before the rect; sections from `end` on start at or
    // after it.
    let first = partition(sections.count) { sections[$0].endSoFar > low }
    let end = partition(sections.count) { startFromHere[$0] >= high }
    guard first < end else { return nil }
    func hit(_ index: Int) -> Bool {
      sections[index].isValid && sections[index].bounds.overlaps(rect)
    }
    guard let lower = (first..<end).first(where: hit),
      let upper = (lower..<end).reversed().first(where: hit)
    else { return nil }
    return lower...upper
  }

  /// The first item in `items` whose section's items up to it end after `position`.
  private func firstIndex(in items: Range<Int>, endingAfter position: CGFloat) -> Int {
    items.lowerBound
      + partition(items.count) { itemEndSoFar[items.lowerBound + $0] > position }
  }

  /// The first index in `0..<count` for which `isAfter` holds, given that it holds for every
  /// index after one where it holds.
  private func partition(_ count: Int, _ isAfter: (Int) -> Bool) -> Int {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if isAfter(middle) { high = middle } else { low = middle + 1 }
    }
    return low
  }

  // MARK: The layout pass

  private func calculateLayoutIfNeeded() {
    guard let invalidated = minimumInvalidatedSection else { return }
    guard let collectionView else {
      sections = []
      itemFrames = []
      itemEndSoFar = []
      startFromHere = []
      return
    }
    let delegate = collectionView.delegate as? any CollectionViewDelegateFlowLayout
    let sectionCount = collectionView.numberOfSections
    let insetBounds = collectionView.bounds.inset(by: collectionView.adjustedContentInset)
    let start = Swift.min(invalidated, sectionCount, sections.count)
    let previousCount = sections.count

    sections.removeSubrange(start...)
    let itemStart = sections.last.map { $0.firstItem + $0.itemCount } ?? 0
    itemFrames.removeSubrange(itemStart...)
    itemEndSoFar.removeSubrange(itemStart...)

    var cursor = Cursor()
    if let last = sections.last {
      cursor.itemCoordInScrollDirection = last.lastItemCoordInScrollDirection
      cursor.itemCoordInFixedDirection = last.lastItemCoordInFixedDirection
      cursor.nextRowCoordInScrollDirection = last.lastNextRowCoordInScrollDirection
      cursor.rollingSectionBounds = last.bounds
      cursor.endSoFar = last.endSoFar
    }
    sections.reserveCapacity(sectionCount)
    for sectionIndex in start..<sectionCount {
      layOutSection(
        sectionIndex, itemCount: collectionView.numberOfItems(inSection: sectionIndex),
        in: collectionView, delegate: delegate, insetBounds: insetBounds, cursor: &cursor)
    }
    updateStartFromHere(changedFrom: start, previousCount: previousCount)
    minimumInvalidatedSection = nil
  }

  /// Where the layout pass stands.
  private struct Cursor {
    var itemCoordInScrollDirection: CGFloat = 0
    var itemCoordInFixedDirection: CGFloat = 0
    var nextRowCoordInScrollDirection: CGFloat = 0
    var rollingSectionBounds: CGRect = .zero
    var endSoFar = -CGFloat.infinity
  }

  private func layOutSection(
    _ sectionIndex: Int, itemCount: Int, in collectionView: CollectionView,
    delegate: (any CollectionViewDelegateFlowLayout)?, insetBounds: CGRect, cursor: inout Cursor
  ) {
    let itemsEmpty = itemCount == 0
    let hideHeaderWhenItemsEmpty = itemsEmpty && !showHeaderWhenEmpty
    let headerSize =
      delegate?.collectionView(
        collectionView, layout: self, referenceSizeForHeaderInSection: sectionIndex) ?? .zero
    let footerSize =
      delegate?.collectionView(
        collectionView, layout: self, referenceSizeForFooterInSection: sectionIndex) ?? .zero
    let insets =
      delegate?.collectionView(collectionView, layout: self, insetForSectionAt: sectionIndex)
      ?? .zero
    let lineSpacing =
      delegate?.collectionView(
        collectionView, layout: self, minimumLineSpacingForSectionAt: sectionIndex) ?? 0
    let interitemSpacing =
      delegate?.collectionView(
        collectionView, layout: self, minimumInteritemSpacingForSectionAt: sectionIndex) ?? 0

    let vertical = scrollDirection == .vertical
    let leadingFixed = vertical ? insets.left : insets.top
    let trailingFixed = vertical ? insets.right : insets.bottom
    let leadingScroll = vertical ? insets.top : insets.left
    let trailingScroll = vertical ? insets.bottom : insets.right
    let boundsFixedLength = vertical ? insetBounds.width : insetBounds.height
    let paddedFixedLength = boundsFixedLength - leadingFixed - trailingFixed
    let headerLength = hideHeaderWhenItemsEmpty ? 0 : scroll(headerSize)
    let footerLength = hideHeaderWhenItemsEmpty ? 0 : scroll(footerSize)
    let headerExists = headerLength > 0
    let footerExists = footerLength > 0

    // The header pushes the first row down; its frame is found from the items' afterwards.
    cursor.itemCoordInScrollDirection += headerLength
    cursor.nextRowCoordInScrollDirection += headerLength
    // The section may continue the row of the one before, after its leading inset.
    cursor.itemCoordInFixedDirection += leadingFixed
    let maxCoordInFixedDirection = boundsFixedLength - trailingFixed

    var section = Section()
    section.firstItem = itemFrames.count
    section.itemCount = itemCount
    section.insets = insets
    itemFrames.reserveCapacity(itemFrames.count + itemCount)
    itemEndSoFar.reserveCapacity(itemEndSoFar.count + itemCount)
    var previousStart = -CGFloat.infinity
    var endSoFar = -CGFloat.infinity
    // Tolerates lengths that add up a little past the edge.
    let epsilon: CGFloat = 1
    for item in 0..<itemCount {
      let size =
        delegate?.collectionView(
          collectionView, layout: self,
          sizeForItemAt: IndexPath(item: item, section: sectionIndex)) ?? .zero
      var itemFixedLength = Swift.min(fixed(size), paddedFixedLength)
      if cursor.itemCoordInFixedDirection + itemFixedLength > maxCoordInFixedDirection + epsilon
        || (item == 0 && headerExists)
      {
        cursor.itemCoordInScrollDirection = cursor.nextRowCoordInScrollDirection
        cursor.itemCoordInFixedDirection = leadingFixed
        if item > 0 { cursor.itemCoordInScrollDirection += lineSpacing }
      }
      let distanceToEdge =
        paddedFixedLength - (cursor.itemCoordInFixedDirection + itemFixedLength)
      if stretchToEdge && distanceToEdge > 0 && distanceToEdge <= epsilon {
        itemFixedLength = paddedFixedLength - cursor.itemCoordInFixedDirection
      }
      let rawFrame =
        vertical
        ? CGRect(
          x: cursor.itemCoordInFixedDirection, y: cursor.itemCoordInScrollDirection + insets.top,
          width: itemFixedLength, height: size.height)
        : CGRect(
          x: cursor.itemCoordInScrollDirection + insets.left, y: cursor.itemCoordInFixedDirection,
          width: size.width, height: itemFixedLength)
      let frame = Self.integralScaled(rawFrame)
      itemFrames.append(frame)
      endSoFar = Swift.max(endSoFar, scroll(max: frame))
      itemEndSoFar.append(endSoFar)
      if scroll(min: frame) < previousStart { section.itemStartsAscend = false }
      previousStart = scroll(min: frame)

      cursor.nextRowCoordInScrollDirection = Swift.max(
        scroll(max: frame) - leadingScroll, cursor.nextRowCoordInScrollDirection)
      cursor.itemCoordInFixedDirection += itemFixedLength + interitemSpacing
      cursor.rollingSectionBounds =
        item == 0 ? frame : Self.union(cursor.rollingSectionBounds, frame)
    }

    let rolling = cursor.rollingSectionBounds
    let headerBounds =
      vertical
      ? CGRect(
        x: insets.left, y: itemsEmpty ? rolling.maxY : rolling.minY - headerSize.height,
        width: paddedFixedLength, height: hideHeaderWhenItemsEmpty ? 0 : headerSize.height)
      : CGRect(
        x: itemsEmpty ? rolling.maxX : rolling.minX - headerSize.width, y: insets.top,
        width: hideHeaderWhenItemsEmpty ? 0 : headerSize.width, height: paddedFixedLength)
    section.header = headerBounds
    if itemsEmpty { cursor.rollingSectionBounds = headerBounds }

    let itemsBounds = cursor.rollingSectionBounds
    let footerBounds =
      vertical
      ? CGRect(
        x: insets.left, y: itemsBounds.maxY, width: paddedFixedLength,
        height: hideHeaderWhenItemsEmpty ? 0 : footerSize.height)
      : CGRect(
        x: itemsBounds.maxX + insets.right, y: insets.top,
        width: hideHeaderWhenItemsEmpty ? 0 : footerSize.width, height: paddedFixedLength)
    section.footer = footerBounds

    // Only a header or footer with a length joins the bounds; an empty one would stretch them
    // over empty space.
    if headerExists {
      cursor.rollingSectionBounds = Self.union(cursor.rollingSectionBounds, headerBounds)
    }
    if footerExists {
      cursor.rollingSectionBounds = Self.union(cursor.rollingSectionBounds, footerBounds)
    }
    section.bounds = cursor.rollingSectionBounds

    cursor.itemCoordInFixedDirection += trailingFixed
    cursor.nextRowCoordInScrollDirection = Swift.max(
      cursor.nextRowCoordInScrollDirection,
      scroll(max: cursor.rollingSectionBounds) + trailingScroll)

    section.lastItemCoordInScrollDirection = cursor.itemCoordInScrollDirection
    section.lastItemCoordInFixedDirection = cursor.itemCoordInFixedDirection
    section.lastNextRowCoordInScrollDirection = cursor.nextRowCoordInScrollDirection
    if section.isValid { cursor.endSoFar = Swift.max(cursor.endSoFar, scroll(max: section.bounds)) }
    section.endSoFar = cursor.endSoFar
    sections.append(section)
  }

  /// Brings ``startFromHere`` up to date after the sections from `start` on were laid out again,
  /// going back from the last section until an earlier section's value does not change.
  private func updateStartFromHere(changedFrom start: Int, previousCount: Int) {
    let count = sections.count
    if startFromHere.count > count {
      startFromHere.removeSubrange(count...)
    } else if startFromHere.count < count {
      startFromHere.append(
        contentsOf: repeatElement(CGFloat.infinity, count: count - startFromHere.count))
    }
    var next = CGFloat.infinity
    var index = count - 1
    while index >= 0 {
      let section = sections[index]
      let value = Swift.min(section.isValid ? scroll(min: section.bounds) : .infinity, next)
      if index < start && index < previousCount && startFromHere[index] == value { break }
      startFromHere[index] = value
      next = value
      index -= 1
    }
  }

  // MARK: Geometry

  private func scroll(min rect: CGRect) -> CGFloat {
    scrollDirection == .vertical ? rect.minY : rect.minX
  }

  private func scroll(max rect: CGRect) -> CGFloat {
    scrollDirection == .vertical ? rect.maxY : rect.maxX
  }

  private func scroll(length rect: CGRect) -> CGFloat {
    scrollDirection == .vertical ? rect.height : rect.width
  }

  private func scroll(_ size: CGSize) -> CGFloat {
    scrollDirection == .vertical ? size.height : size.width
  }

  private func scroll(_ point: CGPoint) -> CGFloat {
    scrollDirection == .vertical ? point.y : point.x
  }

  private func fixed(_ size: CGSize) -> CGFloat {
    scrollDirection == .vertical ? size.width : size.height
  }

  /// The smallest rectangle around both; a rectangle without area still counts.
  static func union(_ lhs: CGRect, _ rhs: CGRect) -> CGRect {
    let minX = Swift.min(lhs.minX, rhs.minX)
    let minY = Swift.min(lhs.minY, rhs.minY)
    return CGRect(
      x: minX, y: minY, width: Swift.max(lhs.maxX, rhs.maxX) - minX,
      height: Swift.max(lhs.maxY, rhs.maxY) - minY)
  }

  /// `rect` with its origin rounded down and its size rounded up to whole pixels.
  static func integralScaled(_ rect: CGRect) -> CGRect {
    let scale = displayScale
    return CGRect(
      x: (rect.origin.x * scale).rounded(.down) / scale,
      y: (rect.origin.y * scale).rounded(.down) / scale,
      width: (rect.size.width * scale).rounded(.up) / scale,
      height: (rect.size.height * scale).rounded(.up) / scale)
  }
}
