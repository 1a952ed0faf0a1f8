/// The alpha of a region of pixels, 16 bits a pixel (an 8-bit alpha × 257), which a
/// ``GaussianBlur`` blurs into a shadow's shape.
struct AlphaPlane {
  /// The canvas pixels the plane holds.
  let region: PixelRegion
  /// The values, row by row, `region.width` a row; 0 is transparent, 65,535 opaque.
  var values: [UInt16]

  /// A transparent plane over `region` (which must not be empty).
  init(region: PixelRegion) {
    self.region = region
    values = [UInt16](repeating: 0, count: region.area)
  }

  /// The plane over `region` holding the alpha of `surface`'s drawn pixels.
  init(region: PixelRegion, alphaOf surface: Surface) {
    self.init(region: region, levelsOf: surface) { $0.alpha }
  }

  /// A plane over `region` holding `level` of each pixel `surface` has drawn there (one of its
  /// premultiplied channels), 0 elsewhere.
  ///
  /// Inlined, so that a shadow's alpha is read without a call per pixel.
  @inline(__always)
  init(region: PixelRegion, levelsOf surface: Surface, _ level: (PackedPixel) -> UInt8) {
    self.init(region: region)
    let source = region.intersection(surface.drawn).intersection(surface.bounds)
    guard !source.isEmpty else { return }
    let plane = self.region
    values.withUnsafeMutableBufferPointer { values in
      surface.withReadablePixels { pixels in
        for y in source.y..<source.maxY {
          let from = pixels.row(y: y, x: source.x)
          let to = values.baseAddress.unsafelyUnwrapped + (y - plane.y) * plane.width + (source.x - plane.x)
          for x in 0..<source.width { to[x] = UInt16(level(PackedPixel(stored: from[x]))) &* 257 }
        }
      }
    }
  }

  /// The plane over `region` holding the coverage of `edges` filled by `rule`.
  init(region: PixelRegion, coverageOf edges: EdgeList, rule: FillRule) {
    self.init(region: region)
    let mask = CoverageMask(edges, rule: rule, in: region)
    let source = mask.region
    guard !source.isEmpty else { return }
    let plane = self.region
    values.withUnsafeMutableBufferPointer { values in
      mask.withReader { coverage in
        for y in source.y..<source.maxY {
          let from = coverage.row(y: y, x: source.x)
          let to = values.baseAddress.unsafelyUnwrapped + (y - plane.y) * plane.width + (source.x - plane.x)
          for x in 0..<source.width { to[x] = UInt16(from[x]) &* 257 }
        }
      }
    }
  }

  /// The 8-bit alpha of canvas pixel (`x`, `y`), inside the region: the value / 257, rounded.
  @inline(__always)
  func level(x: Int, y: Int) -> UInt32 {
    (UInt32(values[(y - region.y) * region.width + (x - region.x)]) &+ 128) / 257
  }
}
