import Foundation
import Testing

/// Every line of the Swift snippets of README.md and of the DocC article "Getting started" appears
/// in the test files that compile and run them, so the documents show code that compiles and does
/// what they say.
///
/// A snippet line is found when it is part of a line of those files, both without comments and
/// surrounding spaces: a test may wrap a line in `#expect(… == value)` or indent it in a function,
/// but not change it. Edit a snippet in the document and in its test together. The article's
/// package manifest cannot be compiled by a test; its products are checked against Package.swift.
@Suite("Documentation snippets")
struct ReadmeSnippetCoverageTests {
  /// The package root: three folders above this file (Tests/LayoutShotTests/Documentation/).
  private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The files that hold the snippets.
  private static let snippetFiles = [
    "Tests/LayoutShotTests/Documentation/ReadmeExampleTests.swift",
    "Tests/LayoutShotCLITests/ReadmeCommandLineTests.swift",
    "Tests/LayoutShotTestingTests/ReadmeSnapshotTests.swift",
    "Tests/LayoutShotUIKitTests/Documentation/ReadmeUIKitTests.swift",
  ]

  /// The DocC article "Getting started" and the file that compiles its snippets.
  private static let gettingStarted = "Sources/LayoutShot/LayoutShot.docc/GettingStarted.md"
  private static let gettingStartedFiles = ["Tests/LayoutShotTestingTests/GettingStartedTests.swift"]

  /// The reader's own module, which the article's tests import and this package does not have.
  private static let readersOwnImports: Set<String> = ["import MyLayouts"]

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
      if line.hasPrefix("```") {
        if let block = current {
          blocks.append(block)
          current = nil
        } else if line == "```swift" {
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

  /// The code lines of `files`.
  private static func testedLines(_ files: [String]) throws -> [String] {
    try files.flatMap { file in try read(file).split(separator: "\n").map(code) }
  }

  @Test func commentsAndIndentationAreSetAside() {
    #expect(Self.code("    blue.width >= 150   // at least") == "blue.width >= 150")
    #expect(
      Self.snippetLines(of: "text\n```swift\n  let a = 1 // one\n\n```\n```sh\nls\n```\n") == ["let a = 1"])
    #expect(Self.swiftBlocks(of: "```sh\nls\n```\n```swift\nb\n```\n") == [["b"]])
  }

  @Test func everySnippetLineIsCompiledByATest() throws {
    let snippets = Self.snippetLines(of: try Self.read("README.md"))
    // The layout, text, formats, command line and snapshot testing snippets.
    #expect(snippets.count > 40)
    let tested = try Self.testedLines(Self.snippetFiles)
    for line in snippets where !tested.contains(where: { $0.contains(line) }) {
      Issue.record("README line not compiled by any README test: \(line)")
    }
  }

  @Test func everyGettingStartedLineIsCompiledByATest() throws {
    let blocks = Self.swiftBlocks(of: try Self.read(Self.gettingStarted))
    // The manifest, the layout, the first test and the snapshot test.
    #expect(blocks.count == 4)
    let snippets = blocks.filter { !Self.isManifest($0) }.flatMap { $0.map(Self.code).filter { !$0.isEmpty } }
    #expect(snippets.count > 30)
    let tested = try Self.testedLines(Self.gettingStartedFiles)
    for line in snippets where !Self.readersOwnImports.contains(line) {
      if !tested.contains(where: { $0.contains(line) }) {
        Issue.record("Getting started line not compiled by its test: \(line)")
      }
    }
  }

  @Test func theGettingStartedManifestUsesThisPackagesProducts() throws {
    let blocks = Self.swiftBlocks(of: try Self.read(Self.gettingStarted))
    let manifest = try #require(blocks.first(where: Self.isManifest)).joined(separator: "\n")
    let package = try Self.read("Package.swift")
    // The same tools version and platforms as this package, so that it resolves.
    for line in ["// swift-tools-version:6.0", "platforms: [.macOS(.v15)],"] {
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
