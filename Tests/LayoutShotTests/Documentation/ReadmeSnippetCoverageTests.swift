import Foundation
import Testing

/// Every line of the Swift snippets of README.md and of every DocC article appears in the files
/// that compile and run them, so the documents show code that compiles and does what they say.
///
/// A snippet line is found when it is part of a line of those files, both without comments and
/// surrounding spaces: a test may wrap a line in `#expect(… == value)` or indent it in a function,
/// but not change it. Edit a snippet in the document and in its test together. Every article of a
/// `.docc` catalog with a Swift snippet must be listed in ``documents``. "Getting started"'s package
/// manifest cannot be compiled by a test; its products are checked against Package.swift.
@Suite("Documentation snippets")
struct ReadmeSnippetCoverageTests {
  /// The package root: three folders above this file (Tests/LayoutShotTests/Documentation/).
  private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Each document with Swift snippets, and the files that compile them: test files, or, for an
  /// article that quotes the package's own code, the folders of that code.
  static let documents: [(document: String, compiledIn: [String])] = [
    (
      "README.md",
      [
        readmeExamples,
        "Tests/LayoutShotCLITests/AdoptionTests.swift",
        "Tests/LayoutShotCLITests/ReadmeCommandLineTests.swift",
        "Tests/LayoutShotTestingTests/ReadmeSnapshotTests.swift",
        "Tests/LayoutShotUIKitTests/Documentation/ReadmeUIKitTests.swift",
        "Tests/LayoutShotSwiftUITests/SwiftUIArticleTests.swift",
      ]
    ),
    ("Sources/LayoutShot/LayoutShot.docc/LayoutShot.md", [articleExamples, readmeExamples]),
    (
      "Sources/LayoutShot/LayoutShot.docc/GettingStarted.md",
      ["Tests/LayoutShotTestingTests/GettingStartedTests.swift"]
    ),
    ("Sources/LayoutShot/LayoutShot.docc/WritingLayouts.md", [articleExamples]),
    (
      "Sources/LayoutShot/LayoutShot.docc/Devices.md",
      ["Tests/LayoutShotTests/Documentation/DeviceArticleTests.swift"]
    ),
    ("Sources/LayoutShot/LayoutShot.docc/Variants.md", [articleExamples, articleSnapshots]),
    ("Sources/LayoutShotUIKit/LayoutShotUIKit.docc/LayoutShotUIKit.md", [uikitArticles]),
    (
      "Sources/LayoutShotUIKit/LayoutShotUIKit.docc/BringingYourUIKitCode.md",
      [uikitArticles, "Tests/AdaptedAppTests/AdaptedAppTests.swift"]
    ),
    (
      "Sources/LayoutShotUIKit/LayoutShotUIKit.docc/MappingGuide.md",
      ["Sources/LayoutShotUIKit", "Sources/LayoutShot"]
    ),
    (
      "Sources/LayoutShotSwiftUI/LayoutShotSwiftUI.docc/LayoutShotSwiftUI.md",
      ["Tests/LayoutShotSwiftUITests/SwiftUIArticleTests.swift"]
    ),
    ("Sources/LayoutShotTesting/LayoutShotTesting.docc/LayoutShotTesting.md", [articleSnapshots]),
    ("Sources/LayoutShotReview/LayoutShotReview.docc/LayoutShotReview.md", [articleSnapshots]),
    (
      "Sources/LayoutShotCLI/LayoutShotCLI.docc/LayoutShotCLI.md",
      ["Tests/LayoutShotCLITests/ReadmeCommandLineTests.swift"]
    ),
    (
      "Sources/Cassowary/Cassowary.docc/Cassowary.md",
      ["Tests/CassowaryTests/DocumentationExampleTests.swift"]
    ),
    ("Sources/Geometry/Geometry.docc/Geometry.md", ["Tests/GeometryTests/DocumentationExampleTests.swift"]),
    ("Sources/Raster/Raster.docc/Raster.md", ["Tests/RasterTests/DocumentationExampleTests.swift"]),
    ("Sources/Render/Render.docc/Render.md", ["Tests/RenderTests/DocumentationExampleTests.swift"]),
    (
      "Sources/Typesetting/Typesetting.docc/Typesetting.md",
      ["Tests/TypesettingTests/DocumentationExampleTests.swift"]
    ),
  ]

  private static let readmeExamples = "Tests/LayoutShotTests/Documentation/ReadmeExampleTests.swift"
  private static let articleExamples = "Tests/LayoutShotTests/Documentation/ArticleExampleTests.swift"
  private static let articleSnapshots = "Tests/LayoutShotTestingTests/ArticleSnapshotTests.swift"
  private static let uikitArticles = "Tests/LayoutShotUIKitTests/Documentation/UIKitArticleTests.swift"

  /// "Getting started", whose package manifest is checked against Package.swift.
  private static let gettingStarted = "Sources/LayoutShot/LayoutShot.docc/GettingStarted.md"

  /// Lines that name what a snippet's reader has and this package does not: the reader's own
  /// module, which "Getting started"'s tests import.
  private static let readersOwnLines: Set<String> = ["import MyLayouts"]

  /// `line` without a `//` comment and without surrounding spaces.
  static func code(_ line: Substring) -> String {
    var text = line
    if let comment = line.range(of: "//") { text = line[..<comment.lowerBound] }
    return text.trimmingCharacters(in: .whitespaces)
  }

  /// The lines of a document's ```swift blocks, as code.
  static func snippetLines(of document: String) -> [String] {
    swiftBlocks(of: document).flatMap { block in block.map(code).filter { !$0.isEmpty } }
  }

  /// The ```swift blocks of a document, each as its lines.
  static func swiftBlocks(of document: String) -> [[Substring]] {
    var blocks: [[Substring]] = []
    var current: [Substring]?
    for line in document.split(separator: "\n", omittingEmptySubsequences: false) {
      // A fence may be indented, inside a list item.
      let fence = line.trimmingCharacters(in: .whitespaces)
      if fence.hasPrefix("```") {
        if let block = current {
          blocks.append(block)
          current = nil
        } else if fence == "```swift" {
          current = []
        }
        continue
      }
      current?.append(line)
    }
    return blocks
  }

  /// Whether a block is a package manifest, which only SwiftPM can compile.
  static func isManifest(_ block: [Substring]) -> Bool {
    block.first?.hasPrefix("// swift-tools-version") == true
  }

  /// The text of a file of the package (a path relative to its root).
  private static func read(_ file: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
  }

  /// The Swift files a listed path names: the file itself, or every Swift file under a folder.
  private static func swiftFiles(_ path: String) throws -> [URL] {
    let url = root.appendingPathComponent(path)
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
      throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: path])
    }
    guard isFolder.boolValue else { return [url] }
    let walker = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)
    return (walker?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
  }

  /// The code lines of the files `paths` name.
  private static func compiledLines(_ paths: [String]) throws -> Set<String> {
    var lines = Set<String>()
    for path in paths {
      for file in try swiftFiles(path) {
        lines.formUnion(try String(contentsOf: file, encoding: .utf8).split(separator: "\n").map(code))
      }
    }
    return lines
  }

  /// The article files of every DocC catalog in Sources, relative to the package root.
  private static func articles() throws -> [String] {
    let sources = root.appendingPathComponent("Sources")
    let walker = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
    let prefix = root.standardizedFileURL.path + "/"
    return (walker?.allObjects as? [URL] ?? [])
      .filter { $0.pathExtension == "md" && $0.path.contains(".docc/") }
      .map { String($0.standardizedFileURL.path.dropFirst(prefix.count)) }
      .sorted()
  }

  @Test func commentsAndIndentationAreSetAside() {
    #expect(Self.code("    blue.width >= 150   // at least") == "blue.width >= 150")
    #expect(
      Self.snippetLines(of: "text\n```swift\n  let a = 1 // one\n\n```\n```sh\nls\n```\n") == ["let a = 1"])
    #expect(Self.swiftBlocks(of: "```sh\nls\n```\n```swift\nb\n```\n") == [["b"]])
    // A block in a list item.
    #expect(Self.swiftBlocks(of: "1. Do this:\n\n   ```swift\n   c\n   ```\n") == [["   c"]])
  }

  @Test func everyArticleWithSwiftIsListed() throws {
    let listed = Set(Self.documents.map(\.document))
    for article in try Self.articles() where !Self.swiftBlocks(of: try Self.read(article)).isEmpty {
      #expect(
        listed.contains(article), "\(article) has Swift snippets: list it with the tests that compile them")
    }
    // None listed twice, and each still has snippets to check.
    #expect(listed.count == Self.documents.count)
    for document in listed {
      #expect(!Self.snippetLines(of: try Self.read(document)).isEmpty, "\(document) has no Swift snippet")
    }
  }

  @Test(arguments: documents.map(\.document))
  func everySnippetLineIsCompiled(document: String) throws {
    let paths = try #require(Self.documents.first { $0.document == document }).compiledIn
    let blocks = Self.swiftBlocks(of: try Self.read(document)).filter { !Self.isManifest($0) }
    let snippets = blocks.flatMap { $0.map(Self.code).filter { !$0.isEmpty } }
    let compiled = try Self.compiledLines(paths)
    for line in snippets where !Self.readersOwnLines.contains(line) {
      if !compiled.contains(where: { $0.contains(line) }) {
        Issue.record(
          "\(document): this line is in no file that compiles it (\(paths.joined(separator: ", "))): \(line)")
      }
    }
  }

  @Test func theReadmeAndGettingStartedShowWhatTheyShould() throws {
    // The README's first layout, UIKit code, first snapshot test and command line.
    #expect(Self.snippetLines(of: try Self.read("README.md")).count > 35)
    // "Getting started": the manifest, the layout, the first test and the snapshot test.
    let blocks = Self.swiftBlocks(of: try Self.read(Self.gettingStarted))
    #expect(blocks.count == 4 && blocks.filter(Self.isManifest).count == 1)
  }

  @Test func theGettingStartedManifestUsesThisPackagesProducts() throws {
    let blocks = Self.swiftBlocks(of: try Self.read(Self.gettingStarted))
    let manifest = try #require(blocks.first(where: Self.isManifest)).joined(separator: "\n")
    let package = try Self.read("Package.swift")
    // The same tools version and platforms as this package, so that it resolves.
    for line in ["// swift-tools-version:6.2", "platforms: [.macOS(.v15)],"] {
      #expect(package.contains(line) && manifest.contains(line), "\(line)")
    }
    #expect(package.contains("name: \"LayoutShot\","))
    // Every product it takes from LayoutShot is one of this package's libraries.
    let products = manifest.matches(of: /\.product\(name: "(\w+)", package: "LayoutShot"\)/)
      .map { String($0.1) }
    #expect(Set(products) == ["LayoutShot", "LayoutShotTesting"])
    for product in products {
      #expect(package.contains(".library(name: \"\(product)\", targets: [\"\(product)\"])"), "\(product)")
    }
  }
}
