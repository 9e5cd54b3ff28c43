import Foundation
import ListKitTestSupport
import Testing

@testable import ListKit

/// The updater settings and the adapter experiment a walk runs with.
struct WalkConfiguration: Sendable, Hashable, CustomTestStringConvertible {
  /// ``ListAdapterUpdater/preferItemReloadsForSectionReloads``.
  var preferItemReloads: Bool
  /// ``ListAdapterUpdater/sectionMovesAsDeletesInserts``.
  var sectionMovesAsDeletesInserts: Bool
  /// ``ListAdapterUpdater/allowsBackgroundDiffing``, with the diff handed back on the walk's
  /// scheduler.
  var backgroundDiffing: Bool
  /// `invalidateLayoutForUpdates` in the adapter's experiments.
  var invalidateLayoutForUpdates: Bool

  /// Every configuration, each at its ``index``.
  static let all = (0..<16).map(WalkConfiguration.init(index:))

  /// The configuration whose settings are the bits of `index`, in the order of the properties.
  init(index: Int) {
    preferItemReloads = index & 1 != 0
    sectionMovesAsDeletesInserts = index & 2 != 0
    backgroundDiffing = index & 4 != 0
    invalidateLayoutForUpdates = index & 8 != 0
  }

  /// The settings as bits; see ``init(index:)``.
  var index: Int {
    (preferItemReloads ? 1 : 0) + (sectionMovesAsDeletesInserts ? 2 : 0)
      + (backgroundDiffing ? 4 : 0) + (invalidateLayoutForUpdates ? 8 : 0)
  }

  /// The settings that are on, or "default settings".
  var testDescription: String {
    let on = [
      preferItemReloads ? "preferItemReloadsForSectionReloads" : nil,
      sectionMovesAsDeletesInserts ? "sectionMovesAsDeletesInserts" : nil,
      backgroundDiffing ? "allowsBackgroundDiffing" : nil,
      invalidateLayoutForUpdates ? "invalidateLayoutForUpdates" : nil,
    ].compactMap { $0 }
    return on.isEmpty ? "default settings" : on.joined(separator: ", ")
  }
}

/// One thing a walk does. The step's own seed draws its details — which section, which rows —
/// when it runs, from the state then, so that a step list with steps left out still replays.
struct WalkStep: Sendable {
  /// What a step does.
  enum Action: CaseIterable, Sendable {
    /// The model changes — objects inserted, deleted, moved, their rows inserted, deleted,
    /// moved or revised, a duplicate added or dropped, every object copied — and the adapter is
    /// asked to update.
    case change
    /// A new data source, with the same objects, is assigned to the adapter.
    case swap
    /// A plain section controller changes its own rows in a batch of its own.
    case batch
    /// A binding section controller asks to update itself.
    case update
    /// The next piece of scheduled work runs: a queued update, a diff handed back, the end of
    /// an animation.
    case tick
    /// Everything due now runs; animations go on.
    case turn
    /// The collection view ends its update animations at once.
    case finish
    /// Everything runs, animations included; then the idle checks.
    case run

    /// How often the action is drawn, out of the sum of the weights.
    var weight: Int {
      switch self {
      case .change, .batch: 8
      case .update, .swap: 6
      case .tick, .turn: 4
      case .run, .finish: 2
      }
    }
  }

  let action: Action
  let seed: UInt64

  /// `count` steps drawn from `random`.
  static func plan(_ count: Int, using random: inout RepeatableRandomNumberGenerator)
    -> [WalkStep]
  {
    let total = Action.allCases.reduce(0) { $0 + $1.weight }
    return (0..<count).map { _ in
      var roll = Int.random(in: 0..<total, using: &random)
      var action = Action.run
      for candidate in Action.allCases {
        if roll < candidate.weight {
          action = candidate
          break
        }
        roll -= candidate.weight
      }
      return WalkStep(action: action, seed: random.next())
    }
  }
}

/// What went wrong in a walk: which check failed, and the details.
struct WalkFailure: CustomStringConvertible {
  /// The check that failed; failures of one kind are taken for one bug.
  let kind: String
  let detail: String

  var description: String { "\(kind): \(detail)" }
}

/// A walk that ran: its seed and configuration, the steps it took, what happened at each, and
/// the first failure, if any.
struct WalkResult {
  let configuration: WalkConfiguration
  let seed: UInt64
  /// The steps that ran: the walk stops at its first failure.
  let steps: [WalkStep]
  /// A line per step, and indented lines for what happened later because of it.
  let log: [String]
  let failure: WalkFailure?
}

/// How a plain section controller changes its own rows in a batch: the kind of change, and a
/// seed that picks the rows when the batch runs, from the rows the section controller has then.
struct WalkBatchPlan: CustomStringConvertible {
  enum Kind: CaseIterable {
    /// Deletes up to one row and inserts up to two.
    case deleteAndInsert
    /// Reloads one or two rows, whose content changes; inserts rows into an empty section.
    case reloadRows
    /// Moves a row; inserts rows into a section of fewer than two.
    case moveRow
    /// Changes rows any way and reloads the whole section.
    case reloadSection
  }

  let kind: Kind
  let seed: UInt64

  var description: String {
    switch kind {
    case .deleteAndInsert: "delete and insert rows"
    case .reloadRows: "reload rows"
    case .moveRow: "move a row"
    case .reloadSection: "reload its section"
    }
  }
}

/// An adapter with a ``ListAdapterUpdater`` on a manual scheduler, over a ``WalkModel`` of plain
/// and binding sections, that takes random steps and checks after each one that ListKit stayed
/// within the rules; see ``ListAdapterPropertyTests``.
///
/// After every step: the collection view rejected no update (its `violationHandler` and the
/// updater delegate's `willCrashWith` were not called), no update fell back to a reload because
/// it was invalid or because the collection view's sections no longer matched the adapter's (a
/// fallback for too many changes is fine), no completion ran twice, the collection view asked no
/// section controller for a cell past its rows, and the adapter reported no diagnostic other than
/// a dropped duplicate. Once the scheduler is idle: every completion ran, the collection view has
/// the model's sections and rows, the first rows are the ones on screen, and every visible cell
/// shows its row as the model has it — a binding cell the view model its object makes.
///
/// Replay a failure with `PropertyWalk.walk(configuration, seed: seed)` and read its `log`: a
/// line per step, with indented lines for what happened later because of it (a section
/// controller's batch running, a completion asking for another update, a batch update ending).
@MainActor
final class PropertyWalk: ListAdapterUpdaterDelegate {
  /// The steps of a walk.
  static let stepCount = 10
  /// The most objects, and rows in an object, a change makes.
  static let maximumCount = 6

  let configuration: WalkConfiguration
  let scheduler = ManualScheduler()
  let updater = ListAdapterUpdater()
  let adapter: ListAdapter
  let collectionView: CollectionView
  let model = WalkModel()
  /// The adapter holds its data source weakly.
  private var dataSource: WalkDataSource
  /// How many one-point rows the collection view shows at once.
  private let height: Int
  private let ledger = CompletionLedger()
  private var requests = 0
  private(set) var log: [String] = []
  /// The first thing found wrong since the walk began.
  private var problem: WalkFailure?

  /// A walk with initial objects and a collection view height drawn from `random`.
  init(_ configuration: WalkConfiguration, using random: inout RepeatableRandomNumberGenerator) {
    self.configuration = configuration
    for index in 0..<Int.random(in: 0...Self.maximumCount, using: &random) {
      let kind = WalkKind.allCases[Int.random(in: 0..<WalkKind.allCases.count, using: &random)]
      model.insert(kind: kind, rowCount: Int.random(in: 0...3, using: &random), at: index)
    }
    height = Bool.random(using: &random) ? 100 : 5
    updater.preferItemReloadsForSectionReloads = configuration.preferItemReloads
    updater.sectionMovesAsDeletesInserts = configuration.sectionMovesAsDeletesInserts
    updater.allowsBackgroundDiffing = configuration.backgroundDiffing
    adapter = ListAdapter(updater: updater, viewController: nil)
    if configuration.invalidateLayoutForUpdates {
      adapter.experiments.insert(.invalidateLayoutForUpdates)
    }
    let layout = CollectionViewFlowLayout()
    layout.minimumLineSpacing = 0
    layout.minimumInteritemSpacing = 0
    collectionView = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 20, height: height), collectionViewLayout: layout)
    collectionView.scheduler = scheduler
    // A stand-in until `self` can be captured; `makeDataSource()` below makes the real one.
    dataSource = WalkDataSource(model: model, onProblem: { _ in })

    updater.delegate = self
    // A background diff comes back on a later turn of the walk's scheduler, never on a thread.
    updater.runBackgroundDiff = { [scheduler] _, diff, completion in
      scheduler.schedule(after: 0) { completion(diff()) }
    }
    collectionView.violationHandler = { [weak self] error in
      self?.found("rejected (\(error.kind))", error.message)
    }
    adapter.diagnosticHandler = { [weak self] message in
      guard !message.hasPrefix("Duplicate identifier") else { return }
      self?.found("diagnostic", message)
    }
    ledger.onRepeat = { [weak self] in self?.found("completion ran twice", $0) }
    dataSource = makeDataSource()
    adapter.collectionView = collectionView
    adapter.dataSource = dataSource
    collectionView.layoutIfNeeded()
    log.append("0. objects \(model.summary), \(height) rows on screen")
  }

  // MARK: Walking

  /// Walks `configuration` from `seed`: the initial objects and, unless `steps` are given, the
  /// steps are drawn from the seed. Stops at the first failure.
  static func walk(_ configuration: WalkConfiguration, seed: UInt64, steps: [WalkStep]? = nil)
    -> WalkResult
  {
    var random = RepeatableRandomNumberGenerator(seed: seed)
    let walk = PropertyWalk(configuration, using: &random)
    let steps = steps ?? WalkStep.plan(stepCount, using: &random)
    var taken: [WalkStep] = []
    var failure: WalkFailure?
    for step in steps where failure == nil {
      taken.append(step)
      failure = walk.take(step, number: taken.count)
    }
    failure = failure ?? walk.settle()
    return WalkResult(
      configuration: configuration, seed: seed, steps: taken, log: walk.log, failure: failure)
  }

  /// The walk of `result` with as many of its steps left out as can be, one at a time, while it
  /// still fails the same way.
  static func shrink(_ result: WalkResult) -> WalkResult {
    guard let kind = result.failure?.kind else { return result }
    var best = result
    var index = 0
    while index < best.steps.count {
      var steps = best.steps
      steps.remove(at: index)
      let candidate = walk(result.configuration, seed: result.seed, steps: steps)
      if candidate.failure?.kind == kind {
        best = candidate
      } else {
        index += 1
      }
    }
    return best
  }

  /// Takes `step`, the walk's `number`th, and returns what the checks found wrong.
  func take(_ step: WalkStep, number: Int) -> WalkFailure? {
    traced = 0
    var random = RepeatableRandomNumberGenerator(seed: step.seed)
    let line: String
    switch step.action {
    case .change: line = change(using: &random)
    case .swap: line = swapDataSource()
    case .batch: line = batch(using: &random)
    case .update: line = updateBindingSection(using: &random)
    case .tick:
      scheduler.runUntilIdle(limit: 1)
      collectionView.layoutIfNeeded()
      line = "tick: the next piece of scheduled work runs"
    case .turn:
      scheduler.advance(by: 0)
      collectionView.layoutIfNeeded()
      line = "turn: the work due now runs"
    case .finish:
      collectionView.finishUpdateAnimations()
      collectionView.layoutIfNeeded()
      line = "finishUpdateAnimations()"
    case .run:
      line = "run until idle"
    }
    // Lines traced while the step ran come after the step's own.
    log.insert("\(number). \(line)", at: log.count - traced)
    if step.action == .run {
      scheduler.runUntilIdle()
      return problem ?? checkAtIdle()
    }
    return problem
  }

  /// Lines traced during the step being taken.
  private var traced = 0

  /// Logs something that happened as a consequence of an earlier step.
  private func trace(_ line: String) {
    log.append("   ↳ \(line)")
    traced += 1
  }

  /// Runs everything, checks, asks the adapter for a last update, runs it, and checks again.
  func settle() -> WalkFailure? {
    log.append("end: run until idle, then performUpdates, run until idle")
    scheduler.runUntilIdle()
    if let failure = problem ?? checkAtIdle() { return failure }
    adapter.performUpdates(animated: false, completion: track(request("last performUpdates")))
    scheduler.runUntilIdle()
    return problem ?? checkAtIdle()
  }

  // MARK: Steps

  /// Changes the model one to three ways and asks the adapter to update.
  private func change(using random: inout RepeatableRandomNumberGenerator) -> String {
    let edits = (0..<Int.random(in: 1...3, using: &random)).map { _ in edit(using: &random) }
    let animated = Bool.random(using: &random)
    let label = request("performUpdates")
    adapter.performUpdates(animated: animated, completion: track(label))
    return "change: \(edits.joined(separator: ", ")) → \(model.summary); \(label)"
      + (animated ? "" : ", not animated")
  }

  /// Changes the model one way: inserts, deletes or moves an object, changes an object's rows,
  /// adds or drops a duplicate, or copies every object.
  private func edit(using random: inout RepeatableRandomNumberGenerator) -> String {
    let keys = model.order
    let roll = Int.random(in: 0..<8, using: &random)
    if roll == 0 || keys.isEmpty {
      guard keys.count < Self.maximumCount else { return "no room to insert" }
      let kind = WalkKind.allCases[Int.random(in: 0..<WalkKind.allCases.count, using: &random)]
      let object = model.insert(
        kind: kind, rowCount: Int.random(in: 0...3, using: &random),
        at: Int.random(in: 0...keys.count, using: &random))
      return "insert \(object)"
    }
    let key = keys[Int.random(in: keys.indices, using: &random)]
    guard let object = model.object(key) else { return "no object \(key)" }
    switch roll {
    case 1:
      model.remove(key)
      return "delete \(key)"
    case 2:
      let index = Int.random(in: keys.indices, using: &random)
      model.move(key, to: index)
      return "move \(key) to \(index)"
    case 3, 4, 5:
      let (rows, what) = edit(object.rows, using: &random)
      model.replace(with: object.with(rows: rows))
      return "\(what) in \(key)"
    case 6:
      if model.duplicate != nil {
        model.duplicate = nil
        return "drop the duplicate"
      }
      model.duplicate = object.with(rows: model.newRows(Int.random(in: 0...3, using: &random)))
      return "duplicate \(key)"
    default:
      model.copyEveryObject()
      return "copy every object"
    }
  }

  /// `rows` with one or two rows inserted, deleted, moved or revised, and what was done.
  private func edit(_ rows: [WalkRow], using random: inout RepeatableRandomNumberGenerator)
    -> ([WalkRow], String)
  {
    var rows = rows
    var what: [String] = []
    for _ in 0..<Int.random(in: 1...2, using: &random) {
      let roll = Int.random(in: 0..<4, using: &random)
      if roll == 0 || rows.isEmpty {
        guard rows.count < Self.maximumCount else { continue }
        let index = Int.random(in: 0...rows.count, using: &random)
        rows.insert(contentsOf: model.newRows(1), at: index)
        what.append("insert row \(index)")
        continue
      }
      let index = Int.random(in: rows.indices, using: &random)
      switch roll {
      case 1:
        rows.remove(at: index)
        what.append("delete row \(index)")
      case 2:
        let to = Int.random(in: rows.indices, using: &random)
        rows.insert(rows.remove(at: index), at: to)
        what.append("move row \(index) to \(to)")
      default:
        rows[index] = rows[index].revised()
        what.append("revise row \(index)")
      }
    }
    return (rows, what.joined(separator: " and "))
  }

  /// Assigns the adapter a new data source with the same objects.
  private func swapDataSource() -> String {
    dataSource = makeDataSource()
    adapter.dataSource = dataSource
    return "swap: a new data source → \(model.summary)"
  }

  /// A new data source of the model, whose section controllers report a cell asked for past
  /// their rows.
  private func makeDataSource() -> WalkDataSource {
    WalkDataSource(model: model) { [weak self] in
      self?.found("cell asked for past the rows", $0)
    }
  }

  /// Has a plain section controller change its rows in a batch; its completion asks the adapter
  /// to update, or not.
  private func batch(using random: inout RepeatableRandomNumberGenerator) -> String {
    let sections = adapter.objects().compactMap {
      adapter.sectionController(for: $0) as? WalkPlainSection
    }
    guard !sections.isEmpty, let context = sections.first?.collectionContext else {
      return "batch: no plain section"
    }
    let section = sections[Int.random(in: sections.indices, using: &random)]
    let kinds = WalkBatchPlan.Kind.allCases
    let plan = WalkBatchPlan(
      kind: kinds[Int.random(in: kinds.indices, using: &random)], seed: random.next())
    let animated = Bool.random(using: &random)
    let followUp = Bool.random(using: &random)
    let label = request("batch of \(section.object?.key ?? -1)")
    context.performBatch(
      animated: animated,
      updates: { [weak self, weak section] context in
        guard let self, let section else { return }
        self.run(plan, of: section, in: context, label: label)
      },
      completion: track(label) { [weak self] _ in
        guard let self, followUp else { return }
        let next = self.request("performUpdates after \(label)")
        self.trace("\(label) completes: \(next)")
        self.adapter.performUpdates(animated: true, completion: self.track(next))
      })
    return "\(label): \(plan)" + (animated ? "" : ", not animated")
      + (followUp ? ", then performUpdates" : "")
  }

  /// Changes the rows of `section` as `plan` says, inside its batch: the rows of the object the
  /// section controller has now, in place, telling `context` the changes.
  private func run(
    _ plan: WalkBatchPlan, of section: WalkPlainSection, in context: any ListBatchContext,
    label: String
  ) {
    guard adapter.sectionIfInList(for: section) != nil, let object = section.object else {
      trace("\(label) runs: the section is gone")
      return
    }
    var random = RepeatableRandomNumberGenerator(seed: plan.seed)
    var rows = object.rows
    let what: String
    switch plan.kind {
    case .moveRow where rows.count > 1:
      let from = Int.random(in: rows.indices, using: &random)
      let to = (from + Int.random(in: 1..<rows.count, using: &random)) % rows.count
      rows.insert(rows.remove(at: from), at: to)
      what = "move row \(from) to \(to)"
      object.rows = rows
      context.move(in: section, from: from, to: to)
    case .reloadRows where !rows.isEmpty:
      let reloads = IndexSet(
        rows.indices.shuffled(using: &random).prefix(Int.random(in: 1...2, using: &random)))
      for index in reloads { rows[index] = rows[index].revised() }
      what = "reload rows \(Array(reloads))"
      object.rows = rows
      context.reload(in: section, at: reloads)
    case .reloadSection:
      let (edited, edits) = edit(rows, using: &random)
      what = "\(edits), reload the section"
      object.rows = edited
      context.reload(section)
    default:
      let deleteCount = Int.random(in: 0...1, using: &random)
      let deletes = IndexSet(rows.indices.shuffled(using: &random).prefix(deleteCount))
      rows = rows.enumerated().filter { !deletes.contains($0.offset) }.map(\.element)
      let room = Self.maximumCount - rows.count
      let insertCount = Int.random(in: deletes.isEmpty ? 1...2 : 0...2, using: &random)
      let new = model.newRows(min(room, insertCount))
      for row in new { rows.insert(row, at: Int.random(in: 0...rows.count, using: &random)) }
      let inserts = IndexSet(rows.indices.filter { new.contains(rows[$0]) })
      what = "delete rows \(Array(deletes)), insert rows \(Array(inserts))"
      object.rows = rows
      context.delete(in: section, at: deletes)
      context.insert(in: section, at: inserts)
    }
    trace("\(label) runs: \(what) → \(object); the model: \(model.summary)")
  }

  /// Has a binding section controller ask to update itself.
  private func updateBindingSection(using random: inout RepeatableRandomNumberGenerator)
    -> String
  {
    let sections = adapter.objects().compactMap {
      adapter.sectionController(for: $0) as? WalkBindingSection
    }
    guard !sections.isEmpty else { return "update: no binding section" }
    let section = sections[Int.random(in: sections.indices, using: &random)]
    let animated = Bool.random(using: &random)
    let label = request("update of \(section.object?.key ?? -1)")
    section.update(animated: animated, completion: track(label))
    return "\(label)" + (animated ? "" : ", not animated")
  }

  // MARK: Completions and problems

  /// A new request's label: its number, and what it is.
  private func request(_ what: String) -> String {
    requests += 1
    return "#\(requests) \(what)"
  }

  /// A completion for the request `label`, counted in the ledger, that records why its update
  /// fell back to a reload, and then calls `body`.
  private func track(
    _ label: String, then body: @escaping @MainActor (Bool) -> Void = { _ in }
  ) -> @MainActor (Bool) -> Void {
    ledger.completion(label) { [weak self] finished in
      guard let self else { return }
      if case .fellBackToReload(let reason)? = updater.currentUpdateResult?.outcome {
        switch reason {
        case .invalidUpdate(let error):
          found("fell back to a reload (invalid update)", "\(label): \(error.message)")
        case .sectionCountMismatch(let sections, let objects):
          found(
            "fell back to a reload (section count mismatch)",
            "\(label): \(sections) sections, \(objects) objects")
        case .tooManyChanges:
          break
        }
      }
      body(finished)
    }
  }

  /// Records the first problem.
  private func found(_ kind: String, _ detail: String) {
    if problem == nil { problem = WalkFailure(kind: kind, detail: detail) }
  }

  func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, collectionView: CollectionView,
    willCrashWith error: CollectionViewError, fromObjects: [any ListDiffable]?,
    toObjects: [any ListDiffable]?, diffResult: ListIndexSetResult?, updates: ListBatchUpdateData?
  ) {
    found(
      "rejected (\(error.kind))",
      "\(error.message); the batch: \(updates.map(describe) ?? "none")")
  }

  func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, didPerformBatchUpdates updates: ListBatchUpdateData,
    collectionView: CollectionView
  ) {
    let changes = describe(updates)
    trace("a batch update ends: \(changes.isEmpty ? "no changes" : changes)")
  }

  func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, willCrashWith collectionView: CollectionView,
    sectionControllerClass: AnyClass?
  ) {
    found("no cell", "\(sectionControllerClass.map { "\($0)" } ?? "a section") returned no cell")
  }

  /// The changes of a batch update, those there are.
  private func describe(_ updates: ListBatchUpdateData) -> String {
    func paths(_ paths: some Sequence<IndexPath>) -> String {
      paths.sorted().map { "\($0.section)-\($0.item)" }.joined(separator: " ")
    }
    let parts = [
      ("delete sections", Array(updates.deleteSections).map(String.init).joined(separator: " ")),
      ("insert sections", Array(updates.insertSections).map(String.init).joined(separator: " ")),
      ("move sections", updates.moveSections.map { "\($0.from)→\($0.to)" }.joined(separator: " ")),
      ("delete items", paths(updates.deleteIndexPaths)),
      ("insert items", paths(updates.insertIndexPaths)),
      ("reload items", paths(updates.updateIndexPaths)),
      (
        "move items",
        updates.moveIndexPaths.map {
          "\($0.from.section)-\($0.from.item)→\($0.to.section)-\($0.to.item)"
        }.joined(separator: " ")
      ),
    ]
    return parts.filter { !$0.1.isEmpty }.map { "\($0.0) \($0.1)" }.joined(separator: "; ")
  }

  // MARK: Checks at idle

  /// What must hold once nothing is scheduled: every completion ran, the collection view has the
  /// model's sections and rows, the first rows are on screen, and each visible cell shows its
  /// row as the model has it.
  private func checkAtIdle() -> WalkFailure? {
    if let label = ledger.notRun.first {
      return WalkFailure(kind: "completion never ran", detail: "\(label), with nothing scheduled")
    }
    collectionView.layoutIfNeeded()
    let shown = model.shown
    guard collectionView.numberOfSections == shown.count else {
      return WalkFailure(
        kind: "section count",
        detail: "\(collectionView.numberOfSections) sections for \(shown.count) objects")
    }
    var rows: [IndexPath] = []
    for (section, object) in shown.enumerated() {
      let items = collectionView.numberOfItems(inSection: section)
      guard items == object.rows.count else {
        return WalkFailure(
          kind: "item count", detail: "section \(section) has \(items) items for \(object)")
      }
      rows += object.rows.indices.map { IndexPath(item: $0, section: section) }
    }
    let visible = collectionView.indexPathsForVisibleItems
    guard visible == Array(rows.prefix(height)) else {
      return WalkFailure(
        kind: "visible cells",
        detail: "\(visible.map { "\($0.section)-\($0.item)" }) on screen for \(model.summary)")
    }
    for indexPath in visible {
      if let failure = check(collectionView.cellForItem(at: indexPath), at: indexPath) {
        return failure
      }
    }
    return nil
  }

  /// Whether `cell` shows the row at `indexPath` as the model has it; if not, whether its
  /// section controller has an old object, or has the model's but shows something else.
  private func check(_ cell: CollectionViewCell?, at indexPath: IndexPath) -> WalkFailure? {
    let object = model.shown[indexPath.section]
    let expected = object.label(at: indexPath.item)
    let controller = adapter.sectionController(forSection: indexPath.section)
    let shows: String?
    let controllerObject: WalkObject?
    var extra = ""
    switch object.kind {
    case .plain:
      shows = (cell as? WalkPlainCell)?.text
      controllerObject = (controller as? WalkPlainSection)?.object
    case .bindingByKey, .bindingByContent:
      shows = (cell as? WalkBindingCell)?.viewModel?.text
      let binding = controller as? WalkBindingSection
      controllerObject = binding?.object
      extra = ", view models \(binding?.viewModels.map { "\($0)" } ?? [])"
    }
    guard shows != expected else { return nil }
    let cellKind = object.kind == .plain ? "plain" : "binding"
    let kind =
      controllerObject?.rows == object.rows
      ? "\(cellKind) cell shows what its section controller's object does not make"
      : "\(cellKind) section controller has an old object"
    return WalkFailure(
      kind: kind,
      detail: "cell \(indexPath.section)-\(indexPath.item) shows \(shows ?? "nothing") where "
        + "\(object) makes \(expected); its section controller has "
        + "\(controllerObject.map { "\($0)" } ?? "no object")\(extra)")
  }
}

extension WalkModel {
  /// Replaces every object with an equal new instance.
  func copyEveryObject() {
    for object in shown { replace(with: object.with(rows: object.rows)) }
  }
}
