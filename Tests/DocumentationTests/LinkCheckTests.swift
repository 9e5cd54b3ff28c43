import Foundation
import Testing

/// The README's links to files of the package lead to files that exist.
@Suite struct LinkCheckTests {
  /// The targets of the markdown links and link definitions in `text` that are paths within the
  /// package: not web addresses, not anchors.
  static func relativeLinkTargets(in text: String) -> [String] {
    let inline = text.matches(of: /\]\(([^)\s]+)\)/).map { String($0.output.1) }
    let definitions = text.matches(of: /(?m)^\[[^\]]+\]:\s*(\S+)/).map { String($0.output.1) }
    return (inline + definitions).filter { !$0.contains("://") && !$0.hasPrefix("#") }
  }

  @Test(arguments: ["README.md", "README.zh.md", "CONTRIBUTING.md", "MIGRATION.md"])
  func everyLinkToAFileOfThePackageLeadsToAFile(_ path: String) throws {
    let targets = Self.relativeLinkTargets(in: try PackageRoot.text(of: path))
    for target in targets {
      let file = String(target.prefix { $0 != "#" })
      #expect(
        FileManager.default.fileExists(atPath: PackageRoot.url.appendingPathComponent(file).path),
        "\(path) links to \(target), which is not a file of the package")
    }
  }

  @Test func theReadmesLinkToEveryArticle() throws {
    let readme = Self.relativeLinkTargets(in: try PackageRoot.text(of: "README.md"))
    let chinese = Self.relativeLinkTargets(in: try PackageRoot.text(of: "README.zh.md"))
    #expect(readme.contains("Sources/ListKit/ListKit.docc/GettingStarted.md"))
    #expect(Set(readme) == Set(chinese.map { $0 == "README.md" ? "README.zh.md" : $0 }))
    let articles = DocumentedFiles.paths.filter {
      $0.hasPrefix("Sources/ListKit/ListKit.docc/") && !$0.hasSuffix("/ListKit.md")
    }
    for article in articles {
      #expect(readme.contains(article), "README.md does not link to \(article)")
    }
  }

  @Test func findsInlineLinksAndDefinitionsButNotWebAddresses() {
    let text = """
      See [the guide](Docs/Guide.md#top) and [IGListKit](https://github.com/Instagram/IGListKit).
      [guide]: Docs/Other.md
      [anchor](#speed)
      """
    #expect(Self.relativeLinkTargets(in: text) == ["Docs/Guide.md#top", "Docs/Other.md"])
  }
}
