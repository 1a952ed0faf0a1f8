/// A path's outline as straight edges in 24.8 fixed point, in pixel space, with their bounds.
///
/// Curves are flattened after the transform, in pixels, into chords that stay within
/// ``tolerance`` of the curve. Every contour is closed. A path with a non-finite coordinate
/// (before or after the transform) gives no edges: it draws nothing.
struct EdgeList {
  /// The edges, in outline order.
  private(set) var edges: [Edge] = []
  /// The smallest and largest 24.8 coordinates of any edge end.
  private(set) var minX = Int.max
  private(set) var minY = Int.max
  private(set) var maxX = Int.min
  private(set) var maxY = Int.min

  /// The largest distance, in pixels, between a curve and the chords that replace it: 1/16 px,
  /// FreeType's bound (its smooth rasterizer halves a conic until `|p0 − 2p1 + p2|`, four times
  /// the chord's distance, is under 1/4 px), at most 16 of 255 coverage levels on an edge pixel.
  static let tolerance = 1.0 / 16
  /// The most chords one curve becomes (a curve thousands of pixels long is mostly off-canvas).
  static let maximumChords = 1_000

  /// No edges: an outline that draws nothing.
  init() {}

  /// The outline of `path` under `transform`.
  init(_ path: Path, transform: Transform) {
    // How many chords each curve becomes, and so how many edges there can be at most (one per
    // point): the edges are then written straight into their array.
    let (chords, points) = Self.chordCounts(of: path, transform: transform)
    var bounds = (minX: Int.max, minY: Int.max, maxX: Int.min, maxY: Int.min)
    var isFinite = true
    let edges = [Edge](unsafeUninitializedCapacity: points) { buffer, initializedCount in
      guard let base = buffer.baseAddress else { return }
      var builder = Builder(transform: transform, chords: chords, into: base)
      for element in path.elements {
        switch element {
        case .move(let to):
          builder.closeContour()
          builder.start(to.x, to.y)
        case .line(let to):
          builder.line(to: to.x, to.y)
        case .quad(let to, let control):
          builder.quad(control.x, control.y, to: to.x, to.y)
        case .cubic(let to, let control1, let control2):
          builder.cubic(control1.x, control1.y, control2.x, control2.y, to: to.x, to.y)
        case .close:
          builder.closeContour()
        }
      }
      builder.closeContour()
      initializedCount = builder.count
      bounds = (builder.minX, builder.minY, builder.maxX, builder.maxY)
      isFinite = builder.isFinite
    }
    guard isFinite, !edges.isEmpty else { return }
    self.edges = edges
    (minX, minY, maxX, maxY) = bounds
  }

  /// The number of chords of each curve of `path` under `transform`, in order, and the number
  /// of points the flattened outline has (contours closed), as ``Builder`` makes them.
  private static func chordCounts(of path: Path, transform: Transform) -> (chords: [Int], points: Int) {
    var chords: [Int] = []
    var points = 0
    var current = (x: 0.0, y: 0.0)
    var contourStart = (x: 0.0, y: 0.0)
    var contourIsOpen = false
    for element in path.elements {
      switch element {
      case .move(let to):
        points += contourIsOpen ? 2 : 1
        current = transform.apply(x: to.x, y: to.y)
        contourStart = current
        contourIsOpen = true
      case .line(let to):
        points += 1
        current = transform.apply(x: to.x, y: to.y)
      case .quad(let to, let control):
        let pulled = transform.apply(x: control.x, y: control.y)
        let end = transform.apply(x: to.x, y: to.y)
        let count = quadChords(current, pulled, end)
        chords.append(count)
        points += count
        current = end
      case .cubic(let to, let control1, let control2):
        let end = transform.apply(x: to.x, y: to.y)
        let count = cubicChords(
          current, transform.apply(x: control1.x, y: control1.y),
          transform.apply(x: control2.x, y: control2.y), end)
        chords.append(count)
        points += count
        current = end
      case .close:
        if contourIsOpen { points += 1 }
        contourIsOpen = false
        current = contourStart
      }
    }
    return (chords, points + (contourIsOpen ? 1 : 0))
  }

  /// The chords of a quadratic curve: a chord of parameter step 1/n strays at most
  /// |p0 − 2p1 + p2| / (4n²) from the curve.
  private static func quadChords(
    _ start: (x: Double, y: Double), _ control: (x: Double, y: Double), _ end: (x: Double, y: Double)
  ) -> Int {
    let bend = length(start.x - 2 * control.x + end.x, start.y - 2 * control.y + end.y)
    return chordCount(bend / (4 * tolerance))
  }

  /// The chords of a cubic curve: its second derivative is at most 6·max(|p0 − 2p1 + p2|,
  /// |p1 − 2p2 + p3|), so a chord of parameter step 1/n strays at most 3·that max / (4n²).
  private static func cubicChords(
    _ p0: (x: Double, y: Double), _ p1: (x: Double, y: Double), _ p2: (x: Double, y: Double),
    _ p3: (x: Double, y: Double)
  ) -> Int {
    let bend = max(
      length(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y),
      length(p1.x - 2 * p2.x + p3.x, p1.y - 2 * p2.y + p3.y))
    return chordCount(3 * bend / (4 * tolerance))
  }

  private static func length(_ dx: Double, _ dy: Double) -> Double {
    (dx * dx + dy * dy).squareRoot()
  }

  /// Whether no edge was made (an empty, degenerate or non-finite path).
  var isEmpty: Bool { edges.isEmpty }

  /// The rectangle the edges outline, in 24.8, when they are exactly two vertical edges over the
  /// same rows running opposite ways (an axis-aligned rectangle after its horizontal sides were
  /// dropped); `nil` for any other outline.
  var axisAlignedRectangle: (left: Int, top: Int, right: Int, bottom: Int)? {
    guard edges.count == 2 else { return nil }
    let (first, second) = (edges[0], edges[1])
    guard first.x0 == first.x1, second.x0 == second.x1, first.y0 == second.y0, first.y1 == second.y1,
      first.winding == -second.winding, first.x0 != second.x0
    else { return nil }
    return (min(first.x0, second.x0), first.y0, max(first.x0, second.x0), first.y1)
  }

  /// The whole pixels the edges touch: rows `minY >> 8 ... (maxY - 1) >> 8`, likewise columns.
  var pixelBounds: PixelRegion {
    guard !edges.isEmpty else { return PixelRegion(x: 0, y: 0, width: 0, height: 0) }
    let left = FDot8.pixel(minX)
    let top = FDot8.pixel(minY)
    return PixelRegion(
      x: left, y: top, width: FDot8.pixel(maxX + FDot8.one - 1) - left,
      height: FDot8.pixel(maxY + FDot8.one - 1) - top)
  }

  /// Collects the flattened outline as edges between 24.8 points, each contour closed back to its
  /// start, with their bounds, into memory with room for one edge per point.
  private struct Builder {
    let transform: Transform
    /// The chords of each curve, in order (``EdgeList/chordCounts(of:transform:)``), and the next.
    private let chords: [Int]
    private var nextCurve = 0
    /// The edges so far, in outline order.
    private let edges: UnsafeMutablePointer<Edge>
    private(set) var count = 0
    /// The smallest and largest 24.8 coordinates of any edge end.
    private(set) var minX = Int.max
    private(set) var minY = Int.max
    private(set) var maxX = Int.min
    private(set) var maxY = Int.min
    /// Whether every coordinate seen was finite.
    private(set) var isFinite = true
    /// The current point and the contour's first point, in pixels (after the transform), and
    /// the same in 24.8.
    private var current = (x: 0.0, y: 0.0)
    private var contourStart = (x: 0.0, y: 0.0)
    private var currentFixed = (x: 0, y: 0)
    private var contourStartFixed = (x: 0, y: 0)
    private var contourIsOpen = false

    init(transform: Transform, chords: [Int], into edges: UnsafeMutablePointer<Edge>) {
      self.transform = transform
      self.chords = chords
      self.edges = edges
    }

    mutating func start(_ x: Double, _ y: Double) {
      let point = pixels(x, y)
      current = point
      contourStart = point
      contourIsOpen = true
      guard let fixed = fixed(point) else { return }
      currentFixed = fixed
      contourStartFixed = fixed
    }

    mutating func line(to x: Double, _ y: Double) {
      let point = pixels(x, y)
      current = point
      append(point)
    }

    mutating func quad(_ cx: Double, _ cy: Double, to x: Double, _ y: Double) {
      let start = current
      let control = pixels(cx, cy)
      let end = pixels(x, y)
      let chords = self.chords[nextCurve]
      nextCurve += 1
      for step in 1..<chords {
        let t = Double(step) / Double(chords)
        let u = 1 - t
        append(
          (
            u * u * start.x + 2 * u * t * control.x + t * t * end.x,
            u * u * start.y + 2 * u * t * control.y + t * t * end.y
          ))
      }
      current = end
      append(end)
    }

    mutating func cubic(_ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double, to x: Double, _ y: Double)
    {
      let p0 = current
      let p1 = pixels(c1x, c1y)
      let p2 = pixels(c2x, c2y)
      let p3 = pixels(x, y)
      let chords = self.chords[nextCurve]
      nextCurve += 1
      for step in 1..<chords {
        let t = Double(step) / Double(chords)
        let u = 1 - t
        let w0 = u * u * u
        let w1 = 3 * u * u * t
        let w2 = 3 * u * t * t
        let w3 = t * t * t
        append((w0 * p0.x + w1 * p1.x + w2 * p2.x + w3 * p3.x, w0 * p0.y + w1 * p1.y + w2 * p2.y + w3 * p3.y))
      }
      current = p3
      append(p3)
    }

    /// Ends the open contour with a line back to its first point.
    mutating func closeContour() {
      guard contourIsOpen else { return }
      contourIsOpen = false
      current = contourStart
      append(contourStart)
    }

    private func pixels(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
      transform.apply(x: x, y: y)
    }

    /// The point in 24.8, or `nil` (and the outline marked non-finite) when it is not finite.
    @inline(__always)
    private mutating func fixed(_ point: (x: Double, y: Double)) -> (x: Int, y: Int)? {
      guard point.x.isFinite, point.y.isFinite else {
        isFinite = false
        return nil
      }
      return (FDot8.from(point.x), FDot8.from(point.y))
    }

    /// Adds the edge from the current 24.8 point to `point`, which becomes the current one.
    @inline(__always)
    private mutating func append(_ point: (x: Double, y: Double)) {
      guard let end = fixed(point) else { return }
      let start = currentFixed
      currentFixed = end
      guard let edge = Edge(fromX: start.x, y: start.y, toX: end.x, y: end.y) else { return }
      (edges + count).initialize(to: edge)
      count += 1
      minX = min(minX, edge.x0, edge.x1)
      maxX = max(maxX, edge.x0, edge.x1)
      minY = min(minY, edge.y0)
      maxY = max(maxY, edge.y1)
    }
  }

  /// The number of chords `n` with `n² ≥ squaredChords`, from 1 to ``maximumChords``.
  private static func chordCount(_ squaredChords: Double) -> Int {
    guard squaredChords > 1 else { return 1 }
    guard squaredChords < Double(maximumChords * maximumChords) else { return maximumChords }
    return Int(squaredChords.squareRoot().rounded(.up))
  }
}
