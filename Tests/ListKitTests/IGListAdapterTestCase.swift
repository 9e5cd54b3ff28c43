import Foundation
import ListKitTestSupport

@testable import ListKit

/// A suite of the cases of IGListKit's `IGListAdapterTests.m` about one concern, with IGListKit's
/// names. A case runs on one of two set-ups: ``AdapterHarness/rows(_:updater:height:)``, where
/// IGListKit's 10-point rows in a 100-point view are one-line rows in a view 10 lines high, or
/// ``AdapterHarness/numbers(_:frame:updater:configure:sectionController:)``, IGListKit's own
/// geometry: a reload-data updater, a 100 by 100 view and number objects whose sections have that
/// many 100 by 10 items.
@MainActor
protocol IGListAdapterTestCase {}

extension IGListAdapterTestCase {
  /// The first item of the first section.
  var zero: IndexPath { IndexPath(item: 0, section: 0) }

  /// Test objects keyed 0, 1, 2…, whose sections have `counts` items.
  func items(_ counts: [Int]) -> [any ListDiffable] {
    counts.enumerated().map { TestObject($0.offset, $0.element) }
  }

  /// Scrolls to `object` without animation and returns the content offset.
  func scroll(
    _ harness: AdapterHarness, to object: Int, kinds: [String]? = nil,
    _ direction: CollectionViewFlowLayout.ScrollDirection = .vertical,
    _ position: ScrollPosition = [], additionalOffset: CGFloat = 0
  ) -> CGPoint {
    harness.adapter.scroll(
      to: object, supplementaryKinds: kinds, scrollDirection: direction,
      scrollPosition: position, additionalOffset: additionalOffset, animated: false)
    return harness.collectionView.contentOffset
  }
}
