import ListKit
import Testing

/// GettingStarted.md's samples do what the article says.
@MainActor
@Suite struct GettingStartedTests {
  @Test func theDiffFindsTheRenamedUserAsAnUpdate() {
    let oldUsers = [User(primaryKey: 2, name: "Shayne"), User(primaryKey: 3, name: "Ryan")]
    let newUsers = [User(primaryKey: 2, name: "Ann"), User(primaryKey: 3, name: "Ryan")]
    let result = ListDiff(oldArray: oldUsers, newArray: newUsers, option: .equality)
    #expect(Array(result.updates) == [0])
    #expect(result.inserts.isEmpty && result.deletes.isEmpty && result.moves.isEmpty)
  }

  @Test func equalUsersInNewInstancesAreNotUpdates() {
    let result = ListDiff(
      oldArray: [User(primaryKey: 2, name: "Ann")], newArray: [User(primaryKey: 2, name: "Ann")],
      option: .equality)
    #expect(!result.hasChanges)
  }

  @Test func theWorkingRangePreparesOneSectionBeyondTheVisibleOnes() {
    let controller = PhotosViewController()
    controller.loadViewIfNeeded()
    controller.collectionView.layoutIfNeeded()
    #expect(
      controller.sectionControllers.map(\.isPrepared) == [true, true, true, false, false, false])
    controller.collectionView.contentOffset = CGPoint(x: 0, y: 2)
    controller.collectionView.layoutIfNeeded()
    #expect(
      controller.sectionControllers.map(\.isPrepared) == [false, true, true, true, true, false])
  }
}
