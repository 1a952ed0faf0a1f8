extension Path {
  /// The same outline with every contour drawn the other way round.
  ///
  /// Each contour runs from its last point back to its first, through the same curves; a closed
  /// contour stays closed. Filled by the non-zero
  /// rule inside a contour running the original way, the reversed one cuts a hole.
  ///
  /// ```swift
  /// var ring = Path(rect: outer)
  /// ring.append(Path(rect: inner).reversed())  // a frame, by the non-zero rule
  /// ```
  public func reversed() -> Path {
    var result = Path()
    var contour: [Element] = []
    var start = Point.zero
    func flush(closed: Bool) {
      defer { contour = [] }
      guard !contour.isEmpty else { return }
      // Each step's start point is the end of the step before it.
      var points = [start]
      for element in contour {
        switch element {
        case .line(let to), .quad(let to, _), .cubic(let to, _, _): points.append(to)
        default: break
        }
      }
      result.move(to: points[points.count - 1])
      for (index, element) in contour.enumerated().reversed() {
        let target = points[index]
        switch element {
        case .line: result.line(to: target)
        case .quad(_, let control): result.quad(to: target, control: control)
        case .cubic(_, let control1, let control2):
          result.cubic(to: target, control1: control2, control2: control1)
        default: break
        }
      }
      if closed { result.close() }
    }
    for element in elements {
      switch element {
      case .move(let to):
        flush(closed: false)
        start = to
      case .close:
        if contour.isEmpty { result.move(to: start) }
        flush(closed: true)
      default:
        contour.append(element)
      }
    }
    flush(closed: false)
    return result
  }
}
