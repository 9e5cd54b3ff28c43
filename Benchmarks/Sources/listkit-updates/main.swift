// The cost of ListAdapter.performUpdates, from the call to its completion, against a bare
// ListDiff of the same arrays: 10,000 and 100,000 one-row sections with 1% of the objects changed.
//
//   swift run -c release listkit-updates

import BenchmarkReporting
import ListKit

/// A model identified by `id` whose `value` can change.
struct Row: Identifiable, Equatable, ListDiffable {
  let id: Int
  var value: Int
}

final class RowCell: CollectionViewCell {}

final class RowSection: ListSectionController {
  override func sizeForItem(at index: Int) -> CGSize { CGSize(width: 80, height: 1) }

  override func cellForItem(at index: Int) -> CollectionViewCell {
    guard let context = collectionContext else { return CollectionViewCell(frame: .zero) }
    let cell: RowCell = context.dequeueReusableCell(for: self, at: index)
    return cell
  }
}

@MainActor
final class Rows: ListAdapterDataSource {
  var rows: [any ListDiffable]

  init(_ rows: [any ListDiffable]) { self.rows = rows }

  func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { rows }

  func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  { RowSection() }

  func emptyView(for listAdapter: ListAdapter) -> View? { nil }
}

/// The rows with 1% changed: a quarter deleted, a quarter inserted, a quarter updated and a
/// quarter moved to the front.
func changed(_ rows: [Row], step: Int) -> [Row] {
  var rows = rows
  let changes = max(4, rows.count / 100)
  for k in 0..<(changes / 4) {
    rows[(k * 97 + step) % rows.count].value += 1
  }
  for k in 0..<(changes / 4) {
    rows.remove(at: (k * 89 + step) % rows.count)
  }
  for k in 0..<(changes / 4) {
    rows.insert(Row(id: 10_000_000 + step * 100_000 + k, value: 0), at: (k * 83) % rows.count)
  }
  for k in 0..<(changes / 4) {
    let row = rows.remove(at: (k * 79 + step) % rows.count)
    rows.insert(row, at: 0)
  }
  return rows
}

@MainActor
func measure(count: Int) -> (update: Double, diff: Double) {
  var rows = (0..<count).map { Row(id: $0, value: 0) }
  let scheduler = ManualScheduler()
  let collectionView = CollectionView(
    frame: CGRect(x: 0, y: 0, width: 80, height: 40),
    collectionViewLayout: CollectionViewFlowLayout())
  collectionView.scheduler = scheduler
  let updater = ListAdapterUpdater()
  updater.allowsReloadingOnTooManyUpdates = false
  let adapter = ListAdapter(updater: updater, viewController: nil)
  let dataSource = Rows(rows)
  adapter.collectionView = collectionView
  adapter.dataSource = dataSource
  collectionView.layoutIfNeeded()

  var bestUpdate = Double.infinity
  var bestDiff = Double.infinity
  for step in 1...5 {
    let next = changed(rows, step: step)
    let start = ContinuousClock.now
    _ = ListDiff(oldArray: rows as [any ListDiffable], newArray: next, option: .equality)
    bestDiff = min(bestDiff, milliseconds(ContinuousClock.now - start))

    dataSource.rows = next
    var finished = false
    let updateStart = ContinuousClock.now
    View.performWithoutAnimation {
      adapter.performUpdates(animated: false) { _ in finished = true }
    }
    scheduler.runUntilIdle()
    bestUpdate = min(bestUpdate, milliseconds(ContinuousClock.now - updateStart))
    precondition(finished, "the update did not finish")
    rows = next
  }
  return (bestUpdate, bestDiff)
}

print("ListAdapter.performUpdates with 1% of the objects changed, best of 5, call to completion")
print("")
print("   sections  update ms  ListDiff ms  x ListDiff")
for count
  in (CommandLine.arguments.count > 1
  ? [Int(CommandLine.arguments[1]) ?? 10_000] : [10_000, 100_000])
{
  let (update, diff) = measure(count: count)
  print(
    String(count).leftPadded(11) + String(format: "%.2f", update).leftPadded(11)
      + String(format: "%.2f", diff).leftPadded(13)
      + (String(format: "%.2f", update / diff) + "x").leftPadded(12))
}

extension String {
  func leftPadded(_ width: Int) -> String {
    String(repeating: " ", count: max(0, width - count)) + self
  }
}
