import Foundation
import LayoutShot
import LayoutShotTestSupport
import Testing

// The Swift snippets of README.md's "Writing a layout", compiled and run with what the README says
// they do checked. `ReadmeSnippetCoverageTests` fails when a line of a README snippet is missing
// from these files, so the README cannot drift from code that compiles. Snippet lines whose value
// the README only shows in a comment are wrapped in an `#expect` of that value.

/// The README's first layout, as it is there.
private struct ComplexWidth: LayoutProgram {
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

/// The README's visual format and equation snippet, in a body that may `try`.
private struct Toolbar: LayoutProgram {
  func body(root: View, screen: Screen) throws -> LayoutBody {
    let icon = View("icon")
    let title = Label("title", text: "Inbox")
    let skip = Button("skip", title: "Skip")
    skip.setContentHuggingPriority(.defaultHigh, for: .horizontal)  // the title takes the spare width
    root.addSubviews(icon, title, skip)
    let views: [String: LayoutItem] = ["icon": icon, "title": title, "skip": skip]
    LayoutConstraint.activate(
      try LayoutConstraint.constraints(
        withVisualFormat: "H:|-[icon(30)]-[title]-[skip]-|", options: [.alignAllCenterY], views: views))
    try LayoutConstraint.constraint(withEquation: "title.width >= 2 * icon.width + 8 @750", views: views)
      .isActive = true
    icon.top == root.safeAreaLayoutGuide.top + 8
    icon.height == 30
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

  @Test func textDrivesLayout() throws {
    let program = AnyLayoutProgram("Profile") { root, _ in
      let name = Label("name", text: "Ada Lovelace")
      name.font = .boldSystemFont(ofSize: 22)
      let bio = Label("bio", text: "Mathematician and writer …")
      bio.numberOfLines = 0  // wraps at the width Auto Layout gives it
      let follow = Button("follow", title: "Follow")
      root.addSubviews(name, bio, follow)
      bio.firstBaseline == name.lastBaseline + 24  // baselines are real
      // Placed, so that the layout is determined.
      name.leading == root.layoutMarginsGuide.leading
      name.top == root.safeAreaLayoutGuide.top + 16
      bio.leading == name.leading
      bio.trailing == root.layoutMarginsGuide.trailing
      follow.leading == name.leading
      follow.top == bio.bottom + 8
    }
    let solved = try LayoutEngine().solve(program, on: Device.iPhone12.screen())
    #expect(solved.diagnostics == [])
    let name = try #require(solved.textLayout(of: "name"))
    let bio = try #require(solved.textLayout(of: "bio"))
    // The biography's first baseline is 24 points below the name's last, to a pixel (1/3 point).
    #expect(abs(bio.firstBaseline - (name.lastBaseline + 24)) <= 1.0 / 3)
  }

  @Test func constraintsFromStrings() throws {
    // The iPhone 12: 390 wide, root margins 16. icon 30 at 16; title 8 after it; skip 8 before
    // the margin; all centred on the icon.
    let solved = try LayoutEngine().solve(Toolbar(), on: Device.iPhone12.screen())
    #expect(solved.diagnostics == [])
    let icon = try #require(solved.frame(of: "icon"))
    let title = try #require(solved.frame(of: "title"))
    let skip = try #require(solved.frame(of: "skip"))
    #expect(icon.minX == 16 && icon.width == 30)
    #expect(title.minX == 16 + 30 + 8)
    #expect(skip.maxX == 390 - 16 && skip.minX == title.maxX + 8)
    #expect(abs(title.midY - icon.midY) <= 1.0 / 3)
    #expect(title.width >= 2 * 30 + 8)
  }

  @Test func aFormInAScrollView() throws {
    let program = AnyLayoutProgram("ScrollingForm") { root, _ in
      let heading = Label("heading", text: "Create account")
      heading.font = .boldSystemFont(ofSize: 28)
      let email = View("email")
      let password = View("password")
      let logIn = Button("logIn", title: "Log In")
      for field in [email, password] { field.height == 44 }
      let scroll = ScrollView("scroll")
      let form = StackView("form", arrangedSubviews: [heading, email, password, logIn])
      form.axis = .vertical
      form.spacing = 12
      root.addSubview(scroll)
      scroll.addSubview(form)
      scroll.pinEdges(to: root)
      form.pinEdges(
        to: scroll.contentLayoutGuide,
        insets: DirectionalEdgeInsets(top: 24, leading: 20, bottom: 24, trailing: 20))
      form.width == scroll.frameLayoutGuide.width - 40
    }
    // The iPhone 12 (390 × 844, 47 at the top): the short form does not scroll, so nothing
    // adjusts it: it starts 24 below the screen's top, 20 in from each side.
    let solved = try LayoutEngine().solve(program, on: Device.iPhone12.screen())
    #expect(solved.diagnostics == [])
    #expect(solved.frame(of: "form")?.minY == 24)
    #expect(solved.frame(of: "email")?.minX == 20 && solved.frame(of: "email")?.width == 350)
    let heading = try #require(solved.frame(of: "heading"))
    let email = try #require(solved.frame(of: "email"))
    #expect(abs(email.minY - (heading.maxY + 12)) < 1e-9)
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
