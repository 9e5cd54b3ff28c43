import ListKit
import ListKitTestSupport

// The Modeling and Binding guide's post feed: a post is a section of view models bound to cells
// by a ListBindingSectionController; the heart raises the likes through update(animated:). The
// like count's view model keeps its identity and changes its value, so its cell is reconfigured:
// kept, and bound again in place. The status line counts those reconfigures.

/// A post.
///
/// A class, as in the guide, because ``PostSectionController`` is a ListBindingSectionController.
/// `isEqual(toDiffableObject:)` returns `true` so that a new version of the post does not reload
/// the whole section; the adapter still hands the section controller each new instance, and it
/// diffs its view models and updates only the cells that changed. The adapter hands a value over
/// only when it is unequal to the old one, so a value that is always equal would never arrive.
final class Post: ListDiffable {
  let username: String
  let timestamp: String
  let imageName: String
  let likes: Int
  let comments: [Comment]

  init(username: String, timestamp: String, imageName: String, likes: Int, comments: [Comment]) {
    self.username = username
    self.timestamp = timestamp
    self.imageName = imageName
    self.likes = likes
    self.comments = comments
  }

  func diffIdentifier() -> AnyHashable { username + timestamp }

  func isEqual(toDiffableObject object: (any ListDiffable)?) -> Bool { true }
}

/// A comment on a post, identified by its author and text together.
struct Comment: Identifiable, Equatable, ListDiffable {
  let username: String
  let text: String

  var id: String { username + text }
}

/// The post's author and age.
struct UserViewModel: Identifiable, Equatable, ListDiffable {
  let username: String
  let timestamp: String

  var id: String { "user" }
}

/// The post's image.
struct ImageViewModel: Identifiable, Equatable, ListDiffable {
  let name: String

  var id: String { "image" }
}

/// The heart and the like count.
struct ActionViewModel: Identifiable, Equatable, ListDiffable {
  let likes: Int

  var id: String { "action" }
}

@MainActor
final class UserCell: CollectionViewCell, ListBindable {
  let usernameLabel = Label()
  let dateLabel = Label()

  required init(frame: CGRect) {
    super.init(frame: frame)
    usernameLabel.isBold = true
    dateLabel.textAlignment = .right
    dateLabel.textColor = .secondaryLabel
    contentView.addSubview(usernameLabel)
    contentView.addSubview(dateLabel)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let width = max(0, bounds.width - gutter - 1)
    usernameLabel.frame = CGRect(x: gutter, y: 0, width: max(0, width - 8), height: 1)
    dateLabel.frame = CGRect(x: gutter + max(0, width - 8), y: 0, width: min(8, width), height: 1)
  }

  func bindViewModel(_ viewModel: Any) {
    guard let viewModel = viewModel as? UserViewModel else { return }
    usernameLabel.text = viewModel.username
    dateLabel.text = viewModel.timestamp
  }
}

@MainActor
final class ImageCell: CollectionViewCell, ListBindable {
  let imageView = ImageView()

  required init(frame: CGRect) {
    super.init(frame: frame)
    imageView.contentMode = .scaleAspectFill
    imageView.clipsToBounds = true
    contentView.addSubview(imageView)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    imageView.frame = CGRect(
      x: gutter, y: 0, width: max(0, bounds.width - gutter - 1), height: bounds.height)
    // The photo fills the view: a browser crops its pixels to it, a terminal draws its
    // placeholder as the view's box.
    if let image = imageView.image, image.size != imageView.bounds.size {
      imageView.image?.size = imageView.bounds.size
    }
  }

  func bindViewModel(_ viewModel: Any) {
    guard let viewModel = viewModel as? ImageViewModel else { return }
    // The photo from the demo's resources; its name alone where it has none.
    var image =
      ImageReference(named: viewModel.name, in: .module)
      ?? ImageReference(name: viewModel.name, size: .zero)
    image.name = viewModel.name
    image.size = imageView.bounds.size
    imageView.image = image
  }
}

@MainActor
protocol ActionCellDelegate: AnyObject {
  func didTapHeart(cell: ActionCell)
}

@MainActor
final class ActionCell: CollectionViewCell, ListBindable {
  let likeButton = Button()
  let likesLabel = Label()
  weak var delegate: (any ActionCellDelegate)?
  /// Whether the cell shows a view model: set when it is bound, cleared when it is prepared for
  /// reuse. A cell the data source is given that shows one already is being reconfigured.
  private(set) var isShowingViewModel = false

  required init(frame: CGRect) {
    super.init(frame: frame)
    likeButton.title = "♥"
    likeButton.addAction { [weak self] _ in
      guard let self else { return }
      self.delegate?.didTapHeart(cell: self)
    }
    contentView.addSubview(likeButton)
    contentView.addSubview(likesLabel)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    likeButton.frame = CGRect(x: gutter, y: 0, width: 1, height: 1)
    likesLabel.frame = CGRect(
      x: gutter + 2, y: 0, width: max(0, bounds.width - gutter - 2), height: 1)
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    isShowingViewModel = false
  }

  func bindViewModel(_ viewModel: Any) {
    guard let viewModel = viewModel as? ActionViewModel else { return }
    likesLabel.text = "\(viewModel.likes) likes"
    isShowingViewModel = true
  }
}

@MainActor
final class CommentCell: CollectionViewCell, ListBindable {
  let usernameLabel = Label()
  let commentLabel = Label()

  required init(frame: CGRect) {
    super.init(frame: frame)
    usernameLabel.isBold = true
    contentView.addSubview(usernameLabel)
    contentView.addSubview(commentLabel)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let width = max(0, bounds.width - gutter)
    let nameWidth = min(10, width)
    usernameLabel.frame = CGRect(x: gutter, y: 0, width: nameWidth, height: 1)
    commentLabel.frame = CGRect(
      x: gutter + nameWidth, y: 0, width: max(0, width - nameWidth), height: 1)
  }

  func bindViewModel(_ viewModel: Any) {
    guard let viewModel = viewModel as? Comment else { return }
    usernameLabel.text = viewModel.username
    commentLabel.text = viewModel.text
  }
}

/// A post as a binding section: the user, the image, the heart and the comments.
@MainActor
final class PostSectionController: ListBindingSectionController<Post>,
  ListBindingSectionControllerDataSource, ActionCellDelegate
{
  var localLikes: Int?
  private let tally: ReconfigureTally

  init(tally: ReconfigureTally) {
    self.tally = tally
    super.init()
    dataSource = self
    inset = EdgeInsets(top: 0, left: 0, bottom: 1, right: 0)
  }

  func sectionController(
    _ sectionController: ListBindingSectionController<any ListDiffable>, viewModelsFor object: Any
  ) -> [any ListDiffable] {
    guard let post = object as? Post else { return [] }
    let models: [any ListDiffable] = [
      UserViewModel(username: post.username, timestamp: post.timestamp),
      ImageViewModel(name: post.imageName),
      ActionViewModel(likes: localLikes ?? post.likes),
    ]
    return models + post.comments
  }

  func sectionController(
    _ sectionController: ListBindingSectionController<any ListDiffable>,
    sizeForViewModel viewModel: Any, at index: Int
  ) -> CGSize {
    let width = collectionContext?.containerSize.width ?? 0
    return CGSize(width: width, height: viewModel is ImageViewModel ? 5 : 1)
  }

  func sectionController(
    _ sectionController: ListBindingSectionController<any ListDiffable>,
    cellForViewModel viewModel: Any, at index: Int
  ) -> CollectionViewCell & ListBindable {
    switch viewModel {
    case is ImageViewModel:
      return collectionContext.dequeueReusableCell(for: self, at: index) as ImageCell
    case is Comment:
      return collectionContext.dequeueReusableCell(for: self, at: index) as CommentCell
    case is UserViewModel:
      return collectionContext.dequeueReusableCell(for: self, at: index) as UserCell
    default:
      let cell: ActionCell = collectionContext.dequeueReusableCell(for: self, at: index)
      cell.delegate = self
      // The same cell back, not prepared for reuse: the likes are reconfigured in place.
      if cell.isShowingViewModel { tally.count += 1 }
      return cell
    }
  }

  func didTapHeart(cell: ActionCell) {
    localLikes = (localLikes ?? object?.likes ?? 0) + 1
    update(animated: true)
  }
}

/// How many cells the feed reconfigured: cells its section controllers were given back, as they
/// were, to show a changed view model.
@MainActor
final class ReconfigureTally {
  var count = 0
}

/// The post feed.
@MainActor
final class FeedViewController: ListDemoViewController {
  private let posts: [Post]
  private let tally = ReconfigureTally()

  /// The demo with the default environment: the app's scheduler and seed 1.
  required convenience init() { self.init(environment: DemoEnvironment()) }

  init(environment: DemoEnvironment) {
    var generator = RepeatableRandomNumberGenerator(seed: environment.seed)
    let names = ["@ryan", "@jsq", "@caitlin", "@kevin", "@mona", "@jesse"]
    let remarks = ["this is beautiful!", "😱", "#blessed", "wow", "so good", "🎉 nice"]
    var posts = [
      Post(
        username: "@janedoe", timestamp: "15min", imageName: "kitten.png", likes: 384,
        comments: [
          Comment(username: "@ryan", text: "this is beautiful!"),
          Comment(username: "@jsq", text: "😱"),
          Comment(username: "@caitlin", text: "#blessed"),
        ])
    ]
    for index in 1...3 {
      let comments = (0..<Int.random(in: 1...3, using: &generator)).map { number in
        Comment(
          username: names[(index + number) % names.count],
          text: remarks.randomElement(using: &generator) ?? "")
      }
      posts.append(
        Post(
          username: names.randomElement(using: &generator) ?? "@user",
          timestamp: "\(index * 2)h", imageName: "photo-\(index).png",
          likes: Int.random(in: 10...999, using: &generator), comments: comments))
    }
    self.posts = posts
    super.init(title: "Modeling and Binding", environment: environment)
  }

  override var keyHints: [KeyHint] { [KeyHint("Enter on ♥", "like the post")] }

  override var statusText: String { "\(posts.count) posts · \(tally.count) reconfigured" }

  override func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { posts }

  override func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  {
    PostSectionController(tally: tally)
  }
}
