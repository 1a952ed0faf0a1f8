/// What ``Picture/render()`` works out before drawing: which fills are flat and painted first,
/// which pixels each drawing may skip, which layers are drawn without a surface.
///
/// Only drawings onto the canvas's own pixels (outside every layer) take part; inside a layer
/// everything is drawn as a canvas draws it.
///
/// - A **flat** fill is a solid colour, outside layers and clips (or the one fill of a layer
///   there, see ``folded``), whose outline has a ``EdgeList/fullyCoveredInterior``: inside it
///   every pixel is the colour drawn at full coverage over what was there. An opaque flat fill
///   sets those pixels whatever lay below, so nothing drawn before it shows there: earlier
///   drawings skip them (``hidden``).
/// - The flat fills' interiors are **painted first**, in order (``flats``), each row of the
///   canvas once; each fill then draws only its edge pixels. An opaque flat fill can always be
///   painted first. A translucent one only where nothing drawn earlier, and not painted first,
///   shows below its interior: the edge pixels of earlier flat fills, or any other drawing,
///   unless a later opaque flat fill covers them before it.
///
/// Every pixel then ends as replaying the operations on a ``Canvas`` leaves it: the painted
/// values are what the flat fills compose to, and every drawing that lands on a pixel after
/// the last opaque flat fill covering it is drawn on it, in order.
struct RenderPlan {
  /// A flat fill painted first: the region of its interior on the canvas, its premultiplied
  /// colour, and the scale of a one-fill layer's opacity (255 for a plain fill).
  struct FlatFill {
    let region: PixelRegion
    let source: PackedPixel
    let scale: UInt32

    /// Whether it sets its pixels whatever lay below.
    var isOpaque: Bool { source.alpha == 255 && scale == 255 }
  }

  /// The flat fills painted first, in drawing order.
  private(set) var flats: [FlatFill] = []
  /// By operation index: what each fill (of a colour or a gradient) covers and the outline of
  /// each clip (nothing for other operations).
  ///
  /// Glyph runs are covered by masks made once per glyph for the whole picture.
  private(set) var coverages: [Coverage]
  /// By operation index: the pixels the drawing may leave as they are (`nil`: none).
  private(set) var hidden: [HiddenRegion?]
  /// By operation index: whether the drawing is hidden wherever it may land, so that a fill or
  /// an image need not be drawn at all (a layer still ends, skipping every pixel).
  private(set) var isHidden: [Bool]
  /// By operation index: whether a `beginLayer` opens a layer that holds one fill and is drawn
  /// as that fill (``Canvas/fillThroughLayer(_:color:opacity:hidden:)``), with the next
  /// two operations.
  private(set) var folded: [Bool]

  /// A drawing onto the canvas's own pixels: the index it is drawn at, where it may land, and
  /// its flat interior when it has one.
  private struct Drawing {
    let index: Int
    let bounds: PixelRegion
    let flat: FlatFill?
  }

  /// The most rectangles a covering test looks at; more would cost more than they save (finding
  /// less hidden is always safe there).
  private static let rectangleLimit = 64

  /// The plan for `picture`.
  init(_ picture: Picture) {
    let operations = picture.operations
    coverages = Array(repeating: .empty, count: operations.count)
    hidden = Array(repeating: nil, count: operations.count)
    isHidden = Array(repeating: false, count: operations.count)
    folded = Array(repeating: false, count: operations.count)
    let drawings = collectDrawings(
      operations, glyphOutlines: picture.glyphOutlines,
      canvas: PixelRegion(x: 0, y: 0, width: picture.width, height: picture.height))
    chooseFlats(drawings)
  }

  /// Builds the outlines, marks the one-fill layers and lists the drawings onto the canvas's own
  /// pixels, following the canvas's stack of clips and layers.
  private mutating func collectDrawings(
    _ operations: [Picture.Operation], glyphOutlines: [Path], canvas: PixelRegion
  ) -> [Drawing] {
    var drawings: [Drawing] = []
    var masks = GlyphMaskCache()
    // The open clips (false) and layers (true), innermost last, as the canvas keeps them.
    var stack: [Bool] = []
    // The shadow and the blur of each open layer (nil for none), innermost last.
    var shadows: [DropShadow?] = []
    var blurs: [GaussianBlur?] = []
    // Where the drawings inside the outermost open layer may land.
    var layerBounds = PixelRegion(x: 0, y: 0, width: 0, height: 0)
    var index = 0
    while index < operations.count {
      let isOutside = !stack.contains(true)
      // A clip is in force when one was pushed after the innermost layer began (a layer starts
      // without one).
      let isClipped = stack.last == false
      func record(_ bounds: PixelRegion, flat: FlatFill?) {
        if isOutside {
          drawings.append(Drawing(index: index, bounds: bounds, flat: isClipped ? nil : flat))
        } else {
          layerBounds = layerBounds.union(bounds)
        }
      }
      switch operations[index] {
      case .fill, .glyphs:
        if let drawn = planFill(at: index, of: operations, scale: 255, masks: &masks, glyphOutlines, canvas) {
          record(drawn.bounds, flat: drawn.flat)
        }
      case .gradient(let path, _, let rule, let transform):
        let outline = EdgeList(path, transform: transform)
        coverages[index] = .outline(outline, rule)
        record(outline.pixelBounds.intersection(canvas), flat: nil)
      case .image(_, let rectangle, let transform, _):
        let outline = EdgeList(
          .rect(x: rectangle.x, y: rectangle.y, width: rectangle.width, height: rectangle.height),
          transform: transform)
        record(outline.pixelBounds.intersection(canvas), flat: nil)
      case .shadow(let path, _, let transform, let shadow):
        record(
          shadow.bounds(of: EdgeList(path, transform: transform).pixelBounds).intersection(canvas), flat: nil)
      case .beginLayer(let opacity, let shadow, let blur):
        if shadow == nil, blur == 0, index + 2 < operations.count, operations[index + 1].solidColor != nil,
          case .endLayer = operations[index + 2]
        {
          folded[index] = true
          let level = UInt32(RGBA8.level(opacity))
          if let drawn = planFill(
            at: index + 1, of: operations, scale: level, masks: &masks, glyphOutlines, canvas)
          {
            record(drawn.bounds, flat: drawn.flat)
          }
          index += 3
          continue
        }
        if isOutside { layerBounds = PixelRegion(x: 0, y: 0, width: 0, height: 0) }
        stack.append(true)
        shadows.append(shadow)
        blurs.append(GaussianBlur(sigma: min(blur, DropShadow.maximumBlur)))
      case .endLayer:
        guard stack.contains(true) else { break }
        while stack.last == false { stack.removeLast() }
        stack.removeLast()
        // A shadow lands beyond what the layer holds: everything drawn in the outermost layer so
        // far casts it, which may be more than this layer's content (hiding less is safe).
        // A blur spreads what the layer holds by its reach, before any shadow is cast.
        if let blur = blurs.removeLast(), !layerBounds.isEmpty { layerBounds = blur.spread(layerBounds) }
        if let shadow = shadows.removeLast() {
          layerBounds = layerBounds.union(shadow.bounds(of: layerBounds))
        }
        if !stack.contains(true) {
          drawings.append(Drawing(index: index, bounds: layerBounds.intersection(canvas), flat: nil))
        }
      case .pushClip(let path, let rule, let transform):
        coverages[index] = .outline(EdgeList(path, transform: transform), rule)
        stack.append(false)
      case .pushMask:
        stack.append(false)
      case .popClip:
        if stack.last == false { stack.removeLast() }
      }
      index += 1
    }
    return drawings
  }

  /// Works out what the fill or glyph run at `index` covers (kept in ``coverages``) and, when it
  /// draws anything, where on `canvas` it may land and its flat interior, its colour scaled by
  /// `scale` (255, or the opacity of the one-fill layer it is drawn through); `nil` when it draws
  /// nothing or is not a fill.
  private mutating func planFill(
    at index: Int, of operations: [Picture.Operation], scale: UInt32, masks: inout GlyphMaskCache,
    _ glyphOutlines: [Path], _ canvas: PixelRegion
  ) -> (bounds: PixelRegion, flat: FlatFill?)? {
    switch operations[index] {
    case .fill(let path, let color, let rule, let transform):
      let outline = EdgeList(path, transform: transform)
      coverages[index] = .outline(outline, rule)
      let source = color.premultiplied
      guard source.alpha != 0, scale != 0 else { return nil }
      return (
        outline.pixelBounds.intersection(canvas),
        Self.flat(outline, source: source, scale: scale, canvas: canvas)
      )
    case .glyphs(let glyphs, let color, let transform):
      let coverage = masks.coverage(of: glyphs, outlines: glyphOutlines, transform: transform, within: canvas)
      coverages[index] = .glyphs(coverage)
      guard color.premultiplied.alpha != 0, scale != 0 else { return nil }
      return (coverage.region, nil)
    default:
      return nil
    }
  }

  /// The flat fill of an outline, when it has a fully covered interior on the canvas.
  private static func flat(_ outline: EdgeList, source: PackedPixel, scale: UInt32, canvas: PixelRegion)
    -> FlatFill?
  {
    guard let interior = outline.fullyCoveredInterior?.intersection(canvas), !interior.isEmpty else {
      return nil
    }
    return FlatFill(region: interior, source: source, scale: scale)
  }

  /// Chooses the flat fills painted first and the pixels each drawing may skip.
  private mutating func chooseFlats(_ drawings: [Drawing]) {
    let opaque = drawings.compactMap { drawing in
      drawing.flat.flatMap { $0.isOpaque ? (index: drawing.index, region: $0.region) : nil }
    }
    // What earlier drawings leave visible that is not painted first: each drawing's bounds, less
    // its interior when that is painted first.
    var shown: [(index: Int, bounds: PixelRegion, hole: PixelRegion?)] = []
    for drawing in drawings {
      var paintedFirst = false
      if let flat = drawing.flat {
        paintedFirst =
          flat.isOpaque
          || shown.allSatisfy { earlier in
            // Below the interior, what the earlier drawing shows must be covered by an opaque
            // flat fill drawn after it.
            let overlap = flat.region.intersection(earlier.bounds)
            guard !overlap.isEmpty else { return true }
            let covers = opaque.filter {
              $0.index > earlier.index && !$0.region.intersection(overlap).isEmpty
            }
            .map(\.region)
            let pieces = earlier.hole.map { Self.subtract($0, from: [overlap]) } ?? [overlap]
            return Self.isCovered(pieces, by: covers)
          }
        if paintedFirst { flats.append(flat) }
      }
      shown.append((drawing.index, drawing.bounds, paintedFirst ? drawing.flat?.region : nil))
      // A fill painted first must skip its own interior (a translucent one would be drawn twice),
      // and every drawing must skip all the later opaque fills over it: those are painted first,
      // so a pixel of theirs drawn over now would stay wrong (however many there are).
      let covering = opaque.filter {
        $0.index > drawing.index && !$0.region.intersection(drawing.bounds).isEmpty
      }
      let skipped =
        (paintedFirst ? drawing.flat.map { [$0.region] } ?? [] : []) + covering.map(\.region)
      hidden[drawing.index] = HiddenRegion(skipped)
      isHidden[drawing.index] = Self.isCovered([drawing.bounds], by: skipped)
    }
  }

  /// Whether `pieces` lie wholly inside the union of `rectangles` (`false` when that takes too
  /// many pieces to tell).
  private static func isCovered(_ pieces: [PixelRegion], by rectangles: [PixelRegion]) -> Bool {
    var remaining = pieces
    for rectangle in rectangles.prefix(rectangleLimit) {
      remaining = subtract(rectangle, from: remaining)
      if remaining.isEmpty { return true }
      if remaining.count > rectangleLimit { return false }
    }
    return remaining.isEmpty
  }

  /// The parts of `pieces` outside `rectangle`: each piece less the rectangle is at most four
  /// rectangles (the bands above and below it, and the parts left and right of it between).
  private static func subtract(_ rectangle: PixelRegion, from pieces: [PixelRegion]) -> [PixelRegion] {
    var result: [PixelRegion] = []
    for piece in pieces {
      let overlap = piece.intersection(rectangle)
      guard !overlap.isEmpty else {
        result.append(piece)
        continue
      }
      let parts = [
        PixelRegion(x: piece.x, y: piece.y, width: piece.width, height: overlap.y - piece.y),
        PixelRegion(x: piece.x, y: overlap.maxY, width: piece.width, height: piece.maxY - overlap.maxY),
        PixelRegion(x: piece.x, y: overlap.y, width: overlap.x - piece.x, height: overlap.height),
        PixelRegion(x: overlap.maxX, y: overlap.y, width: piece.maxX - overlap.maxX, height: overlap.height),
      ]
      result += parts.filter { !$0.isEmpty }
    }
    return result
  }
}
