import Foundation

extension CollectionView: @MainActor CustomDebugStringConvertible {
  /// The collection view's state, one fact a line: its layout, geometry, data source and
  /// delegate, sections and their item counts, the items on screen and selected, and the batch
  /// updates being recorded or animating. ``debugDescriptionLines`` holds the lines.
  ///
  /// Reading it asks nothing of the data source and lays nothing out: counts the collection view
  /// has not loaded yet are said to be not loaded.
  public var debugDescription: String {
    debugDescriptionLines.joined(separator: "\n")
  }

  /// The lines of ``debugDescription``, as IGListKit's `UICollectionView+DebugDescription`
  /// gives them:
  ///
  /// ```text
  /// <CollectionView; layout: CollectionViewFlowLayout>
  /// Frame: (0.0, 0.0, 20.0, 10.0); contentOffset: (0.0, 0.0); contentSize: (20.0, 5.0)
  /// Data source: TestDataSource
  /// Delegate: EventLog
  /// Sections: 2
  ///   Section 0: 3 items
  ///   Section 1: 2 items
  /// Visible items: [[0, 0], [0, 1], [0, 2], [1, 0], [1, 1]]
  /// Selected items: []
  /// Recording a batch update: no
  /// Batch updates animating: 0
  /// Reload pending: false
  /// Interactive movement: none
  /// ```
  ///
  /// - Complexity: O(*s* + *v* log *v* + *t* log *t*) for *s* sections, *v* cells on screen and
  ///   *t* selected items.
  public var debugDescriptionLines: [String] {
    var lines = ["<\(type(of: self)); layout: \(type(of: collectionViewLayout))>"]
    lines.append(
      "Frame: \(Self.describe(frame)); contentOffset: \(Self.describe(contentOffset)); "
        + "contentSize: \(Self.describe(contentSize))")
    lines.append("Data source: \(dataSource.map { "\(type(of: $0))" } ?? "none")")
    lines.append("Delegate: \(delegate.map { "\(type(of: $0))" } ?? "none")")
    if let sectionCounts {
      lines.append("Sections: \(sectionCounts.count)")
      for (section, count) in sectionCounts.enumerated() {
        lines.append("  Section \(section): \(count) \(count == 1 ? "item" : "items")")
      }
    } else {
      lines.append("Sections: not loaded")
    }
    lines.append("Visible items: \(indexPathsForVisibleItems.map(Array.init))")
    lines.append("Selected items: \(selectedIndexPaths.sorted().map(Array.init))")
    lines.append("Recording a batch update: \(recordingUpdate?.debugSummary ?? "no")")
    lines.append("Batch updates animating: \(updateEndsUnderWay.filter { !$0.hasRun }.count)")
    lines.append("Reload pending: \(needsReload)")
    if let interactiveMovement {
      lines.append(
        "Interactive movement: from \(Array(interactiveMovement.original)), now at "
          + "\(Array(interactiveMovement.current))")
    } else {
      lines.append("Interactive movement: none")
    }
    return lines
  }

  private static func describe(_ rect: CGRect) -> String {
    "(\(rect.origin.x), \(rect.origin.y), \(rect.size.width), \(rect.size.height))"
  }

  private static func describe(_ point: CGPoint) -> String { "(\(point.x), \(point.y))" }

  private static func describe(_ size: CGSize) -> String { "(\(size.width), \(size.height))" }
}

extension BatchUpdate {
  /// The changes recorded so far, by kind, leaving out the kinds with none:
  /// `yes (insertItems: [[0, 1]]; deleteSections: [2])`, or `yes (no changes yet)`.
  var debugSummary: String {
    let paths = { (paths: [IndexPath]) in "\(paths.map(Array.init))" }
    let kinds: [(String, Bool, String)] = [
      ("insertSections", insertSections.isEmpty, "\(insertSections)"),
      ("deleteSections", deleteSections.isEmpty, "\(deleteSections)"),
      ("reloadSections", reloadSections.isEmpty, "\(reloadSections)"),
      ("moveSections", moveSections.isEmpty, "\(moveSections.map { [$0.from, $0.to] })"),
      ("insertItems", insertItems.isEmpty, paths(insertItems)),
      ("deleteItems", deleteItems.isEmpty, paths(deleteItems)),
      ("reloadItems", reloadItems.isEmpty, paths(reloadItems)),
      ("moveItems", moveItems.isEmpty, "\(moveItems.map { [Array($0.from), Array($0.to)] })"),
    ]
    let changes = kinds.filter { !$0.1 }.map { "\($0.0): \($0.2)" }
    return "yes (\(changes.isEmpty ? "no changes yet" : changes.joined(separator: "; ")))"
  }
}
