// swift-format-ignore-file
// The first example of README.md and README.zh.md, as they show it.
import ListKit
import ListKitTerminal

final class LabelCell: CollectionViewCell {
  let label = Label()
  required init(frame: CGRect) { super.init(frame: frame); contentView.addSubview(label) }
  override func layoutSubviews() { super.layoutSubviews(); label.frame = contentView.bounds }
}

final class Fruits: ListAdapterDataSource {
  var names: [any ListDiffable] = ["Apple", "Banana", "Cherry"]
  func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { names }
  func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any) -> ListSectionController {
    ListSingleSectionController(
      configure: { (name: String, cell: LabelCell) in cell.label.text = "• " + name },
      size: { _, context in CGSize(width: context?.containerSize.width ?? 0, height: 1) })
  }
  func emptyView(for listAdapter: ListAdapter) -> View? { nil }
}

/// The README's screen sized in points, as an iOS app sizes its views.
@MainActor
func showAScreenInPoints() {
  let title = Label()
  title.text = "Hello, points"
  let screen = View()
  screen.addSubview(title)
  title.frame = CGRect(x: 16, y: 17, width: 200, height: 21)  // as on iOS
  print(TerminalFrame.rendering(screen, size: TerminalSize(columns: 20, rows: 2), units: .points).text)
  print(title.intrinsicContentSize)
}

/// The README's program after its declarations, as `main.swift` would run it.
@MainActor
func showAFirstList() async {
  let fruits = Fruits()
  let list = CollectionView(frame: .zero, collectionViewLayout: CollectionViewFlowLayout())
  let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
  adapter.collectionView = list
  adapter.dataSource = fruits
  print(TerminalFrame.rendering(list, size: TerminalSize(columns: 12, rows: 3)).text + "\n")

  fruits.names = ["Cherry", "Apple", "Damson"]  // Banana goes, Cherry moves up, Damson comes
  await adapter.performUpdates(animated: false)
  print(TerminalFrame.rendering(list, size: TerminalSize(columns: 12, rows: 3)).text)
}
