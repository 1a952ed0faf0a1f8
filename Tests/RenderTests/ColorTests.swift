import Render
import Testing

/// The 8-bit red, green and blue levels of a colour, as Apple's tables print them.
private func levels(_ color: Color) -> [Int] {
  [color.red, color.green, color.blue].map { Int(($0 * 255).rounded()) }
}

@Suite struct ColorTests {
  // MARK: Hex codes

  @Test func hexWithAndWithoutHashAndAlpha() throws {
    let blue = try #require(Color(hex: "#007AFF"))
    #expect(levels(blue) == [0, 122, 255])
    #expect(blue.alpha == 1)
    let lowercase = try #require(Color(hex: "007aff80"))
    #expect(levels(lowercase) == [0, 122, 255])
    #expect(lowercase.alpha == 128.0 / 255)
  }

  @Test(arguments: [
    "", "#", "#12345", "#1234567", "#123456789", "#GGGGGG", "#07F", "#07FA",
    // Characters Int parsing would accept, or that only look like hex digits.
    "+12345", "-12345", "#+1234567", " 007AFF", "#007AFF ", "#00７AFF", "0x007AFF",
  ])
  func badHexIsNil(_ text: String) {
    #expect(Color(hex: text) == nil)
  }

  @Test func hexDescriptionClampsAndRounds() {
    #expect(Color(red: 1, green: 0.5, blue: 0, alpha: 1).hexDescription == "#FF8000FF")
    #expect(Color(red: 2, green: -1, blue: .nan, alpha: 0.2).hexDescription == "#FF000033")
    #expect(Color(hex: "#12abEF7f")?.description == "#12ABEF7F")
  }

  // MARK: System colours against Apple's published light values

  /// The HIG's iOS system colours, "Default (light)" column (iOS 15-18), as hex codes.
  static let tints: [(Color, String)] = [
    (.systemRed, "#FF3B30"), (.systemOrange, "#FF9500"), (.systemYellow, "#FFCC00"),
    (.systemGreen, "#34C759"), (.systemMint, "#00C7BE"), (.systemTeal, "#30B0C7"),
    (.systemCyan, "#32ADE6"), (.systemBlue, "#007AFF"), (.systemIndigo, "#5856D6"),
    (.systemPurple, "#AF52DE"), (.systemPink, "#FF2D55"), (.systemBrown, "#A2845E"),
    (.systemGray, "#8E8E93"), (.systemGray2, "#AEAEB2"), (.systemGray3, "#C7C7CC"),
    (.systemGray4, "#D1D1D6"), (.systemGray5, "#E5E5EA"), (.systemGray6, "#F2F2F7"),
  ]

  @Test func systemTintsAndGreysMatchTheHIG() throws {
    for (color, hex) in Self.tints {
      let expected = try #require(Color(hex: hex))
      #expect(levels(color) == levels(expected), "\(color) should be \(hex)")
      #expect(color.alpha == 1)
    }
  }

  @Test func elementColoursMatchUIKitsLightValues() {
    // (color, red, green, blue, alpha) as UIKit resolves them in the light appearance.
    let expectations: [(Color, [Int], Double)] = [
      (.label, [0, 0, 0], 1), (.secondaryLabel, [60, 60, 67], 0.6),
      (.tertiaryLabel, [60, 60, 67], 0.3), (.quaternaryLabel, [60, 60, 67], 0.18),
      (.placeholderText, [60, 60, 67], 0.3), (.link, [0, 122, 255], 1),
      (.systemFill, [120, 120, 128], 0.2), (.secondarySystemFill, [120, 120, 128], 0.16),
      (.tertiarySystemFill, [118, 118, 128], 0.12), (.quaternarySystemFill, [116, 116, 128], 0.08),
      (.systemBackground, [255, 255, 255], 1), (.secondarySystemBackground, [242, 242, 247], 1),
      (.tertiarySystemBackground, [255, 255, 255], 1), (.systemGroupedBackground, [242, 242, 247], 1),
      (.secondarySystemGroupedBackground, [255, 255, 255], 1),
      (.tertiarySystemGroupedBackground, [242, 242, 247], 1),
      (.separator, [60, 60, 67], 0.29), (.opaqueSeparator, [198, 198, 200], 1),
    ]
    for (color, rgb, alpha) in expectations {
      #expect(levels(color) == rgb)
      #expect(color.alpha == alpha)
    }
  }

  @Test func uiKitFixedColours() {
    #expect(Color.orange == Color(red: 1, green: 0.5, blue: 0))
    #expect(Color.brown == Color(red: 0.6, green: 0.4, blue: 0.2))
    #expect(Color.darkGray.red == 1.0 / 3 && Color.darkGray.blue == 1.0 / 3)
    #expect(Color.clear.alpha == 0)
    #expect(Color.lightText == Color(red: 1, green: 1, blue: 1, alpha: 0.6))
  }

  // MARK: Names

  @Test func lookupByNameIgnoresCaseAndAcceptsHex() {
    #expect(Color(named: "systemBlue") == .systemBlue)
    #expect(Color(named: "SECONDARYLABEL") == .secondaryLabel)
    #expect(Color(named: "#FF000080") == Color(red: 1, green: 0, blue: 0, alpha: 128.0 / 255))
    #expect(Color(named: "blurple") == nil)
    #expect(Color(named: "") == nil)
  }

  @Test func namesAreUniqueAndEachNamesItsColour() {
    let names = Color.named.map { $0.name.lowercased() }
    #expect(Set(names).count == names.count)
    #expect(Color.named.first { $0.name == "systemGray4" }?.color == .systemGray4)
    #expect(Color.named.count == 17 + 18 + 6 + 4 + 6 + 2)
  }
}
