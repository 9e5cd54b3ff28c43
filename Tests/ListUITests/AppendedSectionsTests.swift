import Foundation
import ListKitTestSupport
import Testing

@_spi(ListKit) @testable import ListUI

/// Batch updates that keep their untouched sections and only insert sections after the last
/// one, as a long list opening a piece at a time makes them: the new sections' counts are
/// appended to the collection view's without copying the others, the items' order is extended,
/// and the result is the one of asking for every count and laying out everything.
@MainActor
@Suite struct AppendedSectionsTests {
  /// The address of the collection view's counts' storage.
  static func countsStorage(of collectionView: CollectionView) -> UnsafeRawPointer? {
    collectionView.sectionCounts?.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
  }

  /// Appends sections of `counts` items each to `collectionView`, whose data source is
  /// `dataSource`, in a batch update that keeps the untouched sections.
  static func append(
    _ counts: [Int], to collectionView: CollectionView, dataSource: UIKitModelCountsDataSource
  ) {
    let start = dataSource.counts.count
    dataSource.counts += counts
    collectionView.performBatchUpdates(keepingUntouchedSections: true) {
      collectionView.insertSections(IndexSet(integersIn: start..<start + counts.count))
    }
  }

  @Test func appendedCountsGoInPlaceAndOnlyTheirsAreAsked() {
    let (collectionView, dataSource) = KeptSectionsTests.collectionView([1, 2, 3])
    collectionView.reserveSectionCountsCapacity(100)
    let storage = Self.countsStorage(of: collectionView)
    #expect(storage != nil)
    for piece in 1...5 {
      collectionView.countQuestions = 0
      Self.append([piece % 3, 1, 2], to: collectionView, dataSource: dataSource)
      #expect(collectionView.countQuestions == 3)
      #expect(collectionView.sectionCounts == dataSource.counts)
      #expect(Self.countsStorage(of: collectionView) == storage, "piece \(piece) copied the counts")
    }
    let (full, _) = KeptSectionsTests.collectionView(dataSource.counts)
    #expect(KeptSectionsTests.state(of: collectionView) == KeptSectionsTests.state(of: full))
  }

  @Test func theItemsOrderIsExtendedNotMadeAgain() {
    let (collectionView, dataSource) = KeptSectionsTests.collectionView([2, 0, 1])
    #expect(collectionView.itemOrder.count == 3)
    #expect(collectionView.itemOrderBuildCount == 1)
    Self.append([0, 3], to: collectionView, dataSource: dataSource)
    Self.append([1], to: collectionView, dataSource: dataSource)
    #expect(Array(collectionView.itemOrder) == ItemOrderTests.listed([2, 0, 1, 0, 3, 1]))
    #expect(collectionView.itemOrder.firstIndex(of: IndexPath(item: 2, section: 4)) == 5)
    #expect(collectionView.itemOrderBuildCount == 1)
  }

  @Test func anAppendThatDoesNotAddUpIsReportedAsAnyUpdateIs() {
    let (collectionView, dataSource) = KeptSectionsTests.collectionView([1, 1])
    let violations = ViolationLog()
    collectionView.violationHandler = { violations.errors.append($0) }
    dataSource.counts = [1, 1, 2, 2]
    collectionView.performBatchUpdates(keepingUntouchedSections: true) {
      collectionView.insertSections(IndexSet(integer: 2))
    }
    #expect(
      violations.errors.map(\.message) == [
        CollectionViewError.invalidNumberOfSections(before: 2, after: 4, inserted: 1, deleted: 0)
          .message
      ])
    #expect(collectionView.sectionCounts == [1, 1, 2, 2])
  }

  /// Appends and other updates in a row, seeded: after each, the counts, every item's frame and
  /// the content size are those of a collection view that asked for every count and laid out
  /// everything; the items' order lists every item in order.
  @Test func appendsAmongOtherUpdatesAgreeWithAFullLayout() {
    let failures = failuresForSeeds(1...200) { seed, random in
      let (collectionView, dataSource) = KeptSectionsTests.collectionView(
        (0..<Int.random(in: 0...5, using: &random)).map { _ in Int.random(in: 0...3, using: &random)
        })
      if Bool.random(using: &random) { collectionView.reserveSectionCountsCapacity(40) }
      for step in 0..<8 {
        let counts = (0..<Int.random(in: 0...4, using: &random)).map { _ in
          Int.random(in: 0...3, using: &random)
        }
        if Int.random(in: 0..<4, using: &random) == 0, !dataSource.counts.isEmpty {
          // An insert among the sections, not after them.
          let place = Int.random(in: 0..<dataSource.counts.count, using: &random)
          dataSource.counts.insert(2, at: place)
          collectionView.performBatchUpdates(keepingUntouchedSections: true) {
            collectionView.insertSections(IndexSet(integer: place))
          }
        } else {
          Self.append(counts, to: collectionView, dataSource: dataSource)
        }
        if Bool.random(using: &random) { _ = collectionView.itemOrder }
        let (full, _) = KeptSectionsTests.collectionView(dataSource.counts)
        if KeptSectionsTests.state(of: collectionView) != KeptSectionsTests.state(of: full) {
          return "step \(step): \(dataSource.counts) is laid out differently"
        }
        if Array(collectionView.itemOrder) != ItemOrderTests.listed(dataSource.counts) {
          return "step \(step): the items' order of \(dataSource.counts)"
        }
      }
      return nil
    }
    #expect(failures.isEmpty, "\(failures.prefix(3))")
  }
}
