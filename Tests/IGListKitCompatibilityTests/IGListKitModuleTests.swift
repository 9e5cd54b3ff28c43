import IGListKit
import IGListSwiftKit
import Testing

// IGListKit code as its Swift users write it, with IGListKit's module names and UIKit's type
// names, and no ListKit spelling: the `import UIKit` line is the one edit it needed.

final class LabelCell: UICollectionViewCell {
  let label = UILabel()

  required init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(label)
    contentView.backgroundColor = UIColor(red: 0.9, green: 0.9, blue: 0.9, alpha: 1)
    label.textColor = .darkText
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    label.frame = contentView.bounds
  }
}

final class LabelSectionController: ListSectionController {
  private var object: String?

  override func sizeForItem(at index: Int) -> CGSize {
    return CGSize(width: collectionContext.containerSize.width, height: 1)
  }

  override func cellForItem(at index: Int) -> UICollectionViewCell {
    guard
      let cell = collectionContext.dequeueReusableCell(of: LabelCell.self, for: self, at: index)
        as? LabelCell
    else { fatalError() }
    cell.label.text = "\(object ?? "") in section \(section)"
    return cell
  }

  override func didUpdate(to object: Any) {
    self.object = String(describing: object)
  }
}

final class LabelsViewController: UIViewController, ListAdapterDataSource {
  lazy var adapter: ListAdapter = {
    return ListAdapter(updater: ListAdapterUpdater(), viewController: self)
  }()
  let collectionView = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: 30, height: 5),
    collectionViewLayout: UICollectionViewFlowLayout())
  let data: [NSString] = ["Maui", "Kauai"]

  func setUp() {
    adapter.collectionView = collectionView
    adapter.dataSource = self
  }

  func objects(for listAdapter: ListAdapter) -> [ListDiffable] {
    return data as [ListDiffable]
  }

  func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  {
    return LabelSectionController()
  }

  func emptyView(for listAdapter: ListAdapter) -> UIView? { return nil }
}

// IGListKit's example app's `SpinnerCell.swift`: a global function that builds a section
// controller from closures kept in constants. ListKit's section controllers are `@MainActor`, so
// the function is too; the migration guide lists the edit.
@MainActor
func spinnerSectionController() -> ListSingleSectionController {
  let configureBlock = { (_: Any, cell: LabelCell) in
    cell.label.text = "…"
  }
  let sizeBlock = { (_: Any, context: ListCollectionContext?) -> CGSize in
    guard let context = context else { return .zero }
    return CGSize(width: context.containerSize.width, height: 1)
  }
  return ListSingleSectionController(configure: configureBlock, size: sizeBlock)
}

@MainActor
@Suite struct IGListKitModuleTests {
  @Test func aSectionControllerBuiltOutsideTheMainActorWorks() {
    let controller = spinnerSectionController()
    #expect(controller.numberOfItems() == 1)
  }

  @Test func igListKitCodeCompilesAndRunsWithItsModuleAndUIKitNames() {
    let controller = LabelsViewController()
    controller.setUp()
    controller.collectionView.layoutIfNeeded()
    let labels = controller.collectionView.visibleCells.compactMap {
      ($0 as? LabelCell)?.label.text
    }
    #expect(labels == ["Maui in section 0", "Kauai in section 1"])
    let cell = controller.collectionView.visibleCells.first as? LabelCell
    #expect(
      cell?.contentView.backgroundColor?.drawingColor == .rgb(red: 230, green: 230, blue: 230))
    #expect(cell?.label.textColor == UIColor.black)
  }

  @Test func igListDiffKitsNamesDiff() {
    let result = ListDiff(
      oldArray: ["a" as NSString, "b" as NSString], newArray: ["b" as NSString],
      option: IGListDiffOption.equality)
    #expect(result.deletes == IndexSet(integer: 0))
  }
}
