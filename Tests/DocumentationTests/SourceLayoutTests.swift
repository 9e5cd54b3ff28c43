import Foundation
import Testing

/// The libraries' source layout: every public type in a file named after it, so that a reader
/// finds a type by its name. Extensions live in `Type+Concern.swift` files, which declare no
/// public type of their own.
@Suite struct SourceLayoutTests {
  /// The library modules whose layout is checked.
  static let modules = [
    "ListDiffKit", "ListUI", "ListKit", "ListKitTerminal", "ListKitTestSupport", "IGListKit",
    "IGListDiffKit", "IGListSwiftKit", "IGListKitMigration", "ListKitWeb", "ListKitApp",
  ]

  @Test(arguments: modules)
  func everyPublicTypeIsInAFileNamedAfterIt(module: String) throws {
    let folder = PackageRoot.url.appendingPathComponent("Sources/\(module)")
    let files = try #require(
      FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    ).compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
    #expect(!files.isEmpty, "no sources in \(module)")
    for file in files {
      let name = file.deletingPathExtension().lastPathComponent
      let types = Self.publicTypes(in: try String(contentsOf: file, encoding: .utf8))
      let relative = "Sources/\(module)/" + file.path.dropFirst(folder.path.count + 1)
      #expect(types.count <= 1, "\(relative) declares \(types.joined(separator: ", "))")
      if let type = types.first {
        #expect(type == name, "\(relative) declares \(type), not \(name)")
      }
    }
  }

  @Test func theCheckFindsPublicTypesAfterAttributesAndModifiers() {
    let source = """
      @MainActor
      public final class First {}
      open class Second {}
      public protocol Third {}
      public typealias Fourth = Int
      struct Internal {}
      extension First { public struct Nested {} }
      """
    #expect(Self.publicTypes(in: source) == ["First", "Second", "Third", "Fourth"])
  }

  /// The names of the public and open types declared at the top level of `source`: classes,
  /// structs, enums, protocols, actors and type aliases, after any attributes.
  static func publicTypes(in source: String) -> [String] {
    let kinds: Set<Substring> = ["class", "struct", "enum", "protocol", "actor", "typealias"]
    var names: [String] = []
    for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
      // Only top-level declarations: they start in the first column.
      guard let first = line.first, first != " ", first != "}" else { continue }
      var words = line.split(separator: " ")[...]
      while let word = words.first, word.hasPrefix("@") { words.removeFirst() }
      guard let access = words.first, access == "public" || access == "open" else { continue }
      words.removeFirst()
      while let word = words.first, ["final", "nonisolated", "indirect"].contains(word) {
        words.removeFirst()
      }
      guard let kind = words.first, kinds.contains(kind), words.count > 1 else { continue }
      let name = words[words.index(after: words.startIndex)].prefix {
        $0.isLetter || $0.isNumber || $0 == "_"
      }
      names.append(String(name))
    }
    return names
  }
}
