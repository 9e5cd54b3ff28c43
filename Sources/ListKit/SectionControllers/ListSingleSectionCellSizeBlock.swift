/// The size of the one cell of a ``ListSingleSectionController``, from the section's object and
/// the collection context.
public typealias ListSingleSectionCellSizeBlock =
  @MainActor (Any, (any ListCollectionContext)?) -> CGSize
