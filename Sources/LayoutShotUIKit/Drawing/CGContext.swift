import LayoutShot

/// A Core Graphics drawing context (`CGContext`): the subset app drawing code calls, recording
/// what it draws into a LayoutShot ``Scene`` that the renderer that made it rasterizes.
///
/// Coordinates are points, y downward from the top-left corner, as in a
/// `UIGraphicsImageRenderer`'s context. The state (fill and stroke colours, line width, alpha,
/// the current transform and clip) is saved and restored with ``saveGState()`` and
/// ``restoreGState()``. Paths are built with ``move(to:)``, ``addLine(to:)``, ``addRect(_:)``,
/// ``addEllipse(in:)``, curves and ``addPath(_:)``, each point moved by the current transform as
/// it is added, and used by ``fillPath(using:)``, ``strokePath()`` or ``clip(using:)``.
///
/// Fills, strokes, clips, images and text are drawn. A stroke is outlined in user space with the
/// line width, caps, joins, miter limit and dashes set (`Documentation/Rendering.md#strokes`), so
/// that a scaled context draws a wider line, as Core Graphics does.
///
/// ```swift
/// let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { context in
///   let cg = context.cgContext
///   cg.setFillColor(UIColor.systemBlue.cgColor)
///   cg.fillEllipse(in: CGRect(x: 0, y: 0, width: 40, height: 40))
/// }
/// ```
public final class CGContext {
  /// What ``saveGState()`` saves.
  struct GraphicsState {
    var fillColor = Color(red: 0, green: 0, blue: 0)
    var strokeColor = Color(red: 0, green: 0, blue: 0)
    var stroke = StrokeStyle(width: 1)
    var alpha = 1.0
    var transform = Transform.identity
    /// The clips begun since the state was saved, closed when it is restored.
    var openClips = 0
  }

  /// The picture drawn so far; `nil` for a context of no size, which draws nothing.
  private(set) var scene: Scene?
  private var state = GraphicsState()
  private var savedStates: [GraphicsState] = []
  /// The current path, in the picture's coordinates.
  private var path = Path()
  /// The current path in user space, for outlining its stroke, and the transform it was added
  /// under; `nil` once parts of it were added under different transforms.
  private var userPath: (path: Path, transform: Transform)?

  /// A context drawing into a picture `size` points large at `scale` pixels per point, whose
  /// top-left corner is `origin`; a size that is not positive and finite draws nothing.
  init(size: CGSize, scale: Double, origin: CGPoint = .zero) {
    scene = try? Scene(size: Size(width: Double(size.width), height: Double(size.height)), scale: scale)
    state.transform = Transform(translationX: -Double(origin.x), y: -Double(origin.y))
    userPath = (Path(), state.transform)
  }

  // MARK: Images

  /// Draws `image` into `rect`, as Core Graphics draws a `CGImage`: in its y-up user space, so
  /// that in a UIKit context (whose y axis points down) it comes out upside down unless the
  /// context is flipped first (`translateBy(x: 0, y: height)`, `scaleBy(x: 1, y: -1)`), as on
  /// a device.
  ///
  /// With `byTiling`, copies of the image the size of `rect`, lined up with it, fill the whole
  /// context (limited, as every drawing, by the clip); at most ``maximumTiles`` of them.
  ///
  /// ```swift
  /// cg.translateBy(x: 0, y: 40)
  /// cg.scaleBy(x: 1, y: -1)
  /// cg.draw(logo.cgImage!, in: CGRect(x: 0, y: 0, width: 40, height: 40))  // upright
  /// ```
  public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
    let tiles = byTiling ? self.tiles(like: rect.rect) : nil
    for tile in tiles ?? [rect.rect] { draw(image.asset, in: CGRect(tile), topRowAtMaxY: true) }
  }

  /// The rectangles of `rect`'s size, lined up with it, that meet the context's area, in user
  /// space; `nil` when there is no such area (an empty rectangle or context, a transform that
  /// cannot be undone) or when there are more than ``maximumTiles`` of them.
  private func tiles(like rect: Rect) -> [Rect]? {
    guard rect.width > 0, rect.height > 0, let scene, let inverse = state.transform.inverted() else {
      return nil
    }
    let area = Path(rect: Rect(origin: .zero, size: scene.size)).mapped { point in
      let user = inverse.apply(x: point.x, y: point.y)
      return Point(x: user.x, y: user.y)
    }
    guard let covered = area.controlBounds else { return nil }
    // The first and last column and row, as numbers of tiles from `rect`'s.
    let bounds = [
      (covered.minX - rect.minX) / rect.width, (covered.maxX - rect.minX) / rect.width,
      (covered.minY - rect.minY) / rect.height, (covered.maxY - rect.minY) / rect.height,
    ].map { $0.rounded(.down) }
    guard bounds.allSatisfy({ $0.isFinite && abs($0) < 1e9 }),
      (bounds[1] - bounds[0] + 1) * (bounds[3] - bounds[2] + 1) <= Double(Self.maximumTiles)
    else { return nil }
    let columns = Int(bounds[0])...Int(bounds[1])
    let rows = Int(bounds[2])...Int(bounds[3])
    return rows.flatMap { row in
      columns.map { column in
        Rect(
          x: rect.minX + Double(column) * rect.width, y: rect.minY + Double(row) * rect.height,
          width: rect.width,
          height: rect.height)
      }
    }
  }

  /// The most tiles ``draw(_:in:byTiling:)`` draws; past it the image is drawn once into its
  /// rectangle.
  public static let maximumTiles = 4096

  // MARK: State

  /// Saves the colours, line settings, alpha, transform and clip.
  public func saveGState() {
    savedStates.append(state)
    state.openClips = 0
  }

  /// Restores the state last saved, ending the clips added since.
  public func restoreGState() {
    guard let saved = savedStates.popLast() else { return }
    closeClips()
    state = saved
  }

  /// Sets the colour fills are drawn in.
  public func setFillColor(_ color: CGColor) { state.fillColor = color.layoutShotColor }
  /// Sets the colour fills are drawn in from sRGB components.
  public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    state.fillColor = Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
  }
  /// Sets the colour fills are drawn in to a grey.
  public func setFillColor(gray: CGFloat, alpha: CGFloat) {
    state.fillColor = Color(white: Double(gray), alpha: Double(alpha))
  }
  /// Sets the colour strokes are drawn in.
  public func setStrokeColor(_ color: CGColor) { state.strokeColor = color.layoutShotColor }
  /// Sets the colour strokes are drawn in from sRGB components.
  public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    state.strokeColor = Color(
      red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
  }
  /// Sets the colour strokes are drawn in to a grey.
  public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
    state.strokeColor = Color(white: Double(gray), alpha: Double(alpha))
  }
  /// Sets the width of strokes, in user-space points (1 by default).
  public func setLineWidth(_ width: CGFloat) { state.stroke.width = Double(width) }
  /// Sets the shape of the ends of open strokes (butt by default).
  public func setLineCap(_ cap: CGLineCap) { state.stroke.cap = cap.lineCap }
  /// Sets the shape of the corners of strokes (miter by default).
  public func setLineJoin(_ join: CGLineJoin) { state.stroke.join = join.lineJoin }
  /// Sets how far a mitered corner may reach, in half line widths (10 by default).
  public func setMiterLimit(_ limit: CGFloat) { state.stroke.miterLimit = Double(limit) }
  /// Sets the dash pattern, lengths of dash and gap in turn starting `phase` points into it; an
  /// empty pattern draws solid lines.
  public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
    state.stroke.dashes = lengths.map { Double($0) }
    state.stroke.dashPhase = Double(phase)
  }
  /// Sets the opacity everything is drawn with (1 by default), clamped to 0...1.
  public func setAlpha(_ alpha: CGFloat) { state.alpha = min(max(Double(alpha), 0), 1) }

  /// The current transform from user space to the picture's points.
  public var ctm: CGAffineTransform {
    let t = state.transform
    return CGAffineTransform(
      a: CGFloat(t.a), b: CGFloat(t.b), c: CGFloat(t.c), d: CGFloat(t.d), tx: CGFloat(t.tx), ty: CGFloat(t.ty)
    )
  }

  /// Moves user space by (`x`, `y`).
  public func translateBy(x: CGFloat, y: CGFloat) {
    concatenate(CGAffineTransform(translationX: x, y: y))
  }
  /// Scales user space by `x` across and `y` down.
  public func scaleBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(scaleX: x, y: y)) }
  /// Rotates user space by `angle` radians (clockwise on screen, y being downward).
  public func rotate(by angle: CGFloat) { concatenate(CGAffineTransform(rotationAngle: angle)) }
  /// Applies `transform` to user space before the current transform.
  public func concatenate(_ transform: CGAffineTransform) {
    let t = Transform(
      a: Double(transform.a), b: Double(transform.b), c: Double(transform.c), d: Double(transform.d),
      tx: Double(transform.tx), ty: Double(transform.ty))
    state.transform = t.concatenating(state.transform)
  }

  // MARK: Paths

  /// Empties the current path.
  public func beginPath() {
    path = Path()
    userPath = (Path(), state.transform)
  }

  /// Starts a contour at `point`.
  public func move(to point: CGPoint) {
    add { path, place in path.move(to: place(Point(point))) }
  }

  /// Adds a straight line to `point`.
  public func addLine(to point: CGPoint) {
    add { path, place in path.line(to: place(Point(point))) }
  }

  /// Adds a contour through `points`, straight line by straight line.
  public func addLines(between points: [CGPoint]) {
    guard let first = points.first else { return }
    move(to: first)
    for point in points.dropFirst() { addLine(to: point) }
  }

  /// Adds a cubic Bézier curve to `end`.
  public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    add { path, place in
      path.cubic(to: place(Point(end)), control1: place(Point(control1)), control2: place(Point(control2)))
    }
  }

  /// Adds a quadratic Bézier curve to `end`.
  public func addQuadCurve(to end: CGPoint, control: CGPoint) {
    add { path, place in path.quad(to: place(Point(end)), control: place(Point(control))) }
  }

  /// Adds an arc of the circle of `radius` round `center`, from `startAngle` to `endAngle`
  /// (radians from the x axis towards y), after a line from the current point to its start.
  ///
  /// `clockwise` is Core Graphics': clockwise with y upward, so in a UIKit image context (y
  /// downward) a clockwise arc runs towards smaller angles on the screen
  /// (`Documentation/Rendering.md#arcs`).
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    var arc = Path()
    arc.addArc(
      center: Point(center), radius: Double(radius), startAngle: Double(startAngle),
      endAngle: Double(endAngle), increasing: !clockwise)
    add { path, place in path.continue(with: arc.mapped(place)) }
  }

  /// Closes the current contour.
  public func closePath() {
    add { path, _ in path.close() }
  }

  /// Adds a rectangle as a closed contour.
  public func addRect(_ rect: CGRect) {
    add { path, place in path.append(Path(rect: rect.rect).mapped(place)) }
  }

  /// Adds rectangles as closed contours.
  public func addRects(_ rects: [CGRect]) { rects.forEach(addRect) }

  /// Adds the oval that fits in `rect` as a closed contour.
  public func addEllipse(in rect: CGRect) {
    add { path, place in path.append(Path.ellipse(in: rect.rect).mapped(place)) }
  }

  /// Adds `path`, moved by the current transform.
  public func addPath(_ path: CGPath) {
    add { built, place in built.append(path.path.mapped(place)) }
  }

  /// Whether the current path is empty.
  public var isPathEmpty: Bool { path.isEmpty }

  /// Fills the current path with the fill colour and empties it.
  public func fillPath(using rule: CGPathFillRule = .winding) {
    fill(path, rule: rule.sceneRule, color: state.fillColor, name: "fill")
    beginPath()
  }

  /// Strokes the current path with the stroke colour and line settings and empties it.
  ///
  /// A path added under one transform is outlined in user space and then moved, as Core
  /// Graphics strokes; one whose parts were added under different transforms is outlined where
  /// it lies, with the width scaled by the current transform's mean scale.
  public func strokePath() {
    if !path.isEmpty {
      if let userPath {
        strokeOutline(of: userPath.path, style: state.stroke, under: userPath.transform)
      } else {
        var style = state.stroke
        style.width *= state.transform.meanScale
        strokeOutline(of: path, style: style, under: .identity)
      }
    }
    beginPath()
  }

  /// Fills, strokes or both, then empties the current path.
  public func drawPath(using mode: CGPathDrawingMode) {
    let outline = path, user = userPath
    switch mode {
    case .fill, .fillStroke: fill(outline, rule: .nonZero, color: state.fillColor, name: "fill")
    case .eoFill, .eoFillStroke: fill(outline, rule: .evenOdd, color: state.fillColor, name: "fill")
    case .stroke: break
    }
    guard mode == .stroke || mode == .fillStroke || mode == .eoFillStroke else { return beginPath() }
    path = outline
    userPath = user
    strokePath()
  }

  /// Intersects the clip with the current path and empties it.
  public func clip(using rule: CGPathFillRule = .winding) {
    guard scene != nil, !path.isEmpty else { return beginPath() }
    scene?.append(.beginClip(.path(path, rule.sceneRule)))
    state.openClips += 1
    beginPath()
  }

  /// Intersects the clip with `rect`.
  public func clip(to rect: CGRect) {
    guard scene != nil else { return }
    scene?.append(.beginClip(.path(Path(rect: rect.rect).mapped(placed), .nonZero)))
    state.openClips += 1
  }

  // MARK: Shapes

  /// Fills `rect` with the fill colour and, as Core Graphics does, empties the current path.
  public func fill(_ rect: CGRect) {
    fill(Path(rect: rect.rect).mapped(placed), rule: .nonZero, color: state.fillColor, name: "fill")
    beginPath()
  }

  /// Fills each of `rects` with the fill colour.
  public func fill(_ rects: [CGRect]) { rects.forEach { fill($0) } }

  /// Fills the oval that fits in `rect` with the fill colour and empties the current path.
  public func fillEllipse(in rect: CGRect) {
    fill(Path.ellipse(in: rect.rect).mapped(placed), rule: .nonZero, color: state.fillColor, name: "fill")
    beginPath()
  }

  /// Strokes `rect` with the stroke colour and line settings, centred on its edges, and empties
  /// the current path.
  public func stroke(_ rect: CGRect) {
    strokeOutline(of: Path(rect: rect.rect), style: state.stroke, under: state.transform)
    beginPath()
  }

  /// Strokes `rect` `width` points wide.
  public func stroke(_ rect: CGRect, width: CGFloat) {
    saveGState()
    setLineWidth(width)
    stroke(rect)
    restoreGState()
  }

  /// Strokes the oval that fits in `rect` with the stroke colour and line settings, and empties
  /// the current path.
  public func strokeEllipse(in rect: CGRect) {
    strokeOutline(of: Path.ellipse(in: rect.rect), style: state.stroke, under: state.transform)
    beginPath()
  }

  /// Strokes the straight lines between each pair of `points` (the first to the second, the third
  /// to the fourth, …).
  public func strokeLineSegments(between points: [CGPoint]) {
    var index = 0
    while index + 1 < points.count {
      var segment = Path()
      segment.move(to: Point(points[index]))
      segment.line(to: Point(points[index + 1]))
      strokeOutline(of: segment, style: state.stroke, under: state.transform)
      index += 2
    }
  }

  /// Makes `rect` transparent: drawn as nothing, since the picture starts transparent and
  /// LayoutShot's scene has no clearing command (a rectangle cleared after drawing keeps its
  /// drawing).
  public func clear(_ rect: CGRect) {}

  // MARK: Drawing for UIKit

  /// Fills `path` (already in the picture's points) with `rule` and `color`, at the context's
  /// alpha.
  func fill(_ path: Path, rule: FillRule, color: Color, name: String) {
    guard !path.isEmpty else { return }
    var color = color
    color.alpha *= state.alpha
    scene?.append(.fill(DrawCommand.Fill(shape: .path(path, rule), color: color, name: name)))
  }

  /// Strokes `path` (in user space) with the stroke colour and `style`.
  func stroke(_ path: Path, style: StrokeStyle) {
    strokeOutline(of: path, style: style, under: state.transform)
  }

  /// Fills `path` (in user space) with `rule` and `color` (the fill colour when `nil`).
  func fillUserPath(_ path: Path, rule: FillRule, color: Color? = nil, name: String = "fill") {
    fill(path.mapped(placed), rule: rule, color: color ?? state.fillColor, name: name)
  }

  /// Paints `rect` black, as an opaque image starts.
  func paintBlack(_ rect: CGRect) {
    fill(Path(rect: rect.rect).mapped(placed), rule: .nonZero, color: Color(white: 0), name: "background")
  }

  /// Draws `image` stretched into `rect` (user space) at the context's alpha, with its top row
  /// at the rectangle's top, as UIKit draws a `UIImage`, or at its bottom (`topRowAtMaxY`), as
  /// Core Graphics draws a `CGImage` in its y-up user space.
  ///
  /// Its pixels, or the placeholder of an image LayoutShot has none for. The rectangle is moved by
  /// the current transform's scale and translation; a rotation or shear moves it to its bounding
  /// box. Where the transform brings the image's top row below its bottom row (or its first
  /// column right of its last), the image is drawn reflected.
  func draw(_ image: ImageAsset, in rect: CGRect, topRowAtMaxY: Bool = false) {
    guard scene != nil, let placedRect = Path(rect: rect.rect).mapped(placed).controlBounds else { return }
    let user = rect.rect
    let (top, bottom) = (
      placed(Point(x: user.midX, y: topRowAtMaxY ? user.maxY : user.minY)),
      placed(Point(x: user.midX, y: topRowAtMaxY ? user.minY : user.maxY))
    )
    let (first, last) = (placed(Point(x: user.minX, y: user.midY)), placed(Point(x: user.maxX, y: user.midY)))
    let commands = ImageContent(image: image, contentMode: .scaleToFill).drawCommands(
      in: placedRect, name: "image"
    ).map { command -> DrawCommand in
      guard case .image(var drawn) = command else { return command }
      drawn.flipsVertically = top.y > bottom.y
      drawn.flipsHorizontally = first.x > last.x
      return .image(drawn)
    }
    guard state.alpha < 1 else {
      commands.forEach { scene?.append($0) }
      return
    }
    scene?.append(.beginGroup(DrawCommand.Group(name: "image", opacity: state.alpha)))
    commands.forEach { scene?.append($0) }
    scene?.append(.endGroup)
  }

  /// The glyph outlines of `layout` (user space, with `origin` its top-left corner), each run in
  /// `colorOfRun` of it, at the context's alpha.
  func draw(_ layout: TextLayout, colorOfRun: (Int) -> Color) {
    guard scene != nil, let paths = try? layout.glyphPaths() else { return }
    let runs = layout.lines.flatMap { $0.glyphs.map(\.run) }
    var index = 0
    while index < paths.count {
      var outline = Path()
      let run = runs[index]
      while index < paths.count && runs[index] == run {
        outline.append(paths[index])
        index += 1
      }
      fillUserPath(outline, rule: .nonZero, color: colorOfRun(run), name: "text")
    }
  }

  /// The picture so far, every clip begun and not yet ended closed.
  var picture: Scene? {
    guard var scene else { return nil }
    let open = savedStates.reduce(state.openClips) { $0 + $1.openClips }
    for _ in 0..<open { scene.append(.endClip) }
    return scene
  }

  /// The picture's PNG bytes at the scene's scale, its dynamic colours resolved for `traits`, as
  /// LayoutShot's rasterizer draws it; `nil` when nothing was drawn (or the context has no size).
  func pngData(resolvingColorsFor traits: UITraitCollection) -> [UInt8]? {
    guard let picture, !picture.commands.isEmpty,
      var resolved = try? Scene(size: picture.size, scale: picture.scale)
    else { return nil }
    for command in picture.commands { resolved.append(command.mappingColors(traits.resolve)) }
    return try? SceneRasterizer().pngData(of: resolved)
  }

  /// The picture so far as an image at the scene's scale: PNG pixels drawn by LayoutShot's
  /// rasterizer, or an empty placeholder for a context of no size.
  var image: UIImage {
    guard let picture, let png = try? SceneRasterizer().pngData(of: picture),
      let asset = try? ImageAsset(name: "rendered", pngData: Data(png), scale: picture.scale)
    else { return UIImage(ImageAsset(name: "rendered", pixelWidth: 0, pixelHeight: 0)) }
    return UIImage(asset)
  }

  // MARK: Private

  /// Adds to the current path with `build`, given the path and how to place a user-space point:
  /// once to the picture's path, its points moved by the current transform, and once to the
  /// user-space copy kept for outlining strokes (dropped once the transform changes in between).
  private func add(_ build: (inout Path, (Point) -> Point) -> Void) {
    build(&path, placed)
    guard var user = userPath else { return }
    if user.path.isEmpty { user.transform = state.transform }
    guard user.transform == state.transform else {
      userPath = nil
      return
    }
    build(&user.path) { $0 }
    userPath = user
  }

  /// Fills the area `style`'s stroke of `path` covers, outlined where `path` lies and then moved by
  /// `transform` into the picture, with the stroke colour.
  private func strokeOutline(of path: Path, style: StrokeStyle, under transform: Transform) {
    let toPicture = { (point: Point) -> Point in
      let moved = transform.apply(x: point.x, y: point.y)
      return Point(x: moved.x, y: moved.y)
    }
    fill(path.stroked(style).mapped(toPicture), rule: .nonZero, color: state.strokeColor, name: "stroke")
  }

  private func placed(_ point: Point) -> Point {
    let moved = state.transform.apply(x: point.x, y: point.y)
    return Point(x: moved.x, y: moved.y)
  }

  private func closeClips() {
    for _ in 0..<state.openClips { scene?.append(.endClip) }
    state.openClips = 0
  }
}

extension Point {
  init(_ point: CGPoint) {
    self.init(x: Double(point.x), y: Double(point.y))
  }
}

extension CGPathFillRule {
  /// The scene's fill rule for this rule.
  fileprivate var sceneRule: FillRule { self == .evenOdd ? .evenOdd : .nonZero }
}

extension Transform {
  /// How much the transform scales lengths on average: the square root of its area scale.
  fileprivate var meanScale: Double { abs(a * d - b * c).squareRoot() }
}
