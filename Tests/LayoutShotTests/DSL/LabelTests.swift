import Foundation
import LayoutShot
import LayoutShotTestSupport
import Testing

// Labels, buttons and image views in layouts, in the system font: Inter 3.019 (the bundled
// Inter-roman.var.ttf at its default instance, weight 400, 2,816 units per em) set with San
// Francisco's line metrics and tracking. Advance sums, kerning included, were read independently
// of LayoutShot with uharfbuzz 0.57 (kern on, liga and calt off), and match fontTools 4.68's hmtx
// plus the kerning harfbuzz reports: "Hello, World!" is 16,776 units (hmtx 16,920, W-o kerned
// −144), "Hi" 2,752 and "Skip" 5,712 (not kerned); the pangram's lines are given where they wrap.
// Every character, spaces and the last one included, is followed by the tracking at its size,
// read from `SystemFont.tracking(weight:)` (its values are fitted and may be tuned; −0.34 points
// at 17 when this was written). A line is San Francisco's: ascender 1,950, descender −494, line
// gap 0 at 2,048 units per em, so 20.287109375 points at 17, as `UIFont.systemFont(ofSize: 17)`
// reports on iOS 26.1. A label's intrinsic size is that rounded up to whole pixels (a one-line
// 17-point label is 20.5 high at 2x and 20.333 at 3x on iOS).

/// `points` rounded up to whole pixels of `scale`, as UIKit rounds a label's size.
private func pixelsUp(_ points: Double, scale: Double) -> Double {
  (points * scale).rounded(.up) / scale
}

/// The regular system font's tracking at `size` points, in points.
private func tracking(_ size: Double) -> Double {
  SystemFont.tracking(weight: .regular).points(atSize: size)
}

/// The width in points of `text` in the regular system font at `size` points, given its advances
/// and kerning in `units` of Inter (2,816 to the em): those scaled, plus the tracking after each
/// character.
private func width(_ units: Double, _ text: String, size: Double) -> Double {
  units * size / 2816 + Double(text.count) * tracking(size)
}

/// San Francisco's line height at `size` points: 1,950 + 494 units of 2,048 to the em.
private func lineHeight(_ size: Double) -> Double {
  2444 * size / 2048
}

/// San Francisco's ascender at `size` points: 1,950 units of 2,048 to the em.
private func ascender(_ size: Double) -> Double {
  1950 * size / 2048
}

private let pangram = "The quick brown fox jumps over the lazy dog"

/// A layout with one label of `text` at the root's top-left corner, set up by `configure`.
private func singleLabel(
  _ name: String, _ text: String, configure: @escaping @Sendable (Label) -> Void = { _ in }
) -> AnyLayoutProgram {
  AnyLayoutProgram(name) { root, _ in
    let label = Label(name, text: text)  // line: singleLabel
    configure(label)
    root.addSubview(label)
    label.leading == root.leading
    label.top == root.top
  }
}

/// A layout with one multi-line label of the pangram, 100 points down and 40 in from the root's
/// sides: exactly, or at most on the trailing side when `hugging`.
///
/// On the 375-point phone that leaves 295 points, well between two of the pangram's break widths
/// (see the tests), so the lines do not hang on a fraction of a point of tracking.
private func wrappingLabel(hugging: Bool) -> AnyLayoutProgram {
  AnyLayoutProgram(hugging ? "Hugging" : "Wrapping") { root, _ in
    let label = Label("label", text: pangram)
    label.numberOfLines = 0
    root.addSubview(label)
    label.leading == root.leading + 40
    if hugging {
      label.trailing <= root.trailing - 40
    } else {
      label.trailing == root.trailing - 40
    }
    label.top == root.top + 100
  }
}

@Suite("Labels")
struct LabelTests {
  @Test func intrinsicSizeIsTheTextRoundedUpToPixels() throws {
    let program = AnyLayoutProgram("Hello") { root, _ in
      let label = Label("label", text: "Hello, World!")
      root.addSubview(label)
      label.leading == root.leading + 10
      label.top == root.top + 10
    }
    for screen in [Screens.homeButtonPortrait, Screens.notchPortrait] {
      let solved = try LayoutEngine().solve(program, on: screen)
      // Width 16,776 × 17 / 2816 + 13 × tracking = 96.856 with −0.34 (193.71 px at 2x, 290.57 at
      // 3x: 97 both); height 20.287, 20.5 at 2x and 20.333 at 3x as on iOS.
      #expect(
        solved.frame(of: "label")
          == Rect(
            x: 10, y: 10, width: pixelsUp(width(16776, "Hello, World!", size: 17), scale: screen.scale),
            height: pixelsUp(lineHeight(17), scale: screen.scale)))
      #expect(solved.diagnostics == [])
    }
  }

  @Test func labelsAreMadeInCodeWithUIKitsPriorities() {
    let label = Label("label", text: "Hi")
    #expect(label.contentHuggingPriority(for: .horizontal) == .defaultLow)
    #expect(label.contentHuggingPriority(for: .vertical) == .defaultLow)
    #expect(label.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
    #expect(label.numberOfLines == 1)
    #expect(label.lineBreakMode == .byTruncatingTail)
    #expect(label.font == .systemFont(ofSize: 17))
    // Unrounded, read from the text: 16,776 units and 13 trackings at 17 points; one line of San
    // Francisco, 20.287109375 as UIKit reports. (The width is a sum of fractions: within float
    // noise.)
    label.text = "Hello, World!"
    let size = label.intrinsicContentSize
    #expect(abs((size.width ?? 0) - width(16776, "Hello, World!", size: 17)) < 1e-9)
    #expect(size.height == 20.287109375)
  }

  @Test func firstBaselinesAlignAcrossFontSizes() throws {
    // big: bold 34 pt, a line of 2,444 × 34 / 2048 = 40.574 (San Francisco's at every weight),
    // rounded to 41 at 2x; its text is centred in it, so its first baseline is
    // (41 - 40.574) / 2 + 1,950 × 34 / 2048 below its top.
    // small: 17 pt, 20.287 rounded to 20.5; baseline (20.5 - 20.287) / 2 + 1,950 × 17 / 2048.
    let program = AnyLayoutProgram("Baselines") { root, _ in
      let big = Label("big", text: "Title")
      big.font = .boldSystemFont(ofSize: 34)
      let small = Label("small", text: "subtitle")
      root.addSubviews(big, small)
      big.leading == root.leading + 16
      big.top == root.top + 100
      small.leading == big.trailing + 8
      small.firstBaseline == big.firstBaseline
    }
    let solved = try LayoutEngine().solve(program, on: Screens.homeButtonPortrait)
    let bigBaseline = 100 + (41 - lineHeight(34)) / 2 + ascender(34)
    let smallTop = bigBaseline - (20.5 - lineHeight(17)) / 2 - ascender(17)
    // bigBaseline = 132.5859375; smallTop = 116.29296875: 232.586 px, snapped to 233 px = 116.5;
    // bottom 136.793 (273.586 px) to 274 px = 137.
    #expect(abs(smallTop - 116.29296875) < 1e-12)
    #expect(solved.frame(of: "small")?.minY == 116.5)
    #expect(solved.frame(of: "small")?.height == 20.5)
    let exactSmall = try #require(solved.layout.viewIndex(named: "small").map { solved.exactFrames[$0] })
    #expect(abs(exactSmall.minY - smallTop) < 1e-9)
    // The drawn text's baselines meet too.
    let bigText = try #require(solved.textLayout(of: "big"))
    let smallText = try #require(solved.textLayout(of: "small"))
    #expect(abs(bigText.firstBaseline - bigBaseline) < 1e-9)
    #expect(abs(smallText.firstBaseline - bigText.firstBaseline) <= 0.5)
  }

  @Test func visualFormatsAlignAndSpaceBaselines() throws {
    let program = AnyLayoutProgram("Formats") { root, _ in
      let a = Label("a", text: "Name")
      a.font = .systemFont(ofSize: 34)
      let b = Label("b", text: "value")
      let c = Label("c", text: "below")
      root.addSubviews(a, b, c)
      let views: [String: LayoutItem] = ["a": a, "b": b, "c": c]
      a.top == root.top + 50
      LayoutConstraint.activate(
        (try? LayoutConstraint.constraints(
          withVisualFormat: "H:|-[a]-[b]", options: [.alignAllFirstBaseline], views: views)) ?? [])
      LayoutConstraint.activate(
        (try? LayoutConstraint.constraints(
          withVisualFormat: "V:[a]-10-[c]", options: [.spacingBaselineToBaseline, .alignAllLeading],
          views: views)) ?? [])
    }
    let solved = try LayoutEngine().solve(program, on: Screens.homeButtonPortrait)
    let index = { (name: String) in solved.layout.viewIndex(named: name) ?? 0 }
    let a = solved.exactFrames[index("a")]
    let b = solved.exactFrames[index("b")]
    let c = solved.exactFrames[index("c")]
    // a: 34 pt regular, a line of 40.574, 41 high at 2x; b and c: 17 pt, 20.287, 20.5 high.
    let aFirst = a.minY + (41 - lineHeight(34)) / 2 + ascender(34)
    let aLast = aFirst
    let smallFirst = (20.5 - lineHeight(17)) / 2 + ascender(17)
    #expect(abs(b.minY + smallFirst - aFirst) < 1e-9)
    #expect(abs(c.minY + smallFirst - (aLast + 10)) < 1e-9)
    #expect(solved.diagnostics == [])
  }

  @Test func aMultiLineLabelWrapsToTheWidthItIsGiven() throws {
    // 295 points, greedy at spaces: "The quick brown fox jumps over the" (47,512 units, 34
    // characters: 275.27 points with −0.34 tracking) fits; with " lazy" (53,652, 39 characters:
    // 310.63) it does not, so "lazy dog" is the second line. Two lines: 2 × 20.287 = 40.574
    // points, 41 at 2x.
    #expect(width(47512, "The quick brown fox jumps over the", size: 17) <= 295)
    #expect(width(53652, "The quick brown fox jumps over the lazy", size: 17) > 295)
    let solved = try LayoutEngine().solve(wrappingLabel(hugging: false), on: Screens.homeButtonPortrait)
    #expect(
      solved.frame(of: "label")
        == Rect(x: 40, y: 100, width: 295, height: pixelsUp(2 * lineHeight(17), scale: 2)))
    #expect(
      solved.textLayout(of: "label")?.lines.map(\.text) == ["The quick brown fox jumps over the", "lazy dog"])
    #expect(solved.diagnostics == [])
  }

  @Test func aHuggingMultiLineLabelNarrowsToItsWrappedText() throws {
    // The first pass compresses the one-line width (59,588 units, 43 characters: 345.11 points)
    // to the 295 available; wrapped there (see above), the widest line is "The quick brown fox
    // jumps over the", 275.27 points, 275.5 at 2x, and hugging keeps the label that wide; wrapped
    // again at 275.5 the lines are the same (" lazy" still does not fit), and the layout settles.
    #expect(width(59588, pangram, size: 17) > 295)
    let widest = width(47512, "The quick brown fox jumps over the", size: 17)
    #expect(width(53652, "The quick brown fox jumps over the lazy", size: 17) > pixelsUp(widest, scale: 2))
    let solved = try LayoutEngine().solve(wrappingLabel(hugging: true), on: Screens.homeButtonPortrait)
    #expect(
      solved.frame(of: "label")
        == Rect(
          x: 40, y: 100, width: pixelsUp(widest, scale: 2), height: pixelsUp(2 * lineHeight(17), scale: 2)))
    #expect(solved.diagnostics == [])
  }

  @Test func preferredMaxLayoutWidthWrapsWithoutASecondPass() throws {
    // At 200 points, greedy at spaces: "The quick brown fox" (27,012 units, 19 characters: 156.61
    // points with −0.34 tracking) fits and " jumps" (35,744, 25: 207.28) does not; the rest,
    // "jumps over the lazy dog" (31,784, 23: 184.06), fits. Two lines, 40.574 points, 41 at 2x;
    // the width is the widest line, the second, 184.06: 184.5 at 2x.
    #expect(width(27012, "The quick brown fox", size: 17) <= 200)
    #expect(width(35744, "The quick brown fox jumps", size: 17) > 200)
    let second = width(31784, "jumps over the lazy dog", size: 17)
    #expect(second <= 200)
    let program = AnyLayoutProgram("Preferred") { root, _ in
      let label = Label("label", text: pangram)
      label.numberOfLines = 0
      label.preferredMaxLayoutWidth = 200
      root.addSubview(label)
      label.leading == root.leading
      label.top == root.top
    }
    let solved = try LayoutEngine().solve(program, on: Screens.homeButtonPortrait)
    #expect(
      solved.frame(of: "label")
        == Rect(
          x: 0, y: 0, width: pixelsUp(second, scale: 2), height: pixelsUp(2 * lineHeight(17), scale: 2)))
    #expect(
      solved.textLayout(of: "label")?.lines.map(\.text) == ["The quick brown fox", "jumps over the lazy dog"])
  }

  @Test func aLineLimitCapsTheWrappedHeight() throws {
    // At 170 points the pangram takes three lines: "The quick brown fox" (156.61 points, see
    // above) with " jumps" (207.28) too wide, then "jumps over the lazy dog" (184.06) is too wide
    // as well. Two are allowed: 40.574, 41 at 2x. The second holds the rest, truncated at the
    // tail, one character at a time: "jumps over the lazy…" is 27,952 units (the ellipsis
    // advances 2,312 and y-… kerns −208), 20 characters: 161.94 points; "jumps over the lazy d…"
    // (30,700, 22 characters: 177.85) would not fit.
    #expect(width(27012, "The quick brown fox", size: 17) <= 170)
    #expect(width(35744, "The quick brown fox jumps", size: 17) > 170)
    #expect(width(31784, "jumps over the lazy dog", size: 17) > 170)
    #expect(width(27952, "jumps over the lazy…", size: 17) <= 170)
    #expect(width(30700, "jumps over the lazy d…", size: 17) > 170)
    let program = singleLabel("label", pangram) { label in
      label.numberOfLines = 2
      label.width == 170
    }
    let solved = try LayoutEngine().solve(program, on: Screens.homeButtonPortrait)
    #expect(solved.frame(of: "label")?.height == pixelsUp(2 * lineHeight(17), scale: 2))
    #expect(
      solved.textLayout(of: "label")?.lines.map(\.text) == ["The quick brown fox", "jumps over the lazy…"])
  }

  @Test func anEmptyLabelHasNoSize() throws {
    let solved = try LayoutEngine().solve(singleLabel("label", ""), on: Screens.homeButtonPortrait)
    #expect(solved.frame(of: "label") == Rect(x: 0, y: 0, width: 0, height: 0))
  }

  @Test func reSolvingOnAnotherScreenMatchesAFreshSolve() throws {
    let program = AnyLayoutProgram("Relayout") { root, _ in
      let label = Label("label", text: pangram + " " + pangram)
      label.numberOfLines = 0
      root.addSubview(label)
      label.leading == root.layoutMarginsGuide.leading
      label.trailing <= root.layoutMarginsGuide.trailing
      label.top == root.safeAreaLayoutGuide.top
    }
    let engine = LayoutEngine()
    _ = try engine.solve(program, on: Screens.homeButtonPortrait)
    let reused = try engine.solve(program, on: Screens.homeButtonLandscape)
    let fresh = try LayoutEngine().solve(program, on: Screens.homeButtonLandscape)
    #expect(reused.frames == fresh.frames)
    // 635 points wide (667 less the 16-point margins): the first line ends at the second "the"
    // (107,892 units, 78 characters: 624.82 points with −0.34 tracking); with " lazy" (114,032,
    // 83 characters: 660.18) it would not fit. Two lines, 41 points at 2x.
    let twice = pangram + " " + pangram
    let firstLine = String(twice.prefix(78))
    #expect(firstLine.hasSuffix("over the"))
    #expect(width(107892, firstLine, size: 17) <= 635)
    #expect(width(114032, firstLine + " lazy", size: 17) > 635)
    #expect(fresh.frame(of: "label")?.height == pixelsUp(2 * lineHeight(17), scale: 2))
  }

  @Test func aLabelDrawsInItsFrame() throws {
    let program = AnyLayoutProgram("Drawn") { root, _ in
      let label = Label("label", text: "Hi")
      label.textAlignment = .center
      root.addSubview(label)
      label.leading == root.leading + 10
      label.top == root.top + 20
      label.width == 100
      label.height == 40
    }
    let solved = try LayoutEngine().solve(program, on: Screens.homeButtonPortrait)
    let text = try #require(solved.textLayout(of: "label"))
    // "Hi" is 2,752 units and two trackings (15.934 points): centred in 100 points; the line
    // (20.287) centred in 40.
    let textWidth = width(2752, "Hi", size: 17)
    #expect(abs((text.lines.first?.glyphs.first?.position.x ?? 0) - (10 + (100 - textWidth) / 2)) < 1e-9)
    #expect(text.firstBaseline == 20 + (40 - lineHeight(17)) / 2 + ascender(17))
    #expect(try !text.outlinePath().isEmpty)
  }

  @Test func naturalAlignmentFollowsTheLayoutDirection() throws {
    var screen = Screens.homeButtonPortrait
    screen.layoutDirection = .rightToLeft
    let solved = try LayoutEngine().solve(singleLabel("label", "Hi") { $0.width == 100 }, on: screen)
    // Leading is the right edge: the label spans 275...375, the text ends at its right edge.
    let frame = try #require(solved.frame(of: "label"))
    #expect(frame.minX == 275)
    let line = try #require(solved.textLayout(of: "label")?.lines.first)
    #expect(line.x + line.width == 375)
  }

  @Test func missingGlyphsAreDiagnosed() throws {
    // Neither Inter nor its fallback DejaVu Sans has U+4E2D or U+6587 (fontTools: not in either
    // cmap). The system font is named for Inter's family and the regular instance's style.
    let solved = try LayoutEngine().solve(singleLabel("greeting", "Hi 中文"), on: Screens.homeButtonPortrait)
    let line = try markedLine("singleLabel")
    #expect(solved.diagnostics.map(\.kind) == [.missingGlyphs])
    #expect(
      solved.diagnostics.first?.message
        == "'greeting' shows characters its font 'Inter Regular' or its fallback 'DejaVu Sans' has no glyph "
        + "for: U+4E2D '中', U+6587 '文'; they are drawn as the font's .notdef box "
        + "(LayoutShotTests/LabelTests.swift:\(line)).")
    #expect(solved.frameDump().contains("\"kind\": \"missing-glyphs\""))
  }

  @Test func anUnknownFontIsALayoutError() throws {
    let program = AnyLayoutProgram("Font") { root, _ in
      let label = Label("label", text: "Hi")  // line: unknownFontLabel
      label.font = FontDescriptor(family: "Nope", size: 12)
      root.addSubview(label)
    }
    #expect(throws: LayoutError.self) { try Layout(program, screen: Screens.homeButtonPortrait) }
    let line = try markedLine("unknownFontLabel")
    do {
      _ = try Layout(program, screen: Screens.homeButtonPortrait)
    } catch {
      #expect(
        error.description.hasPrefix(
          "LayoutShotTests/LabelTests.swift:\(line): The font 'Nope regular 12 pt' of 'label' is not available. No font family 'Nope' is registered"
        ))
    }
  }

  @Test func theFrameDumpShowsTexts() throws {
    let dump = try LayoutEngine().solve(singleLabel("label", "Hi \"there\""), on: Screens.homeButtonPortrait)
      .frameDump()
    #expect(dump.contains(#""text": "Hi \"there\""}"#))
  }
}

@Suite("Buttons and image views")
struct ButtonAndImageViewTests {
  @Test func aButtonIsItsTitlePlusSixPointsAboveAndBelow() throws {
    // "Skip" at 15 points: 5,712 × 15 / 2816 + 4 × tracking = 29.83 with −0.15 (30 at 2x); a line
    // is 2,444 × 15 / 2048 = 17.900 (18).
    let titleWidth = width(5712, "Skip", size: 15)
    let buttonWidth = pixelsUp(titleWidth, scale: 2)
    let lineBox = pixelsUp(lineHeight(15), scale: 2)
    let program = AnyLayoutProgram("Button") { root, _ in
      let button = Button("skip", title: "Skip")
      root.addSubview(button)
      button.leading == root.leading
      button.top == root.top
    }
    let solved = try LayoutEngine().solve(program, on: Screens.homeButtonPortrait)
    #expect(solved.frame(of: "skip") == Rect(x: 0, y: 0, width: buttonWidth, height: lineBox + 12))
    let title = try #require(solved.textLayout(of: "skip"))
    #expect(title.lines.map(\.text) == ["Skip"])
    // The title is centred in the button's width and sits 6 points down plus its own slack.
    #expect(abs((title.lines.first?.x ?? 0) - (buttonWidth - titleWidth) / 2) < 1e-9)
    #expect(title.firstBaseline == 6 + (lineBox - lineHeight(15)) / 2 + ascender(15))
  }

  @Test func contentInsetsAddToTheIntrinsicSize() throws {
    let program = AnyLayoutProgram("Insets") { root, _ in
      let button = Button("skip", title: "Skip")
      button.contentEdgeInsets = EdgeInsets(top: 2, left: 10, bottom: 2, right: 10)
      root.addSubview(button)
      button.leading == root.leading
      button.top == root.top
    }
    let solved = try LayoutEngine().solve(program, on: Screens.homeButtonPortrait)
    // The title's 30 × 18 (see above) plus 10 each side and 2 above and below, besides the 6.
    let title = Size(
      width: pixelsUp(width(5712, "Skip", size: 15), scale: 2), height: pixelsUp(lineHeight(15), scale: 2))
    #expect(
      solved.frame(of: "skip") == Rect(x: 0, y: 0, width: title.width + 20, height: title.height + 12 + 4))
  }

  @Test func anImageViewIsItsImagesSizeInPoints() throws {
    let program = AnyLayoutProgram("Images") { root, _ in
      let avatar = ImageView(
        "avatar", image: ImageAsset(name: "avatar", pixelWidth: 240, pixelHeight: 180, scale: 3))
      let empty = ImageView("empty")
      root.addSubviews(avatar, empty)
      avatar.leading == root.leading
      avatar.top == root.top
      empty.leading == root.leading
      empty.top == avatar.bottom
      empty.width == 10
      empty.height == 10
    }
    let solved = try LayoutEngine().solve(program, on: Screens.homeButtonPortrait)
    #expect(solved.frame(of: "avatar") == Rect(x: 0, y: 0, width: 80, height: 60))
    let index = try #require(solved.layout.viewIndex(named: "empty"))
    guard case .image(let content) = solved.layout.views[index].content else {
      Issue.record("the empty image view has no image content")
      return
    }
    #expect(content.showsPlaceholder)
    #expect(solved.layout.views[index].intrinsicContentSize == .none)
    #expect(solved.frameDump().contains(#""image": "avatar (240×180 px @3x)"}"#))
  }

  @Test func contentModes() {
    let bounds = Rect(x: 10, y: 10, width: 100, height: 100)
    let wide = Size(width: 200, height: 100)
    #expect(ContentMode.scaleToFill.imageFrame(imageSize: wide, in: bounds) == bounds)
    #expect(
      ContentMode.scaleAspectFit.imageFrame(imageSize: wide, in: bounds)
        == Rect(x: 10, y: 35, width: 100, height: 50))
    #expect(
      ContentMode.scaleAspectFill.imageFrame(imageSize: wide, in: bounds)
        == Rect(x: -40, y: 10, width: 200, height: 100))
    #expect(
      ContentMode.center.imageFrame(imageSize: Size(width: 20, height: 30), in: bounds)
        == Rect(x: 50, y: 45, width: 20, height: 30))
  }

  @Test func pngHeadersGiveTheSize() throws {
    // A PNG signature and an IHDR chunk for 300 × 150 pixels (the rest of the file is not read).
    let header: [UInt8] =
      [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
      + [0, 0, 0x01, 0x2C, 0, 0, 0, 0x96]
    let image = try ImageAsset(name: "logo", pngData: Data(header), scale: 3)
    #expect(image.size == Size(width: 100, height: 50))
    #expect(throws: ImageAssetError.notPNG(name: "text")) {
      try ImageAsset(name: "text", pngData: Data("hello".utf8))
    }
    #expect(throws: ImageAssetError.truncatedHeader(name: "cut", length: 10)) {
      try ImageAsset(name: "cut", pngData: Data(header.prefix(10)))
    }
  }
}
