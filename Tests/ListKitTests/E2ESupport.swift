import Foundation
import ListKitTestSupport
import Testing

@testable import ListKit

/// A cell with a label and the section controller that configured it: IGListKit's `IGTestCell`.
final class E2ECell: CollectionViewCell {
  var text: String?
  weak var delegate: ListSectionController?
}

/// A section controller that counts its updates and display events: IGListKit's
/// `IGTestDelegateController`.
final class E2ESection: ListSectionController, ListDisplayDelegate, ListWorkingRangeDelegate {
  var item: TestObject?
  var height: CGFloat = 10
  /// Runs at the end of each `didUpdate(to:)`.
  var itemUpdateBlock: (@MainActor () -> Void)?
  /// Runs at the end of each `cellForItem(at:)`.
  var cellConfigureBlock: (@MainActor (E2ESection) -> Void)?
  private(set) var updateCount = 0
  var willDisplayCount = 0
  var didEndDisplayCount = 0
  /// How many times each index's cell was displayed.
  var willDisplayCellIndexes: [Int: Int] = [:]
  /// How many times each index's cell ended displaying.
  var didEndDisplayCellIndexes: [Int: Int] = [:]
  var workingRangeEntries = 0
  /// How far the transition delegate moves an appearing item's center.
  var initialAttributesOffset = CGPoint.zero
  /// How far the transition delegate moves a disappearing item's center.
  var finalAttributesOffset = CGPoint.zero

  override init() {
    super.init()
    displayDelegate = self
    workingRangeDelegate = self
  }

  override func numberOfItems() -> Int {
    if case .number(let count) = item?.value { return count }
    return 1
  }

  override func sizeForItem(at index: Int) -> CGSize {
    CGSize(width: collectionContext?.containerSize.width ?? 0, height: height)
  }

  override func cellForItem(at index: Int) -> CollectionViewCell {
    guard let context = collectionContext else { fatalError("E2ESection outside an adapter") }
    let cell: E2ECell = context.dequeueReusableCell(for: self, at: index)
    cell.text = item?.label
    cell.delegate = self
    cellConfigureBlock?(self)
    return cell
  }

  override func didUpdate(to object: Any) {
    updateCount += 1
    item = object as? TestObject
    itemUpdateBlock?()
  }

  func listAdapter(_ listAdapter: ListAdapter, willDisplay sectionController: ListSectionController)
  {
    willDisplayCount += 1
  }

  func listAdapter(
    _ listAdapter: ListAdapter, didEndDisplaying sectionController: ListSectionController
  ) {
    didEndDisplayCount += 1
  }

  func listAdapter(
    _ listAdapter: ListAdapter, willDisplay sectionController: ListSectionController,
    cell: CollectionViewCell, at index: Int
  ) {
    willDisplayCellIndexes[index, default: 0] += 1
  }

  func listAdapter(
    _ listAdapter: ListAdapter, didEndDisplaying sectionController: ListSectionController,
    cell: CollectionViewCell, at index: Int
  ) {
    didEndDisplayCellIndexes[index, default: 0] += 1
  }

  func listAdapter(
    _ listAdapter: ListAdapter,
    sectionControllerWillEnterWorkingRange sectionController: ListSectionController
  ) {
    workingRangeEntries += 1
    _ = collectionContext?.cellForItem(at: 0, sectionController: self)
    _ = collectionContext?.viewForSupplementaryElement(
      ofKind: CollectionView.elementKindSectionHeader, at: 0, sectionController: self)
  }

  func listAdapter(
    _ listAdapter: ListAdapter,
    sectionControllerDidExitWorkingRange sectionController: ListSectionController
  ) {}
}

/// Counts the updates an adapter reports: IGListKit's `IGListAdapterUpdateTester`.
@MainActor
final class E2EUpdateListener: ListAdapterUpdateListener {
  var hits = 0
  var type: ListAdapterUpdateType?
  var animated: Bool?

  func listAdapter(
    _ listAdapter: ListAdapter, didFinish update: ListAdapterUpdateType, animated: Bool
  ) {
    hits += 1
    type = update
    self.animated = animated
  }
}

/// Records the objects whose views end displaying, as the adapter's delegate.
@MainActor
final class E2EAdapterDelegate: ListAdapterDelegate {
  var endedObjects: [(object: Any, index: Int)] = []
  var endedCells: [(object: Any, cell: CollectionViewCell, indexPath: IndexPath)] = []

  func listAdapter(_ listAdapter: ListAdapter, willDisplay object: Any, at index: Int) {}

  func listAdapter(_ listAdapter: ListAdapter, didEndDisplaying object: Any, at index: Int) {
    endedObjects.append((object, index))
  }

  func listAdapter(
    _ listAdapter: ListAdapter, didEndDisplaying object: Any, cell: CollectionViewCell,
    at indexPath: IndexPath
  ) {
    endedCells.append((object, cell, indexPath))
  }
}

extension AdapterHarness {
  /// IGListKit's E2E test case: an adapter with `updater`, which stops on an inconsistent update,
  /// and a working range of 2, on a 100 by 100 collection view with a flow layout, where
  /// ``E2ESection``s show the objects. The adapter is connected by `setUp(_:)`. Every update the
  /// collection view rejects is a test failure.
  static func endToEnd(updater: ListAdapterUpdater = ListAdapterUpdater()) -> AdapterHarness {
    updater.experiments = [.throwOnInconsistencyException]
    return AdapterHarness(
      updater: updater, workingRangeSize: 2, start: .unconnected,
      violationHandler: { error in
        Issue.record("collection view rejected an update: \(error.message)")
      }
    ) { _ in E2ESection() }
  }

  /// The section controller of the data source's object at `index`; a test failure if the
  /// adapter has none.
  func requireSection(
    _ index: Int, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> E2ESection {
    try #require(section(for: object(index)), sourceLocation: sourceLocation)
  }

  /// The ``E2ESection`` of `object`.
  func section(for object: any ListDiffable) -> E2ESection? {
    adapter.sectionController(for: object) as? E2ESection
  }

  /// The data source's object at `index`, a ``TestObject``.
  func object(_ index: Int) -> TestObject {
    guard let object = dataSource.objects[index] as? TestObject else {
      fatalError("object \(index) is not a TestObject")
    }
    return object
  }
}

/// A flow layout that moves the content offset each time it prepares: IGListKit's
/// `IGListTestOffsettingLayout`.
final class E2EOffsettingLayout: CollectionViewFlowLayout {
  override func prepare() {
    super.prepare()
    collectionView?.contentOffset = CGPoint(x: 0, y: 10)
  }
}

extension E2ESection: ListTransitionDelegate {
  func listAdapter(
    _ listAdapter: ListAdapter!,
    customizedInitialLayoutAttributes attributes: CollectionViewLayoutAttributes!,
    sectionController: ListSectionController!, at index: Int
  ) -> CollectionViewLayoutAttributes! {
    attributes.center.x += initialAttributesOffset.x
    attributes.center.y += initialAttributesOffset.y
    return attributes
  }

  func listAdapter(
    _ listAdapter: ListAdapter!,
    customizedFinalLayoutAttributes attributes: CollectionViewLayoutAttributes!,
    sectionController: ListSectionController!, at index: Int
  ) -> CollectionViewLayoutAttributes! {
    attributes.center.x += finalAttributesOffset.x
    attributes.center.y += finalAttributesOffset.y
    return attributes
  }
}
