import Foundation

/// Computes a flow layout's sections, each from 0 along the scroll direction.
///
/// A class, so that the closures that lay out a batch update's sections share one builder: a
/// copy of a structure, or a closure that captured the collection view and the layout, would
/// retain them and the delegate for each section, each an object with a side table (they are
/// weakly referenced), whose reference count is changed the slow way.
@MainActor
final class FlowLayoutBuilder {
  let axis: FlowAxis
  let collectionView: CollectionView
  let layout: CollectionViewFlowLayout
  /// The delegate, looked up once: a dynamic cast per section and item would cost more than the
  /// layout.
  private let delegate: (any CollectionViewDelegateFlowLayout)?
  let crossLength: CGFloat
  /// The collection view's item counts, read once.
  private let itemCounts: [Int]
  /// How many sections and items ``makeSection(_:frames:lines:)`` laid out.
  private(set) var laidOutSectionCount = 0
  private(set) var laidOutItemCount = 0

  init(axis: FlowAxis, collectionView: CollectionView, layout: CollectionViewFlowLayout) {
    delegate = layout.flowDelegate
    self.axis = axis
    self.collectionView = collectionView
    self.layout = layout
    crossLength = Self.crossLength(in: collectionView, along: axis)
    itemCounts = collectionView.loadCountsIfNeeded()
  }

  /// The length across the scroll direction that sections are laid out in: the collection view's,
  /// less its insets.
  static func crossLength(in collectionView: CollectionView, along axis: FlowAxis) -> CGFloat {
    let inset = axis.insets(collectionView.adjustedContentInset)
    return Swift.max(
      0, axis.cross(collectionView.bounds.size) - inset.crossStart - inset.crossEnd)
  }

  /// The content size for sections of `length` along the scroll direction.
  func contentSize(length: CGFloat) -> CGSize {
    axis.isVertical
      ? CGSize(width: crossLength, height: length) : CGSize(width: length, height: crossLength)
  }

  /// The insets, spacings and header and footer sizes of `section`: the delegate's, in one call,
  /// else the layout's own.
  private func sectionMetrics(_ section: Int) -> FlowSectionMetrics {
    delegate?.collectionView(collectionView, layout: layout, metricsForSectionAt: section)
      ?? FlowSectionMetrics(
        insets: layout.sectionInset, lineSpacing: layout.minimumLineSpacing,
        interitemSpacing: layout.minimumInteritemSpacing, headerSize: layout.headerReferenceSize,
        footerSize: layout.footerReferenceSize)
  }

  /// Lays out section `section`, from 0 along the scroll direction, appending its item frames to
  /// `frames` and its lines to `lines`, and counts it; the lines' items count from the section's
  /// first.
  ///
  /// - Complexity: O(*m*) for *m* items, each sized once.
  func makeSection(_ section: Int, frames: inout [CGRect], lines: inout [FlowLine]) -> FlowSection {
    let itemCount =
      section >= 0 && section < itemCounts.count
      ? itemCounts[section] : collectionView.numberOfItems(inSection: section)
    laidOutSectionCount += 1
    laidOutItemCount += itemCount
    // Where the section has got to along the scroll direction.
    var cursor: CGFloat = 0
    let metrics = sectionMetrics(section)
    let insets = axis.insets(metrics.insets)
    let lineSpacing = metrics.lineSpacing
    let interitemSpacing = metrics.interitemSpacing

    var result = FlowSection()
    result.header = supplementary(size: metrics.headerSize, at: &cursor)

    cursor += insets.mainStart
    let crossStart = insets.crossStart
    let available = Swift.max(0, crossLength - insets.crossStart - insets.crossEnd)
    // The section's first item frame in `frames`.
    let first = frames.count
    var lineStart = 0
    var lineCross = crossStart
    var lineMain: CGFloat = 0
    // Without a delegate or self-sizing, every item has the layout's size: no index path needed.
    let uniformSize: CGSize? =
      delegate == nil && layout.estimatedItemSize == .zero ? layout.itemSize : nil
    for item in 0..<itemCount {
      let size =
        uniformSize
        ?? layout.sizeForItem(
          at: IndexPath(item: item, section: section), in: collectionView, delegate: delegate)
      let itemCross = axis.cross(size)
      if item > lineStart && lineCross + interitemSpacing + itemCross > crossStart + available {
        finishLine(
          items: lineStart..<item, lineMain: lineMain, at: cursor, frames: &frames,
          from: first, lines: &lines)
        cursor += lineMain + lineSpacing
        lineStart = item
        lineCross = crossStart
        lineMain = 0
      }
      if item > lineStart { lineCross += interitemSpacing }
      frames.append(
        axis.rect(
          main: cursor, cross: lineCross, mainLength: axis.main(size), crossLength: itemCross))
      lineCross += itemCross
      lineMain = Swift.max(lineMain, axis.main(size))
    }
    if itemCount > lineStart {
      finishLine(
        items: lineStart..<itemCount, lineMain: lineMain, at: cursor, frames: &frames,
        from: first, lines: &lines)
      cursor += lineMain
    }
    cursor += insets.mainEnd
    result.footer = supplementary(size: metrics.footerSize, at: &cursor)
    result.length = cursor
    return result
  }

  /// Records a line of `items` at `cursor` and centers its shorter items in it; the section's
  /// item frames start at `first` in `frames`.
  private func finishLine(
    items: Range<Int>, lineMain: CGFloat, at cursor: CGFloat, frames: inout [CGRect],
    from first: Int, lines: inout [FlowLine]
  ) {
    for item in items {
      let index = first + item
      let offset = (lineMain - axis.main(frames[index].size)) / 2
      if offset > 0 {
        if axis.isVertical {
          frames[index].origin.y += offset
        } else {
          frames[index].origin.x += offset
        }
      }
    }
    lines.append(FlowLine(mainMin: cursor, mainMax: cursor + lineMain, items: items))
  }

  /// A header or footer across the collection view at `cursor`, which it moves past it, or `nil`
  /// when it has no length.
  private func supplementary(size: CGSize, at cursor: inout CGFloat) -> CGRect? {
    let length = axis.main(size)
    guard length > 0 else { return nil }
    let frame = axis.rect(
      main: cursor, cross: 0, mainLength: length, crossLength: crossLength)
    cursor += length
    return frame
  }
}
