import Foundation
import ListKit

// The model, section controllers, cells and data source of ``PropertyWalk``.

/// One row of a walk's section: an identity, and a revision that goes up when the row's content
/// changes.
struct WalkRow: Hashable, CustomStringConvertible {
  let id: Int
  let revision: Int

  /// The same row with new content.
  func revised() -> WalkRow { WalkRow(id: id, revision: revision + 1) }

  /// `7`, or `7r2` once revised twice.
  var description: String { revision == 0 ? "\(id)" : "\(id)r\(revision)" }
}

/// Which section controller shows an object, and how two objects with one key compare.
enum WalkKind: CaseIterable, CustomStringConvertible {
  /// A ``WalkPlainSection``; objects are equal when their rows are.
  case plain
  /// A ``WalkBindingSection``; objects with one key are always equal, as IGListKit's guide
  /// writes them, so only the binding section controller's diff of its view models sees a change.
  case bindingByKey
  /// A ``WalkBindingSection``; objects are equal when their rows are, so a change also reloads
  /// the section.
  case bindingByContent

  /// `p`, `b` or `c`, written after the key.
  var description: String {
    switch self {
    case .plain: "p"
    case .bindingByKey: "b"
    case .bindingByContent: "c"
    }
  }
}

/// An object of a walk: a key that identifies it, the kind of section that shows it, and its
/// rows, one cell each.
final class WalkObject: ListDiffable, CustomStringConvertible {
  let key: Int
  let kind: WalkKind
  /// The rows. A plain section controller changes them in place in its batches, as an app's
  /// section controller changes its model: the adapter and the data source hold this instance
  /// too, so the adapter's next diff starts from what the section shows. Otherwise a data source
  /// change replaces the object.
  var rows: [WalkRow]

  init(key: Int, kind: WalkKind, rows: [WalkRow]) {
    self.key = key
    self.kind = kind
    self.rows = rows
  }

  /// The object with other rows.
  func with(rows: [WalkRow]) -> WalkObject { WalkObject(key: key, kind: kind, rows: rows) }

  /// What the cell of the row at `index` shows: `key.row`.
  func label(at index: Int) -> String { "\(key).\(rows[index])" }

  /// What a binding section makes of the object: one view model per row, showing its label.
  var viewModels: [WalkViewModel] {
    rows.indices.map { WalkViewModel(id: rows[$0].id, text: label(at: $0)) }
  }

  func diffIdentifier() -> AnyHashable { key }

  func isEqual(toDiffableObject object: (any ListDiffable)?) -> Bool {
    guard let other = object as? WalkObject, other.key == key, other.kind == kind else {
      return false
    }
    return kind == .bindingByKey || other.rows == rows
  }

  /// `3b[7 8r1]`: the key, the kind and the rows.
  var description: String {
    "\(key)\(kind)[\(rows.map(\.description).joined(separator: " "))]"
  }
}

/// A binding section's view model of one row: the row's identity and what its cell shows.
final class WalkViewModel: ListDiffable, CustomStringConvertible {
  let id: Int
  let text: String

  init(id: Int, text: String) {
    self.id = id
    self.text = text
  }

  func diffIdentifier() -> AnyHashable { id }

  func isEqual(toDiffableObject object: (any ListDiffable)?) -> Bool {
    (object as? WalkViewModel)?.text == text
  }

  var description: String { text }
}

/// A plain section's cell: the label its section controller gave it.
final class WalkPlainCell: CollectionViewCell {
  var text: String?

  override func prepareForReuse() {
    super.prepareForReuse()
    text = nil
  }
}

/// A binding section's cell: the view model it was last bound to.
final class WalkBindingCell: CollectionViewCell, ListBindable {
  var viewModel: WalkViewModel?

  override func prepareForReuse() {
    super.prepareForReuse()
    viewModel = nil
  }

  func bindViewModel(_ viewModel: Any) {
    self.viewModel = viewModel as? WalkViewModel
  }
}

/// Shows a plain object, a one-point row per row; the walk changes its rows in batches of its
/// own, through its collection context.
final class WalkPlainSection: ListSectionController {
  var object: WalkObject?
  /// Told when the collection view asks for a cell the section does not have.
  var onProblem: (@MainActor (String) -> Void)?

  override func numberOfItems() -> Int { object?.rows.count ?? 0 }

  override func sizeForItem(at index: Int) -> CGSize {
    CGSize(width: collectionContext?.containerSize.width ?? 0, height: 1)
  }

  override func cellForItem(at index: Int) -> CollectionViewCell {
    guard let context = collectionContext else {
      fatalError("WalkPlainSection asked for a cell outside an adapter")
    }
    let cell: WalkPlainCell = context.dequeueReusableCell(for: self, at: index)
    guard let object, object.rows.indices.contains(index) else {
      onProblem?("asked for cell \(index) of \(object.map { "\($0)" } ?? "no object")")
      cell.text = "no row \(index)"
      return cell
    }
    cell.text = object.label(at: index)
    return cell
  }

  override func didUpdate(to object: Any) {
    self.object = object as? WalkObject
  }
}

/// Shows a binding object through view models made from it, a one-point row each; it is its own
/// data source.
final class WalkBindingSection: ListBindingSectionController<WalkObject>,
  ListBindingSectionControllerDataSource
{
  /// Told when the collection view asks for a cell the section does not have.
  var onProblem: (@MainActor (String) -> Void)?

  override init() {
    super.init()
    dataSource = self
  }

  /// The cell of the view model at `index`; one that shows nothing, and a problem, for an index
  /// past the view models, where the binding section controller would stop the app.
  override func cellForItem(at index: Int) -> CollectionViewCell {
    guard viewModels.indices.contains(index) else {
      onProblem?("asked for cell \(index) of \(object.map { "\($0)" } ?? "no object")")
      guard let context = collectionContext else {
        fatalError("WalkBindingSection asked for a cell outside an adapter")
      }
      let cell: WalkBindingCell = context.dequeueReusableCell(for: self, at: index)
      return cell
    }
    return super.cellForItem(at: index)
  }

  func sectionController(
    _ sectionController: ListBindingSectionController<ListDiffable>, viewModelsFor object: Any
  ) -> [ListDiffable] {
    (object as? WalkObject)?.viewModels ?? []
  }

  func sectionController(
    _ sectionController: ListBindingSectionController<ListDiffable>,
    cellForViewModel viewModel: Any, at index: Int
  ) -> CollectionViewCell & ListBindable {
    guard let context = collectionContext else {
      fatalError("WalkBindingSection asked for a cell outside an adapter")
    }
    let cell: WalkBindingCell = context.dequeueReusableCell(for: sectionController, at: index)
    return cell
  }

  func sectionController(
    _ sectionController: ListBindingSectionController<ListDiffable>,
    sizeForViewModel viewModel: Any, at index: Int
  ) -> CGSize {
    CGSize(width: collectionContext?.containerSize.width ?? 0, height: 1)
  }
}

/// What a walk's data sources say: objects in order, and perhaps a second object under the key
/// of the one before it, which the adapter drops.
@MainActor
final class WalkModel {
  /// The keys of the objects, in order.
  private(set) var order: [Int] = []
  private var objects: [Int: WalkObject] = [:]
  /// A second object with the key of an object in the list, returned right after it.
  var duplicate: WalkObject?
  private var nextKey = 1
  private var nextRowID = 1

  /// The objects the list should show: each key once, in order.
  var shown: [WalkObject] { order.compactMap { objects[$0] } }

  /// The objects a data source returns, the duplicate included.
  func all() -> [any ListDiffable] {
    var all: [any ListDiffable] = shown
    if let duplicate, let index = order.firstIndex(of: duplicate.key) {
      all.insert(duplicate, at: index + 1)
    }
    return all
  }

  /// The object shown under `key`.
  func object(_ key: Int) -> WalkObject? { objects[key] }

  /// `count` rows never seen before.
  func newRows(_ count: Int) -> [WalkRow] {
    defer { nextRowID += count }
    return (0..<count).map { WalkRow(id: nextRowID + $0, revision: 0) }
  }

  /// Inserts a new object with a new key at `index`.
  @discardableResult
  func insert(kind: WalkKind, rowCount: Int, at index: Int) -> WalkObject {
    let object = WalkObject(key: nextKey, kind: kind, rows: newRows(rowCount))
    nextKey += 1
    objects[object.key] = object
    order.insert(object.key, at: index)
    return object
  }

  /// Removes the object of `key` from the list.
  func remove(_ key: Int) {
    order.removeAll { $0 == key }
    objects[key] = nil
    if duplicate?.key == key { duplicate = nil }
  }

  /// Moves the object of `key` to `index`.
  func move(_ key: Int, to index: Int) {
    order.removeAll { $0 == key }
    order.insert(key, at: min(index, order.count))
  }

  /// Makes `object` the one shown under its key, if the key is in the list.
  func replace(with object: WalkObject) {
    guard objects[object.key] != nil else { return }
    objects[object.key] = object
  }

  /// `1p[1 2] 2b[]`: the objects shown, then the duplicate.
  var summary: String {
    let objects = shown.map(\.description).joined(separator: " ")
    return duplicate.map { "\(objects) +dup \($0)" } ?? objects
  }
}

/// A data source that returns the model's objects as they are when it is asked; a walk swaps in
/// a new one now and then.
@MainActor
final class WalkDataSource: ListAdapterDataSource {
  let model: WalkModel
  /// Given to the section controllers the data source makes.
  let onProblem: @MainActor (String) -> Void

  init(model: WalkModel, onProblem: @escaping @MainActor (String) -> Void) {
    self.model = model
    self.onProblem = onProblem
  }

  func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { model.all() }

  func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  {
    if (object as? WalkObject)?.kind == .plain {
      let section = WalkPlainSection()
      section.onProblem = onProblem
      return section
    }
    let section = WalkBindingSection()
    section.onProblem = onProblem
    return section
  }

  func emptyView(for listAdapter: ListAdapter) -> View? { nil }
}

/// Every completion a walk hands to ListKit, each under a label naming its request, and how many
/// times each ran.
@MainActor
final class CompletionLedger {
  private var labels: [String] = []
  private var runs: [Int] = []

  /// Called when a completion runs a second time, with its label.
  var onRepeat: (String) -> Void = { _ in }

  /// A completion for the request `label` that counts its runs, and calls `body` on the first.
  func completion(
    _ label: String, then body: @escaping @MainActor (Bool) -> Void = { _ in }
  ) -> @MainActor (Bool) -> Void {
    let id = runs.count
    labels.append(label)
    runs.append(0)
    return { [self] finished in
      runs[id] += 1
      if runs[id] > 1 {
        onRepeat("\(labels[id]) ran \(runs[id]) times")
        return
      }
      body(finished)
    }
  }

  /// The labels of the completions that have not run yet.
  var notRun: [String] { zip(labels, runs).filter { $0.1 == 0 }.map(\.0) }
}
