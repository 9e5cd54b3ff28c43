/// ``ListCollectionScrollingTraits`` under the name Swift gives IGListKit's
/// `IGListCollectionScrollingTraits`.
public typealias IGListCollectionScrollingTraits = ListCollectionScrollingTraits
