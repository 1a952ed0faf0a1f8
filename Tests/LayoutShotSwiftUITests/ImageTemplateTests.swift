import Foundation
import LayoutShotSwiftUI
import Testing

/// Template and original images: a template image's placeholder is drawn in the foreground
/// style, its box at 20 % and its cross in the colour; an original image's keeps the grey
/// placeholder (Documentation/SwiftUIDrawing.md#template-images).
///
/// Each image is a 40 × 40 placeholder centred in a 60 × 60 host at 1x: its box spans 10...50 and
/// its cross runs along the diagonals, a point wide.
@Suite struct ImageTemplateTests {
  private static let red = [255.0, 59, 48]
  private static let blue = [0.0, 122, 255]
  /// The placeholder's grey box, systemGray5 (229, 229, 234).
  private static let grey = [229, 229, 234]

  /// A 40-point placeholder of `image` drawn in `60 × 60`.
  private func drawn(_ image: Image, in style: Color = .red) throws -> DrawnView {
    try DrawnView(width: 60, height: 60) {
      image.resizable().frame(width: 40, height: 40).foregroundStyle(style)
    }
  }

  /// `color` at `opacity` over white, rounded.
  private func faint(_ color: [Double], _ opacity: Double) -> [Int] { overWhite(color, opacity: opacity) }

  @Test func aSymbolIsATemplateDrawnInTheForegroundStyle() throws {
    let drawn = try drawn(Image(systemName: "star.fill"))
    // (30.5, 12.5) is inside the box, 12.7 points off either diagonal: the red at 20 % over white.
    #expect(drawn.has(faint(Self.red, 0.2), at: 30, 12))
    // (19.5, 19.5) lies on a diagonal: the bar, a point wide, covers all of that pixel but the two
    // corners 0.707 points off it, triangles of 0.0429 each: 0.9142 red over the faint box.
    let box = Self.red.map { overWhite($0, opacity: 0.2) }
    let onBar = zip(Self.red, box).map { Int(($0 * 0.9142 + $1 * 0.0858).rounded()) }
    #expect(drawn.has(onBar, at: 19, 19, tolerance: 3))
  }

  @Test func aTemplateFollowsTheStyleAndAnOriginalKeepsItsGrey() throws {
    let blue = try drawn(Image("glyph").renderingMode(.template), in: .blue)
    #expect(blue.has(faint(Self.blue, 0.2), at: 30, 12))
    let original = try drawn(Image(systemName: "star.fill").renderingMode(.original))
    #expect(original.has(Self.grey, at: 30, 12))
    // A named image is drawn as it is unless asked otherwise.
    let named = try drawn(Image("cover"))
    #expect(named.has(Self.grey, at: 30, 12))
  }

  @Test func capInsetsAreKeptAndThePlaceholderStretchesWhole() throws {
    let drawn = try DrawnView(width: 60, height: 60) {
      Image("bubble")
        .resizable(capInsets: EdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5), resizingMode: .tile)
        .frame(width: 40, height: 40)
    }
    // The whole 40 × 40 box is the placeholder's grey.
    #expect(drawn.has(Self.grey, at: 30, 12))
    #expect(drawn.has(Self.grey, at: 12, 30))
  }
}
