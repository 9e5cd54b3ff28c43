// IGListKit's diffing module name for ListDiffKit: `import IGListDiffKit` brings ListDiffKit, all
// of whose names are IGListDiffKit's (`ListDiffable`, `ListDiff`, its results and options), and
// Foundation.

@_exported import Foundation
@_exported import ListDiffKit
