// How ListKit's ListCollectionViewLayout scales: a full layout at 1,000 to 1,000,000 sections, in
// nanoseconds per section, which stay flat when the layout is linear; a rect query as a scroll
// step makes it; and an invalidation of one item against a full one. Then a horizontal row of
// one-item sections driven by a ListAdapter, as the nested demo's rows are: its load and a scroll
// step, at 1,000 to 100,000 squares.
//
//   swift run -c release listkit-layout

import BenchmarkReporting
import Foundation
import ListKit

/// Sections of one to three items, two to a row, with a header on every tenth section; the
/// sizes come from the flow-layout delegate, as a list adapter gives them.
@MainActor
final class SectionsDataSource: CollectionViewDataSource, CollectionViewDelegateFlowLayout {
  let count: Int
  var sizeRequests = 0

  init(count: Int) {
    self.count = count
  }

  func numberOfSections(in collectionView: CollectionView) -> Int { count }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
  {
    1 + section % 3
  }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }

  func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> CollectionReusableView {
    collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "header", for: indexPath)
  }

  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    sizeRequests += 1
    return CGSize(width: 50, height: 20)
  }

  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    insetForSectionAt section: Int
  ) -> EdgeInsets { EdgeInsets(top: 0, left: 0, bottom: 4, right: 0) }

  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat { 2 }

  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat { 0 }

  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize { section % 10 == 0 ? CGSize(width: 100, height: 12) : .zero }

  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize { .zero }
}

@MainActor
func makeList(sections: Int, sticky: Bool = false) -> (
  CollectionView, ListCollectionViewLayout, SectionsDataSource
) {
  let layout = ListCollectionViewLayout(
    stickyHeaders: sticky, topContentInset: 0, stretchToEdge: false)
  let collectionView = ListCollectionView(
    frame: CGRect(x: 0, y: 0, width: 100, height: 400), listCollectionViewLayout: layout)
  collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
  collectionView.register(
    CollectionReusableView.self,
    forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
    withReuseIdentifier: "header")
  let dataSource = SectionsDataSource(count: sections)
  collectionView.dataSource = dataSource
  collectionView.delegate = dataSource
  collectionView.layoutIfNeeded()
  return (collectionView, layout, dataSource)
}

@MainActor
func invalidateItem(inSection section: Int, of layout: ListCollectionViewLayout) {
  let context = ListCollectionViewLayoutInvalidationContext()
  context.invalidateItems(at: [IndexPath(item: 0, section: section)])
  layout.invalidateLayout(with: context)
  layout.prepare()
}

print("ListCollectionViewLayout: sections of 1 to 3 items, two to a row, a 100 by 400 view,")
print("best of several runs")
print("")
print(
  [
    pad("sections", 9), pad("layout ms", 10), pad("ns/section", 11), pad("query us", 9),
    pad("k", 4),
  ]
  .joined(separator: " "))
let counts = [1_000, 10_000, 100_000, 1_000_000]
var layoutTimes: [Double] = []
var queryTimes: [Double] = []
var kept: (CollectionView, ListCollectionViewLayout, SectionsDataSource)?
for count in counts {
  let list = makeList(sections: count)
  let (collectionView, layout, _) = list
  // Fewer runs where one run takes long, more where it is short and noisy.
  let full = best(runs: max(3, min(50, 10_000_000 / count))) {
    layout.invalidateLayout()
    layout.prepare()
  }
  let queries = 2_000
  let length = collectionView.contentSize.height - 400
  var found = 0
  let query =
    best(runs: 5) {
      for step in 0..<queries {
        let y = (CGFloat(step * 7_919).truncatingRemainder(dividingBy: length)).rounded()
        found =
          layout.layoutAttributesForElements(in: CGRect(x: 0, y: y, width: 100, height: 400)).count
      }
    } / Double(queries) * 1_000
  layoutTimes.append(full)
  queryTimes.append(query)
  if count == 100_000 { kept = list }
  print(
    [
      pad(String(count), 9), pad(format(full, 2), 10),
      pad(format(full * 1e6 / Double(count), 1), 11), pad(format(query, 2), 9),
      pad(String(found), 4),
    ].joined(separator: " "))
}
print("")
for index in 1..<counts.count {
  print(
    "\(pad(String(counts[index - 1]), 7)) to \(pad(String(counts[index]), 9)) sections: "
      + "full layout \(pad(format(layoutTimes[index] / layoutTimes[index - 1], 1), 4))x "
      + "(linear is 10x), rect query "
      + "\(format(queryTimes[index] / queryTimes[index - 1], 2))x (logarithmic stays near 1x)")
}

guard let kept else { fatalError("no list of 100,000 sections") }
let (collectionView, layout, _) = kept
let count = 100_000
let full = best(runs: 10) {
  layout.invalidateLayout()
  layout.prepare()
}
let last = best(runs: 10) { invalidateItem(inSection: count - 1, of: layout) }
let middle = best(runs: 10) { invalidateItem(inSection: count / 2, of: layout) }
print("")
print("invalidation at 100,000 sections:")
print("  full:                              \(pad(format(full * 1_000, 1), 9)) us")
print(
  "  one item in the last section:      \(pad(format(last * 1_000, 1), 9)) us   "
    + "full / item = \(format(full / last, 0))x")
print(
  "  one item in the middle section:    \(pad(format(middle * 1_000, 1), 9)) us   "
    + "full / item = \(format(full / middle, 1))x")

let (sticky, _, stickySource) = makeList(sections: count, sticky: true)
let measured = stickySource.sizeRequests
let steps = 200
let scrolled = best(runs: 1) {
  for step in 1...steps {
    sticky.contentOffset = CGPoint(x: 0, y: CGFloat(step * 400))
    sticky.layoutIfNeeded()
  }
}
print("")
print(
  "scrolling 100,000 sections with sticky headers by one 400-point screen: "
    + "\(format(scrolled * 1_000 / Double(steps), 1)) us per step, "
    + "\(stickySource.sizeRequests - measured) item sizes asked for again")
withExtendedLifetime(collectionView) {}

/// What a nested row's section controllers were asked.
@MainActor
final class RowTally {
  var cellRequests = 0
  var sizeRequests = 0
}

/// A square of a horizontal row: one 6 by 3 item and a column of space after it.
@MainActor
final class SquareSection: ListSectionController {
  let tally: RowTally

  init(tally: RowTally) {
    self.tally = tally
    super.init()
    inset = EdgeInsets(top: 0, left: 0, bottom: 0, right: 1)
  }

  override func sizeForItem(at index: Int) -> CGSize {
    tally.sizeRequests += 1
    return CGSize(width: 6, height: 3)
  }

  override func cellForItem(at index: Int) -> CollectionViewCell {
    tally.cellRequests += 1
    return collectionContext.dequeueReusableCell(
      of: CollectionViewCell.self, for: self, at: index)
  }
}

/// The squares of a row: `count` numbers, a section each.
@MainActor
final class RowSource: ListAdapterDataSource {
  let count: Int
  let tally = RowTally()

  init(count: Int) {
    self.count = count
  }

  func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { Array(0..<count) }

  func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  {
    SquareSection(tally: tally)
  }

  func emptyView(for listAdapter: ListAdapter) -> View? { nil }
}

/// An 80 by 3 horizontal row of `count` squares, loaded and laid out.
@MainActor
func makeRow(count: Int) -> (CollectionView, ListAdapter, RowSource) {
  let layout = CollectionViewFlowLayout()
  layout.scrollDirection = .horizontal
  let row = CollectionView(
    frame: CGRect(x: 0, y: 0, width: 80, height: 3), collectionViewLayout: layout)
  let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
  let source = RowSource(count: count)
  adapter.dataSource = source
  adapter.collectionView = row
  row.layoutIfNeeded()
  return (row, adapter, source)
}

print("")
print("a horizontal row of one-item sections driven by a ListAdapter, as the nested demo's rows,")
print("80 by 3, squares 7 columns apart; a scroll step moves one screen")
print("")
print(
  [
    pad("squares", 8), pad("load ms", 8), pad("step us", 8), pad("cells/step", 11),
    pad("sizes asked scrolling", 22),
  ].joined(separator: " "))
for count in [1_000, 10_000, 100_000] {
  let load = best(runs: max(3, min(20, 1_000_000 / count))) {
    let row = makeRow(count: count)
    withExtendedLifetime(row) {}
  }
  let (row, adapter, source) = makeRow(count: count)
  let steps = min(200, count * 7 / 80 - 1)
  let requests = source.tally.cellRequests
  let sizes = source.tally.sizeRequests
  let scrolled = best(runs: 1) {
    for step in 1...steps {
      row.contentOffset = CGPoint(x: CGFloat(step * 80), y: 0)
      row.layoutIfNeeded()
    }
  }
  withExtendedLifetime(adapter) {}
  print(
    [
      pad(String(count), 8), pad(format(load, 2), 8),
      pad(format(scrolled * 1_000 / Double(steps), 1), 8),
      pad(format(Double(source.tally.cellRequests - requests) / Double(steps), 1), 11),
      pad(String(source.tally.sizeRequests - sizes), 22),
    ].joined(separator: " "))
}
