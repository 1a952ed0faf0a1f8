// swift-tools-version:6.0
//
// LayoutShot: Auto Layout style layouts solved and rendered on any machine.
// The targets follow the pipeline in README.md ("Architecture"); each module is added once it has
// real content.

import PackageDescription

let package = Package(
  name: "LayoutShot",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "Cassowary", targets: ["Cassowary"]),
    .library(name: "LayoutShot", targets: ["LayoutShot"]),
    .library(name: "LayoutShotExamples", targets: ["LayoutShotExamples"]),
    .library(name: "Raster", targets: ["Raster"]),
  ],
  targets: [
    // MARK: Core library

    .target(name: "Cassowary"),
    .target(name: "LayoutShot", dependencies: ["Cassowary"]),
    .systemLibrary(
      name: "CLibPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
    .target(name: "CPNG", dependencies: ["CLibPNG"]),
    .target(name: "Raster", dependencies: ["CPNG"]),

    // MARK: Examples

    .target(name: "LayoutShotExamples", dependencies: ["LayoutShot"], path: "Examples"),

    // MARK: Tools

    .executableTarget(
      name: "layoutshot-bench",
      dependencies: ["Cassowary", "Raster"],
      path: "Benchmarks/layoutshot-bench"
    ),

    // MARK: Tests

    .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
    .testTarget(name: "LayoutShotTests", dependencies: ["LayoutShot", "LayoutShotExamples"]),
    .testTarget(name: "RasterTests", dependencies: ["Raster"]),
  ]
)
