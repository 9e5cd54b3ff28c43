import Foundation
import Testing

@testable import ListKit

#if canImport(Glibc)
  /// glibc's `malloc_usable_size`: the bytes of the allocation at `pointer`.
  @_silgen_name("malloc_usable_size")
  private func mallocUsableSize(_ pointer: UnsafeMutableRawPointer?) -> Int
#endif

/// The reads that bring a batch update's section controllers into the caches stay inside each
/// section controller.
@MainActor @Suite struct SectionControllerCacheWarmingTests {
  #if canImport(Glibc)
    /// Every read is inside the instance: a bare `ListSectionController`'s allocation holds the
    /// last offset read and its word.
    @Test func theReadsStayInsideASectionController() {
      let controller = ListSectionController()
      let object = UnsafeMutableRawPointer(Unmanaged.passUnretained(controller).toOpaque())
      let last = SectionControllerCacheWarming.offsets.max() ?? 0
      #expect(mallocUsableSize(object) >= last + MemoryLayout<UInt>.size)
      withExtendedLifetime(controller) {}
    }
  #endif

  /// Sections past the end are skipped; no section reads nothing.
  @Test func onlyTheSectionsInRangeAreRead() {
    let controllers = (0..<4).map { _ in ListSectionController() }
    #expect(SectionControllerCacheWarming.warm(controllers, at: []) == 0)
    #expect(SectionControllerCacheWarming.warm([], at: [0, 1]) == 0)
    let first = SectionControllerCacheWarming.warm(controllers, at: [1])
    #expect(first != 0)
    #expect(SectionControllerCacheWarming.warm(controllers, at: [1, 4, 9]) == first)
  }
}
