// swift-tools-version: 6.1
import PackageDescription

/// Debug builds, the tests' among them, check the invariants of the section map, the batch update
/// data and the collection view's update mapping after each change; release builds skip the
/// checks and pay nothing for them.
let invariantChecks: [SwiftSetting] = [
  .define("LISTKIT_CHECK_INVARIANTS", .when(configuration: .debug))
]

let package = Package(
  name: "ListKit",
  products: [
    .library(name: "ListDiffKit", targets: ["ListDiffKit"]),
    .library(name: "ListUI", targets: ["ListUI"]),
    .library(name: "ListKit", targets: ["ListKit"]),
    .library(name: "ListKitTerminal", targets: ["ListKitTerminal"]),
    .library(name: "ListKitWeb", targets: ["ListKitWeb"]),
    .library(name: "ListKitApp", targets: ["ListKitApp"]),
    // IGListKit's module names, so that IGListKit code keeps its import lines.
    .library(name: "IGListKit", targets: ["IGListKit"]),
    .library(name: "IGListDiffKit", targets: ["IGListDiffKit"]),
    .library(name: "IGListSwiftKit", targets: ["IGListSwiftKit"]),
    // Test utilities for code built on ListKit: a seeded generator, IGListKit's test object and an
    // adapter harness.
    .library(name: "ListKitTestSupport", targets: ["ListKitTestSupport"]),
    .executable(name: "listkit-examples", targets: ["listkit-examples"]),
    // Applies the migration guide's mechanical edits to IGListKit code.
    .executable(name: "listkit-migrate", targets: ["listkit-migrate"]),
  ],
  dependencies: [
    // Builds the documentation: `swift package generate-documentation`.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    // Parses the command line of ListKitApp and listkit-examples; the other libraries depend on nothing.
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    // ListKitWeb's server: HTTP for the page and its script, a WebSocket for each session. Without
    // the package's default traits, it builds without swift-configuration.
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
    .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
    // The server tests' loopback client.
    .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
  ],
  targets: [
    .target(name: "ListDiffKit", swiftSettings: invariantChecks),
    .target(name: "ListUI", swiftSettings: invariantChecks),
    .target(
      name: "ListKit", dependencies: ["ListDiffKit", "ListUI"], swiftSettings: invariantChecks),
    .target(name: "ListKitTerminal", dependencies: ["ListUI"]),
    .target(
      name: "ListKitWeb",
      dependencies: [
        "ListUI",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdCore", package: "hummingbird"),
        .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
        .product(name: "UnixSignals", package: "swift-service-lifecycle"),
      ]),
    .target(
      name: "ListKitApp",
      dependencies: [
        "ListUI", "ListKitTerminal", "ListKitWeb",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    .target(name: "IGListKit", dependencies: ["ListKit", "IGListDiffKit"]),
    .target(name: "IGListDiffKit", dependencies: ["ListDiffKit"]),
    .target(name: "IGListSwiftKit", dependencies: ["IGListKit", "ListKit"]),
    .target(
      name: "ListKitExamples",
      dependencies: [
        "ListKit", "ListKitTerminal", "ListKitWeb", "ListKitApp", "ListKitTestSupport",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      resources: [.process("Resources/Photos")]),
    .executableTarget(
      name: "listkit-examples",
      dependencies: [
        "ListKitExamples", "ListKitApp", "ListUI",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    .target(
      name: "ListKitTestSupport", dependencies: ["ListKit", "ListKitTerminal", "ListKitWeb"]),
    .target(name: "IGListKitMigration"),
    // Runs commands for the tests without handing them another test's descriptors.
    .target(name: "ChildProcessSupport", path: "Tests/ChildProcessSupport"),
    .executableTarget(name: "listkit-migrate", dependencies: ["IGListKitMigration"]),
    .testTarget(name: "IGListKitMigrationTests", dependencies: ["IGListKitMigration"]),
    .testTarget(
      name: "ListDiffKitTests",
      dependencies: ["ListDiffKit", "ListKitTestSupport"]
    ),
    .testTarget(
      name: "ListKitTests",
      dependencies: ["ListKit", "ListKitTestSupport"]
    ),
    .testTarget(
      name: "IGListKitCompatibilityTests",
      dependencies: [
        "IGListKit", "IGListDiffKit", "IGListSwiftKit", "ListUI", "IGListKitMigration",
        "ChildProcessSupport",
      ],
      // IGListKit code as its Swift users build it: in Swift 5 mode.
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    .testTarget(
      name: "GuideTests",
      dependencies: ["IGListKit"]
    ),
    .testTarget(
      name: "DocumentationTests",
      dependencies: [
        "ListDiffKit", "ListUI", "ListKit", "ListKitTerminal", "ListKitWeb", "ListKitApp",
        "ListKitTestSupport",
      ]
    ),
    .testTarget(
      name: "ListKitTerminalTests",
      dependencies: ["ListKitTerminal", "ListUI", "ListKitTestSupport"]
    ),
    .testTarget(
      name: "ListKitExamplesTests",
      dependencies: [
        "ListKitExamples", "ListKitApp", "ListKitTerminal", "ListUI", "ListKitTestSupport",
        "ChildProcessSupport",
      ],
      exclude: ["Snapshots"]
    ),
    .testTarget(
      name: "ListKitWebServerTests",
      dependencies: [
        "ListKitWeb", "ListUI",
        .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOPosix", package: "swift-nio"),
        .product(name: "NIOEmbedded", package: "swift-nio"),
      ]
    ),
    .testTarget(
      name: "ListKitWebTests",
      dependencies: ["ListKitWeb", "ListUI", "ListKit", "ListKitExamples", "ListKitTestSupport"]
    ),
    .testTarget(
      name: "ListKitTestSupportTests",
      dependencies: ["ListKitTestSupport", "ListKit", "ListKitTerminal", "ListKitWeb"]
    ),
    .testTarget(
      name: "ListUITests",
      dependencies: ["ListUI", "ListDiffKit", "ListKitTestSupport"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
