/// A section of exactly one cell, made from a cell class, a nib or a registered identifier and two
/// closures: ListKit's `IGListSingleSectionController`.
///
/// ```swift
/// let controller = ListSingleSectionController(
///   configure: { (text: String, cell: LabelCell) in cell.label.text = text },
///   size: { _, context in CGSize(width: context?.containerSize.width ?? 0, height: 1) })
/// ```
///
/// The closures are kept for the section controller's life: capture the adapter's owner weakly.
@MainActor
open class ListSingleSectionController: ListSectionController {
  private enum CellSource {
    case cellClass(AnyClass)
    case registeredIdentifier(String)
    case nib(name: String, module: String)
  }

  private let cellSource: CellSource
  private let configureBlock: ListSingleSectionCellConfigureBlock
  private let sizeBlock: ListSingleSectionCellSizeBlock
  private var item: Any?

  /// Told when the cell is selected or deselected.
  public weak var selectionDelegate: (any ListSingleSectionControllerDelegate)?

  /// A section whose cell is a `cellClass`, configured and sized by the closures. The class is
  /// `AnyClass`, as IGListKit's; one that is not a `CollectionViewCell` is reported when the cell
  /// is dequeued, and a plain cell is used.
  public init(
    cellClass: AnyClass,
    configureBlock: @escaping ListSingleSectionCellConfigureBlock,
    sizeBlock: @escaping ListSingleSectionCellSizeBlock
  ) {
    cellSource = .cellClass(cellClass)
    self.configureBlock = configureBlock
    self.sizeBlock = sizeBlock
    super.init()
  }

  /// A section whose cell is the one registered with the collection view under `identifier`:
  /// IGListKit's storyboard form.
  ///
  /// - Precondition: `identifier` is not empty.
  public init(
    storyboardCellIdentifier identifier: String,
    configureBlock: @escaping ListSingleSectionCellConfigureBlock,
    sizeBlock: @escaping ListSingleSectionCellSizeBlock
  ) {
    precondition(!identifier.isEmpty, "A single section controller needs a cell identifier.")
    cellSource = .registeredIdentifier(identifier)
    self.configureBlock = configureBlock
    self.sizeBlock = sizeBlock
    super.init()
  }

  /// A section whose cell is made by the nib `nibName`: IGListKit's nib form. The nib is the
  /// Swift `listkit-migrate` made of `nibName.xib` (see `Nib`), found in the calling file's
  /// module; `bundle` is not read, and `fileID` is the caller's, filled in by Swift.
  ///
  /// - Precondition: `nibName` is not empty.
  public init(
    nibName: String, bundle: Bundle?,
    configureBlock: @escaping ListSingleSectionCellConfigureBlock,
    sizeBlock: @escaping ListSingleSectionCellSizeBlock,
    fileID: String = #fileID
  ) {
    precondition(!nibName.isEmpty, "A single section controller needs a nib name.")
    cellSource = .nib(name: nibName, module: String(fileID.prefix { $0 != "/" }))
    self.configureBlock = configureBlock
    self.sizeBlock = sizeBlock
    super.init()
  }

  /// A section whose cell is a `Cell`, with closures typed by the section's object and the cell:
  /// IGListSwiftKit's form. An object of another type than `Item` is reported to the adapter's
  /// diagnostic handler and leaves the cell unconfigured and zero-sized.
  public convenience init<Item, Cell: CollectionViewCell>(
    configure: @escaping (Item, Cell) -> Void,
    size: @escaping (Item, (any ListCollectionContext)?) -> CGSize
  ) {
    weak var controller: ListSingleSectionController?
    self.init(
      cellClass: Cell.self,
      configureBlock: { item, cell in
        guard let item = item as? Item, let cell = cell as? Cell else {
          controller?.reportMismatch(item, cell, expecting: Item.self, Cell.self)
          return
        }
        configure(item, cell)
      },
      sizeBlock: { item, context in
        guard let item = item as? Item else {
          controller?.reportMismatch(item, nil, expecting: Item.self, Cell.self)
          return .zero
        }
        return size(item, context)
      })
    controller = self
  }

  /// One cell.
  open override func numberOfItems() -> Int { 1 }

  /// The size the size closure gives for the section's object.
  open override func sizeForItem(at index: Int) -> CGSize {
    guard let item else { return .zero }
    return sizeBlock(item, collectionContext)
  }

  /// The cell, dequeued and configured with the section's object.
  open override func cellForItem(at index: Int) -> CollectionViewCell {
    guard let context = collectionContext else {
      preconditionFailure("\(Self.self) asked for a cell outside an adapter.")
    }
    let cell: CollectionViewCell
    switch cellSource {
    case .cellClass(let cellClass):
      cell = context.dequeueReusableCell(of: cellClass, for: self, at: index)
    case .registeredIdentifier(let identifier):
      cell = context.dequeueReusableCellFromStoryboard(
        withIdentifier: identifier, for: self, at: index)
    case .nib(let name, let module):
      if let adapter = context as? ListAdapter {
        cell = adapter.dequeueReusableCell(withNibName: name, module: module, for: self, at: index)
      } else {
        cell = context.dequeueReusableCell(withNibName: name, bundle: nil, for: self, at: index)
      }
    }
    if let item { configureBlock(item, cell) }
    return cell
  }

  /// Keeps `object` for the closures.
  open override func didUpdate(to object: Any) {
    item = object
  }

  /// Tells the selection delegate.
  open override func didSelectItem(at index: Int) {
    guard let item else { return }
    selectionDelegate?.didSelect(self, with: item)
  }

  /// Tells the selection delegate.
  open override func didDeselectItem(at index: Int) {
    guard let item else { return }
    selectionDelegate?.didDeselect(self, with: item)
  }

  private func reportMismatch(
    _ item: Any, _ cell: CollectionViewCell?, expecting itemType: Any.Type,
    _ cellType: CollectionViewCell.Type
  ) {
    let given = cell.map { "\(type(of: item)) and \(type(of: $0))" } ?? "\(type(of: item))"
    reportDiagnostic(
      "\(Self.self) expects \(itemType) and \(cellType) but was given \(given).")
  }
}
