import ListKit
import ListKitTestSupport

/// IGListKit's supplementary views demo: each feed item is a section of comments with the user
/// in a header and the comment count in a footer, laid out by a ListCollectionViewLayout whose
/// headers stick to the top while their section scrolls by.
@MainActor
final class SupplementaryViewController: ListDemoViewController {
  private let feedItems: [FeedItem]

  /// The demo with the default environment: the app's scheduler and seed 1.
  required convenience init() { self.init(environment: DemoEnvironment()) }

  init(environment: DemoEnvironment) {
    var generator = RepeatableRandomNumberGenerator(seed: environment.seed)
    var items = [
      FeedItem(
        pk: 1, user: FeedUser(pk: 100, name: "Jesse", handle: "jesse_squires"),
        comments: ["You rock!", "Hmm you sure about that?"]),
      FeedItem(
        pk: 2, user: FeedUser(pk: 101, name: "Ryan", handle: "_ryannystrom"),
        comments: ["lgtm", "lol", "Let's try it!"]),
      FeedItem(
        pk: 3, user: FeedUser(pk: 102, name: "Ann", handle: "abaum"), comments: ["Good luck!"]),
      FeedItem(
        pk: 4, user: FeedUser(pk: 103, name: "Phil", handle: "phil"),
        comments: ["yoooooooo", "What's the eta?"]),
    ]
    let names = [("Mona", "mona"), ("Kevin", "kev"), ("Tami", "tami"), ("Chen", "chen")]
    let remarks = ["Nice!", "Ship it", "+1", "Can you add a test?", "👀", "Merged 🎉", "Why?"]
    for index in 0..<8 {
      let (name, handle) = names[index % names.count]
      let count = Int.random(in: 2...5, using: &generator)
      let comments = (0..<count).map { _ in remarks.randomElement(using: &generator) ?? "" }
      items.append(
        FeedItem(
          pk: 5 + index, user: FeedUser(pk: 104 + index, name: name, handle: handle),
          comments: comments))
    }
    feedItems = items
    super.init(title: "Supplementary Views", environment: environment)
  }

  override func makeLayout() -> CollectionViewLayout {
    ListCollectionViewLayout(stickyHeaders: true, topContentInset: 0, stretchToEdge: true)
  }

  override var statusText: String { "\(feedItems.count) posts; headers stick" }

  override func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { feedItems }

  override func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  {
    FeedItemSectionController()
  }
}

/// A user of the supplementary views demo.
struct FeedUser: Equatable {
  let pk: Int
  let name: String
  let handle: String
}

/// A post: its user and comments.
struct FeedItem: Identifiable, Equatable, ListDiffable {
  let pk: Int
  let user: FeedUser
  let comments: [String]

  var id: Int { pk }
}

/// A feed item's section: a comment a row, the user above and the count below.
@MainActor
final class FeedItemSectionController: ListSectionController, ListSupplementaryViewSource {
  private var feedItem: FeedItem?

  override init() {
    super.init()
    supplementaryViewSource = self
  }

  override func numberOfItems() -> Int { feedItem?.comments.count ?? 0 }

  override func sizeForItem(at index: Int) -> CGSize {
    CGSize(width: collectionContext?.containerSize.width ?? 0, height: 1)
  }

  override func cellForItem(at index: Int) -> CollectionViewCell {
    guard let cell = dequeue(TextCell.self, at: index)
    else { return CollectionViewCell(frame: .zero) }
    cell.label.text = feedItem?.comments[index]
    return cell
  }

  override func didUpdate(to object: Any) {
    feedItem = object as? FeedItem
  }

  func supportedElementKinds() -> [String] {
    [CollectionView.elementKindSectionHeader, CollectionView.elementKindSectionFooter]
  }

  func viewForSupplementaryElement(ofKind elementKind: String, at index: Int)
    -> CollectionReusableView
  {
    guard let context = collectionContext else { return CollectionReusableView(frame: .zero) }
    if elementKind == CollectionView.elementKindSectionHeader {
      let view = context.dequeueReusableSupplementaryView(
        ofKind: elementKind, for: self, class: UserHeaderView.self, at: index)
      (view as? UserHeaderView)?.configure(
        name: feedItem?.user.name ?? "", handle: "@" + (feedItem?.user.handle ?? ""))
      return view
    }
    let view = context.dequeueReusableSupplementaryView(
      ofKind: elementKind, for: self, class: UserFooterView.self, at: index)
    let count = feedItem?.comments.count ?? 0
    (view as? UserFooterView)?.label.text = count == 1 ? "1 comment" : "\(count) comments"
    return view
  }

  func sizeForSupplementaryView(ofKind elementKind: String, at index: Int) -> CGSize {
    CGSize(width: collectionContext?.containerSize.width ?? 0, height: 1)
  }
}

/// A section header: the user's name and handle on a coloured bar.
@MainActor
final class UserHeaderView: CollectionReusableView {
  let nameLabel = Label()
  let handleLabel = Label()

  required init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemBlue
    nameLabel.isBold = true
    nameLabel.textColor = .white
    handleLabel.textColor = .white
    handleLabel.textAlignment = .right
    addSubview(nameLabel)
    addSubview(handleLabel)
  }

  func configure(name: String, handle: String) {
    nameLabel.text = name
    handleLabel.text = handle
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let width = max(0, bounds.width - 2)
    let handleWidth = min(CGFloat(TextMetrics.width(of: handleLabel.text ?? "")), width / 2)
    nameLabel.frame = CGRect(x: 1, y: 0, width: max(0, width - handleWidth - 1), height: 1)
    handleLabel.frame = CGRect(x: 1 + width - handleWidth, y: 0, width: handleWidth, height: 1)
  }
}

/// A section footer: the number of comments, dimmed.
@MainActor
final class UserFooterView: CollectionReusableView {
  let label = Label()

  required init(frame: CGRect) {
    super.init(frame: frame)
    label.textColor = .secondaryLabel
    label.textAlignment = .right
    addSubview(label)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    label.frame = CGRect(x: 0, y: 0, width: max(0, bounds.width - 1), height: 1)
  }
}
