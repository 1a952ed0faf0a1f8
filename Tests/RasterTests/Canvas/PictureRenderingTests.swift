import Testing

@testable import Raster

/// ``Picture/render()`` plans before it draws (flat fills painted first, hidden pixels skipped,
/// one-fill layers drawn without a surface); it must give the bytes of replaying the same
/// operations on a ``Canvas`` one by one.
@Suite("Picture rendering")
struct PictureRenderingTests {
  /// The picture replayed on a transparent canvas: the plain way.
  private func replayed(_ picture: Picture) throws -> Image {
    var canvas = try #require(Canvas(width: picture.width, height: picture.height))
    picture.replay(on: &canvas)
    return canvas.finish()
  }

  /// The (x, y) of every pixel whose bytes differ.
  private static func differingPixels(_ a: Image, _ b: Image) -> [(x: Int, y: Int)] {
    var result: [(x: Int, y: Int)] = []
    for index in 0..<a.width * a.height
    where a.bytes[4 * index..<4 * index + 4] != b.bytes[4 * index..<4 * index + 4] {
      result.append((index % a.width, index / a.width))
    }
    return result
  }

  @Test(arguments: 1...6)
  func randomPicturesRenderAsTheirReplay(seed: Int) throws {
    var random = RandomSequence(state: UInt64(seed) * 104_729)
    var flatsPaintedFirst = 0
    for trial in 0..<60 {
      let picture = random.picture(width: 20 + random.next(30), height: 16 + random.next(30))
      let expected = try replayed(picture)
      let rendered = picture.render()
      let differing = Self.differingPixels(rendered, expected)
      #expect(
        differing.count == 0,
        "seed \(seed), trial \(trial): pixels \(Array(differing.prefix(3))) differ; \(picture.operations)")
      flatsPaintedFirst += RenderPlan(picture).flats.count
    }
    // The plan's shortcuts are taken, not only the plain path.
    #expect(flatsPaintedFirst > 60)
  }

  @Test func aScreenOfViewsRendersAsItsReplay() throws {
    // The shapes of the example layouts at 3x: a window, opaque and translucent backgrounds over
    // each other, rounded cards, a one-fill layer, a clipped avatar and text-like outlines.
    let points = Transform(scale: 3)
    var picture = try #require(Picture(width: 393 * 3 / 4, height: 852 * 3 / 4))
    picture.fill(.rect(x: 0, y: 0, width: 393, height: 852), color: .white, transform: points)
    picture.fill(
      .rect(x: 36, y: 79, width: 120.333, height: 119), color: RGBA8(red: 242, green: 242, blue: 247),
      transform: points)
    picture.fill(
      .rect(x: 36, y: 79, width: 120.333, height: 119),
      color: RGBA8(red: 0, green: 122, blue: 255, alpha: 128), transform: points)
    picture.fill(
      .roundedRect(x: 16.5, y: 12, width: 150, height: 40.667, radii: CornerRadii(12)),
      color: RGBA8(red: 242, green: 242, blue: 247), transform: points)
    picture.beginLayer(opacity: 0.6)
    picture.fill(
      .rect(x: 100, y: 30, width: 80.667, height: 117.667), color: RGBA8(red: 255, green: 110, blue: 110),
      transform: points)
    picture.endLayer()
    picture.pushClip(.ellipse(x: 20, y: 100, width: 40, height: 40), transform: points)
    picture.fill(
      .rect(x: 20, y: 100, width: 40, height: 40), color: RGBA8(red: 229, green: 229, blue: 234),
      transform: points)
    picture.fill(polygon([(20, 100), (60, 140), (59, 140), (20, 101)]), color: .black, transform: points)
    picture.popClip()
    picture.fill(.ellipse(x: 70.2, y: 160.4, width: 9.3, height: 12.1), color: .black, transform: points)
    picture.fill(
      .rect(x: 10, y: 150, width: 170, height: 20), color: RGBA8(red: 52, green: 199, blue: 89, alpha: 128),
      transform: points)
    #expect(picture.render() == (try replayed(picture)))
    // Painted first: the window, the opaque background and the translucent one over it (the
    // opaque one's edge pixels lie outside their interiors), the card. Not the layer's rectangle:
    // it reaches the card's lower band, which holds the card's rounded corners and is drawn as
    // it comes. Nor the last bar: the ellipse under it is drawn as it comes.
    #expect(RenderPlan(picture).flats.count == 4)
  }

  @Test func aDrawingUnderManyLaterOpaqueRectanglesLeavesEveryOneOfThemOnTop() throws {
    // A frame overlay's ring drawn first, then 100 opaque badges over its left edge, as a review
    // overlay draws views' names: the badges are painted first, so the ring must skip all of them,
    // not only the first few.
    var picture = try #require(Picture(width: 40, height: 420))
    var ring = Path.rect(x: 2, y: 0, width: 30, height: 420)
    ring.append(.rect(x: 3, y: 1, width: 28, height: 418))
    picture.fill(ring, color: RGBA8(red: 0, green: 122, blue: 255), rule: .evenOdd)
    for badge in 0..<100 {
      picture.fill(
        .rect(x: 0, y: Double(4 * badge), width: 10, height: 3), color: RGBA8(red: 255, green: 45, blue: 85))
    }
    let rendered = picture.render()
    #expect(Self.differingPixels(rendered, try replayed(picture)).isEmpty)
    // The last badge's pixel on the ring's left edge (x = 2, y = 397) is the badge's pink.
    #expect(rendered.premultipliedPixel(x: 2, y: 397) == RGBA8(red: 255, green: 45, blue: 85))
  }

  @Test func bandsOfFewAndManyColumnsAreCopiedDownExactly() throws {
    // Under one bar the rows are three runs (white, grey, white): filled run by run. Under twelve
    // bars side by side they are 25 runs: copied from the band's first row. Each band is 7 rows.
    var picture = try #require(Picture(width: 60, height: 21))
    picture.fill(.rect(x: 0, y: 0, width: 60, height: 21), color: .white)
    picture.fill(.rect(x: 20, y: 0, width: 10, height: 7), color: RGBA8(red: 229, green: 229, blue: 234))
    for bar in 0..<12 {
      picture.fill(
        .rect(x: Double(bar * 5), y: 7, width: 3, height: 7),
        color: RGBA8(red: UInt8(bar * 20), green: 100, blue: 50, alpha: bar.isMultiple(of: 2) ? 255 : 128))
    }
    #expect(RenderPlan(picture).flats.count == 14)
    let rendered = picture.render()
    #expect(rendered == (try replayed(picture)))
    // Hand-checked too: the grey bar's last row, and the last row of the twelve bars.
    #expect(rendered.premultipliedPixel(x: 25, y: 6) == RGBA8(red: 229, green: 229, blue: 234))
    #expect(rendered.premultipliedPixel(x: 31, y: 6) == .white)
    #expect(rendered.premultipliedPixel(x: 0, y: 13) == RGBA8(red: 0, green: 100, blue: 50))
    #expect(rendered.premultipliedPixel(x: 4, y: 13) == .white)
    #expect(rendered.premultipliedPixel(x: 55, y: 20) == .white)
  }

  @Test func aTranslucentFillOverAnEarlierOutlineIsNotPaintedFirst() throws {
    var picture = try #require(Picture(width: 10, height: 10))
    picture.fill(.rect(x: 0, y: 0, width: 10, height: 10), color: .white)
    picture.fill(.ellipse(x: 2, y: 2, width: 4, height: 4), color: .black)
    picture.fill(
      .rect(x: 1, y: 1, width: 8, height: 8), color: RGBA8(red: 255, green: 0, blue: 0, alpha: 100))
    #expect(RenderPlan(picture).flats.count == 1)
    #expect(picture.render() == (try replayed(picture)))
    // A later opaque rectangle hides the ellipse wherever the translucent one lies over it:
    // then all three rectangles are painted first.
    var covered = picture
    covered.fill(.rect(x: 1, y: 1, width: 8, height: 8), color: .black)
    #expect(RenderPlan(covered).flats.count == 3)
    #expect(covered.render() == (try replayed(covered)))
  }

  @Test func oneFillLayersAreDrawnWithoutALayerAndUnbalancedOperationsActAsOnACanvas() throws {
    var picture = try #require(Picture(width: 12, height: 9))
    picture.popClip()
    picture.endLayer()
    picture.beginLayer(opacity: 0.5)
    picture.fill(
      .ellipse(x: 1.5, y: 1, width: 7, height: 6), color: RGBA8(red: 10, green: 200, blue: 90, alpha: 200))
    picture.endLayer()
    picture.pushClip(.rect(x: 2.5, y: 0, width: 8, height: 9))
    picture.beginLayer(opacity: 0.7)
    picture.fill(.rect(x: 0, y: 3.5, width: 12, height: 3), color: .black)
    picture.endLayer()
    picture.beginLayer(opacity: 0.3)
    picture.pushClip(.ellipse(x: 0, y: 0, width: 12, height: 9))
    picture.fill(.rect(x: 0, y: 0, width: 12, height: 9), color: RGBA8(red: 0, green: 0, blue: 255))
    // Left open: finishing the canvas ends the clip and the layer.
    let plan = RenderPlan(picture)
    #expect(plan.folded.filter { $0 }.count == 2)
    #expect(picture.render() == (try replayed(picture)))
  }
}

extension RandomSequence {
  /// A colour: opaque half of the time, else of any alpha (transparent now and then).
  fileprivate mutating func color() -> RGBA8 {
    let alpha = next(2) == 0 ? 255 : next(256)
    return RGBA8(red: UInt8(next(256)), green: UInt8(next(256)), blue: UInt8(next(256)), alpha: UInt8(alpha))
  }

  /// A length in pixels: whole, half, or any 1/1000.
  fileprivate mutating func length(upTo limit: Int) -> Double {
    switch next(3) {
    case 0: return Double(next(limit))
    case 1: return Double(next(limit)) + 0.5
    default: return Double(next(limit * 1_000)) / 1_000
    }
  }

  /// A shape within about `width` × `height` pixels: mostly rectangles and rounded rectangles
  /// (the flat fills), some beyond the picture, ellipses, rings and triangles.
  fileprivate mutating func shape(width: Int, height: Int) -> (path: Path, rule: FillRule) {
    let x = length(upTo: width + 4) - 4
    let y = length(upTo: height + 4) - 4
    let w = length(upTo: width + 2) + 0.25
    let h = length(upTo: height + 2) + 0.25
    switch next(8) {
    case 0, 1, 2: return (.rect(x: x, y: y, width: w, height: h), .nonZero)
    case 3: return (.rect(x: -1, y: -1, width: Double(width) + 2, height: Double(height) + 2), .nonZero)
    case 4:
      return (.roundedRect(x: x, y: y, width: w, height: h, radii: CornerRadii(length(upTo: 6))), .nonZero)
    case 5: return (.ellipse(x: x, y: y, width: w, height: h), .nonZero)
    case 6:
      return (
        .border(
          x: x, y: y, width: w, height: h, radii: CornerRadii(length(upTo: 4)),
          lineWidth: length(upTo: 4) + 0.5),
        next(2) == 0 ? .nonZero : .evenOdd
      )
    default: return (polygon([(x, y), (x + w, y + h / 3), (x + w / 4, y + h)]), .evenOdd)
    }
  }

  /// A picture of random operations: fills (often opaque rectangles), glyph runs, images,
  /// layers (many holding one fill), clips, pushed and popped in any order.
  fileprivate mutating func picture(width: Int, height: Int) -> Picture {
    guard var picture = Picture(width: width, height: height) else { preconditionFailure("a valid size") }
    let scale = next(3) == 0 ? 3.0 : 1.0
    let transform = Transform(scale: scale).concatenating(Transform(scale: 1 / scale))
    if next(3) != 0 {
      picture.fill(.rect(x: 0, y: 0, width: Double(width), height: Double(height)), color: .white)
    }
    let tile = Image(
      width: 2, height: 2, straightRGBA: [255, 0, 0, 255, 0, 255, 0, 128, 0, 0, 255, 255, 9, 9, 9, 0])
    // Glyph-like outlines around their origins, for runs that reuse them.
    for _ in 0..<3 {
      let outline = shape(width: 8, height: 8).path
      _ = picture.addGlyphOutline(outline)
    }
    func glyphs() -> [PlacedGlyph] {
      (0..<(1 + next(6))).map { _ in
        PlacedGlyph(outline: next(3), x: length(upTo: width) - 2, y: length(upTo: height) - 2)
      }
    }
    for _ in 0..<(4 + next(14)) {
      let (path, rule) = shape(width: width, height: height)
      switch next(12) {
      case 0:
        picture.beginLayer(opacity: Double(next(12)) / 10)
        if next(4) == 0 {
          picture.fill(glyphs: glyphs(), color: color(), transform: transform)
        } else {
          picture.fill(path, color: color(), rule: rule, transform: transform)
        }
        picture.endLayer()
      case 1: picture.beginLayer(opacity: Double(next(11)) / 10)
      case 2: picture.endLayer()
      case 3:
        if next(3) == 0, var mask = Picture(width: width, height: height) {
          // An alpha mask: a translucent shape, maybe inside a layer.
          let (maskPath, maskRule) = shape(width: width, height: height)
          mask.fill(maskPath, color: color(), rule: maskRule, transform: transform)
          picture.pushMask(mask)
        } else {
          picture.pushClip(path, rule: rule, transform: transform)
        }
      case 4: picture.popClip()
      case 5:
        if let tile {
          picture.draw(
            tile, x: length(upTo: width), y: length(upTo: height), width: length(upTo: 9) + 1,
            height: length(upTo: 9) + 1, transform: transform, sampling: next(2) == 0 ? .nearest : .bilinear)
        }
      case 6: picture.fill(glyphs: glyphs(), color: color(), transform: transform)
      default: picture.fill(path, color: color(), rule: rule, transform: transform)
      }
    }
    return picture
  }
}
