/// A section controller that turns its object into view models, one per cell, and binds each
/// cell to its view model: ListKit's `IGListBindingSectionController`.
///
/// When the object changes, or when ``update(animated:completion:)`` is called, the section
/// controller asks its ``dataSource`` for new view models, diffs them against the old ones, and
/// inserts, deletes and moves cells accordingly. A cell whose view model changed (same diff
/// identifier, not equal) is reconfigured: kept on screen, with no `prepareForReuse()` and no
/// display events, and bound to the new view model through the data source's
/// `sectionController(_:cellForViewModel:at:)`, whose dequeue returns that same cell; so the
/// data source must dequeue the cell class it dequeued before for that view model. No other cell
/// is touched.
///
/// ```swift
/// final class PostSectionController: ListBindingSectionController<Post>,
///   ListBindingSectionControllerDataSource
/// {
///   override init() {
///     super.init()
///     dataSource = self
///   }
///   // The three data source methods.
/// }
/// ```
///
/// The data source and selection delegate see the section controller as
/// `ListBindingSectionController<ListDiffable>`, as in IGListKit. For a section controller of
/// another object type that is a stand-in: the collection context accepts it wherever it accepts
/// the section controller itself; its ``object``, ``viewModels``, section and
/// ``update(animated:completion:)`` are the section controller's; only `===` tells them apart.
@MainActor
open class ListBindingSectionController<ObjectType>: ListSectionController {
  enum UpdateState {
    case idle, queued, applied
  }

  /// Makes the view models, cells and sizes.
  public weak var dataSource: (any ListBindingSectionControllerDataSource)?

  /// Told about selection and highlight, with the cells' view models.
  public weak var selectionDelegate: (any ListBindingSectionControllerSelectionDelegate)?

  private var storedObject: Any?
  private var storedViewModels: [any ListDiffable] = []
  var state = UpdateState.idle
  /// What the update under way answers, from its request until its completion.
  private var pendingRequests: UpdateRequests?
  private weak var standInTarget: (any BindingSectionControllerErasure)?
  private var standIn: ListBindingSectionController<ListDiffable>?

  /// Creates a binding section controller; set ``dataSource`` before the adapter uses it.
  public override init() {
    super.init()
  }

  /// A stand-in that shows `target` through the untyped form.
  init(standingInFor target: any BindingSectionControllerErasure) {
    super.init()
    standInTarget = target
    collectionContext = target.collectionContext
    viewController = target.viewController
  }

  /// The object the section controller was last updated to, or `nil` before the first update or
  /// when the object is not an `ObjectType`.
  public var object: ObjectType? {
    (standInTarget?.erasedObject ?? storedObject) as? ObjectType
  }

  /// The view models the data source made for the current object, in cell order.
  public var viewModels: [any ListDiffable] {
    standInTarget?.viewModels ?? storedViewModels
  }

  /// ``update(animated:completion:)`` that returns, once the changes were applied, whether they
  /// were: the `async` form Swift makes of IGListKit's `updateAnimated:completion:`.
  @discardableResult
  public func update(animated: Bool) async -> Bool {
    await withCheckedContinuation { continuation in
      update(animated: animated) { continuation.resume(returning: $0) }
    }
  }

  /// Asks the data source for new view models, diffs them against ``viewModels``, reconfigures
  /// the cells of changed view models and inserts, deletes and moves the others, in one batch.
  ///
  /// No update asked for is lost. One asked for before the pending update has run joins it, as
  /// that update reads the object when it runs; one asked for after the pending update has run,
  /// while its changes are still being applied, runs once they are. Either way `completion` runs
  /// once the update that covers the request is applied. Without a collection context the
  /// completion gets `false`.
  ///
  /// - Parameters:
  ///   - animated: Whether the changes animate.
  ///   - completion: Called with `true` once the changes were applied.
  public func update(animated: Bool, completion: ((Bool) -> Void)? = nil) {
    if let standInTarget {
      standInTarget.update(animated: animated, completion: completion)
      return
    }
    guard let context = collectionContext else {
      completion?(false)
      return
    }
    switch state {
    case .queued:
      // The pending update reads the object when it runs, so it covers this request too.
      if let completion { pendingRequests?.completions.append(completion) }
      return
    case .applied:
      // The pending update has read the object already: another runs once it is applied.
      pendingRequests?.followUpAnimated = (pendingRequests?.followUpAnimated ?? true) && animated
      pendingRequests?.followUpCompletions += completion.map { [$0] } ?? []
      return
    case .idle:
      break
    }
    state = .queued
    let requests = UpdateRequests(completion: completion)
    pendingRequests = requests
    context.performBatch(
      animated: animated,
      updates: { [weak self] batch in self?.applyUpdate(in: batch) },
      completion: { [weak self] _ in
        self?.state = .idle
        self?.pendingRequests = nil
        for completion in requests.completions { completion(true) }
        guard let animated = requests.followUpAnimated else { return }
        let followUps = requests.followUpCompletions
        guard let self else {
          for completion in followUps { completion(false) }
          return
        }
        self.update(animated: animated) { finished in
          for completion in followUps { completion(finished) }
        }
      })
  }

  /// The requests one update answers: the one that started it, those that joined it before it
  /// ran, and whether another must run after it, with the completions of the requests made after
  /// it ran.
  private final class UpdateRequests {
    var completions: [(Bool) -> Void]
    var followUpAnimated: Bool?
    var followUpCompletions: [(Bool) -> Void] = []

    init(completion: ((Bool) -> Void)?) {
      completions = completion.map { [$0] } ?? []
    }
  }

  private func applyUpdate(in batch: any ListBatchContext) {
    guard state == .queued else { return }
    state = .applied
    guard let storedObject else {
      reportDiagnostic("\(Self.self) was asked to update before it had an object.")
      return
    }
    let old = storedViewModels
    storedViewModels = makeViewModels(for: storedObject)
    let result = ListDiff(oldArray: old, newArray: storedViewModels, option: .equality)
    // A view model whose identity stayed and whose value changed: its cell is reconfigured, kept
    // and bound again through the data source, where the view model lands.
    batch.reconfigure(in: self, at: result.updates)
    if collectionContext?.experiments.contains(.invalidateLayoutForUpdates) == true {
      batch.invalidateLayout(in: self, at: result.updates)
    }
    batch.delete(in: self, at: result.deletes)
    batch.insert(in: self, at: result.inserts)
    for move in result.moves {
      batch.move(in: self, from: move.from, to: move.to)
    }
  }

  private func makeViewModels(for object: Any) -> [any ListDiffable] {
    guard let dataSource else {
      reportDiagnostic("\(Self.self) has no dataSource: its section is empty.")
      return []
    }
    var seen = Set<AnyHashable>()
    var unique: [any ListDiffable] = []
    for viewModel in dataSource.sectionController(erased, viewModelsFor: object) {
      let identifier = viewModel.diffIdentifier()
      if seen.insert(identifier).inserted {
        unique.append(viewModel)
      } else {
        reportDiagnostic(
          "Duplicate view model identifier \(identifier) for \(viewModel) in \(Self.self); "
            + "the view model is dropped.")
      }
    }
    return unique
  }

  private func bind(_ cell: any CollectionViewCell & ListBindable, to viewModel: any ListDiffable) {
    if let typed = cell as? any ListTypedBindable, !typed.accepts(viewModel) {
      reportDiagnostic(
        "\(type(of: cell)) shows view models of type \(typed.viewModelType) but \(Self.self) "
          + "gave it \(type(of: viewModel)); the cell is left unbound.")
      return
    }
    cell.bindViewModel(viewModel)
  }

  /// This section controller as the data source and selection delegate see it.
  var erased: ListBindingSectionController<ListDiffable> {
    if let untyped = self as? ListBindingSectionController<ListDiffable> { return untyped }
    let shown = standIn ?? ListBindingSectionController<ListDiffable>(standingInFor: self)
    standIn = shown
    shown.collectionContext = collectionContext
    shown.viewController = viewController
    shown.sectionIndex = sectionIndex
    return shown
  }

  override var lookupIdentity: ListSectionController {
    standInTarget ?? self
  }

  // MARK: Section controller

  /// One cell per view model.
  open override func numberOfItems() -> Int { viewModels.count }

  /// The size the data source gives for the view model at `index`; zero outside the section.
  open override func sizeForItem(at index: Int) -> CGSize {
    guard storedViewModels.indices.contains(index), let dataSource else { return .zero }
    return dataSource.sectionController(
      erased, sizeForViewModel: storedViewModels[index], at: index)
  }

  /// The data source's cell for the view model at `index`, bound to it.
  open override func cellForItem(at index: Int) -> CollectionViewCell {
    guard let dataSource else {
      preconditionFailure("\(Self.self) asked for a cell without a dataSource.")
    }
    let viewModel = storedViewModels[index]
    let cell = dataSource.sectionController(erased, cellForViewModel: viewModel, at: index)
    bind(cell, to: viewModel)
    return cell
  }

  /// Takes the new object: the first one makes the view models, later ones update them.
  open override func didUpdate(to object: Any) {
    let hadObject = storedObject != nil
    storedObject = object
    if !(object is ObjectType) {
      reportDiagnostic(
        "\(Self.self) expects objects of type \(ObjectType.self) but was given "
          + "\(type(of: object)).")
    }
    if hadObject {
      update(animated: true)
    } else {
      storedViewModels = makeViewModels(for: object)
    }
  }

  /// Moves the view model with its cell. Overrides call `super` first.
  open override func moveObject(from sourceIndex: Int, to destinationIndex: Int) {
    guard storedViewModels.indices.contains(sourceIndex),
      storedViewModels.indices.contains(destinationIndex)
    else {
      reportDiagnostic(
        "\(Self.self) cannot move a view model from \(sourceIndex) to \(destinationIndex): it "
          + "has \(storedViewModels.count).")
      return
    }
    let moved = storedViewModels.remove(at: sourceIndex)
    storedViewModels.insert(moved, at: destinationIndex)
  }

  /// Tells the selection delegate, with the view model.
  open override func didSelectItem(at index: Int) {
    guard let viewModel = viewModel(at: index) else { return }
    selectionDelegate?.sectionController(erased, didSelectItemAt: index, viewModel: viewModel)
  }

  /// Tells the selection delegate, with the view model.
  open override func didDeselectItem(at index: Int) {
    guard let viewModel = viewModel(at: index) else { return }
    selectionDelegate?.sectionController(erased, didDeselectItemAt: index, viewModel: viewModel)
  }

  /// Tells the selection delegate, with the view model.
  open override func didHighlightItem(at index: Int) {
    guard let viewModel = viewModel(at: index) else { return }
    selectionDelegate?.sectionController(erased, didHighlightItemAt: index, viewModel: viewModel)
  }

  /// Tells the selection delegate, with the view model.
  open override func didUnhighlightItem(at index: Int) {
    guard let viewModel = viewModel(at: index) else { return }
    selectionDelegate?.sectionController(
      erased, didUnhighlightItemAt: index, viewModel: viewModel)
  }

  private func viewModel(at index: Int) -> (any ListDiffable)? {
    storedViewModels.indices.contains(index) ? storedViewModels[index] : nil
  }
}

extension ListBindingSectionController: BindingSectionControllerErasure {
  var erasedObject: Any? { storedObject }
}
