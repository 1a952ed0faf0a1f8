import CZlib

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Filters and compresses an image's rows into the zlib stream of a PNG's `IDAT` data.
///
/// Drawn screens are mostly rows equal to the row above and rows of a few flat runs, and that is
/// what this compressor is built around:
///
/// - A row equal to the one above (compared on the image's words, before any conversion) is
///   filtered UP, which makes it a type byte 2 and zeros. Its tokens are the same for every such
///   row (a 2, a 0, and copies of the zero before), so it costs neither matching nor checksum
///   work: its Adler-32 is combined in from the first one's.
/// - Any other row is parsed twice by ``RowMatcher``, unfiltered (NONE, type 0) and filtered UP,
///   and the parse with the smaller estimated size is kept (NONE on a tie). The first row is
///   always NONE.
/// - Tokens are written in dynamic Huffman blocks of about ``blockTokenCount`` tokens, so the
///   codes follow the picture as it changes from bars to text to flat areas.
///
/// Every choice depends only on the pixels, so the same image always gives the same bytes, and,
/// unlike a stream from zlib's `deflate`, the same bytes with any zlib build (zlib is used only
/// for the Adler-32 checksum).
enum ScanlineCompressor {
  /// Tokens gathered before a block is written (a block ends after the row that reaches it).
  static let blockTokenCount = 8192
  /// PNG filter type NONE: the row's bytes as they are.
  static let filterNone: UInt8 = 0
  /// PNG filter type UP: each byte minus the byte above it.
  static let filterUp: UInt8 = 2

  /// The zlib stream of `image`'s rows as 8-bit RGB (`includesAlpha` false: the image must be
  /// opaque) or 8-bit straight RGBA.
  static func zlibStream(of image: Image, includesAlpha: Bool) -> [UInt8] {
    let width = image.width
    let bytesPerPixel = includesAlpha ? 4 : 3
    let rowLength = 1 + width * bytesPerPixel
    var matcher = RowMatcher(rowLength: rowLength, bytesPerPixel: bytesPerPixel)
    let tokens = UnsafeMutablePointer<DeflateToken>.allocate(capacity: blockTokenCount + rowLength)
    let trials = UnsafeMutablePointer<DeflateToken>.allocate(capacity: 2 * rowLength)
    let pixels = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * rowLength)
    defer {
      matcher.deallocate()
      tokens.deallocate()
      trials.deallocate()
      pixels.deallocate()
    }
    // zlib header: deflate with a 32 KiB window, no dictionary, "fast" compression (RFC 1950).
    var writer = BitWriter(appendingTo: [0x78, 0x5E])
    let repeatedRow = repeatedRowTokens(rowLength: rowLength)
    let repeatedRowChecksum = adler32(adler32(1, [filterUp], 1), zeros(rowLength - 1), UInt32(rowLength - 1))
    var checksum = adler32(0, nil, 0)
    var tokenCount = 0
    var currentPixels = pixels
    var previousPixels = pixels + rowLength
    var previousRowWasRepeated = false
    image.bytes.withUnsafeBufferPointer { buffer in
      // An image has at least one pixel, so its storage has an address.
      let source = UnsafeRawPointer(buffer.baseAddress.unsafelyUnwrapped).assumingMemoryBound(to: UInt32.self)
      for y in 0..<image.height {
        let sourceRow = source + y * width
        if y > 0 && memcmp(sourceRow, sourceRow - width, 4 * width) == 0 {
          (tokens + tokenCount).update(from: repeatedRow, count: repeatedRow.count)
          tokenCount += repeatedRow.count
          checksum = adler32_combine(checksum, repeatedRowChecksum, rowLength)
          previousRowWasRepeated = true
        } else {
          if y > 0 {
            if previousRowWasRepeated {
              matcher.previousRow.update(repeating: 0, count: rowLength)
              matcher.previousRow[0] = filterUp
            } else {
              matcher.previousRow.update(from: matcher.currentRow, count: rowLength)
            }
            swap(&currentPixels, &previousPixels)
          }
          previousRowWasRepeated = false
          convert(sourceRow, width: width, includesAlpha: includesAlpha, into: currentPixels)
          let count = parseBestFiltering(
            &matcher, row: y, pixels: currentPixels, previousPixels: previousPixels, trials: trials,
            into: tokens + tokenCount)
          tokenCount += count
          checksum = adler32(checksum, matcher.currentRow, UInt32(rowLength))
          matcher.hasPreviousRow = true
        }
        if tokenCount >= blockTokenCount && y + 1 < image.height {
          DynamicBlock.write(
            UnsafeBufferPointer(start: tokens, count: tokenCount), isFinal: false, into: &writer)
          tokenCount = 0
        }
      }
    }
    DynamicBlock.write(UnsafeBufferPointer(start: tokens, count: tokenCount), isFinal: true, into: &writer)
    var stream = writer.finish()
    for shift in [24, 16, 8, 0] { stream.append(UInt8(truncatingIfNeeded: checksum >> shift)) }
    return stream
  }

  /// Parses row `row` (its pixels converted) unfiltered and, below the first row, filtered UP;
  /// leaves the cheaper filtering in the matcher's current row and its tokens in `output`.
  /// Returns the number of tokens.
  private static func parseBestFiltering(
    _ matcher: inout RowMatcher, row: Int, pixels: UnsafeMutablePointer<UInt8>,
    previousPixels: UnsafeMutablePointer<UInt8>, trials: UnsafeMutablePointer<DeflateToken>,
    into output: UnsafeMutablePointer<DeflateToken>
  ) -> Int {
    let rowLength = matcher.rowLength
    let rowStart = row * rowLength
    let current = matcher.currentRow
    current[0] = filterNone
    (current + 1).update(from: pixels, count: rowLength - 1)
    let unfiltered = matcher.parse(rowStart: rowStart, into: trials)
    guard row > 0 else {
      output.update(from: trials, count: unfiltered.count)
      return unfiltered.count
    }
    current[0] = filterUp
    for index in 0..<rowLength - 1 { current[index + 1] = pixels[index] &- previousPixels[index] }
    let up = matcher.parse(rowStart: rowStart, into: trials + rowLength)
    if up.cost < unfiltered.cost {
      output.update(from: trials + rowLength, count: up.count)
      return up.count
    }
    current[0] = filterNone
    (current + 1).update(from: pixels, count: rowLength - 1)
    output.update(from: trials, count: unfiltered.count)
    return unfiltered.count
  }

  /// The tokens of a row filtered UP below an equal row: its type byte, a zero, and copies of
  /// that zero for the rest (runs of at most 258, none shorter than 3).
  private static func repeatedRowTokens(rowLength: Int) -> [DeflateToken] {
    var tokens: [DeflateToken] = [.literal(filterUp), .literal(0)]
    var remaining = rowLength - 2
    while remaining > 0 {
      guard remaining >= DeflateToken.minimumLength else {
        tokens.append(.literal(0))
        remaining -= 1
        continue
      }
      var length = min(remaining, DeflateToken.maximumLength)
      // Leave nothing too short to copy.
      if remaining - length > 0 && remaining - length < DeflateToken.minimumLength {
        length = remaining - DeflateToken.minimumLength
      }
      tokens.append(.copy(length: length, distance: 1))
      remaining -= length
    }
    return tokens
  }

  /// `count` zero bytes.
  private static func zeros(_ count: Int) -> [UInt8] {
    [UInt8](repeating: 0, count: count)
  }

  /// Writes one row of premultiplied pixel words as PNG samples: R, G, B (and straight A).
  @inline(__always)
  private static func convert(
    _ source: UnsafePointer<UInt32>, width: Int, includesAlpha: Bool, into bytes: UnsafeMutablePointer<UInt8>
  ) {
    if includesAlpha {
      for x in 0..<width {
        let pixel = PackedPixel(stored: source[x]).straight
        bytes[4 * x] = pixel.red
        bytes[4 * x + 1] = pixel.green
        bytes[4 * x + 2] = pixel.blue
        bytes[4 * x + 3] = pixel.alpha
      }
    } else {
      for x in 0..<width {
        let pixel = PackedPixel(stored: source[x])
        bytes[3 * x] = pixel.red
        bytes[3 * x + 1] = pixel.green
        bytes[3 * x + 2] = pixel.blue
      }
    }
  }
}
