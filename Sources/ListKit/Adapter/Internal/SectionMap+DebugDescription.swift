import Foundation

extension SectionMap {
  /// One line per section: its index, object and section controller; a binding section
  /// controller's own lines follow its section's, indented, as IGListKit's section map shows
  /// them.
  var debugDescriptionLines: [String] {
    var lines = ["Section map: \(objects.count) sections"]
    enumerate { object, controller, section, _ in
      lines.append(
        "Section \(section): object \(object); section controller \(type(of: controller))")
      if let binding = controller as? any BindingSectionControllerErasure {
        lines.append(contentsOf: binding.debugDescriptionLines.dropFirst().map { "  \($0)" })
      }
    }
    return lines
  }
}
