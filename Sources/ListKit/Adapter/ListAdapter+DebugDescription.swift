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

extension SectionMap {
  /// One line per section: its index, object and section controller.
  var debugDescriptionLines: [String] {
    var lines = ["Section map: \(objects.count) sections"]
    enumerate { object, controller, section, _ in
      lines.append(
        "Section \(section): object \(object); section controller \(type(of: controller))")
    }
    return lines
  }
}

extension ListAdapterUpdater: @MainActor CustomDebugStringConvertible {
  /// The updater's state, one fact a line.
  public var debugDescription: String {
    [
      "<ListAdapterUpdater>",
      "Has queued changes: \(hasChanges)",
      "In data update block: \(isInDataUpdateBlock())",
      "sectionMovesAsDeletesInserts: \(sectionMovesAsDeletesInserts)",
      "singleItemSectionUpdates: \(singleItemSectionUpdates)",
      "preferItemReloadsForSectionReloads: \(preferItemReloadsForSectionReloads)",
      "allowsReloadingOnTooManyUpdates: \(allowsReloadingOnTooManyUpdates)",
      "allowsBackgroundDiffing: \(allowsBackgroundDiffing)",
    ].joined(separator: "\n")
  }
}
