// IGListSwiftKit's module name for ListKit's part of it (the value section controller and its
// identifiable values; the typed single section controllers and async updates are members of
// IGListKit's types): `import IGListSwiftKit` brings IGListKit's module, UIKit's names included
// where UIKit does not exist, and IGListSwiftKit's own names.

@_exported import IGListKit
@_exported import protocol ListKit.ListIdentifiable
@_exported import class ListKit.ListValueSectionController
