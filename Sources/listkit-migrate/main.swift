import Foundation
import IGListKitMigration

// Applies the migration guide's mechanical edits, in place, to every Swift file under the
// folders or files given, and prints what it changed in each file; translates each nib and
// storyboard into Swift beside it. With --dry-run it writes nothing and prints, for each file it
// would change, a unified diff.
exit(
  MigrationCommand.run(
    Array(CommandLine.arguments.dropFirst()),
    out: { print($0, terminator: "") },
    err: { FileHandle.standardError.write(Data($0.utf8)) }))
