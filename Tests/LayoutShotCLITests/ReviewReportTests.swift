import Foundation
import LayoutShotCLI
import LayoutShotTestSupport
import Raster
import Testing

/// The review report with hostile snapshot folders: file names with spaces, `#` and `?`, names that
/// differ only in punctuation, and text snapshots with control characters (a corrupt file).
///
/// The
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

  /// Writes a `width` × `height` PNG of one colour to `path` below `folder`.
  private func writePNG(
    _ path: String, _ color: RGBA8, width: Int = 20, height: Int = 40, in folder: TemporaryFolder
  ) throws {
    let url = folder.file(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    let made = Raster.Image(width: width, height: height, fill: color)
    let image = try #require(made)
    let data = Data(try image.pngData())
    try data.write(to: url)
  }

  @Test func snapshotsAreGroupedByLayoutThenDeviceThenVariantUnderHeadingsWithCounts() throws {
    let base = try TemporaryFolder()
    let head = try TemporaryFolder()
    let output = try TemporaryFolder()
    // Variants written in no particular order; as text, `-ax3` sorts before `-dark` and
    // `-double` before `-rtl`.
    let changed = [
      "Card/iphone-12-portrait-double", "Card/iphone-12-portrait-rtl", "Card/iphone-12-portrait-ax3",
      "Card/iphone-12-portrait-dark-ax3", "Card/iphone-12-portrait", "Card/iphone-12-portrait-dark",
      "Card/iphone-se-2-3-portrait-dark", "Badge/iphone-12-portrait",
    ]
    for stem in changed {
      try write("a\n", stem + ".svg", in: base)
      try write("b\n", stem + ".svg", in: head)
    }
    for stem in ["Card/iphone-12-landscape", "Quiet/iphone-12-portrait"] {
      try write("a\n", stem + ".svg", in: base)
      try write("a\n", stem + ".svg", in: head)
    }
    try write("a\n", "Badge/iphone-12-portrait-dark.svg", in: head)
    let markdown = output.file("review.md").path
    let report = output.file("report").path
    #expect(
      LayoutShotCLI.run(
        ["diff", base.path, head.path, "--report", report, "--markdown", markdown], layouts: [])
        == 1)
    let lines = try String(contentsOfFile: markdown, encoding: .utf8).split(separator: "\n")
      .filter { $0.hasPrefix("###") || $0.hasPrefix("| `") || $0.hasSuffix("unchanged.") }
      .map { $0.hasPrefix("| `") ? String($0.split(separator: "`")[1]) : String($0) }
    // Layouts in order, each under its counts; in a layout, by device (the SE first), orientation,
    // then variant: standard, dark, sizes, right to left, pseudolanguages.
    #expect(
      lines == [
        "### `Badge` · 1 changed, 1 added, 0 unchanged",
        "Badge/iphone-12-portrait", "Badge/iphone-12-portrait-dark",
        "### `Card` · 7 changed, 1 unchanged",
        "Card/iphone-se-2-3-portrait-dark", "Card/iphone-12-portrait", "Card/iphone-12-portrait-dark",
        "Card/iphone-12-portrait-ax3", "Card/iphone-12-portrait-dark-ax3", "Card/iphone-12-portrait-rtl",
        "Card/iphone-12-portrait-double",
        "1 more layout unchanged.",
      ])

    let page = try String(contentsOf: output.file("report/index.html"), encoding: .utf8)
    let parsed = ParsedSVG(page)
    #expect(parsed.error == nil, "\(String(describing: parsed.error))")
    // The same groups in the page: each layout's section headed by its counts, its changed
    // snapshots in the same order, its unchanged ones folded below; a layout that did not change
    // at all at the end.
    let headings = page.split(separator: "\n").filter { $0.hasPrefix("<h2>") }
    #expect(
      headings == [
        "<h2>Badge <span class=\"n\">1 changed, 1 added, 0 unchanged</span></h2>",
        "<h2>Card <span class=\"n\">7 changed, 1 unchanged</span></h2>",
      ])
    let articles = parsed.elements(named: "article").compactMap { $0.attributes["id"] }
    #expect(
      articles == [
        "badge-iphone-12-portrait", "badge-iphone-12-portrait-dark", "card-iphone-se-2-3-portrait-dark",
        "card-iphone-12-portrait", "card-iphone-12-portrait-dark", "card-iphone-12-portrait-ax3",
        "card-iphone-12-portrait-dark-ax3", "card-iphone-12-portrait-rtl", "card-iphone-12-portrait-double",
      ])
    #expect(
      page.contains(
        "<details class=\"same\"><summary>1 unchanged</summary><ul>\n<li><code>iphone-12-landscape</code></li>"
      ))
    #expect(page.contains("<summary>1 layout unchanged (1 snapshot)</summary>"))
    #expect(page.contains("<h3>Quiet <span class=\"n\">0 changed, 1 unchanged</span></h3>"))
    // Text snapshots only: no contact sheet.
    #expect(!page.contains("class=\"sheet\""))
  }

  @Test func eachLayoutWithTwoPNGsOpensWithAContactSheetOfItsHeadSnapshots() throws {
    let base = try TemporaryFolder()
    let head = try TemporaryFolder()
    let output = try TemporaryFolder()
    let red = RGBA8(red: 255, green: 0, blue: 0, alpha: 255)
    let green = RGBA8(red: 0, green: 200, blue: 0, alpha: 255)
    let blue = RGBA8(red: 0, green: 0, blue: 255, alpha: 255)
    try writePNG("Card/iphone-12-portrait.png", red, in: base)
    try writePNG("Card/iphone-12-portrait.png", green, in: head)
    try writePNG("Card/iphone-12-portrait-dark.png", blue, in: base)
    try writePNG("Card/iphone-12-portrait-dark.png", blue, in: head)
    try writePNG("Card/iphone-12-landscape.png", blue, width: 40, height: 20, in: base)
    try writePNG("Card/iphone-12-landscape.png", blue, width: 40, height: 20, in: head)
    // One snapshot only: no sheet.
    try writePNG("Solo/iphone-12-portrait.png", red, in: base)
    try writePNG("Solo/iphone-12-portrait.png", green, in: head)

    func review(_ name: String) throws -> [String: Data] {
      let report = output.file(name)
      #expect(
        LayoutShotCLI.run(
          [
            "diff", base.path, head.path, "--report", report.path, "--markdown", report.path + ".md",
            "--report-link", "index.html",
          ],
          layouts: [])
          == 1)
      var files = ["review.md": try Data(contentsOf: URL(fileURLWithPath: report.path + ".md"))]
      for path in output.files() where path.hasPrefix(name + "/") {
        files[String(path.dropFirst(name.count + 1))] = try Data(contentsOf: output.file(path))
      }
      return files
    }
    let first = try review("one")
    // The sheet is beside the page, shown at the top of the layout's section, before its snapshots.
    let sheet = try #require(first["sheets/layout-card.png"])
    #expect(first.keys.filter { $0.hasPrefix("sheets/") } == ["sheets/layout-card.png"])
    let page = String(decoding: try #require(first["index.html"]), as: UTF8.self)
    #expect(ParsedSVG(page).error == nil)
    let section = try #require(page.range(of: "<section class=\"layout\" id=\"layout-card\">"))
    let figure = try #require(page.range(of: "<figure class=\"sheet\"><img src=\"sheets/layout-card.png\""))
    let article = try #require(page.range(of: "<article"))
    #expect(section.upperBound < figure.lowerBound && figure.upperBound < article.lowerBound)
    // Two columns (standard, dark) of 240-pixel tiles, two rows (portrait, landscape): the head
    // images scaled to the tile's width.
    let image = try Raster.Image(pngData: Array(sheet))
    #expect(image.width == 2 * 240 + 3 * 24)
    // Rows start below the 24-pixel margin and the 40-pixel title; the portrait tiles are 480
    // pixels tall (20 × 40 scaled by 12), the landscape one 120.
    #expect(image.height == 64 + 480 + 36 + 24 + 120 + 36 + 24)
    #expect(image.pixel(x: 24 + 120, y: 64 + 240) == green)
    #expect(image.pixel(x: 24 + 240 + 24 + 120, y: 64 + 240) == blue)
    #expect(image.pixel(x: 24 + 120, y: 64 + 480 + 36 + 24 + 60) == blue)

    // The same folders give the same report, byte for byte.
    let second = try review("two")
    #expect(first.keys.sorted() == second.keys.sorted())
    for (path, data) in first { #expect(second[path] == data, "\(path)") }
  }
}
