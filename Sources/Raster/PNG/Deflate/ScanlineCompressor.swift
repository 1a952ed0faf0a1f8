import CZlib

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Filters and compresses an image's rows into the zlib stream of a PNG's `IDAT` data.
///
/// Drawn screens are mostly rows equal to the row above, rows that differ from it in a few
/// pixels, and rows of a few flat runs, and that is what this compressor is built around. Each
/// row is first compared with the row above, on the image's words, a vector at a time:
///
/// - A row **equal** to the one above is filtered UP, which makes it a type byte 2 and zeros. Its
///   tokens are the same for every such row (a 2, a 0, and copies of the zero before), so it
///   costs neither matching nor checksum work: its Adler-32 is combined in from the first one's,
///   and its bytes join the matcher's window only when a later row may copy from them.
/// - A row that differs from it in **a few pixels** (fewer than one in ``sparseRowShare``, or at
///   most ``sparseRowMinimum``) is filtered UP too: zeros but for those pixels. Only those pixels are converted and subtracted; the runs
///   of zeros between them become copies of the zero before without any matching, and add to
///   the checksum in one step each; ``RowMatcher`` parses the rest.
/// - **Any other row** is converted straight into the matcher's window unfiltered (NONE, type 0)
///   and parsed once. NONE suits drawn rows best: runs of one colour are copies from one pixel
///   back, and what repeats the row above is a copy from one row back. (Measured on the example
///   snapshots: choosing per row between NONE and UP by the cheaper of two parses gave 3 %
///   larger files than these rules, at twice the matching work.)
///
/// Tokens are written in dynamic Huffman blocks of about ``blockTokenCount`` tokens, so the codes
/// follow the picture as it changes from bars to text to flat areas.
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
  /// The share of a row's pixels below which a changed row is filtered UP.
  ///
  /// A row differing from the row above in fewer than `width / sparseRowShare` pixels, or in at
  /// most ``sparseRowMinimum``, is filtered UP. Chosen by measurement on the 70 example
  /// snapshots: 2.9 % smaller in all than choosing per row by the cheaper of two parses; a
  /// diagonal line or a curved edge through a flat area changes a handful of pixels a row,
  /// whatever the width.
  static let sparseRowShare = 128
  /// The most changed pixels that keep a row sparse on any width.
  static let sparseRowMinimum = 8

  /// The zlib stream of `image`'s rows as 8-bit RGB (`includesAlpha` false) or 8-bit straight
  /// RGBA; `nil` when RGB was asked for and a pixel is not opaque.
  static func zlibStream(of image: Image, includesAlpha: Bool) -> [UInt8]? {
    let width = image.width
    let bytesPerPixel = includesAlpha ? 4 : 3
    let rowLength = 1 + width * bytesPerPixel
    var matcher = RowMatcher(rowLength: rowLength, bytesPerPixel: bytesPerPixel)
    let tokens = UnsafeMutablePointer<DeflateToken>.allocate(capacity: blockTokenCount + rowLength)
    // The most pixels a sparse row may change, and where they are.
    let sparseLimit = max((width - 1) / sparseRowShare, sparseRowMinimum)
    let changes = UnsafeMutablePointer<Int>.allocate(capacity: sparseLimit + 1)
    defer {
      matcher.deallocate()
      tokens.deallocate()
      changes.deallocate()
    }
    // zlib header: deflate with a 32 KiB window, no dictionary, "fast" compression (RFC 1950).
    var writer = BitWriter(startingWith: [0x78, 0x5E])
    let repeatedRow = repeatedRowTokens(rowLength: rowLength)
    let repeatedRowBytes = [filterUp] + [UInt8](repeating: 0, count: rowLength - 1)
    let repeatedRowChecksum = UInt(Adler32.update(Adler32.initial, repeatedRowBytes, count: rowLength))
    var checksum = UInt(Adler32.initial)
    var tokenCount = 0
    var pendingRepeatedRows = 0
    let isComplete = image.bytes.withUnsafeBufferPointer { buffer -> Bool in
      // An image has at least one pixel, so its storage has an address.
      let source = UnsafeRawPointer(buffer.baseAddress.unsafelyUnwrapped).assumingMemoryBound(to: UInt32.self)
      for y in 0..<image.height {
        let sourceRow = source + y * width
        // The first row has no row above: it counts as all changed.
        let changeCount =
          y == 0
          ? width
          : differences(
            sourceRow, above: sourceRow - width, width: width, recordingAtMost: sparseLimit, into: changes)
        if changeCount == 0 {
          (tokens + tokenCount).update(from: repeatedRow, count: repeatedRow.count)
          tokenCount += repeatedRow.count
          checksum = adler32_combine(checksum, repeatedRowChecksum, rowLength)
          pendingRepeatedRows += 1
        } else {
          // The repeated rows' bytes join the window only when a parse may copy from them.
          matcher.appendRows(repeatedRowBytes, count: pendingRepeatedRows)
          pendingRepeatedRows = 0
          matcher.startRow()
          let row = matcher.currentRow
          let count: Int
          if y > 0 && changeCount <= sparseLimit {
            let changed = UnsafeBufferPointer(start: changes, count: changeCount)
            guard
              filterUp(
                changed, of: sourceRow, above: sourceRow - width, includesAlpha: includesAlpha, into: row,
                length: rowLength)
            else { return false }
            checksum = UInt(
              Adler32.update(
                UInt32(checksum), sparseRow: row, length: rowLength, changed: changed,
                bytesPerPixel: bytesPerPixel))
            count = matcher.parse(changedPixels: changed, into: tokens + tokenCount)
          } else {
            row[0] = filterNone
            guard convert(sourceRow, width: width, includesAlpha: includesAlpha, into: row + 1) else {
              return false
            }
            checksum = UInt(Adler32.update(UInt32(checksum), row, count: rowLength))
            count = matcher.parse(into: tokens + tokenCount)
          }
          tokenCount += count
        }
        if tokenCount >= blockTokenCount && y + 1 < image.height {
          DynamicBlock.write(
            UnsafeBufferPointer(start: tokens, count: tokenCount), isFinal: false, into: &writer)
          tokenCount = 0
        }
      }
      return true
    }
    guard isComplete else { return nil }
    DynamicBlock.write(UnsafeBufferPointer(start: tokens, count: tokenCount), isFinal: true, into: &writer)
    var stream = writer.finish()
    for shift in [24, 16, 8, 0] { stream.append(UInt8(truncatingIfNeeded: checksum >> shift)) }
    return stream
  }

  /// How many pixels of `row` differ from those of `above` (counting stops past `limit`), with
  /// the columns of the first `limit` of them written to `columns`: `memcmp` for an equal row,
  /// else eight pixels compared at a time in 64-bit words.
  @inline(__always)
  static func differences(
    _ row: UnsafePointer<UInt32>, above: UnsafePointer<UInt32>, width: Int, recordingAtMost limit: Int,
    into columns: UnsafeMutablePointer<Int>
  ) -> Int {
    if memcmp(row, above, 4 * width) == 0 { return 0 }
    let (current, previous) = (UnsafeRawPointer(row), UnsafeRawPointer(above))
    var count = 0
    var x = 0
    while x < width {
      let blockEnd = min(x + 8, width)
      if blockEnd - x == 8 {
        var difference: UInt64 = 0
        for word in 0..<4 {
          difference |=
            current.loadUnaligned(fromByteOffset: 4 * x + 8 * word, as: UInt64.self)
            ^ previous.loadUnaligned(fromByteOffset: 4 * x + 8 * word, as: UInt64.self)
        }
        if difference == 0 {
          x = blockEnd
          continue
        }
      }
      for column in x..<blockEnd where row[column] != above[column] {
        if count < limit { columns[count] = column }
        count += 1
        if count > limit { return count }
      }
      x = blockEnd
    }
    return count
  }

  /// The tokens of a row filtered UP below an equal row: its type byte and `rowLength − 1` zeros.
  private static func repeatedRowTokens(rowLength: Int) -> [DeflateToken] {
    [DeflateToken](unsafeUninitializedCapacity: rowLength) { buffer, initializedCount in
      let tokens = buffer.baseAddress.unsafelyUnwrapped
      tokens.initialize(to: .literal(filterUp))
      initializedCount = 1 + zeroRunTokens(count: rowLength - 1, afterZero: false, into: tokens + 1)
    }
  }

  /// Writes the tokens of `count` zero bytes to `tokens` and returns how many: copies of the
  /// zero before (runs of at most 258, none shorter than 3), after a literal zero unless the
  /// byte before is a zero (`afterZero`); literals where fewer than three remain.
  static func zeroRunTokens(count: Int, afterZero: Bool, into tokens: UnsafeMutablePointer<DeflateToken>)
    -> Int
  {
    var written = 0
    var remaining = count
    if !afterZero && remaining > 0 {
      tokens[0] = .literal(0)
      written = 1
      remaining -= 1
    }
    while remaining > 0 {
      guard remaining >= DeflateToken.minimumLength else {
        tokens[written] = .literal(0)
        written += 1
        remaining -= 1
        continue
      }
      var length = min(remaining, DeflateToken.maximumLength)
      // Leave nothing too short to copy.
      if remaining - length > 0 && remaining - length < DeflateToken.minimumLength {
        length = remaining - DeflateToken.minimumLength
      }
      tokens[written] = .copy(length: length, distance: 1)
      written += 1
      remaining -= length
    }
    return written
  }

  /// Writes a sparse row filtered UP into `row` (`length` bytes).
  ///
  /// The row is the type byte, zeros, and at each of the `changed` columns the pixel's samples
  /// minus those of the pixel above, modulo 256. Returns `false` when RGB samples were asked for
  /// and a changed pixel is not opaque.
  @inline(__always)
  private static func filterUp(
    _ changed: UnsafeBufferPointer<Int>, of source: UnsafePointer<UInt32>, above: UnsafePointer<UInt32>,
    includesAlpha: Bool, into row: UnsafeMutablePointer<UInt8>, length: Int
  ) -> Bool {
    row[0] = filterUp
    (row + 1).update(repeating: 0, count: length - 1)
    let bytesPerPixel = includesAlpha ? 4 : 3
    for column in changed {
      let pixel = PackedPixel(stored: source[column])
      let upper = PackedPixel(stored: above[column])
      if !includesAlpha && pixel.alpha != 255 { return false }
      let samples = includesAlpha ? straightWord(pixel) : pixel.packed
      let previous = includesAlpha ? straightWord(upper) : upper.packed
      for channel in 0..<bytesPerPixel {
        let shift = UInt32(8 * channel)
        row[1 + bytesPerPixel * column + channel] =
          UInt8(truncatingIfNeeded: samples >> shift) &- UInt8(truncatingIfNeeded: previous >> shift)
      }
    }
    return true
  }

  /// A pixel's straight RGBA samples, red in the lowest byte.
  @inline(__always)
  private static func straightWord(_ pixel: PackedPixel) -> UInt32 {
    guard pixel.alpha != 255 else { return pixel.packed }
    let straight = pixel.straight
    return PackedPixel(red: straight.red, green: straight.green, blue: straight.blue, alpha: straight.alpha)
      .packed
  }

  /// Writes one row of premultiplied pixel words as PNG samples to `bytes`.
  ///
  /// The samples are R, G, B (and straight A). Returns `false` when RGB samples were asked for
  /// and a pixel is not opaque.
  ///
  /// RGB samples are written a whole word per pixel, three bytes apart, each word's fourth byte
  /// overwritten by the next pixel; the last one lands in a spare byte after the row.
  @inline(__always)
  private static func convert(
    _ source: UnsafePointer<UInt32>, width: Int, includesAlpha: Bool, into bytes: UnsafeMutablePointer<UInt8>
  ) -> Bool {
    let raw = UnsafeMutableRawPointer(bytes)
    if includesAlpha {
      for x in 0..<width {
        raw.storeBytes(
          of: straightWord(PackedPixel(stored: source[x])).littleEndian, toByteOffset: 4 * x, as: UInt32.self)
      }
      return true
    }
    var all = UInt32.max
    for x in 0..<width {
      let word = source[x]
      all &= word
      raw.storeBytes(of: word, toByteOffset: 3 &* x, as: UInt32.self)
    }
    return PackedPixel(stored: all).alpha == 255
  }
}
