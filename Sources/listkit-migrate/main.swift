import Foundation
import IGListKitMigration

// Applies the migration guide's mechanical edits, in place, to every Swift file under the
// folders or files given, and prints what it changed in each file.
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
    become closures, @objc goes, init(frame:) becomes required. A second run changes
    nothing. With --dry-run, nothing is written: each change is printed as a
    unified diff.
    """)
  exit(arguments.isEmpty ? 2 : 0)
}

var files: [String] = []
for path in arguments {
  var isDirectory: ObjCBool = false
  guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
    FileHandle.standardError.write(Data("listkit-migrate: no such file or folder: \(path)\n".utf8))
    exit(1)
  }
  if isDirectory.boolValue {
    let found = FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String } ?? []
    files += found.filter { $0.hasSuffix(".swift") }.sorted().map { path + "/" + $0 }
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
