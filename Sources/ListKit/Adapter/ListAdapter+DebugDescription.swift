import Foundation

extension ListAdapter: @MainActor CustomDebugStringConvertible {
  /// The adapter's state, one fact a line: its updater, collection view, data source, registered
  /// identifiers and sections.
  public var debugDescription: String {
    debugDescriptionLines.joined(separator: "\n")
  }

  /// The lines of ``debugDescription``.
  public var debugDescriptionLines: [String] {
    var lines = ["<ListAdapter; updater: \(type(of: updater))>"]
    if let collectionView {
      lines.append(
        "Collection view: \(type(of: collectionView)); frame: \(collectionView.frame); "
          + "contentOffset: \(collectionView.contentOffset); sections: "
          + "\(collectionView.numberOfSections)")
    } else {
      lines.append("Collection view: none")
    }
    lines.append("Data source: \(dataSource.map { "\(type(of: $0))" } ?? "none")")
    lines.append("Registered cell identifiers: \(registeredCellIdentifiers.sorted())")
    lines.append(
      "Registered supplementary identifiers: \(registeredSupplementaryIdentifiers.sorted())")
    lines.append(contentsOf: sectionMap.debugDescriptionLines.map { "  \($0)" })
    if let previousSectionMap {
      lines.append("Previous section map:")
      lines.append(contentsOf: previousSectionMap.debugDescriptionLines.map { "  \($0)" })
    }
    return lines
  }
}
