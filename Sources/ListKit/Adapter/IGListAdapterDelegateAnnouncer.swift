/// ``ListAdapterDelegateAnnouncer`` under IGListKit's name: its header has no `NS_SWIFT_NAME`, so
/// IGListKit's Swift code writes `IGListAdapterDelegateAnnouncer.sharedInstance()`.
public typealias IGListAdapterDelegateAnnouncer = ListAdapterDelegateAnnouncer
