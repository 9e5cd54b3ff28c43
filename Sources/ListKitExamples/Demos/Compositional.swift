import ListKit

/// A compositional layout built by the adapter from its section controllers, as IGListKit's
/// composition layout demo builds one by hand: a list, grids, rows of cards that scroll
/// sideways, and rows sized by `sizeForItem(at:)`, each section laid out by its own section
/// controller. ← and → move along a row of cards, which scrolls to show the selected card.
@MainActor
final class CompositionalLayoutViewController: ListDemoViewController {
  private let data: [any ListDiffable] = [
    ComposedList(
      title: "A list section",
      lines: [
        "Each section controller returns its own layout section",
        "This one is UIKit's list configuration, rows as tall as their cells",
        "The adapter builds the layout: compositionalLayout()",
      ]),
    ComposedGrid(number: 0, title: "A grid of thirds", color: .systemBlue, count: 5, columns: 3),
    ComposedCards(number: 0, title: "Cards in a row that scrolls sideways", count: 8),
    ComposedGrid(
      number: 1, title: "A grid of quarters", color: .systemPurple, count: 8, columns: 4),
    MixedUser(number: 0, name: "Rows sized by sizeForItem(at:)", handle: "no layout section"),
    ComposedCards(number: 1, title: "More cards", count: 5),
  ]

  /// The demo with the default environment: the app's scheduler and seed 1.
  required convenience init() { self.init(environment: DemoEnvironment()) }

  init(environment: DemoEnvironment) {
    super.init(title: "Compositional Layout", environment: environment)
  }

  /// The adapter's compositional layout: each section from its section controller.
  override func makeLayout() -> CollectionViewLayout { adapter.compositionalLayout() }

  override var keyHints: [KeyHint] { [KeyHint("← → h l", "move along a row of cards")] }

  override func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { data }

  override func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  {
    switch object {
    case is ComposedList: ComposedListSectionController()
    case is ComposedGrid: ComposedGridSectionController()
    case is ComposedCards: CardRowSectionController()
    default: UserSectionController()
    }
  }
}

/// Lines of text under a title.
struct ComposedList: Identifiable, Equatable, ListDiffable {
  let title: String
  let lines: [String]

  var id: String { title }
}

/// A grid of `count` tiles, `columns` to a row.
struct ComposedGrid: Identifiable, Equatable, ListDiffable {
  let number: Int
  let title: String
  let color: Color
  let count: Int
  let columns: Int

  var id: String { "grid\(number)" }
}

/// A row of `count` cards.
struct ComposedCards: Identifiable, Equatable, ListDiffable {
  let number: Int
  let title: String
  let count: Int

  var id: String { "cards\(number)" }
}

/// A section with a title above it, in a header that its layout section places.
@MainActor
class TitledSectionController: ListSectionController, ListSupplementaryViewSource {
  var title = ""

  override init() {
    super.init()
    supplementaryViewSource = self
  }

  /// The header: one row as wide as the list.
  var header: CollectionLayoutBoundarySupplementaryItem {
    CollectionLayoutBoundarySupplementaryItem(
      layoutSize: CollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(1)),
      elementKind: CollectionView.elementKindSectionHeader, alignment: .top)
  }

  func supportedElementKinds() -> [String] { [CollectionView.elementKindSectionHeader] }

  func viewForSupplementaryElement(ofKind elementKind: String, at index: Int)
    -> CollectionReusableView
  {
    let view: TitleHeaderView = collectionContext.dequeueReusableSupplementaryView(
      ofKind: elementKind, forSectionController: self, atIndex: index)
    view.label.text = title
    return view
  }

  func sizeForSupplementaryView(ofKind elementKind: String, at index: Int) -> CGSize {
    CGSize(width: collectionContext?.containerSize.width ?? 0, height: 1)
  }
}

/// Lines laid out by UIKit's list configuration, with the title as the list's header.
@MainActor
final class ComposedListSectionController: TitledSectionController {
  private var lines: [String] = []

  override func numberOfItems() -> Int { lines.count }

  override func cellForItem(at index: Int) -> CollectionViewCell {
    guard let cell = dequeue(TextCell.self, at: index)
    else { return CollectionViewCell(frame: .zero) }
    cell.label.text = lines[index]
    return cell
  }

  override func didUpdate(to object: Any) {
    guard let list = object as? ComposedList else { return }
    title = list.title
    lines = list.lines
  }

  override func layoutSection(environment: any CollectionLayoutEnvironment)
    -> CollectionLayoutSection?
  {
    var configuration = CollectionLayoutListConfiguration(appearance: .grouped)
    configuration.headerMode = .supplementary
    // A row's swipe actions: `x` or a right click in a terminal, buttons on hover in a browser.
    configuration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
      self?.swipeActions(forLineAt: indexPath.item)
    }
    return CollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
  }

  /// Marking a line done, and deleting it, as UIKit's swipe actions.
  private func swipeActions(forLineAt index: Int) -> SwipeActionsConfiguration? {
    guard lines.indices.contains(index) else { return nil }
    let isDone = lines[index].hasPrefix(Self.doneMark)
    let mark = ContextualAction(style: .normal, title: isDone ? "Undo" : "Done") {
      [weak self] _, _, completion in
      guard let self, lines.indices.contains(index) else { return completion(false) }
      lines[index] =
        isDone ? String(lines[index].dropFirst(Self.doneMark.count)) : Self.doneMark + lines[index]
      collectionContext?.performBatch(
        animated: true, updates: { batch in batch.reload(in: self, at: [index]) },
        completion: nil)
      completion(true)
    }
    let delete = ContextualAction(style: .destructive, title: "Delete") {
      [weak self] _, _, completion in
      guard let self, lines.indices.contains(index) else { return completion(false) }
      lines.remove(at: index)
      collectionContext?.performBatch(
        animated: true, updates: { batch in batch.delete(in: self, at: [index]) },
        completion: nil)
      completion(true)
    }
    return SwipeActionsConfiguration(actions: [delete, mark])
  }

  /// What a line marked done starts with.
  private static let doneMark = "✓ "
}

/// Tiles in columns that share the width, three rows tall, a column and a row apart.
@MainActor
final class ComposedGridSectionController: TitledSectionController {
  private var grid: ComposedGrid?

  override func numberOfItems() -> Int { grid?.count ?? 0 }

  override func cellForItem(at index: Int) -> CollectionViewCell {
    guard let cell = dequeue(CenterLabelCell.self, at: index)
    else { return CollectionViewCell(frame: .zero) }
    cell.backgroundColor = grid?.color
    cell.label.text = "\(index + 1)"
    return cell
  }

  override func didUpdate(to object: Any) {
    grid = object as? ComposedGrid
    title = grid?.title ?? ""
  }

  override func layoutSection(environment: any CollectionLayoutEnvironment)
    -> CollectionLayoutSection?
  {
    let columns = CGFloat(max(1, grid?.columns ?? 1))
    let tile = CollectionLayoutItem(
      layoutSize: CollectionLayoutSize(
        widthDimension: .fractionalWidth(1 / columns), heightDimension: .fractionalHeight(1)))
    tile.contentInsets = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 1)
    let row = CollectionLayoutGroup.horizontal(
      layoutSize: CollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(3)),
      subitems: [tile])
    let section = CollectionLayoutSection(group: row)
    section.interGroupSpacing = 1
    section.contentInsets = DirectionalEdgeInsets(
      top: 0, leading: gutter, bottom: 1, trailing: 0)
    section.supplementariesFollowContentInsets = false
    section.boundarySupplementaryItems = [header]
    return section
  }
}

/// Cards of 22 columns in one row that scrolls sideways, stopping with a card at its start.
@MainActor
final class CardRowSectionController: TitledSectionController {
  private var count = 0

  override func numberOfItems() -> Int { count }

  override func cellForItem(at index: Int) -> CollectionViewCell {
    guard let cell = dequeue(CenterLabelCell.self, at: index)
    else { return CollectionViewCell(frame: .zero) }
    cell.backgroundColor = index.isMultiple(of: 2) ? .systemIndigo : .systemPink
    cell.label.text = "Card \(index + 1) of \(count)"
    return cell
  }

  override func didUpdate(to object: Any) {
    guard let cards = object as? ComposedCards else { return }
    count = cards.count
    title = "\(cards.title)  ← →"
  }

  override func layoutSection(environment: any CollectionLayoutEnvironment)
    -> CollectionLayoutSection?
  {
    let card = CollectionLayoutItem(
      layoutSize: CollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    card.contentInsets = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 2)
    let group = CollectionLayoutGroup.horizontal(
      layoutSize: CollectionLayoutSize(
        widthDimension: .absolute(22), heightDimension: .absolute(3)),
      subitems: [card])
    let section = CollectionLayoutSection(group: group)
    section.contentInsets = DirectionalEdgeInsets(
      top: 0, leading: gutter, bottom: 1, trailing: 0)
    section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
    section.supplementariesFollowContentInsets = false
    section.boundarySupplementaryItems = [header]
    return section
  }
}

/// A section's title, bold, after the marker's gutter.
@MainActor
final class TitleHeaderView: CollectionReusableView {
  let label = Label()

  required init(frame: CGRect) {
    super.init(frame: frame)
    label.isBold = true
    addSubview(label)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    label.frame = CGRect(
      x: gutter, y: 0, width: max(0, bounds.width - gutter), height: bounds.height)
  }
}
