import Foundation
import Testing

@testable import ListKit

/// IGListKit's `IGListSectionMapTests.m`, case by case.
@MainActor
@Suite struct SectionMapTests {
  let objects: [any ListDiffable] = [0, 1, 2]

  func makeMap() -> (SectionMap, [ListSectionController]) {
    let controllers = [TestSection(), TestSection(), TestSection()]
    var map = SectionMap()
    map.update(objects: objects, sectionControllers: controllers)
    return (map, controllers)
  }

  @Test func test_whenUpdatingItems_thatArraysAreEqual() {
    let (map, _) = makeMap()
    #expect(map.objects.map { $0.diffIdentifier() } == [0, 1, 2])
  }

  @Test func test_whenUpdatingItems_thatSectionControllersAreMappedForSection() {
    let (map, controllers) = makeMap()
    #expect(map.sectionController(forSection: 1) === controllers[1])
  }

  @Test func test_whenUpdatingItems_thatSectionControllersAreMappedForItem() {
    let (map, controllers) = makeMap()
    #expect(map.sectionController(for: 1) === controllers[1])
  }

  @Test func test_whenUpdatingItems_thatSectionsAreMappedForSectionController() {
    let (map, controllers) = makeMap()
    #expect(map.section(for: controllers[1]) == 1)
  }

  @Test func test_whenUpdatingItems_withUnknownItem_thatSectionControllerIsNil() {
    let (map, _) = makeMap()
    #expect(map.sectionController(for: 4) == nil)
  }

  @Test func test_whenUpdatingItems_withSectionController_thatSectionIsNotFound() {
    let (map, _) = makeMap()
    #expect(map.section(for: TestSection()) == nil)
  }

  @Test func test_whenEnumeratingMap_withStopFlagSet_thatEnumerationEndsEarly() {
    let (map, _) = makeMap()
    var counter = 0
    map.enumerate { _, _, section, stop in
      counter += 1
      stop = section == 1
    }
    #expect(counter == 2)
  }

  @Test func test_whenAccessingOOBSection_thatNilIsReturned() {
    let (map, _) = makeMap()
    #expect(map.object(forSection: 4) == nil)
  }

  @Test func test_whenUpdatingItems_thatSectionControllerIndexesAreUpdated() {
    let one = TestSection()
    #expect(one.section == NSNotFound)
    var map = SectionMap()
    map.update(objects: objects, sectionControllers: [TestSection(), one, TestSection()])
    #expect(one.section == 1)
    #expect(!one.isFirstSection)
  }

  // test_whenQueryingItems_thatNilReturnsNotFound cannot apply: a Swift object is never nil.

  @Test func test_whenAccessingNegativeSection_thatNilIsReturned() {
    let (map, _) = makeMap()
    #expect(map.object(forSection: -1) == nil)
  }

  @Test func test_whenUpdatingWithDifferentObjectCounts_thatValidationHandlesMismatch() {
    var (map, _) = makeMap()
    map.update(objects: [3, 4], sectionControllers: [TestSection(), TestSection()])
    #expect(map.objects.count == 2)
  }

  @Test func test_whenCopyingMap_thatCopyIsIndependent() {
    let (map, _) = makeMap()
    var copy = map
    copy.update(objects: [9], sectionControllers: [TestSection()])
    #expect(map.objects.count == 3)
    #expect(copy.objects.count == 1)
  }

  // test_whenValidatingWithMismatchedSnapshotCount_thatValidationReturnsEarly cannot apply: it
  // sets IGListKit's private identifier snapshot through key-value coding.

  @Test func test_whenUpdatingObjectNotInMap_thatValidationHandlesInvalidSection() {
    var (map, _) = makeMap()
    // IGListKit throws; ListKit reports that the object is not in the map and changes nothing.
    let updated = map.updateObject(99)
    #expect(!updated)
    #expect(map.objects.count == 3)
  }

  @Test func test_whenObjectsOfDifferentTypesShareAnIdentifier_thatTheyAreDifferentObjects() {
    let (map, _) = makeMap()
    #expect(map.sectionController(for: "1") == nil)
    #expect(map.sectionController(for: 1.0) == nil)
  }
}
