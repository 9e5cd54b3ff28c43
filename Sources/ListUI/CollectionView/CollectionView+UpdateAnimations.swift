import Foundation

extension CollectionView {
  /// Where each cell and supplementary view on screen is drawn now, by identity: where the
  /// animations of the next batch update start, so that an update during another one goes on
  /// from what is shown.
  func presentationFrames() -> [ObjectIdentifier: CGRect] {
    var frames: [ObjectIdentifier: CGRect] = [:]
    let now = scheduler.now
    for cell in visibleCellsByIndexPath.values {
      frames[ObjectIdentifier(cell)] = cell.presentationFrame(at: now)
    }
    for view in visibleSupplementary.values {
      frames[ObjectIdentifier(view)] = view.presentationFrame(at: now)
    }
    return frames
  }

  /// Gives the views a batch update touched their ``View/animation``, each `duration` long from
  /// now along `curve`, as a terminal shows them:
  /// - a view that stays glides from where it was drawn (`start`) to its new frame;
  /// - an inserted item or section appears dimmed, behind the rows that slide away from it;
  /// - a reloaded item is highlighted, its old cell hidden at once;
  /// - a deleted item dims behind the rows that slide over it, and is no longer drawn after half
  ///   the time (nor, animated or not, in the end state);
  /// - an item that comes into view because others moved slides in with the item before it.
  func animate(
    _ update: BatchUpdate, mapping: UpdateMapping, from start: [ObjectIdentifier: CGRect],
    disappearing: DisappearingViews, duration: TimeInterval, curve: ViewAnimation.Curve
  ) {
    let now = scheduler.now
    let reloadedItems = Set(update.reloadItems)
    let reloadedSections = Set(update.reloadSections)
    let back = backgroundView == nil ? 0 : 1
    for (indexPath, cell) in disappearing.cells {
      let reloaded = reloadedItems.contains(indexPath) || reloadedSections.contains(indexPath[0])
      cell.animation = ViewAnimation(
        effect: .disappear, beginTime: now, duration: reloaded ? 0 : duration)
      if duration > 0 { insertSubview(cell, at: back) }
    }
    for (_, view) in disappearing.views {
      view.animation = ViewAnimation(effect: .disappear, beginTime: now, duration: duration)
      if duration > 0 { insertSubview(view, at: back) }
    }
    // What an earlier update left running ends here: the new animations start from what it
    // showed, and a view this update does not animate is drawn where it now is.
    for cell in visibleCellsByIndexPath.values { cell.animation = nil }
    for view in visibleSupplementary.values { view.animation = nil }
    guard duration > 0 else { return }
    // Arriving views go above the leaving ones and below the others.
    let arriving = back + disappearing.cells.count + disappearing.views.count

    let insertedItems = Set(update.insertItems)
    let insertedSections = Set(update.insertSections)
    func animation(startFrame: CGRect? = nil, effect: ViewAnimation.Effect) -> ViewAnimation {
      ViewAnimation(
        startFrame: startFrame, effect: effect, curve: curve, beginTime: now, duration: duration)
    }
    var shift = CGPoint.zero
    for indexPath in visibleCellsByIndexPath.keys.sorted() {
      guard let cell = visibleCellsByIndexPath[indexPath] else { continue }
      if let old = start[ObjectIdentifier(cell)] {
        shift = CGPoint(x: cell.frame.minX - old.minX, y: cell.frame.minY - old.minY)
        if old != cell.frame { cell.animation = animation(startFrame: old, effect: .none) }
      } else if insertedItems.contains(indexPath) || insertedSections.contains(indexPath[0]) {
        cell.animation = animation(effect: .appear)
        insertSubview(cell, at: arriving)
      } else if mapping.reloadedItems.contains(indexPath)
        || mapping.reloadedSections.contains(indexPath[0])
      {
        cell.animation = animation(effect: .highlight)
      } else if shift != .zero {
        let old = cell.frame.offsetBy(dx: -shift.x, dy: -shift.y)
        cell.animation = animation(startFrame: old, effect: .none)
      }
    }
    for (element, view) in visibleSupplementary {
      if let old = start[ObjectIdentifier(view)] {
        if old != view.frame { view.animation = animation(startFrame: old, effect: .none) }
      } else if insertedSections.contains(element.indexPath[0]) {
        view.animation = animation(effect: .appear)
      }
    }
  }
}
