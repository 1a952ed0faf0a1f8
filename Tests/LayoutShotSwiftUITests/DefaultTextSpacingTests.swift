import Foundation
import LayoutShotSwiftUI
import Testing

/// The default distance between a text and its neighbours in a stack, by kind of neighbour
/// (Documentation/SwiftUILayout.md#default-spacing), worked by hand from San Francisco's metrics:
/// ascender 1950, descender −494, cap height 1443 and line gap 0 at 2048 units per em.
///
/// For a font at `size`: the line is `(1950 + 494) / 2048 × size` high and the gap a tenth of it
/// rounded up to the pixel. A view above a text sits `line + gap − ascender` above it; a view
/// below, `max(line + gap − capHeight, gap + descent)` below; two texts sit line box to line box
/// (the lower text's leading, 0). Frames are rounded to the pixel in the root's coordinates, ties
/// up.
@Suite struct DefaultTextSpacingTests {
  /// The distances around a text of the system font at `size` points at `scale`.
  struct Distances {
    let above: Double
    let below: Double

    init(size: Double, scale: Double) {
      let ascender = 1950.0 / 2048 * size
      let descent = 494.0 / 2048 * size
      let capHeight = 1443.0 / 2048 * size
      let line = ascender + descent
      let gap = (line * 0.1 * scale).rounded(.up) / scale
      above = line + gap - ascender
      below = max(line + gap - capHeight, gap + descent)
    }
  }

  /// `value` rounded to the nearest pixel at `scale`, ties up.
  static func pixel(_ value: Double, scale: Double = 2) -> Double {
    (value * scale + 0.5).rounded(.down) / scale
  }

  /// A body line, 20.287 points, rounded up to the pixel at 2x.
  static let bodyHeight = 20.5

  /// `content` in a top-leading column of a 300 × 400 host at `scale`.
  static func column<Content: View>(
    scale: Double = 2, @ViewBuilder _ content: @escaping @MainActor @Sendable () -> Content
  ) throws -> SolvedLayout {
    try hosted(width: 300, height: 400, scale: scale) {
      VStack(alignment: .leading, content: content)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
  }

  @Test func twoTextsSitLineBoxToLineBox() throws {
    let solved = try Self.column {
      Text("First").accessibilityIdentifier("first")
      Text("Second").accessibilityIdentifier("second")
    }
    #expect(try frame("first", in: solved).minY == 0)
    #expect(try frame("second", in: solved).minY == Self.bodyHeight)
  }

  @Test func aViewAboveATextIsTheLineAndGapLessTheAscenderAway() throws {
    let body = Distances(size: 17, scale: 2)
    let solved = try Self.column {
      Color.red.frame(width: 40, height: 20).accessibilityIdentifier("box")
      Text("Below").accessibilityIdentifier("text")
    }
    // 20.287 + 2.5 − 16.187 = 6.601: the text at 26.601, rounded to 26.5.
    #expect(try frame("text", in: solved).minY == Self.pixel(20 + body.above))
  }

  @Test func aViewBelowATextIsTheLineAndGapLessTheCapHeightAway() throws {
    let body = Distances(size: 17, scale: 2)
    let solved = try Self.column {
      Text("Above").accessibilityIdentifier("text")
      Color.red.frame(width: 40, height: 20).accessibilityIdentifier("box")
    }
    // max(22.787 − 11.978, 2.5 + 4.101) = 10.809: the box at 20.5 + 10.809 = 31.309 → 31.5.
    #expect(try frame("box", in: solved).minY == Self.pixel(Self.bodyHeight + body.below))
  }

  @Test func theDistancesGrowWithTheFontAndFollowThePixel() throws {
    let title = Distances(size: 34, scale: 3)
    let solved = try Self.column(scale: 3) {
      Color.red.frame(width: 40, height: 20).accessibilityIdentifier("box")
      Text("Title").font(.largeTitle).accessibilityIdentifier("title")
      Color.blue.frame(width: 40, height: 20).accessibilityIdentifier("under")
    }
    // The large title is 34 points: line 40.574, gap 4.057 → 4.333 at 3x; above it
    // 40.574 + 4.333 − 32.373 = 12.535.
    let titleTop = 20 + title.above
    #expect(try frame("title", in: solved).minY == Self.pixel(titleTop, scale: 3))
    // Its height is its line rounded up to the pixel: 40.574 → 40.667.
    let titleHeight = (2444.0 / 2048 * 34 * 3).rounded(.up) / 3
    #expect(try frame("under", in: solved).minY == Self.pixel(titleTop + titleHeight + title.below, scale: 3))
  }

  @Test func paddingMakesThePaddedEdgesPlain() throws {
    let body = Distances(size: 17, scale: 2)
    let solved = try Self.column {
      Text("Padded below").padding(.bottom, 4).accessibilityIdentifier("padded")
      Color.red.frame(width: 40, height: 20).accessibilityIdentifier("afterPadded")
      Text("Padded across").padding(.horizontal, 10).accessibilityIdentifier("across")
      Color.blue.frame(width: 40, height: 20).accessibilityIdentifier("afterAcross")
    }
    // Padded below, the text's bottom edge is a plain view's: two plain views, 8 apart.
    let afterPadded = Self.bodyHeight + 4 + 8
    #expect(try frame("afterPadded", in: solved).minY == afterPadded)
    // Padded only across, its bottom edge is still a text's: the box 10.809 below it; the text
    // itself 6.601 below the red box.
    let across = Self.pixel(afterPadded + 20 + body.above)
    #expect(try frame("across", in: solved).minY == across)
    #expect(
      try frame("afterAcross", in: solved).minY
        == Self.pixel(afterPadded + 20 + body.above + 20.5 + body.below))
  }

  @Test func aFrameMakesTheEdgesOfTheAxesItSetsPlain() throws {
    let body = Distances(size: 17, scale: 2)
    let solved = try Self.column {
      Text("Tall").frame(height: 30).accessibilityIdentifier("tall")
      Text("After tall").accessibilityIdentifier("afterTall")
      Text("Wide").frame(width: 100).accessibilityIdentifier("wide")
      Text("After wide").accessibilityIdentifier("afterWide")
      Text("Flexible").frame(maxHeight: 40).accessibilityIdentifier("flexible")
      Text("After flexible").accessibilityIdentifier("afterFlexible")
    }
    // A height makes the frame's bottom plain: the next text sits its own 6.601 below it.
    let afterTall = 30 + body.above
    #expect(try frame("afterTall", in: solved).minY == Self.pixel(afterTall))
    // A width only leaves the text's top and bottom: text to text, no gap.
    let wide = afterTall + Self.bodyHeight
    #expect(try frame("wide", in: solved).minY == Self.pixel(wide))
    let afterWide = wide + Self.bodyHeight
    #expect(try frame("afterWide", in: solved).minY == Self.pixel(afterWide))
    // A maximum height sets the vertical axis too: the flexible frame's edges are plain, so it
    // sits 10.809 below the text above it, and the text after it 6.601 below its 40 points.
    let flexible = afterWide + Self.bodyHeight + body.below
    #expect(try frame("flexible", in: solved).minY == Self.pixel(flexible))
    #expect(try frame("afterFlexible", in: solved).minY == Self.pixel(flexible + 40 + body.above))
  }

  @Test func aStackPassesOnTheTextPreferencesOfItsChildrenAcrossItsAxis() throws {
    let body = Distances(size: 17, scale: 2)
    let solved = try Self.column {
      HStack {
        Color.red.frame(width: 20, height: 20)
        Text("Row")
      }
      .accessibilityIdentifier("row")
      Text("Under the row").accessibilityIdentifier("under")
    }
    // The row's bottom edge has the box's 0 above text and the text's own preferences; the text
    // below has its 6.601 above it and its lines: the largest kind that both have is 0 + 6.601.
    let row = try frame("row", in: solved)
    #expect(row.height == Self.bodyHeight)
    #expect(try frame("under", in: solved).minY == Self.pixel(row.height + body.above))
  }

  @Test func textsBesideEachOtherAndSpacersKeepThePlainRules() throws {
    let solved = try hosted(width: 300, height: 100) {
      HStack {
        Text("A").accessibilityIdentifier("a")
        Text("B").accessibilityIdentifier("b")
      }
      .frame(maxWidth: .infinity, alignment: .leading)
    }
    // Text states nothing on its leading and trailing edges: 8 apart, the default.
    let a = try frame("a", in: solved)
    #expect(try frame("b", in: solved).minX == Self.pixel(a.maxX + 8))

    let stacked = try Self.column {
      Text("Top").accessibilityIdentifier("top")
      Spacer().frame(height: 10)
      Text("Bottom").accessibilityIdentifier("bottom")
    }
    // A spacer's 0 is uncategorised, but its frame makes its edges plain: each text sits its own
    // distance from it, 10.809 below the top text and 6.601 above the bottom one.
    let body = Distances(size: 17, scale: 2)
    #expect(
      try frame("bottom", in: stacked).minY == Self.pixel(Self.bodyHeight + body.below + 10 + body.above))
  }
}
