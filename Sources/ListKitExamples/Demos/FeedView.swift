import ListKit

/// IGListKit's feed view demo: photo posts whose cells are laid out with Auto Layout and stack
/// views; each post's options button opens an action sheet that can delete it, the title bar's
/// refresh button reloads the feed, and more posts load as the end of the list comes near.
@MainActor
final class FeedViewViewController: ListDemoViewController, PostOptionsDelegate,
  ScrollViewDelegate
{
  /// How long a page of posts takes to load, in seconds.
  static let loadDuration: TimeInterval = 0.5
  /// How many posts a page holds.
  static let pageSize = 5
  /// The most posts the feed loads.
  static let maximumCount = 30

  private(set) var posts: [FeedPost] = []
  private(set) var isLoading = false
  private var nextID = 1
  private let spinner = SpinnerItem()

  /// The demo with the default environment: the app's scheduler and seed 1.
  required convenience init() { self.init(environment: DemoEnvironment()) }

  init(environment: DemoEnvironment) {
    super.init(title: "Feed View", environment: environment)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    adapter.scrollViewDelegate = self
    navigationItem.rightBarButtonItem = BarButtonItem(
      systemItem: .refresh, primaryAction: Action { [weak self] _ in self?.loadInitialPosts() })
    loadInitialPosts()
  }

  override var statusText: String {
    isLoading ? "\(posts.count) posts; loading…" : "\(posts.count) posts"
  }

  override var keyHints: [KeyHint] {
    [KeyHint("Tab", "a post's buttons"), KeyHint("F2", "refresh")]
  }

  override func objects(for listAdapter: ListAdapter) -> [any ListDiffable] {
    posts + (isLoading ? [spinner] : [])
  }

  override func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  {
    guard object is FeedPost else { return SpinnerSectionController() }
    let controller = FeedPostSectionController()
    controller.delegate = self
    return controller
  }

  override func emptyView(for listAdapter: ListAdapter) -> View? {
    let emptyView = View()
    let label = Label()
    label.translatesAutoresizingMaskIntoConstraints = false
    label.text = "No posts available"
    label.textColor = .secondaryLabel
    emptyView.addSubview(label)
    LayoutConstraint.activate([
      label.centerXAnchor.constraint(equalTo: emptyView.centerXAnchor),
      label.centerYAnchor.constraint(equalTo: emptyView.centerYAnchor),
    ])
    return emptyView
  }

  override func selectionDidChange(to indexPath: IndexPath?) {
    guard let indexPath, indexPath.section >= posts.count - 2, !posts.isEmpty else { return }
    loadMorePosts()
  }

  func scrollViewDidScroll(_ scrollView: ScrollView) {
    let distance =
      scrollView.contentSize.height - (scrollView.contentOffset.y + scrollView.bounds.height)
    if distance < 4, !posts.isEmpty { loadMorePosts() }
  }

  // MARK: Loading

  private func loadInitialPosts() {
    posts = []
    nextID = 1
    fetchPage { [weak self] page in self?.posts = page }
  }

  private func loadMorePosts() {
    guard !isLoading, posts.count < Self.maximumCount else { return }
    fetchPage { [weak self] page in self?.posts += page }
  }

  /// Shows the spinner, and after a while hands `receive` the next page.
  private func fetchPage(_ receive: @escaping @MainActor ([FeedPost]) -> Void) {
    isLoading = true
    adapter.performUpdates(animated: true)
    let first = nextID
    nextID += Self.pageSize
    environment.scheduler.schedule(after: Self.loadDuration) { [weak self] in
      guard let self else { return }
      receive((first..<first + Self.pageSize).map(FeedPost.init(number:)))
      self.isLoading = false
      self.adapter.performUpdates(animated: true)
    }
  }

  // MARK: PostOptionsDelegate

  func postSectionController(
    _ sectionController: FeedPostSectionController, didSelectOptionsFor post: FeedPost,
    from sourceView: View
  ) {
    let alertController = AlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    alertController.addAction(
      AlertAction(title: "Delete", style: .destructive) { [weak self] _ in
        self?.delete(post)
      })
    alertController.addAction(AlertAction(title: "Report", style: .default, handler: nil))
    alertController.addAction(AlertAction(title: "Cancel", style: .cancel, handler: nil))
    present(alertController, animated: true, completion: nil)
  }

  private func delete(_ post: FeedPost) {
    posts.removeAll { $0.id == post.id }
    adapter.performUpdates(animated: true)
    showStatusMessage("Post deleted")
  }
}

/// A photo post.
struct FeedPost: Identifiable, Equatable, ListDiffable {
  let id: Int
  let username: String
  let caption: String
  let likes: Int
  let age: String

  static let usernames = ["ryan", "jesse", "oliver", "natasha", "koen", "zhang"]
  static let captions = [
    "Sunset over the bay, the long way home.",
    "First coffee of the day, and the last quiet minute.",
    "Found this little trail behind the station; nobody else was there all afternoon.",
    "Weekend market haul.",
    "The view from the top was worth every step.",
  ]

  /// The post numbered `number`, with made-up text that depends on the number only.
  init(number: Int) {
    id = number
    username = Self.usernames[number % Self.usernames.count]
    caption = Self.captions[number % Self.captions.count]
    likes = (number * 37) % 500
    age = "\(number * 7 % 23 + 1) hours ago"
  }
}

/// Told when a post's options button is pressed.
@MainActor
protocol PostOptionsDelegate: AnyObject {
  func postSectionController(
    _ sectionController: FeedPostSectionController, didSelectOptionsFor post: FeedPost,
    from sourceView: View)
}

/// One post a section; its cell's options button reports to the delegate.
@MainActor
final class FeedPostSectionController: ListSectionController {
  var post: FeedPost?
  weak var delegate: PostOptionsDelegate?

  override init() {
    super.init()
    inset = EdgeInsets(top: 0, left: 0, bottom: 1, right: 0)
  }

  override func sizeForItem(at index: Int) -> CGSize {
    CGSize(width: collectionContext?.containerSize.width ?? 0, height: FeedPostCell.height)
  }

  override func cellForItem(at index: Int) -> CollectionViewCell {
    guard let cell = dequeue(FeedPostCell.self, at: index), let post else {
      return CollectionViewCell(frame: .zero)
    }
    cell.configure(with: post)
    cell.optionsButtonTapped = { [weak self] button in
      guard let self, let post = self.post else { return }
      self.delegate?.postSectionController(self, didSelectOptionsFor: post, from: button)
    }
    return cell
  }

  override func didUpdate(to object: Any) {
    post = object as? FeedPost
  }
}

/// A post laid out with Auto Layout: a header with the avatar, name and options button, the
/// photo, a stack of action buttons, the likes, the caption beside the name, and the age.
@MainActor
final class FeedPostCell: CollectionViewCell {
  /// The cell's height in rows.
  static let height: CGFloat = 10

  private let headerView = FeedPostCell.constrained(View())
  private let avatarImageView = FeedPostCell.constrained(ImageView())
  private let usernameLabel = FeedPostCell.constrained(Label())
  private let optionsButton = FeedPostCell.constrained(Button(type: .system))
  private let postImageView = FeedPostCell.constrained(ImageView())
  private let actionStackView = FeedPostCell.constrained(StackView())
  private let likeButton = FeedPostCell.constrained(Button(type: .system))
  private let commentButton = FeedPostCell.constrained(Button(type: .system))
  private let shareButton = FeedPostCell.constrained(Button(type: .system))
  private let likesLabel = FeedPostCell.constrained(Label())
  private let captionStackView = FeedPostCell.constrained(StackView())
  private let captionUsernameLabel = FeedPostCell.constrained(Label())
  private let captionLabel = FeedPostCell.constrained(Label())
  private let timestampLabel = FeedPostCell.constrained(Label())

  /// Runs when the options button is pressed.
  var optionsButtonTapped: ((Button) -> Void)?

  private static func constrained<V: View>(_ view: V) -> V {
    view.translatesAutoresizingMaskIntoConstraints = false
    return view
  }

  required init(frame: CGRect) {
    super.init(frame: frame)
    usernameLabel.font = .boldSystemFont(ofSize: 15)
    optionsButton.setTitle("⋯", for: .normal)
    postImageView.contentMode = .center
    actionStackView.axis = .horizontal
    actionStackView.spacing = 2
    likeButton.setTitle("♡ Like", for: .normal)
    commentButton.setTitle("Comment", for: .normal)
    shareButton.setTitle("Share", for: .normal)
    likesLabel.font = .boldSystemFont(ofSize: 14)
    captionStackView.axis = .horizontal
    captionStackView.spacing = 1
    captionUsernameLabel.font = .boldSystemFont(ofSize: 14)
    captionUsernameLabel.setContentHuggingPriority(.defaultHigh, for: .horizontal)
    captionLabel.numberOfLines = 2
    timestampLabel.font = .systemFont(ofSize: 12)
    timestampLabel.textColor = .secondaryLabel
    optionsButton.addAction(
      Action { [weak self] _ in
        guard let self else { return }
        self.optionsButtonTapped?(self.optionsButton)
      }, for: .primaryActionTriggered)

    contentView.addSubview(headerView)
    for view in [avatarImageView, usernameLabel, optionsButton] as [View] {
      headerView.addSubview(view)
    }
    contentView.addSubview(postImageView)
    contentView.addSubview(actionStackView)
    for button in [likeButton, commentButton, shareButton] {
      actionStackView.addArrangedSubview(button)
    }
    contentView.addSubview(likesLabel)
    contentView.addSubview(captionStackView)
    captionStackView.addArrangedSubview(captionUsernameLabel)
    captionStackView.addArrangedSubview(captionLabel)
    contentView.addSubview(timestampLabel)

    LayoutConstraint.activate([
      headerView.topAnchor.constraint(equalTo: contentView.topAnchor),
      headerView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
      headerView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
      headerView.heightAnchor.constraint(equalToConstant: 1),
      avatarImageView.leadingAnchor.constraint(equalTo: headerView.leadingAnchor, constant: 2),
      avatarImageView.centerYAnchor.constraint(equalTo: headerView.centerYAnchor),
      avatarImageView.widthAnchor.constraint(equalToConstant: 3),
      avatarImageView.heightAnchor.constraint(equalToConstant: 1),
      usernameLabel.leadingAnchor.constraint(equalTo: avatarImageView.trailingAnchor, constant: 1),
      usernameLabel.centerYAnchor.constraint(equalTo: headerView.centerYAnchor),
      optionsButton.trailingAnchor.constraint(equalTo: headerView.trailingAnchor, constant: -2),
      optionsButton.centerYAnchor.constraint(equalTo: headerView.centerYAnchor),

      postImageView.topAnchor.constraint(equalTo: headerView.bottomAnchor),
      postImageView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 2),
      postImageView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -2),
      postImageView.heightAnchor.constraint(equalToConstant: 3),

      actionStackView.topAnchor.constraint(equalTo: postImageView.bottomAnchor),
      actionStackView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 2),

      likesLabel.topAnchor.constraint(equalTo: actionStackView.bottomAnchor),
      likesLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 2),

      captionStackView.topAnchor.constraint(equalTo: likesLabel.bottomAnchor),
      captionStackView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 2),
      captionStackView.trailingAnchor.constraint(
        equalTo: contentView.trailingAnchor, constant: -2),
      captionStackView.heightAnchor.constraint(equalToConstant: 2),

      timestampLabel.topAnchor.constraint(equalTo: captionStackView.bottomAnchor),
      timestampLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 2),
    ])
  }

  func configure(with post: FeedPost) {
    avatarImageView.image = ImageReference(name: "avatar", size: CGSize(width: 3, height: 1))
    usernameLabel.text = post.username
    postImageView.image = ImageReference(
      name: "photo \(post.id)", size: CGSize(width: 12, height: 3))
    likesLabel.text = "\(post.likes) likes"
    captionUsernameLabel.text = post.username
    captionLabel.text = post.caption
    timestampLabel.text = post.age
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    for label in [usernameLabel, likesLabel, captionUsernameLabel, captionLabel, timestampLabel] {
      label.text = nil
    }
    avatarImageView.image = nil
    postImageView.image = nil
    optionsButtonTapped = nil
  }
}
