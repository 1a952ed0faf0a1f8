// swift-tools-version:6.0
//
// LayoutShotSnapshotTesting: LayoutShot's layouts as pointfreeco/swift-snapshot-testing strategies.
//
// A package of its own, so that only the teams that add it get swift-snapshot-testing (and its
// swift-syntax): the core products of LayoutShot depend on nothing of the kind.

import PackageDescription

let package = Package(
  name: "LayoutShotSnapshotTesting",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "LayoutShotSnapshotTesting", targets: ["LayoutShotSnapshotTesting"])
  ],
  dependencies: [
    .package(name: "LayoutShot", path: "../.."),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
  ],
  targets: [
    .target(
      name: "LayoutShotSnapshotTesting",
      dependencies: [
        .product(name: "LayoutShot", package: "LayoutShot"),
        .product(name: "LayoutShotTesting", package: "LayoutShot"),
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ]
    ),
    // The main package's examples, compiled here as a user's own code is: against the public API of
    // its products only (`Examples` is a link to the package's folder).
    .target(
      name: "PublicExamples",
      dependencies: [
        .product(name: "LayoutShot", package: "LayoutShot"),
        .product(name: "LayoutShotUIKit", package: "LayoutShot"),
        .product(name: "LayoutShotSwiftUI", package: "LayoutShot"),
      ],
      path: "Examples"
    ),
    .testTarget(
      name: "LayoutShotSnapshotTestingTests",
      dependencies: [
        "LayoutShotSnapshotTesting",
        "PublicExamples",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      // The references swift-snapshot-testing's assertions compare with, kept as a team keeps them.
      exclude: ["__Snapshots__"]
    ),
  ]
)
