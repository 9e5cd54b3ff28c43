import Foundation

/// What the adapter does when the data source returns objects whose identifiers repeat.
public enum ListDuplicateIdentifierPolicy: Sendable, Hashable {
  /// IGListKit's: keep the first object with each identifier, drop the others, and report each
  /// dropped one to ``ListAdapter/diagnosticHandler``.
  case dropWithDiagnostic
  /// Stop the app with the diagnostic: duplicates are a bug to fix, not to survive.
  case fail
}
