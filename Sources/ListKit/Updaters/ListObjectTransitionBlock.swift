/// A block called with the new objects when the adapter applies changes to the collection view:
/// IGListKit's `IGListObjectTransitionBlock`, which its updating delegate no longer takes, kept
/// for code that declares its own blocks with it.
public typealias ListObjectTransitionBlock = ([Any]) -> Void
