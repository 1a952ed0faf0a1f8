import Foundation
import LayoutShot
import Testing

// The Swift snippets of the LayoutShot DocC articles "LayoutShot" (the landing page), "Writing
// layouts" and "Variants", compiled and run with what the articles say they do checked.
// `ReadmeSnippetCoverageTests` fails when a line of an article's snippet is missing from its test
// files. Snippet lines whose value an article only shows in a comment are wrapped in an `#expect`
// of that value.

/// "Writing layouts": the visual format and equation snippet, in a body that may `try`.
private struct Toolbar: LayoutProgram {
  func body(root: View, screen: Screen) throws -> LayoutBody {
    let icon = View("icon")
    let title = Label("title", text: "Inbox")
    let skip = Button("skip", title: "Skip")
    skip.setContentHuggingPriority(.defaultHigh, for: .horizontal)  // the title takes the spare width
    root.addSubviews(icon, title, skip)
    let views: [String: LayoutItem] = ["icon": icon, "title": title, "skip": skip]
    let row = try LayoutConstraint.constraints(
      withVisualFormat: "H:|-[icon(30)]-[title]-[skip]-|", options: [.alignAllCenterY], views: views)
    LayoutConstraint.activate(row)
    let equation = "title.width >= 2 * icon.width + 8 @750"
    try LayoutConstraint.constraint(withEquation: equation, views: views).isActive = true
    icon.top == root.safeAreaLayoutGuide.top + 8
    icon.height == 30
  }
}

@Suite("LayoutShot articles")
struct ArticleExampleTests {
  @Test func theLandingPagesLayout() throws {
    // 375 × 667 with 20 at the top, as the iPhone SE: blue keeps its 150, red takes the rest of
    // 375 - 16, from 8 + 150 + 8 = 166.
    let phone = Screen(size: Size(width: 375, height: 667), scale: 2, safeAreaInsets: EdgeInsets(top: 20))
    let solved = try LayoutEngine().solve(ComplexWidth(), on: phone)
    #expect(solved.frame(of: "red") == Rect(x: 166, y: 28, width: 201, height: 631))
    print(solved.frameDump())
    #expect(solved.diagnostics == [])
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
      let insets = DirectionalEdgeInsets(top: 24, leading: 20, bottom: 24, trailing: 20)
      form.pinEdges(to: scroll.contentLayoutGuide, insets: insets)
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

  @Test func aVariantsSettingsAndFileNameWords() {
    let variant = Variant(
      appearance: .dark, contentSize: .accessibilityExtraLarge, layoutDirection: .rightToLeft)
    #expect(variant.nameComponents == ["dark", "ax3", "rtl"])
    let screen = variant.applied(to: Device.iPhone12.screen())
    #expect(screen.appearance == .dark && screen.contentSize == .accessibilityExtraLarge)
    #expect(screen.layoutDirection == .rightToLeft && screen.size == Device.iPhone12.size)
  }

  @Test func fileNameWordsComeInTheArticlesOrder() {
    // dark, high-contrast, elevated, ios18, keyboard, the text size, rtl, the pseudolanguage, the
    // language.
    let everything = Variant(
      appearance: .dark, contentSize: .extraExtraLarge, layoutDirection: .rightToLeft,
      pseudoLocale: .accented, language: "de", increasesContrast: true, level: .elevated, os: .ios18,
      keyboard: .shown)
    #expect(
      everything.nameComponents == [
        "dark", "high-contrast", "elevated", "ios18", "keyboard", "xxl", "rtl", "accented", "de",
      ])
    #expect(Variant.standard.nameComponents == [])
    // The right-to-left pseudolanguage lays out right to left without adding `rtl`.
    #expect(Variant(pseudoLocale: .rightToLeft).nameComponents == ["rtl-strings"])
  }

  @Test func theVariantsPresetsAreTheArticles() {
    let presets = Dictionary(uniqueKeysWithValues: Variant.presets.map { ($0.name, $0.variants) })
    #expect(
      Set(presets.keys) == ["appearances", "accessibility", "directions", "keyboard", "pseudolocales", "all"])
    #expect(presets["keyboard"]?.map(\.keyboard) == [.hidden, .shown])
    #expect(
      presets["accessibility"]?.map(\.contentSize)
        == [.large, .accessibilityMedium, .accessibilityExtraExtraExtraLarge])
    #expect(presets["all"]?.count == 12)
  }
}
