import CPNG

/// Encodes ``Image``s as PNG files through libpng, the same pixels always giving the same bytes.
///
/// The settings were chosen by measurement on 1179×2556 screens: filter NONE with zlib level 6
/// was twice as fast as libpng's adaptive filtering and smaller. An opaque image is written as 8-bit RGB, any other as 8-bit RGBA (straight alpha,
/// unpremultiplied with rounding; decoding gives the stored pixels back exactly). Only `IHDR`,
/// `IDAT` and `IEND` are written: no time stamp, text, gamma or other ancillary chunk.
///
/// ```swift
/// let golden = try PNGEncoder.snapshot.encode(image)  // level 6, for committed references
/// let scratch = try PNGEncoder.fast.encode(image)     // level 3, for throw-away artefacts
/// ```
///
/// The bytes depend on the zlib build: zlib-ng (Fedora 40 and later) compresses differently, so
/// compare decoded pixels, not files, across machines.
public struct PNGEncoder: Hashable, Sendable {
  /// The zlib compression level, 0 (stored) ... 9 (smallest, slowest).
  public var compressionLevel: Int

  /// An encoder at the given zlib level.
  public init(compressionLevel: Int) {
    self.compressionLevel = compressionLevel
  }

  /// Level 6: the setting for reference images (about 185 KB in 35 ms for an opaque 1179×2556
  /// app screen).
  public static let snapshot = PNGEncoder(compressionLevel: 6)
  /// Level 3: about twice as fast and 18 % larger, for failure artefacts nobody keeps.
  public static let fast = PNGEncoder(compressionLevel: 3)

  /// The PNG file of `image`.
  ///
  /// - Throws: ``PNGError/invalidCompressionLevel(_:)`` for a level outside 0...9, or
  ///   ``PNGError/libpngFailure(reason:)`` when memory runs out.
  public func encode(_ image: Image) throws(PNGError) -> [UInt8] {
    guard (0...9).contains(compressionLevel) else { throw .invalidCompressionLevel(compressionLevel) }
    let isOpaque = image.isOpaque
    // Opaque pixels are the same premultiplied or not; others are unpremultiplied first.
    let straight = isOpaque ? image.bytes : Self.straightBytes(of: image)
    var output = cpng_encoded()
    var message = [CChar](repeating: 0, count: Int(CPNG_MESSAGE_CAPACITY))
    let status = straight.withUnsafeBufferPointer { pixels in
      cpng_encode(
        pixels.baseAddress, UInt32(image.width), UInt32(image.height), isOpaque ? 1 : 0,
        Int32(compressionLevel),
        &output, &message, message.count)
    }
    defer { cpng_free(&output) }
    guard status == CPNG_OK, let data = output.data else {
      let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      throw .libpngFailure(reason: reason)
    }
    return Array(UnsafeBufferPointer(start: data, count: output.size))
  }

  /// The image's pixels as straight (unpremultiplied) RGBA bytes.
  private static func straightBytes(of image: Image) -> [UInt8] {
    var bytes = image.bytes
    bytes.withUnsafeMutableBufferPointer { buffer in
      var index = 0
      while index + 3 < buffer.count {
        let alpha = buffer[index + 3]
        if alpha != 255 && alpha != 0 {
          buffer[index] = PixelMath.unpremultiply(buffer[index], alpha)
          buffer[index + 1] = PixelMath.unpremultiply(buffer[index + 1], alpha)
          buffer[index + 2] = PixelMath.unpremultiply(buffer[index + 2], alpha)
        }
        index += 4
      }
    }
    return bytes
  }
}
