/// ``ListDebugger`` under IGListKit's name: its header has no `NS_SWIFT_NAME`, so Swift spells it
/// `IGListDebugger`.
public typealias IGListDebugger = ListDebugger
