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
///   work: its Adler-32 is combined in from the first one's, and its bytes join the matcher's
///   window only when a later row may copy from them.
/// - Any other row is parsed twice by ``RowMatcher``, unfiltered (NONE, type 0) and filtered UP,
///   and the parse with the smaller estimated size is kept (NONE on a tie). The first row is
///   always NONE. The previous row's winner is tried first, and the other parse stops as soon
///   as it cannot win.
/// - Tokens are written in dynamic Huffman blocks of about ``blockTokenCount`` tokens, so the
///   codes follow the picture as it changes from bars to text to flat areas.
///
/// Every choice depends only on the pixels, so the same image always gives the same bytes, and,
/// unlike a stream from zlib's `deflate`, the same bytes with any zlib build (zlib only combines
/// the checksums of repeated rows, ``Adler32`` sums the others).
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
    let trials = UnsafeMutablePointer<DeflateToken>.allocate(capacity: rowLength)
    // Two rows of samples, each with a spare byte (see ``convert(_:width:includesAlpha:into:)``).
    let pixels = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * (rowLength + 1))
    defer {
      matcher.deallocate()
      tokens.deallocate()
      trials.deallocate()
      pixels.deallocate()
    }
    // zlib header: deflate with a 32 KiB window, no dictionary, "fast" compression (RFC 1950).
    var writer = BitWriter(startingWith: [0x78, 0x5E])
    let repeatedRow = repeatedRowTokens(rowLength: rowLength)
    let repeatedRowBytes = [filterUp] + [UInt8](repeating: 0, count: rowLength - 1)
    let repeatedRowChecksum = UInt(Adler32.update(Adler32.initial, repeatedRowBytes, count: rowLength))
    var checksum = UInt(Adler32.initial)
    var tokenCount = 0
    var currentPixels = pixels
    var previousPixels = pixels + rowLength + 1
    var pendingRepeatedRows = 0
    var favourite = filterNone
    image.bytes.withUnsafeBufferPointer { buffer in
      // An image has at least one pixel, so its storage has an address.
      let source = UnsafeRawPointer(buffer.baseAddress.unsafelyUnwrapped).assumingMemoryBound(to: UInt32.self)
      for y in 0..<image.height {
        let sourceRow = source + y * width
        if y > 0 && memcmp(sourceRow, sourceRow - width, 4 * width) == 0 {
          (tokens + tokenCount).update(from: repeatedRow, count: repeatedRow.count)
          tokenCount += repeatedRow.count
          checksum = adler32_combine(checksum, repeatedRowChecksum, rowLength)
          pendingRepeatedRows += 1
        } else {
          if y > 0 {
            // The repeated rows' bytes join the window only when a parse may copy from them.
            matcher.appendRows(repeatedRowBytes, count: pendingRepeatedRows)
            pendingRepeatedRows = 0
            swap(&currentPixels, &previousPixels)
          }
          matcher.startRow()
          convert(sourceRow, width: width, includesAlpha: includesAlpha, into: currentPixels)
          let count = parseBestFiltering(
            &matcher, row: y, pixels: currentPixels, previousPixels: previousPixels, favourite: &favourite,
            trials: trials, into: tokens + tokenCount)
          tokenCount += count
          checksum = UInt(Adler32.update(UInt32(checksum), matcher.currentRow, count: rowLength))
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

  /// Parses row `row` (its pixels converted) with both filterings and keeps the cheaper (NONE
  /// on a tie), leaving its bytes in the matcher's current row and its tokens in `output` (the
  /// second parse goes to `trials`); returns the number of tokens. The first row has no row above and is always NONE.
  ///
  /// The filtering that won the previous row (`favourite`, updated) is parsed first, and the
  /// other stops as soon as its estimate shows it cannot win.
  private static func parseBestFiltering(
    _ matcher: inout RowMatcher, row: Int, pixels: UnsafeMutablePointer<UInt8>,
    previousPixels: UnsafeMutablePointer<UInt8>, favourite: inout UInt8,
    trials: UnsafeMutablePointer<DeflateToken>,
    into output: UnsafeMutablePointer<DeflateToken>
  ) -> Int {
    let rowLength = matcher.rowLength
    let first = row == 0 ? filterNone : favourite
    filter(pixels, above: previousPixels, with: first, into: matcher.currentRow, length: rowLength)
    // Without a cost limit a parse always ends, so it is never `nil`.
    let winner = matcher.parse(into: output) ?? (0, 0)
    if row > 0 {
      let second = first == filterNone ? filterUp : filterNone
      filter(pixels, above: previousPixels, with: second, into: matcher.currentRow, length: rowLength)
      // NONE wins ties, so it may cost as much as UP; UP must cost less.
      let limit = second == filterNone ? winner.cost : winner.cost - 1
      if let challenger = matcher.parse(costLimit: limit, into: trials) {
        favourite = second
        output.update(from: trials, count: challenger.count)
        return challenger.count
      }
      filter(pixels, above: previousPixels, with: first, into: matcher.currentRow, length: rowLength)
    }
    return winner.count
  }

  /// Writes a row's filter type byte and its filtered samples: the samples themselves (NONE) or
  /// each minus the one above it (UP), modulo 256, eight at a time.
  @inline(__always)
  private static func filter(
    _ samples: UnsafeMutablePointer<UInt8>, above: UnsafeMutablePointer<UInt8>, with type: UInt8,
    into row: UnsafeMutablePointer<UInt8>, length: Int
  ) {
    row[0] = type
    let count = length - 1
    guard type == filterUp else { return (row + 1).update(from: samples, count: count) }
    // Byte-wise subtraction in a 64-bit word: the low seven bits of each byte are subtracted
    // with the top bit of the minuend set, so no borrow crosses a byte; the top bits are fixed
    // after (the difference's top bit is a₇ ⊕ b₇ ⊕ borrow).
    let high: UInt64 = 0x8080_8080_8080_8080
    var index = 0
    while index + 8 <= count {
      let a = UnsafeRawPointer(samples + index).loadUnaligned(as: UInt64.self)
      let b = UnsafeRawPointer(above + index).loadUnaligned(as: UInt64.self)
      let difference = ((a | high) &- (b & ~high)) ^ ((a ^ ~b) & high)
      UnsafeMutableRawPointer(row + 1 + index).storeBytes(of: difference, as: UInt64.self)
      index += 8
    }
    while index < count {
      row[1 + index] = samples[index] &- above[index]
      index += 1
    }
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

  /// Writes one row of premultiplied pixel words as PNG samples: R, G, B (and straight A).
  ///
  /// RGB samples are written a whole word per pixel, three bytes apart, each word's fourth byte
  /// overwritten by the next pixel; the last one lands in the spare byte after the row.
  @inline(__always)
  private static func convert(
    _ source: UnsafePointer<UInt32>, width: Int, includesAlpha: Bool, into bytes: UnsafeMutablePointer<UInt8>
  ) {
    let raw = UnsafeMutableRawPointer(bytes)
    if includesAlpha {
      for x in 0..<width {
        let pixel = PackedPixel(stored: source[x])
        guard pixel.alpha != 255 else {
          raw.storeBytes(of: source[x], toByteOffset: 4 * x, as: UInt32.self)
          continue
        }
        let straight = pixel.straight
        let word = PackedPixel(
          red: straight.red, green: straight.green, blue: straight.blue, alpha: straight.alpha)
        raw.storeBytes(of: word.stored, toByteOffset: 4 * x, as: UInt32.self)
      }
    } else {
      for x in 0..<width { raw.storeBytes(of: source[x], toByteOffset: 3 * x, as: UInt32.self) }
    }
  }
}
