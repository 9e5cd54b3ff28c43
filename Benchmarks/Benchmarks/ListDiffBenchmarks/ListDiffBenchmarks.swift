// ListDiff on DifferenceKit's scenario, beside the two floors it is measured against and the
// standard library's diff. Run from this folder:
//
//   swift package benchmark --target ListDiffBenchmarks
//
// `swift run -c release listdiff-ratios` prints the same cases as multiples of the floors.

import Benchmark
import DiffScenarios
import Foundation
import ListDiffKit

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .peakMemoryResidentDelta, .mallocCountTotal],
    warmupIterations: 1,
    maxDuration: .seconds(2),
    maxIterations: 25
  )

  for count in [5_000, 100_000, 1_000_000] {
    registerDiffs(.int, count: count) { $0 }
    registerDiffs(.wideInt, count: count) { wideInt($0) }
    registerDiffs(.string, count: count) { "item-\($0)" }
    registerDiffs(.uuid, count: count) { uuid($0) }
  }
}

/// Registers the typed diff, the `[any ListDiffable]` diff, both floors and, up to 100,000
/// elements, the standard library's diff, for one identifier kind and size.
func registerDiffs<Key: ListDiffable & Hashable & Sendable>(
  _ kind: IdentifierKind, count: Int, make: @escaping @Sendable (Int) -> Key
) {
  let label = "\(kind.rawValue) \(count)"
  Benchmark("ListDiff typed \(label)") { benchmark, scenario in
    for _ in benchmark.scaledIterations {
      blackHole(Measured.typedDiff(scenario.source, scenario.target))
    }
  } setup: {
    DiffScenario(count: count, make: make)
  }
  Benchmark("ListDiff [any ListDiffable] \(label)") { benchmark, arrays in
    for _ in benchmark.scaledIterations {
      blackHole(Measured.existentialDiff(arrays.source, arrays.target))
    }
  } setup: {
    BoxedArrays(DiffScenario(count: count, make: make))
  }
  Benchmark("Floor typed Dictionary \(label)") { benchmark, scenario in
    for _ in benchmark.scaledIterations {
      blackHole(Measured.typedFloor(scenario.source, scenario.target))
    }
  } setup: {
    DiffScenario(count: count, make: make)
  }
  Benchmark("Floor AnyHashable Dictionary \(label)") { benchmark, arrays in
    for _ in benchmark.scaledIterations {
      blackHole(Measured.anyHashableFloor(arrays.source, arrays.target))
    }
  } setup: {
    BoxedArrays(DiffScenario(count: count, make: make))
  }
  if count <= 100_000 {
    Benchmark(
      "Swift difference(from:).inferringMoves() \(label)",
      configuration: .init(warmupIterations: 0, maxIterations: count > 5_000 ? 1 : 10)
    ) { benchmark, scenario in
      for _ in benchmark.scaledIterations {
        blackHole(Measured.standardLibraryDiff(scenario.source, scenario.target))
      }
    } setup: {
      DiffScenario(count: count, make: make)
    }
  }
}

/// A scenario's arrays as `[any ListDiffable]`.
struct BoxedArrays: @unchecked Sendable {
  let source: [any ListDiffable]
  let target: [any ListDiffable]

  init<Key: ListDiffable & Sendable>(_ scenario: DiffScenario<Key>) {
    source = scenario.source
    target = scenario.target
  }
}
