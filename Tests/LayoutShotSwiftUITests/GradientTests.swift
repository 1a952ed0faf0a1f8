import Foundation
import LayoutShotSwiftUI
import Testing

/// Gradients painted over their frame (Documentation/SwiftUIDrawing.md#gradients).
///
/// Black to white, so that a pixel's level is 255 × t, t worked out by hand at the pixel's centre
/// (x + 0.5, y + 0.5). The renderer samples t to 1/1024, so a level may be off by 1 more than
/// rounding.
@Suite struct GradientTests {
  static let blackToWhite = [Color.black, Color.white]

  /// Whether the pixel at (x, y) is the grey of `t`.
  func grey(_ drawn: DrawnView, _ x: Int, _ y: Int, t: Double) -> Bool {
    let level = Int((255 * min(max(t, 0), 1)).rounded())
    return drawn.has([level, level, level], at: x, y, tolerance: 2)
  }

  @Test func aLinearGradientRunsFromItsStartPointToItsEndPoint() throws {
    let drawn = try DrawnView(width: 100, height: 10) {
      LinearGradient(colors: Self.blackToWhite, startPoint: .leading, endPoint: .trailing)
    }
    #expect(grey(drawn, 25, 5, t: 25.5 / 100))
    #expect(grey(drawn, 80, 5, t: 80.5 / 100))
  }

  @Test func stopsPlaceTheirColours() throws {
    // Black until 0.5, then to white at 1: t at x is (x/100 − 0.5) / 0.5.
    let drawn = try DrawnView(width: 100, height: 10) {
      Rectangle().fill(
        LinearGradient(
          stops: [.init(color: .black, location: 0.5), .init(color: .white, location: 1)],
          startPoint: .leading,
          endPoint: .trailing))
    }
    #expect(drawn.has([0, 0, 0], at: 30, 5))
    #expect(grey(drawn, 75, 5, t: (75.5 / 100 - 0.5) / 0.5))
  }

  @Test func aRadialGradientRunsBetweenItsRadiiInPoints() throws {
    // Round (50, 50), white at 10 points out, black at 50: t = (d − 10) / 40; level 255 (1 − t).
    let drawn = try DrawnView(width: 100, height: 100) {
      RadialGradient(colors: [.white, .black], center: .center, startRadius: 10, endRadius: 50)
    }
    let distance = (30.5 * 30.5 + 0.5 * 0.5).squareRoot()
    #expect(grey(drawn, 80, 50, t: 1 - (distance - 10) / 40))
    #expect(drawn.has([255, 255, 255], at: 52, 50))
    #expect(drawn.has([0, 0, 0], at: 98, 98))
  }

  @Test func anEllipticalGradientFollowsTheFramesShape() throws {
    // 200 × 100: the ellipse of fraction 0.5 reaches the edges, radii 100 and 50; at (150.5, 50.5)
    // the ellipse radius is √((50.5/100)² + (0.5/50)²).
    let drawn = try DrawnView(width: 200, height: 100) {
      EllipticalGradient(colors: [.white, .black])
    }
    let r = ((50.5 / 100) * (50.5 / 100) + (0.5 / 50) * (0.5 / 50)).squareRoot()
    #expect(grey(drawn, 150, 50, t: 1 - r))
    // Straight down the same fraction of the height: the same grey.
    let down = ((0.5 / 100) * (0.5 / 100) + (25.5 / 50) * (25.5 / 50)).squareRoot()
    #expect(grey(drawn, 100, 75, t: 1 - down))
  }

  @Test func anAngularGradientTurnsClockwiseFromTheTrailingSide() throws {
    // Round (50, 50), a whole turn from 0°: t = angle / 360°, the angle clockwise from the right.
    let drawn = try DrawnView(width: 100, height: 100) {
      AngularGradient(colors: Self.blackToWhite, center: .center)
    }
    let below = atan2(30.5, 0.5) / (2 * .pi)
    let above = (2 * .pi + atan2(-30.5, 0.5)) / (2 * .pi)
    #expect(grey(drawn, 50, 80, t: below))
    #expect(grey(drawn, 50, 19, t: above))
  }

  @Test func anAngularGradientBetweenTwoAngles() throws {
    // From 90° (down) to 180° (left): t = (angle − 90°) / 90°; past 180°, round to 90° again,
    // the last colour.
    let drawn = try DrawnView(width: 100, height: 100) {
      AngularGradient(
        colors: Self.blackToWhite, center: .center, startAngle: .degrees(90), endAngle: .degrees(180))
    }
    let angle = atan2(20.5, -19.5) * 180 / .pi
    #expect(grey(drawn, 30, 70, t: (angle - 90) / 90))
    #expect(drawn.has([255, 255, 255], at: 80, 30))
  }

  @Test func aColoursGradientLightensItsTop() throws {
    // Black's gradient: from a sixth of the way to white (42.5) at the top to black at the bottom.
    let drawn = try DrawnView(width: 10, height: 100) {
      Rectangle().fill(Color.black.gradient)
    }
    let top = 255.0 / 6
    #expect(grey(drawn, 5, 0, t: top * (1 - 0.5 / 100) / 255))
    #expect(grey(drawn, 5, 50, t: top * (1 - 50.5 / 100) / 255))
  }

  @Test func aGradientFillsOnlyItsShape() throws {
    // A circle of radius 50 filled with a gradient: the corners stay white, the middle is grey.
    let drawn = try DrawnView(width: 100, height: 100) {
      Circle().fill(LinearGradient(colors: [.black, .black], startPoint: .top, endPoint: .bottom))
    }
    #expect(drawn.has([0, 0, 0], at: 50, 50))
    #expect(drawn.has([255, 255, 255], at: 3, 3))
  }
}
