/// ``ListTransitionDelegate`` under IGListKit's name: its header has no `NS_SWIFT_NAME`, so
/// IGListKit's Swift code conforms to `IGListTransitionDelegate`.
public typealias IGListTransitionDelegate = ListTransitionDelegate
