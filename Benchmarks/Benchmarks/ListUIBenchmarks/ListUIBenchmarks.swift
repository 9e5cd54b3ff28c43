// How ListUI's collection view scales, with package-benchmark's statistics. Run from this folder:
//
//   swift package benchmark --target ListUIBenchmarks
//
// `swift run -c release listui-scale` prints the same measurements as growth rates.

import Benchmark
import Foundation
import ListUI

/// One section of one-line rows, 80 columns wide and 40 rows high.
@MainActor
final class RowList: CollectionViewDataSource {
  let count: Int
  let layout = CollectionViewFlowLayout()
  let collectionView: CollectionView

  init(count: Int) {
    self.count = count
    layout.itemSize = CGSize(width: 80, height: 1)
    layout.minimumLineSpacing = 0
    collectionView = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 80, height: 40), collectionViewLayout: layout)
    collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "row")
    collectionView.dataSource = self
    collectionView.layoutIfNeeded()
  }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
  {
    count
  }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
  }
}

/// Hands the benchmark to the main actor. The runner waits while the main actor uses it, so the
/// two never touch it at once.
struct MainActorHandoff: @unchecked Sendable {
  let benchmark: Benchmark
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal, .peakMemoryResidentDelta],
    warmupIterations: 1,
    maxDuration: .seconds(2),
    maxIterations: 30
  )

  for count in [10_000, 100_000, 1_000_000] {
    Benchmark("FlowLayout prepare \(count) rows") { benchmark in
      let handoff = MainActorHandoff(benchmark: benchmark)
      await MainActor.run {
        let benchmark = handoff.benchmark
        let list = RowList(count: count)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
          list.layout.invalidateLayout()
          list.layout.prepare()
        }
        benchmark.stopMeasurement()
      }
    }

    Benchmark(
      "FlowLayout 1000 queries of 40 rows, \(count) rows",
      configuration: .init(metrics: [.wallClock, .mallocCountTotal])
    ) { benchmark in
      let handoff = MainActorHandoff(benchmark: benchmark)
      await MainActor.run {
        let benchmark = handoff.benchmark
        let list = RowList(count: count)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
          for step in 0..<1_000 {
            let y = CGFloat((step * 7_919) % max(1, count - 40))
            blackHole(
              list.layout.layoutAttributesForElements(
                in: CGRect(x: 0, y: y, width: 80, height: 40)))
          }
        }
        benchmark.stopMeasurement()
      }
    }
  }

  Benchmark(
    "Scroll 1000000 rows by one screen, 100 steps",
    configuration: .init(metrics: [.wallClock, .mallocCountTotal])
  ) { benchmark in
    let handoff = MainActorHandoff(benchmark: benchmark)
    await MainActor.run {
      let benchmark = handoff.benchmark
      let list = RowList(count: 1_000_000)
      var offset: CGFloat = 0
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        for _ in 0..<100 {
          offset = offset >= 999_000 ? 0 : offset + 40
          list.collectionView.contentOffset = CGPoint(x: 0, y: offset)
          list.collectionView.layoutIfNeeded()
        }
      }
      benchmark.stopMeasurement()
    }
  }
}
