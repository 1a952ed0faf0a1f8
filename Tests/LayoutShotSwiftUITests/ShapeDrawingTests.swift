import Foundation
import LayoutShotSwiftUI
import Testing

/// Shapes stroked, inset, trimmed and transformed (Documentation/SwiftUIDrawing.md#shapes), drawn
/// at 1 pixel per point over white in a 100 × 100 host they fill.
@Suite struct ShapeDrawingTests {
  static let black = [0, 0, 0]
  static let white = [255, 255, 255]

  @Test func aStrokeIsCentredOnTheOutline() throws {
    // 4 wide on the frame's edge: 2 points inside it (pixels 0 and 1), nothing at 3.
    let drawn = try DrawnView(width: 100, height: 100) { Rectangle().stroke(Color.black, lineWidth: 4) }
    #expect(drawn.has(Self.black, at: 1, 50))
    #expect(drawn.has(Self.white, at: 3, 50))
  }

  @Test func aStrokeBorderLiesInsideTheFrame() throws {
    // Inset by half of 4: the whole width inside, pixels 0 to 3.
    let drawn = try DrawnView(width: 100, height: 100) {
      Rectangle().strokeBorder(Color.black, lineWidth: 4)
    }
    #expect(drawn.has(Self.black, at: 0, 50))
    #expect(drawn.has(Self.black, at: 3, 50))
    #expect(drawn.has(Self.white, at: 4, 50))
  }

  @Test func aCirclesStrokeBorderIsARingInside() throws {
    // Radius 50, 10 wide inside: from 40 to 50 from the centre.
    let drawn = try DrawnView(width: 100, height: 100) { Circle().strokeBorder(Color.black, lineWidth: 10) }
    #expect(drawn.has(Self.black, at: 50, 5))
    #expect(drawn.has(Self.white, at: 50, 15))
  }

  @Test func dashesAlternateAlongTheOutline() throws {
    // The rectangle's outline starts at the top-left corner going right: dashes of 10, gaps of 10
    // along the top edge, 2 points of each inside the frame.
    let drawn = try DrawnView(width: 100, height: 100) {
      Rectangle().stroke(Color.black, style: StrokeStyle(lineWidth: 4, dash: [10, 10]))
    }
    #expect(drawn.has(Self.black, at: 5, 0))
    #expect(drawn.has(Self.white, at: 15, 0))
    #expect(drawn.has(Self.black, at: 25, 0))
  }

  @Test func aTrimmedStrokeDrawsPartOfTheOutline() throws {
    // The first quarter of the 400-point outline is the top edge: drawn; the right edge is not.
    let drawn = try DrawnView(width: 100, height: 100) {
      Rectangle().trim(from: 0, to: 0.25).stroke(Color.black, lineWidth: 4)
    }
    #expect(drawn.has(Self.black, at: 50, 0))
    #expect(drawn.has(Self.white, at: 99, 50))
  }

  @Test func aRoundCapReachesPastTheEnd() throws {
    // A horizontal line from (20, 50) to (80, 50), 10 wide: a round cap covers (17, 50), a butt
    // cap does not.
    func line(_ cap: CGLineCap) throws -> DrawnView {
      try DrawnView(width: 100, height: 100) {
        LinePath().stroke(Color.black, style: StrokeStyle(lineWidth: 10, lineCap: cap))
      }
    }
    #expect(try line(.round).has(Self.black, at: 17, 49))
    #expect(try line(.butt).has(Self.white, at: 17, 49))
    #expect(try line(.butt).has(Self.black, at: 21, 49))
  }

  @Test func anUnevenRoundedRectangleRoundsOnlyItsGivenCorners() throws {
    let drawn = try DrawnView(width: 100, height: 100) {
      UnevenRoundedRectangle(topLeadingRadius: 40).fill(Color.black)
    }
    #expect(drawn.has(Self.white, at: 2, 2))
    #expect(drawn.has(Self.black, at: 97, 2))
    #expect(drawn.has(Self.black, at: 2, 97))
  }

  @Test func anInsetShapeIsSmallerOnEverySide() throws {
    // A circle inset by 10: radius 40 round (50, 50).
    let drawn = try DrawnView(width: 100, height: 100) { Circle().inset(by: 10).fill(Color.black) }
    #expect(drawn.has(Self.white, at: 50, 5))
    #expect(drawn.has(Self.black, at: 50, 15))
  }

  @Test func aCustomShapeDrawsItsPath() throws {
    // A triangle with its apex at the top middle: the bottom corners filled, the top ones not.
    let drawn = try DrawnView(width: 100, height: 100) { Triangle().fill(Color.black) }
    #expect(drawn.has(Self.black, at: 50, 90))
    #expect(drawn.has(Self.white, at: 5, 10))
    #expect(drawn.has(Self.black, at: 5, 98))
  }

  @Test func shapeModifiersMoveThePath() throws {
    // A 100 × 100 rectangle scaled by half about its centre (25...75), then moved 20 right.
    let drawn = try DrawnView(width: 100, height: 100) {
      Rectangle().scale(0.5).offset(x: 20).fill(Color.black)
    }
    #expect(drawn.has(Self.white, at: 30, 50))
    #expect(drawn.has(Self.black, at: 90, 50))
    #expect(drawn.has(Self.white, at: 50, 20))
  }

  @Test func aRotatedShapeTurnsAboutItsCentre() throws {
    // A triangle turned 180°: its apex at the bottom middle.
    let drawn = try DrawnView(width: 100, height: 100) {
      Triangle().rotation(.degrees(180)).fill(Color.black)
    }
    #expect(drawn.has(Self.black, at: 50, 10))
    #expect(drawn.has(Self.white, at: 5, 90))
  }

  @Test func evenOddLeavesTheOverlapEmpty() throws {
    let drawn = try DrawnView(width: 100, height: 100) {
      Rings().fill(Color.black, style: FillStyle(eoFill: true))
    }
    #expect(drawn.has(Self.black, at: 10, 50))
    #expect(drawn.has(Self.white, at: 50, 50))
  }

  @Test func theContainerShapeIsARectangle() throws {
    let drawn = try DrawnView(width: 100, height: 100) { ContainerRelativeShape().fill(Color.black) }
    #expect(drawn.has(Self.black, at: 0, 0))
    #expect(drawn.has(Self.black, at: 99, 99))
  }
}

/// A triangle, apex at the top middle of its frame.
private struct Triangle: Shape {
  func path(in rect: CGRect) -> Path {
    var path = Path()
    path.move(to: CGPoint(x: rect.midX, y: rect.minY))
    path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
    path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
    path.closeSubpath()
    return path
  }
}

/// A line across the middle of its frame, from 20 % to 80 % of its width.
private struct LinePath: Shape {
  func path(in rect: CGRect) -> Path {
    var path = Path()
    path.move(to: CGPoint(x: rect.minX + rect.width * 0.2, y: rect.midY))
    path.addLine(to: CGPoint(x: rect.minX + rect.width * 0.8, y: rect.midY))
    return path
  }
}

/// The frame's outline and a square of half its size in the middle, both the same way round.
private struct Rings: Shape {
  func path(in rect: CGRect) -> Path {
    var path = Path(rect)
    path.addRect(rect.insetBy(dx: rect.width / 4, dy: rect.height / 4))
    return path
  }
}
