import Testing

@testable import Raster

/// Where a continuous corner (`CornerCurve.continuous`) covers more or less than a quarter
/// circle of the same radius, filled by the rasterizer.
///
/// By the construction (see `CornerCurve`), the continuous curve leaves each edge 1.528665 radii
/// from the corner, where a quarter circle leaves it 1 radius away, and passes 0.291507 radii from
/// each edge at 45°, where the circle passes 0.292893. So near the edges, between the two starts,
/// the continuous corner covers less; on the diagonal it covers a little more.
@Suite("Continuous corner coverage")
struct ContinuousCornerCoverageTests {
  /// A 400 × 400 pixel square with radius-120 corners of `curve`, filled black.
  ///
  /// The continuous
  /// curve fits whole: 1.528665 × 120 = 183.4 is less than half the side.
  static func corner(_ curve: CornerCurve) throws -> Image {
    var canvas = try #require(Canvas(width: 400, height: 400))
    let square = RoundedRect(Rect(x: 0, y: 0, width: 400, height: 400), radius: 120, cornerCurve: curve)
    canvas.fill(Path(roundedRect: square), color: .black)
    return canvas.finish()
  }

  /// The summed alpha of the pixels in `columns` × `rows`.
  static func coverage(_ image: Image, columns: Range<Int>, rows: Range<Int>) -> Int {
    columns.reduce(0) { sum, x in
      sum + rows.reduce(0) { $0 + Int(image.premultipliedPixel(x: x, y: $1).alpha) }
    }
  }

  @Test func continuousCoversLessNearTheEdgesAndMoreAtFortyFiveDegrees() throws {
    let circular = try Self.corner(.circular)
    let continuous = try Self.corner(.continuous)
    // Along the top edge, from 1 radius (120 px) to 1.5 radii (180 px) from the left, the first
    // 4 pixel rows: the circle has not started curving, the continuous curve has.
    let edge = (columns: 120..<180, rows: 0..<4)
    #expect(Self.coverage(circular, columns: edge.columns, rows: edge.rows) == 60 * 4 * 255)
    #expect(
      Self.coverage(continuous, columns: edge.columns, rows: edge.rows)
        < Self.coverage(circular, columns: edge.columns, rows: edge.rows))
    // The same along the left edge.
    #expect(
      Self.coverage(continuous, columns: edge.rows, rows: edge.columns)
        < Self.coverage(circular, columns: edge.rows, rows: edge.columns))
    // Around the diagonal crossing, 0.292893 × 120 = 35.1 px (circle) and 0.291507 × 120 = 35.0 px
    // (continuous) from each edge, the window holding the curves from about 40° to 50°: the
    // continuous corner covers more.
    let diagonal = (columns: 28..<44, rows: 28..<44)
    #expect(
      Self.coverage(continuous, columns: diagonal.columns, rows: diagonal.rows)
        > Self.coverage(circular, columns: diagonal.columns, rows: diagonal.rows))
    // Far from the corners the two are the same square.
    #expect(continuous.premultipliedPixel(x: 200, y: 0).alpha == 255)
    #expect(continuous.premultipliedPixel(x: 0, y: 200).alpha == 255)
  }
}
