/// A rectangle of RGBA pixels, 8 bits per channel, stored premultiplied.
///
/// Pixels are kept row by row from the top-left corner, four bytes each in the order red, green,
/// blue, alpha, with the colour channels **premultiplied** by alpha (a half-transparent white is
/// stored as 128, 128, 128, 128). Premultiplied storage makes compositing exact and cheap;
/// ``pixel(x:y:)`` converts back to straight colour for reading, and ``premultipliedPixel(x:y:)``
/// returns what is stored. Every stored colour channel is at most its alpha.
///
/// An image is a value: copies share storage until one of them changes.
///
/// ```swift
/// var image = Image(width: 4, height: 3, fill: .white)  // nil only for a bad size
/// image?.setPixel(x: 1, y: 2, to: RGBA8(red: 255, green: 0, blue: 0, alpha: 128))
/// image?.pixel(x: 1, y: 2)  // RGBA8(red: 255, green: 0, blue: 0, alpha: 128)
/// ```
public struct Image: Sendable {
  /// The width in pixels, at least 1.
  public let width: Int
  /// The height in pixels, at least 1.
  public let height: Int
  /// The premultiplied RGBA bytes, `bytesPerRow` per row, rows from the top.
  public internal(set) var bytes: [UInt8]

  /// The largest width or height an image may have.
  public static let maximumDimension = 32_768
  /// The largest number of pixels an image may have (2²⁷, 512 MiB of pixel data).
  public static let maximumPixelCount = 1 << 27

  /// Whether an image of `width` × `height` pixels can be made: both sides from 1 to
  /// ``maximumDimension`` and at most ``maximumPixelCount`` pixels.
  public static func isValidSize(width: Int, height: Int) -> Bool {
    (1...maximumDimension).contains(width) && (1...maximumDimension).contains(height)
      && width * height <= maximumPixelCount
  }

  /// A fully transparent image, or `nil` when the size is zero, negative or too large
  /// (see ``isValidSize(width:height:)``).
  public init?(width: Int, height: Int) {
    guard Self.isValidSize(width: width, height: height) else { return nil }
    self.init(uncheckedWidth: width, height: height, bytes: [UInt8](repeating: 0, count: width * height * 4))
  }

  /// An image filled with one straight (not premultiplied) colour, or `nil` for a bad size.
  public init?(width: Int, height: Int, fill color: RGBA8) {
    guard Self.isValidSize(width: width, height: height) else { return nil }
    let pixel = color.premultiplied
    let count = width * height * 4
    // Written once, straight into uninitialized storage (not zeroed first).
    let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initializedCount in
      buffer.withMemoryRebound(to: UInt32.self) { $0.initialize(repeating: pixel.stored) }
      initializedCount = count
    }
    self.init(uncheckedWidth: width, height: height, bytes: bytes)
  }

  /// An image over premultiplied RGBA bytes, or `nil` when the size is bad, `bytes` does not
  /// hold exactly `width * height * 4` bytes, or a colour channel exceeds its pixel's alpha.
  public init?(width: Int, height: Int, premultipliedRGBA bytes: [UInt8]) {
    guard Self.isValidSize(width: width, height: height), bytes.count == width * height * 4 else {
      return nil
    }
    var index = 0
    while index < bytes.count {
      let alpha = bytes[index + 3]
      guard bytes[index] <= alpha, bytes[index + 1] <= alpha, bytes[index + 2] <= alpha else { return nil }
      index += 4
    }
    self.init(uncheckedWidth: width, height: height, bytes: bytes)
  }

  /// An image from straight (not premultiplied) RGBA bytes, premultiplying them, or `nil` when the
  /// size is bad or `bytes` does not hold exactly `width * height * 4` bytes.
  public init?(width: Int, height: Int, straightRGBA bytes: [UInt8]) {
    guard Self.isValidSize(width: width, height: height), bytes.count == width * height * 4 else {
      return nil
    }
    var premultiplied = bytes
    PixelMath.premultiplyInPlace(&premultiplied)
    self.init(uncheckedWidth: width, height: height, bytes: premultiplied)
  }

  /// An image over bytes the caller has checked: a valid size and premultiplied pixels.
  init(uncheckedWidth width: Int, height: Int, bytes: [UInt8]) {
    self.width = width
    self.height = height
    self.bytes = bytes
  }

  /// The number of bytes in one row: `width * 4`.
  public var bytesPerRow: Int { width * 4 }

  /// The premultiplied bytes of row `y` (0 is the top row).
  ///
  /// - Precondition: `y` is in `0..<height`.
  public func row(_ y: Int) -> ArraySlice<UInt8> {
    precondition((0..<height).contains(y), "row \(y) is outside the image (height \(height))")
    return bytes[y * bytesPerRow..<(y + 1) * bytesPerRow]
  }

  /// Whether every pixel has alpha 255.
  public var isOpaque: Bool {
    bytes.withUnsafeBytes { raw in
      // Sixteen pixels per step, ANDed together a block at a time: the alpha bytes of the result
      // are 255 only if every one was.
      let alphas = SIMD16<UInt32>(repeating: UInt32(littleEndian: 0xFF00_0000))
      // A bytes array of at least one pixel has storage.
      let base = raw.baseAddress.unsafelyUnwrapped
      let steps = raw.count / 64
      var start = 0
      while start < steps {
        let end = min(start + 256, steps)
        var all = SIMD16<UInt32>(repeating: .max)
        for step in start..<end {
          all &= base.loadUnaligned(fromByteOffset: 64 * step, as: SIMD16<UInt32>.self)
        }
        if all & alphas != alphas { return false }
        start = end
      }
      // Up to fifteen pixels after the last step.
      return stride(from: 64 * steps + 3, to: raw.count, by: 4).allSatisfy { raw[$0] == 255 }
    }
  }

}

extension Image: Equatable {
  /// Whether both images have the same size and the same bytes (compared with `memcmp`).
  public static func == (lhs: Image, rhs: Image) -> Bool {
    guard lhs.width == rhs.width, lhs.height == rhs.height else { return false }
    return PixelMath.bytesAreEqual(lhs.bytes, rhs.bytes)
  }
}
