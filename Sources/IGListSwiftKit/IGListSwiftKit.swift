// IGListSwiftKit's module name for ListKit, which holds IGListSwiftKit's additions (the value
// section controller, typed single section controllers, async updates): `import IGListSwiftKit`
// brings IGListKit's module, UIKit's names included where UIKit does not exist.

@_exported import IGListKit
