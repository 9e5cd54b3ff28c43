import Foundation

/// A view controller whose view is a collection view, and which is that collection view's data
/// source and delegate: ListUI's `UICollectionViewController`.
///
/// Subclass it and override the data source and delegate methods; they are the controller's
/// own, so an `override` of one is called:
///
/// ```swift
/// final class ColorsViewController: CollectionViewController {
///   let colors = ["Red", "Green", "Blue"]
///
///   override func viewDidLoad() {
///     super.viewDidLoad()
///     collectionView.register(CollectionViewListCell.self, forCellWithReuseIdentifier: "cell")
///   }
///
///   override func collectionView(
///     _ collectionView: CollectionView, numberOfItemsInSection section: Int
///   ) -> Int { colors.count }
///
///   override func collectionView(
///     _ collectionView: CollectionView, cellForItemAt indexPath: IndexPath
///   ) -> CollectionViewCell {
///     let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
///     var content = (cell as? CollectionViewListCell)?.defaultContentConfiguration()
///     content?.text = colors[indexPath.item]
///     cell.contentConfiguration = content
///     return cell
///   }
/// }
/// ```
///
/// A list adapter can drive its collection view too: `adapter.collectionView = collectionView`
/// makes the adapter the data source and delegate instead, as in UIKit.
@MainActor
open class CollectionViewController: ViewController, CollectionViewDataSource,
  CollectionViewDelegateFlowLayout
{
  /// The collection view, which is the controller's ``ViewController/view``, made when the
  /// controller is, with the controller's layout and the controller as its data source and
  /// delegate.
  public let collectionView: CollectionView

  /// The layout the controller was made with.
  public var collectionViewLayout: CollectionViewLayout { collectionView.collectionViewLayout }

  /// Whether the selected items are deselected each time the controller's view is about to
  /// appear, as UIKit's `clearsSelectionOnViewWillAppear`; `true` by default.
  open var clearsSelectionOnViewWillAppear = true

  /// A controller whose collection view lays its items out with `layout`: UIKit's
  /// `init(collectionViewLayout:)`.
  public init(collectionViewLayout layout: CollectionViewLayout) {
    collectionView = CollectionView(frame: .zero, collectionViewLayout: layout)
    super.init()
    collectionView.dataSource = self
    collectionView.delegate = self
  }

  /// A controller with a ``CollectionViewFlowLayout``, as Interface Builder makes one. UIKit
  /// has no layout to give here and stops when the collection view is made; ListUI gives the
  /// flow layout, so that code holding the controller's class can make one with `init()`.
  public required convenience init() {
    self.init(collectionViewLayout: CollectionViewFlowLayout())
  }

  /// Makes the collection view the controller's view.
  open override func loadView() {
    view = collectionView
  }

  /// Deselects the selected items when ``clearsSelectionOnViewWillAppear`` says so.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard clearsSelectionOnViewWillAppear else { return }
    for indexPath in collectionView.indexPathsForSelectedItems {
      collectionView.deselectItem(at: indexPath, animated: animated)
    }
  }

  // MARK: Data source

  /// One section.
  open func numberOfSections(in collectionView: CollectionView) -> Int { 1 }

  /// No items; override it to give the section's item count.
  open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 0 }

  /// The cell for an item: a subclass that gives items must override it, as UIKit's controller
  /// has no cell of its own to give. Without an override the app stops, saying so.
  open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    fatalError(
      "\(type(of: self)) gives \(collectionView.numberOfItems(inSection: indexPath.section)) "
        + "items in section \(indexPath.section) and does not override "
        + "collectionView(_:cellForItemAt:)")
  }

  /// None: a layout that asks for a supplementary view needs an override; without one the
  /// collection view reports it and shows an empty view, as ``CollectionViewDataSource`` does.
  open func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> CollectionReusableView {
    collectionView.reportMissingSupplementaryView(ofKind: kind, at: indexPath)
  }

  /// No item can be moved.
  open func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  { false }

  /// Does nothing.
  open func collectionView(
    _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}

  // MARK: Delegate

  /// Allows the highlight.
  open func collectionView(
    _ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool { true }

  /// Does nothing.
  open func collectionView(
    _ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath
  ) {}

  /// Does nothing.
  open func collectionView(
    _ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath
  ) {}

  /// Allows the selection.
  open func collectionView(
    _ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool { true }

  /// Allows the deselection.
  open func collectionView(
    _ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool { true }

  /// Does nothing.
  open func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
  }

  /// Does nothing.
  open func collectionView(
    _ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath
  ) {}

  /// Does nothing.
  open func collectionView(
    _ collectionView: CollectionView, willDisplay cell: CollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}

  /// Does nothing.
  open func collectionView(
    _ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {}

  /// Does nothing.
  open func collectionView(
    _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}

  /// Does nothing.
  open func collectionView(
    _ collectionView: CollectionView,
    didEndDisplayingSupplementaryView view: CollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) {}

  /// The proposed index path.
  open func collectionView(
    _ collectionView: CollectionView,
    targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
    atCurrentIndexPath currentIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath { proposedIndexPath }

  /// None.
  open func indexPathForPreferredFocusedView(in collectionView: CollectionView) -> IndexPath? {
    nil
  }

  /// The proposed offset.
  open func collectionView(
    _ collectionView: CollectionView,
    targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
  ) -> CGPoint { proposedContentOffset }

  /// No menu.
  open func collectionView(
    _ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
    point: CGPoint
  ) -> ContextMenuConfiguration? { nil }

  // MARK: Flow layout

  /// The flow layout's ``CollectionViewFlowLayout/estimatedItemSize``, else its
  /// ``CollectionViewFlowLayout/itemSize``.
  open func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize { collectionViewLayout.flowDefaultItemSize }

  /// The flow layout's ``CollectionViewFlowLayout/sectionInset``.
  open func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    insetForSectionAt section: Int
  ) -> EdgeInsets { (collectionViewLayout as? CollectionViewFlowLayout)?.sectionInset ?? .zero }

  /// The flow layout's ``CollectionViewFlowLayout/minimumLineSpacing``.
  open func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat { (collectionViewLayout as? CollectionViewFlowLayout)?.minimumLineSpacing ?? 0 }

  /// The flow layout's ``CollectionViewFlowLayout/minimumInteritemSpacing``.
  open func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat {
    (collectionViewLayout as? CollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
  }

  /// The flow layout's ``CollectionViewFlowLayout/headerReferenceSize``.
  open func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize { (collectionViewLayout as? CollectionViewFlowLayout)?.headerReferenceSize ?? .zero }

  /// The flow layout's ``CollectionViewFlowLayout/footerReferenceSize``.
  open func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize { (collectionViewLayout as? CollectionViewFlowLayout)?.footerReferenceSize ?? .zero }

  // MARK: Scrolling

  /// Does nothing.
  open func scrollViewDidScroll(_ scrollView: ScrollView) {}

  /// Does nothing.
  open func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}

  /// Does nothing.
  open func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}

  /// Does nothing.
  open func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}

  /// Does nothing.
  open func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}

  /// Does nothing.
  open func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}

  /// Does nothing.
  open func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}

  /// Allows the scroll to the top.
  open func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool { true }

  /// Does nothing.
  open func scrollViewDidScrollToTop(_ scrollView: ScrollView) {}
}
