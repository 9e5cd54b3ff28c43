/// A section of one cell configured from one view model, the section's object: ListKit's
/// `IGListBindingSingleSectionController`.
///
/// Subclass it and override ``configureCell(_:withViewModel:)`` and ``size(forViewModel:)``;
/// the cell is a `Cell` unless ``cellClass()`` says otherwise. When the object changes to an
/// unequal one, the cell on screen is configured again in place.
///
/// ```swift
/// final class NameSectionController: ListBindingSingleSectionController<Person, NameCell> {
///   override func configureCell(_ cell: NameCell, withViewModel viewModel: Person) {
///     cell.label.text = viewModel.name
///   }
///
///   override func size(forViewModel viewModel: Person) -> CGSize {
///     CGSize(width: collectionContext?.containerSize.width ?? 0, height: 1)
///   }
/// }
/// ```
open class ListBindingSingleSectionController<ViewModel, Cell: CollectionViewCell>:
  ListSectionController
{
  private var viewModel: ViewModel?
  private var object: (any ListDiffable)?

  /// Creates the section controller.
  public override init() {
    super.init()
  }

  /// The class of the section's cell, a `Cell` or a subclass of it; the default is `Cell`.
  /// IGListKit's `cellClass()` returns `AnyClass`, and so does this; a class that is not a
  /// `Cell` is reported to the adapter's diagnostic handler and the cell is left unconfigured.
  open func cellClass() -> AnyClass { Cell.self }

  /// Configures `cell` for `viewModel`. Subclasses override it; the default reports that it was
  /// not overridden.
  open func configureCell(_ cell: Cell, withViewModel viewModel: ViewModel) {
    reportDiagnostic("\(Self.self) must override configureCell(_:withViewModel:).")
  }

  /// The size of the cell for `viewModel`. Subclasses override it; the default reports that it
  /// was not overridden and is zero.
  open func size(forViewModel viewModel: ViewModel) -> CGSize {
    reportDiagnostic("\(Self.self) must override size(forViewModel:).")
    return .zero
  }

  /// The cell was selected. The default does nothing.
  open func didSelectItem(with cell: Cell) {}

  /// The cell was deselected. The default does nothing.
  open func didDeselectItem(with cell: Cell) {}

  /// The cell was highlighted. The default does nothing.
  open func didHighlightItem(with cell: Cell) {}

  /// The cell was unhighlighted. The default does nothing.
  open func didUnhighlightItem(with cell: Cell) {}

  /// Whether the section's cell is on screen.
  public func isDisplayingCell() -> Bool { displayedCell != nil }

  private var displayedCell: Cell? {
    collectionContext?.cellForItem(at: 0, sectionController: self) as? Cell
  }

  // MARK: Section controller

  /// One cell.
  open override func numberOfItems() -> Int { 1 }

  /// ``size(forViewModel:)`` of the current view model.
  open override func sizeForItem(at index: Int) -> CGSize {
    guard let viewModel else { return .zero }
    return size(forViewModel: viewModel)
  }

  /// A ``cellClass()`` cell, configured with the current view model.
  open override func cellForItem(at index: Int) -> CollectionViewCell {
    guard let context = collectionContext else {
      preconditionFailure("\(Self.self) asked for a cell outside an adapter.")
    }
    let cell = context.dequeueReusableCell(of: cellClass(), for: self, at: index)
    guard let typed = cell as? Cell else {
      reportDiagnostic("\(Self.self) dequeued \(type(of: cell)), which is not a \(Cell.self).")
      return cell
    }
    if let viewModel { configureCell(typed, withViewModel: viewModel) }
    return cell
  }

  /// Takes the new view model; when it differs from the old one, configures the cell on screen
  /// again.
  open override func didUpdate(to object: Any) {
    guard let viewModel = object as? ViewModel else {
      reportDiagnostic(
        "\(Self.self) expects view models of type \(ViewModel.self) but was given "
          + "\(type(of: object)).")
      return
    }
    let diffable = object as? any ListDiffable
    if let old = self.object, let diffable, old.isEqual(toDiffableObject: diffable) { return }
    self.viewModel = viewModel
    self.object = diffable
    if let cell = displayedCell { configureCell(cell, withViewModel: viewModel) }
  }

  /// Calls ``didSelectItem(with:)`` with the cell on screen.
  open override func didSelectItem(at index: Int) {
    if let cell = displayedCell { didSelectItem(with: cell) }
  }

  /// Calls ``didDeselectItem(with:)`` with the cell on screen.
  open override func didDeselectItem(at index: Int) {
    if let cell = displayedCell { didDeselectItem(with: cell) }
  }

  /// Calls ``didHighlightItem(with:)`` with the cell on screen.
  open override func didHighlightItem(at index: Int) {
    if let cell = displayedCell { didHighlightItem(with: cell) }
  }

  /// Calls ``didUnhighlightItem(with:)`` with the cell on screen.
  open override func didUnhighlightItem(at index: Int) {
    if let cell = displayedCell { didUnhighlightItem(with: cell) }
  }
}
