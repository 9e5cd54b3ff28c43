import Foundation

extension CollectionView {
  /// An interactive move in progress.
  struct InteractiveMovement {
    let original: IndexPath
    var current: IndexPath
  }

  /// Whether an interactive move is in progress.
  public var isMovingItemInteractively: Bool { interactiveMovement != nil }

  /// Where the moving item is shown now, or `nil` when nothing moves.
  public var interactiveMovementTargetIndexPath: IndexPath? { interactiveMovement?.current }

  /// Starts moving the item at `indexPath`, if the data source allows it.
  ///
  /// - Returns: Whether the move started.
  @discardableResult
  public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
    guard interactiveMovement == nil, isValidItem(indexPath), let dataSource,
      dataSource.collectionView(self, canMoveItemAt: indexPath)
    else { return false }
    interactiveMovement = InteractiveMovement(original: indexPath, current: indexPath)
    return true
  }

  /// Moves the item to where the layout places `targetPosition` (content coordinates), where
  /// the delegate agrees; the other items make room, without asking the data source.
  public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
    guard var movement = interactiveMovement else { return }
    let proposed = collectionViewLayout.targetIndexPathForInteractivelyMovingItem(
      movement.current, withPosition: targetPosition)
    let target =
      collectionDelegate?.collectionView(
        self, targetIndexPathForMoveOfItemFromOriginalIndexPath: movement.original,
        atCurrentIndexPath: movement.current, toProposedIndexPath: proposed) ?? proposed
    guard target != movement.current, isValidTarget(target, movingFrom: movement.current) else {
      return
    }
    let current = movement.current
    movement.current = target
    interactiveMovement = movement
    moveVisibleCell(from: current, to: target)
  }

  /// Ends the move: the data source moves the item's data from where it started to where it is.
  /// The selection stays on the items it moved with.
  public func endInteractiveMovement() {
    guard let movement = interactiveMovement else { return }
    interactiveMovement = nil
    guard movement.original != movement.current else { return }
    dataSource?.collectionView(self, moveItemAt: movement.original, to: movement.current)
    // The selection moved with the cells as the item moved: it is where the data now is.
    collectionViewLayout.invalidateLayout()
    layoutIfNeeded()
  }

  /// Cancels the move: the item goes back, and the data source is not told.
  public func cancelInteractiveMovement() {
    guard let movement = interactiveMovement else { return }
    interactiveMovement = nil
    moveVisibleCell(from: movement.current, to: movement.original)
    collectionViewLayout.invalidateLayout()
    layoutIfNeeded()
  }

  /// Moves the cells on screen, the selection and the section counts, as if the item at `from`
  /// were removed and put back at `to`.
  private func moveVisibleCell(from: IndexPath, to: IndexPath) {
    if var counts = sectionCounts, from[0] != to[0] {
      counts[from[0]] -= 1
      counts[to[0]] += 1
      sectionCounts = counts
    }
    var cells: [IndexPath: CollectionViewCell] = [:]
    for (indexPath, cell) in visibleCellsByIndexPath {
      cells[shifted(indexPath, movingFrom: from, to: to)] = cell
    }
    visibleCellsByIndexPath = cells
    selectedIndexPaths = Set(selectedIndexPaths.map { shifted($0, movingFrom: from, to: to) })
    collectionViewLayout.invalidateLayout()
    layoutIfNeeded()
  }

  /// Whether the moving item, now at `current`, can be shown at `target`: an existing item's
  /// place, or the end of another section.
  private func isValidTarget(_ target: IndexPath, movingFrom current: IndexPath) -> Bool {
    guard target.count == 2, let counts = sectionCounts, counts.indices.contains(target[0]) else {
      return false
    }
    let limit = target[0] == current[0] ? counts[target[0]] : counts[target[0]] + 1
    return (0..<limit).contains(target[1])
  }

  /// Where the item shown at `indexPath` during `movement` is in the data source's data, which
  /// has not moved yet: ``shifted(_:movingFrom:to:)`` undone.
  func unshifted(_ indexPath: IndexPath, by movement: InteractiveMovement) -> IndexPath {
    let (from, to) = (movement.original, movement.current)
    if indexPath == to { return from }
    var result = indexPath
    if result[0] == to[0] && result[1] > to[1] { result[1] -= 1 }
    if result[0] == from[0] && result[1] >= from[1] { result[1] += 1 }
    return result
  }

  /// Where `indexPath` ends up when the item at `from` moves to `to`.
  func shifted(_ indexPath: IndexPath, movingFrom from: IndexPath, to: IndexPath) -> IndexPath {
    if indexPath == from { return to }
    var result = indexPath
    if indexPath[0] == from[0] && indexPath[1] > from[1] { result[1] -= 1 }
    if result[0] == to[0] && result[1] >= to[1] { result[1] += 1 }
    return result
  }
}
