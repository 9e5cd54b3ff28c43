/// Tells section controllers when they enter and leave the working range: the visible sections
/// and `size` sections on each side, as IGListKit's working range handler does.
@MainActor
final class WorkingRangeHandler {
  private let size: Int
  private var reportedNegativeSize = false
  /// The visible items, as section and item: hashing two integers costs less than hashing an
  /// `IndexPath`, which a scroll does for every item that comes and goes.
  private var visibleItems: Set<VisibleItem> = []
  private var visibleItemsBySection: [Int: Int] = [:]
  /// The section controllers in the working range, in section order.
  private var controllersInRange: [ListSectionController] = []
  /// The sections of the working range as last worked out, and the generation of the adapter's
  /// section map then: while both stay, the range holds the same section controllers, and a
  /// display that leaves them, such as a one-row scroll inside a section, changes nothing; while
  /// the generation stays, each section keeps its section controller, and a range that moves
  /// looks up only the sections that come into it.
  private var lastRange: Range<Int>?
  private var lastGeneration = -1
  /// How many sections' controllers were looked up, for tests that count the work of a scroll.
  private(set) var lookedUpSectionCount = 0

  /// A handler for `size` sections on each side of the visible ones; below zero counts as zero.
  init(size: Int) {
    self.size = size
  }

  /// The item at `indexPath` appeared.
  func willDisplayItem(at indexPath: IndexPath, adapter: ListAdapter) {
    if visibleItems.insert(VisibleItem(indexPath)).inserted {
      visibleItemsBySection[indexPath.section, default: 0] += 1
    }
    update(adapter)
  }

  /// The item at `indexPath` disappeared.
  func didEndDisplayingItem(at indexPath: IndexPath, adapter: ListAdapter) {
    if visibleItems.remove(VisibleItem(indexPath)) != nil {
      let remaining = (visibleItemsBySection[indexPath.section] ?? 1) - 1
      visibleItemsBySection[indexPath.section] = remaining > 0 ? remaining : nil
    }
    update(adapter)
  }

  private func update(_ adapter: ListAdapter) {
    if size < 0 && !reportedNegativeSize {
      reportedNegativeSize = true
      adapter.diagnosticHandler(
        "The working range size \(size) is below zero; the working range is the visible "
          + "sections only.")
    }
    let reach = max(size, 0)
    var range: Range<Int>?
    // The first and last visible sections, in one pass over them.
    var first = Int.max
    var last = Int.min
    for section in visibleItemsBySection.keys {
      first = min(first, section)
      last = max(last, section)
    }
    if first <= last {
      let sectionCount = adapter.objects().count
      let start = max(first - reach, 0)
      let end = min(last + 1 + reach, sectionCount)
      range = start..<max(start, end)
    }
    let generation = adapter.sectionMap.generation
    if range == lastRange && generation == lastGeneration { return }
    let previousRange = lastRange
    let sameMap = generation == lastGeneration
    lastRange = range
    lastGeneration = generation
    if sameMap, let old = previousRange, let new = range, old.overlaps(new),
      controllersInRange.count == old.count
    {
      move(from: old, to: new, adapter: adapter)
      return
    }
    let inRange = range.map { lookUp($0, adapter: adapter) } ?? []
    let newKeys = Set(inRange.map(ObjectIdentifier.init))
    let oldKeys = Set(controllersInRange.map(ObjectIdentifier.init))
    for controller in inRange where !oldKeys.contains(ObjectIdentifier(controller)) {
      controller.workingRangeDelegate?.listAdapter(
        adapter, sectionControllerWillEnterWorkingRange: controller)
    }
    for controller in controllersInRange where !newKeys.contains(ObjectIdentifier(controller)) {
      controller.workingRangeDelegate?.listAdapter(
        adapter, sectionControllerDidExitWorkingRange: controller)
    }
    controllersInRange = inRange
  }

  /// Moves the range from `old` to `new`, which overlap, over a section map that has not
  /// changed since `old` was worked out: the sections that come in enter it and those that go
  /// leave it, each in section order, as when the whole range is worked out again. The section
  /// controllers that stay are not copied: those that go are removed from the ends of the range
  /// and those that come are added there.
  ///
  /// - Complexity: O(*r*) for *r* sections in the range, looking up only those that come in.
  private func move(from old: Range<Int>, to new: Range<Int>, adapter: ListAdapter) {
    let kept = max(old.lowerBound, new.lowerBound)..<min(old.upperBound, new.upperBound)
    let enteringBefore = lookUp(new.lowerBound..<kept.lowerBound, adapter: adapter)
    let enteringAfter = lookUp(kept.upperBound..<new.upperBound, adapter: adapter)
    let leavingBeforeCount = kept.lowerBound - old.lowerBound
    let leavingAfterCount = old.upperBound - kept.upperBound
    for controller in enteringBefore + enteringAfter {
      controller.workingRangeDelegate?.listAdapter(
        adapter, sectionControllerWillEnterWorkingRange: controller)
    }
    do {
      let inRange = controllersInRange
      let leavingAfter = (inRange.count - leavingAfterCount)..<inRange.count
      for index in 0..<leavingBeforeCount {
        inRange[index].workingRangeDelegate?.listAdapter(
          adapter, sectionControllerDidExitWorkingRange: inRange[index])
      }
      for index in leavingAfter {
        inRange[index].workingRangeDelegate?.listAdapter(
          adapter, sectionControllerDidExitWorkingRange: inRange[index])
      }
    }
    controllersInRange.removeLast(leavingAfterCount)
    controllersInRange.removeFirst(leavingBeforeCount)
    if !enteringBefore.isEmpty { controllersInRange.insert(contentsOf: enteringBefore, at: 0) }
    controllersInRange.append(contentsOf: enteringAfter)
  }

  /// The section controllers of `sections`, in order.
  private func lookUp(_ sections: Range<Int>, adapter: ListAdapter) -> [ListSectionController] {
    lookedUpSectionCount += sections.count
    return sections.compactMap { adapter.sectionController(forSection: $0) }
  }
}

/// A visible item's section and item.
private struct VisibleItem: Hashable {
  let section: Int
  let item: Int

  init(_ indexPath: IndexPath) {
    section = indexPath.section
    item = indexPath.item
  }
}
