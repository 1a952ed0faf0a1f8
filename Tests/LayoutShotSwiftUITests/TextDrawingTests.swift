import Foundation
import LayoutShotSwiftUI
import LayoutShotTestSupport
import Testing

import struct LayoutShot.Rect

/// Text in full (Documentation/SwiftUIDrawing.md#text): runs, markdown, formatted values, case and
/// decorations, read back from the SVG (each run of one colour is a fill whose `data-text` is its
/// characters) and from the pixels.
@Suite struct TextDrawingTests {
  /// The text fills of `content` laid out in 600 × 60: each run's characters and fill colour.
  func runs<Content: View>(@ViewBuilder _ content: @escaping @MainActor @Sendable () -> Content) throws
    -> [(text: String, fill: String)]
  {
    let svg = ParsedSVG(try hosted(width: 600, height: 60, content).svg())
    try #require(svg.error == nil)
    return svg.elements.compactMap { element in
      guard let text = element.attributes["data-text"], let fill = element.attributes["fill"] else {
        return nil
      }
      return (text, fill)
    }
  }

  /// The width `content` takes, proposed no width (its ideal one line), at 1 pixel per point.
  func width<Content: View>(@ViewBuilder _ content: @escaping @MainActor @Sendable () -> Content) throws
    -> Double
  {
    let solved = try hosted(width: 1000, height: 100, scale: 1) {
      content().fixedSize().accessibilityIdentifier("t")
    }
    return try frame("t", in: solved).width
  }

  @Test func joinedTextsKeepTheirOwnColours() throws {
    let drawn = try runs { Text("Total ").foregroundColor(Color(red: 1, green: 0, blue: 0)) + Text("12") }
    #expect(drawn.map(\.text) == ["Total ", "12"])
    #expect(drawn.map(\.fill) == ["#FF0000", "#000000"])
  }

  @Test func joinedTextsKeepTheirOwnWeights() throws {
    // A bold run is wider than the same letters regular; joined, the runs measure what they
    // measure apart (each width rounded up to the point, so within 2 points).
    let mixed = try width { Text("AB") + Text("CD").bold() }
    let parts = try width { Text("AB") } + (try width { Text("CD").bold() })
    #expect(Swift.abs(mixed - parts) <= 2)
    #expect(mixed > (try width { Text("ABCD") }))
  }

  @Test func aModifierOnJoinedTextsAppliesWhereARunSetsNone() throws {
    let drawn = try runs {
      (Text("A").foregroundColor(Color(red: 1, green: 0, blue: 0)) + Text("B")).foregroundColor(
        Color(red: 0, green: 0, blue: 1))
    }
    #expect(drawn.map(\.fill) == ["#FF0000", "#0000FF"])
  }

  @Test func markdownMarkersAreNotShown() throws {
    let drawn = try runs { Text("Read **this** and *that* and `code`, ~~not this~~.") }
    #expect(drawn.map(\.text).joined() == "Read this and that and code, not this.")
  }

  @Test func markdownStylesItsRuns() throws {
    #expect(try width { Text("**Bold**") } == (try width { Text("Bold").bold() }))
    #expect(try width { Text("*Slanted*") } == (try width { Text("Slanted").italic() }))
    #expect(try width { Text("**Bold**") } < (try width { Text(verbatim: "**Bold**") }))
  }

  @Test func aLinkIsDrawnInTheTint() throws {
    // systemBlue #007AFF, the accent colour; an orange tint when set.
    let drawn = try runs { Text("See [the docs](https://example.com) now") }
    #expect(drawn.map(\.text) == ["See ", "the docs", " now"])
    #expect(drawn.map(\.fill) == ["#000000", "#007AFF", "#000000"])
    let tinted = try runs { Text("[Link](https://example.com)").tint(Color(red: 1, green: 0.5, blue: 0)) }
    #expect(tinted.map(\.fill) == ["#FF8000"])
  }

  @Test func ordinaryStarsAndUnderscoresStay() throws {
    let drawn = try runs { Text("2 * 3 * 4 = snake_case_name") }
    #expect(drawn.map(\.text).joined() == "2 * 3 * 4 = snake_case_name")
  }

  @Test func interpolatedValuesAreNotMarkdown() throws {
    let name = "**Ada**"
    let drawn = try runs { Text("Hi \(name)") }
    #expect(drawn.map(\.text).joined() == "Hi **Ada**")
  }

  @Test func markdownAroundAValueStylesIt() throws {
    let name = "Ada"
    #expect(try width { Text("**\(name)**") } == (try width { Text("Ada").bold() }))
  }

  @Test func valuesAreFormatted() throws {
    let drawn = try runs {
      VStack {
        Text("\(3.14159, specifier: "%.2f") km")
        Text("\(42, format: .number)")
        Text(0.5, format: .percent)
      }
    }
    #expect(drawn.map(\.text) == ["3.14 km", "42", "50%"])
  }

  @Test func textCaseChangesTheLetters() throws {
    let drawn = try runs {
      VStack {
        Text("Settings").textCase(.uppercase)
        Text("LOUD").textCase(.lowercase)
      }
    }
    #expect(drawn.map(\.text) == ["SETTINGS", "loud"])
  }

  @Test func theSecondaryStyleOfTextIsALevelOfTheForeground() throws {
    // Blue foreground: its secondary level is blue at 50 %.
    let svg = try hosted(width: 300, height: 60) {
      VStack { Text("Detail").foregroundStyle(.secondary) }.foregroundStyle(Color(red: 0, green: 0, blue: 1))
    }.svg()
    let fill = try #require(ParsedSVG(svg).elements.first { $0.attributes["data-text"] == "Detail" })
    #expect(fill.attributes["fill"] == "#0000FF")
    #expect(fill.attributes["fill-opacity"] == "0.5")
  }

  @Test func anUnderlineRunsUnderTheWholeRun() throws {
    // Body text (17 points) at 1×: its line is 20.287 points (ascent 16.186) in a 21-point frame,
    // centred, so the baseline is 0.357 + 16.186 = 16.543 below the frame's top and the underline
    // (1 point thick, 1 point below the baseline) covers 17.543...18.543: 54 % of pixel row 18,
    // level 255 × 0.457 = 117, across the word. Without it that row is blank ("Under" has no
    // descenders).
    let underlined = try DrawnView(width: 200, height: 40) {
      Text("Under").underline().accessibilityIdentifier("t")
    }
    let plain = try DrawnView(width: 200, height: 40) { Text("Under").accessibilityIdentifier("t") }
    let text = try frame("t", in: underlined.solved)
    let row = Int(text.minY) + 18
    let columns = (Int(text.minX) + 2)..<(Int(text.maxX) - 2)
    let level = Int((255 * (1 - (18.543 - 18))).rounded())
    #expect(columns.allSatisfy { Swift.abs(underlined.rgb($0, row)[0] - level) <= 3 })
    #expect(columns.allSatisfy { plain.rgb($0, row)[0] >= 250 })
  }
}
