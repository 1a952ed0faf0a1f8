import Foundation
import Testing

/// Every line of README.md's Swift snippets appears in the test files that compile and run them,
/// so the README shows code that compiles and does what it says.
///
/// A snippet line is found when it is part of a line of those files, both without comments and
/// surrounding spaces: a test may wrap a line in `#expect(… == value)` or indent it in a function,
/// but not change it. Edit a snippet in the README and in its test together.
@Suite("README snippets")
struct ReadmeSnippetCoverageTests {
  /// The package root: two folders above this file (Tests/LayoutShotTests/).
  private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The files that hold the snippets.
  private static let snippetFiles = [
    "Tests/LayoutShotTests/ReadmeExampleTests.swift",
    "Tests/LayoutShotCLITests/ReadmeCommandLineTests.swift",
    "Tests/LayoutShotTestingTests/ReadmeSnapshotTests.swift",
    "Tests/LayoutShotUIKitTests/ReadmeUIKitTests.swift",
  ]

  /// `line` without a `//` comment and without surrounding spaces.
  static func code(_ line: Substring) -> String {
    var text = line
    if let comment = line.range(of: "//") { text = line[..<comment.lowerBound] }
    return text.trimmingCharacters(in: .whitespaces)
  }

  /// The lines of the README's ```swift blocks, as code.
  static func snippetLines(of readme: String) -> [String] {
    var lines: [String] = []
    var inSwift = false
    for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") {
        inSwift = !inSwift && line == "```swift"
        continue
      }
      if inSwift {
        let text = code(line)
        if !text.isEmpty { lines.append(text) }
      }
    }
    return lines
  }

  @Test func commentsAndIndentationAreSetAside() {
    #expect(Self.code("    blue.width >= 150   // at least") == "blue.width >= 150")
    #expect(
      Self.snippetLines(of: "text\n```swift\n  let a = 1 // one\n\n```\n```sh\nls\n```\n") == ["let a = 1"])
  }

  @Test func everySnippetLineIsCompiledByATest() throws {
    let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    let snippets = Self.snippetLines(of: readme)
    // The layout, text, formats, command line and snapshot testing snippets.
    #expect(snippets.count > 40)
    var tested: [String] = []
    for file in Self.snippetFiles {
      let text = try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
      tested += text.split(separator: "\n").map(Self.code)
    }
    for line in snippets where !tested.contains(where: { $0.contains(line) }) {
      Issue.record("README line not compiled by any README test: \(line)")
    }
  }
}
