import Foundation
import ListKit
import Testing

/// The Modeling and Binding guide's feed, built and used as the guide describes.
@MainActor
@Suite struct ModelingAndBindingTests {
  let scheduler = ManualScheduler()
  let controller = PostsViewController()

  init() {
    controller.collectionView.scheduler = scheduler
    controller.loadViewIfNeeded()
    controller.collectionView.layoutIfNeeded()
  }

  func cell<Cell: CollectionViewCell>(_ item: Int, as type: Cell.Type = Cell.self) -> Cell? {
    controller.collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? Cell
  }

  @Test func thePostShowsAUserAnImageItsLikesAndThreeComments() {
    #expect(controller.collectionView.numberOfSections == 1)
    #expect(controller.collectionView.numberOfItems(inSection: 0) == 6)
    #expect(cell(0, as: UserCell.self)?.usernameLabel.text == "@janedoe")
    #expect(cell(0, as: UserCell.self)?.dateLabel.text == "15min")
    let photo = URL(string: "https://placekitten.com/g/375/250")
    #expect(cell(1, as: ImageCell.self)?.imageView.image?.source == photo.map { .web($0) })
    #expect(cell(2, as: ActionCell.self)?.likesLabel.text == "384")
    let comments = (3..<6).map { cell($0, as: CommentCell.self) }
    #expect(comments.map { $0?.usernameLabel.text } == ["@ryan", "@jsq", "@caitlin"])
    #expect(comments.map { $0?.commentLabel.text } == ["this is beautiful!", "😱", "#blessed"])
  }

  @Test func theCellsHaveTheGuidesSizes() {
    let heights = (0..<6).map { cell($0, as: CollectionViewCell.self)?.frame.height }
    #expect(heights == [55, 250, 55, 35, 35, 35])
    #expect(cell(0, as: UserCell.self)?.frame.width == 375)
  }

  @Test func tappingTheHeartAddsALikeAndRebindsOnlyTheActionCell() {
    guard let action = cell(2, as: ActionCell.self), let user = cell(0, as: UserCell.self),
      let comment = cell(3, as: CommentCell.self)
    else {
      Issue.record("the post's cells are missing")
      return
    }
    // Marks on the other cells show whether they are bound again.
    user.usernameLabel.text = "unchanged"
    comment.commentLabel.text = "unchanged"

    #expect(action.likeButton.sendActions())
    scheduler.runUntilIdle()
    controller.collectionView.layoutIfNeeded()

    #expect(cell(2, as: ActionCell.self) === action)
    #expect(action.likesLabel.text == "385")
    #expect(user.usernameLabel.text == "unchanged")
    #expect(comment.commentLabel.text == "unchanged")
    let section = controller.adapter.sectionController(forSection: 0) as? PostSectionController
    #expect(section?.localLikes == 385)

    #expect(action.likeButton.sendActions())
    scheduler.runUntilIdle()
    #expect(action.likesLabel.text == "386")
  }
}
