// IGListKit's module name for ListKit: `import IGListKit` brings ListKit, ListDiffKit and ListUI,
// and, where UIKit does not exist, UIKit's names for ListUI's types (`UICollectionView` is
// `CollectionView`), so that IGListKit code needs its `import UIKit` lines removed and little
// else. Where UIKit exists the UIKit names are UIKit's own and this module adds none, so it never
// clashes with UIKit; an app should not depend on this module and on Instagram's IGListKit
// together, as both are named IGListKit.

@_exported import ListKit

// On Apple platforms `import UIKit` brings all of Foundation; on Linux `URLSession` and its kin
// are in FoundationNetworking, which this module brings in its place.
#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif
