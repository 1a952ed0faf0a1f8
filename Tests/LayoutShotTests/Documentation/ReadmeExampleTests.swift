import Foundation
import LayoutShot
import LayoutShotTestSupport
import Testing

// README.md's "A first layout", compiled and run with what the README says it does checked, and
// the error a body that throws fails its layout with. `ReadmeSnippetCoverageTests` fails when a
// line of a README snippet is missing from these files, so the README cannot drift from code that
// compiles. Snippet lines whose value the README only shows in a comment are wrapped in an
// `#expect` of that value.

/// The README's first layout, as it is there; the LayoutShot landing page shows it too
/// (`ArticleExampleTests`).
struct ComplexWidth: LayoutProgram {
  func body(root: View, screen: Screen) -> LayoutBody {
    let blue = View("blue")
    let red = View("red")
    root.addSubviews(blue, red)
    let safeArea = root.safeAreaLayoutGuide

    // UIKit's anchors work as they do on iOS…
    blue.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: 8).isActive = true
    // …and so does the operator form, active at once, with `~` for the priority.
    red.leading == blue.trailing + 8
    red.trailing == safeArea.trailing - 8
    blue.top == safeArea.top + 8
    red.top == safeArea.top + 8
    blue.bottom == safeArea.bottom - 8
    red.bottom == safeArea.bottom - 8
    blue.width >= 150
    red.width == 2 * blue.width ~ .defaultHigh
  }
}

@Suite("README examples")
struct ReadmeExampleTests {
  @Test func writingALayout() throws {
    // The iPhone SE (2nd/3rd generation): 375 × 667, safe area 20 at the top. Between the safe
    // area's sides less 8 each, 375 - 16 = 359 holds blue, 8 and red: blue keeps its minimum 150
    // (2 × 150 > 359 - 8 - 150), red takes 359 - 8 - 150 = 201 from x 8 + 150 + 8 = 166; both run
    // from 20 + 8 = 28 to 667 - 8 = 659.
    let solved = try LayoutEngine().solve(ComplexWidth(), on: Device.iPhoneSE2And3.screen())
    #expect(solved.frame(of: "red") == Rect(x: 166, y: 28, width: 201, height: 631))
    #expect(solved.diagnostics == [])
    print(solved.frameDump())
    // One line per view: the root, blue and red.
    let dump = solved.frameDump()
    #expect(dump.split(separator: "\n").filter { $0.contains("\"name\": ") }.count == 3)
    let png = try solved.pngData(options: SceneOptions(backgroundColor: .white))
    let svg = try solved.svg(options: .review)  // with the safe area, margins, frames and names drawn
    // 375 × 667 points at 2x.
    #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    #expect(png[16..<24] == [0, 0, 0x02, 0xEE, 0, 0, 0x05, 0x36])
    for overlay in ["overlay.safeArea", "overlay.layoutMargins", "overlay.frames", "overlay.names"] {
      #expect(svg.contains("id=\"\(overlay)\""), "\(overlay)")
    }
  }

  @Test func aBodyThatThrowsFailsTheLayoutWithTheError() throws {
    let line = try markedLine("badFormat")
    let broken = AnyLayoutProgram("Broken") { root, _ in
      let icon = View("icon")
      root.addSubview(icon)
      LayoutConstraint.activate(
        try LayoutConstraint.constraints(  // line: badFormat
          withVisualFormat: "H:|-[icon(30]-|", views: ["icon": icon]))
    }
    let error: LayoutError
    do {
      _ = try LayoutEngine().solve(broken, on: Device.iPhone12.screen())
      Issue.record("the layout was solved")
      return
    } catch let thrown {
      error = thrown
    }
    guard case .programFailed(let layout, let reason) = error else {
      Issue.record("\(error)")
      return
    }
    #expect(layout == "Broken")
    // The format error's own message: where, UIKit's words, the format and a caret under the 13th
    // character, where the predicate should have been closed.
    #expect(
      reason == "LayoutShotTests/ReadmeExampleTests.swift:\(line): Unable to parse constraint format: A "
        + "predicate on a view's thickness must end with ')' and the view must end with ']'\nH:|-[icon(30]-|\n"
        + "            ^")
    #expect(error.description == "The body of 'Broken' threw an error: " + reason)
  }
}
