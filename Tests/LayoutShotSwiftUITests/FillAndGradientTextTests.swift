import Foundation
import LayoutShotSwiftUI
import Testing

/// Filled trimmed shapes and text in a gradient, drawn at 1x over white.
///
/// A filled trimmed shape fills its trimmed outline, closed by a straight line; text in a gradient
/// has its glyphs filled with the gradient spread over its frame
/// (Documentation/SwiftUIDrawing.md#shapes, #text-in-a-gradient).
@Suite struct FillAndGradientTextTests {
  private static let black = [0, 0, 0], white = [255, 255, 255]

  @Test func aTrimmedCircleFillsTheTrimmedPartClosedByItsChord() throws {
    // An 80-point circle centred in 100 × 100 (10...90); its path starts at the trailing point
    // (90, 50) and runs clockwise on the screen, so its first half is the lower half, closed by
    // the diameter y = 50.
    let lower = try DrawnView(width: 100, height: 100) {
      Circle().trim(from: 0, to: 0.5).fill(Color.black).frame(width: 80, height: 80)
    }
    #expect(lower.has(Self.black, at: 50, 70))
    #expect(lower.has(Self.black, at: 20, 52))
    #expect(lower.has(Self.white, at: 50, 30))
    #expect(lower.has(Self.white, at: 20, 47))
    // From a quarter to three quarters: bottom, leading, top — the leading half, closed by x = 50.
    let leading = try DrawnView(width: 100, height: 100) {
      Circle().trim(from: 0.25, to: 0.75).fill(Color.black).frame(width: 80, height: 80)
    }
    #expect(leading.has(Self.black, at: 30, 50))
    #expect(leading.has(Self.white, at: 70, 50))
    // Untrimmed, the whole disc.
    let whole = try DrawnView(width: 100, height: 100) {
      Circle().fill(Color.black).frame(width: 80, height: 80)
    }
    #expect(whole.has(Self.black, at: 50, 30) && whole.has(Self.black, at: 70, 50))
  }

  @Test func textInAGradientIsFilledWithItAcrossItsFrame() throws {
    let drawn = try DrawnView(width: 300, height: 120) {
      Text("IIII").font(.system(size: 80, weight: .bold))
        .foregroundStyle(
          LinearGradient(
            colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)],
            startPoint: .leading,
            endPoint: .trailing)
        )
        .accessibilityIdentifier("text")
    }
    let frame = try frame("text", in: drawn.solved)
    // The row through the middle of the capitals: 80 × 1443 / 2048 = 56.4 points tall, standing
    // on the baseline 80 × 1950 / 2048 = 76.2 below the text's top (its ascender).
    let row = Int(frame.minY + 80 * 1950 / 2048 - 80 * 1443 / 2048 / 2)
    // The stems are the runs of ink along the row; a pixel two in from a stem's edge is covered
    // whole, so it is the gradient's colour at its centre: red (1 − t) and blue t, t the share of
    // the frame's width to its left.
    var stems: [[Int]] = []
    var run: [Int] = []
    for x in Int(frame.minX)..<Int(frame.maxX.rounded(.up)) {
      if drawn.rgb(x, row) != Self.white {
        run.append(x)
      } else if !run.isEmpty {
        stems.append(run)
        run = []
      }
    }
    if !run.isEmpty { stems.append(run) }
    #expect(stems.count == 4)
    for stem in stems where stem.count >= 5 {
      let x = stem[stem.count / 2]
      let t = (Double(x) + 0.5 - frame.minX) / frame.width
      let expected = [Int((255 * (1 - t)).rounded()), 0, Int((255 * t).rounded())]
      #expect(
        drawn.has(expected, at: x, row, tolerance: 2), "stem at \(x): \(drawn.rgb(x, row)) not \(expected)")
    }
    // The last stem is mostly blue, not the gradient's first colour.
    let last = try #require(stems.last)
    let colour = drawn.rgb(last[last.count / 2], row)
    #expect(colour[2] > colour[0])
  }
}
