import Foundation
import ListUI
import Testing

/// A collection view controller as UIKit code subclasses one: three items, and the delegate
/// methods it overrides recorded.
final class ColorsController: CollectionViewController {
  let colors = ["Red", "Green", "Blue"]
  private(set) var events: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
  }

  override func collectionView(
    _ collectionView: CollectionView, numberOfItemsInSection section: Int
  ) -> Int { colors.count }

  override func collectionView(
    _ collectionView: CollectionView, cellForItemAt indexPath: IndexPath
  ) -> CollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }

  override func collectionView(
    _ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath
  ) {
    events.append("didHighlight \(indexPath.item)")
  }

  override func collectionView(
    _ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath
  ) {
    events.append("didSelect \(colors[indexPath.item])")
  }

  override func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize { CGSize(width: 10, height: 1 + CGFloat(indexPath.item)) }
}

/// `CollectionViewController`: UIKit's `UICollectionViewController`.
@MainActor
@Suite struct CollectionViewControllerTests {
  @Test func itsViewIsItsCollectionView_whichAsksItsOverrides() throws {
    let controller = ColorsController()
    #expect(controller.collectionViewLayout is CollectionViewFlowLayout)
    #expect(controller.view === controller.collectionView)
    let flow = try #require(controller.collectionViewLayout as? CollectionViewFlowLayout)
    flow.minimumLineSpacing = 0
    controller.view.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
    controller.view.layoutIfNeeded()
    #expect(controller.collectionView.numberOfItems(inSection: 0) == 3)
    #expect(controller.collectionView.visibleCells.count == 3)
    let third = try #require(
      controller.collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0)))
    #expect(third.frame.size == CGSize(width: 10, height: 3))
    #expect(controller.collectionView.tapItem(at: IndexPath(item: 1, section: 0)))
    #expect(controller.events.contains("didSelect Green"))
    #expect(controller.events.contains("didHighlight 1"))
  }

  @Test func theSelectionIsClearedWhenTheViewIsAboutToAppear_unlessToldNotTo() {
    let controller = ColorsController(collectionViewLayout: CollectionViewFlowLayout())
    controller.view.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
    controller.view.layoutIfNeeded()
    controller.collectionView.selectItem(
      at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
    controller.clearsSelectionOnViewWillAppear = false
    controller.viewWillAppear(false)
    #expect(controller.collectionView.indexPathsForSelectedItems.count == 1)
    controller.clearsSelectionOnViewWillAppear = true
    controller.viewWillAppear(false)
    #expect(controller.collectionView.indexPathsForSelectedItems.isEmpty)
  }

  @Test func aControllerWithoutItems_showsNone() {
    let controller = CollectionViewController()
    controller.view.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
    controller.view.layoutIfNeeded()
    #expect(controller.collectionView.numberOfSections == 1)
    #expect(controller.collectionView.numberOfItems(inSection: 0) == 0)
  }
}
