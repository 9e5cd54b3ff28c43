import Foundation
import ListKitTestSupport
import Testing

/// The documentation's samples are the code the tests compile and run: each Swift block is found
/// in the sample sources, each output shown is what the sample prints, and each manifest snippet
/// names what the manifest declares.
@Suite struct SampleCheckTests {
  /// A documented file's code blocks.
  struct DocumentedFile {
    let path: String
    let blocks: [MarkdownCodeBlock]

    var name: String { URL(fileURLWithPath: path).lastPathComponent }

    func describe(_ block: MarkdownCodeBlock) -> String {
      "\(path):\(block.lineNumber) (```\(block.language) starting \"\(block.firstLine)\")"
    }

    /// The Swift blocks followed by a text block, with no other fenced block between them.
    var outputs: [(sample: MarkdownCodeBlock, output: MarkdownCodeBlock)] {
      zip(blocks, blocks.dropFirst()).filter { $0.language == "swift" && $1.language == "text" }
        .map { (sample: $0, output: $1) }
    }
  }

  static func documentedFiles() throws -> [DocumentedFile] {
    try DocumentedFiles.paths.map {
      DocumentedFile(path: $0, blocks: MarkdownCodeBlock.blocks(in: try PackageRoot.text(of: $0)))
    }
  }

  @Test func everyDocumentedFileExistsAndHasItsFencesClosed() throws {
    for path in DocumentedFiles.paths {
      let text = try PackageRoot.text(of: path)
      let fences = text.split(separator: "\n").filter {
        $0.drop { $0 == " " }.hasPrefix("```")
      }
      #expect(fences.count.isMultiple(of: 2), "\(path) has a code fence that is not closed")
    }
  }

  @Test func everySwiftBlockIsInTheCompiledSamples() throws {
    let sources = try SampleSources()
    var checked = 0
    for file in try Self.documentedFiles() {
      for block in file.blocks where block.language == "swift" {
        if ManifestSnippet.isManifestSnippet(block) { continue }
        checked += 1
        #expect(
          sources.file(containing: block) != nil,
          """
          \(file.describe(block)) is not in the compiled samples \
          (\(SampleSources.folders.joined(separator: ", "))); copy it there, verbatim up to \
          indentation, and run it in a test
          """)
      }
    }
    #expect(checked > 0)
  }

  @Test func everyManifestSnippetNamesTheManifestsProducts() throws {
    let manifest = try ManifestSnippet.Manifest(text: try PackageRoot.text(of: "Package.swift"))
    for file in try Self.documentedFiles() {
      for block in file.blocks where block.language == "swift" {
        guard ManifestSnippet.isManifestSnippet(block) else { continue }
        let problems = ManifestSnippet.problems(in: block.text, against: manifest)
        #expect(problems.isEmpty, "\(file.describe(block)): \(problems.joined(separator: "; "))")
      }
    }
  }

  @Test @MainActor func everyOutputShownIsWhatTheSamplePrints() async throws {
    var used = Set<String>()
    for file in try Self.documentedFiles() {
      var recorded: [(block: MarkdownCodeBlock, text: String)] = []
      defer {
        if OutputRecorder.isRecording, !recorded.isEmpty {
          #expect(throws: Never.self) { try OutputRecorder.record(recorded, in: file.path) }
        }
      }
      for (sample, output) in file.outputs {
        let matches = OutputSamples.all.filter {
          $0.file == file.name && $0.firstLine == sample.firstLine
        }
        guard let runnable = matches.first, matches.count == 1 else {
          Issue.record(
            """
            \(file.describe(sample)) shows an output (line \(output.lineNumber)) but \
            \(matches.count) OutputSamples in OutputSamples.all have file "\(file.name)" and \
            first line "\(sample.firstLine)"; there must be exactly one
            """)
          continue
        }
        used.insert("\(runnable.file)|\(runnable.firstLine)")
        let printed = try await PrintedOutput.capture { try await runnable.run() }
        if OutputRecorder.isRecording {
          recorded.append((output, printed.trimmingTrailingNewlines))
          continue
        }
        let expected = output.text.trimmingTrailingNewlines
        let actual = printed.trimmingTrailingNewlines
        #expect(
          actual == expected,
          """
          \(file.describe(sample)) prints something else than its output block shows:
          \(lineDiff(expected: expected, actual: actual))
          """)
      }
    }
    let unused = OutputSamples.all.filter { !used.contains("\($0.file)|\($0.firstLine)") }
    #expect(
      unused.isEmpty,
      "OutputSamples not shown in any documented file: \(unused.map { "\($0.file): \($0.firstLine)" })"
    )
  }

  @Test func aManifestSnippetIsCheckedAgainstTheManifest() throws {
    let manifest = try ManifestSnippet.Manifest(text: try PackageRoot.text(of: "Package.swift"))
    #expect(manifest.name == "ListKit")
    #expect(
      manifest.libraries == [
        "ListDiffKit", "ListUI", "ListKit", "ListKitTerminal", "ListKitWeb", "ListKitApp",
        "IGListKit",
        "IGListDiffKit", "IGListSwiftKit", "ListKitTestSupport",
      ])
    func problems(_ snippet: String) -> Int {
      ManifestSnippet.problems(in: snippet, against: manifest).count
    }
    #expect(problems(#".product(name: "ListKit", package: "ListKit"),"#) == 0)
    #expect(problems(#".product(name: "IGListKit", package: "ListKit"),"#) == 0)
    #expect(problems(#".product(name: "ListKitUI", package: "ListKit"),"#) == 1)
    #expect(
      problems(
        #".package(name: "IGListKit", path: ".."), .product(name: "ListUI", package: "ListKit")"#)
        == 1)
    #expect(
      problems(
        #".package(url: "https://example.com/me/ListKit.git", from: "1.0.0"), .product(name: "ListUI", package: "ListKit")"#
      )
        == 0)
    #expect(
      problems(
        #".package(url: "https://example.com/me/IGListKit.git", from: "1.0.0"), .product(name: "ListUI", package: "ListKit")"#
      )
        == 1)
    #expect(problems(#".package(name: "ListKit", path: "..")"#) == 1)
  }

  @Test func theCheckFindsBlocksAndOutputs() {
    let markdown = """
      Text.

      ```swift
      let a = 1
        print(a)
      ```

      ```text
      1
      ```

         ```swift
         indented()
         ```
      """
    let blocks = MarkdownCodeBlock.blocks(in: markdown)
    #expect(blocks.map(\.language) == ["swift", "text", "swift"])
    #expect(blocks[0].lines == ["let a = 1", "  print(a)"])
    #expect(blocks[2].lines == ["indented()"])
    #expect(blocks[2].lineNumber == 12)
    let file = DocumentedFile(path: "x.md", blocks: blocks)
    #expect(file.outputs.map(\.output.text) == ["1"])
  }

  @Test func aSampleIsFoundOnlyWhenItsParagraphsAreInOrderAndTheirLinesFollowEachOther() throws {
    let sources = try SampleSources()
    func block(_ lines: [String]) -> MarkdownCodeBlock {
      MarkdownCodeBlock(language: "swift", lines: lines, lineNumber: 1)
    }
    let indentedDifferently = block([
      "final class Comment: ListDiffable {", "", "let username: String",
    ])
    let lineLeftOut = block(["final class Comment: ListDiffable {", "let username: String"])
    let lineChanged = block(["final class Comment: ListDiffable {", "", "let username: Int"])
    #expect(sources.file(containing: indentedDifferently)?.hasSuffix("Comment.swift") == true)
    #expect(sources.file(containing: lineLeftOut) == nil)
    #expect(sources.file(containing: lineChanged) == nil)
    let paragraphsInOrder = block([
      "final class Comment: ListDiffable {", "", "func diffIdentifier() -> AnyHashable {",
    ])
    let paragraphsSwapped = block([
      "func diffIdentifier() -> AnyHashable {", "", "final class Comment: ListDiffable {",
    ])
    #expect(sources.file(containing: paragraphsInOrder)?.hasSuffix("Comment.swift") == true)
    #expect(sources.file(containing: paragraphsSwapped) == nil)
  }
}

extension String {
  /// The text without the line breaks at its end.
  var trimmingTrailingNewlines: String {
    String(self.reversed().drop { $0 == "\n" }.reversed())
  }
}
