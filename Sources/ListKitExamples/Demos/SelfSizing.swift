import ListKit

/// IGListKit's self-sizing cells demo: a flow layout with an estimated item size, so each cell
/// measures itself. The first two sections are chips as wide as their words; the last is
/// paragraphs as tall as their wrapped text.
@MainActor
final class SelfSizingCellsViewController: ListDemoViewController {
  private let data = [
    SelectionModel(
      id: 0,
      options: [
        "Leverage agile", "frameworks", "robust synopsis", "high level", "overviews",
        "Iterative approaches", "corporate strategy", "foster collaborative", "overall value",
        "proposition", "Organically grow", "holistic world view", "disruptive", "innovation",
        "workplace diversity", "empowerment",
      ]),
    SelectionModel(
      id: 1,
      options: [
        "Bring to the table", "win-win", "survival", "strategies", "proactive domination",
        "At the end of the day", "going forward", "a new normal", "evolved", "generation X",
        "runway heading", "streamlined", "cloud solution", "User generated", "content",
        "in real-time", "multiple touchpoints", "offshoring",
      ]),
    SelectionModel(
      id: 2,
      options: [
        "Aenean lacinia bibendum nulla sed consectetur. Vivamus sagittis lacus vel augue laoreet "
          + "rutrum faucibus dolor auctor. Lorem ipsum dolor sit amet, consectetur adipiscing elit.",
        "Donec sed odio dui. Donec id elit non mi porta gravida at eget metus. Sed posuere "
          + "consectetur est at lobortis. Cras justo odio, dapibus ac facilisis in, egestas eget "
          + "quam.",
        "Sed posuere consectetur est at lobortis. Nullam quis risus eget urna mollis ornare vel "
          + "eu leo. Cum sociis natoque penatibus et magnis dis parturient montes, nascetur "
          + "ridiculus mus.",
      ], isFullWidth: true),
  ]

  /// The demo with the default environment: the app's scheduler and seed 1.
  required convenience init() { self.init(environment: DemoEnvironment()) }

  init(environment: DemoEnvironment) {
    super.init(title: "Self-sizing Cells", environment: environment)
  }

  override func makeLayout() -> CollectionViewLayout {
    let layout = CollectionViewFlowLayout()
    layout.estimatedItemSize = CGSize(width: 10, height: 1)
    return layout
  }

  override func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { data }

  override func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  {
    SelfSizingSectionController()
  }
}

/// Options shown as chips, or as full-width paragraphs.
struct SelectionModel: Identifiable, Equatable, ListDiffable {
  let id: Int
  let options: [String]
  var isFullWidth = false
}

/// A section of self-sizing cells; its size for an item is only an estimate the cells replace.
@MainActor
final class SelfSizingSectionController: ListSectionController {
  private var model: SelectionModel?

  override init() {
    super.init()
    inset = EdgeInsets(top: 0, left: 0, bottom: 1, right: 0)
    minimumLineSpacing = 0
    minimumInteritemSpacing = 1
  }

  override func numberOfItems() -> Int { model?.options.count ?? 0 }

  override func sizeForItem(at index: Int) -> CGSize {
    CGSize(width: collectionContext?.containerSize.width ?? 0, height: 1)
  }

  override func cellForItem(at index: Int) -> CollectionViewCell {
    let text = model?.options[index] ?? ""
    if model?.isFullWidth == true {
      guard let cell = dequeue(FullWidthSelfSizingCell.self, at: index)
      else { return CollectionViewCell(frame: .zero) }
      cell.label.text = text
      cell.containerWidth = collectionContext?.containerSize.width ?? 0
      return cell
    }
    guard let cell = dequeue(ManuallySelfSizingCell.self, at: index)
    else { return CollectionViewCell(frame: .zero) }
    cell.label.text = text
    cell.containerWidth = collectionContext?.containerSize.width ?? 0
    return cell
  }

  override func didUpdate(to object: Any) {
    model = object as? SelectionModel
  }
}

/// A chip: its words in brackets after the gutter, as wide as they are (at most the list).
@MainActor
final class ManuallySelfSizingCell: CollectionViewCell {
  let label = Label()
  var containerWidth: CGFloat = 0

  required init(frame: CGRect) {
    super.init(frame: frame)
    label.backgroundColor = .systemCyan
    label.textColor = .white
    contentView.addSubview(label)
  }

  override func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes)
    -> CollectionViewLayoutAttributes
  {
    let preferred = layoutAttributes.copy()
    let width = CGFloat(TextMetrics.width(of: label.text ?? "")) + gutter + 1
    preferred.size = CGSize(width: min(width, max(1, containerWidth)), height: 1)
    return preferred
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    label.frame = CGRect(x: gutter, y: 0, width: max(0, bounds.width - gutter), height: 1)
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    label.text = nil
  }
}

/// A paragraph as wide as the list and as tall as its wrapped text.
@MainActor
final class FullWidthSelfSizingCell: CollectionViewCell {
  let label = Label()
  var containerWidth: CGFloat = 0

  required init(frame: CGRect) {
    super.init(frame: frame)
    label.numberOfLines = 0
    contentView.addSubview(label)
  }

  override func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes)
    -> CollectionViewLayoutAttributes
  {
    let preferred = layoutAttributes.copy()
    let width = max(1, containerWidth)
    let lines = TextMetrics.wrap(label.text ?? "", toWidth: max(1, Int(width - gutter))).count
    preferred.size = CGSize(width: width, height: CGFloat(max(1, lines)))
    return preferred
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    label.frame = CGRect(
      x: gutter, y: 0, width: max(0, bounds.width - gutter), height: bounds.height)
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    label.text = nil
  }
}
