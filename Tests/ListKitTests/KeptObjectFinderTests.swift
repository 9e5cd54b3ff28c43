import ListKitTestSupport
import Testing

@testable import ListKit

/// The finder of the objects an update kept in place.
@Suite struct KeptObjectFinderTests {
  /// Kept objects are found at the next old place or a few places further, in order; new ones
  /// are not found and leave the next place where it was; one found by its key moves it.
  @Test func keptObjectsAreFoundInOrderAcrossShortGaps() {
    let old = (0..<40).map { TestObject($0, 0) as any ListDiffable }
    var finder = KeptObjectFinder(oldObjects: old, count: old.count)
    #expect(finder.position(ofIdentical: old[0]) == 0)
    #expect(finder.position(ofIdentical: TestObject(1, 0)) == nil)
    #expect(finder.position(ofIdentical: old[1]) == 1)
    let farthest = 2 + KeptObjectFinder.lookAhead
    #expect(finder.position(ofIdentical: old[farthest]) == farthest)
    #expect(finder.position(ofIdentical: old[farthest + 2 + KeptObjectFinder.lookAhead]) == nil)
    #expect(finder.position(ofIdentical: old[2]) == nil)
    finder.found(at: 2)
    #expect(finder.position(ofIdentical: old[3]) == 3)
    #expect(finder.position(ofIdentical: 3) == nil)
  }

  /// After many looks in a row find nothing, only the next old object is compared, until it is
  /// found again.
  @Test func missedLooksNarrowTheLookToTheNextObject() {
    let old = (0..<100).map { TestObject($0, 0) as any ListDiffable }
    var finder = KeptObjectFinder(oldObjects: old, count: old.count)
    for _ in 0..<KeptObjectFinder.missedLooksAllowed {
      #expect(finder.position(ofIdentical: TestObject(-1, 0)) == nil)
    }
    #expect(finder.position(ofIdentical: old[1]) == nil)
    #expect(finder.position(ofIdentical: old[0]) == 0)
    #expect(finder.position(ofIdentical: old[2]) == 2)
  }

  /// New objects come in runs: after one that no look found turns out to be new, the objects
  /// after it are compared with the next old object only, until one is found.
  @Test func aRunOfNewObjectsIsComparedWithTheNextOldObjectOnly() {
    let old = (0..<40).map { TestObject($0, 0) as any ListDiffable }
    var finder = KeptObjectFinder(oldObjects: old, count: old.count)
    #expect(finder.position(ofIdentical: old[0]) == 0)
    var before = finder.comparisons
    #expect(finder.position(ofIdentical: TestObject(-1, 0)) == nil)
    #expect(finder.comparisons - before == 1 + KeptObjectFinder.lookAhead)
    finder.notFound()
    before = finder.comparisons
    for _ in 0..<5 {
      #expect(finder.position(ofIdentical: TestObject(-1, 0)) == nil)
      finder.notFound()
    }
    #expect(finder.position(ofIdentical: old[1]) == 1)
    #expect(finder.comparisons - before == 6)
    // The run is over: a look goes past the next old object again.
    before = finder.comparisons
    #expect(finder.position(ofIdentical: old[4]) == 4)
    #expect(finder.comparisons - before == 3)
    // So it does after an object found by its key.
    #expect(finder.position(ofIdentical: TestObject(-1, 0)) == nil)
    finder.notFound()
    finder.found(at: 10)
    before = finder.comparisons
    #expect(finder.position(ofIdentical: old[13]) == 13)
    #expect(finder.comparisons - before == 3)
  }

  /// Only the objects that have keys are compared.
  @Test func objectsWithoutKeysAreNotFound() {
    let old = (0..<4).map { $0 as any ListDiffable }
    var finder = KeptObjectFinder(oldObjects: old, count: 2)
    #expect(finder.position(ofIdentical: 2) == nil)
    #expect(finder.position(ofIdentical: 1) == 1)
  }
}
