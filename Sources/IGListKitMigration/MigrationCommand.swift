import Foundation

/// `listkit-migrate`, the command: applies ``IGListKitMigration``'s edits in place to every Swift
/// file under the paths given, prints what it changed in each file, names in warnings what it
/// left for a hand, and translates each nib and storyboard into Swift beside it
/// (``InterfaceBuilderTranslator``). With `--dry-run` it writes nothing and prints, for each file
/// it would change, a unified diff.
public enum MigrationCommand {
  /// Runs the command with `arguments` (without the program's name), writing what it prints to
  /// `out` and its errors and warnings to `err`, each a whole line with its line break.
  ///
  /// - Returns: The exit status: 0, 1 when a file could not be read, written or translated, 2
  ///   without a path.
  public static func run(
    _ arguments: [String], out: (String) -> Void, err: (String) -> Void
  ) -> Int32 {
    let dryRun = arguments.contains("--dry-run")
    let arguments = arguments.filter { $0 != "--dry-run" }
    guard !arguments.isEmpty, !arguments.contains("--help"), !arguments.contains("-h") else {
      out(
        """
        usage: listkit-migrate [--dry-run] PATH...

        Applies the migration guide's mechanical edits to the Swift files under each PATH, in
        place: import UIKit becomes import IGListKit, diffIdentifier() returns AnyHashable,
        addTarget becomes addAction, gesture recognizers' and NotificationCenter's selectors
        become closures, @objc and @IBOutlet go (outlets are set by connectOutlet(_:to:)),
        init(frame:) becomes required. A #selector no edit could turn into a closure is named
        in a warning, with its file and line. Each .xib and .storyboard file becomes Swift beside it
        (NibCell.xib.swift), which UINib and UIStoryboard load by name. A second run changes
        nothing. With --dry-run, nothing is written: each change is printed as a
        unified diff.
        """ + "\n")
      return arguments.isEmpty ? 2 : 0
    }

    var files: [String] = []
    var documents: [String] = []
    let isDocument = { (name: String) in name.hasSuffix(".xib") || name.hasSuffix(".storyboard") }
    for path in arguments {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        err("listkit-migrate: no such file or folder: \(path)\n")
        return 1
      }
      if isDirectory.boolValue {
        let found = FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String } ?? []
        files += found.filter { $0.hasSuffix(".swift") }.sorted().map { path + "/" + $0 }
        documents += found.filter(isDocument).sorted().map { path + "/" + $0 }
      } else if isDocument(path) {
        documents.append(path)
      } else {
        files.append(path)
      }
    }

    var sources: [String] = []
    for file in files {
      guard let source = try? String(contentsOfFile: file, encoding: .utf8) else {
        err("listkit-migrate: cannot read \(file)\n")
        return 1
      }
      sources.append(source)
    }
    // The classes whose init(frame:) is required once migrated, across every file, so that a
    // subclass in one file sees its superclass in another.
    let requiredInitClasses = IGListKitMigration.requiredInitClasses(in: sources)

    var changed = 0
    var warnings = 0
    for (file, source) in zip(files, sources) {
      let result = IGListKitMigration.migrate(source, requiredInitClasses: requiredInitClasses)
      for warning in result.warnings {
        err("\(file): warning: \(warning)\n")
      }
      warnings += result.warnings.count
      guard !result.edits.isEmpty else { continue }
      changed += 1
      if dryRun {
        out(UnifiedDiff.between(source, result.text, path: file))
        continue
      }
      do {
        try result.text.write(toFile: file, atomically: true, encoding: .utf8)
      } catch {
        err("listkit-migrate: cannot write \(file): \(error)\n")
        return 1
      }
      out("\(file): " + result.edits.joined(separator: "; ") + "\n")
    }
    out("\(changed) of \(files.count) files " + (dryRun ? "would change" : "changed") + "\n")
    if warnings > 0 {
      out(
        "\(warnings) \(warnings == 1 ? "place needs" : "places need") a hand (see the warnings)\n")
    }

    // Each nib and storyboard becomes Swift beside it (NibCell.xib makes NibCell.xib.swift), which
    // ListUI's Nib(nibName:bundle:) and Storyboard(name:bundle:) find by the document's name.
    var translated = 0
    for document in documents {
      let name = (document as NSString).lastPathComponent
      let output = document + ".swift"
      guard let data = FileManager.default.contents(atPath: document) else {
        err("listkit-migrate: cannot read \(document)\n")
        return 1
      }
      let translation: InterfaceBuilderTranslation
      do {
        translation = try InterfaceBuilderTranslator.translate(data, documentName: name)
      } catch {
        err("listkit-migrate: \(error)\n")
        return 1
      }
      for note in translation.notes {
        err("listkit-migrate: not translated: \(note)\n")
      }
      let existing = try? String(contentsOfFile: output, encoding: .utf8)
      guard existing != translation.source else { continue }
      translated += 1
      if dryRun {
        out(UnifiedDiff.between(existing ?? "", translation.source, path: output))
        continue
      }
      do {
        try translation.source.write(toFile: output, atomically: true, encoding: .utf8)
      } catch {
        err("listkit-migrate: cannot write \(output): \(error)\n")
        return 1
      }
      out("\(output): \(translation.typeName), the Swift of \(name)\n")
    }
    if !documents.isEmpty {
      out(
        "\(translated) of \(documents.count) nibs and storyboards "
          + (dryRun ? "would be translated" : "translated") + "\n")
    }
    return 0
  }
}
