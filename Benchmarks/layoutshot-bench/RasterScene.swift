import Foundation
import Raster

/// A phone screen to rasterize: an app screen of cards, avatars, buttons, text-like rows and
/// translucent overlays at @3x, the busy kind of screen a snapshot suite draws most.
///
/// Every shape is fixed (no randomness), so each run draws the same picture.
enum RasterScene {
  /// iPhone 15 Pro-class screen: 393 × 852 points at 3x = 1179 × 2556 pixels.
  static let widthInPoints = 393.0
  static let heightInPoints = 852.0
  static let scale = 3.0
  static var pixelWidth: Int { Int(widthInPoints * scale) }
  static var pixelHeight: Int { Int(heightInPoints * scale) }

  /// One fill of the scene.
  struct Shape {
    let path: Path
    let color: RGBA8
    let rule: FillRule
  }

  /// The shapes, back to front.
  static let shapes: [Shape] = {
    var shapes: [Shape] = []
    func add(_ path: Path, _ color: RGBA8, _ rule: FillRule = .nonZero) {
      shapes.append(Shape(path: path, color: color, rule: rule))
    }
    let background = RGBA8(red: 242, green: 242, blue: 247)
    let separator = RGBA8(red: 198, green: 198, blue: 200)
    let blue = RGBA8(red: 0, green: 122, blue: 255)
    let label = RGBA8(red: 28, green: 28, blue: 30)
    let secondary = RGBA8(red: 138, green: 138, blue: 142)
    add(.rect(x: 0, y: 0, width: widthInPoints, height: heightInPoints), background)
    // Navigation bar with a title and two buttons.
    add(.rect(x: 0, y: 0, width: widthInPoints, height: 103), .white)
    add(.rect(x: 0, y: 103, width: widthInPoints, height: 1.0 / 3), separator)
    add(.roundedRect(x: 16, y: 58, width: 64, height: 32, radii: CornerRadii(16)), blue)
    add(.roundedRect(x: 313, y: 58, width: 64, height: 32, radii: CornerRadii(16)), blue)
    addText(&shapes, x: 140, y: 64, width: 113, height: 20, color: label)
    // Eight cards: background, 1 px border, avatar, two lines of text, a button, a divider.
    for card in 0..<8 {
      let top = 116 + Double(card) * 82
      let radii = CornerRadii(20)
      add(.roundedRect(x: 16, y: top, width: 361, height: 74, radii: radii), .white)
      add(.border(x: 16, y: top, width: 361, height: 74, radii: radii, lineWidth: 1.0 / 3), separator)
      add(.ellipse(x: 28, y: top + 13, width: 48, height: 48), RGBA8(red: 52, green: 199, blue: 89))
      addText(&shapes, x: 88, y: top + 16, width: 180, height: 17, color: label)
      addText(&shapes, x: 88, y: top + 41, width: 150, height: 14, color: secondary)
      add(
        .roundedRect(x: 295, y: top + 22, width: 70, height: 30, radii: CornerRadii(15)), blue.withAlpha(40))
      if card % 3 == 1 {
        add(
          .roundedRect(x: 24, y: top + 4, width: 345, height: 66, radii: CornerRadii(16)),
          RGBA8(red: 255, green: 59, blue: 48, alpha: 90))
      }
    }
    // A star and a blob drawn with curves, even-odd.
    var star = Path()
    for point in 0..<10 {
      let angle = Double(point) * Double.pi / 5 - Double.pi / 2
      let radius = point % 2 == 0 ? 60.0 : 24.0
      let x = 196 + radius * cos(angle)
      let y = 810 + radius * sin(angle)
      if point == 0 { star.move(toX: x, y: y) } else { star.line(toX: x, y: y) }
    }
    star.close()
    add(star, RGBA8(red: 255, green: 204, blue: 0), .evenOdd)
    // Tab bar, translucent as UIKit draws it, with five icons.
    add(
      .rect(x: 0, y: 769, width: widthInPoints, height: 83),
      RGBA8(red: 249, green: 249, blue: 249, alpha: 240))
    add(.rect(x: 0, y: 769, width: widthInPoints, height: 1.0 / 3), separator)
    for tab in 0..<5 {
      add(
        .roundedRect(x: 26 + Double(tab) * 76, y: 778, width: 28, height: 28, radii: CornerRadii(7)),
        tab == 0 ? blue : secondary)
    }
    add(.roundedRect(x: 130, y: 838, width: 134, height: 5, radii: CornerRadii(2.5)), .black)
    return shapes
  }()

  /// Text-like shapes: rows of glyph-sized blobs made of quadratic curves (stand-ins for glyph
  /// outlines, so that this benchmark measures the rasterizer alone, without the font reader).
  private static func addText(
    _ shapes: inout [Shape], x: Double, y: Double, width: Double, height: Double, color: RGBA8
  ) {
    let advance = height * 0.6
    var glyphs = Path()
    var left = x
    var index = 0
    while left + advance <= x + width {
      let top = y + (index % 3 == 0 ? 0 : height * 0.3)
      let bottom = y + height
      let right = left + advance * 0.8
      glyphs.move(toX: left, y: bottom)
      glyphs.quad(controlX: left, controlY: top, toX: (left + right) / 2, y: top)
      glyphs.quad(controlX: right, controlY: top, toX: right, y: bottom)
      glyphs.line(toX: right - advance * 0.2, y: bottom)
      glyphs.quad(
        controlX: (left + right) / 2, controlY: top + height * 0.4, toX: left + advance * 0.2, y: bottom)
      glyphs.close()
      left += advance
      index += 1
    }
    shapes.append(Shape(path: glyphs, color: color, rule: .nonZero))
  }

  /// A new white canvas of the screen's size.
  static func newCanvas() -> Canvas? {
    Canvas(width: pixelWidth, height: pixelHeight, background: .white)
  }

  /// Draws the scene at 3x onto `canvas`.
  static func draw(on canvas: inout Canvas) {
    let transform = Transform(scale: scale)
    for shape in shapes {
      canvas.fill(shape.path, color: shape.color, rule: shape.rule, transform: transform)
    }
  }

  /// The scene recorded for ``Picture/render()`` (which plans before drawing, as
  /// `SceneRasterizer` does), starting with a white rectangle over the whole screen.
  static func picture() -> Picture? {
    guard var picture = Picture(width: pixelWidth, height: pixelHeight) else { return nil }
    let transform = Transform(scale: scale)
    picture.fill(
      .rect(x: 0, y: 0, width: widthInPoints, height: heightInPoints), color: .white, transform: transform)
    for shape in shapes {
      picture.fill(shape.path, color: shape.color, rule: shape.rule, transform: transform)
    }
    return picture
  }

  /// The scene drawn on a new white canvas.
  static func render() -> Image? {
    guard var canvas = newCanvas() else { return nil }
    draw(on: &canvas)
    return canvas.finish()
  }

  /// The scene with one 120×40-pixel block changed, as a failing snapshot would show it.
  static func changed(_ image: Image) -> Image {
    var canvas = Canvas(image: image)
    canvas.fill(.rect(x: 500, y: 900, width: 120, height: 40), color: RGBA8(red: 255, green: 45, blue: 85))
    return canvas.finish()
  }
}

extension RGBA8 {
  /// The colour with another alpha.
  fileprivate func withAlpha(_ alpha: UInt8) -> RGBA8 {
    RGBA8(red: red, green: green, blue: blue, alpha: alpha)
  }
}
