/// ``ListAdapterUpdateType`` under the name Swift gives IGListKit's `IGListAdapterUpdateType`,
/// which IGListKit's Swift code writes in `listAdapter(_:didFinish:animated:)`.
public typealias IGListAdapterUpdateType = ListAdapterUpdateType
