import Foundation
import LayoutShot
import Testing

// Labels, buttons and image views in layouts. Text sizes come from DejaVu Sans's advance widths
// and kerning, read with fontTools independently of LayoutShot (see TypesettingTests): "Hello,
// World!" is 13,183 units wide, "Skip" 4,355, the pangram 46,063; a line is 2,384 units (hhea
// ascender 1,901, descender -483, line gap 0); 2,048 units per em. A label's intrinsic size is that
// rounded up to whole pixels.

/// `points` rounded up to whole pixels of `scale`, as UIKit rounds a label's size.
private func pixelsUp(_ points: Double, scale: Double) -> Double {
  (points * scale).rounded(.up) / scale
}

/// `units` of DejaVu Sans at `size` points.
private func points(_ units: Double, size: Double) -> Double {
  units * size / 2048
}

private let pangram = "The quick brown fox jumps over the lazy dog"

/// A layout with one label of `text` at the root's top-left corner, set up by `configure`.
private func singleLabel(
  _ name: String, _ text: String, configure: @escaping @Sendable (Label) -> Void = { _ in }
) -> AnyLayoutProgram {
  AnyLayoutProgram(name) { root, _ in
    let label = Label(name, text: text)
    configure(label)
    root.addSubview(label)
    label.leading == root.leading
    label.top == root.top
  }
}

/// A layout with one multi-line label of the pangram, 100 points down and 16 in from the root's
/// sides: exactly, or at most on the trailing side when `hugging`.
private func wrappingLabel(hugging: Bool) -> AnyLayoutProgram {
  AnyLayoutProgram(hugging ? "Hugging" : "Wrapping") { root, _ in
    let label = Label("label", text: pangram)
    label.numberOfLines = 0
    root.addSubview(label)
    label.leading == root.leading + 16
    if hugging {
      label.trailing <= root.trailing - 16
    } else {
      label.trailing == root.trailing - 16
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
      // Width 13,183 × 17 / 2048 = 109.43 (218.86 px at 2x, 328.29 at 3x); height 19.79.
      #expect(
        solved.frame(of: "label")
          == Rect(
            x: 10, y: 10, width: pixelsUp(points(13183, size: 17), scale: screen.scale),
            height: pixelsUp(points(2384, size: 17), scale: screen.scale)))
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
    // Unrounded, read from the text: 13,183 units at 17 points.
    label.text = "Hello, World!"
    #expect(
      label.intrinsicContentSize
        == IntrinsicSize(width: points(13183, size: 17), height: points(2384, size: 17)))
  }

  @Test func firstBaselinesAlignAcrossFontSizes() throws {
    // big: bold 34 pt, 2,384 × 34 / 2048 = 39.578 high, rounded to 40 at 2x; its text is centred
    // in it, so its first baseline is (40 - 39.578) / 2 + 1,901 × 34 / 2048 below its top.
    // small: 17 pt, 19.789 rounded to 20; baseline (20 - 19.789) / 2 + 1,901 × 17 / 2048.
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
    let bigBaseline = 100 + (40 - points(2384, size: 34)) / 2 + points(1901, size: 34)
    let smallTop = bigBaseline - (20 - points(2384, size: 17)) / 2 - points(1901, size: 17)
    // smallTop = 115.885: 231.77 px, snapped to 232 px = 116; bottom 135.885 to 136.
    #expect(abs(smallTop - 115.88525390625) < 1e-12)
    #expect(solved.frame(of: "small")?.minY == 116)
    #expect(solved.frame(of: "small")?.height == 20)
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
    // a: 34 pt regular, 40 high at 2x; b and c: 17 pt, 20 high.
    let aFirst = a.minY + (40 - points(2384, size: 34)) / 2 + points(1901, size: 34)
    let aLast = aFirst
    let smallFirst = (20 - points(2384, size: 17)) / 2 + points(1901, size: 17)
    #expect(abs(b.minY + smallFirst - aFirst) < 1e-9)
    #expect(abs(c.minY + smallFirst - (aLast + 10)) < 1e-9)
    #expect(solved.diagnostics == [])
  }

  @Test func aMultiLineLabelWrapsToTheWidthItIsGiven() throws {
    // 343 points is 41,321 units at 17 pt: "The quick brown fox jumps over the" (36,797) fits, with
    // " lazy" (41,559) it does not. Two lines: 39.578 points, 40 at 2x.
    let solved = try LayoutEngine().solve(wrappingLabel(hugging: false), on: Screens.homeButtonPortrait)
    #expect(solved.frame(of: "label") == Rect(x: 16, y: 100, width: 343, height: 40))
    #expect(
      solved.textLayout(of: "label")?.lines.map(\.text) == ["The quick brown fox jumps over the", "lazy dog"])
    #expect(solved.diagnostics == [])
  }

  @Test func aHuggingMultiLineLabelNarrowsToItsWrappedText() throws {
    // The first pass compresses the one-line width (382.4) to the 343 available; wrapped there,
    // the widest line is 36,797 units = 305.44 points, 305.5 at 2x, and hugging keeps the label
    // that wide; wrapped again at 305.5 the lines are the same, and the layout settles.
    let solved = try LayoutEngine().solve(wrappingLabel(hugging: true), on: Screens.homeButtonPortrait)
    #expect(
      solved.frame(of: "label")
        == Rect(x: 16, y: 100, width: pixelsUp(points(36797, size: 17), scale: 2), height: 40))
    #expect(solved.diagnostics == [])
  }

  @Test func preferredMaxLayoutWidthWrapsWithoutASecondPass() throws {
    // At 200 points (24,094 units): "The quick brown fox" (20,687), "jumps over the lazy" (20,221),
    // "dog": three lines, 59.37 points, 59.5 at 2x; the width is the widest line, 20,687 units.
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
          x: 0, y: 0, width: pixelsUp(points(20687, size: 17), scale: 2),
          height: pixelsUp(3 * points(2384, size: 17), scale: 2)))
  }

  @Test func aLineLimitCapsTheWrappedHeight() throws {
    // At 200 points (24,094 units) the pangram takes three lines (see above); two are allowed:
    // 39.58, 40 at 2x. The second holds the rest, truncated at the tail: "jumps over the lazy…" is
    // 20,221 + 2,048 (the ellipsis) = 22,269 units; with " dog" it would not fit.
    let program = singleLabel("label", pangram) { label in
      label.numberOfLines = 2
      label.width == 200
    }
    let solved = try LayoutEngine().solve(program, on: Screens.homeButtonPortrait)
    #expect(solved.frame(of: "label")?.height == pixelsUp(2 * points(2384, size: 17), scale: 2))
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
    // 635 points wide: two lines.
    #expect(fresh.frame(of: "label")?.height == pixelsUp(2 * points(2384, size: 17), scale: 2))
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
    // "Hi" is 2,109 units: centred in 100 points; the line (19.789) centred in 40.
    let width = points(2109, size: 17)
    #expect(text.lines.first?.glyphs.first?.position.x == 10 + (100 - width) / 2)
    #expect(text.firstBaseline == 20 + (40 - points(2384, size: 17)) / 2 + points(1901, size: 17))
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
    let solved = try LayoutEngine().solve(singleLabel("greeting", "Hi 中文"), on: Screens.homeButtonPortrait)
    #expect(solved.diagnostics.map(\.kind) == [.missingGlyphs])
    #expect(
      solved.diagnostics.first?.message
        == "'greeting' shows characters its font 'DejaVu Sans' has no glyph for: U+4E2D '中', U+6587 '文'; "
        + "they are drawn as the font's .notdef box (LayoutShotTests/LabelTests.swift:28).")
    #expect(solved.frameDump().contains("\"kind\": \"missing-glyphs\""))
  }

  @Test func anUnknownFontIsALayoutError() {
    let program = AnyLayoutProgram("Font") { root, _ in
      let label = Label("label", text: "Hi")
      label.font = FontDescriptor(family: "Nope", size: 12)
      root.addSubview(label)
    }
    #expect(throws: LayoutError.self) { try Layout(program, screen: Screens.homeButtonPortrait) }
    do {
      _ = try Layout(program, screen: Screens.homeButtonPortrait)
    } catch {
      #expect(
        error.description.hasPrefix(
          "LayoutShotTests/LabelTests.swift:\(#line - 8): The font 'Nope regular 12 pt' of 'label' is not available. No font family 'Nope' is registered"
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
    // "Skip" at 15 points: 4,355 × 15 / 2048 = 31.9 (32 at 2x); 2,384 × 15 / 2048 = 17.46 (17.5).
    let program = AnyLayoutProgram("Button") { root, _ in
      let button = Button("skip", title: "Skip")
      root.addSubview(button)
      button.leading == root.leading
      button.top == root.top
    }
    let solved = try LayoutEngine().solve(program, on: Screens.homeButtonPortrait)
    #expect(solved.frame(of: "skip") == Rect(x: 0, y: 0, width: 32, height: 17.5 + 12))
    let title = try #require(solved.textLayout(of: "skip"))
    #expect(title.lines.map(\.text) == ["Skip"])
    // The title is centred in the 32 points and sits 6 points down plus its own slack.
    #expect(title.lines.first?.x == (32 - points(4355, size: 15)) / 2)
    #expect(title.firstBaseline == 6 + (17.5 - points(2384, size: 15)) / 2 + points(1901, size: 15))
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
    #expect(solved.frame(of: "skip") == Rect(x: 0, y: 0, width: 52, height: 17.5 + 12 + 4))
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
