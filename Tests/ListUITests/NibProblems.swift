import ListUI

/// The problems reported to `Nib.problemHandler` while `body` runs, in order; the handler is
/// restored after.
@MainActor
func nibProblems(during body: () -> Void) -> [String] {
  var reports: [String] = []
  let saved = Nib.problemHandler
  Nib.problemHandler = { reports.append($0) }
  defer { Nib.problemHandler = saved }
  body()
  return reports
}
