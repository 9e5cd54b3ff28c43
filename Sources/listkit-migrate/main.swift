import Foundation
import IGListKitMigration

// Applies the migration guide's mechanical edits, in place, to every Swift file under the
// folders or files given, and prints what it changed in each file; translates each nib and
// storyboard into Swift beside it.
// With --dry-run it writes nothing and prints, for each file it would change, a unified diff.
let dryRun = CommandLine.arguments.dropFirst().contains("--dry-run")
let arguments = CommandLine.arguments.dropFirst().filter { $0 != "--dry-run" }
guard !arguments.isEmpty, !arguments.contains("--help"), !arguments.contains("-h") else {
  print(
    """
    usage: listkit-migrate [--dry-run] PATH...

    Applies the migration guide's mechanical edits to the Swift files under each PATH, in
    place: import UIKit becomes import IGListKit, diffIdentifier() returns AnyHashable,
    addTarget becomes addAction, gesture recognizers' and NotificationCenter's selectors
    become closures, @objc and @IBOutlet go (outlets are set by connectOutlet(_:to:)),
    init(frame:) becomes required. Each .xib and .storyboard file becomes Swift beside it
    (NibCell.xib.swift), which UINib and UIStoryboard load by name. A second run changes
    nothing. With --dry-run, nothing is written: each change is printed as a
    unified diff.
    """)
  exit(arguments.isEmpty ? 2 : 0)
}

var files: [String] = []
var documents: [String] = []
let isDocument = { (name: String) in name.hasSuffix(".xib") || name.hasSuffix(".storyboard") }
for path in arguments {
  var isDirectory: ObjCBool = false
  guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
    FileHandle.standardError.write(Data("listkit-migrate: no such file or folder: \(path)\n".utf8))
    exit(1)
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

var changed = 0
for file in files {
  guard let source = try? String(contentsOfFile: file, encoding: .utf8) else {
    FileHandle.standardError.write(Data("listkit-migrate: cannot read \(file)\n".utf8))
    exit(1)
  }
  let result = IGListKitMigration.migrate(source)
  guard !result.edits.isEmpty else { continue }
  changed += 1
  if dryRun {
    print(UnifiedDiff.between(source, result.text, path: file), terminator: "")
    continue
  }
  do {
    try result.text.write(toFile: file, atomically: true, encoding: .utf8)
  } catch {
    FileHandle.standardError.write(Data("listkit-migrate: cannot write \(file): \(error)\n".utf8))
    exit(1)
  }
  print("\(file): " + result.edits.joined(separator: "; "))
}
print("\(changed) of \(files.count) files " + (dryRun ? "would change" : "changed"))

// Each nib and storyboard becomes Swift beside it (NibCell.xib makes NibCell.xib.swift), which
// ListUI's Nib(nibName:bundle:) and Storyboard(name:bundle:) find by the document's name.
var translated = 0
for document in documents {
  let name = (document as NSString).lastPathComponent
  let output = document + ".swift"
  guard let data = FileManager.default.contents(atPath: document) else {
    FileHandle.standardError.write(Data("listkit-migrate: cannot read \(document)\n".utf8))
    exit(1)
  }
  let translation: InterfaceBuilderTranslation
  do {
    translation = try InterfaceBuilderTranslator.translate(data, documentName: name)
  } catch {
    FileHandle.standardError.write(Data("listkit-migrate: \(error)\n".utf8))
    exit(1)
  }
  for note in translation.notes {
    FileHandle.standardError.write(Data("listkit-migrate: not translated: \(note)\n".utf8))
  }
  let existing = try? String(contentsOfFile: output, encoding: .utf8)
  guard existing != translation.source else { continue }
  translated += 1
  if dryRun {
    print(UnifiedDiff.between(existing ?? "", translation.source, path: output), terminator: "")
    continue
  }
  do {
    try translation.source.write(toFile: output, atomically: true, encoding: .utf8)
  } catch {
    FileHandle.standardError.write(Data("listkit-migrate: cannot write \(output): \(error)\n".utf8))
    exit(1)
  }
  print("\(output): \(translation.typeName), the Swift of \(name)")
}
if !documents.isEmpty {
  print(
    "\(translated) of \(documents.count) nibs and storyboards "
      + (dryRun ? "would be translated" : "translated"))
}
