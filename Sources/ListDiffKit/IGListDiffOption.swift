/// ``ListDiffOption`` under the name Swift gives IGListKit's `IGListDiffOption`: its
/// `NS_SWIFT_NAME` sits on the typedef and does not rename the enum, so IGListKit's Swift code
/// writes `IGListDiffOption`.
public typealias IGListDiffOption = ListDiffOption
