import Foundation

/// A layout for vertically or horizontally scrolling lists of items of any size, in any number of
/// sections: IGListKit's `IGListCollectionViewLayout`.
///
/// It takes its sizes, insets and spacings from the collection view's delegate, which must adopt
/// `CollectionViewDelegateFlowLayout` (``ListAdapter`` does). Headers and footers are the
/// flow layout's kinds, `CollectionView.elementKindSectionHeader` and
/// `CollectionView.elementKindSectionFooter`.
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

  /// The laid-out sections, in order.
  var sections: [Section] { cache.sections }
  /// What the last layout pass computed.
  private var cache: LayoutCache
  /// The first section to lay out again, or `nil` when the layout is up to date.
  private var minimumInvalidatedSection: Int? = 0
  /// The bounds the layout last saw, to tell a scroll from a resize.
  private var knownBounds: CGRect?
  /// Whether ``invalidateLayout()`` is under way with the cache preserved.
  private var preservingCache = false
  private var axis: ScrollAxis { cache.axis }

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
    cache = LayoutCache(axis: ScrollAxis(scrollDirection))
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
  ///
  /// - Complexity: O(*n*) for the *n* items of the sections laid out again; nothing when no section
  ///   was invalidated.
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
    return axis.size(
      scroll: axis.scroll(max: last.bounds) + axis.scroll(trailing: last.insets),
      fixed: axis.fixed(length: collectionView.bounds) - axis.fixed(leading: inset)
        - axis.fixed(trailing: inset))
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
    if axis.scroll(min: oldBounds) != axis.scroll(min: newBounds) { return stickyHeaders }
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
  ///
  /// - Complexity: O(log *n* + *k*) for *n* items and *k* elements in the rect: sections and items
  ///   are found by binary search. A section whose items do not start in order along the scroll
  ///   direction is scanned from its first item in the rect to its end.
  open override func layoutAttributesForElements(in rect: CGRect)
    -> [CollectionViewLayoutAttributes]
  {
    let cache = self.cache
    guard let range = cache.sectionRange(in: rect) else { return [] }
    var result: [CollectionViewLayoutAttributes] = []
    for sectionIndex in range {
      let section = cache.sections[sectionIndex]
      if section.itemCount > 0 || showHeaderWhenEmpty {
        for kind in [
          CollectionView.elementKindSectionHeader, CollectionView.elementKindSectionFooter,
        ] {
          if let attributes = layoutAttributesForSupplementaryView(
            ofKind: kind, at: IndexPath(item: 0, section: sectionIndex)),
            attributes.frame.overlaps(rect), axis.scroll(length: attributes.frame) > 0
          {
            result.append(attributes)
          }
        }
      }
      cache.forEachItem(of: section, overlapping: rect) { index in
        if let attributes = layoutAttributesForItem(
          at: IndexPath(item: index - section.firstItem, section: sectionIndex))
        {
          result.append(attributes)
        }
      }
    }
    return result
  }

  /// The item's attributes, or `nil` if the item does not exist.
  ///
  /// - Complexity: O(1).
  open override func layoutAttributesForItem(at indexPath: IndexPath)
    -> CollectionViewLayoutAttributes?
  {
    guard let frame = cache.itemFrame(at: indexPath) else { return nil }
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
      at: itemIndexPath) ?? attributes
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
      at: itemIndexPath) ?? attributes
  }

  /// A section's header or footer, or `nil` if it has no area. A sticky header sits at the
  /// visible rect's top (or left) edge, between its section's start and the next section's.
  ///
  /// - Complexity: O(1).
  open override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    guard indexPath.count >= 1, sections.indices.contains(indexPath[0]) else { return nil }
    let sectionIndex = indexPath[0]
    let section = sections[sectionIndex]
    let frame: CGRect
    switch elementKind {
    case CollectionView.elementKindSectionHeader:
      if stickyHeaders, let collectionView {
        frame = cache.stickyHeader(
          ofSection: sectionIndex,
          at: axis.scroll(collectionView.contentOffset) + topContentInset + stickyHeaderYOffset)
      } else {
        frame = section.header
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

  // MARK: The layout pass

  private func calculateLayoutIfNeeded() {
    guard let invalidated = minimumInvalidatedSection else { return }
    guard let collectionView else {
      cache = LayoutCache(axis: axis)
      return
    }
    var builder = SectionBuilder(layout: self, collectionView: collectionView)
    builder.layOut(from: invalidated, into: &cache)
    minimumInvalidatedSection = nil
  }
}
