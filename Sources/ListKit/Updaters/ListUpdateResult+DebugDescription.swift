import Foundation

extension ListUpdateResult: CustomDebugStringConvertible {
  /// What the update did, one fact a line: whether it finished, how it reached the collection
  /// view and, for a batch update, its changes. ``debugDescriptionLines`` holds the lines.
  public var debugDescription: String {
    debugDescriptionLines.joined(separator: "\n")
  }

  /// The lines of ``debugDescription``. A batch update lists each kind of change, in ascending
  /// order:
  ///
  /// ```text
  /// <ListUpdateResult; finished: true>
  /// Outcome: batch updates
  ///   Delete sections: [0]
  ///   Insert sections: [2]
  ///   Move sections: []
  ///   Delete items: []
  ///   Insert items: []
  ///   Reload items: []
  ///   Move items: []
  /// ```
  ///
  /// Any other outcome is one line, such as
  /// `Outcome: reloaded in place of a batch update: 120 section changes, more than 100`.
  ///
  /// - Complexity: O(*n* log *n*) for *n* changes.
  public var debugDescriptionLines: [String] {
    var lines = ["<ListUpdateResult; finished: \(finished)>"]
    switch outcome {
    case .batchUpdates(let data):
      let paths = { (paths: [IndexPath]) in Self.list(paths.sorted().map { "\(Array($0))" }) }
      lines.append("Outcome: batch updates")
      lines.append("  Delete sections: \(Array(data.deleteSections))")
      lines.append("  Insert sections: \(Array(data.insertSections))")
      let sectionMoves = data.moveSections.sorted().map { "\($0.from) -> \($0.to)" }
      lines.append("  Move sections: \(Self.list(sectionMoves))")
      lines.append("  Delete items: \(paths(data.deleteIndexPaths))")
      lines.append("  Insert items: \(paths(data.insertIndexPaths))")
      lines.append("  Reload items: \(paths(data.updateIndexPaths))")
      let itemMoves = data.moveIndexPaths.sorted().map { "\(Array($0.from)) -> \(Array($0.to))" }
      lines.append("  Move items: \(Self.list(itemMoves))")
    case .reloadedData:
      lines.append("Outcome: reloaded the data")
    case .fellBackToReload(let fallback):
      lines.append("Outcome: reloaded in place of a batch update: \(Self.reason(fallback))")
    case .notApplied:
      lines.append("Outcome: not applied, without a collection view or a data source")
    case .unreported:
      lines.append("Outcome: unreported by the updater")
    }
    return lines
  }

  /// `items` in brackets, separated by commas, without quotes.
  private static func list(_ items: [String]) -> String {
    "[\(items.joined(separator: ", "))]"
  }

  /// Why `fallback` reloaded, in a few words.
  private static func reason(_ fallback: ListUpdateFallback) -> String {
    switch fallback {
    case .invalidUpdate(let error):
      return "the collection view rejected it: \(error.message)"
    case .tooManyChanges(let count):
      return "\(count) section changes, more than 100"
    case .sectionCountMismatch(let collectionView, let objects):
      return "the collection view had \(collectionView) sections where the diff started from "
        + "\(objects) objects"
    }
  }
}
