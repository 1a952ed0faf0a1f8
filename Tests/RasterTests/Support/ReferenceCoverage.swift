@testable import Raster

/// The coverage of a filled outline computed the plain way, as an oracle for the scan converter:
/// every edge cut at every row, every piece cut at every column with its crossing computed from
/// the piece's start, the cells of each row in dense arrays, integrated from the left.
///
/// It is slow on purpose and shares no code with ``ScanConverter`` except the ``Edge`` values it
/// reads (made by ``EdgeList``); the rounding of every crossing is written out here again.
enum ReferenceCoverage {
  /// The 0...255 alpha of each pixel of `region` (row by row) for `edges` filled with `rule`,
  /// with `clip` as the scan converter's clip (pieces left of it add only their cover, pieces
  /// right of it are dropped); pixels outside `clip` get 0.
  static func alphas(of edges: [Edge], rule: FillRule, clip: PixelRegion, region: PixelRegion) -> [UInt32] {
    var result = [UInt32](repeating: 0, count: region.width * region.height)
    guard !clip.isEmpty else { return result }
    for row in clip.y..<clip.maxY {
      // Index 0: left of the clip; index i + 1: clip column i.
      var cover = [Int](repeating: 0, count: clip.width + 1)
      var area = [Int](repeating: 0, count: clip.width + 1)
      let rowTop = row * 256
      for edge in edges where edge.y0 < rowTop + 256 && edge.y1 > rowTop {
        let top = max(edge.y0, rowTop)
        let bottom = min(edge.y1, rowTop + 256)
        var piece = (
          xa: x(of: edge, at: top) - clip.x * 256, ya: top - rowTop,
          xb: x(of: edge, at: bottom) - clip.x * 256,
          yb: bottom - rowTop
        )
        let limit = clip.width * 256
        if max(piece.xa, piece.xb) <= 0 {
          cover[0] += (piece.yb - piece.ya) * edge.winding
          continue
        }
        if min(piece.xa, piece.xb) >= limit { continue }
        if min(piece.xa, piece.xb) < 0 {
          let y = piece.ya + rounded((0 - piece.xa) * (piece.yb - piece.ya), piece.xb - piece.xa)
          if piece.xa < 0 {
            cover[0] += (y - piece.ya) * edge.winding
            (piece.xa, piece.ya) = (0, y)
          } else {
            cover[0] += (piece.yb - y) * edge.winding
            (piece.xb, piece.yb) = (0, y)
          }
        }
        if max(piece.xa, piece.xb) > limit {
          let y = piece.ya + rounded((limit - piece.xa) * (piece.yb - piece.ya), piece.xb - piece.xa)
          if piece.xa > limit { (piece.xa, piece.ya) = (limit, y) } else { (piece.xb, piece.yb) = (limit, y) }
        }
        if piece.ya == piece.yb { continue }
        for (cell, enter, leave, fromY, toY) in cells(of: piece) {
          let height = (toY - fromY) * edge.winding
          cover[cell + 1] += height
          area[cell + 1] += (enter + leave) * height
        }
      }
      var winding = cover[0]
      for column in 0..<clip.width {
        winding += cover[column + 1]
        let value = winding * 512 - area[column + 1]
        let x = clip.x + column
        guard (region.x..<region.maxX).contains(x), (region.y..<region.maxY).contains(row) else { continue }
        result[(row - region.y) * region.width + x - region.x] = alpha(value, rule: rule)
      }
    }
    return result
  }

  /// The cells a piece inside the clip passes through: the cell, the x offsets (in 1/256 px,
  /// from the cell's left side) where the piece enters and leaves it, and the heights there.
  private static func cells(of piece: (xa: Int, ya: Int, xb: Int, yb: Int)) -> [(Int, Int, Int, Int, Int)] {
    let (xa, ya, xb, yb) = piece
    if xa == xb {
      let cell = floorDivision(xa, 256)
      return [(cell, xa - cell * 256, xa - cell * 256, ya, yb)]
    }
    var result: [(Int, Int, Int, Int, Int)] = []
    var y = ya
    if xb > xa {
      var cell = floorDivision(xa, 256)
      var enter = xa - cell * 256
      while (cell + 1) * 256 < xb {
        let crossing = ya + rounded(((cell + 1) * 256 - xa) * (yb - ya), xb - xa)
        result.append((cell, enter, 256, y, crossing))
        (cell, enter, y) = (cell + 1, 0, crossing)
      }
      result.append((cell, enter, xb - cell * 256, y, yb))
    } else {
      var cell = floorDivision(xa - 1, 256)
      var enter = xa - cell * 256
      while cell * 256 > xb {
        let crossing = ya + rounded((cell * 256 - xa) * (yb - ya), xb - xa)
        result.append((cell, enter, 0, y, crossing))
        (cell, enter, y) = (cell - 1, 256, crossing)
      }
      result.append((cell, enter, xb - cell * 256, y, yb))
    }
    return result
  }

  /// Where `edge` crosses height `y`, rounded to 1/256 px.
  private static func x(of edge: Edge, at y: Int) -> Int {
    if y == edge.y0 || edge.x0 == edge.x1 { return edge.x0 }
    if y == edge.y1 { return edge.x1 }
    return edge.x0 + rounded((edge.x1 - edge.x0) * (y - edge.y0), edge.y1 - edge.y0)
  }

  /// `numerator / denominator` rounded to nearest, halves up: ⌊numerator / denominator + ½⌋.
  private static func rounded(_ numerator: Int, _ denominator: Int) -> Int {
    let (n, d) = denominator < 0 ? (-numerator, -denominator) : (numerator, denominator)
    return floorDivision(2 * n + d, 2 * d)
  }

  private static func floorDivision(_ a: Int, _ b: Int) -> Int {
    let quotient = a / b
    return (a % b != 0 && (a < 0) != (b < 0)) ? quotient - 1 : quotient
  }

  private static func alpha(_ value: Int, rule: FillRule) -> UInt32 {
    let full = 1 << 17
    var magnitude = abs(value)
    switch rule {
    case .nonZero: magnitude = min(magnitude, full)
    case .evenOdd:
      magnitude %= 2 * full
      if magnitude > full { magnitude = 2 * full - magnitude }
    }
    // Rounded to nearest of 255 levels, halves up.
    return UInt32((magnitude * 255 + full / 2) / full)
  }
}
