import Foundation
import ListKitTestSupport
import Testing

@testable import ListKit
@testable import ListUI

/// What a list adapter reports it holds: its section controllers and its section map, which a web
/// session adds to its collection view's counts and layout to bound and report a session's
/// memory.
@MainActor
@Suite struct ListAdapterMemoryFootprintTests {
  static func footprint(rows: Int) -> (MemoryFootprint, AdapterHarness) {
    let harness = AdapterHarness(
      (0..<rows).map { $0 as any ListDiffable }, start: .laidOut
    ) { _ in CountingRowSection() }
    harness.settle()
    var footprint = MemoryFootprint()
    harness.collectionView.addMemoryFootprint(to: &footprint)
    return (footprint, harness)
  }

  @Test func theCollectionViewAddsItsAdaptersSectionControllersAndSectionMap() {
    let (footprint, harness) = Self.footprint(rows: 10_000)
    let measured = (0..<10_000).compactMap { harness.adapter.sectionController(forSection: $0) }
      .reduce(0) { $0 + MemoryFootprint.bytes(of: $1) }
    let controllers = footprint.bytes(of: "section controllers")
    // Each is the size of its heap block; 256 are measured, and the estimate is near the sum of
    // all of them.
    #expect(controllers >= measured * 90 / 100)
    #expect(controllers <= measured * 110 / 100)
    // The objects (40 bytes each as `any ListDiffable`), their keys (40 bytes each), the section
    // controllers in order and the two look-ups: over 130 bytes a section.
    #expect(footprint.bytes(of: "section map") > 10_000 * 130)
    #expect(footprint.bytes(of: "layout") > 0)
    #expect(footprint.bytes(of: "collection view") > 10_000 * 8)
  }

  @Test func theSectionMapGrowsWithTheSections() {
    let small = Self.footprint(rows: 5_000).0.bytes(of: "section map")
    let large = Self.footprint(rows: 50_000).0.bytes(of: "section map")
    // Ten times the sections; the hashed look-ups grow by powers of two.
    #expect(large > 8 * small && large < 14 * small)
  }
}
