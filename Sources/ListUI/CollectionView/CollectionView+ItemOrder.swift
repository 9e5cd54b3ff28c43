import Foundation

/// The items in order, which the renderers move the selection through.
extension CollectionView {
  /// The items in order, as index paths: the place of each one among all the items, and the
  /// item at each place. Kept until the counts change, by an update, a reload or an interactive
  /// move, so that asking again on every key and frame costs nothing.
  ///
  /// - Complexity: O(*s*) for *s* sections the first time after the counts change, O(1) after.
  @_spi(ListKit) public var itemOrder: ItemOrder {
    if let cachedItemOrder { return cachedItemOrder }
    let order = ItemOrder(counts: loadCountsIfNeeded())
    cachedItemOrder = order
    itemOrderBuildCount += 1
    return order
  }

  /// The place of the item a page key moves to from the item at `place`: the last item whose top
  /// is within `pages` screens (less one line) of that item's top, and at least the next or the
  /// previous item, as the renderers' Page Down and Page Up keys move.
  ///
  /// - Complexity: O(*k* log *s*) for the *k* items passed over, each looked up in the layout.
  @_spi(ListKit) public func itemPlace(pages: Int, awayFrom place: Int) -> Int {
    let order = itemOrder
    guard !order.isEmpty else { return 0 }
    let place = Swift.min(Swift.max(0, place), order.count - 1)
    func top(_ place: Int) -> CGFloat {
      layoutAttributesForItem(at: order[place])?.frame.minY ?? 0
    }
    let target = top(place) + CGFloat(pages) * Swift.max(1, bounds.height - 1)
    var destination = place
    if pages > 0 {
      while destination + 1 < order.count, top(destination + 1) <= target { destination += 1 }
      destination = Swift.max(destination, Swift.min(place + 1, order.count - 1))
    } else {
      while destination > 0, top(destination - 1) >= target { destination -= 1 }
      destination = Swift.min(destination, Swift.max(place - 1, 0))
    }
    return destination
  }
}
