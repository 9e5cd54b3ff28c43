// swift-format-ignore-file
// A cell, a section controller and a data source that several articles' samples share.
import ListKit

final class TextCell: CollectionViewCell {
  let label = Label()

  required init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(label)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    // The first two columns are left to the terminal's selection marker.
    label.frame = CGRect(
      x: 2, y: 0, width: max(0, contentView.bounds.width - 2), height: contentView.bounds.height)
  }
}

final class TextSectionController: ListSectionController {
  private var text = ""

  override func sizeForItem(at index: Int) -> CGSize {
    return CGSize(width: collectionContext?.containerSize.width ?? 0, height: 1)
  }

  override func cellForItem(at index: Int) -> CollectionViewCell {
    let cell: TextCell = collectionContext!.dequeueReusableCell(for: self, at: index)
    cell.label.text = text
    return cell
  }

  override func didUpdate(to object: Any) {
    text = "\(object)"
  }
}

final class TextDataSource: ListAdapterDataSource {
  var objects: [ListDiffable]

  init(_ objects: [ListDiffable]) {
    self.objects = objects
  }

  func objects(for listAdapter: ListAdapter) -> [ListDiffable] {
    return objects
  }

  func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any) -> ListSectionController {
    return TextSectionController()
  }

  func emptyView(for listAdapter: ListAdapter) -> View? {
    return nil
  }
}

/// The texts of the visible cells, top to bottom.
@MainActor
func visibleTexts(in collectionView: CollectionView) -> [String] {
  collectionView.layoutIfNeeded()
  return collectionView.indexPathsForVisibleItems.sorted().compactMap {
    (collectionView.cellForItem(at: $0) as? TextCell)?.label.text
  }
}

/// A list of `objects`, 20 columns by `rows`, on a `ListAdapter`, set up as several samples set it
/// up before the part an article shows; `prepare` runs before the adapter gets its data source.
@MainActor
func makeTextList(
  _ objects: [ListDiffable], rows: CGFloat = 10, prepare: (ListAdapter) -> Void = { _ in }
) -> (collectionView: CollectionView, adapter: ListAdapter, dataSource: TextDataSource) {
  let collectionView = CollectionView(
    frame: CGRect(x: 0, y: 0, width: 20, height: rows),
    collectionViewLayout: CollectionViewFlowLayout())
  let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
  prepare(adapter)
  let dataSource = TextDataSource(objects)
  adapter.collectionView = collectionView
  adapter.dataSource = dataSource
  return (collectionView, adapter, dataSource)
}
