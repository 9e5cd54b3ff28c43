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
  /// Where the section being laid out has got to.
  private var cursor: CGFloat = 0
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

  /// Lays out section `section` of `itemCount` items, from 0 along the scroll direction.
  mutating func makeSection(_ section: Int, itemCount: Int) -> FlowSection {
    cursor = 0
    let insets = axis.insets(
      delegate?.collectionView(collectionView, layout: layout, insetForSectionAt: section)
        ?? layout.sectionInset)
    let lineSpacing =
      delegate?.collectionView(
        collectionView, layout: layout, minimumLineSpacingForSectionAt: section)
      ?? layout.minimumLineSpacing
    let interitemSpacing =
      delegate?.collectionView(
        collectionView, layout: layout, minimumInteritemSpacingForSectionAt: section)
      ?? layout.minimumInteritemSpacing
    let headerSize =
      delegate?.collectionView(
        collectionView, layout: layout, referenceSizeForHeaderInSection: section)
      ?? layout.headerReferenceSize
    let footerSize =
      delegate?.collectionView(
        collectionView, layout: layout, referenceSizeForFooterInSection: section)
      ?? layout.footerReferenceSize

    var result = FlowSection()
    result.header = supplementary(size: headerSize)

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
        finishLine(&result, items: lineStart..<item, lineMain: lineMain)
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
      finishLine(&result, items: lineStart..<itemCount, lineMain: lineMain)
      cursor += lineMain
    }
    cursor += insets.mainEnd
    result.footer = supplementary(size: footerSize)
    result.length = cursor
    return result
  }

  /// Records a line and centers its shorter items in it.
  private func finishLine(_ section: inout FlowSection, items: Range<Int>, lineMain: CGFloat) {
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

  /// A header or footer across the collection view at the cursor, or `nil` when it has no length.
  private mutating func supplementary(size: CGSize) -> CGRect? {
    let length = axis.main(size)
    guard length > 0 else { return nil }
    let frame = axis.rect(
      main: cursor, cross: 0, mainLength: length, crossLength: crossLength)
    cursor += length
    return frame
  }
}
