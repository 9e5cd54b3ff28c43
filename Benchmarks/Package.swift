// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "ListKitBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(
      url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    // A plain path dependency would take its identity from the folder's name, which differs
    // between clones; the name pins it.
    .package(name: "ListKit", path: ".."),
  ],
  targets: [
    .target(
      name: "DiffScenarios",
      dependencies: [
        .product(name: "ListDiffKit", package: "ListKit"),
        // The seeded generator that the tests and the examples use too.
        .product(name: "ListKitTestSupport", package: "ListKit"),
      ]
    ),
    .target(name: "BenchmarkReporting"),
    .executableTarget(
      name: "listdiff-ratios",
      dependencies: [
        "BenchmarkReporting", "DiffScenarios", .product(name: "ListDiffKit", package: "ListKit"),
      ]
    ),
    .executableTarget(
      name: "listkit-updates",
      dependencies: ["BenchmarkReporting", .product(name: "ListKit", package: "ListKit")]
    ),
    .executableTarget(
      name: "listui-scale",
      dependencies: ["BenchmarkReporting", .product(name: "ListUI", package: "ListKit")]
    ),
    .executableTarget(
      name: "listkit-layout",
      dependencies: ["BenchmarkReporting", .product(name: "ListKit", package: "ListKit")]
    ),
    // The 100,000-row screen that the terminal's and the web's frame benchmarks both show.
    .target(
      name: "FrameScenarios",
      dependencies: [
        "BenchmarkReporting",
        .product(name: "ListKit", package: "ListKit"),
        .product(name: "ListKitTerminal", package: "ListKit"),
      ]
    ),
    .executableTarget(
      name: "listkit-terminal-frames",
      dependencies: [
        "BenchmarkReporting", "FrameScenarios",
        .product(name: "ListKit", package: "ListKit"),
        .product(name: "ListKitTerminal", package: "ListKit"),
      ]
    ),
    // ListKitTerminal beside Bubble Tea and Textual (Peers/), in one report.
    .executableTarget(
      name: "listkit-open",
      dependencies: [
        "BenchmarkReporting", "FrameScenarios",
        .product(name: "ListKit", package: "ListKit"),
        .product(name: "ListKitTerminal", package: "ListKit"),
      ]
    ),
    .executableTarget(
      name: "listkit-terminal-peers",
      dependencies: [
        "BenchmarkReporting",
        .product(name: "ListKit", package: "ListKit"),
        .product(name: "ListKitTerminal", package: "ListKit"),
      ]
    ),
    .executableTarget(
      name: "listkit-web-frames",
      dependencies: [
        "BenchmarkReporting", "FrameScenarios",
        .product(name: "ListKit", package: "ListKit"),
        .product(name: "ListKitTerminal", package: "ListKit"),
        .product(name: "ListKitWeb", package: "ListKit"),
      ]
    ),
    .executableTarget(
      name: "ListUIBenchmarks",
      dependencies: [
        .product(name: "ListUI", package: "ListKit"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/ListUIBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .executableTarget(
      name: "ListDiffBenchmarks",
      dependencies: [
        "DiffScenarios",
        .product(name: "ListDiffKit", package: "ListKit"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/ListDiffBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
