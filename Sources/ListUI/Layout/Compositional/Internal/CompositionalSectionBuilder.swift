import Foundation

/// Lays out one section of a compositional layout: its boundary items, insets and groups, along
/// the scrolling axis or, for a section that scrolls orthogonally, across it.
@MainActor
struct CompositionalSectionBuilder {
  /// The scrolling axis.
  let axis: CompositionalAxis
  /// The room sections are laid out in: the collection view's size less its insets.
  let effectiveSize: CGSize
  let solver: CompositionalGroupSolver

  func build(
    _ section: CollectionLayoutSection, itemCount: Int
  ) -> CompositionalSectionLayout {
    var result = CompositionalSectionLayout()
    result.behavior = section.orthogonalScrollingBehavior
    let insets = axis.insets(section.contentInsets)
    let crossLength = Swift.max(0, axis.cross(effectiveSize) - insets.crossStart - insets.crossEnd)
    let mainLength = Swift.max(0, axis.main(effectiveSize) - insets.mainStart - insets.mainEnd)
    let container = axis.size(main: mainLength, cross: crossLength)
    let boundary = BoundaryPlacer(
      axis: axis, crossStart: section.supplementariesFollowContentInsets ? insets.crossStart : 0,
      crossLength: section.supplementariesFollowContentInsets
        ? crossLength : axis.cross(effectiveSize),
      container: container)

    var cursor: CGFloat = 0
    var supplementaries: [CompositionalSectionLayout.Supplementary] = []
    let (before, over, after) = boundary.split(section.boundarySupplementaryItems)
    for item in before where item.extendsBoundary {
      supplementaries.append(boundary.place(item, at: cursor, pin: -1))
      cursor += boundary.length(of: item)
    }
    cursor += insets.mainStart
    let contentStart = cursor
    for item in before where !item.extendsBoundary {
      supplementaries.append(boundary.place(item, at: contentStart, pin: -1))
    }
    for item in over {
      supplementaries.append(boundary.place(item, at: contentStart, pin: 0))
    }

    var exact: [CGRect] = []
    exact.reserveCapacity(itemCount)
    var spans: [CompositionalSectionLayout.GroupSpan] = []
    var index = 0
    var crossCursor = insets.crossStart
    var deepest: CGFloat = 0
    while index < itemCount {
      let placed = solver.place(
        section.group, in: container, first: index, available: itemCount - index)
      guard !placed.leaves.isEmpty else { break }
      let origin =
        result.scrollsOrthogonally
        ? axis.point(main: contentStart, cross: crossCursor)
        : axis.point(main: cursor, cross: insets.crossStart)
      let frame = CGRect(origin: origin, size: placed.size)
      spans.append(
        CompositionalSectionLayout.GroupSpan(
          mainMin: axis.minMain(frame), mainMax: axis.maxMain(frame),
          crossMin: axis.minCross(frame), crossMax: axis.maxCross(frame),
          items: index..<(index + placed.leaves.count)))
      for leaf in placed.leaves {
        exact.append(leaf.frame.offsetBy(dx: origin.x, dy: origin.y))
        result.estimatedAxes.append((leaf.estimatedWidth ? 1 : 0) | (leaf.estimatedHeight ? 2 : 0))
      }
      index += placed.leaves.count
      if result.scrollsOrthogonally {
        crossCursor += axis.cross(placed.size) + section.interGroupSpacing
        deepest = Swift.max(deepest, axis.main(placed.size))
      } else {
        cursor += axis.main(placed.size) + section.interGroupSpacing
      }
    }
    if result.scrollsOrthogonally {
      cursor = contentStart + deepest
      if !spans.isEmpty { crossCursor -= section.interGroupSpacing }
      result.orthogonalLength = (crossCursor + insets.crossEnd).rounded()
    } else if !spans.isEmpty {
      cursor -= section.interGroupSpacing
    }
    let contentEnd = cursor
    for item in after where !item.extendsBoundary {
      supplementaries.append(
        boundary.place(item, at: contentEnd - boundary.length(of: item), pin: 1))
    }
    cursor += insets.mainEnd
    for item in after where item.extendsBoundary {
      supplementaries.append(boundary.place(item, at: cursor, pin: 1))
      cursor += boundary.length(of: item)
    }

    result.length = cursor.rounded()
    result.itemFrames = exact.map(\.roundedToCells)
    result.groups = spans.map { span in
      var rounded = span
      rounded.mainMin = span.mainMin.rounded()
      rounded.mainMax = span.mainMax.rounded()
      rounded.crossMin = span.crossMin.rounded()
      rounded.crossMax = span.crossMax.rounded()
      return rounded
    }
    result.supplementaries = supplementaries.map { supplementary in
      var rounded = supplementary
      rounded.frame = supplementary.frame.roundedToCells
      return rounded
    }
    return result
  }
}

/// Places boundary supplementary items along the scrolling axis and across it.
@MainActor
struct BoundaryPlacer {
  let axis: CompositionalAxis
  let crossStart: CGFloat
  let crossLength: CGFloat
  let container: CGSize

  /// The items before the content, over its start, and after it, in their order.
  func split(_ items: [CollectionLayoutBoundarySupplementaryItem]) -> (
    before: [CollectionLayoutBoundarySupplementaryItem],
    over: [CollectionLayoutBoundarySupplementaryItem],
    after: [CollectionLayoutBoundarySupplementaryItem]
  ) {
    var before: [CollectionLayoutBoundarySupplementaryItem] = []
    var over: [CollectionLayoutBoundarySupplementaryItem] = []
    var after: [CollectionLayoutBoundarySupplementaryItem] = []
    for item in items {
      switch edge(of: item.alignment) {
      case -1: before.append(item)
      case 1: after.append(item)
      default: over.append(item)
      }
    }
    return (before, over, after)
  }

  /// -1 for an alignment at the start of the scrolling axis, 1 at its end, 0 otherwise.
  func edge(of alignment: RectAlignment) -> Int {
    switch (axis, alignment) {
    case (.vertical, .top), (.vertical, .topLeading), (.vertical, .topTrailing): -1
    case (.vertical, .bottom), (.vertical, .bottomLeading), (.vertical, .bottomTrailing): 1
    case (.horizontal, .leading), (.horizontal, .topLeading), (.horizontal, .bottomLeading): -1
    case (.horizontal, .trailing), (.horizontal, .topTrailing), (.horizontal, .bottomTrailing): 1
    default: 0
    }
  }

  /// Where across the axis an alignment puts an item: -1 the start, 1 the end, 0 the middle.
  func crossEdge(of alignment: RectAlignment) -> Int {
    switch (axis, alignment) {
    case (.vertical, .topLeading), (.vertical, .leading), (.vertical, .bottomLeading),
      (.vertical, .none):
      -1
    case (.vertical, .topTrailing), (.vertical, .trailing), (.vertical, .bottomTrailing): 1
    case (.horizontal, .topLeading), (.horizontal, .top), (.horizontal, .topTrailing),
      (.horizontal, .none):
      -1
    case (.horizontal, .bottomLeading), (.horizontal, .bottom), (.horizontal, .bottomTrailing): 1
    default: 0
    }
  }

  func size(of item: CollectionLayoutBoundarySupplementaryItem) -> CGSize {
    let sized = axis.size(main: axis.main(container), cross: crossLength)
    return CGSize(
      width: Swift.max(0, item.layoutSize.widthDimension.resolved(in: sized)),
      height: Swift.max(0, item.layoutSize.heightDimension.resolved(in: sized)))
  }

  func length(of item: CollectionLayoutBoundarySupplementaryItem) -> CGFloat {
    axis.main(size(of: item))
  }

  func place(
    _ item: CollectionLayoutBoundarySupplementaryItem, at main: CGFloat, pin: Int
  ) -> CompositionalSectionLayout.Supplementary {
    let size = size(of: item)
    let across = axis.cross(size)
    let cross: CGFloat
    switch crossEdge(of: item.alignment) {
    case -1: cross = crossStart
    case 1: cross = crossStart + crossLength - across
    default: cross = crossStart + (crossLength - across) / 2
    }
    let frame = CGRect(origin: axis.point(main: main, cross: cross), size: size)
    return CompositionalSectionLayout.Supplementary(
      kind: item.elementKind,
      frame: CompositionalGroupSolver.inset(
        frame, by: item.contentInsets, width: true, height: true),
      pin: item.pinToVisibleBounds ? pin : 0, zIndex: item.zIndex)
  }
}
