// swift-tools-version:6.2
//
// LayoutShot: Auto Layout style layouts solved and rendered on any machine.
// The targets follow the pipeline in README.md ("Architecture"); each module is added once it has
// real content.

import CompilerPluginSupport
import PackageDescription

let package = Package(
  name: "LayoutShot",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "layoutshot", targets: ["layoutshot"]),
    .library(name: "LayoutShot", targets: ["LayoutShot"]),
    .library(name: "LayoutShotUIKit", targets: ["LayoutShotUIKit"]),
    .library(name: "LayoutShotSwiftUI", targets: ["LayoutShotSwiftUI"]),
    .library(name: "LayoutShotTesting", targets: ["LayoutShotTesting"]),
    .library(name: "LayoutShotCLI", targets: ["LayoutShotCLI"]),
    .plugin(name: "LayoutShotSourceAdapter", targets: ["LayoutShotSourceAdapter"]),
    .plugin(name: "LayoutShotPreviews", targets: ["LayoutShotPreviews"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    // Only the source adapter (`layoutshot adapt` and the LayoutShotSourceAdapter plugin) builds it.
    .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
  ],
  targets: [
    // MARK: Core library

    .target(name: "Cassowary"),
    .target(name: "Geometry"),
    .systemLibrary(
      name: "CLibPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
    .target(name: "CPNG", dependencies: ["CLibPNG"]),
    .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]),
    .target(name: "Raster", dependencies: ["Geometry", "CPNG", "CZlib"]),
    // The bundled Inter variable fonts (SIL Open Font License, Resources/Fonts/LICENSE.txt) are the
    // system font: snapshots need the exact file, whatever the machine has installed.
    .target(name: "Typesetting", dependencies: ["Geometry"], resources: [.copy("Resources/Fonts")]),
    .target(name: "Render", dependencies: ["Geometry", "Raster"]),
    .target(name: "LayoutShot", dependencies: ["Cassowary", "Render", "Typesetting"]),
    .target(name: "LayoutShotUIKit", dependencies: ["LayoutShot"]),
    // The SwiftUI face: SwiftUI's views and its own layout algorithm (propose, choose, place), whose
    // frames become frame-positioned core views, drawn by the same scene and renderer.
    .target(
      name: "LayoutShotSwiftUI", dependencies: ["LayoutShot", "LayoutShotUIKit", "LayoutShotSwiftUIMacros"]),
    // `#Preview`, expanded into a type that keeps the preview's name and makes its view.
    .macro(
      name: "LayoutShotSwiftUIMacros",
      dependencies: [
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
      ]),
    // The one comparison of two snapshot files (PNG pixels within a tolerance, frame dumps view by
    // view, SVG and text line by line) and its wording, shared by the test assertions and
    // `layoutshot diff` so that a failing test and a review report say the same of the same files.
    .target(name: "LayoutShotReview", dependencies: ["LayoutShot", "Raster"]),
    .target(name: "LayoutShotTesting", dependencies: ["LayoutShot", "LayoutShotReview", "Raster"]),

    // MARK: Examples

    .target(
      name: "LayoutShotExamples", dependencies: ["LayoutShot", "LayoutShotUIKit", "LayoutShotSwiftUI"],
      path: "Examples"),

    // MARK: Language modes

    // The examples, the app files of `LanguageModes/AppFiles` (app code written the newest way) and
    // the SwiftUI view files of `LanguageModes/SwiftUIFiles`, compiled as app targets compile them,
    // in each language mode UIKit and SwiftUI code is written for: Swift 5,
    // Swift 6, and Swift 6 with the main actor as the default isolation. SwiftPM gives a folder to
    // one target only, so each target's folder links to the same three folders. The app files of
    // `LanguageModes/OldStyleApp` (written the oldest way: `#selector`, `@objc`, Interface Builder
    // attributes) join each of them through the source adapter plugin, and the LayoutShotPreviews
    // plugin lists their previews (`AppFilesSwift6Previews.all`).
    .target(
      name: "AppFilesSwift5", dependencies: ["LayoutShot", "LayoutShotUIKit", "LayoutShotSwiftUI"],
      path: "LanguageModes/Swift5",
      exclude: ["layoutshot-adapt.json"], swiftSettings: [.swiftLanguageMode(.v5)],
      plugins: ["LayoutShotSourceAdapter", "LayoutShotPreviews"]),
    .target(
      name: "AppFilesSwift6", dependencies: ["LayoutShot", "LayoutShotUIKit", "LayoutShotSwiftUI"],
      path: "LanguageModes/Swift6",
      exclude: ["layoutshot-adapt.json"], swiftSettings: [.swiftLanguageMode(.v6)],
      plugins: ["LayoutShotSourceAdapter", "LayoutShotPreviews"]),
    .target(
      name: "AppFilesMainActor", dependencies: ["LayoutShot", "LayoutShotUIKit", "LayoutShotSwiftUI"],
      path: "LanguageModes/MainActorByDefault", exclude: ["layoutshot-adapt.json"],
      swiftSettings: [.swiftLanguageMode(.v6), .defaultIsolation(MainActor.self)],
      plugins: ["LayoutShotSourceAdapter", "LayoutShotPreviews"]),

    // MARK: Tools

    .target(
      name: "LayoutShotCLI",
      dependencies: [
        "LayoutShot", "LayoutShotReview", "Raster",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // The source adapter: app files that use `@objc`, `#selector` and Interface Builder attributes
    // made to compile here, line for line; `layoutshot adapt`, and the build-tool plugin that runs
    // `layoutshot-adapt` on a target's folders of app files (Plugins/LayoutShotSourceAdapter).
    .target(
      name: "SourceAdaptation",
      dependencies: [
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    .executableTarget(name: "layoutshot-adapt", dependencies: ["SourceAdaptation"]),
    .plugin(name: "LayoutShotSourceAdapter", capability: .buildTool(), dependencies: ["layoutshot-adapt"]),
    // The previews of a target: `#Preview`s and `PreviewProvider`s found by parsing its files, and
    // listed by the build-tool plugin that runs `layoutshot-previews` (Plugins/LayoutShotPreviews)
    // in a file it adds to the target, `<Target>Previews.all`.
    .target(
      name: "PreviewScanning",
      dependencies: [
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ]),
    .executableTarget(name: "layoutshot-previews", dependencies: ["PreviewScanning"]),
    .plugin(name: "LayoutShotPreviews", capability: .buildTool(), dependencies: ["layoutshot-previews"]),
    .executableTarget(
      name: "layoutshot", dependencies: ["LayoutShotCLI", "LayoutShotExamples", "SourceAdaptation"]),

    .executableTarget(
      name: "layoutshot-bench",
      dependencies: [
        "Cassowary", "Raster", "Typesetting", "LayoutShot", "LayoutShotUIKit", "LayoutShotSwiftUI",
        "LayoutShotExamples",
      ],
      path: "Benchmarks/layoutshot-bench"
    ),

    // MARK: Tests

    .target(name: "LayoutShotTestSupport", dependencies: ["Raster"], path: "Tests/LayoutShotTestSupport"),
    .testTarget(name: "CassowaryTests", dependencies: ["Cassowary", "LayoutShotTestSupport"]),
    .testTarget(name: "GeometryTests", dependencies: ["Geometry"]),
    .testTarget(name: "RenderTests", dependencies: ["Render", "Raster", "LayoutShotTestSupport"]),
    .testTarget(name: "TypesettingTests", dependencies: ["Typesetting", "LayoutShotTestSupport"]),
    .testTarget(
      name: "LayoutShotTests",
      dependencies: ["LayoutShot", "LayoutShotExamples", "Raster", "LayoutShotTestSupport"]),
    .testTarget(name: "RasterTests", dependencies: ["Raster", "CZlib"]),
    .testTarget(
      name: "LayoutShotUIKitTests",
      dependencies: [
        "LayoutShotUIKit", "LayoutShotExamples", "LayoutShotTesting", "LayoutShotTestSupport", "Raster",
      ]),
    .testTarget(
      name: "LanguageModeTests",
      dependencies: [
        "LayoutShotUIKit", "LayoutShotSwiftUI", "AppFilesSwift5", "AppFilesSwift6", "AppFilesMainActor",
      ]),
    .testTarget(
      name: "LayoutShotCLITests",
      dependencies: ["layoutshot", "LayoutShotCLI", "LayoutShotExamples", "LayoutShotTestSupport", "Raster"]),
    .testTarget(
      name: "LayoutShotReviewTests",
      dependencies: [
        "LayoutShotReview", "LayoutShotTesting", "LayoutShotCLI", "layoutshot", "LayoutShotTestSupport",
        "Raster",
      ]),
    .testTarget(
      name: "LayoutShotSwiftUITests",
      dependencies: [
        "LayoutShotSwiftUI", "LayoutShot", "LayoutShotTestSupport", "LayoutShotTesting", "Raster",
      ]),
    .testTarget(
      name: "LayoutShotSwiftUIMacrosTests",
      dependencies: [
        "LayoutShotSwiftUIMacros", .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ]),
    .testTarget(name: "SourceAdaptationTests", dependencies: ["SourceAdaptation"]),
    .testTarget(name: "PreviewScanningTests", dependencies: ["PreviewScanning"]),
    // Previews written for the tests, one per trait, listed by the plugin as an app's would be.
    .target(
      name: "PreviewFixtures", dependencies: ["LayoutShotSwiftUI"], path: "Tests/PreviewFixtures",
      plugins: ["LayoutShotPreviews"]),
    .testTarget(
      name: "SwiftUIPreviewTests",
      dependencies: [
        "PreviewFixtures", "AppFilesSwift6", "LayoutShotSwiftUI", "LayoutShot", "LayoutShotTesting",
        "LayoutShotTestSupport",
      ]),
    // Old-style app files (LanguageModes/OldStyleApp), adapted by the plugin and compiled into this target.
    .testTarget(
      name: "AdaptedAppTests",
      dependencies: ["LayoutShotUIKit", "LayoutShotTesting"],
      exclude: ["layoutshot-adapt.json"],
      plugins: ["LayoutShotSourceAdapter"]),
    .testTarget(
      name: "LayoutShotTestingTests",
      dependencies: [
        "LayoutShotTesting", "LayoutShotExamples", "LayoutShotTestSupport", "Raster", "LayoutShotUIKit",
        "LayoutShotSwiftUI",
      ]),
  ]
)
