// How ListUI's collection view scales: the flow layout's prepare() and its rect query at
// 10,000, 100,000 and 1,000,000 items, and scrolling a 1,000,000-item list one screen at a time.
//
//   swift run -c release listui-scale

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

print("ListUI scale: a vertical flow layout of one-line rows, 80 columns, best of several runs")
print("")
print(
  [pad("items", 9), pad("prepare ms", 11), pad("ns/item", 8), pad("query us", 9), pad("k", 4)]
    .joined(separator: " "))
var prepareTimes: [Double] = []
var queryTimes: [Double] = []
for count in [10_000, 100_000, 1_000_000] {
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
  prepareTimes.append(prepare)
  queryTimes.append(query)
  print(
    [
      pad(String(count), 9), pad(format(prepare, 2), 11),
      pad(format(prepare * 1e6 / Double(count), 1), 8), pad(format(query, 2), 9),
      pad(String(found), 4),
    ].joined(separator: " "))
}
print("")
print(
  "prepare() growth per 10x items: \(format(prepareTimes[1] / prepareTimes[0], 1))x, "
    + "\(format(prepareTimes[2] / prepareTimes[1], 1))x (linear is 10x)")
print(
  "rect query growth per 10x items: \(format(queryTimes[1] / queryTimes[0], 2))x, "
    + "\(format(queryTimes[2] / queryTimes[1], 2))x (O(log n + k) stays near 1x)")

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
print("")
print(
  "scrolling 1,000,000 rows by one 40-row screen: \(format(scrolled * 1_000 / Double(steps), 1)) us "
    + "per step, \((rows.cellRequests - before) / steps) cells asked of the data source per step")
