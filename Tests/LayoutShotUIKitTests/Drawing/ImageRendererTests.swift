import Foundation
import LayoutShot
import LayoutShotTestSupport
import LayoutShotUIKit
import Raster
import Testing

/// `UIGraphicsImageRenderer` and the Core Graphics calls drawn through it: every image is decoded
/// from the PNG the renderer made, and its pixels are checked against the shapes drawn, whose
/// edges lie on whole pixels so that each pixel is either covered or not.
@MainActor
@Suite("Drawing into images")
struct ImageRendererTests {
  static let red = [255, 0, 0, 255]
  static let blue = [0, 0, 255, 255]
  static let clear = [0, 0, 0, 0]

  /// A renderer of `width` × `height` points at `scale`.
  static func renderer(width: CGFloat = 10, height: CGFloat = 10, scale: CGFloat = 1, opaque: Bool = false)
    -> UIGraphicsImageRenderer
  {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    format.opaque = opaque
    return UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format)
  }

  /// The pixels of `image`.
  static func pixels(_ image: UIImage) throws -> Raster.Image {
    let data = try #require(image.layoutShotImage.pngData)
    return try Raster.Image(pngData: [UInt8](data))
  }

  /// The RGBA of the pixel at (`x`, `y`).
  static func pixel(_ image: Raster.Image, _ x: Int, _ y: Int) -> [Int] {
    let pixel = image.pixel(x: x, y: y)
    return [Int(pixel.red), Int(pixel.green), Int(pixel.blue), Int(pixel.alpha)]
  }

  @Test func aFilledRectangleIsARealImageAtTheFormatsScale() throws {
    let image = Self.renderer(scale: 2).image { context in
      UIColor.red.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
    }
    #expect(!image.isPlaceholder)
    #expect(image.size == CGSize(width: 10, height: 10) && image.scale == 2)
    let pixels = try Self.pixels(image)
    // 10 points at 2x are 20 pixels; the left half (pixels 0 to 9) is red, the rest transparent.
    #expect(pixels.width == 20 && pixels.height == 20)
    #expect(Self.pixel(pixels, 9, 10) == Self.red)
    #expect(Self.pixel(pixels, 10, 10) == Self.clear)
  }

  @Test func anOpaqueImageStartsBlack() throws {
    let image = Self.renderer(opaque: true).image { context in
      context.cgContext.setFillColor(UIColor.blue.cgColor)
      context.cgContext.fill(CGRect(x: 5, y: 0, width: 5, height: 10))
    }
    let pixels = try Self.pixels(image)
    #expect(Self.pixel(pixels, 2, 5) == [0, 0, 0, 255])
    #expect(Self.pixel(pixels, 7, 5) == Self.blue)
  }

  @Test func aStrokedRectangleIsCentredOnItsEdges() throws {
    let image = Self.renderer().image { context in
      let cg = context.cgContext
      cg.setStrokeColor(UIColor.blue.cgColor)
      cg.setLineWidth(2)
      cg.stroke(CGRect(x: 2, y: 2, width: 6, height: 6))
    }
    let pixels = try Self.pixels(image)
    // The band runs from 1 to 3 and from 7 to 9 on each axis.
    #expect(Self.pixel(pixels, 0, 5) == Self.clear)
    #expect(Self.pixel(pixels, 1, 5) == Self.blue && Self.pixel(pixels, 2, 5) == Self.blue)
    #expect(Self.pixel(pixels, 3, 5) == Self.clear && Self.pixel(pixels, 6, 5) == Self.clear)
    #expect(Self.pixel(pixels, 7, 5) == Self.blue && Self.pixel(pixels, 8, 5) == Self.blue)
    #expect(Self.pixel(pixels, 9, 5) == Self.clear)
    #expect(Self.pixel(pixels, 5, 1) == Self.blue && Self.pixel(pixels, 5, 8) == Self.blue)
  }

  @Test func linesAndCurvesAreStrokedWithTheContextsLineSettings() throws {
    let image = Self.renderer().image { context in
      let cg = context.cgContext
      cg.setStrokeColor(UIColor.red.cgColor)
      cg.setLineWidth(2)
      cg.move(to: CGPoint(x: 0, y: 5))
      cg.addLine(to: CGPoint(x: 10, y: 5))
      cg.strokePath()
      // A quadratic arch, y = 6t(1 - t) at x = 10t, from (0, 0) through its peak at (5, 1.5) back
      // to (10, 0), 2 points wide: over x 4 to 6 its centre stays within y 1.44 to 1.5.
      cg.setLineCap(.round)
      cg.move(to: CGPoint(x: 0, y: 0))
      cg.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 3))
      cg.strokePath()
    }
    let pixels = try Self.pixels(image)
    // The line's band runs from y 4 to 6: rows 4 and 5, and nothing above or below.
    #expect(Self.pixel(pixels, 5, 4) == Self.red && Self.pixel(pixels, 5, 5) == Self.red)
    #expect(Self.pixel(pixels, 5, 6) == Self.clear)
    // Over x 4 to 6 the arch's band covers y 1.5 - 1 to 1.44 + 1: pixel row 1 wholly, row 3 not at all.
    #expect(Self.pixel(pixels, 5, 1) == Self.red)
    #expect(Self.pixel(pixels, 5, 3) == Self.clear)
  }

  @Test func anArcTurnsTheWayCoreGraphicsTurnsInAFlippedContext() throws {
    let image = Self.renderer().image { context in
      let cg = context.cgContext
      cg.setFillColor(UIColor.red.cgColor)
      // Counterclockwise with y upward from angle 0 to π passes π/2, which is y + 4: on the screen,
      // below the centre. The line from the centre and the close make a half disc.
      cg.move(to: CGPoint(x: 5, y: 5))
      cg.addArc(center: CGPoint(x: 5, y: 5), radius: 4, startAngle: 0, endAngle: .pi, clockwise: false)
      cg.closePath()
      cg.fillPath()
    }
    let pixels = try Self.pixels(image)
    #expect(Self.pixel(pixels, 4, 6) == Self.red && Self.pixel(pixels, 5, 7) == Self.red)
    #expect(Self.pixel(pixels, 4, 3) == Self.clear && Self.pixel(pixels, 5, 2) == Self.clear)
  }

  @Test func aDashedBezierPathStrokesItsDashesOnly() throws {
    let image = Self.renderer().image { _ in
      UIColor.red.setStroke()
      let path = UIBezierPath()
      path.move(to: CGPoint(x: 0, y: 5))
      path.addLine(to: CGPoint(x: 10, y: 5))
      path.lineWidth = 2
      let dashes: [CGFloat] = [2, 2]
      path.setLineDash(dashes, count: 2, phase: 0)
      path.stroke()
    }
    let pixels = try Self.pixels(image)
    // Dashes over x 0–2, 4–6 and 8–10, gaps over 2–4 and 6–8, on rows 4 and 5.
    #expect(Self.pixel(pixels, 0, 4) == Self.red && Self.pixel(pixels, 1, 5) == Self.red)
    #expect(Self.pixel(pixels, 2, 4) == Self.clear && Self.pixel(pixels, 3, 5) == Self.clear)
    #expect(Self.pixel(pixels, 4, 4) == Self.red && Self.pixel(pixels, 5, 5) == Self.red)
    #expect(Self.pixel(pixels, 6, 4) == Self.clear && Self.pixel(pixels, 7, 5) == Self.clear)
    #expect(Self.pixel(pixels, 8, 4) == Self.red && Self.pixel(pixels, 9, 5) == Self.red)
  }

  @Test func transformsMoveWhatIsDrawnAndRestoringUndoesThem() throws {
    let image = Self.renderer().image { context in
      let cg = context.cgContext
      cg.saveGState()
      cg.translateBy(x: 5, y: 0)
      cg.scaleBy(x: 1, y: 0.5)
      UIColor.red.setFill()
      UIRectFill(CGRect(x: 0, y: 0, width: 5, height: 10))
      cg.restoreGState()
      // Back in the untransformed space, the colour restored to black.
      cg.fill(CGRect(x: 0, y: 9, width: 1, height: 1))
    }
    let pixels = try Self.pixels(image)
    // Moved 5 right and squeezed to the top half.
    #expect(Self.pixel(pixels, 7, 2) == Self.red)
    #expect(Self.pixel(pixels, 7, 6) == Self.clear)
    #expect(Self.pixel(pixels, 2, 2) == Self.clear)
    #expect(Self.pixel(pixels, 0, 9) == [0, 0, 0, 255])
  }

  @Test func aClipHoldsUntilTheStateIsRestored() throws {
    let image = Self.renderer().image { context in
      let cg = context.cgContext
      cg.saveGState()
      context.clip(to: CGRect(x: 0, y: 0, width: 5, height: 10))
      UIColor.red.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
      cg.restoreGState()
      UIColor.blue.setFill()
      context.fill(CGRect(x: 0, y: 5, width: 10, height: 5))
    }
    let pixels = try Self.pixels(image)
    #expect(Self.pixel(pixels, 2, 2) == Self.red && Self.pixel(pixels, 7, 2) == Self.clear)
    #expect(Self.pixel(pixels, 2, 7) == Self.blue && Self.pixel(pixels, 7, 7) == Self.blue)
  }

  @Test func aBezierOvalFillsAndABezierRectangleStrokes() throws {
    let oval = try Self.pixels(
      Self.renderer().image { _ in
        UIColor.red.setFill()
        UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10)).fill()
      })
    // The middle is inside the circle; the corner pixel is outside: its nearest point, (1, 1), is
    // √32 ≈ 5.66 from the centre, beyond the radius of 5.
    #expect(Self.pixel(oval, 5, 5) == Self.red)
    #expect(Self.pixel(oval, 0, 0) == Self.clear)
    let frame = try Self.pixels(
      Self.renderer().image { _ in
        UIColor.blue.setStroke()
        UIBezierPath(rect: CGRect(x: 0.5, y: 0.5, width: 9, height: 9)).stroke()
      })
    // A 1-point stroke centred on edges half a point in: the outermost ring of pixels.
    #expect(Self.pixel(frame, 0, 5) == Self.blue && Self.pixel(frame, 9, 5) == Self.blue)
    #expect(Self.pixel(frame, 5, 0) == Self.blue && Self.pixel(frame, 0, 0) == Self.blue)
    #expect(Self.pixel(frame, 1, 5) == Self.clear && Self.pixel(frame, 5, 5) == Self.clear)
  }

  @Test func theOldImageContextFunctionsDrawIntoTheCurrentContext() throws {
    #expect(UIGraphicsGetCurrentContext() == nil)
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 4), false, 3)
    #expect(UIGraphicsGetCurrentContext() != nil)
    UIColor.red.setFill()
    UIRectFrame(CGRect(x: 0, y: 0, width: 4, height: 4))
    let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
    UIGraphicsEndImageContext()
    #expect(UIGraphicsGetCurrentContext() == nil)
    #expect(image.size == CGSize(width: 4, height: 4) && image.scale == 3)
    let pixels = try Self.pixels(image)
    // A 1-point frame inside the 4-point square: 3 pixels at 3x, then the inside is empty.
    #expect(pixels.width == 12)
    #expect(Self.pixel(pixels, 2, 6) == Self.red)
    #expect(Self.pixel(pixels, 3, 6) == Self.clear)
  }

  @Test func drawnTextLeavesInkOnlyWhereItsLineIs() throws {
    let font = UIFont.systemFont(ofSize: 20)
    let size = "Hi".size(withAttributes: [.font: font])
    let image = Self.renderer(width: 60, height: 60).image { _ in
      "Hi".draw(at: CGPoint(x: 10, y: 20), withAttributes: [.font: font, .foregroundColor: UIColor.blue])
    }
    let pixels = try Self.pixels(image)
    let inside = pixels.pixels(
      x: 10..<(10 + Double(size.width)), y: 20..<(20 + Double(size.height)), scale: 1)
    #expect(inside.contains(Self.blue))
    #expect(pixels.pixels(x: 0..<60, y: 0..<20, scale: 1).allSatisfy { $0 == Self.clear })
    #expect(pixels.pixels(x: 0..<10, y: 0..<60, scale: 1).allSatisfy { $0 == Self.clear })
  }

  @Test func anImageDrawnIntoAnotherKeepsItsPixels() throws {
    let dot = Self.renderer(width: 2, height: 2).image { context in
      UIColor.red.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
    }
    let image = Self.renderer().image { _ in
      dot.draw(at: CGPoint(x: 4, y: 4))
      UIImage(systemName: "star")?.draw(in: CGRect(x: 0, y: 0, width: 2, height: 2))
    }
    let pixels = try Self.pixels(image)
    #expect(Self.pixel(pixels, 4, 4) == Self.red && Self.pixel(pixels, 5, 5) == Self.red)
    #expect(Self.pixel(pixels, 6, 6) == Self.clear)
    // A symbol LayoutShot has no pixels for draws its placeholder box.
    #expect(Self.pixel(pixels, 0, 0)[3] == 255)
  }

  /// A 2 × 2-point image, red on its top row and blue on its bottom one.
  static func redOverBlue() -> UIImage {
    renderer(width: 2, height: 2).image { context in
      UIColor.red.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
      UIColor.blue.setFill()
      context.fill(CGRect(x: 0, y: 1, width: 2, height: 1))
    }
  }

  @Test func aCGImageDrawsUpsideDownInAUIKitContextAndUprightOnceTheContextIsFlipped() throws {
    let cgImage = try #require(Self.redOverBlue().cgImage)
    // Core Graphics draws an image with its top row at the rectangle's greatest y in user space;
    // a UIKit context's y axis points down, so that row lands at the bottom: blue on top.
    let plain = try Self.pixels(
      Self.renderer(width: 2, height: 2).image { context in
        context.cgContext.draw(cgImage, in: CGRect(x: 0, y: 0, width: 2, height: 2))
      })
    #expect(Self.pixel(plain, 0, 0) == Self.blue && Self.pixel(plain, 1, 1) == Self.red)
    // The usual fix, flipping the context about its height, draws it upright.
    let flipped = try Self.pixels(
      Self.renderer(width: 2, height: 2).image { context in
        context.cgContext.translateBy(x: 0, y: 2)
        context.cgContext.scaleBy(x: 1, y: -1)
        context.cgContext.draw(cgImage, in: CGRect(x: 0, y: 0, width: 2, height: 2))
      })
    #expect(Self.pixel(flipped, 0, 0) == Self.red && Self.pixel(flipped, 1, 1) == Self.blue)
    // A UIImage draws upright in a UIKit context, and upside down in the flipped one.
    let uiImage = try Self.pixels(
      Self.renderer(width: 2, height: 2).image { context in
        context.cgContext.translateBy(x: 0, y: 2)
        context.cgContext.scaleBy(x: 1, y: -1)
        Self.redOverBlue().draw(in: CGRect(x: 0, y: 0, width: 2, height: 2))
      })
    #expect(Self.pixel(uiImage, 0, 0) == Self.blue && Self.pixel(uiImage, 0, 1) == Self.red)
  }

  @Test func aTiledCGImageFillsTheContextInCopiesLinedUpWithItsRectangle() throws {
    let cgImage = try #require(Self.redOverBlue().cgImage)
    // Tiles 2 × 2 points from (1, 1): rows of tiles at y = −1, 1, 3, 5…, each upside down (blue
    // on its top point row, red on its bottom one), so y = 0 is the red bottom of the tile at −1,
    // y = 1 the blue top of the next, y = 2 its red bottom.
    let tiled = try Self.pixels(
      Self.renderer(width: 6, height: 6).image { context in
        context.cgContext.draw(cgImage, in: CGRect(x: 1, y: 1, width: 2, height: 2), byTiling: true)
      })
    for x in 0..<6 {
      #expect(Self.pixel(tiled, x, 0) == Self.red, "column \(x)")
      #expect(Self.pixel(tiled, x, 1) == Self.blue, "column \(x)")
      #expect(Self.pixel(tiled, x, 2) == Self.red, "column \(x)")
      #expect(Self.pixel(tiled, x, 5) == Self.blue, "column \(x)")
    }
    // Without tiling only the rectangle is drawn.
    let once = try Self.pixels(
      Self.renderer(width: 6, height: 6).image { context in
        context.cgContext.draw(cgImage, in: CGRect(x: 1, y: 1, width: 2, height: 2))
      })
    #expect(Self.pixel(once, 0, 0) == Self.clear && Self.pixel(once, 4, 4) == Self.clear)
    #expect(Self.pixel(once, 1, 1) == Self.blue && Self.pixel(once, 2, 2) == Self.red)
  }

  @Test func aRendererOfNoSizeGivesAnEmptyImageAndRunsItsActions() {
    var ran = false
    let image = UIGraphicsImageRenderer(size: .zero).image { _ in ran = true }
    #expect(ran)
    #expect(image.size == .zero)
  }

  @Test func aBoundsRendererDrawsFromItsOrigin() throws {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let renderer = UIGraphicsImageRenderer(
      bounds: CGRect(x: 10, y: 10, width: 10, height: 10), format: format)
    #expect(renderer.format.bounds == CGRect(x: 10, y: 10, width: 10, height: 10))
    let image = renderer.image { context in
      #expect(context.format.scale == 1)
      UIColor.red.setFill()
      context.fill(CGRect(x: 10, y: 10, width: 5, height: 5))
    }
    let pixels = try Self.pixels(image)
    #expect(Self.pixel(pixels, 0, 0) == Self.red && Self.pixel(pixels, 5, 5) == Self.clear)
  }

  @Test func fillingARectangleEmptiesTheCurrentPath() throws {
    let image = Self.renderer().image { context in
      let cg = context.cgContext
      cg.setFillColor(UIColor.red.cgColor)
      cg.addRect(CGRect(x: 5, y: 0, width: 5, height: 10))
      // As in Core Graphics, this clears the rectangle added above.
      cg.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
      #expect(cg.isPathEmpty)
      cg.fillPath()
    }
    let pixels = try Self.pixels(image)
    #expect(Self.pixel(pixels, 2, 5) == Self.red && Self.pixel(pixels, 7, 5) == Self.clear)
  }
}
