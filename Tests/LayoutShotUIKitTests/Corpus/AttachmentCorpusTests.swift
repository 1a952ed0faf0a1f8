import Foundation
import LayoutShot
import LayoutShotTestSupport
import LayoutShotTesting
import LayoutShotUIKit
import Raster
import Testing

// The attachment corpus (AttachmentCorpus.swift) laid out on an iPhone 12 (390 × 844 at 3x, safe
// area 47 above and 34 below, 16-point layout margins), each also snapshotted there under
// `Snapshots/Corpus/<Name>/`. Frames are worked out by hand: a label is as wide as its text (the
// fonts' advance widths, kerning and tracking) and as tall as its line (San Francisco's ascender
// 1950 and descender -494 over 2048 units per em), each rounded up to the pixel grid; an
// attachment widens its line by its width and raises it only where it reaches above the ascender
// or below the descender. A frame the engine places from a fractional value is rounded to the
// nearest pixel, so those are compared within a third of a point.

private let iPhone12 = Device.iPhone12.screen()

/// `value` rounded up to the 3x pixel grid.
private func pixelCeil(_ value: Double) -> Double { (value * 3).rounded(.up) / 3 }

/// San Francisco's line at `size` points, and its ascender.
private func line(_ size: Double) -> (height: Double, ascender: Double) {
  (2444 * size / 2048, 1950 * size / 2048)
}

/// The width of `text` at `size` points in the system font of `weight`.
@MainActor
private func width(_ text: String, size: Double, weight: FontWeight = .regular) throws -> Double {
  AttributedTextTests.width(text, in: try FontRegistry.shared.font(weight: weight), size: size)
}

/// Whether two rectangles agree to within `tolerance` on every edge.
private func close(_ frame: Rect?, _ expected: Rect, tolerance: Double = 1e-6) -> Bool {
  guard let frame else { return false }
  return abs(frame.minX - expected.minX) <= tolerance && abs(frame.minY - expected.minY) <= tolerance
    && abs(frame.width - expected.width) <= tolerance && abs(frame.height - expected.height) <= tolerance
}

/// Snapshots `program` on an iPhone 12 in portrait under `Snapshots/Corpus`.
@MainActor
private func assertCorpusSnapshot(
  of program: UIKitLayout, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) {
  assertLayoutSnapshot(
    of: program, on: .devices("iphone-12"), snapshotDirectory: "Snapshots/Corpus", fileID: fileID,
    filePath: filePath, line: line, column: column)
}

@MainActor
@Suite("Attachment corpus laid out")
struct AttachmentCorpusTests {
  static let ratingRow = UIKitLayout.controller("RatingRow") { RatingRowViewController() }
  static let readMore = UIKitLayout.controller("ReadMore") { () -> ReadMoreViewController in
    ReadMoreViewController.registerArrow()
    return ReadMoreViewController()
  }
  static let avatar = UIKitLayout.controller("AvatarPlaceholder") { AvatarPlaceholderViewController() }
  static let swipeCard = UIKitLayout.controller("SwipeToDismissCard") { SwipeToDismissCardController() }
  static let deleteAccount = UIKitLayout.controller("DeleteAccount") { DeleteAccountViewController() }

  @Test func theRatingsStarWidensItsLabelAndTheCountSharesItsBaseline() throws {
    let solved = try LayoutEngine().solve(Self.ratingRow, on: iPhone12)
    #expect(solved.diagnostics == [])
    // "4.8 " in semibold 17 and the 16-point star; the star reaches 14 above the baseline and 2
    // below, inside the font's 16.19 and 4.10, so the line is the font's.
    let body = line(17)
    let ratingWidth = pixelCeil(try width("4.8 ", size: 17, weight: .semibold) + 16)
    let ratingHeight = pixelCeil(body.height)
    #expect(
      close(
        solved.frame(of: "ratingLabel"), Rect(x: 20, y: 47 + 24, width: ratingWidth, height: ratingHeight)))
    // The count, 8 after it, on its baseline: each label centres its line in its height.
    let small = line(15)
    let baseline = 71 + (ratingHeight - body.height) / 2 + body.ascender
    let reviewsHeight = pixelCeil(small.height)
    let reviewsTop = baseline - (reviewsHeight - small.height) / 2 - small.ascender
    let reviewsWidth = pixelCeil(try width("(2,314 reviews)", size: 15))
    #expect(
      close(
        solved.frame(of: "reviewsLabel"),
        Rect(
          x: 20 + ratingWidth + 8, y: reviewsTop, width: reviewsWidth,
          height: reviewsHeight), tolerance: 1.0 / 3))
    assertCorpusSnapshot(of: Self.ratingRow)
  }

  @Test func theReadMoreExcerptWrapsOntoTwoLinesOfBodyText() throws {
    let solved = try LayoutEngine().solve(Self.readMore, on: iPhone12)
    #expect(solved.diagnostics == [])
    // Between the 16-point margins, 16 under the safe area. The text is one line and a half of
    // body text plus the 18-point arrow and " Read more": two lines. The arrow sits from the
    // descender (4.10 below the baseline) to 13.9 above it, inside the font's line.
    let body = line(17)
    let sentence = "A quiet cabin at the edge of the forest, ten minutes from the lake. "
    let first = try width(sentence, size: 17)
    // The first line holds all but at most the word that did not fit on it, so the second line
    // holds at most that much more than what overflows 358 points, then the arrow and the link.
    let longestWord = try sentence.split(separator: " ").map { try width($0 + " ", size: 17) }.max() ?? 0
    let link = try width(" Read more", size: 17)
    #expect(first > 358 && first - 358 + longestWord + 18 + link < 358)
    #expect(
      close(
        solved.frame(of: "excerptLabel"),
        Rect(x: 16, y: 47 + 16, width: 358, height: pixelCeil(2 * body.height))))
    assertCorpusSnapshot(of: Self.readMore)
  }

  @Test func theAvatarIsARenderedImageBesideTheName() throws {
    let solved = try LayoutEngine().solve(Self.avatar, on: iPhone12)
    #expect(solved.diagnostics == [])
    #expect(solved.frame(of: "avatarView") == Rect(x: 16, y: 47 + 20, width: 64, height: 64))
    let headline = line(17)
    let nameHeight = pixelCeil(headline.height)
    let nameWidth = pixelCeil(try width("Jane Appleseed", size: 17, weight: .semibold))
    #expect(
      close(
        solved.frame(of: "nameLabel"),
        Rect(
          x: 16 + 64 + 12, y: 67 + 32 - nameHeight / 2,
          width: nameWidth, height: nameHeight),
        tolerance: 1.0 / 3))
    // The image is the renderer's own: 64 points at the screen's 3x, drawn by LayoutShot.
    let avatar = AvatarPlaceholderViewController.placeholderAvatar(
      initials: "JA", diameter: 64, color: .systemIndigo)
    #expect(avatar.scale == 1 && !avatar.isPlaceholder)
    // In the snapshot, the circle's middle is white initials or indigo, its corner the background.
    let pixels = try Raster.Image(pngData: try solved.pngData())
    let corner = pixels.pixel(x: 16 * 3 + 1, y: 67 * 3 + 1)
    #expect([corner.red, corner.green, corner.blue] == [255, 255, 255])
    let rim = pixels.pixel(x: (16 + 32) * 3, y: (67 + 4) * 3)
    // systemIndigo in the iOS 26 palette, the default, is #6155F5: (97, 85, 245)
    // (Documentation/SystemColors.md#ios-26-palette).
    #expect([rim.red, rim.green, rim.blue, rim.alpha] == [97, 85, 245, 255])
    assertCorpusSnapshot(of: Self.avatar)
  }

  @Test func theSwipeCardLaysOutAtRestWithItsPanKept() throws {
    let controller = Unchecked(SwipeToDismissCardController())
    let program = UIKitLayout.controller("SwipeToDismissCard") { controller.value }
    let solved = try LayoutEngine().solve(program, on: iPhone12)
    #expect(solved.diagnostics == [])
    #expect(solved.frame(of: "cardView") == Rect(x: 0, y: 844 - 320, width: 390, height: 320))
    #expect(solved.frame(of: "handleView") == Rect(x: 177, y: 532, width: 36, height: 5))
    let title = try #require(solved.frame(of: "titleLabel"))
    #expect(title.minX == 20 && title.minY == 553 && title.height == pixelCeil(line(20).height))
    let card = try #require(controller.value.view.subviews.first)
    #expect(card.gestureRecognizers?.first is UIPanGestureRecognizer)
    #expect(card.gestureRecognizers?.first?.state == .possible)
    #expect(controller.value.transitioningDelegate === controller.value)
    assertCorpusSnapshot(of: Self.swipeCard)
  }

  @Test func theDestructiveButtonSpansTheMarginsAboveTheSafeArea() throws {
    let solved = try LayoutEngine().solve(Self.deleteAccount, on: iPhone12)
    #expect(solved.diagnostics == [])
    #expect(solved.frame(of: "deleteButton") == Rect(x: 16, y: 844 - 34 - 20 - 50, width: 358, height: 50))
    assertCorpusSnapshot(of: Self.deleteAccount)
  }
}
