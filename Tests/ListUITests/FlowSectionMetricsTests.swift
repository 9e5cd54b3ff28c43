import Foundation
import Testing

@testable import ListUI

/// A flow layout asks its delegate about each section in one call
/// (`collectionView(_:layout:metricsForSectionAt:)`), which by default asks the five section
/// methods in order.
@MainActor
@Suite struct FlowSectionMetricsTests {
  /// One-row sections, with a header and a footer view for the layouts that give them a size.
  class OneRowSections: NSObject, CollectionViewDataSource {
    let sectionCount: Int

    init(sectionCount: Int) { self.sectionCount = sectionCount }

    func numberOfSections(in collectionView: CollectionView) -> Int { sectionCount }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
      -> Int
    { 1 }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
      -> CollectionViewCell
    { collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) }
    func collectionView(
      _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> CollectionReusableView {
      collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: "view", for: indexPath)
    }
  }

  /// A delegate that answers a section's metrics in one call, and records each call; it has
  /// none of the five section methods, whose defaults would give the layout's own values.
  final class OneCallDelegate: OneRowSections, CollectionViewDelegateFlowLayout {
    var asked: [Int] = []

    func collectionView(
      _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> CGSize { CGSize(width: 10, height: 1) }
    func collectionView(
      _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
      metricsForSectionAt section: Int
    ) -> FlowSectionMetrics {
      asked.append(section)
      return FlowSectionMetrics(
        insets: EdgeInsets(top: CGFloat(section), left: 0, bottom: 1, right: 0), lineSpacing: 0,
        interitemSpacing: 0, headerSize: CGSize(width: 0, height: section == 1 ? 2 : 0),
        footerSize: .zero)
    }
  }

  /// A delegate with the five section methods and not the metrics one: the default asks them.
  final class FiveMethodsDelegate: OneRowSections, CollectionViewDelegateFlowLayout {
    var asked: [String] = []

    func collectionView(
      _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
      insetForSectionAt section: Int
    ) -> EdgeInsets {
      asked.append("inset \(section)")
      return EdgeInsets(top: 1, left: 0, bottom: 0, right: 0)
    }
    func collectionView(
      _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
      minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
      asked.append("line \(section)")
      return 0
    }
    func collectionView(
      _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
      minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
      asked.append("interitem \(section)")
      return 0
    }
    func collectionView(
      _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
      referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
      asked.append("header \(section)")
      return .zero
    }
    func collectionView(
      _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
      referenceSizeForFooterInSection section: Int
    ) -> CGSize {
      asked.append("footer \(section)")
      return CGSize(width: 0, height: 3)
    }
  }

  /// A collection view of `delegate`'s sections on a flow layout, laid out.
  static func laidOut(_ delegate: some CollectionViewDataSource & CollectionViewDelegateFlowLayout)
    -> CollectionView
  {
    let collectionView = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 20, height: 40),
      collectionViewLayout: CollectionViewFlowLayout())
    collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    for kind in [CollectionView.elementKindSectionHeader, CollectionView.elementKindSectionFooter] {
      collectionView.register(
        CollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "view")
    }
    collectionView.dataSource = delegate
    collectionView.delegate = delegate
    collectionView.layoutIfNeeded()
    return collectionView
  }

  @Test func aDelegateThatAnswersInOneCallIsAskedOnceASection() {
    let delegate = OneCallDelegate(sectionCount: 3)
    let collectionView = Self.laidOut(delegate)
    #expect(delegate.asked == [0, 1, 2])
    // Section 0: inset 0 and 1; section 1: inset 1, a header of 2, the item, inset 1.
    #expect(
      collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 5)
    #expect(
      collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 2))?.frame.minY == 9)
  }

  @Test func byDefaultTheFiveSectionMethodsAreAskedInOrder() {
    let delegate = FiveMethodsDelegate(sectionCount: 2)
    let collectionView = Self.laidOut(delegate)
    #expect(
      delegate.asked == [
        "inset 0", "line 0", "interitem 0", "header 0", "footer 0",
        "inset 1", "line 1", "interitem 1", "header 1", "footer 1",
      ])
    // Section 0: inset 1, an item of the layout's 50 by 50, a footer of 3; section 1 starts at
    // 54, its item at 55.
    #expect(
      collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 55)
  }
}
