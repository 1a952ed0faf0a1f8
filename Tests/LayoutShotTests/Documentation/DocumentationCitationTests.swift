import Foundation
import Testing

/// Citations of the reference pages in `Documentation/` resolve, and nothing cites notes outside
/// the repository.
///
/// A citation is `Documentation/<File>.md` or `Documentation/<File>.md#<anchor>`, written from the
/// repository's root, in any text file of Sources, Tests, Examples, Benchmarks, Integrations and
/// Scripts, in README.md, or (as a relative link, `<File>.md#<anchor>`) in a page of
/// `Documentation/` itself: the file must exist and the anchor must be the GitHub slug of one of
/// its headings. Rename a heading together with its citations.
@Suite("Documentation citations")
struct DocumentationCitationTests {
  /// The package root: three folders above this file (Tests/LayoutShotTests/Documentation/).
  private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The folders searched, every text file in them, and the files searched at the root.
  private static let folders = ["Sources", "Tests", "Examples", "Benchmarks", "Integrations", "Scripts"]
  private static let rootFiles = ["README.md"]
  private static let textExtensions: Set<String> = [
    "swift", "md", "py", "sh", "c", "h", "json", "yml", "yaml", "txt", "modulemap",
  ]

  /// This file, which spells out what it looks for.
  private static let ownPath = "Tests/LayoutShotTests/Documentation/DocumentationCitationTests.swift"

  /// A citation of a page, where it was found.
  struct Citation: CustomStringConvertible {
    /// The file and line that cite, relative to the root.
    var place: String
    /// The page cited, relative to `Documentation/` (`SystemColors.md`).
    var page: String
    /// The section cited (`increased-contrast`), if any.
    var anchor: String?

    var description: String { "\(place): Documentation/\(page)" + (anchor.map { "#\($0)" } ?? "") }
  }

  // MARK: Reading the tree

  /// The text files searched, relative to the root, in a stable order.
  static func searchedFiles() -> [String] {
    var files = rootFiles
    for folder in folders {
      let url = root.appendingPathComponent(folder)
      guard
        let enumerator = FileManager.default.enumerator(
          at: url, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
      else { continue }
      for case let file as URL in enumerator {
        if file.lastPathComponent == "__Snapshots__" || file.lastPathComponent == ".build" {
          enumerator.skipDescendants()
          continue
        }
        guard textExtensions.contains(file.pathExtension) else { continue }
        files.append(String(file.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1)))
      }
    }
    return files.sorted()
  }

  /// The text of a file of the package (a path relative to its root); `nil` if it is not UTF-8.
  private static func read(_ file: String) -> String? {
    try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
  }

  /// The pages of `Documentation/`.
  static func pages() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Documentation").path)
      .filter { $0.hasSuffix(".md") }.sorted()
  }

  // MARK: Citations and anchors

  /// Whether `character` may be part of a page's file name or of an anchor.
  private static func isNameCharacter(_ character: Character) -> Bool {
    character.isASCII && (character.isLetter || character.isNumber || character == "-" || character == "_")
  }

  /// The pages and anchors `line` cites after each `prefix`.
  ///
  /// The prefix is `Documentation/`, or the empty string for the links of a page
  /// (`](<page>#anchor)`, and `](#anchor)` for its own sections, whose page is then empty). A
  /// prefix that ends a longer path (`Tests/…/Documentation/`) is not a citation.
  static func citations(in line: Substring, prefix: String) -> [(page: String, anchor: String?)] {
    var found: [(page: String, anchor: String?)] = []
    var rest = line[...]
    let opener = prefix.isEmpty ? "](" : prefix
    while let range = rest.range(of: opener) {
      defer { rest = rest[range.upperBound...] }
      if !prefix.isEmpty, range.lowerBound > line.startIndex {
        let before = line[line.index(before: range.lowerBound)]
        if before == "/" || isNameCharacter(before) { continue }
      }
      let name = rest[range.upperBound...].prefix(while: isNameCharacter)
      var afterName = rest[range.upperBound...].dropFirst(name.count)
      if !name.isEmpty {
        guard afterName.hasPrefix(".md") else { continue }
        afterName = afterName.dropFirst(3)
      } else if prefix.isEmpty {
        // A link to a section of the same page: `](#anchor)`.
        guard afterName.hasPrefix("#") else { continue }
      } else {
        continue
      }
      var anchor: String?
      if afterName.hasPrefix("#") {
        let text = afterName.dropFirst().prefix(while: isNameCharacter)
        if !text.isEmpty { anchor = String(text) }
      }
      found.append((page: name.isEmpty ? "" : name + ".md", anchor: anchor))
    }
    return found
  }

  /// The anchor GitHub gives a heading: lower case, spaces turned into hyphens, and every character
  /// but letters, digits, hyphens and underscores dropped.
  static func slug(_ heading: String) -> String {
    String(
      heading.lowercased().compactMap { character -> Character? in
        if character == " " { return "-" }
        return character.isLetter || character.isNumber || character == "-" || character == "_"
          ? character : nil
      })
  }

  /// The anchors of a Markdown document's headings (outside code blocks), numbered as GitHub
  /// numbers repeats (`-1`, `-2`).
  static func anchors(of document: String) -> Set<String> {
    var anchors: Set<String> = []
    var inCode = false
    for line in document.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") { inCode.toggle() }
      let hashes = line.prefix(while: { $0 == "#" })
      guard !inCode, (1...6).contains(hashes.count), line.dropFirst(hashes.count).hasPrefix(" ") else {
        continue
      }
      let base = slug(line.dropFirst(hashes.count).trimmingCharacters(in: .whitespaces))
      var anchor = base
      var number = 0
      while anchors.contains(anchor) {
        number += 1
        anchor = "\(base)-\(number)"
      }
      anchors.insert(anchor)
    }
    return anchors
  }

  /// Every citation of a page in the searched files and between the pages.
  static func allCitations() throws -> [Citation] {
    var found: [Citation] = []
    for file in searchedFiles() {
      guard let text = read(file) else { continue }
      for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        for (page, anchor) in citations(in: line, prefix: "Documentation/") {
          found.append(Citation(place: "\(file):\(index + 1)", page: page, anchor: anchor))
        }
      }
    }
    for page in try pages() {
      let text = read("Documentation/\(page)") ?? ""
      for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        for (cited, anchor) in citations(in: line, prefix: "") {
          found.append(
            Citation(
              place: "Documentation/\(page):\(index + 1)", page: cited.isEmpty ? page : cited, anchor: anchor)
          )
        }
      }
    }
    return found
  }

  /// The citations that name no page, or a section the page does not have.
  static func brokenCitations() throws -> [String] {
    var anchorsByPage: [String: Set<String>] = [:]
    for page in try pages() {
      anchorsByPage[page] = anchors(of: read("Documentation/\(page)") ?? "")
    }
    return try allCitations().compactMap { citation in
      guard let anchors = anchorsByPage[citation.page] else { return "\(citation): no such page" }
      if let anchor = citation.anchor, !anchors.contains(anchor) { return "\(citation): no such section" }
      return nil
    }
  }

  // MARK: Outside notes

  /// The file names of the research notes that are not in the repository.
  static let outsideNotes = [
    "traits", "autolayout-semantics", "rendering", "devices", "solver", "uikit-more", "lists", "swiftui",
    "ios26-looks", "devices-2026", "snapshot-anchors",
  ].flatMap { ["\($0).md", "\($0).json"] }

  /// Wording that points at those notes without naming a file.
  static let outsideWording = [
    "the notes", "notes'", "reference notes", "traits reference", "semantics reference", "device notes",
    "../shared",
  ]

  /// The public standards whose sections may be cited with `§` (RFC 1951 §3.2.5).
  static let standards = ["RFC ", "specification", "CSS "]

  /// Why `line` cites the outside notes, or `nil`.
  static func outsideCitation(in line: Substring) -> String? {
    // Most lines mention none of it; skip them cheaply.
    guard
      line.contains(".md") || line.contains(".json") || line.contains("§") || line.contains("shared")
        || line.localizedCaseInsensitiveContains("notes")
        || line.localizedCaseInsensitiveContains("reference")
    else { return nil }
    for name in outsideNotes {
      var rest = line[...]
      while let range = rest.range(of: name) {
        defer { rest = rest[range.upperBound...] }
        let before = range.lowerBound > line.startIndex ? line[line.index(before: range.lowerBound)] : " "
        if isNameCharacter(before) { continue }
        // A user's file path (`/path/to/devices.json`) is not the notes.
        if name == "devices.json" && before == "/" { continue }
        return "names \(name)"
      }
    }
    let lowercased = line.lowercased()
    if let wording = outsideWording.first(where: { lowercased.contains($0) }) { return "says '\(wording)'" }
    var rest = line[...]
    while let range = rest.range(of: "§") {
      defer { rest = rest[range.upperBound...] }
      let after = line[range.upperBound...].drop(while: { $0 == " " })
      guard after.first?.isNumber == true else { continue }
      let before = line[..<range.lowerBound].suffix(40)
      if !standards.contains(where: { before.contains($0) }) { return "cites a § section" }
    }
    return nil
  }

  /// Every line of the searched files that cites the outside notes.
  static func outsideCitations() -> [String] {
    searchedFiles().filter { $0 != ownPath }.flatMap { file -> [String] in
      guard let text = read(file) else { return [] }
      return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap {
        index, line in
        outsideCitation(in: line).map {
          "\(file):\(index + 1): \($0): \(line.trimmingCharacters(in: .whitespaces))"
        }
      }
    }
  }

  // MARK: Tests

  @Test func slugsAreGitHubs() {
    #expect(Self.slug("iOS 26 palette") == "ios-26-palette")
    #expect(Self.slug("Display, margins and size classes") == "display-margins-and-size-classes")
    #expect(Self.slug("`UIFontMetrics`") == "uifontmetrics")
    #expect(
      Self.anchors(of: "# A\n\n## Notes\n```\n# not a heading\n```\n## Notes\n#hashtag") == [
        "a", "notes", "notes-1",
      ])
  }

  @Test func citationsAreFoundInLinesAndLinks() {
    #expect(
      Self.citations(in: "(see Documentation/SystemColors.md#increased-contrast).", prefix: "Documentation/")
        .map { "\($0.page)#\($0.anchor ?? "")" } == ["SystemColors.md#increased-contrast"])
    #expect(
      Self.citations(in: "Tests/LayoutShotTests/Documentation/Notes.md", prefix: "Documentation/").isEmpty)
    #expect(
      Self.citations(in: "in [AutoLayout.md](AutoLayout.md#safe-area) and [there](#elevated)", prefix: "")
        .map { "\($0.page)#\($0.anchor ?? "")" } == ["AutoLayout.md#safe-area", "#elevated"])
  }

  @Test func everyCitedPageAndSectionExists() throws {
    let citations = try Self.allCitations()
    #expect(citations.count > 50, "the search found only \(citations.count) citations")
    let broken = try Self.brokenCitations()
    #expect(broken.isEmpty, "\(broken.joined(separator: "\n"))")
  }

  @Test func nothingCitesNotesOutsideTheRepository() {
    #expect(Self.outsideCitation(in: "(traits.md §2.3)") != nil)
    #expect(Self.outsideCitation(in: "path: \"/nonexistent/devices.json\"") == nil)
    #expect(Self.outsideCitation(in: "(RFC 1951 §3.2.2)") == nil)
    #expect(Self.outsideCitation(in: "(Documentation/Devices.md#layout-margins)") == nil)
    let found = Self.outsideCitations()
    #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
  }
}
