import Foundation
import ListKitTestSupport
import Testing

@testable import ListKit
@testable import ListUI

/// The adapter answers a flow layout's section questions in one call, with what its five section
/// methods answer, from one look-up of the section controller.
@MainActor
@Suite struct ListAdapterSectionMetricsTests {
  /// A section of one row with the insets, spacings and supplementary kinds of its object.
  final class MetricsSection: ListSectionController {
    var source: SupplementarySource?

    override func didUpdate(to object: Any) {
      let number = object as? Int ?? 0
      inset = EdgeInsets(
        top: CGFloat(number % 3), left: 1, bottom: CGFloat(number % 2), right: 2)
      minimumLineSpacing = CGFloat(number % 4)
      minimumInteritemSpacing = CGFloat(number % 5)
      let kinds = [
        [], [CollectionView.elementKindSectionHeader], [CollectionView.elementKindSectionFooter],
        [CollectionView.elementKindSectionHeader, CollectionView.elementKindSectionFooter],
      ][number % 4]
      source = SupplementarySource(kinds: kinds, for: self)
      source?.size = CGSize(width: 100, height: CGFloat(number % 3) - 1)
      supplementaryViewSource = number % 7 == 0 ? nil : source
    }

    override func sizeForItem(at index: Int) -> CGSize { CGSize(width: 100, height: 1) }

    override func cellForItem(at index: Int) -> CollectionViewCell {
      collectionContext.dequeueReusableCell(of: CollectionViewCell.self, for: self, at: index)
    }
  }

  @Test func theMetricsAreWhatTheFiveMethodsAnswer() {
    let harness = AdapterHarness((0..<30).map { $0 as any ListDiffable }, start: .laidOut) { _ in
      MetricsSection()
    }
    let adapter = harness.adapter
    let collectionView = harness.collectionView
    let layout = harness.layout
    for section in 0..<31 {
      let five = FlowSectionMetrics(
        insets: adapter.collectionView(collectionView, layout: layout, insetForSectionAt: section),
        lineSpacing: adapter.collectionView(
          collectionView, layout: layout, minimumLineSpacingForSectionAt: section),
        interitemSpacing: adapter.collectionView(
          collectionView, layout: layout, minimumInteritemSpacingForSectionAt: section),
        headerSize: adapter.collectionView(
          collectionView, layout: layout, referenceSizeForHeaderInSection: section),
        footerSize: adapter.collectionView(
          collectionView, layout: layout, referenceSizeForFooterInSection: section))
      #expect(
        adapter.collectionView(collectionView, layout: layout, metricsForSectionAt: section)
          == five, "section \(section)")
    }
    // The flow layout reads them through the protocol: a section with a header starts with it.
    let header = collectionView.layoutAttributesForSupplementaryElement(
      ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 5))
    let item = collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 5))
    #expect(header != nil)
    #expect(item.map { $0.frame.minY } == header.map { $0.frame.maxY + 2 })
  }
}
