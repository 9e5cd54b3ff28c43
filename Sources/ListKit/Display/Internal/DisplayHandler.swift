import Foundation

/// Tracks which sections are on screen, to tell section controllers and the adapter's delegate
/// when a section's first view appears and its last view disappears, as IGListKit's display
/// handler does.
@MainActor
final class DisplayHandler {
  /// How many views each section controller has on screen, by controller.
  private var visibleViewCounts:
    [ObjectIdentifier: (controller: ListSectionController, count: Int)] = [:]
  /// The object each view on screen was displayed for.
  private var objectForView: [ObjectIdentifier: any ListDiffable] = [:]

  /// The section controllers with a view on screen, in the order of their sections.
  ///
  /// - Complexity: O(*v* log *v*) for *v* visible section controllers, each section looked up
  ///   once.
  var visibleSectionControllers: [ListSectionController] {
    visibleSectionControllers(withScrollDelegatesOnly: false)
  }

  /// The section controllers with a view on screen, in the order of their sections; only those
  /// with a scroll delegate when `withScrollDelegatesOnly`, which a scroll tells at each step:
  /// most have none, and are neither looked up nor sorted.
  ///
  /// - Complexity: O(*v* + *d* log *d*) for *v* visible section controllers, *d* of them kept.
  func visibleSectionControllers(withScrollDelegatesOnly: Bool) -> [ListSectionController] {
    var kept: [(section: Int, controller: ListSectionController)] = []
    for entry in visibleViewCounts.values
    where !withScrollDelegatesOnly || entry.controller.scrollDelegate != nil {
      kept.append((entry.controller.sectionIfInList ?? .max, entry.controller))
    }
    kept.sort { $0.section < $1.section }
    return kept.map(\.controller)
  }

  /// A cell of `controller` for `object` is about to appear.
  func willDisplay(
    cell: CollectionViewCell, adapter: ListAdapter, controller: ListSectionController,
    object: any ListDiffable, indexPath: IndexPath
  ) {
    controller.displayDelegate?.listAdapter(
      adapter, willDisplay: controller, cell: cell, at: indexPath.item)
    adapter.delegate?.listAdapter(adapter, willDisplay: object, cell: cell, at: indexPath)
    adapter.delegateAnnouncer.announceCellDisplay(
      adapter: adapter, object: object, cell: cell, indexPath: indexPath)
    willDisplay(
      view: cell, adapter: adapter, controller: controller, object: object,
      section: indexPath.section)
  }

  /// A supplementary view of `controller` for `object` is about to appear.
  func willDisplay(
    view: CollectionReusableView, adapter: ListAdapter, controller: ListSectionController,
    object: any ListDiffable, section: Int
  ) {
    objectForView[ObjectIdentifier(view)] = object
    let key = ObjectIdentifier(controller)
    let count = visibleViewCounts[key]?.count ?? 0
    if count == 0 {
      controller.displayDelegate?.listAdapter(adapter, willDisplay: controller)
      adapter.delegate?.listAdapter(adapter, willDisplay: object, at: section)
      adapter.delegateAnnouncer.announceObjectDisplay(
        adapter: adapter, object: object, index: section)
    }
    visibleViewCounts[key] = (controller, count + 1)
  }

  /// A cell of `controller` disappeared.
  func didEndDisplaying(
    cell: CollectionViewCell, adapter: ListAdapter, controller: ListSectionController,
    indexPath: IndexPath
  ) {
    guard let object = objectForView[ObjectIdentifier(cell)] else { return }
    controller.displayDelegate?.listAdapter(
      adapter, didEndDisplaying: controller, cell: cell, at: indexPath.item)
    adapter.delegate?.listAdapter(adapter, didEndDisplaying: object, cell: cell, at: indexPath)
    adapter.delegateAnnouncer.announceCellEndDisplay(
      adapter: adapter, object: object, cell: cell, indexPath: indexPath)
    didEndDisplaying(
      view: cell, adapter: adapter, controller: controller, section: indexPath.section)
  }

  /// A view of `controller` disappeared.
  func didEndDisplaying(
    view: CollectionReusableView, adapter: ListAdapter, controller: ListSectionController,
    section: Int
  ) {
    guard let object = objectForView.removeValue(forKey: ObjectIdentifier(view)) else { return }
    let key = ObjectIdentifier(controller)
    let count = (visibleViewCounts[key]?.count ?? 1) - 1
    if count <= 0 {
      visibleViewCounts[key] = nil
      controller.displayDelegate?.listAdapter(adapter, didEndDisplaying: controller)
      adapter.delegate?.listAdapter(adapter, didEndDisplaying: object, at: section)
      adapter.delegateAnnouncer.announceObjectEndDisplay(
        adapter: adapter, object: object, index: section)
    } else {
      visibleViewCounts[key] = (controller, count)
    }
  }
}
