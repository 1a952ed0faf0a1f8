/// Where an SVG shadow filter works, in user space: what casts the shadow and where the shadow
/// falls, spread by its blur.
///
/// The spread, four standard deviations and 5 pixels, holds the whole of the blur the rasterizer
/// and resvg apply (the rasterizer's five extended boxes reach at most 3.9 σ and 5 pixels, its
/// kernel, for σ below 2 pixels, ⌈4σ⌉; resvg's boxes 3.9 σ and 5 pixels), so a filter region never
/// cuts a shadow short.
enum SVGShadowRegion {
  /// The region of `shadow` cast by what lies in `bounds`, within the canvas of `size`, rounded
  /// out to whole points; `nil` when it misses the canvas.
  static func region(of shadow: DrawCommand.Shadow, castFrom bounds: Rect, scale: Double, canvas size: Size)
    -> Rect?
  {
    let spread = spread(of: shadow, castFrom: bounds, scale: scale)
    let minX = max(spread.minX, 0).rounded(.down)
    let minY = max(spread.minY, 0).rounded(.down)
    let maxX = min(spread.maxX, size.width).rounded(.up)
    let maxY = min(spread.maxY, size.height).rounded(.up)
    guard maxX > minX, maxY > minY else { return nil }
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// `bounds` and the shadow cast from it, spread by the blur.
  private static func spread(of shadow: DrawCommand.Shadow, castFrom bounds: Rect, scale: Double) -> Rect {
    let moved = Rect(
      x: bounds.minX + shadow.offset.width, y: bounds.minY + shadow.offset.height, width: bounds.width,
      height: bounds.height)
    let reach = shadow.blur > 0 ? 4 * shadow.blur + 5 / scale : 0
    return union(bounds, moved).insetBy(dx: -reach, dy: -reach)
  }

  /// A rectangle holding `path`: the extent of its end and control points; `nil` for an empty
  /// path.
  static func bounds(of path: Path) -> Rect? {
    var points: [Point] = []
    for element in path.elements {
      switch element {
      case .move(let to), .line(let to): points.append(to)
      case .quad(let to, let control): points += [to, control]
      case .cubic(let to, let control1, let control2): points += [to, control1, control2]
      case .close: break
      }
    }
    guard let first = points.first else { return nil }
    var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
    for point in points.dropFirst() {
      (minX, minY) = (min(minX, point.x), min(minY, point.y))
      (maxX, maxY) = (max(maxX, point.x), max(maxY, point.y))
    }
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// A rectangle holding everything the group opened at `start` draws: its fills and images and
  /// the shadows of the groups inside it (clips only take away, so they are left out); `nil` when
  /// it draws nothing.
  static func contentBounds(_ commands: [DrawCommand], groupAt start: Int, scale: Double) -> Rect? {
    // The bounds of each open group so far and the shadow it casts, innermost last.
    var open: [(bounds: Rect?, shadow: DrawCommand.Shadow?)] = [(nil, nil)]
    func add(_ rect: Rect?) {
      guard let rect else { return }
      open[open.count - 1].bounds = open[open.count - 1].bounds.map { union($0, rect) } ?? rect
    }
    for command in commands[(start + 1)...] {
      switch command {
      case .fill(let fill): add(bounds(of: fill.shape.path))
      case .gradient(let fill): add(bounds(of: fill.shape.path))
      case .image(let image): add(image.rect)
      case .beginGroup(let group): open.append((nil, group.shadow.flatMap { $0.isVisible ? $0 : nil }))
      case .endGroup:
        let (inner, shadow) = open.removeLast()
        if open.isEmpty { return inner }
        add(inner)
        if let shadow, let caster = shadow.shape.flatMap({ bounds(of: $0.path) }) ?? inner {
          add(spread(of: shadow, castFrom: caster, scale: scale))
        }
      case .beginClip, .beginMask, .endClip: break
      }
    }
    return open.first?.bounds
  }

  private static func union(_ a: Rect, _ b: Rect) -> Rect {
    let minX = min(a.minX, b.minX)
    let minY = min(a.minY, b.minY)
    return Rect(x: minX, y: minY, width: max(a.maxX, b.maxX) - minX, height: max(a.maxY, b.maxY) - minY)
  }
}
