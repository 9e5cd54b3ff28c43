import ListKit

/// IGListKit's nested adapter demo: the numbers are rows that hold their own list, scrolling
/// horizontally, driven by a ListAdapter of their section controller; ← and → scroll the
/// selected one.
///
/// Beyond IGListKit, the rows keep their place (IGListKit issue 1159): the list is longer than a
/// screen, so a row's cell is reused for another row as it scrolls away, and each row's adapter
/// remembers where its own row was. The row of 1,000 squares (issue 1279) makes cells only for
/// the squares on screen.
@MainActor
final class NestedAdapterViewController: ListDemoViewController {
  private let data: [any ListDiffable] = [
    "Ridiculus Elit Tellus Purus Aenean",
    "Condimentum Sollicitudin Adipiscing",
    14,
    "Ligula Ipsum Tristique Parturient Euismod",
    "Purus Dapibus Vulputate",
    6,
    "Tellus Nibh Ipsum Inceptos",
    2,
    "Fusce Dapibus Tellus Ac Cursus Commodo",
    1_000,
    "Nullam Quis Risus Eget Urna Mollis",
    "Vestibulum Id Ligula Porta Felis",
    30,
    "Maecenas Faucibus Mollis Interdum",
    "Donec Ullamcorper Nulla Non Metus",
    9,
    "Aenean Lacinia Bibendum Nulla Sed",
    45,
    "Cras Mattis Consectetur Purus Sit",
    "Etiam Porta Sem Malesuada Magna",
    3,
    "Integer Posuere Erat A Ante Venenatis",
    120,
  ]

  /// The demo with the default environment: the app's scheduler and seed 1.
  required convenience init() { self.init(environment: DemoEnvironment()) }

  init(environment: DemoEnvironment) {
    super.init(title: "Nested Adapter", environment: environment)
  }

  override var keyCommands: [KeyCommand]? {
    [
      KeyCommand(
        input: KeyCommand.inputLeftArrow,
        discoverabilityTitle: "scroll the selected row; each row keeps its place"
      ) { [weak self] _ in self?.scrollSelectedRow(by: -1) },
      KeyCommand(input: KeyCommand.inputRightArrow) { [weak self] _ in
        self?.scrollSelectedRow(by: 1)
      },
      KeyCommand(input: "h") { [weak self] _ in self?.scrollSelectedRow(by: -1) },
      KeyCommand(input: "l") { [weak self] _ in self?.scrollSelectedRow(by: 1) },
    ]
  }

  override func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { data }

  override func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  {
    object is Int
      ? HorizontalSectionController() : TextSectionController()
  }

  /// Scrolls the selected row's cards by `step`.
  private func scrollSelectedRow(by step: Int) {
    guard let selected = collectionView.indexPathsForSelectedItems.first,
      let controller = adapter.sectionController(forSection: selected.section)
        as? HorizontalSectionController
    else { return }
    controller.scroll(by: step)
  }
}

/// A row holding a horizontal list of as many squares as its number, with its own adapter.
///
/// The adapter takes the collection view of whichever cell the row is given, and remembers its
/// content offset when it gives that collection view up: so the row keeps its place when its
/// cell is reused for another row and the row comes back in another cell.
@MainActor
final class HorizontalSectionController: ListSectionController, ListAdapterDataSource {
  private var number: Int?

  /// The embedded list's adapter.
  lazy var adapter: ListAdapter = {
    let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: viewController)
    adapter.remembersContentOffset = true
    adapter.dataSource = self
    return adapter
  }()

  override func sizeForItem(at index: Int) -> CGSize {
    CGSize(width: collectionContext?.containerSize.width ?? 0, height: 3)
  }

  override func cellForItem(at index: Int) -> CollectionViewCell {
    guard let cell = dequeue(EmbeddedCollectionViewCell.self, at: index)
    else { return CollectionViewCell(frame: .zero) }
    adapter.collectionView = cell.collectionView
    return cell
  }

  override func didUpdate(to object: Any) {
    number = object as? Int
  }

  /// Scrolls the embedded list by `squares` squares, kept within its content.
  func scroll(by squares: Int) {
    guard let collectionView = adapter.collectionView else { return }
    var offset = collectionView.contentOffset
    offset.x += CGFloat(squares) * (EmbeddedSectionController.side + 1)
    let clamped = collectionView.clampedContentOffset(offset)
    collectionView.setContentOffset(clamped, animated: false)
    collectionView.layoutIfNeeded()
  }

  func objects(for listAdapter: ListAdapter) -> [any ListDiffable] {
    guard let number else { return [] }
    return Array(0..<number)
  }

  func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  {
    EmbeddedSectionController()
  }

  func emptyView(for listAdapter: ListAdapter) -> View? { nil }
}

/// A square of the embedded list, numbered from 1.
@MainActor
final class EmbeddedSectionController: ListSectionController {
  /// The width of a square.
  static let side: CGFloat = 6
  private var number = 0

  override init() {
    super.init()
    inset = EdgeInsets(top: 0, left: 0, bottom: 0, right: 1)
  }

  override func sizeForItem(at index: Int) -> CGSize {
    CGSize(width: Self.side, height: collectionContext?.containerSize.height ?? 0)
  }

  override func cellForItem(at index: Int) -> CollectionViewCell {
    guard let cell = dequeue(CenterLabelCell.self, at: index)
    else { return CollectionViewCell(frame: .zero) }
    cell.label.text = "\(number + 1)"
    cell.backgroundColor = .systemRed
    return cell
  }

  override func didUpdate(to object: Any) {
    number = object as? Int ?? 0
  }
}

/// A cell that holds a horizontally scrolling collection view, after the marker's gutter.
@MainActor
final class EmbeddedCollectionViewCell: CollectionViewCell {
  let collectionView: CollectionView = {
    let layout = CollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    return CollectionView(frame: .zero, collectionViewLayout: layout)
  }()

  required init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(collectionView)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    collectionView.frame = CGRect(
      x: gutter, y: 0, width: max(0, bounds.width - gutter), height: bounds.height)
  }
}

/// A cell with its text in the middle.
@MainActor
final class CenterLabelCell: CollectionViewCell {
  let label = Label()

  required init(frame: CGRect) {
    super.init(frame: frame)
    label.textAlignment = .center
    label.isBold = true
    contentView.addSubview(label)
  }

  /// The label's text contrasts with the background it is set on, black on a light one and
  /// white on a dark one, so that the number reads in a light and a dark theme alike.
  override var backgroundColor: Color? {
    didSet { label.textColor = Self.textColor(on: backgroundColor) }
  }

  /// Black on a light `background`, white on a dark one, by its relative luminance; `nil`, the
  /// theme's own, on none or on the terminal's own colour.
  static func textColor(on background: Color?) -> Color? {
    var red: CGFloat = 0
    var green: CGFloat = 0
    var blue: CGFloat = 0
    var alpha: CGFloat = 0
    guard let background, background.getRed(&red, green: &green, blue: &blue, alpha: &alpha),
      alpha >= 0.5
    else { return nil }
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue > 0.5 ? .black : .white
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let middle = (bounds.height / 2).rounded(.down)
    label.frame = CGRect(x: 0, y: middle, width: bounds.width, height: 1)
  }
}
