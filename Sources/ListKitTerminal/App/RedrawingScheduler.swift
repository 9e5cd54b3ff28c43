import ListUI

/// A scheduler that runs work on another and then asks the application for a frame, since the
/// work may have changed what is shown.
@MainActor
final class RedrawingScheduler: Scheduler {
  let base: any Scheduler
  weak var application: TerminalApplication?

  init(base: any Scheduler, application: TerminalApplication) {
    self.base = base
    self.application = application
  }

  var now: TimeInterval { base.now }

  @discardableResult
  func schedule(after delay: TimeInterval, _ work: @escaping @MainActor () -> Void)
    -> ScheduledWork
  {
    base.schedule(after: delay) { [weak self] in
      work()
      self?.application?.setNeedsDisplay()
    }
  }

  func runInBackground(
    priority: TaskPriority, _ work: @escaping @Sendable () -> Void,
    completion: @escaping @MainActor () -> Void
  ) {
    base.runInBackground(priority: priority, work) { [weak self] in
      completion()
      self?.application?.setNeedsDisplay()
    }
  }
}
