import Foundation

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
