import Foundation
import Testing

@testable import ListKit

/// Seeded random walks of ten steps over an adapter with a ``ListAdapterUpdater``, on a
/// collection view whose animations and deferred work run on a manual scheduler, with plain and
/// binding section controllers. A walk mixes data source changes, data source swaps, plain
/// section controllers batching changes to their own rows, binding section controllers updating
/// themselves, requests coalesced in one turn, and updates started while an animation runs; see
/// ``PropertyWalk`` for the steps and for the checks made after each one.
///
/// A failure prints, for each kind of failure, how many walks failed that way, the smallest
/// failing seed with its configuration and steps, and the fewest of those steps that still fail
/// the same way.
@MainActor
@Suite struct ListAdapterPropertyTests {
  /// Walks under each configuration: 16 configurations of 200 walks of 10 steps, 32,000 steps.
  static let walksPerConfiguration = 200

  /// Under each combination of the updater's `preferItemReloadsForSectionReloads`,
  /// `sectionMovesAsDeletesInserts` and `allowsBackgroundDiffing` and the adapter's
  /// `invalidateLayoutForUpdates`, random walks never give the collection view an invalid update
  /// and, whenever the scheduler is idle, show the model with every completion run once.
  @Test(arguments: WalkConfiguration.all)
  func randomWalksStayValidAndShowTheModel(under configuration: WalkConfiguration) {
    let first = UInt64(configuration.index * Self.walksPerConfiguration) + 1
    let report = PropertyWalkReport(
      seeds: first..<first + UInt64(Self.walksPerConfiguration)
    ) { _ in configuration }
    #expect(report.failures.count == 0, "\(report.text)")
  }

  /// A million steps: 100,000 walks of 10, each under the configuration its seed picks. Too long
  /// for every run; run it with
  ///
  /// ```
  /// LISTKIT_LONG_PROPERTY_RUN=1 swift test --filter \
  ///   ListAdapterPropertyTests/aMillionRandomStepsStayValidAndShowTheModel
  /// ```
  @Test(.enabled(if: ProcessInfo.processInfo.environment["LISTKIT_LONG_PROPERTY_RUN"] == "1"))
  func aMillionRandomStepsStayValidAndShowTheModel() {
    let report = PropertyWalkReport(seeds: 1_000_001...1_100_000) { seed in
      WalkConfiguration(index: Int(seed % UInt64(WalkConfiguration.all.count)))
    }
    #expect(report.failures.count == 0, "\(report.text)")
  }
}

/// The walks of some seeds, and their failures grouped by kind.
@MainActor
struct PropertyWalkReport {
  /// How many walks ran.
  let walks: Int
  /// How many steps they took, up to the first failure of each.
  let steps: Int
  /// The failing walks, in seed order.
  let failures: [WalkResult]

  /// Walks every seed under the configuration `configuration` gives it.
  init(seeds: some Sequence<UInt64>, configuration: (UInt64) -> WalkConfiguration) {
    var walks = 0
    var steps = 0
    var failures: [WalkResult] = []
    for seed in seeds {
      let result = PropertyWalk.walk(configuration(seed), seed: seed)
      walks += 1
      steps += result.steps.count
      if result.failure != nil { failures.append(result) }
    }
    self.walks = walks
    self.steps = steps
    self.failures = failures
  }

  /// Per kind of failure: how many walks, then the smallest seed's configuration, failure and
  /// steps, and the fewest of its steps that fail the same way.
  var text: String {
    var kinds: [String] = []
    var byKind: [String: [WalkResult]] = [:]
    for failure in failures {
      let kind = failure.failure?.kind ?? ""
      if byKind[kind] == nil { kinds.append(kind) }
      byKind[kind, default: []].append(failure)
    }
    var text = "\(failures.count) of \(walks) walks (\(steps) steps) failed.\n"
    for kind in kinds {
      guard let first = byKind[kind]?.first else { continue }
      let shrunk = PropertyWalk.shrink(first)
      text += """

        \(byKind[kind]?.count ?? 0) walks: \(kind). Smallest seed \(first.seed) under \
        \(first.configuration.testDescription) (replay with PropertyWalk.walk(\
        WalkConfiguration(index: \(first.configuration.index)), seed: \(first.seed))):
          \(first.failure?.detail ?? "")
          steps:
        \(indent(first.log))
          the fewest of them that fail the same way:
        \(indent(shrunk.log))
          \(shrunk.failure?.detail ?? "")

        """
    }
    return text
  }

  private func indent(_ lines: [String]) -> String {
    lines.map { "    \($0)" }.joined(separator: "\n")
  }
}
