import Foundation
import ListKitTestSupport
import Testing

@testable import ListKit
@testable import ListUI

/// A large first load opens in pieces: the first 1,000 sections at once, then, after a turn that
/// makes room, a piece at each later turn, sized by how long the last took, each inserted after
/// the last section in a batch update that keeps the others.
@MainActor
@Suite(.serialized) struct OpeningInPiecesTests {
  static let piece = ListAdapter.openingFirstPieceSize

  /// Numbers `0..<count`, each its own object.
  static func numbers(_ count: Int) -> [any ListDiffable] {
    (0..<count).map { $0 as any ListDiffable }
  }

  /// A harness over `count` one-row sections, laid out, each section controller counted.
  static func opened(
    _ count: Int, updater: any ListUpdatingDelegate = ListAdapterUpdater(),
    start: AdapterHarness.Start = .laidOut
  ) -> AdapterHarness {
    CountingRowSection.resetCounts()
    let harness = AdapterHarness(numbers(count), updater: updater, start: start) { _ in
      CountingRowSection()
    }
    // Each piece takes the budget: the next is as large.
    harness.adapter.measureOpeningPiece = { piece in
      piece()
      return ListAdapter.openingPieceBudget
    }
    return harness
  }

  /// What the adapter holds: its objects, as numbers.
  static func numbers(in harness: AdapterHarness) -> [Int] {
    harness.adapter.objects().map { $0 as? Int ?? -1 }
  }

  @Test func aLargeFirstLoadShowsItsFirstPieceAtOnceAndAddsTheRestAPieceATurn() {
    let harness = Self.opened(10_000)
    let flow = harness.layout as! CollectionViewFlowLayout
    #expect(harness.adapter.isOpening)
    #expect(Self.numbers(in: harness) == Array(0..<Self.piece))
    #expect(harness.collectionView.numberOfSections == Self.piece)
    #expect(CountingRowSection.made == Self.piece)
    #expect(CountingRowSection.updates == Self.piece)
    #expect(flow.laidOutSectionCount == Self.piece)
    #expect(harness.cell(0) != nil)

    var questionsBefore = harness.collectionView.countQuestions
    #expect(harness.scheduler.runUntilIdle(limit: 1) == 1)
    #expect(Self.numbers(in: harness) == Array(0..<2 * Self.piece))
    #expect(harness.collectionView.numberOfSections == 2 * Self.piece)
    #expect(CountingRowSection.made == 2 * Self.piece)
    #expect(CountingRowSection.updates == 2 * Self.piece)
    // Only the new sections are asked for their counts and laid out.
    #expect(harness.collectionView.countQuestions - questionsBefore == Self.piece)
    #expect(flow.laidOutSectionCount == Self.piece)
    #expect(harness.adapter.sectionController(forSection: Self.piece - 1)?.isLastSection == false)
    let newLast = harness.adapter.sectionController(forSection: 2 * Self.piece - 1)
    #expect(newLast?.isLastSection == true)

    // The next turns end the batch update and make room in the section map for the whole list,
    // in two steps, adding nothing; the turn after adds the next piece.
    questionsBefore = harness.collectionView.countQuestions
    #expect(harness.scheduler.runUntilIdle(limit: 3) == 3)
    #expect(harness.adapter.objects().count == 2 * Self.piece)
    #expect(harness.collectionView.countQuestions == questionsBefore)
    #expect(CountingRowSection.made == 2 * Self.piece)
    // The collection view has room for every count: the pieces append theirs in place.
    let counts = harness.collectionView.sectionCounts?.withUnsafeBufferPointer {
      UnsafeRawPointer($0.baseAddress)
    }
    #expect(harness.collectionView.sectionCounts?.capacity ?? 0 >= 10_000)
    #expect(harness.scheduler.runUntilIdle(limit: 1) == 1)
    #expect(harness.adapter.objects().count == 3 * Self.piece)

    harness.run()
    #expect(
      harness.collectionView.sectionCounts?.withUnsafeBufferPointer {
        UnsafeRawPointer($0.baseAddress)
      } == counts)
    #expect(!harness.adapter.isOpening)
    #expect(Self.numbers(in: harness) == Array(0..<10_000))
    #expect(harness.collectionView.numberOfSections == 10_000)
    #expect(harness.counts == Array(repeating: 1, count: 10_000))
    #expect(CountingRowSection.made == 10_000)
    #expect(flow.laidOutSectionCount == Self.piece)
    #expect(harness.adapter.section(for: 9_999 as any ListDiffable) == 9_999)
    let last = harness.adapter.sectionController(forSection: 9_999)
    #expect(last.map { harness.adapter.section(for: $0) } == 9_999)
    #expect(last?.isLastSection == true)
    #expect(flow.collectionViewContentSize.height == 10_000)
    #expect(harness.diagnostics.isEmpty)
  }

  @Test func aPieceHoldsWhatTheLastWouldHaveAddedInTheBudget() {
    let budget = ListAdapter.openingPieceBudget
    #expect(ListAdapter.openingPieceSize(after: 1_000, took: budget) == 1_000)
    #expect(ListAdapter.openingPieceSize(after: 1_000, took: budget * 2) == 500)
    #expect(ListAdapter.openingPieceSize(after: 1_000, took: budget / 4) == 2_000)
    #expect(ListAdapter.openingPieceSize(after: 1_000, took: .zero) == 2_000)
    #expect(ListAdapter.openingPieceSize(after: 1_000, took: .seconds(10)) == 100)
    #expect(ListAdapter.openingPieceSize(after: 6_000, took: .zero) == 8_000)

    // Pieces that take twice the budget halve the next, down to 100; a fast one doubles it.
    let harness = Self.opened(30_000)
    var durations: [Duration] = [budget * 2, budget * 2, budget * 10, .zero, .zero]
    harness.adapter.measureOpeningPiece = { piece in
      piece()
      return durations.isEmpty ? budget : durations.removeFirst()
    }
    var sizes: [Int] = []
    var before = harness.collectionView.numberOfSections
    while harness.adapter.isOpening && sizes.count < 7 {
      #expect(harness.scheduler.runUntilIdle(limit: 1) == 1)
      let after = harness.collectionView.numberOfSections
      // Between two pieces, the turn that ends the last one's batch update adds none, nor do
      // the two that make room in the section map.
      if after > before { sizes.append(after - before) }
      before = after
    }
    #expect(sizes == [1_000, 500, 250, 100, 200, 400, 400])
  }

  @Test func aListNotYetLaidOutGetsItsPiecesWithoutBatchUpdates() {
    let harness = Self.opened(9_000 + 10_000, start: .connected)
    harness.run()
    #expect(!harness.adapter.isOpening)
    #expect(harness.collectionView.countQuestions == 0)
    harness.collectionView.layoutIfNeeded()
    // The counts are read once, all of them, when the collection view first lays out.
    #expect(harness.collectionView.countQuestions == 19_000)
    #expect(harness.collectionView.numberOfSections == 19_000)
    #expect(harness.collectionView.collectionViewLayout.collectionViewContentSize.height == 19_000)
  }

  @Test func repeatedIdentifiersAcrossPiecesAreDroppedAndReported() {
    var objects = Self.numbers(12_000)
    objects[9_000] = 10
    CountingRowSection.resetCounts()
    let harness = AdapterHarness(objects, start: .laidOut) { _ in CountingRowSection() }
    harness.run()
    var expected = Array(0..<12_000)
    expected.remove(at: 9_000)
    #expect(Self.numbers(in: harness) == expected)
    #expect(harness.collectionView.numberOfSections == 11_999)
    #expect(harness.diagnostics.count == 1)
    #expect(harness.diagnostics.first?.hasPrefix("Duplicate identifier 10 for object 10") == true)
  }

  @Test func anUpdateDuringTheOpenEndsItsPiecesAndBringsTheListToTheDataSource() {
    let harness = Self.opened(20_000)
    #expect(harness.adapter.isOpening)
    let changed = Array((0..<20_000).filter { $0 % 7 != 3 })
    harness.dataSource.objects = changed.map { $0 as any ListDiffable }
    #expect(harness.performUpdatesAndRun() == true)
    #expect(!harness.adapter.isOpening)
    #expect(Self.numbers(in: harness) == changed)
    #expect(harness.collectionView.numberOfSections == changed.count)
    #expect(harness.counts == Array(repeating: 1, count: changed.count))
    for section in [0, 4_000, changed.count - 1] {
      let controller = harness.adapter.sectionController(forSection: section)
      #expect(controller.map { harness.adapter.section(for: $0) } == section)
    }
  }

  @Test func aNewDataSourceDuringTheOpenEndsTheOldPieces() {
    let harness = Self.opened(20_000)
    harness.adapter.dataSource = harness.makeDataSource(Self.numbers(100))
    harness.run()
    #expect(!harness.adapter.isOpening)
    #expect(Self.numbers(in: harness) == Array(0..<100))
    harness.collectionView.layoutIfNeeded()
    #expect(harness.collectionView.numberOfSections == 100)
  }

  @Test func finishOpeningAddsTheRestNow() {
    let harness = Self.opened(10_000)
    harness.adapter.finishOpening()
    #expect(!harness.adapter.isOpening)
    #expect(Self.numbers(in: harness) == Array(0..<10_000))
    #expect(harness.collectionView.numberOfSections == 10_000)
    harness.run()
    #expect(Self.numbers(in: harness) == Array(0..<10_000))
    #expect(harness.collectionView.numberOfSections == 10_000)
  }

  @Test func smallListsAndOtherUpdatersOpenAtOnce() {
    let small = Self.opened(9_999)
    #expect(!small.adapter.isOpening)
    #expect(small.adapter.objects().count == 9_999)

    let updater = ListAdapterUpdater()
    updater.backgroundDiffingThreshold = .max
    let unbounded = Self.opened(20_000, updater: updater)
    #expect(!unbounded.adapter.isOpening)
    #expect(unbounded.adapter.objects().count == 20_000)

    let reloading = Self.opened(20_000, updater: ListReloadDataUpdater())
    #expect(!reloading.adapter.isOpening)
    #expect(reloading.adapter.objects().count == 20_000)
  }
}
