import Foundation
import ListKit
import ListKitTestSupport
import Testing

/// Records what the updater did.
@MainActor
final class UpdaterLog: ListAdapterUpdaterDelegate {
  var crashes: [String] = []
  var fallbacks = 0

  func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, collectionView: CollectionView,
    willCrashWith error: CollectionViewError, fromObjects: [any ListDiffable]?,
    toObjects: [any ListDiffable]?, diffResult: ListIndexSetResult?, updates: ListBatchUpdateData?
  ) {
    crashes.append(error.message)
  }

  func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, willReloadDataWith collectionView: CollectionView,
    isFallbackReload: Bool
  ) {
    if isFallbackReload { fallbacks += 1 }
  }
}

/// Random sequences of data source changes and section controllers' own item changes, coalesced
/// or not: the collection view never rejects an update, no update falls back to a reload, and
/// the collection view ends up showing exactly what the data source and section controllers say.
@MainActor
@Suite struct ListAdapterPropertyTests {
  static let seeds: ClosedRange<UInt64> = 1...1500
  @Test func randomUpdatesAreAlwaysValidAndEndInTheModel() {
    let failures = failuresForSeeds(Self.seeds) { _, random in
      let updater = ListAdapterUpdater()
      let log = UpdaterLog()
      updater.delegate = log
      let model = ListModel(using: &random)
      let harness = AdapterHarness.rows(model.objects(), updater: updater, height: 100)
      var violations: [String] = []
      harness.collectionView.violationHandler = { violations.append($0.message) }
      harness.collectionView.layoutIfNeeded()
      var steps: [String] = []

      for _ in 0..<Int.random(in: 1...8, using: &random) {
        switch Int.random(in: 0..<3, using: &random) {
        case 0:
          // The data source changes: deletes, inserts, moves, new counts and duplicates.
          steps.append(model.change(using: &random))
          harness.dataSource.objects = model.objects()
          harness.adapter.performUpdates(animated: Bool.random(using: &random))
        case 1:
          // A section controller inserts or deletes one of its own items. As in an app, the
          // batch changes the section controller's state when it runs, relative to what the
          // section controller has then, and keeps the data source in step.
          guard let key = model.order.randomElement(using: &random),
            let section = harness.adapter.sectionController(for: TestObject(key, 0))
              as? TestSection
          else { continue }
          let wantsInsert = Bool.random(using: &random)
          let position = Double.random(in: 0..<1, using: &random)
          steps.append("batch \(key)")
          let dataSource = harness.dataSource
          harness.adapter.performBatch(
            animated: true,
            updates: { context in
              let current = section.item?.number ?? 0
              let inserting = current == 0 || wantsInsert
              let slots = inserting ? current + 1 : current
              let index = min(Int(position * Double(slots)), slots - 1)
              let newCount = current + (inserting ? 1 : -1)
              model.counts[key] = newCount
              section.item = TestObject(key, newCount)
              dataSource.objects = model.objects()
              if inserting {
                context.insert(in: section, at: IndexSet(integer: index))
              } else {
                context.delete(in: section, at: IndexSet(integer: index))
              }
            },
            completion: { [adapter = harness.adapter] _ in
              // Once the batch ran, the adapter reads the data source the batch kept in step.
              adapter.performUpdates(animated: true)
            })
        default:
          // Time passes: the queued updates run.
          harness.scheduler.runUntilIdle()
          steps.append("run")
        }
      }
      harness.scheduler.runUntilIdle()
      harness.adapter.performUpdates(animated: false)
      harness.scheduler.runUntilIdle()
      harness.collectionView.layoutIfNeeded()

      if let violation = violations.first ?? log.crashes.first {
        return "rejected: \(violation) after \(steps)"
      }
      if log.fallbacks > 0 { return "fell back to a reload after \(steps)" }
      let expected = model.order.flatMap { key in
        (0..<(model.counts[key] ?? 0)).map { "\(key)-\($0)" }
      }
      guard harness.shown == expected else {
        return "shows \(harness.shown), model \(expected) after \(steps)"
      }
      return nil
    }
    #expect(failures.count == 0, "\(failures.prefix(3).joined(separator: "\n"))")
  }
}

/// The objects a data source returns: keys in order, and each key's item count.
@MainActor
final class ListModel {
  var order: [Int]
  var counts: [Int: Int] = [:]
  /// A second object with the key of an earlier one, and its own count: the adapter keeps the
  /// first and drops this one.
  var duplicate: (key: Int, count: Int)?
  private var nextKey = 100

  init(using random: inout RepeatableRandomNumberGenerator) {
    order = Array(0..<Int.random(in: 0...6, using: &random))
    for key in order { counts[key] = Int.random(in: 0...3, using: &random) }
  }

  func objects() -> [any ListDiffable] {
    var objects: [any ListDiffable] = order.map { TestObject($0, counts[$0] ?? 0) }
    if let duplicate, let index = order.firstIndex(of: duplicate.key) {
      objects.insert(TestObject(duplicate.key, duplicate.count), at: index + 1)
    }
    return objects
  }

  /// Deletes, inserts, moves, recounts and duplicates some objects; returns what the objects are
  /// now.
  func change(using random: inout RepeatableRandomNumberGenerator) -> String {
    if !order.isEmpty && Bool.random(using: &random) {
      order.remove(at: Int.random(in: order.indices, using: &random))
    }
    if Bool.random(using: &random) {
      nextKey += 1
      counts[nextKey] = Int.random(in: 0...3, using: &random)
      order.insert(nextKey, at: Int.random(in: 0...order.count, using: &random))
    }
    if order.count > 1 && Bool.random(using: &random) {
      let key = order.remove(at: Int.random(in: order.indices, using: &random))
      order.insert(key, at: Int.random(in: 0...order.count, using: &random))
    }
    if let key = order.randomElement(using: &random), Bool.random(using: &random) {
      counts[key] = Int.random(in: 0...3, using: &random)
    }
    duplicate = nil
    if let key = order.randomElement(using: &random), Bool.random(using: &random) {
      duplicate = (key, Int.random(in: 0...3, using: &random))
    }
    return "objects \(order.map { "\($0):\(counts[$0] ?? 0)" })"
  }
}
