import Foundation

/// Computes a flow layout's sections, each from 0 along the scroll direction.
@MainActor
struct FlowLayoutBuilder {
  let axis: FlowAxis
  let collectionView: CollectionView
  let layout: CollectionViewFlowLayout
  /// The delegate, looked up once: a dynamic cast per section and item would cost more than the
  /// layout.
  private let delegate: (any CollectionViewDelegateFlowLayout)?
  let crossLength: CGFloat

  init(axis: FlowAxis, collectionView: CollectionView, layout: CollectionViewFlowLayout) {
    delegate = layout.flowDelegate
    self.axis = axis
    self.collectionView = collectionView
    self.layout = layout
    crossLength = Self.crossLength(in: collectionView, along: axis)
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

  /// Lays out section `section` of `itemCount` items, from 0 along the scroll direction.
  func makeSection(_ section: Int, itemCount: Int) -> FlowSection {
    // Where the section has got to along the scroll direction.
    var cursor: CGFloat = 0
    let metrics = sectionMetrics(section)
    let insets = axis.insets(metrics.insets)
    let lineSpacing = metrics.lineSpacing
    let interitemSpacing = metrics.interitemSpacing
    let headerSize = metrics.headerSize
    let footerSize = metrics.footerSize

    var result = FlowSection()
    result.header = supplementary(size: headerSize, at: &cursor)

    cursor += insets.mainStart
    let crossStart = insets.crossStart
    let available = Swift.max(0, crossLength - insets.crossStart - insets.crossEnd)
    result.itemFrames.reserveCapacity(itemCount)
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
          at: IndexPath(indexes: [section, item]), in: collectionView, delegate: delegate)
      let itemCross = axis.cross(size)
      if item > lineStart && lineCross + interitemSpacing + itemCross > crossStart + available {
        finishLine(&result, items: lineStart..<item, lineMain: lineMain, at: cursor)
        cursor += lineMain + lineSpacing
        lineStart = item
        lineCross = crossStart
        lineMain = 0
      }
      if item > lineStart { lineCross += interitemSpacing }
      result.itemFrames.append(
        axis.rect(
          main: cursor, cross: lineCross, mainLength: axis.main(size), crossLength: itemCross))
      lineCross += itemCross
      lineMain = Swift.max(lineMain, axis.main(size))
    }
    if itemCount > lineStart {
      finishLine(&result, items: lineStart..<itemCount, lineMain: lineMain, at: cursor)
      cursor += lineMain
    }
    cursor += insets.mainEnd
    result.footer = supplementary(size: footerSize, at: &cursor)
    result.length = cursor
    return result
  }

  /// Records a line at `cursor` and centers its shorter items in it.
  private func finishLine(
    _ section: inout FlowSection, items: Range<Int>, lineMain: CGFloat, at cursor: CGFloat
  ) {
    for item in items {
      let offset = (lineMain - axis.main(section.itemFrames[item].size)) / 2
      if offset > 0 {
        if axis.isVertical {
          section.itemFrames[item].origin.y += offset
        } else {
          section.itemFrames[item].origin.x += offset
        }
      }
    }
    section.lines.append(FlowLine(mainMin: cursor, mainMax: cursor + lineMain, items: items))
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
