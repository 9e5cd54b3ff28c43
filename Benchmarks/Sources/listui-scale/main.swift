// How ListUI's collection view scales: the flow layout's prepare() and its rect query at
// 10,000, 100,000 and 1,000,000 items, and scrolling a 1,000,000-item list one screen at a time.
//
//   swift run -c release listui-scale              # 5 runs, each a child process
//   swift run -c release listui-scale --runs 3     # 3 runs

import BenchmarkReporting
import Foundation
import ListUI

/// A data source of one section of `count` one-line rows; it counts the cells it is asked for.
@MainActor
final class RowsDataSource: CollectionViewDataSource {
  let count: Int
  var cellRequests = 0

  init(count: Int) {
    self.count = count
  }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
  {
    count
  }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    cellRequests += 1
    return collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
  }
}

@MainActor
func makeList(count: Int, rows: CGFloat) -> (
  CollectionView, CollectionViewFlowLayout, RowsDataSource
) {
  let layout = CollectionViewFlowLayout()
  layout.itemSize = CGSize(width: 80, height: 1)
  layout.minimumLineSpacing = 0
  let collectionView = CollectionView(
    frame: CGRect(x: 0, y: 0, width: 80, height: rows), collectionViewLayout: layout)
  collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "row")
  let dataSource = RowsDataSource(count: count)
  collectionView.dataSource = dataSource
  return (collectionView, layout, dataSource)
}

let counts = [10_000, 100_000, 1_000_000]

/// One run: each figure the best of several timings in this process.
@MainActor
func measureOneRun() -> RunFigures {
  var figures = RunFigures()
  for count in counts {
    // The collection view holds its data source weakly: `dataSource` keeps it alive.
    let (collectionView, layout, dataSource) = makeList(count: count, rows: 40)
    collectionView.layoutIfNeeded()
    let prepare = best(runs: count >= 1_000_000 ? 3 : 10) {
      layout.invalidateLayout()
      layout.prepare()
    }
    let queries = 2_000
    var found = 0
    let query =
      best(runs: 5) {
        for step in 0..<queries {
          let y = CGFloat((step * 7_919) % max(1, count - 40))
          found =
            layout.layoutAttributesForElements(in: CGRect(x: 0, y: y, width: 80, height: 40)).count
        }
      } / Double(queries) * 1_000
    withExtendedLifetime(dataSource) {}
    figures["prepare.\(count)"] = prepare
    figures["nsPerItem.\(count)"] = prepare * 1e6 / Double(count)
    figures["query.\(count)"] = query
    figures["found.\(count)"] = Double(found)
  }
  for index in 1..<counts.count {
    let (smaller, larger) = (counts[index - 1], counts[index])
    figures["prepareGrowth.\(larger)"] =
      figures["prepare.\(larger)", default: 0] / figures["prepare.\(smaller)", default: 1]
    figures["queryGrowth.\(larger)"] =
      figures["query.\(larger)", default: 0] / figures["query.\(smaller)", default: 1]
  }
  let (list, _, rows) = makeList(count: 1_000_000, rows: 40)
  list.layoutIfNeeded()
  let steps = 200
  let before = rows.cellRequests
  let scrolled = best(runs: 1) {
    for step in 1...steps {
      list.contentOffset = CGPoint(x: 0, y: CGFloat(step * 40))
      list.layoutIfNeeded()
    }
  }
  figures["scrollStep"] = scrolled * 1_000 / Double(steps)
  figures["cellsPerStep"] = Double((rows.cellRequests - before) / steps)
  return figures
}

let results = figuresOfRuns(measuring: measureOneRun)
func figure(_ name: String, _ digits: Int = 1) -> String { range(of: name, in: results, digits) }

print(
  "ListUI scale: a vertical flow layout of one-line rows, 80 columns; the range of "
    + "\(results.count) runs, each a child process whose figures are the best of several timings")
print("")
print(
  [pad("items", 9), pad("prepare ms", 13), pad("ns/item", 12), pad("query us", 12), pad("k", 4)]
    .joined(separator: " "))
for count in counts {
  print(
    [
      pad(String(count), 9), pad(figure("prepare.\(count)", 2), 13),
      pad(figure("nsPerItem.\(count)"), 12), pad(figure("query.\(count)", 2), 12),
      pad(figure("found.\(count)", 0), 4),
    ].joined(separator: " "))
}
print("")
print(
  "prepare() growth per 10x items: \(figure("prepareGrowth.100000"))x, "
    + "\(figure("prepareGrowth.1000000"))x (linear is 10x)")
print(
  "rect query growth per 10x items: \(figure("queryGrowth.100000", 2))x, "
    + "\(figure("queryGrowth.1000000", 2))x (O(log n + k) stays near 1x)")
print("")
print(
  "scrolling 1,000,000 rows by one 40-row screen: \(figure("scrollStep")) us per step, "
    + "\(figure("cellsPerStep", 0)) cells asked of the data source per step")
