/// Paints an image's pixels, mapped from the canvas by an inverse transform.
///
/// Each canvas pixel is sampled at its centre: the centre is mapped to image coordinates (in
/// `Double`, IEEE operations only), then read with the ``Sampling`` filter in integers, clamping
/// at the image's edges.
struct ImageShader: Shader {
  /// The premultiplied pixels of the image, with their size.
  private let pixels: UnsafePointer<UInt32>
  private let width: Int
  private let height: Int
  /// Canvas pixel space → image pixel space.
  private let imageFromCanvas: Transform
  private let sampling: Sampling

  init(pixels: UnsafePointer<UInt32>, width: Int, height: Int, imageFromCanvas: Transform, sampling: Sampling)
  {
    self.pixels = pixels
    self.width = width
    self.height = height
    self.imageFromCanvas = imageFromCanvas
    self.sampling = sampling
  }

  var solidColor: PackedPixel? { nil }

  func color(x: Int, y: Int) -> PackedPixel {
    let point = imageFromCanvas.apply(x: Double(x) + 0.5, y: Double(y) + 0.5)
    switch sampling {
    case .nearest:
      return pixel(
        column: Self.clampedFloor(point.x, below: width), row: Self.clampedFloor(point.y, below: height))
    case .bilinear:
      // Weights in 1/256: the sample point relative to the centres of the four nearest pixels.
      let (left, weightX) = Self.cell(point.x - 0.5)
      let (top, weightY) = Self.cell(point.y - 0.5)
      let x0 = min(max(left, 0), width - 1)
      let x1 = min(max(left + 1, 0), width - 1)
      let y0 = min(max(top, 0), height - 1)
      let y1 = min(max(top + 1, 0), height - 1)
      let upper = Self.mix(pixel(column: x0, row: y0), pixel(column: x1, row: y0), weight: weightX)
      let lower = Self.mix(pixel(column: x0, row: y1), pixel(column: x1, row: y1), weight: weightX)
      return Self.mix(upper, lower, weight: weightY)
    }
  }

  @inline(__always)
  private func pixel(column: Int, row: Int) -> PackedPixel {
    PackedPixel(stored: pixels[row * width + column])
  }

  /// The floor of `value` as a pixel index in `0..<limit` (clamped; NaN gives 0).
  private static func clampedFloor(_ value: Double, below limit: Int) -> Int {
    guard value > 0 else { return 0 }
    guard value < Double(limit) else { return limit - 1 }
    return Int(value)
  }

  /// The pixel at or left of `value` and how far past it `value` lies, in 1/256 (0...256),
  /// with `value` kept within ±2³⁰ so the conversion cannot trap.
  private static func cell(_ value: Double) -> (index: Int, weight: UInt32) {
    let bounded = value.isNaN ? 0 : min(max(value, -1_073_741_824), 1_073_741_824)
    let floor = bounded.rounded(.down)
    return (Int(floor), UInt32(((bounded - floor) * 256).rounded()))
  }

  /// `a` × (256 − weight) + `b` × weight, over 256, rounded to nearest, on every channel.
  private static func mix(_ a: PackedPixel, _ b: PackedPixel, weight: UInt32) -> PackedPixel {
    let keep = 256 - weight
    let redBlue = (a.redBlue &* keep &+ b.redBlue &* weight &+ 0x0080_0080) >> 8 & 0x00FF_00FF
    let alphaGreen = (a.alphaGreen &* keep &+ b.alphaGreen &* weight &+ 0x0080_0080) >> 8 & 0x00FF_00FF
    return PackedPixel(redBlue: redBlue, alphaGreen: alphaGreen)
  }
}

/// How a drawn image is read between its pixels.
package enum Sampling: Hashable, Sendable {
  /// The pixel under each sample point: hard edges, exact copies at scale 1.
  case nearest
  /// The four nearest pixels weighted by distance (in steps of 1/256): smooth scaling.
  case bilinear
}
