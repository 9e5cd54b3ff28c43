/// A block that returns the objects to transition to: IGListKit's `IGListToObjectBlock`, which
/// its updating delegate no longer takes, kept for code that declares its own blocks with it.
public typealias ListToObjectBlock = () -> [Any]?
