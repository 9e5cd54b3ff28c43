/// Told when the cell of a ``ListSingleSectionController`` is selected or deselected.
@MainActor
public protocol ListSingleSectionControllerDelegate: AnyObject {
  /// The section controller's cell was selected.
  func didSelect(_ sectionController: ListSingleSectionController, with object: Any)

  /// The section controller's cell was deselected. The default does nothing.
  func didDeselect(_ sectionController: ListSingleSectionController, with object: Any)
}

extension ListSingleSectionControllerDelegate {
  /// Does nothing: deselection is optional, as in IGListKit.
  public func didDeselect(_ sectionController: ListSingleSectionController, with object: Any) {}
}
