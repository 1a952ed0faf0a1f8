import Foundation
import LayoutShotCLI
import LayoutShotTestSupport
import Testing

/// The review report with hostile snapshot folders: file names with spaces, `#` and `?`, names that
/// differ only in punctuation, and text snapshots with control characters (a corrupt file). The
/// page must stay well-formed, every image must load, and every id must be unique.
@Suite("Review report")
struct ReviewReportTests {
  /// Writes `text` to `path` below `folder`, making folders as needed.
  private func write(_ text: String, _ path: String, in folder: TemporaryFolder) throws {
    let url = folder.file(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  @Test func oddNamesAndControlCharactersGiveAWellFormedPageWhoseImagesLoad() throws {
    let base = try TemporaryFolder()
    let head = try TemporaryFolder()
    let output = try TemporaryFolder()
    let svg = { (width: Int) in
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\">\n"
        + "<rect width=\"\(width)\" height=\"5\"/>\n</svg>\n"
    }
    try write(svg(5), "Odd name/a #1?.svg", in: base)
    try write(svg(6), "Odd name/a #1?.svg", in: head)
    // Two layouts whose names become the same fragment identifier, "a-b-c".
    try write(svg(5), "A/b-c.svg", in: base)
    try write(svg(7), "A/b-c.svg", in: head)
    try write(svg(5), "A-b/c.svg", in: base)
    try write(svg(8), "A-b/c.svg", in: head)
    // A corrupt text snapshot: NUL, BEL and ESC are not allowed in HTML or XML text.
    try write("line\n", "Corrupt/x.svg", in: base)
    try write("li\u{0}ne\u{7}\u{1B}\n", "Corrupt/x.svg", in: head)

    let report = output.file("report").path
    #expect(LayoutShotCLI.run(["diff", base.path, head.path, "--report", report], layouts: []) == 1)
    let page = try String(contentsOf: output.file("report/index.html"), encoding: .utf8)
    let parsed = ParsedSVG(page)
    #expect(parsed.error == nil, "\(String(describing: parsed.error))")
    // The disallowed characters are shown as U+FFFD.
    #expect(page.contains("+li\u{FFFD}ne\u{FFFD}\u{FFFD}"))

    // Every image loads: its percent-encoded source names a file of the report.
    let sources = parsed.elements(named: "img").compactMap { $0.attributes["src"] }
    #expect(sources.contains("images/Odd%20name/a%20%231%3F.base.svg"))
    #expect(sources.contains("images/Odd%20name/a%20%231%3F.head.svg"))
    for source in sources {
      let path = try #require(source.removingPercentEncoding)
      #expect(FileManager.default.fileExists(atPath: output.file("report/" + path).path), "\(source)")
    }

    // Ids are unique, and radio groups (one per snapshot) do not share a name.
    let ids = parsed.elements.compactMap { $0.attributes["id"] }
    #expect(Set(ids).count == ids.count, "\(ids)")
    #expect(ids.contains("a-b-c") && ids.contains("a-b-c-2"))
    let radioGroups = Set(
      parsed.elements(named: "input").filter { $0.attributes["type"] == "radio" }.compactMap {
        $0.attributes["name"]
      })
    // Four changed snapshots, each with its own group of views.
    #expect(radioGroups.count == 4)
  }

  @Test func markdownKeepsOddNamesInOneCodeSpanAndOneCell() throws {
    let base = try TemporaryFolder()
    let head = try TemporaryFolder()
    let output = try TemporaryFolder()
    try write("a\n", "Odd/with `tick` | pipe.svg", in: base)
    try write("b\n", "Odd/with `tick` | pipe.svg", in: head)
    let markdown = output.file("review.md").path
    #expect(LayoutShotCLI.run(["diff", base.path, head.path, "--markdown", markdown], layouts: []) == 1)
    let text = try String(contentsOfFile: markdown, encoding: .utf8)
    // Double backticks around a name with a backtick; the pipe escaped so the row keeps 3 cells.
    #expect(text.contains("| `` Odd/with `tick` \\| pipe `` | 🔴 changed | svg: 1 line removed, 1 added |"))
  }

  @Test func snapshotsAreListedByDeviceInCatalogOrderPortraitFirst() throws {
    let base = try TemporaryFolder()
    let head = try TemporaryFolder()
    let output = try TemporaryFolder()
    // As text, these sort ipad, iphone-14-pro, iphone-se, and landscape before portrait.
    let stems = [
      "Card/ipad-10-landscape", "Card/ipad-10-portrait", "Card/iphone-14-pro-landscape",
      "Card/iphone-14-pro-portrait", "Card/iphone-se-2-3-landscape-rtl", "Card/iphone-se-2-3-portrait",
      "Card/unknown-phone-portrait", "Card/notes",
    ]
    for stem in stems {
      try write("a\n", stem + ".svg", in: base)
      try write("b\n", stem + ".svg", in: head)
    }
    let markdown = output.file("review.md").path
    #expect(LayoutShotCLI.run(["diff", base.path, head.path, "--markdown", markdown], layouts: []) == 1)
    let rows = try String(contentsOfFile: markdown, encoding: .utf8).split(separator: "\n")
      .filter { $0.hasPrefix("| `Card/") }
      .map { $0.split(separator: "`")[1] }
    // The built-in catalog lists the iPhone SE first, then the 14 Pro, then the iPad (10th
    // generation); devices it does not know and files named otherwise come last.
    #expect(
      rows == [
        "Card/iphone-se-2-3-portrait", "Card/iphone-se-2-3-landscape-rtl", "Card/iphone-14-pro-portrait",
        "Card/iphone-14-pro-landscape", "Card/ipad-10-portrait", "Card/ipad-10-landscape", "Card/notes",
        "Card/unknown-phone-portrait",
      ])
  }
}
