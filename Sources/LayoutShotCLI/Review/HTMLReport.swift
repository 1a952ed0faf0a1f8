import Foundation
import LayoutShot
import LayoutShotReview

/// The review as a self-contained HTML page with its images beside it: no network, no
/// JavaScript framework (two one-line handlers move the sliders).
///
/// The page is polyglot markup: valid HTML that is also well-formed XML (void elements closed,
/// attributes with values), so tests can check it with an XML parser.
///
/// Each changed snapshot shows the two images side by side (2-up), a swipe between them, an onion
/// skin, and the changed pixels highlighted, then its frame changes and its SVG text diff.
/// Snapshots are grouped by layout, with its devices and variants side by side in ``SnapshotOrder``
/// and its counts in the heading; a contact sheet of the layout's head PNGs opens each layout's
/// section, its unchanged snapshots close it. A summary opens the page; layouts that did not change
/// at all are listed, folded, at the end.
struct HTMLReport {
  var report: ReviewReport
  var baseName: String
  var headName: String

  /// The files of the report: `index.html` and the images, by path relative to the report's folder.
  func files() -> [(path: String, data: Data)] {
    var images: [(String, Data)] = []
    var body: [String] = []
    body.append("<header><h1>LayoutShot review</h1>")
    body.append(
      "<p class=\"compare\">\(HTMLText.escape(baseName)) → \(HTMLText.escape(headName))</p>")
    body.append("<p class=\"counts\">\(countBadges())</p>")
    let layouts = report.layouts
    let sections = layouts.filter { !$0.changed.isEmpty }
    // Fragment identifiers, unique on the page even where two names differ only in punctuation.
    var ids = HTMLText.Anchors()
    let layoutIDs = sections.map { ids.make("layout " + $0.layout) }
    let groupIDs = sections.map { $0.changed.map { ids.make($0.stem) } }
    if sections.isEmpty {
      body.append("<p class=\"nothing\">No snapshot changed.</p>")
    } else {
      body.append("<nav><ul>")
      for (layout, id) in zip(sections, layoutIDs) {
        body.append(
          "<li><a href=\"#\(id)\">\(HTMLText.escape(layout.layout))</a> "
            + "<span class=\"n\">\(layout.changed.count)</span></li>")
      }
      body.append("</ul></nav>")
    }
    body.append("</header>")
    for (index, layout) in sections.enumerated() {
      body.append("<section class=\"layout\" id=\"\(layoutIDs[index])\">")
      body.append(
        "<h2>\(HTMLText.escape(layout.layout)) <span class=\"n\">\(HTMLText.escape(layout.countsText))</span></h2>"
      )
      body += sheet(of: layout, id: layoutIDs[index], images: &images)
      body.append("<div class=\"grid\">")
      for (group, id) in zip(layout.changed, groupIDs[index]) {
        body.append(contentsOf: article(group, id: id, images: &images))
      }
      body.append("</div>")
      if !layout.unchanged.isEmpty {
        body.append("<details class=\"same\"><summary>\(layout.unchanged.count) unchanged</summary><ul>")
        body += layout.unchanged.map { "<li><code>\(HTMLText.escape($0.screen))</code></li>" }
        body.append("</ul></details>")
      }
      body.append("</section>")
    }
    let unchanged = layouts.filter { $0.changed.isEmpty }
    if !unchanged.isEmpty {
      let count = unchanged.map(\.groups.count).reduce(0, +)
      body.append(
        "<section class=\"unchanged\"><details><summary>\(unchanged.count) "
          + "\(unchanged.count == 1 ? "layout" : "layouts") unchanged (\(count) \(count == 1 ? "snapshot" : "snapshots"))</summary>"
      )
      for layout in unchanged {
        body.append(
          "<h3>\(HTMLText.escape(layout.layout)) <span class=\"n\">\(HTMLText.escape(layout.countsText))</span></h3><ul>"
        )
        body += layout.groups.map { "<li><code>\(HTMLText.escape($0.stem))</code></li>" }
        body.append("</ul>")
      }
      body.append("</details></section>")
    }
    let page =
      [
        "<!DOCTYPE html>", "<html lang=\"en\">", "<head>", "<meta charset=\"utf-8\"/>",
        "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>",
        "<title>LayoutShot review: \(HTMLText.escape(report.countsLine))</title>", "<style>", Self.style,
        "</style>",
        "</head>", "<body>",
      ] + body + ["</body>", "</html>"]
    return [("index.html", Data((page.joined(separator: "\n") + "\n").utf8))] + images
  }

  /// The contact sheet of a layout's snapshots as they are in the head folder: one picture of its
  /// devices (rows) and variants (columns), for a layout with at least two PNG snapshots there.
  private func sheet(of layout: LayoutChanges, id: String, images: inout [(String, Data)]) -> [String] {
    var pictures: [ContactSheet.Picture] = []
    for group in layout.groups {
      guard let url = group.files.first(where: { $0.pathExtension == "png" })?.head,
        let data = try? Data(contentsOf: url)
      else { continue }
      let row: String
      var column: [String]
      if let name = group.fileName {
        row = "\(name.device) \(name.orientation.rawValue)"
        column =
          name.variant == .standard && !name.rest.isEmpty ? [] : [ContactSheet.variantName(name.variant)]
        column += name.rest
      } else {
        row = group.screen
        column = []
      }
      let columnName = column.isEmpty ? "standard" : column.joined(separator: " · ")
      pictures.append(
        ContactSheet.Picture(row: row, column: columnName, caption: "\(row)\n\(columnName)", pngData: data))
    }
    guard pictures.count >= 2 else { return [] }
    let columns = Set(pictures.map(\.column)).count
    let width = Double(columns) * Self.sheetTileWidth + Double(columns + 1) * 24
    let path = "sheets/\(id).png"
    do {
      let png = try ContactSheet(width: max(400, width)).pngData(title: layout.layout, pictures: pictures)
      images.append((path, Data(png)))
    } catch {
      return ["<p class=\"nothing\">No contact sheet: \(HTMLText.escape(String(describing: error)))</p>"]
    }
    return [
      "<figure class=\"sheet\"><img src=\"\(HTMLText.url(path))\" alt=\"\(HTMLText.escape(layout.layout)) on "
        + "\(pictures.count) screens\"/><figcaption>After: \(pictures.count) screens</figcaption></figure>"
    ]
  }

  /// The width of a contact sheet's tiles, in pixels.
  private static let sheetTileWidth = 240.0

  private func countBadges() -> String {
    [
      (SnapshotFileChange.Status.changed, "changed"), (.added, "added"), (.removed, "removed"),
      (.unchanged, "unchanged"),
    ]
    .map { status, word in "<span class=\"badge \(word)\">\(report.count(status)) \(word)</span>" }
    .joined(separator: " ")
  }

  private func article(_ group: SnapshotGroupChange, id: String, images: inout [(String, Data)]) -> [String] {
    var lines = ["<article class=\"snapshot \(group.status.rawValue)\" id=\"\(id)\">"]
    lines.append(
      "<h3>\(HTMLText.escape(group.screen)) <span class=\"badge \(group.status.rawValue)\">\(group.status.rawValue)</span></h3>"
    )
    if let visual = group.files.first(where: { $0.pathExtension == "png" })
      ?? group.files.first(where: { $0.pathExtension == "svg" })
    {
      lines += views(of: visual, id: id, images: &images)
    }
    lines.append("<ul class=\"files\">")
    for file in group.files {
      // An image's details (its changed area) are shown with it; the frame changes and the lines
      // of a text have their own sections below.
      let details = SnapshotFileKind(pathExtension: file.pathExtension) == .image ? file.details : []
      lines.append(
        "<li><code>\(HTMLText.escape(file.pathExtension))</code> \(HTMLText.escape(file.summary))"
          + details.map { "<br/><span class=\"detail\">\(HTMLText.escape($0))</span>" }.joined() + "</li>")
    }
    lines.append("</ul>")
    if !group.frameChanges.isEmpty {
      lines.append("<h4>Frames</h4><ul class=\"frames\">")
      lines += group.frameChanges.map { "<li>\(HTMLText.escape($0.description))</li>" }
      lines.append("</ul>")
    }
    for file in group.files where file.pathExtension == "svg" && file.textDiff != nil {
      lines.append("<details class=\"textdiff\"><summary>SVG diff</summary><pre>")
      let diffLines = (file.textDiff ?? "").split(separator: "\n", omittingEmptySubsequences: false)
      lines += diffLines.prefix(Self.shownDiffLines).map(Self.diffLine)
      if diffLines.count > Self.shownDiffLines {
        lines.append("… \(diffLines.count - Self.shownDiffLines) more lines in the whole diff")
      }
      lines.append("</pre></details>")
    }
    lines.append("</article>")
    return lines
  }

  /// The image views: 2-up, swipe, onion skin and diff for a change; the one image otherwise.
  private func views(of file: SnapshotFileChange, id: String, images: inout [(String, Data)]) -> [String] {
    let ext = file.pathExtension
    func image(_ url: URL?, _ role: String) -> String? {
      guard let url, let data = try? Data(contentsOf: url) else { return nil }
      let path = "images/\(file.stem).\(role).\(ext)"
      images.append((path, data))
      return path
    }
    let base = image(file.base, "base")
    let head = image(file.head, "head")
    guard let base, let head, file.status == .changed else {
      let only = head ?? base
      return only.map {
        [
          "<figure class=\"single\"><img src=\"\(HTMLText.url($0))\" alt=\"\(HTMLText.escape(file.stem))\"/></figure>"
        ]
      } ?? []
    }
    var diff: String?
    if let data = file.diffImage {
      let path = "images/\(file.stem).diff.png"
      images.append((path, data))
      diff = path
    }
    let b = HTMLText.url(base)
    let h = HTMLText.url(head)
    var lines = ["<div class=\"views\">"]
    let tabs =
      [("twoup", "2-up"), ("swipe", "Swipe"), ("onion", "Onion skin")]
      + (diff == nil ? [] : [("diff", "Diff")])
    for (index, (key, title)) in tabs.enumerated() {
      lines.append(
        "<input type=\"radio\" class=\"t-\(key)\" name=\"v-\(id)\" id=\"v-\(id)-\(key)\"\(index == 0 ? " checked=\"checked\"" : "")/>"
          + "<label for=\"v-\(id)-\(key)\">\(title)</label>")
    }
    lines.append(
      "<div class=\"pane twoup\"><figure><img src=\"\(b)\" alt=\"before\"/><figcaption>before</figcaption></figure>"
        + "<figure><img src=\"\(h)\" alt=\"after\"/><figcaption>after</figcaption></figure></div>")
    lines.append(
      "<div class=\"pane swipe\" style=\"--pos:50%\"><div class=\"stack\"><img src=\"\(b)\" alt=\"before\"/>"
        + "<img class=\"top\" src=\"\(h)\" alt=\"after\"/></div>"
        + "<input type=\"range\" min=\"0\" max=\"100\" value=\"50\" aria-label=\"swipe\" "
        + "oninput=\"this.parentNode.style.setProperty('--pos', this.value + '%')\"/></div>")
    lines.append(
      "<div class=\"pane onion\" style=\"--opacity:0.5\"><div class=\"stack\"><img src=\"\(b)\" alt=\"before\"/>"
        + "<img class=\"top\" src=\"\(h)\" alt=\"after\"/></div>"
        + "<input type=\"range\" min=\"0\" max=\"100\" value=\"50\" aria-label=\"opacity\" "
        + "oninput=\"this.parentNode.style.setProperty('--opacity', this.value / 100)\"/></div>")
    if let diff {
      lines.append(
        "<div class=\"pane diff\"><img src=\"\(HTMLText.url(diff))\" alt=\"changed pixels\"/></div>")
    }
    lines.append("</div>")
    return lines
  }

  /// The most lines of a text diff the page shows.
  private static let shownDiffLines = 400

  private static func diffLine(_ line: Substring) -> String {
    let text = HTMLText.escape(String(line))
    switch line.first {
    case "+": return "<ins>\(text)</ins>"
    case "-": return "<del>\(text)</del>"
    case "@": return "<b>\(text)</b>"
    default: return text
    }
  }

  private static let style = """
    body{font:14px/1.4 -apple-system,system-ui,sans-serif;margin:0 24px 48px;color:#1c1c1e;background:#fff}
    header{border-bottom:1px solid #d1d1d6;margin-bottom:16px}
    h1{font-size:22px;margin:16px 0 4px}
    .compare{color:#6c6c70;margin:0 0 8px}
    nav ul{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:12px}
    nav .n{color:#6c6c70}
    .badge{display:inline-block;border-radius:10px;padding:1px 8px;font-size:12px;font-weight:600;background:#e5e5ea}
    .badge.changed{background:#ffd6d3;color:#8a1c14}.badge.added{background:#d9f2dd;color:#1d5b2a}
    .badge.removed{background:#e5e5ea;color:#3a3a3c}.badge.unchanged{background:#dbe9ff;color:#0a3d8f}
    .grid{display:flex;flex-wrap:wrap;gap:24px;align-items:flex-start}
    .snapshot{border:1px solid #d1d1d6;border-radius:8px;padding:12px;max-width:100%}
    .snapshot h3{margin:0 0 8px;font-size:15px}
    img{max-width:360px;max-height:640px;display:block;outline:1px solid #c7c7cc;background:repeating-conic-gradient(#eee 0 25%,#fff 0 50%) 0 0/16px 16px}
    figure{margin:0}figcaption{color:#6c6c70;font-size:12px}
    .views>input[type=radio]{position:absolute;opacity:0}
    .views>label{display:inline-block;padding:2px 10px;border:1px solid #d1d1d6;border-radius:12px;margin:0 4px 8px 0;cursor:pointer}
    .views>input:checked+label{background:#007aff;color:#fff;border-color:#007aff}
    .pane{display:none}
    .t-twoup:checked~.twoup,.t-swipe:checked~.swipe,.t-onion:checked~.onion,.t-diff:checked~.diff{display:block}
    .twoup{display:none;gap:8px}.t-twoup:checked~.twoup{display:flex}
    .stack{position:relative;display:inline-block}.stack .top{position:absolute;left:0;top:0}
    .swipe .top{clip-path:inset(0 0 0 var(--pos))}
    .swipe .stack::after{content:"";position:absolute;top:0;bottom:0;left:var(--pos);width:2px;margin-left:-1px;background:#007aff}.onion .top{opacity:var(--opacity)}
    .pane input[type=range]{width:100%;max-width:360px;display:block}
    .frames{font-family:ui-monospace,monospace;font-size:12px;padding-left:18px}
    .files{padding-left:18px;color:#3a3a3c}.files .detail{color:#6c6c70;font-size:12px}
    pre{font:12px/1.35 ui-monospace,monospace;overflow:auto;max-height:320px;background:#f2f2f7;padding:8px}
    ins{background:#d9f2dd;text-decoration:none;display:block}del{background:#ffd6d3;text-decoration:none;display:block}
    pre b{color:#6c6c70;display:block}
    h2 .n,h3 .n{color:#6c6c70;font-size:13px;font-weight:400}
    .sheet{margin:0 0 16px}.sheet img{max-width:100%;max-height:none}
    .same{margin-top:12px}
    """
}
