import LayoutShot
import LayoutShotExamples
import LayoutShotUIKit
import Testing

/// The two UIKit examples (`LoginViewController` and `MessageCell`) on an iPhone 12 in portrait
/// (390 × 844 at 3x, safe area 47 at the top, 16-point margins), their frames worked out by hand
/// from the constraints in the examples and UIKit's sizes.
@MainActor
@Suite("UIKit examples laid out")
struct UIKitExampleFrameTests {
  static let screen = Device.iPhone12.screen(os: .ios18)

  /// `points` rounded up to the pixel grid of `scale`, as UIKit rounds a label's size.
  static func pixelCeil(_ points: Double, scale: Double = 3) -> Double {
    (points * scale - 1e-7).rounded(.up) / scale
  }

  /// The height of `text` in `font` wrapped at `width` (`nil`: one line), rounded up to the
  /// pixel grid of `scale`.
  static func textHeight(_ text: String, _ font: UIFont, width: Double? = nil, scale: Double = 3) throws
    -> Double
  {
    let resolved = try #require(try? font.layoutShotFont.resolved())
    let laidOut = Typesetter.layout(
      text, font: resolved, width: width,
      style: ParagraphStyle(lineBreakMode: .byWordWrapping, numberOfLines: 0))
    return pixelCeil(laidOut.height, scale: scale)
  }

  /// Whether two lengths agree to within round-off.
  static func same(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

  /// Whether two frames agree to within round-off.
  static func same(_ a: Rect, _ b: Rect) -> Bool {
    same(a.minX, b.minX) && same(a.minY, b.minY) && same(a.width, b.width) && same(a.height, b.height)
  }

  static func program(_ name: String) throws -> any LayoutProgram {
    try #require(Catalog.layouts.first { $0.name == name })
  }

  @Test func theLoginFormHangsFromTheSafeAreaInsideTheReadableGuide() throws {
    let solved = try LayoutEngine().solve(try Self.program("LoginViewController"), on: Self.screen)
    #expect(solved.diagnostics == [])
    func frame(_ name: String) throws -> Rect { try #require(solved.frame(of: name)) }
    // The readable content guide of a phone is its margins: 16 to 374.
    #expect(try frame("logoImageView") == Rect(x: 16, y: 47 + 32, width: 56, height: 56))
    let title = try frame("titleLabel")
    #expect(title.minX == 16 && title.minY == 79 + 56 + 20)
    let titleHeight = try Self.textHeight("Welcome back", .systemFont(ofSize: 34, weight: .bold))
    #expect(Self.same(title.height, titleHeight))
    let subtitle = try frame("subtitleLabel")
    #expect(
      Self.same(
        subtitle,
        Rect(
          x: 16, y: title.maxY + 8, width: 358,
          height: try Self.textHeight(
            "Sign in with the email address and password you chose when you joined.",
            .preferredFont(forTextStyle: .subheadline), width: 358))))
    // Rounded-rect fields: the 17-point line plus 13, up to a whole point.
    let fieldHeight = (Double(UIFont.systemFont(ofSize: 17).lineHeight) + 13).rounded(.up)
    let email = try frame("emailField")
    #expect(Self.same(email, Rect(x: 16, y: subtitle.maxY + 32, width: 358, height: fieldHeight)))
    let password = try frame("passwordField")
    #expect(Self.same(password, Rect(x: 16, y: email.maxY + 12, width: 358, height: fieldHeight)))
    // The switch keeps UIKit's 51 × 31 at the trailing edge; the label is centred on it.
    let toggle = try frame("rememberSwitch")
    #expect(Self.same(toggle, Rect(x: 374 - 51, y: password.maxY + 16, width: 51, height: 31)))
    let remember = try frame("rememberLabel")
    #expect(remember.minX == 16 && abs(remember.midY - toggle.midY) <= 1.0 / 6)
    // The filled button is stretched across and at least 50 high (its own height is less).
    let logIn = try frame("logInButton")
    #expect(Self.same(logIn, Rect(x: 16, y: toggle.maxY + 28, width: 358, height: 50)))
    let forgot = try frame("forgotButton")
    // Each edge snaps to the nearest third of a point, so the middle may be off by half a pixel.
    #expect(Self.same(forgot.minY, logIn.maxY + 12) && abs(forgot.midX - 195) <= 1.0 / 6 + 1e-9)
  }

  @Test func theMessageCellIsAsTallAsItsWrappedBubble() throws {
    let solved = try LayoutEngine().solve(try Self.program("MessageCell"), on: Self.screen)
    #expect(solved.diagnostics == [])
    func frame(_ name: String) throws -> Rect { try #require(solved.frame(of: name)) }
    // The content view's margins: 16 across, 11 down (a plain table's cell on this phone).
    #expect(try frame("avatarImageView") == Rect(x: 16, y: 11, width: 36, height: 36))
    let bubble = try frame("bubbleView")
    #expect(bubble.minX == 16 + 36 + 8 && bubble.minY == 11)
    // At most three quarters of 390 wide: the message wraps at 292.5 less 14 + 14 of padding,
    // and the bubble hugs the wrapped lines.
    let message = try frame("messageLabel")
    let body = UIFont.preferredFont(forTextStyle: .body)
    let text = "Running ten minutes late, the bridge is closed. Order me the usual and I'll be right there!"
    let expectedHeight = try Self.textHeight(text, body, width: 292.5 - 28)
    #expect(Self.same(message.height, expectedHeight))
    #expect(bubble.width <= 292.5 && abs(bubble.width - (message.width + 28)) < 1e-9)
    #expect(message.minX == bubble.minX + 14 && message.minY == bubble.minY + 10)
    #expect(Self.same(bubble.height, message.height + 20))
    let time = try frame("timeLabel")
    #expect(Self.same(time.minY, bubble.maxY + 4))
    // The cell ends 11 below the time: the screen is the cell.
    #expect(abs(solved.screen.size.height - (time.maxY + 11)) < 1e-9)
    #expect(solved.screen.size.width == 390)
  }

  @Test func theSettingsFormScrollsBelowTheStatusBarAndItsContentExtentShowsEveryRow() throws {
    // An iPhone SE: 375 × 667 at 2x, a 20-point status bar and no bottom inset.
    let screen = Device.iPhoneSE2And3.screen(os: .ios18)
    let program = try Self.program("SettingsForm")
    let solved = try LayoutEngine().solve(program, on: screen)
    #expect(solved.diagnostics == [])
    func frame(_ name: String, in solved: SolvedLayout) throws -> Rect {
      try #require(solved.frame(of: name))
    }
    #expect(try frame("scrollView", in: solved) == Rect(x: 0, y: 0, width: 375, height: 667))
    // The form is taller than the screen, so it scrolls and the status bar is added above it:
    // 20 + 24 down, 20 in from each side.
    let form = try frame("formStack", in: solved)
    #expect(form.minX == 20 && form.minY == 44 && form.width == 335)
    #expect(solved.scrollState(of: "scrollView")?.adjustedContentInset == EdgeInsets(top: 20))
    // The header in the 13-point footnote font, 6 points above the first 44-point row.
    let footnote = UIFont.preferredFont(forTextStyle: .footnote)
    let header = try Self.textHeight("CONNECTIONS", footnote, scale: 2)
    let firstRow = try frame("UIStackView[0] in formStack", in: solved)
    #expect(Self.same(firstRow, Rect(x: 20, y: 44 + header + 6, width: 335, height: 44)))
    // Its switch: 12 in from the row's trailing edge (its margins), centred down.
    let toggle = try frame("UISwitch[0] in UIStackView[0] in formStack", in: solved)
    #expect(Self.same(toggle, Rect(x: 20 + 335 - 12 - 51, y: firstRow.minY + 6.5, width: 51, height: 31)))

    // The whole content: three headers, ten rows, 6 after each header and 28 after each group,
    // and the footer wrapped at 335, between 24 above and 24 below, under the 20-point bar.
    let footer =
      "Analytics help improve the system by sending anonymous usage data. Nothing you type, say or "
      + "show is included, and you can turn it off at any time."
    let formHeight =
      3 * header + 3 * 6 + 10 * 44 + 3 * 28 + (try Self.textHeight(footer, footnote, width: 335, scale: 2))
    let content = try LayoutEngine().solve(program, on: screen, extent: .scrollContent)
    #expect(content.diagnostics == [])
    #expect(Self.same(try frame("formStack", in: content).height, formHeight))
    #expect(Self.same(content.screen.size.height, 20 + 24 + formHeight + 24))
    #expect(Self.same(try frame("scrollView", in: content).height, content.screen.size.height))
  }

  @Test func theHostedProfileCardTakesTheHeightSwiftUIGivesItAtTheScreensWidth() throws {
    let solved = try LayoutEngine().solve(try Self.program("HostedProfileCard"), on: Self.screen)
    func frame(_ name: String, in solved: SolvedLayout) throws -> Rect {
      try #require(solved.frame(of: name))
    }
    let title = try frame("titleLabel", in: solved)
    let hosting = try frame("cardController.view", in: solved)
    // Pinned under the title and to the screen's sides: 390 wide.
    #expect(Self.same(hosting, Rect(x: 0, y: title.maxY, width: 390, height: hosting.height)))
    // The card pads itself by 16 all round, and the hosting view is exactly as tall as the padded
    // card, with nothing to centre: the card sits 16 in on every side.
    let card = try frame("card", in: solved)
    #expect(Self.same(card, Rect(x: 16, y: hosting.minY + 16, width: 358, height: hosting.height - 32)))
    // The button follows the card, 8 below its hosting view, between the 16-point margins.
    let button = try frame("followButton", in: solved)
    #expect(Self.same(button.minY, hosting.maxY + 8))
    #expect(Self.same(button.minX, 16) && Self.same(button.width, 358))
  }
}
