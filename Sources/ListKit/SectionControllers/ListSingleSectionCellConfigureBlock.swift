/// Configures the one cell of a ``ListSingleSectionController`` with the section's object.
///
/// A plain closure type, as IGListKit's block: the section controller calls it on the main actor,
/// and a closure formed in main-actor code stays isolated to it, while one kept in a local
/// constant first can be passed as IGListKit code passes it.
public typealias ListSingleSectionCellConfigureBlock = (Any, CollectionViewCell) -> Void
