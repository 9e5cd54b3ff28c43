#if !canImport(UIKit)
  import ListUI

  /// ListUI's ``ListUI/CollectionViewController`` under UIKit's name, where UIKit does not exist,
  /// so that IGListKit code keeps its type names. Where UIKit exists the name is UIKit's own.
  public typealias UICollectionViewController = CollectionViewController
#endif
