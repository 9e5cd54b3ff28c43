import IGListKit
import Testing

// The tests drive the lists on a clock of their own, which is ListUI's.
import class ListUI.ManualScheduler

// The view API calls of IGListKit's example app, as its Swift code writes them: block
// animations, attributed text, the safe area, margins, content modes and button images.

final class ExpandableLabelCell: UICollectionViewCell {
  let label = UILabel()
  let imageView = UIImageView()
  let button = UIButton(type: .system)

  required init(frame: CGRect) {
    super.init(frame: frame)
    imageView.contentMode = .scaleAspectFill
    button.setImage(UIImage(named: "heart"), for: .normal)
    contentView.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 0, leading: 2, bottom: 0, trailing: 2)
    contentView.addSubview(label)
    contentView.addSubview(imageView)
    contentView.addSubview(button)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let left = contentView.layoutMargins.left + safeAreaInsets.left
    label.frame = CGRect(
      x: left, y: 0, width: bounds.width - left - contentView.layoutMargins.right,
      height: bounds.height)
  }
}

/// IGListKit's example `ExpandableSectionController`: a selected row grows, animated by a spring.
final class ExpandableSectionController: ListSectionController {
  private var expanded = false
  private var object: String?

  override func sizeForItem(at index: Int) -> CGSize {
    let width = collectionContext?.containerSize.width ?? 0
    let safeArea = viewController?.view.safeAreaInsets ?? .zero
    return CGSize(width: width - safeArea.left - safeArea.right, height: expanded ? 3 : 1)
  }

  override func cellForItem(at index: Int) -> UICollectionViewCell {
    guard
      let cell = collectionContext.dequeueReusableCell(
        of: ExpandableLabelCell.self, for: self, at: index) as? ExpandableLabelCell
    else { fatalError() }
    cell.label.numberOfLines = expanded ? 0 : 1
    let string = NSMutableAttributedString(string: "")
    string.append(
      NSAttributedString(
        string: object ?? "",
        attributes: [NSAttributedString.Key.font: UIFont.boldSystemFont(ofSize: 15)]))
    cell.label.attributedText = string
    return cell
  }

  override func didUpdate(to object: Any) {
    self.object = object as? String
  }

  override func didSelectItem(at index: Int) {
    expanded = !expanded
    UIView.animate(
      withDuration: 0.5,
      delay: 0,
      usingSpringWithDamping: 0.4,
      initialSpringVelocity: 0.6,
      options: [],
      animations: {
        self.collectionContext?.invalidateLayout(for: self)
      })
  }
}

final class ExpandableViewController: UIViewController, ListAdapterDataSource {
  lazy var adapter: ListAdapter = {
    return ListAdapter(updater: ListAdapterUpdater(), viewController: self)
  }()
  let collectionView = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: 30, height: 8),
    collectionViewLayout: UICollectionViewFlowLayout())
  let scheduler = ManualScheduler()

  func setUp() {
    collectionView.scheduler = scheduler
    adapter.collectionView = collectionView
    adapter.dataSource = self
  }

  func objects(for listAdapter: ListAdapter) -> [ListDiffable] {
    return ["Maui" as NSString, "Kauai" as NSString]
  }

  func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  {
    return ExpandableSectionController()
  }

  func emptyView(for listAdapter: ListAdapter) -> UIView? { return nil }
}

@MainActor
@Suite struct ViewAPICallShapesTests {
  @Test func theExpandingRowSpringsOpen_andTheRowsBelowMoveWithIt() throws {
    let controller = ExpandableViewController()
    controller.setUp()
    controller.collectionView.layoutIfNeeded()
    let below = try #require(
      controller.collectionView.cellForItem(at: IndexPath(item: 0, section: 1)))
    #expect(below.frame.minY == 1)

    controller.adapter.sectionController(forSection: 0)?.didSelectItem(at: 0)
    #expect(below.frame.minY == 3)
    let animation = try #require(below.animation)
    #expect(animation.duration == 0.5)
    #expect(animation.curve == .spring(dampingRatio: 0.4, initialVelocity: 0.6))
    controller.scheduler.advance(by: 0.1)
    let shown = below.presentationFrame(at: controller.scheduler.now).minY
    #expect(shown > 1)
    controller.scheduler.advance(by: 0.4)
    #expect(below.presentationFrame(at: controller.scheduler.now).minY == 3)

    let cell = try #require(
      controller.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        as? ExpandableLabelCell)
    #expect(cell.label.text == "Maui")
    #expect(cell.label.font == UIFont.boldSystemFont(ofSize: 15))
    #expect(cell.label.frame.minX == 2)
    #expect(cell.imageView.contentMode == .scaleAspectFill)
    #expect(cell.button.currentImage?.name == "heart")
  }
}
