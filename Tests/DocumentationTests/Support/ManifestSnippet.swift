import Foundation

/// A Swift block that shows part of a `Package.swift` of a package that uses ListKit. It cannot
/// be compiled on its own, so its package and product names are checked against the manifest.
enum ManifestSnippet {
  /// A manifest whose package name could not be read.
  struct UnreadableManifest: Error {}

  /// What the manifest declares.
  struct Manifest {
    /// The package's name.
    let name: String
    /// The names of its library products.
    let libraries: Set<String>
    /// The URLs of its own package dependencies.
    let dependencyURLs: Set<String>

    /// Reads the names from the manifest's text.
    init(text: String) throws {
      guard let name = Self.strings(after: "Package(\n  name: ", in: text).first else {
        throw UnreadableManifest()
      }
      self.name = name
      libraries = Set(Self.strings(after: ".library(name: ", in: text))
      dependencyURLs = Set(Self.strings(after: ".package(url: ", in: text))
    }

    /// Each quoted string that comes right after `prefix` in `text`.
    static func strings(after prefix: String, in text: String) -> [String] {
      text.components(separatedBy: prefix).dropFirst().compactMap { rest in
        guard rest.hasPrefix("\"") else { return nil }
        return rest.dropFirst().split(separator: "\"", maxSplits: 1).first.map(String.init)
      }
    }
  }

  /// Whether `block` is a manifest snippet: it declares a package dependency or a product.
  static func isManifestSnippet(_ block: MarkdownCodeBlock) -> Bool {
    block.lines.contains { line in
      let trimmed = line.trimmingLeadingAndTrailingSpaces
      return trimmed.hasPrefix(".package(") || trimmed.hasPrefix(".product(")
    }
  }

  /// What in `snippet` does not agree with `manifest`: packages named otherwise than ListKit,
  /// URLs whose package identity is not ListKit's (unless the manifest depends on them), and
  /// products it does not declare.
  static func problems(in snippet: String, against manifest: Manifest) -> [String] {
    var problems: [String] = []
    for url in Manifest.strings(after: ".package(url: ", in: snippet)
    where !manifest.dependencyURLs.contains(url) {
      let identity = URL(string: url)?.deletingPathExtension().lastPathComponent ?? url
      if identity.lowercased() != manifest.name.lowercased() {
        problems.append(
          "a dependency on \(url) is known as \"\(identity)\", not \"\(manifest.name)\"")
      }
    }
    for name in Manifest.strings(after: ".package(name: ", in: snippet) where name != manifest.name
    {
      problems.append("the package is named \"\(manifest.name)\", not \"\(name)\"")
    }
    for product in Manifest.strings(after: ".product(name: ", in: snippet)
    where !manifest.libraries.contains(product) {
      problems.append("\"\(product)\" is not a library product of the manifest")
    }
    for package in Manifest.strings(after: "package: ", in: snippet) where package != manifest.name
    {
      problems.append("products come from package \"\(manifest.name)\", not \"\(package)\"")
    }
    if Manifest.strings(after: ".product(name: ", in: snippet).isEmpty {
      problems.append("the snippet names no product")
    }
    return problems
  }
}
