import Foundation
import ListUI

/// A cell that counts its reuses.
final class TestCell: CollectionViewCell {
  var reuseCount = 0
  var text: String?

  override func prepareForReuse() {
    super.prepareForReuse()
    reuseCount += 1
    text = nil
  }
}

/// A header or footer.
final class TestHeader: CollectionReusableView {}

/// A data source with counts a test changes, that logs every question it is asked.
@MainActor
final class TestDataSource: CollectionViewDataSource {
  var counts: [Int]
  var log: [String] = []
  var cellRequests = 0
  var supplementaryKinds: Set<String> = []
  var returnsUndequeuedCell = false
  var movable = true
  var moves: [(IndexPath, IndexPath)] = []

  init(counts: [Int]) {
    self.counts = counts
  }

  func numberOfSections(in collectionView: CollectionView) -> Int {
    log.append("sections")
    return counts.count
  }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
  {
    log.append("items \(section)")
    return counts[section]
  }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    cellRequests += 1
    log.append("cell \(indexPath[0])-\(indexPath[1])")
    if returnsUndequeuedCell { return TestCell(frame: .zero) }
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    (cell as? TestCell)?.text = "\(indexPath[0])-\(indexPath[1])"
    return cell
  }

  func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> CollectionReusableView {
    log.append(
      "\(kind == CollectionView.elementKindSectionHeader ? "header" : "footer") \(indexPath[0])")
    return collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "supplementary", for: indexPath)
  }

  func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
  {
    movable
  }

  func collectionView(
    _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    moves.append((sourceIndexPath, destinationIndexPath))
    counts[sourceIndexPath[0]] -= 1
    counts[destinationIndexPath[0]] += 1
  }
}

/// A delegate that logs what the collection view tells it.
@MainActor
final class EventLog: CollectionViewDelegateFlowLayout {
  var events: [String] = []
  var refuseSelection: Set<IndexPath> = []
  var sizes: [IndexPath: CGSize] = [:]

  func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath)
    -> Bool
  {
    events.append("shouldHighlight \(name(indexPath))")
    return true
  }
  func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {
    events.append("didHighlight \(name(indexPath))")
  }
  func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {
    events.append("didUnhighlight \(name(indexPath))")
  }
  func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool
  {
    events.append("shouldSelect \(name(indexPath))")
    return !refuseSelection.contains(indexPath)
  }
  func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath)
    -> Bool
  {
    events.append("shouldDeselect \(name(indexPath))")
    return true
  }
  func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
    events.append("didSelect \(name(indexPath))")
  }
  func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
    events.append("didDeselect \(name(indexPath))")
  }
  func collectionView(
    _ collectionView: CollectionView, willDisplay cell: CollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    events.append("willDisplay \(name(indexPath))")
  }
  func collectionView(
    _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    events.append("didEndDisplaying \(name(indexPath))")
  }
  func collectionView(
    _ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {
    events.append("willDisplaySupplementary \(name(indexPath))")
  }
  func collectionView(
    _ collectionView: CollectionView,
    didEndDisplayingSupplementaryView view: CollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) {
    events.append("didEndDisplayingSupplementary \(name(indexPath))")
  }
  func scrollViewDidScroll(_ scrollView: ScrollView) {
    events.append("didScroll \(Int(scrollView.contentOffset.y))")
  }
  func scrollViewWillBeginDragging(_ scrollView: ScrollView) { events.append("willBeginDragging") }
  func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
    events.append("didEndDragging \(decelerate)")
  }
  func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
    events.append("didEndDecelerating")
  }
  func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
    events.append("didEndScrollingAnimation")
  }
  func scrollViewDidScrollToTop(_ scrollView: ScrollView) { events.append("didScrollToTop") }

  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    sizes[indexPath] ?? (collectionViewLayout as? CollectionViewFlowLayout)?.itemSize ?? .zero
  }

  private func name(_ indexPath: IndexPath) -> String {
    indexPath.count == 2 ? "\(indexPath[0])-\(indexPath[1])" : "\(Array(indexPath))"
  }
}

/// A collection view of one-line rows, as a terminal shows them: `width` columns, `height` rows.
@MainActor
struct Harness {
  let collectionView: CollectionView
  let layout: CollectionViewFlowLayout
  let dataSource: TestDataSource
  let log = EventLog()
  let scheduler = ManualScheduler()
  let violations = ViolationLog()

  init(
    counts: [Int], width: CGFloat = 20, height: CGFloat = 10,
    layout: CollectionViewFlowLayout = CollectionViewFlowLayout()
  ) {
    self.layout = layout
    layout.itemSize = CGSize(width: width, height: 1)
    layout.minimumLineSpacing = 0
    layout.minimumInteritemSpacing = 0
    collectionView = CollectionView(
      frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
    collectionView.register(TestCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.register(
      TestHeader.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
      withReuseIdentifier: "supplementary")
    collectionView.register(
      TestHeader.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionFooter,
      withReuseIdentifier: "supplementary")
    collectionView.scheduler = scheduler
    dataSource = TestDataSource(counts: counts)
    collectionView.dataSource = dataSource
    collectionView.delegate = log
    let violations = self.violations
    collectionView.violationHandler = { violations.errors.append($0) }
  }

  /// The visible items, as "section-item".
  var visible: [String] {
    collectionView.indexPathsForVisibleItems.map { "\($0[0])-\($0[1])" }
  }
}

/// Collects the collection view's violations.
@MainActor
final class ViolationLog {
  var errors: [CollectionViewError] = []
  var messages: [String] { errors.map(\.message) }
}

func path(_ section: Int, _ item: Int) -> IndexPath {
  IndexPath(indexes: [section, item])
}

/// Runs one batch update from `old` counts to `new` ones on a laid-out collection view, and
/// returns the messages of the violations it reported.
@MainActor
func batchUpdateMessages(
  old: [Int], new: [Int], _ updates: @escaping (CollectionView) -> Void
) -> [String] {
  let harness = Harness(counts: old)
  harness.collectionView.layoutIfNeeded()
  harness.dataSource.counts = new
  harness.collectionView.performBatchUpdates { updates(harness.collectionView) }
  return harness.violations.messages
}

/// A surface that keeps what views draw on it: each text with where and in what style, and each
/// fill.
final class TextRecordingSurface: DrawingSurface {
  var drawableBounds: CGRect
  private(set) var texts: [(text: String, origin: CGPoint, style: TextStyle)] = []
  private(set) var fills: [(rect: CGRect, style: TextStyle)] = []

  init(width: CGFloat, height: CGFloat) {
    drawableBounds = CGRect(x: 0, y: 0, width: width, height: height)
  }

  /// The texts drawn, in order.
  var strings: [String] { texts.map(\.text) }
  /// The styles the texts were drawn in, in order.
  var styles: [TextStyle] { texts.map(\.style) }

  func drawText(_ text: String, at origin: CGPoint, style: TextStyle, clip: CGRect) {
    texts.append((text, origin, style))
  }

  func fill(_ rect: CGRect, style: TextStyle, clip: CGRect) {
    fills.append((rect, style))
  }
}
