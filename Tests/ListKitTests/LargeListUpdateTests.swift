import Foundation
import ListKitTestSupport
import Testing

@testable import ListKit
@testable import ListUI

/// A section controller of one row that counts what the adapter asks of it.
@MainActor
final class CountingRowSection: ListSectionController {
  static var made = 0
  static var updates = 0
  static var cellsConfigured = 0
  private(set) var object: Any?

  override init() {
    super.init()
    Self.made += 1
  }

  static func resetCounts() {
    made = 0
    updates = 0
    cellsConfigured = 0
  }

  override func sizeForItem(at index: Int) -> CGSize { CGSize(width: 100, height: 1) }

  override func cellForItem(at index: Int) -> CollectionViewCell {
    Self.cellsConfigured += 1
    guard let context = collectionContext else { return CollectionViewCell(frame: .zero) }
    return context.dequeueReusableCell(of: CollectionViewCell.self, for: self, at: index)
  }

  override func didUpdate(to object: Any) {
    Self.updates += 1
    self.object = object
  }
}

/// What one update did, to compare the background path with the main-actor one.
struct UpdateOutcome: Equatable {
  var applied: ListBatchUpdateData?
  var sections: Int
  /// Each section's object, as its section controller last got it.
  var objects: [String]
  var diagnostics: [String]
}

/// Updates of large lists: made off the main actor from ``ListAdapterUpdater/backgroundDiffingThreshold``
/// objects, with the same result as on it.
@MainActor
@Suite struct LargeListUpdateTests {
  /// A walk of updates on two adapters, one making every update on the main actor and one making
  /// every update in the background, whose diffs come back at a later turn of the scheduler.
  @MainActor
  final class Pair {
    let onMain: AdapterHarness
    let inBackground: AdapterHarness

    init(_ objects: [any ListDiffable]) {
      let mainUpdater = ListAdapterUpdater()
      mainUpdater.backgroundDiffingThreshold = .max
      mainUpdater.allowsReloadingOnTooManyUpdates = false
      let backgroundUpdater = ListAdapterUpdater()
      backgroundUpdater.backgroundDiffingThreshold = 0
      backgroundUpdater.allowsReloadingOnTooManyUpdates = false
      onMain = AdapterHarness(objects, updater: mainUpdater, start: .laidOut) { _ in
        CountingRowSection()
      }
      inBackground = AdapterHarness(objects, updater: backgroundUpdater, start: .laidOut) { _ in
        CountingRowSection()
      }
      // A large list opens in pieces: each has all its sections before the first update.
      onMain.settle()
      inBackground.settle()
    }

    /// Gives both adapters `objects` and returns what each update did.
    func update(to objects: [any ListDiffable]) -> (UpdateOutcome, UpdateOutcome) {
      (outcome(onMain, objects), outcome(inBackground, objects))
    }

    private func outcome(_ harness: AdapterHarness, _ objects: [any ListDiffable])
      -> UpdateOutcome
    {
      harness.dataSource.objects = objects
      var result: ListUpdateResult?
      let updater = harness.updater as? ListAdapterUpdater
      harness.adapter.performUpdates(animated: false) { _ in
        result = updater?.currentUpdateResult
      }
      // The background adapter's diff runs on a thread; the scheduler waits for it.
      harness.scheduler.runUntilIdle()
      var applied: ListBatchUpdateData?
      if case .batchUpdates(let data) = result?.outcome { applied = data }
      return UpdateOutcome(
        applied: applied, sections: harness.collectionView.numberOfSections,
        objects: harness.adapter.objects().indices.map {
          let controller = harness.adapter.sectionController(forSection: $0) as? CountingRowSection
          return controller?.object.map { "\($0)" } ?? "none"
        },
        diagnostics: harness.diagnostics)
    }
  }

  /// Random objects: class instances and values, keys from a small range so that some repeat,
  /// some kept instances, some new instances equal or not to the old.
  static func objects(
    from previous: [any ListDiffable], using random: inout RepeatableRandomNumberGenerator
  ) -> [any ListDiffable] {
    var result: [any ListDiffable] = []
    for _ in 0..<Int.random(in: 0...40, using: &random) {
      let key = Int.random(in: 0..<30, using: &random)
      switch Int.random(in: 0..<4, using: &random) {
      case 0: result.append(key)
      case 1:
        // The very instance the list has, when it has one with this key.
        if let kept = previous.first(where: { ($0 as? TestObject)?.key == AnyHashable(key) }) {
          result.append(kept)
        } else {
          result.append(TestObject(key, 0))
        }
      default: result.append(TestObject(key, Int.random(in: 0..<2, using: &random)))
      }
    }
    return result
  }

  /// For 60 seeds, random objects, then `steps` updates, each to what `next` makes of the objects
  /// before it, on both adapters of a ``Pair``: each update gives the same outcome on both.
  static func expectBothPathsAgree(
    steps: Int,
    next: ([any ListDiffable], inout RepeatableRandomNumberGenerator) -> [any ListDiffable]
  ) {
    for seed in UInt64(1)...60 {
      var random = RepeatableRandomNumberGenerator(seed: seed)
      var objects = Self.objects(from: [], using: &random)
      let pair = Pair(objects)
      for step in 1...steps {
        objects = next(objects, &random)
        let (onMain, inBackground) = pair.update(to: objects)
        #expect(onMain == inBackground, "seed \(seed), step \(step)")
        guard onMain == inBackground else { return }
      }
    }
  }

  @Test func theBackgroundPathGivesTheMainActorPathsResult() {
    Self.expectBothPathsAgree(steps: 8) { Self.objects(from: $0, using: &$1) }
  }

  /// `previous` with a few random edits, so that most objects stay identical and in order:
  /// removals, new instances (whose keys may repeat one in the list), an object of the list
  /// given twice, moves, and values in place of objects.
  static func edits(
    of previous: [any ListDiffable], using random: inout RepeatableRandomNumberGenerator
  ) -> [any ListDiffable] {
    var result = previous
    for _ in 0..<Int.random(in: 0...4, using: &random) {
      guard !result.isEmpty else {
        result.append(TestObject(Int.random(in: 0..<60, using: &random), 0))
        continue
      }
      let at = Int.random(in: 0..<result.count, using: &random)
      switch Int.random(in: 0..<5, using: &random) {
      case 0: result.remove(at: at)
      case 1:
        let object = TestObject(
          Int.random(in: 0..<60, using: &random), Int.random(in: 0..<2, using: &random))
        result.insert(object, at: at)
      case 2: result.insert(result[at], at: Int.random(in: 0...result.count, using: &random))
      case 3:
        let moved = result.remove(at: at)
        result.insert(moved, at: Int.random(in: 0...result.count, using: &random))
      default: result[at] = Int.random(in: 0..<60, using: &random)
      }
    }
    return result
  }

  /// The same comparison, for updates that keep most objects identical and in order, which an
  /// update finds without keying them again.
  @Test func theBackgroundPathGivesTheMainActorPathsResult_forFewEdits() {
    Self.expectBothPathsAgree(steps: 12) { Self.edits(of: $0, using: &$1) }
  }

  /// An update, on either path, keys only the objects it does not find in place: for an update
  /// of a long list that removes, inserts and replaces an object, two `diffIdentifier()` calls,
  /// for the inserted object and the replacing one, not one an object. The object after the
  /// removed one is found a place further on.
  @Test(arguments: [Int.max, 0])
  func objectsKeptInPlaceAreNotKeyedAgain(backgroundDiffingThreshold: Int) {
    let counter = KeyCallCounter()
    var objects = (0..<20_000).map { KeyCountingObject($0, counter) as any ListDiffable }
    let harness = AdapterHarness(objects, start: .laidOut) { _ in CountingRowSection() }
    harness.settle()
    (harness.updater as? ListAdapterUpdater)?.backgroundDiffingThreshold =
      backgroundDiffingThreshold
    #expect(counter.calls == 20_000)
    counter.calls = 0
    objects.remove(at: 5_000)
    objects.insert(KeyCountingObject(-1, counter), at: 100)
    objects[7_000] = KeyCountingObject(7_000, counter)
    harness.dataSource.objects = objects
    var finished = false
    harness.adapter.performUpdates(animated: false) { finished = $0 }
    harness.scheduler.runUntilIdle()
    #expect(finished)
    #expect(counter.calls == 2)
    #expect(harness.collectionView.numberOfSections == 20_000)
    #expect(harness.adapter.sectionController(for: objects[7_000]) != nil)
    #expect(harness.violations.isEmpty)
  }

  @Test func aDiffOfTenThousandObjectsRunsOffTheMainThread() {
    let small = (0..<9_999).map { $0 as any ListDiffable }
    let large = (0..<10_000).map { $0 as any ListDiffable }
    let harness = AdapterHarness(small, start: .laidOut) { _ in CountingRowSection() }
    let updater = harness.updater as? ListAdapterUpdater
    #expect(updater?.backgroundDiffingThreshold == 10_000)
    let events = DiffThreadRecorder()
    updater?.delegate = events

    harness.dataSource.objects = small.reversed()
    harness.adapter.performUpdates(animated: false)
    harness.scheduler.runUntilIdle()
    #expect(events.onBackgroundThread == [false])

    harness.dataSource.objects = large
    harness.adapter.performUpdates(animated: false)
    harness.scheduler.runUntilIdle()
    #expect(events.onBackgroundThread == [false, true])
    #expect(harness.collectionView.numberOfSections == 10_000)
  }

  @Test func anUpdateOfKSectionsOfALargeListMakesAndUpdatesKSectionControllers() {
    let count = 20_000
    var objects = (0..<count).map { TestObject($0, 0) as any ListDiffable }
    let harness = AdapterHarness(objects, start: .laidOut) { _ in CountingRowSection() }
    harness.settle()
    CountingRowSection.resetCounts()
    let layout = harness.layout as? CollectionViewFlowLayout
    harness.collectionView.countQuestions = 0
    let joinedBefore = harness.adapter.sectionMap.index.joinedCount
    // k = 6: two inserted, two deleted, one changed (a new instance, not equal), one moved.
    objects.remove(at: 500)
    objects.remove(at: 10)
    objects.insert(TestObject(-1, 0), at: 3)
    objects.insert(TestObject(-2, 0), at: 15_000)
    objects[7_000] = TestObject(7_001, 1)
    objects.insert(objects.remove(at: 12_000), at: 0)
    harness.dataSource.objects = objects
    var finished = false
    harness.adapter.performUpdates(animated: false) { finished = $0 }
    harness.scheduler.runUntilIdle()

    #expect(finished)
    #expect(harness.collectionView.numberOfSections == count)
    // Only the inserted objects' section controllers are made; only they and the changed one
    // get an object; only the rows on screen (100 points of one-point rows) get cells.
    #expect(CountingRowSection.made == 2)
    #expect(CountingRowSection.updates == 3)
    #expect(CountingRowSection.cellsConfigured <= 100)
    #expect(harness.dataSource.sectionControllersMade == count + 2)
    // Applying it is in proportion to the changes, not to the list: the collection view asks
    // for the counts of the inserted, reloaded and moved sections only, the flow layout lays
    // out only them again, and only the new section controllers learn where to read their
    // section.
    #expect(harness.collectionView.countQuestions <= 6)
    #expect((layout?.laidOutSectionCount ?? .max) <= 6)
    #expect((layout?.laidOutItemCount ?? .max) <= 6)
    #expect(harness.adapter.sectionMap.index.joinedCount - joinedBefore == 2)
    // And every section controller reads the section it now has.
    let wrong = (0..<count).filter {
      harness.adapter.sectionController(forSection: $0)?.sectionIfInList != $0
    }
    #expect(wrong.isEmpty, "\(wrong.prefix(5))")
    #expect(harness.adapter.sectionController(forSection: 0)?.isFirstSection == true)
    #expect(harness.adapter.sectionController(forSection: count - 1)?.isLastSection == true)
  }

  /// A seeded walk of updates of a list of 3,000 sections on two adapters, one applying every
  /// update on the main actor as a small list's, the other preparing it in the background and
  /// keeping the sections it does not touch: after each update both collection views hold the
  /// same counts, both layouts the same frames, and each section controller its section.
  @Test func keepingUntouchedSectionsLaysOutAsAFullRelayout() {
    let failures = failuresForSeeds(1...8) { seed, random in
      var objects = (0..<3_000).map { TestObject($0, 0) as any ListDiffable }
      let pair = Pair(objects)
      var next = 3_000
      for step in 1...6 {
        for _ in 0..<Int.random(in: 0...12, using: &random) {
          switch Int.random(in: 0..<4, using: &random) {
          case 0 where !objects.isEmpty:
            objects.remove(at: Int.random(in: 0..<objects.count, using: &random))
          case 1:
            objects.insert(
              TestObject(next, 0), at: Int.random(in: 0...objects.count, using: &random))
            next += 1
          case 2 where !objects.isEmpty:
            let index = Int.random(in: 0..<objects.count, using: &random)
            if let object = objects[index] as? TestObject {
              objects[index] = TestObject(object.key, Int.random(in: 1...3, using: &random))
            }
          default:
            guard !objects.isEmpty else { continue }
            let moved = objects.remove(at: Int.random(in: 0..<objects.count, using: &random))
            objects.insert(moved, at: Int.random(in: 0...objects.count, using: &random))
          }
        }
        _ = pair.update(to: objects)
        let laidOut = (pair.inBackground.layout as? CollectionViewFlowLayout)?.laidOutSectionCount
        if (laidOut ?? .max) > 60 { return "step \(step): \(laidOut ?? -1) sections laid out" }
        let main = pair.onMain.collectionView
        let background = pair.inBackground.collectionView
        if main.sectionCounts != background.sectionCounts { return "step \(step): counts" }
        if main.contentSize != background.contentSize { return "step \(step): content size" }
        for section in 0..<main.numberOfSections {
          let path = IndexPath(item: 0, section: section)
          if main.layoutAttributesForItem(at: path)?.frame
            != background.layoutAttributesForItem(at: path)?.frame
          {
            return "step \(step): the frame of section \(section)"
          }
          if pair.inBackground.adapter.sectionController(forSection: section)?.sectionIfInList
            != section
          {
            return "step \(step): section controller \(section) reads another section"
          }
        }
      }
      return nil
    }
    #expect(failures.isEmpty, "\(failures.prefix(3))")
  }

  @Test func updatesQueuedWhileADiffIsInFlightRunAfterIt_coalescedAndInOrder() {
    let scheduler = ManualScheduler()
    let collectionView = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 100),
      collectionViewLayout: CollectionViewFlowLayout())
    collectionView.scheduler = scheduler
    let updater = ListAdapterUpdater()
    updater.backgroundDiffingThreshold = 0
    let diffs = ManualDiffRunner(updater)
    let adapter = ListAdapter(updater: updater, viewController: nil)
    let dataSource = ReadCountingDataSource([0, 1, 2, 3, 4])
    adapter.collectionView = collectionView
    adapter.dataSource = dataSource
    collectionView.layoutIfNeeded()
    var order: [String] = []
    dataSource.reads = 0

    dataSource.objects = [0, 1, 2, 3, 4, 5]
    adapter.performUpdates(animated: false) { _ in order.append("first") }
    scheduler.runUntilIdle()
    #expect(diffs.pendingCount == 1)
    #expect(dataSource.reads == 1)

    // While the first diff runs, two more updates: they wait for it, and are one update.
    dataSource.objects = [5, 4, 3]
    adapter.performUpdates(animated: false) { _ in order.append("second") }
    dataSource.objects = [3, 4, 5, 6]
    adapter.performUpdates(animated: false) { _ in order.append("third") }
    scheduler.runUntilIdle()
    #expect(diffs.pendingCount == 1)
    #expect(dataSource.reads == 1)
    #expect(collectionView.numberOfSections == 5)

    diffs.runAll()
    scheduler.runUntilIdle()
    #expect(collectionView.numberOfSections == 6)
    #expect(order == ["first"])
    #expect(dataSource.reads == 2)
    #expect(diffs.pendingCount == 1)

    diffs.runAll()
    scheduler.runUntilIdle()
    #expect(order == ["first", "second", "third"])
    #expect(dataSource.reads == 2)
    #expect(collectionView.numberOfSections == 4)
    #expect(adapter.objects().map { $0 as? Int } == [3, 4, 5, 6])
  }

  /// An update prepared off the main actor has its section changes checked and mapped there too,
  /// against the counts the collection view had when the update began, and makes its new
  /// section controllers when the diff is back; at the next turn the layout arranges the
  /// sections it keeps, and at the last the batch update is applied with what was prepared:
  /// until then, the collection view still has the sections from before the update.
  @Test func theBatchUpdateIsPreparedAtTheTurnsBeforeItIsApplied() {
    let list = StagedUpdateList([TestObject(1, 0), TestObject(2, 0)])
    list.update(to: [TestObject(1, 0), TestObject(2, 0), TestObject(3, 0)])
    list.diffs?.runAll()
    #expect(list.made == 1)
    let harness = list.harness
    let layout = harness.collectionView.collectionViewLayout as? CollectionViewFlowLayout
    #expect(harness.collectionView.numberOfSections == 2)
    #expect(harness.scheduler.runUntilIdle(limit: 1) == 1)
    #expect(harness.collectionView.numberOfSections == 2)
    #expect(harness.collectionView.preparedUpdateCount == 0)
    #expect(harness.scheduler.runUntilIdle(limit: 1) == 1)
    #expect(harness.collectionView.numberOfSections == 3)
    #expect(harness.collectionView.preparedUpdateCount == 1)
    #expect(layout?.plannedRelayoutCount == 1)
    harness.scheduler.runUntilIdle()
    #expect(list.finished)
    #expect(list.made == 1)
    #expect(harness.violations.isEmpty)
  }

  /// An update that adds more new objects than a turn makes section controllers for makes them
  /// over several turns, at most `StagedSectionData.sectionControllersPerTurn` a turn, before it
  /// prepares and applies its batch update: until then the collection view keeps the sections
  /// from before the update.
  @Test func manyNewSectionControllersAreMadeOverSeveralTurns() {
    let list = StagedUpdateList([TestObject(0, 0)])
    let perTurn = StagedSectionData.sectionControllersPerTurn
    let added = 2 * perTurn + 5
    let objects = (0...added).map { TestObject($0, 0) }
    list.update(to: objects)
    list.diffs?.runAll()
    let harness = list.harness
    #expect(list.made == perTurn)
    #expect(harness.scheduler.runUntilIdle(limit: 1) == 1)
    #expect(list.made == 2 * perTurn)
    #expect(harness.collectionView.numberOfSections == 1)
    #expect(harness.scheduler.runUntilIdle(limit: 1) == 1)
    #expect(list.made == added)
    #expect(harness.collectionView.numberOfSections == 1)
    harness.scheduler.runUntilIdle()
    #expect(list.finished)
    #expect(list.made == added)
    #expect(harness.collectionView.numberOfSections == added + 1)
    let last = harness.adapter.sectionController(for: objects[added]) as? CountingRowSection
    #expect(last?.object as? TestObject === objects[added])
    #expect(harness.violations.isEmpty)
  }

  /// An update that removes thousands of sections lets go of their section controllers on the
  /// main actor once the update's frame is drawn, a turn's worth at each turn: no turn ends tens
  /// of thousands of them.
  @Test func theSectionControllersThatLeaveAreLetGoOfAPieceATurn_afterTheUpdate() {
    let perTurn = StagedSectionData.sectionControllersPerTurn
    let objects = (0..<(2 * perTurn + 6)).map { TestObject($0, 0) }
    let list = StagedUpdateList(objects)
    let harness = list.harness
    let leaving = (1..<objects.count).map { section in
      { [weak controller = harness.adapter.sectionController(forSection: section)] in controller }
    }
    func leftCount() -> Int { leaving.count { $0() != nil } }
    #expect(leftCount() == objects.count - 1)
    harness.dataSource.objects = [objects[0]]
    var finished = false
    harness.adapter.performUpdates(animated: false) { finished = $0 }
    for _ in 0..<20 where !finished {
      list.diffs?.runAll()
      harness.scheduler.advanceOneTurn(by: 0)
    }
    #expect(finished)
    #expect(harness.collectionView.numberOfSections == 1)
    let delay = BatchUpdateTransaction.releaseDelay
    harness.scheduler.advanceOneTurn(by: delay / 2)
    #expect(leftCount() == objects.count - 1)
    // The delay is over: the rest of the update's data is freed in the background, then the
    // section controllers a piece at each turn, the first with the placeholder that stood for
    // the new ones.
    harness.scheduler.advanceOneTurn(by: delay / 2)
    harness.scheduler.advanceOneTurn(by: 0)
    #expect(leftCount() == objects.count - perTurn)
    harness.scheduler.advanceOneTurn(by: 0)
    #expect(leftCount() == objects.count - 2 * perTurn)
    harness.scheduler.advanceOneTurn(by: 0)
    #expect(leftCount() == 0)
    #expect(harness.scheduler.pendingCount == 0)
  }

  /// A section map changed between the turns that make the new section controllers: the update
  /// is made again on the main actor, from the objects already read.
  @Test func aSectionMapChangedWhileSectionControllersAreMadeIsReadAgain() {
    let list = StagedUpdateList([TestObject(0, 0)])
    let added = StagedSectionData.sectionControllersPerTurn + 1
    let replacement = TestObject(0, 5)
    list.update(to: [replacement] + (1...added).map { TestObject($0, 0) })
    list.diffs?.runAll()
    #expect(list.made == added - 1)
    let harness = list.harness
    harness.adapter.reloadObjects([TestObject(0, 9)])
    harness.scheduler.runUntilIdle()
    #expect(list.finished)
    // The part made before the change, then every new object's again, on the main actor.
    #expect(list.made == added - 1 + added)
    #expect(harness.collectionView.numberOfSections == added + 1)
    let first = harness.adapter.sectionController(for: replacement) as? CountingRowSection
    #expect(first?.object as? TestObject === replacement)
    #expect(harness.violations.isEmpty)
  }

  /// When, during an update prepared off the main actor, the section map changes: while the
  /// diff runs, between the turn that makes the new section controllers and the one that
  /// prepares the batch update, or while the collection view prepares it.
  enum SectionMapChange: CaseIterable, Sendable {
    case whileTheDiffRuns, beforeTheBatchUpdate, whileTheBatchUpdateIsPrepared
  }

  /// A section map changed meanwhile: the update is made again on the main actor, from the
  /// objects already read.
  @Test(arguments: SectionMapChange.allCases)
  func aSectionMapChangedMeanwhileIsReadAgainOnTheMainActor(change: SectionMapChange) {
    let harness = AdapterHarness([TestObject(1, 0), TestObject(2, 0)], start: .laidOut) { _ in
      CountingRowSection()
    }
    let updater = harness.updater as? ListAdapterUpdater
    updater?.backgroundDiffingThreshold = 0
    let diffs = updater.map(ManualDiffRunner.init)
    let replacement = TestObject(1, 5)
    harness.dataSource.objects = [TestObject(2, 0), replacement, TestObject(3, 0)]
    var finished = false
    harness.adapter.performUpdates(animated: false) { finished = $0 }
    harness.scheduler.runUntilIdle()
    // The object of section 0 is reloaded with a new instance.
    if change == .whileTheDiffRuns { harness.adapter.reloadObjects([TestObject(1, 9)]) }
    diffs?.runAll()
    if change == .beforeTheBatchUpdate { harness.adapter.reloadObjects([TestObject(1, 9)]) }
    if change == .whileTheBatchUpdateIsPrepared {
      harness.scheduler.runUntilIdle(limit: 1)
      harness.adapter.reloadObjects([TestObject(1, 9)])
    }
    harness.scheduler.runUntilIdle()
    #expect(finished)
    #expect(harness.collectionView.numberOfSections == 3)
    let controller = harness.adapter.sectionController(for: replacement) as? CountingRowSection
    #expect(controller?.object as? TestObject === replacement)
    #expect(harness.violations.isEmpty)
  }

  /// A data source may give a new object the section controller of an object that leaves: the
  /// section controller then stays, with another key, and the update is diffed by section
  /// controller on the main actor, as a small list's is.
  @Test func aSectionControllerGivenAgainForANewObjectIsDiffedByIdentity() {
    var outcomes: [[String]] = []
    var sections: [Int] = []
    for threshold in [Int.max, 0] {
      let reused = CountingRowSection()
      let harness = AdapterHarness([0, 1], start: .laidOut) { object in
        (object as? Int) == 0 || (object as? Int) == 10 ? reused : CountingRowSection()
      }
      (harness.updater as? ListAdapterUpdater)?.backgroundDiffingThreshold = threshold
      harness.dataSource.objects = [1, 10]
      harness.adapter.performUpdates(animated: false)
      harness.scheduler.runUntilIdle()
      #expect(harness.adapter.sectionController(for: 10) === reused)
      sections.append(harness.collectionView.numberOfSections)
      outcomes.append(harness.violations + harness.diagnostics)
    }
    #expect(sections == [2, 2])
    #expect(outcomes[0] == outcomes[1])
  }
}

/// Records where each update's diff ran, as the updater's delegate hears it.
@MainActor
final class DiffThreadRecorder: ListAdapterUpdaterDelegate {
  private(set) var onBackgroundThread: [Bool] = []

  nonisolated init() {}

  func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater,
    didDiffWithResults listIndexSetResults: ListIndexSetResult?,
    onBackgroundThread: Bool
  ) {
    self.onBackgroundThread.append(onBackgroundThread)
  }
}

/// A data source that counts how often its objects are read.
@MainActor
final class ReadCountingDataSource: ListAdapterDataSource {
  var objects: [any ListDiffable]
  var reads = 0

  init(_ objects: [any ListDiffable]) { self.objects = objects }

  func objects(for listAdapter: ListAdapter) -> [any ListDiffable] {
    reads += 1
    return objects
  }

  func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  { CountingRowSection() }

  func emptyView(for listAdapter: ListAdapter) -> View? { nil }
}

/// Counts `diffIdentifier()` calls, made on any thread.
private final class KeyCallCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  var calls: Int {
    get { lock.withLock { count } }
    set { lock.withLock { count = newValue } }
  }

  func increment() { lock.withLock { count += 1 } }
}

/// A model that counts the calls of its `diffIdentifier()`.
private final class KeyCountingObject: ListDiffable, CustomStringConvertible {
  let key: Int
  let counter: KeyCallCounter

  init(_ key: Int, _ counter: KeyCallCounter) {
    self.key = key
    self.counter = counter
  }

  var description: String { "KeyCountingObject(\(key))" }

  func diffIdentifier() -> AnyHashable {
    counter.increment()
    return key
  }

  func isEqual(toDiffableObject object: (any ListDiffable)?) -> Bool {
    (object as? KeyCountingObject)?.key == key
  }
}

/// A laid-out list whose updates are all prepared off the main actor, their diffs run when the
/// test says, counting the section controllers its data source makes once an update began.
@MainActor
private final class StagedUpdateList {
  let harness: AdapterHarness
  let diffs: ManualDiffRunner?
  /// The section controllers made since the last ``update(to:)`` began.
  private(set) var made = 0
  /// Whether the last update finished.
  private(set) var finished = false

  init(_ objects: [TestObject]) {
    var count: (() -> Void)?
    harness = AdapterHarness(objects, start: .laidOut) { _ in
      count?()
      return CountingRowSection()
    }
    let updater = harness.updater as? ListAdapterUpdater
    updater?.backgroundDiffingThreshold = 0
    diffs = updater.map(ManualDiffRunner.init)
    count = { [unowned self] in made += 1 }
  }

  /// Starts an update to `objects` and turns the scheduler until the diff is all that is left.
  func update(to objects: [TestObject]) {
    harness.dataSource.objects = objects
    finished = false
    harness.adapter.performUpdates(animated: false) { [unowned self] in finished = $0 }
    harness.scheduler.runUntilIdle()
    made = 0
  }
}
