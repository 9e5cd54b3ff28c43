import ListKit

/// Expand and collapse: a guide's table of contents, one section per part, three levels deep.
/// Each part is a `ListOutline` with the part as its one root, so a part collapses to its
/// header; Enter toggles the selected row, ← collapses it (or goes up to its parent) and →
/// expands it, each an animated batch update of the section's rows.
@MainActor
final class OutlineViewController: ListDemoViewController {
  /// The parts, each a part title over chapters over topics.
  static let parts: [(String, [(String, [String])])] = [
    (
      "Getting Started",
      [
        ("Installing", ["Swift Package Manager", "Linux and macOS"]),
        ("A first list", ["The data source", "Section controllers", "Updates"]),
      ]
    ),
    (
      "Section Controllers",
      [
        ("Sizing and cells", ["One line rows", "Self-sizing cells"]),
        ("Supplementary views", ["Headers", "Footers"]),
        ("Outlines", ["Expanding", "Collapsing", "Nested levels"]),
      ]
    ),
    (
      "Diffing",
      [
        ("Identity and equality", ["diffIdentifier", "isEqual"]),
        ("Batch updates", ["Inserts and deletes", "Moves", "Reloads"]),
      ]
    ),
    (
      "The Terminal",
      [
        ("Drawing", ["Cells as text", "Colours"]),
        ("Input", ["Keys", "The mouse"]),
      ]
    ),
  ]

  /// The parts' outlines: every part expanded, its chapters collapsed.
  static func outlines() -> [ListOutline<String>] {
    parts.map { part, chapters in
      var outline = ListOutline([part])
      outline.append(chapters.map(\.0), to: part)
      for (chapter, topics) in chapters {
        outline.append(topics, to: chapter)
      }
      outline.expand([part])
      return outline
    }
  }

  private let outlines = OutlineViewController.outlines()

  /// The demo with the default environment: the app's scheduler and seed 1.
  required convenience init() { self.init(environment: DemoEnvironment()) }

  init(environment: DemoEnvironment) {
    super.init(title: "Expand and Collapse", environment: environment)
  }

  override var keyHints: [KeyHint] { [KeyHint("Enter", "expand or collapse")] }

  override var keyCommands: [KeyCommand]? {
    [
      KeyCommand(input: KeyCommand.inputLeftArrow, discoverabilityTitle: "collapse") {
        [weak self] _ in self?.collapseOrExpandSelected(expanding: false)
      },
      KeyCommand(input: KeyCommand.inputRightArrow, discoverabilityTitle: "expand") {
        [weak self] _ in self?.collapseOrExpandSelected(expanding: true)
      },
      KeyCommand(input: "h") { [weak self] _ in self?.collapseOrExpandSelected(expanding: false) },
      KeyCommand(input: "l") { [weak self] _ in self?.collapseOrExpandSelected(expanding: true) },
    ]
  }

  override func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { outlines }

  override func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  {
    TableOfContentsSectionController()
  }

  /// ← collapses the selected row, or selects its parent when it is collapsed or a leaf; →
  /// expands it.
  private func collapseOrExpandSelected(expanding: Bool) {
    guard let selected = collectionView.indexPathsForSelectedItems.first,
      let controller = adapter.sectionController(forSection: selected.section)
        as? TableOfContentsSectionController
    else { return }
    let item = controller.item(at: selected.item)
    let outline = controller.outline
    if expanding {
      if outline.hasChildren(item), !outline.isExpanded(item) { controller.toggle(item) }
    } else if outline.hasChildren(item), outline.isExpanded(item) {
      controller.toggle(item)
    } else if let parent = outline.parent(of: item), let row = controller.index(of: parent) {
      let indexPath = IndexPath(item: row, section: selected.section)
      collectionView.deselectItem(at: selected, animated: false)
      collectionView.selectItem(at: indexPath, animated: false, scrollPosition: [])
      collectionView.scrollToItem(at: indexPath, at: [], animated: false)
    }
  }
}

/// A part of the table of contents: each row indented by its level, with ▸ or ▾ before an item
/// with children; the part's own row is bold.
@MainActor
final class TableOfContentsSectionController: ListOutlineSectionController<String> {
  override func cellForItem(
    _ item: String, at index: Int, level: Int, hasChildren: Bool, isExpanded: Bool
  ) -> CollectionViewCell {
    guard let cell = dequeue(TextCell.self, at: index)
    else { return CollectionViewCell(frame: .zero) }
    let disclosure = hasChildren ? (isExpanded ? "▾ " : "▸ ") : "  "
    cell.label.text = String(repeating: "  ", count: level) + disclosure + item
    cell.label.isBold = level == 0
    return cell
  }
}
