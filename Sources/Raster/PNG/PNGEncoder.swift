import CPNG

/// Encodes ``Image``s as PNG files, the same pixels always giving the same bytes.
///
/// An opaque image is written as 8-bit RGB, any other as 8-bit RGBA (straight alpha,
/// unpremultiplied with rounding; decoding gives the stored pixels back exactly). Only `IHDR`,
/// `IDAT` and `IEND` are written: no time stamp, text, gamma or other ancillary chunk.
///
/// ```swift
/// let golden = try PNGEncoder.snapshot.encode(image)                        // for references
/// let plain = try PNGEncoder(compression: .zlib(level: 6)).encode(image)    // libpng and zlib
/// ```
public struct PNGEncoder: Hashable, Sendable {
  /// How the rows are filtered and compressed.
  public enum Compression: Hashable, Sendable {
    /// LayoutShot's own deflate for drawn screens: rows equal to the row above filtered UP
    /// (and never matched again), every other row parsed both unfiltered and filtered UP, the
    /// cheaper kept, with copies from the same row, the row above and a shallow hash chain,
    /// in dynamic Huffman blocks. The bytes are the same with any zlib build.
    case screen
    /// libpng with zlib's `deflate` at `level` (0, stored, ... 9, smallest), filter NONE and
    /// the default strategy. The bytes depend on the zlib build (zlib-ng compresses differently).
    case zlib(level: Int)
  }

  /// How the rows are filtered and compressed.
  public var compression: Compression

  /// An encoder with the given compression.
  public init(compression: Compression) {
    self.compression = compression
  }

  /// An encoder through libpng at the given zlib level (``Compression/zlib(level:)``).
  public init(compressionLevel: Int) {
    self.init(compression: .zlib(level: compressionLevel))
  }

  /// The setting for reference images: ``Compression/screen``.
  ///
  /// Chosen by measurement on the example layouts (an @3x phone and an @2x iPad, with and
  /// without review overlays) and a busy 66-shape app screen, against libpng with zlib (every
  /// filter, levels 1–9, the default, filtered and RLE strategies): zlib needs at least 11 ms
  /// for a 1179×2556 screen even at level 1 and even when it is one flat colour, since it
  /// reads all 9 MB of rows, and its levels that beat the former setting (filter NONE, level 6:
  /// 25–37 ms) in size are no faster than it. The screen encoder skips rows equal to the row
  /// above, which are most rows of a layout, and took 0.7–14 ms for the same pictures, its files
  /// 0.40–1.06 times the size (0.89 in total; smaller for every picture but the most text-heavy).
  public static let snapshot = PNGEncoder(compression: .screen)

  /// The PNG file of `image`.
  ///
  /// - Throws: ``PNGError/invalidCompressionLevel(_:)`` for a zlib level outside 0...9, or
  ///   ``PNGError/libpngFailure(reason:)`` when libpng runs out of memory.
  public func encode(_ image: Image) throws(PNGError) -> [UInt8] {
    switch compression {
    case .screen:
      return Self.screenFile(of: image)
    case .zlib(let level):
      return try Self.libpngFile(of: image, level: level)
    }
  }

  /// The file written by ``Compression/screen``: one IDAT chunk (split only past 2 GiB).
  private static func screenFile(of image: Image) -> [UInt8] {
    let isOpaque = image.isOpaque
    let stream = ScanlineCompressor.zlibStream(of: image, includesAlpha: !isOpaque)
    var file = PNGChunkWriter()
    var header =
      PNGChunkWriter.bigEndian(UInt32(image.width)) + PNGChunkWriter.bigEndian(UInt32(image.height))
    // Bit depth 8, colour type RGB (2) or RGBA (6), deflate, adaptive filtering, no interlacing.
    header += [8, isOpaque ? 2 : 6, 0, 0, 0]
    file.append("IHDR", header[...])
    var start = 0
    repeat {
      let end = min(start + PNGChunkWriter.maximumChunkLength, stream.count)
      file.append("IDAT", stream[start..<end])
      start = end
    } while start < stream.count
    file.append("IEND", [])
    return file.bytes
  }

  /// The file written by libpng with zlib at `level`.
  private static func libpngFile(of image: Image, level: Int) throws(PNGError) -> [UInt8] {
    guard (0...9).contains(level) else { throw .invalidCompressionLevel(level) }
    let isOpaque = image.isOpaque
    // Opaque pixels are the same premultiplied or not; others are unpremultiplied first.
    let straight = isOpaque ? image.bytes : straightBytes(of: image)
    var output = cpng_encoded()
    var message = [CChar](repeating: 0, count: Int(CPNG_MESSAGE_CAPACITY))
    let status = straight.withUnsafeBufferPointer { pixels in
      cpng_encode(
        pixels.baseAddress, UInt32(image.width), UInt32(image.height), isOpaque ? 1 : 0, Int32(level),
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
