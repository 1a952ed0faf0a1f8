import Testing

@testable import Render

/// Values and their text, worked out by hand: three decimals, rounded half away from zero.
private let expectedTexts: [(Double, String)] = [
  (0.0, "0"), (-0.0, "0"), (12.0, "12"), (-12.0, "-12"), (12.5, "12.5"), (0.25, "0.25"),
  (1.0 / 3, "0.333"), (2.0 / 3, "0.667"), (-2.0 / 3, "-0.667"), (100.1, "100.1"),
  (0.001, "0.001"), (0.0004, "0"), (-0.0004, "0"), (0.0005, "0.001"), (-0.0005, "-0.001"),
  (2.0000001, "2"), (1.9999999, "2"), (375.12345, "375.123"), (1234567.5, "1234567.5"),
]

@Suite struct SVGNumberFormattingTests {
  @Test(arguments: expectedTexts)
  func fixedDecimals(_ value: Double, _ text: String) {
    #expect(SVGNumberFormatting.text(value) == text)
  }

  @Test func noExponentAndNoNonFiniteText() {
    #expect(SVGNumberFormatting.text(1e20) == "1000000000000")
    #expect(SVGNumberFormatting.text(-1e20) == "-1000000000000")
    #expect(SVGNumberFormatting.text(1e-9) == "0")
    #expect(SVGNumberFormatting.text(.nan) == "0")
    #expect(SVGNumberFormatting.text(.infinity) == "0")
  }

  @Test func opacityIsClamped() {
    #expect(SVGNumberFormatting.opacity(1.5) == "1")
    #expect(SVGNumberFormatting.opacity(-1) == "0")
    #expect(SVGNumberFormatting.opacity(.nan) == "1")
    #expect(SVGNumberFormatting.opacity(0.4) == "0.4")
  }
}
