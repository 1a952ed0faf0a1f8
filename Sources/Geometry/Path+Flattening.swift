extension Path {
  /// The smallest rectangle holding the path itself, curves followed to within `tolerance`
  /// (unlike ``controlBounds``, control points off the curve do not count); `nil` for a path that
  /// draws nothing.
  public func curveBounds(tolerance: Double = 0.01) -> Rect? {
    let points = Stroker.flatten(self, tolerance: tolerance).flatMap(\.points)
    guard let first = points.first else { return nil }
    var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
    for point in points {
      (minX, minY) = (min(minX, point.x), min(minY, point.y))
      (maxX, maxY) = (max(maxX, point.x), max(maxY, point.y))
    }
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// Whether `point` lies inside the path filled by `rule` (every contour counts as closed);
  /// curves are followed to within `tolerance`.
  ///
  /// ```swift
  /// Path(rect: Rect(x: 0, y: 0, width: 10, height: 10)).contains(Point(x: 5, y: 5), rule: .nonZero)  // true
  /// ```
  public func contains(_ point: Point, rule: FillRule, tolerance: Double = 0.01) -> Bool {
    var winding = 0
    for polyline in Stroker.flatten(self, tolerance: tolerance) {
      let points = polyline.points
      for index in points.indices {
        let a = points[index]
        let b = points[(index + 1) % points.count]
        // A crossing of the horizontal line through the point, to its right, counted by direction.
        guard (a.y <= point.y) != (b.y <= point.y) else { continue }
        let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
        if x > point.x { winding += b.y > a.y ? 1 : -1 }
      }
    }
    return rule == .nonZero ? winding != 0 : winding % 2 != 0
  }
}
