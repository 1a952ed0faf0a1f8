import LayoutShot

// Helpers for the scene tests: fixed frames, a scene of a closure's views, and the commands of a
// scene picked by kind.

/// A 200 × 100 screen at 2x with no safe area, so frames are what the constraints say.
let plainScreen = Screen(size: Size(width: 200, height: 100), scale: 2)

/// Places `view` at a fixed frame in the root's coordinates.
func place(_ view: View, in root: View, _ frame: Rect) {
  view.leading == root.leading + frame.minX
  view.top == root.top + frame.minY
  view.constrainSize(width: frame.width, height: frame.height)
}

/// Solves a layout of `body` on `screen` and builds its scene.
func scene(
  on screen: Screen = plainScreen, options: SceneOptions = .plain,
  _ body: @escaping @Sendable (View) -> Void
) throws -> Scene {
  let program = AnyLayoutProgram("Test") { root, _ in body(root) }
  return try LayoutEngine().solve(program, on: screen).scene(options: options)
}

/// The names of the groups a scene opens, in order.
func groupNames(_ scene: Scene) -> [String] {
  scene.commands.compactMap { command in
    if case .beginGroup(let group) = command { return group.name }
    return nil
  }
}

/// The fills of a scene, in order.
func fills(_ scene: Scene) -> [DrawCommand.Fill] {
  scene.commands.compactMap { command in
    if case .fill(let fill) = command { return fill }
    return nil
  }
}

/// The fills of a scene that draw glyphs (those with a text), in order.
func glyphRuns(_ scene: Scene) -> [DrawCommand.Fill] {
  fills(scene).filter { $0.text != nil }
}

/// A scene's commands in short: `<name` opens a group, `>` closes one, `clip(` and `)` a clip, a
/// fill is its name (or `fill`), a gradient fill its name (or `gradient`) and an image `image`.
func outline(_ scene: Scene) -> [String] {
  scene.commands.map { command in
    switch command {
    case .beginGroup(let group): "<" + (group.name ?? "")
    case .endGroup: ">"
    case .beginClip: "clip("
    case .beginMask: "mask("
    case .endClip: ")"
    case .fill(let fill): fill.name ?? "fill"
    case .gradient(let fill): fill.name ?? "gradient"
    case .image: "image"
    }
  }
}

/// The first point of a path.
func start(of path: Path) -> Point? {
  if case .move(let point) = path.elements.first { return point }
  return nil
}

/// Where a glyph origin at `x` goes across: the nearest quarter pixel at `scale`.
func quarterPixel(_ x: Double, scale: Double) -> Double {
  (x * scale * 4).rounded() / (scale * 4)
}

/// Where a baseline at `y` goes: the nearest whole pixel at `scale`.
func wholePixel(_ y: Double, scale: Double) -> Double {
  (y * scale).rounded() / scale
}

/// A test failure with a message, for `guard … else { throw }`.
struct Failure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
