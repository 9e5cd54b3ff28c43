import Foundation

extension ListBindingSectionController: @MainActor CustomDebugStringConvertible {
  /// The section controller's state, one fact a line: its section, object, data source and
  /// selection delegate, its view models with their identifiers, and whether an update is under
  /// way. ``debugDescriptionLines`` holds the lines; the adapter's
  /// ``ListAdapter/debugDescription`` shows them under the section's line.
  public var debugDescription: String {
    debugDescriptionLines.joined(separator: "\n")
  }

  /// The lines of ``debugDescription``, as IGListKit's
  /// `IGListBindingSectionController+DebugDescription` gives them:
  ///
  /// ```text
  /// <PostSectionController; section: 0>
  /// Object: Post 1
  /// Data source: PostSectionController
  /// Selection delegate: none
  /// View models: 2
  ///   0: Header; identifier: header
  ///   1: Comment 7; identifier: 7
  /// Update: none under way
  /// ```
  ///
  /// - Complexity: O(*m*) for *m* view models.
  public var debugDescriptionLines: [String] {
    var lines = ["<\(type(of: self)); section: \(sectionIfInList.map { "\($0)" } ?? "none")>"]
    lines.append("Object: \(object.map { "\($0)" } ?? "none")")
    lines.append("Data source: \(dataSource.map { "\(type(of: $0))" } ?? "none")")
    lines.append("Selection delegate: \(selectionDelegate.map { "\(type(of: $0))" } ?? "none")")
    let viewModels = viewModels
    lines.append("View models: \(viewModels.count)")
    for (index, viewModel) in viewModels.enumerated() {
      lines.append("  \(index): \(viewModel); identifier: \(viewModel.diffIdentifier())")
    }
    switch state {
    case .idle: lines.append("Update: none under way")
    case .queued: lines.append("Update: queued")
    case .applied: lines.append("Update: being applied")
    }
    return lines
  }
}
