// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "ListKit",
  products: [
    .library(name: "ListDiffKit", targets: ["ListDiffKit"])
  ],
  targets: [
    .target(name: "ListDiffKit"),
    .target(
      name: "ListKitTestSupport",
      path: "Tests/ListKitTestSupport"
    ),
    .testTarget(
      name: "ListDiffKitTests",
      dependencies: ["ListDiffKit", "ListKitTestSupport"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
