// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "ListKit",
  products: [
    .library(name: "ListDiffKit", targets: ["ListDiffKit"]),
    .library(name: "ListUI", targets: ["ListUI"]),
    .library(name: "ListKit", targets: ["ListKit"]),
    .library(name: "ListKitTerminal", targets: ["ListKitTerminal"]),
    .executable(name: "listkit-examples", targets: ["listkit-examples"]),
  ],
  dependencies: [
    // Builds the documentation: `swift package generate-documentation`.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0")
  ],
  targets: [
    .target(name: "ListDiffKit"),
    .target(name: "ListUI"),
    .target(name: "ListKit", dependencies: ["ListDiffKit", "ListUI"]),
    .target(name: "ListKitTerminal", dependencies: ["ListUI"]),
    .target(name: "ListKitExamples", dependencies: ["ListKit", "ListKitTerminal"]),
    .executableTarget(name: "listkit-examples", dependencies: ["ListKitExamples"]),
    .target(
      name: "ListKitTestSupport",
      path: "Tests/ListKitTestSupport"
    ),
    .testTarget(
      name: "ListDiffKitTests",
      dependencies: ["ListDiffKit", "ListKitTestSupport"]
    ),
    .testTarget(
      name: "ListKitTests",
      dependencies: ["ListKit", "ListKitTestSupport"]
    ),
    .testTarget(
      name: "GuideTests",
      dependencies: ["ListKit"]
    ),
    .testTarget(
      name: "DocumentationTests",
      dependencies: ["ListDiffKit", "ListUI", "ListKit", "ListKitTerminal"]
    ),
    .testTarget(
      name: "ListKitTerminalTests",
      dependencies: ["ListKitTerminal", "ListUI"]
    ),
    .testTarget(
      name: "ListKitExamplesTests",
      dependencies: ["ListKitExamples", "ListKitTerminal"],
      exclude: ["Snapshots"]
    ),
    .testTarget(
      name: "ListUITests",
      dependencies: ["ListUI", "ListDiffKit", "ListKitTestSupport"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
