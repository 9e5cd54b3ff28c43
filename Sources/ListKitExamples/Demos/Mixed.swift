import ListKit
import ListKitTestSupport

/// IGListKit's mixed data demo: text, colour grids and users in one list, each with its own
/// section controller, filtered by a segmented control in the title bar, the navigation item's
/// title view, as in IGListKit's demo: Tab focuses it, Left and Right (or a click) choose the
/// filter.
@MainActor
final class MixedDataViewController: ListDemoViewController {
  enum Filter: String, CaseIterable {
    case all = "All"
    case colors = "Colors"
    case text = "Text"
    case users = "Users"
  }

  private let data: [any ListDiffable]
  private var filter = Filter.all
  let control = SegmentedControl(items: Filter.allCases.map(\.rawValue))

  /// The demo with the default environment: the app's scheduler and seed 1.
  required convenience init() { self.init(environment: DemoEnvironment()) }

  init(environment: DemoEnvironment) {
    var generator = RepeatableRandomNumberGenerator(seed: environment.seed)
    let texts = [
      "Maecenas faucibus mollis interdum. Praesent commodo cursus magna, vel scelerisque nisl.",
      "Praesent commodo cursus magna, vel scelerisque nisl consectetur et.",
      "Nullam quis risus eget urna mollis ornare vel eu leo.",
    ]
    let users = [
      ("Ryan Olson", "ryanolsonk"), ("Oliver Rickard", "ocrickard"),
      ("Jesse Squires", "jesse_squires"),
    ]
    var data: [any ListDiffable] = []
    for index in 0..<3 {
      data.append(ExpandableText(text: texts[index]))
      data.append(
        GridItem(
          number: index, color: [Color.systemRed, .systemBlue, .systemPurple][index],
          count: Int.random(in: 4...9, using: &generator)))
      data.append(MixedUser(number: index, name: users[index].0, handle: users[index].1))
    }
    self.data = data
    super.init(title: "Mixed Data", environment: environment)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    control.selectedSegmentIndex = 0
    control.addAction(
      Action { [weak self] action in
        guard let self, let control = action.sender as? SegmentedControl else { return }
        self.filter = Filter.allCases[control.selectedSegmentIndex]
        self.adapter.performUpdates(animated: true, completion: nil)
      }, for: .valueChanged)
    navigationItem.titleView = control
  }

  override var statusText: String { "Filter: \(filter.rawValue)" }

  override var keyHints: [KeyHint] {
    [KeyHint("Tab ← →", "filter"), KeyHint("Enter", "expand text")]
  }

  override func objects(for listAdapter: ListAdapter) -> [any ListDiffable] {
    data.filter { object in
      switch filter {
      case .all: true
      case .colors: object is GridItem
      case .text: object is ExpandableText
      case .users: object is MixedUser
      }
    }
  }

  override func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  {
    switch object {
    case is GridItem: GridSectionController()
    case is MixedUser: UserSectionController()
    default: ExpandableSectionController()
    }
  }
}

/// A text, identified by itself.
struct ExpandableText: Identifiable, Equatable, ListDiffable {
  let text: String

  var id: String { text }
}

/// A grid of `count` squares in one colour.
struct GridItem: Identifiable, Equatable, ListDiffable {
  let number: Int
  let color: Color
  let count: Int

  var id: String { "grid\(number)" }
}

/// A user: a name and a handle.
struct MixedUser: Identifiable, Equatable, ListDiffable {
  let number: Int
  let name: String
  let handle: String

  var id: String { "user\(number)" }
}

/// Text cut to one line; selecting it shows it whole, wrapped.
@MainActor
final class ExpandableSectionController: ListSectionController {
  private var text = ""
  private var isExpanded = false

  override func sizeForItem(at index: Int) -> CGSize {
    let width = collectionContext?.containerSize.width ?? 0
    let lines = isExpanded ? TextMetrics.wrap(text, toWidth: max(1, Int(width - gutter))).count : 1
    return CGSize(width: width, height: CGFloat(max(1, lines)))
  }

  override func cellForItem(at index: Int) -> CollectionViewCell {
    guard let cell = dequeue(TextCell.self, at: index)
    else { return CollectionViewCell(frame: .zero) }
    cell.label.text = text
    // All the lines, cut by the cell's height while collapsed, as IGListKit's demo does.
    cell.label.numberOfLines = 0
    cell.clipsToBounds = true
    return cell
  }

  override func didUpdate(to object: Any) {
    text = (object as? ExpandableText)?.text ?? ""
  }

  /// Expands or collapses with a spring: the layout is invalidated in an animation block, as in
  /// IGListKit's demo, so the rows below glide to their new places.
  override func didSelectItem(at index: Int) {
    isExpanded.toggle()
    View.animate(
      withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.4, initialSpringVelocity: 0.6,
      options: [],
      animations: {
        self.collectionContext?.invalidateLayout(for: self)
      })
  }
}

/// A row of coloured squares, one item each.
@MainActor
final class GridSectionController: ListSectionController {
  private var item: GridItem?

  override init() {
    super.init()
    minimumInteritemSpacing = 1
    inset = EdgeInsets(top: 0, left: gutter, bottom: 0, right: 0)
  }

  override func numberOfItems() -> Int { item?.count ?? 0 }

  override func sizeForItem(at index: Int) -> CGSize {
    CGSize(width: 4, height: 1)
  }

  override func cellForItem(at index: Int) -> CollectionViewCell {
    guard let cell = dequeue(TextCell.self, at: index)
    else { return CollectionViewCell(frame: .zero) }
    cell.backgroundColor = item?.color
    cell.label.textColor = CenterLabelCell.textColor(on: item?.color)
    cell.label.text = "\(index + 1)"
    return cell
  }

  override func didUpdate(to object: Any) {
    item = object as? GridItem
  }
}

/// A user's name and handle.
@MainActor
final class UserSectionController: ListSectionController {
  private var user: MixedUser?

  override func sizeForItem(at index: Int) -> CGSize {
    CGSize(width: collectionContext?.containerSize.width ?? 0, height: 1)
  }

  override func cellForItem(at index: Int) -> CollectionViewCell {
    guard let cell = dequeue(TextCell.self, at: index)
    else { return CollectionViewCell(frame: .zero) }
    cell.label.text = user.map { "👤 \($0.name)  @\($0.handle)" }
    return cell
  }

  override func didUpdate(to object: Any) {
    user = object as? MixedUser
  }
}
