import Foundation
import ListKitTestSupport
import Testing

@_spi(ListKit) @testable import ListUI

/// What a collection view reports it holds (`MemoryFootprint`): arrays and hashed collections by
/// their capacity, objects by their heap block, the layout's chunks once however many runs of
/// sections point into them.
@MainActor
@Suite struct MemoryFootprintTests {
  @Test func anArrayIsCountedByItsCapacityAndAHashedCollectionByItsBuckets() {
    var array: [Int] = []
    #expect(MemoryFootprint.bytes(of: array) == 0)
    array.reserveCapacity(100)
    #expect(MemoryFootprint.bytes(of: array) == 32 + array.capacity * 8)
    var dictionary: [Int: Int] = [:]
    for key in 0..<100 { dictionary[key] = key }
    // 100 entries need 256 buckets: 128 would be over three quarters full.
    #expect(MemoryFootprint.bytes(of: dictionary) == 64 + 256 * 16 + 256 / 8)
    #expect(MemoryFootprint.bytes(of: Set(0..<100)) == 64 + 256 * 8 + 256 / 8)
  }

  @Test func anObjectIsCountedByItsHeapBlock() {
    final class Small {}
    final class Large {
      var values = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    }
    let small = MemoryFootprint.bytes(of: Small())
    let large = MemoryFootprint.bytes(of: Large())
    #expect(small >= 16)
    #expect(large >= 16 + 128)
    // 256 of them measured, scaled to 1,000: the allocator may give a block a little more room.
    let estimated = MemoryFootprint.estimatedBytes(of: (0..<1000).map { _ in Large() })
    #expect(estimated >= 1000 * large * 95 / 100 && estimated <= 1000 * large * 110 / 100)
  }

  @Test func theSummaryListsThePartsLargestFirstInMegabytes() {
    var footprint = MemoryFootprint()
    footprint.add(1_250_000, to: "layout")
    footprint.add(3_000_000, to: "section map")
    footprint.add(250_000, to: "layout")
    #expect(footprint.total == 4_500_000)
    #expect(footprint.bytes(of: "layout") == 1_500_000)
    #expect(footprint.summary == "4.5 MB (section map 3.0 MB, layout 1.5 MB)")
  }

  @Test func aFlowLayoutsFootprintGrowsWithItsSections() {
    let small = KeptSectionsTests.collectionView(Array(repeating: 1, count: 1_000)).0
    let large = KeptSectionsTests.collectionView(Array(repeating: 1, count: 10_000)).0
    var smallFootprint = MemoryFootprint()
    small.addMemoryFootprint(to: &smallFootprint)
    var largeFootprint = MemoryFootprint()
    large.addMemoryFootprint(to: &largeFootprint)
    let perSection = Double(largeFootprint.bytes(of: "layout")) / 10_000
    // A one-item section keeps an entry, a frame and a line: over 80 bytes, and it is under 400.
    #expect(perSection > 80 && perSection < 400)
    #expect(largeFootprint.bytes(of: "layout") > 9 * smallFootprint.bytes(of: "layout"))
    // The counts, 8 bytes a section.
    #expect(largeFootprint.bytes(of: "collection view") >= 80_000)
  }

  @Test func aBatchUpdateThatKeepsTheUntouchedSectionsCountsTheirChunksOnce() {
    let (collectionView, dataSource) = KeptSectionsTests.collectionView(
      Array(repeating: 1, count: 10_000))
    var before = MemoryFootprint()
    collectionView.addMemoryFootprint(to: &before)
    dataSource.counts.insert(1, at: 5_000)
    collectionView.performBatchUpdates(keepingUntouchedSections: true) {
      collectionView.insertSections(IndexSet(integer: 5_000))
    }
    collectionView.layoutIfNeeded()
    var after = MemoryFootprint()
    collectionView.addMemoryFootprint(to: &after)
    // The new layout points into the old chunks and adds one for the section laid out again:
    // counting each run's chunk would double it.
    let layoutBefore = before.bytes(of: "layout")
    let layoutAfter = after.bytes(of: "layout")
    #expect(layoutAfter > layoutBefore)
    #expect(layoutAfter < layoutBefore + layoutBefore / 10)
  }

  @Test func theFootprintOfScreensFindsEveryListOnceInTheirViewsChildrenAndPresentedScreens() {
    let list = KeptSectionsTests.collectionView(Array(repeating: 1, count: 2_000)).0
    let other = KeptSectionsTests.collectionView(Array(repeating: 1, count: 2_000)).0
    let root = NavigationController(rootViewController: ViewController())
    let pushed = ViewController()
    root.pushViewController(pushed, animated: false)
    root.viewControllers[0].view.addSubview(list)
    let presented = ViewController()
    presented.view.addSubview(other)
    root.present(presented, animated: false)
    var both = MemoryFootprint()
    list.addMemoryFootprint(to: &both)
    other.addMemoryFootprint(to: &both)
    #expect(both.total > 0)
    let footprint = MemoryFootprint(viewControllers: [root, root])
    #expect(footprint == both)
  }
}
