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
    /// LayoutShot's own deflate for drawn screens: a row equal to the row above is filtered UP
    /// and costs a fixed handful of tokens; a row that changes a few pixels of the row above is
    /// filtered UP and only those pixels are matched; every other row is parsed once,
    /// unfiltered, with copies of runs, of the row above and of anything in deflate's 32 KiB
    /// window (a 4-deep hash chain). Tokens go out in dynamic Huffman blocks. The bytes do not
    /// depend on the zlib build.
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
  /// Chosen by measurement (2-vCPU Xeon, Swift 6.3.1, zlib 1.2.13) on the example layouts on an
  /// @3x phone and an @2x iPad, with and without review overlays, and a busy 66-shape app
  /// screen. zlib cannot be made both fast and small for these pictures: at levels 1–3 it takes
  /// 11–15 ms for a 1179 × 2556 screen even when the screen is one flat colour (it reads every
  /// row) and gives files 25–95 % larger than level 6 with filter NONE, the former setting; the
  /// SUB, UP and Paeth filters, adaptive filtering and the `Z_RLE` and `Z_FILTERED` strategies
  /// are no faster than that at equal size (four of those pictures: level 6 NONE 110 ms and
  /// 422,745 bytes; best zlib variant, UP on rows equal to the row above and NONE elsewhere at
  /// level 6, 114 ms and 404,447 bytes; this encoder 31 ms and 385,229 bytes). Rows equal to
  /// the row above, most rows of a layout, cost this encoder almost nothing. On the example
  /// snapshots it writes files 19 % smaller in total and none larger, 3–40 times faster.
  /// Decoding its files takes about 15 % longer than decoding level 6 NONE (its runs are copies
  /// from one byte back), which a snapshot test pays only when the bytes differ.
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
    // RGB when every pixel is opaque, which the compressor finds out as it goes (giving up at
    // the first pixel that is not, for RGBA from the start).
    let opaqueStream = ScanlineCompressor.zlibStream(of: image, includesAlpha: false)
    let isOpaque = opaqueStream != nil
    let stream = opaqueStream ?? ScanlineCompressor.zlibStream(of: image, includesAlpha: true) ?? []
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
