// How ListKit's ListCollectionViewLayout scales: a full layout at 1,000 to 1,000,000 sections, in
// nanoseconds per section, which stay flat when the layout is linear; a rect query as a scroll
// step makes it; and an invalidation of one item against a full one. Then a horizontal row of
// one-item sections driven by a ListAdapter, as the nested demo's rows are: its load and a scroll
// step, at 1,000 to 100,000 squares.
//
//   swift run -c release listkit-layout              # 5 runs, each a child process
//   swift run -c release listkit-layout --runs 3     # 3 runs

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

let counts = [1_000, 10_000, 100_000, 1_000_000]
let squareCounts = [1_000, 10_000, 100_000]

/// One run: each figure the best of several timings in this process.
@MainActor
func measureOneRun() -> RunFigures {
  var figures = RunFigures()
  var kept: (CollectionView, ListCollectionViewLayout, SectionsDataSource)?
  for count in counts {
    let list = makeList(sections: count)
    let (collectionView, layout, _) = list
    // Fewer timings where one takes long, more where it is short and noisy.
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
            layout.layoutAttributesForElements(in: CGRect(x: 0, y: y, width: 100, height: 400))
            .count
        }
      } / Double(queries) * 1_000
    figures["layout.\(count)"] = full
    figures["nsPerSection.\(count)"] = full * 1e6 / Double(count)
    figures["query.\(count)"] = query
    figures["found.\(count)"] = Double(found)
    if count == 100_000 { kept = list }
  }
  for index in 1..<counts.count {
    let (smaller, larger) = (counts[index - 1], counts[index])
    figures["layoutGrowth.\(larger)"] =
      figures["layout.\(larger)", default: 0] / figures["layout.\(smaller)", default: 1]
    figures["queryGrowth.\(larger)"] =
      figures["query.\(larger)", default: 0] / figures["query.\(smaller)", default: 1]
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
  figures["invalidation.full"] = full * 1_000
  figures["invalidation.last"] = last * 1_000
  figures["invalidation.lastRatio"] = full / last
  figures["invalidation.middle"] = middle * 1_000
  figures["invalidation.middleRatio"] = full / middle
  withExtendedLifetime(collectionView) {}

  let (sticky, _, stickySource) = makeList(sections: count, sticky: true)
  let measured = stickySource.sizeRequests
  let steps = 200
  let scrolled = best(runs: 1) {
    for step in 1...steps {
      sticky.contentOffset = CGPoint(x: 0, y: CGFloat(step * 400))
      sticky.layoutIfNeeded()
    }
  }
  figures["sticky.step"] = scrolled * 1_000 / Double(steps)
  figures["sticky.sizesAskedAgain"] = Double(stickySource.sizeRequests - measured)

  for squares in squareCounts {
    let load = best(runs: max(3, min(20, 1_000_000 / squares))) {
      let row = makeRow(count: squares)
      withExtendedLifetime(row) {}
    }
    let (row, adapter, source) = makeRow(count: squares)
    let rowSteps = min(200, squares * 7 / 80 - 1)
    let requests = source.tally.cellRequests
    let sizes = source.tally.sizeRequests
    let rowScrolled = best(runs: 1) {
      for step in 1...rowSteps {
        row.contentOffset = CGPoint(x: CGFloat(step * 80), y: 0)
        row.layoutIfNeeded()
      }
    }
    withExtendedLifetime(adapter) {}
    figures["row.load.\(squares)"] = load
    figures["row.step.\(squares)"] = rowScrolled * 1_000 / Double(rowSteps)
    figures["row.cellsPerStep.\(squares)"] =
      Double(source.tally.cellRequests - requests) / Double(rowSteps)
    figures["row.sizesAsked.\(squares)"] = Double(source.tally.sizeRequests - sizes)
  }
  return figures
}

let results = figuresOfRuns(measuring: measureOneRun)
func figure(_ name: String, _ digits: Int = 1) -> String { range(of: name, in: results, digits) }

print("ListCollectionViewLayout: sections of 1 to 3 items, two to a row, a 100 by 400 view;")
print(
  "the range of \(results.count) runs, each a child process whose figures are the best of "
    + "several timings")
print("")
print(
  [
    pad("sections", 9), pad("layout ms", 15), pad("ns/section", 13), pad("query us", 13),
    pad("k", 6),
  ]
  .joined(separator: " "))
for count in counts {
  print(
    [
      pad(String(count), 9), pad(figure("layout.\(count)", 2), 15),
      pad(figure("nsPerSection.\(count)"), 13), pad(figure("query.\(count)", 2), 13),
      pad(figure("found.\(count)", 0), 6),
    ].joined(separator: " "))
}
print("")
for index in 1..<counts.count {
  print(
    "\(pad(String(counts[index - 1]), 7)) to \(pad(String(counts[index]), 9)) sections: "
      + "full layout \(figure("layoutGrowth.\(counts[index])"))x (linear is 10x), rect query "
      + "\(figure("queryGrowth.\(counts[index])", 2))x (logarithmic stays near 1x)")
}
print("")
print("invalidation at 100,000 sections:")
print("  full:                              \(pad(figure("invalidation.full"), 17)) us")
print(
  "  one item in the last section:      \(pad(figure("invalidation.last"), 17)) us   "
    + "full / item = \(figure("invalidation.lastRatio", 0))x")
print(
  "  one item in the middle section:    \(pad(figure("invalidation.middle"), 17)) us   "
    + "full / item = \(figure("invalidation.middleRatio"))x")
print("")
print(
  "scrolling 100,000 sections with sticky headers by one 400-point screen: "
    + "\(figure("sticky.step")) us per step, \(figure("sticky.sizesAskedAgain", 0)) item sizes "
    + "asked for again")

print("")
print("a horizontal row of one-item sections driven by a ListAdapter, as the nested demo's rows,")
print("80 by 3, squares 7 columns apart; a scroll step moves one screen")
print("")
print(
  [
    pad("squares", 8), pad("load ms", 13), pad("step us", 13), pad("cells/step", 11),
    pad("sizes asked scrolling", 22),
  ].joined(separator: " "))
for squares in squareCounts {
  print(
    [
      pad(String(squares), 8), pad(figure("row.load.\(squares)", 2), 13),
      pad(figure("row.step.\(squares)"), 13), pad(figure("row.cellsPerStep.\(squares)"), 11),
      pad(figure("row.sizesAsked.\(squares)", 0), 22),
    ].joined(separator: " "))
}
