import Foundation
import Raster

/// `layoutshot-bench raster`: times the rasterizer, the PNG codec and image comparison on a
/// 1179×2556 phone screen (``RasterScene``), against the floor of writing every pixel once.
///
/// Each figure is the median over the repetitions, in microseconds:
///
/// - `memset_us`: filling an existing 12 MB pixel buffer with one 32-bit value (the floor,
///   ``PlainFill``);
/// - `new_canvas_us`: allocating a white canvas of that size (memory from the system, page
///   faults and one fill: what every snapshot pays before drawing);
/// - `fill_screen_us`: one full-screen opaque rectangle on an existing canvas;
/// - `snapshot_bytes_equal_us`: two equal PNG files' bytes compared, as a snapshot assertion does
///   first (`Data ==`);
/// - `raster_scene_us`: every shape of the scene (`shapes` fills) on an existing white canvas,
///   one by one (`Canvas`);
/// - `raster_scene_picture_us`: the scene recorded as a `Picture` over a white rectangle and
///   rendered into a new image with its plan, as `SceneRasterizer` renders scenes (checked to
///   give the same pixels);
/// - `png_encode_us`, `png_encode_zlib6_us`, `png_decode_us`, `png_decode_zlib6_us`:
///   ``PNGEncoder/snapshot`` and libpng with zlib level 6 (for comparison), and decoding each
///   file (`png_bytes`, `png_zlib6_bytes` are the file sizes);
/// - `compare_equal_us`: two equal images in separate buffers;
/// - `compare_exact_us`, `compare_perceptual_us`: a pair differing in a 120×40 block, exactly and
///   with pixelmatch's defaults; `differing_pixels` is the exact count;
/// - `diff_strip_us`: the reference | difference | actual strip of that pair.
struct RasterBenchmark {
  /// How many times each figure is measured.
  let repetitions: Int

  /// Reads `[--reps R]` (default 11).
  ///
  /// - Throws: ``BenchError/usage(_:)`` for a positional argument or a bad repetition count.
  init(arguments: [String]) throws(BenchError) {
    let parsed = try Arguments(arguments, knownOptions: ["reps"])
    if let extra = parsed.positionals.first { throw .usage("unexpected argument '\(extra)'") }
    repetitions =
      try parsed.option("reps").map { (text) throws(BenchError) in
        try Arguments.positiveInteger(text, for: "--reps")
      } ?? 11
  }

  /// Runs every measurement and returns the JSON line.
  ///
  /// - Throws: ``BenchError/failure(_:)`` when an image cannot be made or the PNG codec fails.
  func run() throws(BenchError) -> JSONObject {
    let width = RasterScene.pixelWidth
    let height = RasterScene.pixelHeight
    var line: JSONObject = [
      "impl": "layoutshot", "bench": "raster", "swift": .string(compilerVersion), "width": .integer(width),
      "height": .integer(height), "reps": .integer(repetitions), "plain_fill": .string(PlainFill.method),
      "unit": "us",
    ]
    guard var canvas = RasterScene.newCanvas(), let reference = RasterScene.render() else {
      throw .failure("could not make a \(width)×\(height) image")
    }
    var words = [UInt32](repeating: 0, count: width * height)
    line.append("memset_us", time { fill(&words) })
    line.append("new_canvas_us", time { RasterScene.newCanvas() })
    let screen = Path.rect(x: 0, y: 0, width: Double(width), height: Double(height))
    line.append("fill_screen_us", time { canvas.fill(screen, color: .white) })
    line.append("raster_scene_us", time { RasterScene.draw(on: &canvas) })
    guard let picture = RasterScene.picture() else { throw .failure("could not record the scene") }
    guard picture.render() == RasterScene.render() else {
      throw .failure("the scene rendered from its plan differs from the scene drawn shape by shape")
    }
    line.append("raster_scene_picture_us", time { picture.render() })
    line.append("shapes", .integer(RasterScene.shapes.count))

    let (png, encodeTime) = try timeThrowing { () throws(PNGError) in
      try PNGEncoder.snapshot.encode(reference)
    }
    let (zlibPNG, zlibTime) = try timeThrowing { () throws(PNGError) in
      try PNGEncoder(compression: .zlib(level: 6)).encode(reference)
    }
    let (decoded, decodeTime) = try timeThrowing { () throws(PNGError) in try PNGDecoder().decode(png) }
    guard decoded == reference else { throw .failure("the decoded PNG differs from the image encoded") }
    line.append("png_encode_us", encodeTime)
    line.append("png_bytes", .integer(png.count))
    line.append("png_encode_zlib6_us", zlibTime)
    line.append("png_zlib6_bytes", .integer(zlibPNG.count))
    line.append("png_decode_us", decodeTime)
    let (_, zlibDecodeTime) = try timeThrowing { () throws(PNGError) in try PNGDecoder().decode(zlibPNG) }
    line.append("png_decode_zlib6_us", zlibDecodeTime)

    // The snapshot assertion's first test: the reference file's bytes against the new ones.
    let referenceFile = Data(png)
    let actualFile = Data(png)
    line.append("snapshot_bytes_equal_us", time { referenceFile == actualFile })

    let copy = Image(width: width, height: height, premultipliedRGBA: reference.bytes) ?? reference
    let changed = RasterScene.changed(reference)
    line.append("compare_equal_us", time { PixelDiff(reference: reference, actual: copy) })
    line.append("compare_exact_us", time { PixelDiff(reference: reference, actual: changed) })
    line.append(
      "compare_perceptual_us", time { PixelDiff(reference: reference, actual: changed, options: .perceptual) }
    )
    line.append(
      "differing_pixels", .integer(PixelDiff(reference: reference, actual: changed).differingPixelCount))
    line.append("diff_strip_us", time { PixelDiff.sideBySide(reference: reference, actual: changed) })
    return line
  }

  /// The median time of `body` over the repetitions; its result is freed outside the timing.
  private func time<Result>(_ body: () -> Result) -> JSONValue {
    .microseconds(medianTime(repetitions: repetitions, body))
  }

  /// Like ``time(_:)`` for a PNG operation; returns the last result with the median time.
  private func timeThrowing<Result>(
    _ body: () throws(PNGError) -> Result
  ) throws(BenchError) -> (Result, JSONValue) {
    var times: [Double] = []
    var last: Result?
    for _ in 0..<repetitions {
      let stopwatch = Stopwatch()
      do {
        last = try body()
      } catch {
        throw .failure("PNG: \(error)")
      }
      times.append(stopwatch.microseconds)
    }
    guard let last else { throw .failure("no repetition ran") }
    return (last, .microseconds(times.median))
  }

  /// Writes one 32-bit value into every word of `words` (``PlainFill``).
  private func fill(_ words: inout [UInt32]) -> Int {
    PlainFill.fill(&words, with: 0xFFF7_F2F2)
    return words.count
  }
}
