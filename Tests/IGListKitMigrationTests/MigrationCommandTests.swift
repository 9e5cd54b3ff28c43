import Foundation
import IGListKitMigration
import Testing

/// `listkit-migrate` on a folder, as a user runs it: a dry run, a run, and a second run.
@Suite struct MigrationCommandTests {
  /// What one run printed and returned.
  private struct Run {
    var out = ""
    var err = ""
    var status: Int32 = 0

    init(_ arguments: [String]) {
      var out = ""
      var err = ""
      status = MigrationCommand.run(arguments, out: { out += $0 }, err: { err += $0 })
      self.out = out
      self.err = err
    }
  }

  private static let base = """
    import UIKit

    class RoundView: UIView {
      override init(frame: CGRect) {
        super.init(frame: frame)
      }
    }
    """

  private static let subclass = """
    import UIKit

    final class Pill: RoundView {
      override init(frame: CGRect) {
        super.init(frame: frame)
      }

      override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: "f", modifierFlags: .command, action: #selector(find))]
      }

      @objc func find() {}
    }
    """

  @Test func aDryRunWritesNothing_aRunMigratesAcrossFiles_andASecondRunChangesNothing() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("listkit-migrate-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let baseFile = folder.appendingPathComponent("RoundView.swift")
    let subclassFile = folder.appendingPathComponent("Pill.swift")
    try Self.base.write(to: baseFile, atomically: true, encoding: .utf8)
    try Self.subclass.write(to: subclassFile, atomically: true, encoding: .utf8)

    let dry = Run(["--dry-run", folder.path])
    #expect(dry.status == 0)
    #expect(dry.out.contains("--- \(subclassFile.path)\n+++ \(subclassFile.path)\n"))
    #expect(
      dry.out.contains("-  override init(frame: CGRect) {\n+  required init(frame: CGRect) {"))
    #expect(
      dry.out.hasSuffix("2 of 2 files would change\n1 place needs a hand (see the warnings)\n"))
    #expect(try String(contentsOf: subclassFile, encoding: .utf8) == Self.subclass)

    let run = Run([folder.path])
    #expect(run.status == 0)
    #expect(run.out.contains("2 of 2 files changed\n"))
    #expect(
      run.err.hasPrefix("\(subclassFile.path): warning: line 9: #selector(find) is left:"))
    let pill = try String(contentsOf: subclassFile, encoding: .utf8)
    // The subclass of a view whose init(frame:) the run makes required, in another file.
    #expect(pill.contains("  required init(frame: CGRect) {"))
    let round = try String(contentsOf: baseFile, encoding: .utf8)
    #expect(round.contains("  required override init(frame: CGRect) {"))

    let again = Run([folder.path])
    #expect(again.out.hasPrefix("0 of 2 files changed\n"))
    #expect(try String(contentsOf: subclassFile, encoding: .utf8) == pill)
  }

  @Test func aMissingPathFails_andNoPathPrintsTheUsage() {
    let missing = Run(["/nonexistent/listkit"])
    #expect(missing.status == 1)
    #expect(missing.err == "listkit-migrate: no such file or folder: /nonexistent/listkit\n")
    let none = Run([])
    #expect(none.status == 2)
    #expect(none.out.hasPrefix("usage: listkit-migrate [--dry-run] PATH..."))
  }
}
