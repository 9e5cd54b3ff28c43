// swift-format-ignore-file
// The Modeling and Binding guide's code as the guide writes it;
// the article MigratingFromIGListKit.md lists each change.
import IGListKit

final class PostSectionController: ListBindingSectionController<Post>,
ListBindingSectionControllerDataSource,
ActionCellDelegate {

  var localLikes: Int? = nil

  override init() {
    super.init()
    dataSource = self
  }

  // MARK: ListBindingSectionControllerDataSource

  func sectionController(
    _ sectionController: ListBindingSectionController<ListDiffable>,
    viewModelsFor object: Any
    ) -> [ListDiffable] {
      // 1
      guard let object = object as? Post else { fatalError() }
      // 2
      let results: [ListDiffable] = [
        UserViewModel(username: object.username, timestamp: object.timestamp),
        ImageViewModel(url: object.imageURL),
        ActionViewModel(likes: localLikes ?? object.likes)
      ]
      // 3
      return results + object.comments
  }

  func sectionController(
    _ sectionController: ListBindingSectionController<ListDiffable>,
    sizeForViewModel viewModel: Any,
    at index: Int
    ) -> CGSize {
    // 1
    guard let width = collectionContext?.containerSize.width else { fatalError() }
    // 2
    let height: CGFloat
    switch viewModel {
    case is ImageViewModel: height = 250
    case is Comment: height = 35
    // 3
    default: height = 55
    }
    return CGSize(width: width, height: height)
  }

  func sectionController(
    _ sectionController: ListBindingSectionController<ListDiffable>,
    cellForViewModel viewModel: Any,
    at index: Int
    ) -> UICollectionViewCell & ListBindable {
    let identifier: String
    switch viewModel {
    case is ImageViewModel: identifier = "image"
    case is Comment: identifier = "comment"
    case is UserViewModel: identifier = "user"
    default: identifier = "action"
    }
    guard let cell = collectionContext?
      .dequeueReusableCellFromStoryboard(withIdentifier: identifier, for: self, at: index)
      as? UICollectionViewCell & ListBindable
      else { fatalError() }
    if let cell = cell as? ActionCell {
      cell.delegate = self
    }
    return cell
  }

  // MARK: ActionCellDelegate

  func didTapHeart(cell: ActionCell) {
    // 1
    localLikes = (localLikes ?? object?.likes ?? 0) + 1
    // 2
    update(animated: true)
  }

}
