import Foundation

/// Places the items of one group, and of the groups in it, for a compositional layout: exact
/// positions, rounded to cells later by the section.
@MainActor
struct CompositionalGroupSolver {
  /// The size a self-sizing cell asked for, by its item's index in the section.
  let preferredSize: (Int) -> CGSize?

  /// An item or group placed: its size, and its cells' frames from its origin.
  struct Placed {
    var size: CGSize
    var leaves: [Leaf] = []
  }

  /// A cell's frame, and which of its lengths are estimates.
  struct Leaf {
    var frame: CGRect
    var estimatedWidth: Bool
    var estimatedHeight: Bool
  }

  /// Places `element` in `container`, its cells taking the section's items from `first`, at most
  /// `available` of them; `length` fixes its length along an axis, as a group's `count` does.
  func place(
    _ element: CollectionLayoutItem, in container: CGSize, first: Int, available: Int,
    length: (CompositionalAxis, CGFloat)? = nil
  ) -> Placed {
    if let group = element as? CollectionLayoutGroup {
      return place(group, in: container, first: first, available: available, length: length)
    }
    let layoutSize = element.layoutSize
    let preferred =
      layoutSize.widthDimension.isEstimated || layoutSize.heightDimension.isEstimated
      ? preferredSize(first) : nil
    var width = layoutSize.widthDimension.resolved(in: container)
    var height = layoutSize.heightDimension.resolved(in: container)
    if layoutSize.widthDimension.isEstimated, let preferred { width = preferred.width }
    if layoutSize.heightDimension.isEstimated, let preferred { height = preferred.height }
    if let (axis, fixed) = length {
      if axis == .horizontal { width = fixed } else { height = fixed }
    }
    let size = CGSize(width: Swift.max(0, width), height: Swift.max(0, height))
    let frame = Self.inset(
      CGRect(origin: .zero, size: size), by: element.contentInsets,
      width: !layoutSize.widthDimension.isEstimated, height: !layoutSize.heightDimension.isEstimated
    )
    return Placed(
      size: size,
      leaves: [
        Leaf(
          frame: frame, estimatedWidth: layoutSize.widthDimension.isEstimated,
          estimatedHeight: layoutSize.heightDimension.isEstimated)
      ])
  }

  private func place(
    _ group: CollectionLayoutGroup, in container: CGSize, first: Int, available: Int,
    length: (CompositionalAxis, CGFloat)?
  ) -> Placed {
    let axis = CompositionalAxis(group.axis)
    let cross = axis.other
    let layoutSize = group.layoutSize
    var size = CGSize(
      width: layoutSize.widthDimension.resolved(in: container),
      height: layoutSize.heightDimension.resolved(in: container))
    if let (fixedAxis, fixed) = length {
      if fixedAxis == .horizontal { size.width = fixed } else { size.height = fixed }
    }
    let mainEstimated = axis.dimension(of: layoutSize).isEstimated && length?.0 != axis
    let crossEstimated = cross.dimension(of: layoutSize).isEstimated && length?.0 != cross
    let insets = group.contentInsets
    let inner = Self.inset(
      CGRect(origin: .zero, size: size), by: insets,
      width: !layoutSize.widthDimension.isEstimated, height: !layoutSize.heightDimension.isEstimated
    )
    let spacing = group.interItemSpacing?.spacing ?? 0
    let mainLength = axis.main(inner.size)

    // The subitems in turn, as many as fit, or as the count or the estimate says.
    var children: [(item: CollectionLayoutItem, first: Int, placed: Placed)] = []
    var used: CGFloat = 0
    var index = first
    let end = first + available
    let equalShare = group.count.map {
      (axis, Swift.max(0, (mainLength - spacing * CGFloat($0 - 1)) / CGFloat($0)))
    }
    while index < end, !group.subitems.isEmpty {
      let turn = children.count
      if let count = group.count, turn >= count { break }
      if group.count == nil, mainEstimated, turn >= group.subitems.count { break }
      let subitem =
        group.count == nil ? group.subitems[turn % group.subitems.count] : group.subitems[0]
      let placed = place(
        subitem, in: inner.size, first: index, available: end - index, length: equalShare)
      let childLength = axis.main(placed.size)
      let added = (turn > 0 ? spacing : 0) + childLength
      if group.count == nil, !mainEstimated, turn > 0, used + added > mainLength + 0.001 { break }
      if placed.leaves.isEmpty { break }
      children.append((subitem, index, placed))
      used += added
      index += placed.leaves.count
    }

    // An estimated length across: the children's, where they do not take a fraction of it.
    var crossLength = cross.main(inner.size)
    if crossEstimated {
      let intrinsic = children.filter { !cross.isFraction(cross.dimension(of: $0.item.layoutSize)) }
      if !intrinsic.isEmpty {
        crossLength = intrinsic.map { cross.main($0.placed.size) }.max() ?? crossLength
        let innerSize = axis.size(main: mainLength, cross: crossLength)
        for position in children.indices
        where cross.isFraction(cross.dimension(of: children[position].item.layoutSize)) {
          children[position].placed = place(
            children[position].item, in: innerSize, first: children[position].first,
            available: end - children[position].first, length: equalShare)
        }
      }
    }

    var gap = spacing
    if group.interItemSpacing?.isFlexibleSpacing == true, !mainEstimated, children.count > 1 {
      gap += Swift.max(0, (mainLength - used) / CGFloat(children.count - 1))
    }
    var result = Placed(size: .zero)
    var cursor: CGFloat = 0
    for (position, child) in children.enumerated() {
      if position > 0 { cursor += gap }
      let origin = axis.point(main: cursor, cross: 0)
      for leaf in child.placed.leaves {
        var moved = leaf
        moved.frame = leaf.frame.offsetBy(dx: inner.minX + origin.x, dy: inner.minY + origin.y)
        result.leaves.append(moved)
      }
      cursor += axis.main(child.placed.size)
    }
    let finalMain = mainEstimated ? cursor : axis.main(size)
    let finalCross = crossEstimated ? crossLength : cross.main(size)
    result.size = axis.size(main: finalMain, cross: finalCross)
    return result
  }

  /// `rect` less `insets` on the axes that say so; never of negative size.
  static func inset(
    _ rect: CGRect, by insets: DirectionalEdgeInsets, width: Bool, height: Bool
  ) -> CGRect {
    var result = rect
    if width {
      result.origin.x += insets.leading
      result.size.width = Swift.max(0, rect.width - insets.leading - insets.trailing)
    }
    if height {
      result.origin.y += insets.top
      result.size.height = Swift.max(0, rect.height - insets.top - insets.bottom)
    }
    return result
  }
}
