/// The size of the one cell of a ``ListSingleSectionController``, from the section's object and
/// the collection context.
///
/// A plain closure type, as IGListKit's block; the section controller calls it on the main actor.
public typealias ListSingleSectionCellSizeBlock = (Any, (any ListCollectionContext)?) -> CGSize
