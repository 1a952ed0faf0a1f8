import CZlib
import Testing

@testable import Raster

/// The snapshot encoder (``PNGEncoder/Compression/screen``): its files decode to the same pixels
/// through libpng and inflate through zlib, and its filtering is the one documented.
@Suite("PNG screen encoding")
struct PNGScreenEncodingTests {
  /// A picture of `width` × `height` with the things screens are made of: bands of equal rows,
  /// flat runs, a few noisy pixels (or all noise when `noise`), translucent and clear pixels
  /// unless `opaque`.
  private func picture(width: Int, height: Int, opaque: Bool, noise: Bool, seed: UInt64) throws -> Image {
    var random = RandomSequence(state: seed)
    var bytes: [UInt8] = []
    var row: [UInt8] = []
    for y in 0..<height {
      // Keep the row above about half the time, to make runs of equal rows.
      if y == 0 || random.next(2) == 0 {
        row = []
        var x = 0
        while x < width {
          let run = noise ? 1 : 1 + random.next(40)
          let alpha = opaque ? 255 : [0, 90, 255, 255][random.next(4)]
          let pixel = [random.next(256), random.next(256), random.next(256)].map { UInt8($0 * alpha / 255) }
          for _ in 0..<min(run, width - x) { row += pixel + [UInt8(alpha)] }
          x += run
        }
      }
      bytes += row
    }
    return try #require(Image(width: width, height: height, premultipliedRGBA: bytes))
  }

  /// The bytes of every IDAT chunk of `file`, joined.
  private func imageData(_ file: [UInt8]) -> [UInt8] {
    var data: [UInt8] = []
    var offset = 8
    while offset + 8 <= file.count {
      let length = file[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      if String(decoding: file[offset + 4..<offset + 8], as: UTF8.self) == "IDAT" {
        data += file[offset + 8..<offset + 8 + length]
      }
      offset += 12 + length
    }
    return data
  }

  /// `stream` inflated by zlib, which must give exactly `count` bytes.
  private func inflated(_ stream: [UInt8], count: Int) throws -> [UInt8] {
    var output = [UInt8](repeating: 0, count: count + 1)
    var outputLength = UInt(output.count)
    let status = uncompress(&output, &outputLength, stream, UInt(stream.count))
    try #require(status == Z_OK, "zlib's uncompress returned \(status)")
    try #require(Int(outputLength) == count)
    return Array(output.prefix(count))
  }

  @Test(arguments: [(1, 1), (1, 9), (9, 1), (37, 23), (130, 64)])
  func picturesSurviveTheRoundTripThroughLibpng(width: Int, height: Int) throws {
    for (seed, (opaque, noise)) in [(true, false), (false, false), (true, true), (false, true)].enumerated() {
      let image = try picture(width: width, height: height, opaque: opaque, noise: noise, seed: UInt64(seed))
      let file = try PNGEncoder.snapshot.encode(image)
      #expect(try PNGDecoder().decode(file) == image, "opaque \(opaque), noise \(noise)")
    }
  }

  @Test func rowsLongerThanTheWindowSurviveTheRoundTrip() throws {
    // 11,000 RGB pixels: 33,001 bytes a row, farther than deflate can copy from (32,768).
    for opaque in [true, false] {
      let image = try picture(width: 11_000, height: 3, opaque: opaque, noise: false, seed: 7)
      #expect(try PNGDecoder().decode(PNGEncoder.snapshot.encode(image)) == image)
    }
  }

  @Test func copiesReachBackAcrossTheWholeWindowAsItSlides() throws {
    // 300 RGB pixels (901 bytes a row), 400 rows (360 KB): the window slides many times. Noisy
    // rows come back 20 rows later (18 KB back, within reach), and a band of 60 equal rows
    // (54 KB, beyond reach) is skipped over.
    var random = RandomSequence(state: 42)
    let noisyRows: [[UInt8]] = (0..<20).map { _ in
      var row: [UInt8] = []
      for _ in 0..<300 {
        row += [UInt8(random.next(256)), UInt8(random.next(256)), UInt8(random.next(256)), 255]
      }
      return row
    }
    var bytes: [UInt8] = []
    for y in 0..<400 {
      bytes += (200..<260).contains(y) ? noisyRows[0] : noisyRows[(y * 7) % 20]
    }
    let image = try #require(Image(width: 300, height: 400, premultipliedRGBA: bytes))
    let file = try PNGEncoder.snapshot.encode(image)
    #expect(try PNGDecoder().decode(file) == image)
    // 20 noisy rows of 900 random bytes cannot shrink; the other 380 rows are copies of rows up
    // to 20 rows back, well under 100 bytes each (a window of only the row above would leave
    // them at about 900 bytes each).
    #expect(file.count < 20 * 901 + 380 * 100)
  }

  /// The filter type bytes of `file`'s rows and its rows unfiltered by hand (NONE and UP only),
  /// for an image of `width` × `height` with `bytesPerPixel`.
  private func scanlines(
    _ file: [UInt8], width: Int, height: Int, bytesPerPixel: Int
  ) throws -> (filters: [UInt8], samples: [[UInt8]]) {
    let rowLength = 1 + bytesPerPixel * width
    let data = try inflated(imageData(file), count: rowLength * height)
    var previous = [UInt8](repeating: 0, count: rowLength - 1)
    var filters: [UInt8] = []
    var samples: [[UInt8]] = []
    for y in 0..<height {
      let filtered = data[y * rowLength + 1..<(y + 1) * rowLength]
      filters.append(data[y * rowLength])
      previous = data[y * rowLength] == 2 ? zip(filtered, previous).map { $0 &+ $1 } : Array(filtered)
      samples.append(previous)
    }
    return (filters, samples)
  }

  @Test func equalRowsAndRowsChangingAFewPixelsAreFilteredUpOthersNone() throws {
    // 300 pixels a row: up to 8 changed pixels (more than 300 / 128) make a row UP, 9 do not.
    let width = 300
    var random = RandomSequence(state: 9)
    let first = (0..<width).flatMap { x in x < 120 ? [255, 59, 48, 255] : [0, 122, 255, 255] as [UInt8] }
    func changing(_ row: [UInt8], at columns: [Int]) -> [UInt8] {
      var row = row
      for column in columns {
        for channel in 0..<3 { row[4 * column + channel] = UInt8(random.next(256)) }
      }
      return row
    }
    let one = changing(first, at: [7])
    let ends = changing(one, at: [0, 299])
    let eight = changing(ends, at: [10, 11, 12, 150, 151, 152, 153, 154])
    let nine = changing(eight, at: Array(200..<209))
    let neighbours = changing(nine, at: [298, 299])
    let rows = [first, first, one, ends, eight, nine, nine, neighbours]
    let image = try #require(Image(width: width, height: rows.count, premultipliedRGBA: Array(rows.joined())))
    let file = try PNGEncoder.snapshot.encode(image)
    #expect(PNGBytes.colorType(file) == 2)
    let (filters, samples) = try scanlines(file, width: width, height: rows.count, bytesPerPixel: 3)
    #expect(filters == [0, 2, 2, 2, 2, 0, 2, 2])
    for (y, row) in rows.enumerated() {
      let expected = stride(from: 0, to: row.count, by: 4).flatMap { row[$0..<$0 + 3] }
      #expect(samples[y] == expected, "row \(y)")
    }
    #expect(try PNGDecoder().decode(file) == image)
  }

  @Test func translucentRowsChangingAFewPixelsAreFilteredOnStraightSamples() throws {
    // RGBA: a translucent row, then one pixel changed to another translucent colour.
    let width = 200
    let row = (0..<width).flatMap { _ in [60, 20, 100, 128] as [UInt8] }
    var changed = row
    changed.replaceSubrange(4 * 50..<4 * 51, with: [10, 90, 5, 90] as [UInt8])
    let image = try #require(Image(width: width, height: 3, premultipliedRGBA: row + changed + changed))
    let file = try PNGEncoder.snapshot.encode(image)
    #expect(PNGBytes.colorType(file) == 6)
    let (filters, samples) = try scanlines(file, width: width, height: 3, bytesPerPixel: 4)
    #expect(filters == [0, 2, 2])
    // Straight colour: 60 · 255 / 128 = 119.5 → 120, 20 → 40 (39.8), 100 → 199 (199.2); the
    // changed pixel 10 · 255 / 90 = 28.3 → 28, 90 → 255, 5 → 14 (14.2).
    #expect(Array(samples[0][0..<4]) == [120, 40, 199, 128])
    #expect(Array(samples[1][200..<204]) == [28, 255, 14, 90])
    #expect(try PNGDecoder().decode(file) == image)
  }

  @Test func aPixelThatIsNotOpaqueLateInThePictureMakesItRGBA() throws {
    // Opaque everywhere but the last pixel: RGBA, found out at the last row.
    var bytes = [UInt8](repeating: 255, count: 4 * 150 * 40)
    bytes.replaceSubrange(bytes.count - 4..<bytes.count, with: [100, 100, 100, 200])
    let image = Image(width: 150, height: 40, premultipliedRGBA: bytes)
    try #require(image != nil)
    guard let image else { return }
    let file = try PNGEncoder.snapshot.encode(image)
    #expect(PNGBytes.colorType(file) == 6)
    #expect(try PNGDecoder().decode(file) == image)
  }

  @Test func aFlatScreenCostsAFewBytesPerRow() throws {
    // 1000 × 1000 of one colour: every row but the first is "2, 0, 0 ...", 14 tokens (two
    // literals and twelve copies) of a few bits each, so well under 8 bytes a row.
    let image = try #require(Image(width: 1000, height: 1000, fill: RGBA8(red: 242, green: 242, blue: 247)))
    let file = try PNGEncoder.snapshot.encode(image)
    #expect(file.count < 8_000)
    #expect(try PNGDecoder().decode(file) == image)
  }

  @Test func theSameImageGivesTheSameBytes() throws {
    let image = try picture(width: 64, height: 40, opaque: false, noise: false, seed: 11)
    let copy = try #require(Image(width: 64, height: 40, premultipliedRGBA: image.bytes))
    #expect(try PNGEncoder.snapshot.encode(image) == PNGEncoder.snapshot.encode(copy))
  }

  @Test func theZlibStreamCarriesTheAdlerChecksumOfTheRows() throws {
    let image = try picture(width: 20, height: 12, opaque: true, noise: false, seed: 5)
    let stream = imageData(try PNGEncoder.snapshot.encode(image))
    let scanlines = try inflated(stream, count: 12 * (1 + 3 * 20))
    // uncompress checks it too; this pins it to the independent bit-by-bit computation.
    #expect(Array(stream.suffix(4)) == PNGBytes.bigEndian(PNGBytes.adler32(scanlines)))
    #expect(stream[0] == 0x78 && (Int(stream[0]) << 8 | Int(stream[1])) % 31 == 0)
  }
}
