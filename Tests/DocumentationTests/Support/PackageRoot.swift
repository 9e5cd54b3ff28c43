import Foundation

/// The package's root folder, found from this file's place in it.
enum PackageRoot {
  /// The root folder.
  static let url = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Support
    .deletingLastPathComponent()  // DocumentationTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  /// The text of the file at `path`, relative to the root.
  static func text(of path: String) throws -> String {
    try String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)
  }
}
