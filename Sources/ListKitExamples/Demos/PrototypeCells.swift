import ListKit

/// IGListKit's storyboard demo: the cell is a prototype registered with the collection view under
/// an identifier, as a storyboard registers its prototype cells, and section controllers dequeue
/// it by that identifier. The names flow side by side in a `ListCollectionViewLayout`; Enter or a
/// click on a name removes it.
@MainActor
final class PrototypeCellsViewController: ListDemoViewController,
  StoryboardLabelSectionControllerDelegate
{
  /// The identifier the prototype cell is registered under.
  static let cellIdentifier = "cell"

  private var people = [
    "Littlefinger", "Tommen Baratheon", "Roose Bolton", "Brienne of Tarth", "Bronn", "Gilly",
    "Theon Greyjoy", "Jaqen H'ghar", "Cersei Lannister", "Jaime Lannister", "Tyrion Lannister",
    "Melisandre", "Missandei", "Jorah Mormont", "Khal Moro", "Daario Naharis", "Jon Snow",
    "Arya Stark", "Bran Stark", "Sansa Stark", "Daenerys Targaryen", "Samwell Tarly", "Tormund",
    "Margaery Tyrell", "Varys", "Renly Baratheon", "Joffrey Baratheon", "Stannis Baratheon",
    "Hodor", "Tywin Lannister", "The Hound", "Ramsay Bolton",
  ].enumerated().map { Person(id: $0.offset + 1, name: $0.element) }

  /// The demo with the default environment: the app's scheduler and seed 1.
  required convenience init() { self.init(environment: DemoEnvironment()) }

  init(environment: DemoEnvironment) {
    super.init(title: "Prototype Cells", environment: environment)
  }

  override func makeLayout() -> CollectionViewLayout {
    ListCollectionViewLayout(stickyHeaders: false, topContentInset: 0, stretchToEdge: false)
  }

  override func viewDidLoad() {
    collectionView.register(
      StoryboardCell.self, forCellWithReuseIdentifier: Self.cellIdentifier)
    super.viewDidLoad()
  }

  override var keyHints: [KeyHint] { [KeyHint("Enter", "remove the name")] }

  override var statusText: String {
    people.isEmpty ? "No items" : "\(people.count) people; Enter removes one"
  }

  override func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { people }

  override func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  {
    let controller = StoryboardLabelSectionController()
    controller.delegate = self
    return controller
  }

  func removeSectionControllerWantsRemoved(_ sectionController: StoryboardLabelSectionController) {
    let section = adapter.sectionIfInList(for: sectionController)
    guard let section, people.indices.contains(section) else { return }
    people.remove(at: section)
    adapter.performUpdates(animated: true)
  }
}

/// Hears that a name's section controller wants its name removed.
@MainActor
protocol StoryboardLabelSectionControllerDelegate: AnyObject {
  /// The name of `sectionController` was selected.
  func removeSectionControllerWantsRemoved(_ sectionController: StoryboardLabelSectionController)
}

/// One name, as wide as the name, in the prototype cell.
@MainActor
final class StoryboardLabelSectionController: ListSectionController {
  private var person: Person?
  weak var delegate: (any StoryboardLabelSectionControllerDelegate)?

  override init() {
    super.init()
    inset = EdgeInsets(top: 0, left: 0, bottom: 0, right: 1)
  }

  override func sizeForItem(at index: Int) -> CGSize {
    CGSize(width: CGFloat((person?.name.count ?? 0) + Int(gutter)), height: 1)
  }

  override func cellForItem(at index: Int) -> CollectionViewCell {
    guard let context = collectionContext else { return CollectionViewCell(frame: .zero) }
    let cell = context.dequeueReusableCellFromStoryboard(
      withIdentifier: PrototypeCellsViewController.cellIdentifier, for: self, at: index)
    (cell as? StoryboardCell)?.text = person?.name
    return cell
  }

  override func didUpdate(to object: Any) {
    person = object as? Person
  }

  override func didSelectItem(at index: Int) {
    delegate?.removeSectionControllerWantsRemoved(self)
  }
}

/// The prototype cell: a name after the selection marker's gutter.
@MainActor
final class StoryboardCell: CollectionViewCell {
  private let label = Label()

  /// The name shown.
  var text: String? {
    get { label.text }
    set { label.text = newValue }
  }

  required init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(label)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    label.frame = CGRect(
      x: gutter, y: 0, width: max(0, bounds.width - gutter), height: bounds.height)
  }
}
