import Foundation

extension ListSectionController {
  /// Sends `message` to the adapter's ``ListAdapter/diagnosticHandler``, or to standard error
  /// while the section controller has no adapter.
  func reportDiagnostic(_ message: String) {
    if let adapter = collectionContext as? ListAdapter {
      adapter.diagnosticHandler(message)
    } else {
      ListAdapter.writeToStandardError(message)
    }
  }
}
