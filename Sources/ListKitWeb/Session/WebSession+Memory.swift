@_spi(ListKit) import ListUI

extension WebSession {
  /// What the lists of the session's screens hold now: every collection view of the root
  /// controller's tree (a navigation controller's whole stack) and of what is presented, with
  /// its layout, and the section controllers and section map of the list adapter that feeds it.
  ///
  /// - Complexity: O(*v*) for *v* loaded views, plus O(*s* / 64) for *s* sections of a flow
  ///   layout (O(*s*) of a compositional one).
  var memoryFootprint: MemoryFootprint {
    MemoryFootprint(viewControllers: [rootViewController] + window.presentedControllers)
  }

  /// How long the session waits between two measurements of its lists' memory, in seconds.
  static let memoryCheckInterval: TimeInterval = 1

  /// Measures the lists' memory after a frame that changed the page, at most once every
  /// ``memoryCheckInterval``: at once if the last measurement is that old, else when it will be.
  func memoryMayHaveChanged() {
    guard pendingMemoryCheck == nil, !isClosed else { return }
    let wait = (lastMemoryCheck ?? -.infinity) + Self.memoryCheckInterval - clock.now
    guard wait > 0 else {
      checkMemory()
      return
    }
    pendingMemoryCheck = scheduler.schedule(after: wait) { [weak self] in
      self?.pendingMemoryCheck = nil
      self?.checkMemory()
    }
  }

  /// Measures the lists' memory: keeps the largest measurement, logs the measurement when it
  /// first reaches 16 MB and each time it doubles, and, past ``memoryLimit``, logs it and calls
  /// ``memoryLimitExceeded``, once.
  func checkMemory() {
    guard !isClosed else { return }
    lastMemoryCheck = clock.now
    let footprint = memoryFootprint
    let total = footprint.total
    if total > largestMemoryFootprint.total { largestMemoryFootprint = footprint }
    if total >= nextMemoryReport {
      log("its lists hold \(footprint.summary)")
      while nextMemoryReport <= total { nextMemoryReport *= 2 }
    }
    if let memoryLimit, total > memoryLimit, let exceeded = memoryLimitExceeded {
      memoryLimitExceeded = nil
      log(
        "its lists hold \(MemoryFootprint.megabytes(total)), more than the "
          + "\(MemoryFootprint.megabytes(memoryLimit)) a session may: closing it")
      exceeded(footprint)
    }
  }
}
