import Foundation
import LayoutShot
import LayoutShotSwiftUI
import Testing

/// Font designs and tabular digits (Documentation/SwiftUIDrawing.md#font-designs).
///
/// The bundled system font's digits are proportional; set tabular, each takes the advance of its
/// widest digit, read here from the font's own advance widths. Widths are rounded up to the pixel
/// at 2x.
@Suite struct FontDesignTests {
  /// The width of `count` tabular digits at `size` points: the widest digit's advance and the
  /// font's tracking, each.
  static func tabularWidth(digits count: Int, size: Double) throws -> Double {
    let font = try FontRegistry.shared.font(weight: .regular)
    let widest = "0123456789".unicodeScalars.compactMap { font.glyph(for: $0) }.map { font.advance(of: $0) }
      .max()
    let advance = try #require(widest) * size / Double(font.unitsPerEm)
    return Double(count) * (advance + font.tracking.points(atSize: size))
  }

  @Test func theBundledDigitsAreProportional() throws {
    // What makes monospacedDigit() more than a no-op: "1" is narrower than "4".
    let font = try FontRegistry.shared.font(weight: .regular)
    let one = try #require(font.glyph(for: "1")), four = try #require(font.glyph(for: "4"))
    #expect(font.advance(of: one) < font.advance(of: four))
  }

  @Test func monospacedDigitGivesEveryDigitTheWidestDigitsAdvance() throws {
    let solved = try hosted(width: 400, height: 300) {
      VStack {
        Text("1111").accessibilityIdentifier("proportional")
        Text("1111").monospacedDigit().accessibilityIdentifier("text")
        Text("1111").font(.body.monospacedDigit()).accessibilityIdentifier("font")
        VStack { Text("1111") }.monospacedDigit().accessibilityIdentifier("below")
        Text("4444").monospacedDigit().accessibilityIdentifier("widest")
      }
    }
    let tabular = TextSpacingTests.pixelCeiling(try Self.tabularWidth(digits: 4, size: 17))
    #expect(
      try frame("proportional", in: solved).width
        == TextSpacingTests.pixelCeiling(try TextSpacingTests.width("1111", size: 17)))
    #expect(try frame("proportional", in: solved).width < tabular)
    #expect(try frame("text", in: solved).width == tabular)
    #expect(try frame("font", in: solved).width == tabular)
    #expect(try frame("below", in: solved).width == tabular)
    #expect(try frame("widest", in: solved).width == tabular)
  }

  @Test func theMonospacedDesignHasTabularDigits() throws {
    let solved = try hosted(width: 400, height: 300) {
      VStack {
        Text("1111").font(.system(size: 20, design: .monospaced)).accessibilityIdentifier("system")
        Text("1111").font(.system(size: 20).monospaced()).accessibilityIdentifier("font")
        Text("1111").font(.system(size: 20)).monospaced().accessibilityIdentifier("text")
        Text("1111").font(.system(size: 20)).fontDesign(.monospaced).accessibilityIdentifier("design")
        VStack { Text("1111").font(.system(size: 20)) }.monospaced().accessibilityIdentifier("below")
        Text("`1111`").font(.system(size: 20)).accessibilityIdentifier("code")
      }
    }
    let tabular = TextSpacingTests.pixelCeiling(try Self.tabularWidth(digits: 4, size: 20))
    for name in ["system", "font", "text", "design", "below", "code"] {
      #expect(try frame(name, in: solved).width == tabular, "\(name)")
    }
  }

  @Test func roundedAndSerifDrawInTheSystemFamily() throws {
    let solved = try hosted(width: 400, height: 300) {
      VStack {
        Text("Rounded 42").font(.system(size: 20, design: .rounded)).accessibilityIdentifier("rounded")
        Text("Rounded 42").font(.system(.title3, design: .serif)).accessibilityIdentifier("serif")
        VStack { Text("Rounded 42").font(.system(size: 20)) }.fontDesign(.rounded).accessibilityIdentifier(
          "below")
      }
    }
    // Stand-ins: the width of the system font at the size (title3 is 20 points at Large).
    let width = TextSpacingTests.pixelCeiling(try TextSpacingTests.width("Rounded 42", size: 20))
    for name in ["rounded", "serif", "below"] {
      #expect(try frame(name, in: solved).width == width, "\(name)")
    }
  }
}
