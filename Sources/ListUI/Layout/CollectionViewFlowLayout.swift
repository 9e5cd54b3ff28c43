import Foundation

/// A layout that places items in lines, section after section, with optional headers and
/// footers: ListUI's `UICollectionViewFlowLayout`.
///
/// Items fill a line across the collection view, then the next line starts; in a vertical layout
/// lines run top to bottom and items left to right, in a horizontal one lines run left to right
/// and items top to bottom. Items shorter than their line are centered in it. Sizes, insets and
/// spacings come from the layout's properties or, per item and per section, from a
/// ``CollectionViewDelegateFlowLayout``. With a non-zero ``estimatedItemSize``, cells size
/// themselves through `preferredLayoutAttributesFitting(_:)`, offered first the delegate's size
/// for the item, or else the estimate.
///
/// Unlike UIKit, the space left on a line is not spread between its items: items keep the
/// minimum interitem spacing.
///
/// - Complexity: ``prepare()`` is O(*n*) for *n* items, and after a batch update that keeps its
///   untouched sections (ListKit's large updates) in proportion to the changed sections;
///   ``layoutAttributesForElements(in:)`` is O(log *n* + *k*) for *k* elements in the rect.
@MainActor
open class CollectionViewFlowLayout: CollectionViewLayout {
  /// The direction the content scrolls in.
  public enum ScrollDirection: Sendable, Hashable {
    /// Lines run top to bottom.
    case vertical
    /// Lines run left to right.
    case horizontal
  }

  // Trivial stored properties without the runtime's exclusivity checks: see `View`'s frame.
  /// The direction the content scrolls in.
  @exclusivity(unchecked) open var scrollDirection: ScrollDirection = .vertical {
    didSet { invalidateLayout() }
  }
  /// The size of each item, unless the delegate says otherwise.
  @exclusivity(unchecked) open var itemSize = CGSize(width: 50, height: 50) {
    didSet { invalidateLayout() }
  }
  /// A first guess at item sizes; non-zero turns on self-sizing cells.
  @exclusivity(unchecked) open var estimatedItemSize: CGSize = .zero {
    didSet { invalidateLayout() }
  }
  /// The spacing between lines.
  @exclusivity(unchecked) open var minimumLineSpacing: CGFloat = 10 {
    didSet { invalidateLayout() }
  }
  /// The spacing between items on a line.
  @exclusivity(unchecked) open var minimumInteritemSpacing: CGFloat = 10 {
    didSet { invalidateLayout() }
  }
  /// The size of section headers; zero in the scrolling direction means none.
  open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
  /// The size of section footers; zero in the scrolling direction means none.
  open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
  /// The insets of each section's items.
  @exclusivity(unchecked) open var sectionInset: EdgeInsets = .zero {
    didSet { invalidateLayout() }
  }

  private var sections = FlowSectionStore()
  private var contentSize: CGSize = .zero
  private var preparedBoundsSize: CGSize?
  /// The length across the scroll direction that the sections were laid out in, and the scroll
  /// direction.
  private var preparedCross: (length: CGFloat, direction: ScrollDirection)?
  /// How many sections and items the last ``prepare()`` laid out, for tests that check that a
  /// batch update lays out only what it changed.
  private(set) var laidOutSectionCount = 0
  private(set) var laidOutItemCount = 0
  /// How many sections the last ``prepare()`` copied from the layout before it, unchanged, rather
  /// than taking over the run they are in or cutting it.
  private(set) var copiedSectionCount = 0
  /// From how many sections a batch update that kept the untouched ones frees the layout it
  /// replaced on a background thread.
  static let sectionsReleasedInBackground = 50_000
  /// How many batch updates were laid out from a plan arranged at an earlier turn
  /// (``plan(_:)``), for tests that check that a prepared update uses it.
  private(set) var plannedRelayoutCount = 0
  /// How many runs of sections the prepared layout is kept in, for tests that check that batch
  /// updates do not leave it in ever smaller runs.
  var storedPieceCount: Int { sections.pieceCount }
  /// Sizes that self-sizing cells asked for.
  private var preferredSizes: [IndexPath: CGSize] = [:]

  /// Creates a flow layout with UIKit's defaults: 50 by 50 items, spacings of 10.
  public override init() {
    super.init()
  }

  /// The size of all the sections, with their insets, headers and footers.
  open override var collectionViewContentSize: CGSize { contentSize }

  /// Computes every section's lines, headers and footers; after a batch update whose untouched
  /// sections keep their counts and sizes (ListKit's large updates), only the sections it changed.
  ///
  /// - Complexity: O(*n*) for *n* items, each sized once; after such a batch update of *k*
  ///   sections, O(*s* / 32 + 32 *k* + *m*) for *s* sections and *m* items in the changed
  ///   sections.
  open override func prepare() {
    copiedSectionCount = 0
    guard let collectionView else {
      sections = FlowSectionStore()
      contentSize = .zero
      return
    }
    let builder = FlowLayoutBuilder(
      axis: FlowAxis(scrollDirection), collectionView: collectionView, layout: self)
    let cross = (builder.crossLength, scrollDirection)
    var store = FlowSectionStore.Builder()
    let sectionCount = collectionView.numberOfSections
    var keptChunks = false
    var planned: FlowSectionStore?
    if let relayout = pendingInvalidation?.batchRelayout, canRelayOut(relayout),
      relayout.mapping.newCount == sectionCount
    {
      keptChunks = true
      if let plan = relayout.plan as? FlowRelayoutPlan, plan.fits(relayout, over: sections) {
        // The kept runs were arranged at an earlier turn: only the changed sections are laid out.
        planned = plan.finish(layingOut: builder.makeSection)
        copiedSectionCount = plan.copiedSectionCount
        plannedRelayoutCount += 1
      } else {
        relayout.mapping.forEachRun(recomputing: relayout.recomputed) { range, _ in
          store.append(range, of: sections)
        } fresh: { section in
          store.append(section, layingOut: builder.makeSection)
        }
      }
    } else {
      for section in 0..<sectionCount {
        store.append(section, layingOut: builder.makeSection)
      }
    }
    laidOutSectionCount = builder.laidOutSectionCount
    laidOutItemCount = builder.laidOutItemCount
    preparedBoundsSize = collectionView.bounds.size
    preparedCross = cross
    if planned == nil { copiedSectionCount = store.copiedSectionCount }
    var replaced = Optional(sections)
    sections = planned ?? store.finish()
    if keptChunks && sections.count >= Self.sectionsReleasedInBackground {
      // The chunks the update replaced, and the list of the rest, are freed off the main actor.
      collectionView.scheduler.releaseInBackground(&replaced)
    }
    contentSize = builder.contentSize(length: sections.length)
  }

  /// Whether a batch update's `relayout` can keep the sections it does not touch: the layout is
  /// laid out for the collection view's size, its item sizes do not come from the cells, and it
  /// has the sections the update starts from.
  private func canRelayOut(_ relayout: BatchRelayout) -> Bool {
    guard let collectionView else { return false }
    let axis = FlowAxis(scrollDirection)
    let cross = (FlowLayoutBuilder.crossLength(in: collectionView, along: axis), scrollDirection)
    return estimatedItemSize == .zero && preparedBoundsSize == collectionView.bounds.size
      && preparedCross.map({ $0 == cross }) == true && relayout.mapping.oldCount == sections.count
  }

  /// Arranges the runs of sections that `relayout` keeps, ahead of its batch update, when the
  /// layout is current and can keep them.
  ///
  /// - Complexity: O(*p* + *k* log *p*) for *p* runs of sections and *k* changed sections.
  override func plan(_ relayout: BatchRelayout) -> AnyObject? {
    guard !needsPrepare, pendingInvalidation == nil, canRelayOut(relayout) else { return nil }
    return FlowRelayoutPlan(relayout, over: sections)
  }

  /// Arranges the next part of a plan this layout made; returns whether it is all arranged.
  ///
  /// - Complexity: at most ``FlowRelayoutPlan/stepsPerPart`` runs and places, each O(log *p*)
  ///   for *p* runs of sections.
  override func arrangeNextPart(of plan: AnyObject) -> Bool {
    guard let plan = plan as? FlowRelayoutPlan else { return true }
    plan.arrangeNextPart()
    return plan.isArranged
  }

  /// `rect`, laid out from 0 in a section, where the section starts at `start`.
  private func placed(_ rect: CGRect, at start: CGFloat) -> CGRect {
    scrollDirection == .vertical
      ? rect.offsetBy(dx: 0, dy: start) : rect.offsetBy(dx: start, dy: 0)
  }

  /// The item's size: what a self-sizing cell asked for, the estimate, the delegate's, or
  /// ``itemSize``.
  func sizeForItem(
    at indexPath: IndexPath, in collectionView: CollectionView,
    delegate: (any CollectionViewDelegateFlowLayout)?
  ) -> CGSize {
    if estimatedItemSize != .zero, let preferred = preferredSizes[indexPath] { return preferred }
    // A delegate's size is the item's size or, with self-sizing cells, the first guess the cell
    // is offered, as UIKit's flow layout offers it.
    return delegate?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath)
      ?? (estimatedItemSize != .zero ? estimatedItemSize : itemSize)
  }

  var flowDelegate: (any CollectionViewDelegateFlowLayout)? {
    collectionView?.delegate as? any CollectionViewDelegateFlowLayout
  }

  /// The headers, items and footers that intersect `rect`, in section order.
  ///
  /// - Complexity: O(log *n* + *k*) for *n* items and *k* items on the lines the rect crosses:
  ///   sections and lines are found by binary search.
  open override func layoutAttributesForElements(in rect: CGRect)
    -> [CollectionViewLayoutAttributes]
  {
    let axis = FlowAxis(scrollDirection)
    let (low, high) = axis.mainRange(of: rect)
    var result: [CollectionViewLayoutAttributes] = []
    var sectionIndex = sections.firstSection(endingAfter: low)
    while sectionIndex < sections.count {
      let section = sections[sectionIndex]
      let start = section.start
      guard start < high else { break }
      if let header = section.header.map({ placed($0, at: start) }), header.overlaps(rect) {
        result.append(
          supplementaryAttributes(
            CollectionView.elementKindSectionHeader, section: sectionIndex, frame: header))
      }
      let lines = section.lines
      var lineIndex = firstIndex(in: lines, endingAfter: low - start) { $0.mainMax }
      while lineIndex < lines.endIndex, lines[lineIndex].mainMin + start < high {
        for item in lines[lineIndex].items {
          let frame = placed(section.frame(ofItem: item), at: start)
          guard frame.overlaps(rect) else { continue }
          let attributes = CollectionViewLayoutAttributes(
            forCellWith: IndexPath(item: item, section: sectionIndex))
          attributes.frame = frame
          result.append(attributes)
        }
        lineIndex += 1
      }
      if let footer = section.footer.map({ placed($0, at: start) }), footer.overlaps(rect) {
        result.append(
          supplementaryAttributes(
            CollectionView.elementKindSectionFooter, section: sectionIndex, frame: footer))
      }
      sectionIndex += 1
    }
    return result
  }

  /// The first index whose element ends after `position`, by binary search over elements whose
  /// ends ascend.
  private func firstIndex<Elements: RandomAccessCollection>(
    in elements: Elements, endingAfter position: CGFloat, end: (Elements.Element) -> CGFloat
  ) -> Int where Elements.Index == Int {
    Partition.first(in: elements.startIndex..<elements.endIndex) {
      end(elements[$0]) > position
    }
  }

  private func supplementaryAttributes(_ kind: String, section: Int, frame: CGRect)
    -> CollectionViewLayoutAttributes
  {
    let attributes = CollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
    attributes.frame = frame
    return attributes
  }

  /// The item's attributes, or `nil` if the item does not exist.
  ///
  /// - Complexity: O(1).
  open override func layoutAttributesForItem(at indexPath: IndexPath)
    -> CollectionViewLayoutAttributes?
  {
    guard indexPath.count == 2, indexPath[0] >= 0, indexPath[0] < sections.count else {
      return nil
    }
    let section = sections[indexPath[0]]
    guard indexPath[1] >= 0, indexPath[1] < section.itemCount else { return nil }
    let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
    attributes.frame = placed(section.frame(ofItem: indexPath[1]), at: section.start)
    return attributes
  }

  /// The item under `position`; past the middle of the last item of another section, along the
  /// scroll direction, the end of that section, as UIKit proposes for a drop after it.
  open override func targetIndexPathForInteractivelyMovingItem(
    _ previousIndexPath: IndexPath, withPosition position: CGPoint
  ) -> IndexPath {
    let target = super.targetIndexPathForInteractivelyMovingItem(
      previousIndexPath, withPosition: position)
    guard let collectionView, target != previousIndexPath, target.count == 2,
      previousIndexPath.count == 2, target[0] != previousIndexPath[0],
      target[1] == collectionView.numberOfItems(inSection: target[0]) - 1,
      let frame = layoutAttributesForItem(at: target)?.frame
    else { return target }
    let isPastMiddle =
      scrollDirection == .vertical ? position.y > frame.midY : position.x > frame.midX
    return isPastMiddle ? IndexPath(indexes: [target[0], target[1] + 1]) : target
  }

  /// A section's header or footer, or `nil` if it has none.
  ///
  /// - Complexity: O(1).
  open override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    guard indexPath.count >= 1, indexPath[0] >= 0, indexPath[0] < sections.count else {
      return nil
    }
    let section = sections[indexPath[0]]
    let start = section.start
    let frame: CGRect?
    switch elementKind {
    case CollectionView.elementKindSectionHeader:
      frame = section.header.map { placed($0, at: start) }
    case CollectionView.elementKindSectionFooter:
      frame = section.footer.map { placed($0, at: start) }
    default: frame = nil
    }
    return frame.map { supplementaryAttributes(elementKind, section: indexPath[0], frame: $0) }
  }

  /// Whether the bounds' size changed since the last ``prepare()``; a scroll does not count.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    preparedBoundsSize != nil && newBounds.size != preparedBoundsSize
  }

  /// Whether cells are asked for their preferred attributes: only with an ``estimatedItemSize``,
  /// as UIKit's flow layout sizes its cells themselves only then.
  override var asksCellsForPreferredAttributes: Bool { estimatedItemSize != .zero }

  /// Whether a self-sizing cell asks for another size than it has.
  open override func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
  ) -> Bool {
    estimatedItemSize != .zero && originalAttributes.representedElementCategory == .cell
      && preferredAttributes.size != originalAttributes.size
  }

  /// Remembers the size the cell asked for, and invalidates its item.
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
}

extension CollectionViewFlowLayout: MemoryFootprintReporting {
  /// Adds the prepared layout: the sections' frames and lines, and the sizes self-sizing cells
  /// asked for.
  ///
  /// - Complexity: O(*s* / 64) for *s* sections.
  package func addMemoryFootprint(to footprint: inout MemoryFootprint) {
    footprint.add(
      MemoryFootprint.bytes(of: self) + sections.memoryBytes
        + MemoryFootprint.bytes(of: preferredSizes), to: "layout")
  }
}
