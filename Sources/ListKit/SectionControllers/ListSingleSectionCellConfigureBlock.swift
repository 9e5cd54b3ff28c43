/// Configures the one cell of a ``ListSingleSectionController`` with the section's object.
public typealias ListSingleSectionCellConfigureBlock = @MainActor (Any, CollectionViewCell) -> Void
