import ListKit
import Testing

// README.md's ListKit example, line for line.

final class LabelCell: CollectionViewCell {
  let label = Label()

  required init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(label)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    label.frame = contentView.bounds
  }
}

final class LabelSectionController: ListSectionController {
  private var text = ""

  override func sizeForItem(at index: Int) -> CGSize {
    CGSize(width: collectionContext?.containerSize.width ?? 0, height: 1)
  }

  override func cellForItem(at index: Int) -> CollectionViewCell {
    guard let cell: LabelCell = collectionContext?.dequeueReusableCell(for: self, at: index) else {
      return CollectionViewCell(frame: .zero)
    }
    cell.label.text = text
    return cell
  }

  override func didUpdate(to object: Any) {
    text = "\(object)"
  }
}

@MainActor
final class Feed: ListAdapterDataSource {
  var items: [any ListDiffable] = ["Foo", "Bar", 42, "Biz"]

  func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { items }

  func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  { LabelSectionController() }

  func emptyView(for listAdapter: ListAdapter) -> View? { nil }
}

@MainActor
@Suite struct ReadmeListKitExampleTests {
  @Test func readmeExampleShowsWhatTheReadmeSays() async {
    var output: [String] = []
    func print(_ item: Any) { output.append("\(item)") }

    let collectionView = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 20, height: 10),
      collectionViewLayout: CollectionViewFlowLayout())
    let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
    let feed = Feed()
    adapter.collectionView = collectionView
    adapter.dataSource = feed
    collectionView.layoutIfNeeded()
    print(collectionView.visibleCells.compactMap { ($0 as? LabelCell)?.label.text })

    feed.items = ["Foo", 42, "Qux"]
    await adapter.performUpdates(animated: false)
    collectionView.layoutIfNeeded()
    print(collectionView.visibleCells.compactMap { ($0 as? LabelCell)?.label.text })

    #expect(output == [#"["Foo", "Bar", "42", "Biz"]"#, #"["Foo", "42", "Qux"]"#])
  }
}
