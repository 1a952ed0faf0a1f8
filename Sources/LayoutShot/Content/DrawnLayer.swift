/// A Core Animation layer as a view's drawing holds it: a sublayer added to a view's layer
/// (`CAShapeLayer`, `CAGradientLayer`, `CATextLayer` or a plain `CALayer`), with its frame in the
/// coordinates of the layer it was added to, and its own sublayers.
///
/// The scene builder draws it as `CALayer` composites a layer: its background (rounded by its
/// corner radius), its content (a shape's fill then stroke, a gradient, text, an image), its
/// sublayers (clipped to its rounded bounds when it masks to them), then its border; all of it
/// limited by its mask (a path, or the alpha of the mask layer's drawing) and composited with its
/// opacity.
///
/// ```swift
/// var track = DrawnLayer(frame: Rect(x: 0, y: 0, width: 80, height: 80))
/// track.content = .shape(DrawnLayer.ShapeContent(path: circle, strokeColor: .systemGray5,
///                                                 stroke: StrokeStyle(width: 8)))
/// view.drawing = Drawing([.layer(track)])
/// ```
package struct DrawnLayer: Hashable, Sendable {
  /// What a layer draws between its background and its sublayers.
  package enum Content: Hashable, Sendable {
    /// Nothing (a plain layer).
    case none
    /// A path filled and stroked (`CAShapeLayer`).
    case shape(ShapeContent)
    /// A gradient over the bounds (`CAGradientLayer`).
    case gradient(GradientContent)
    /// Text laid out from the top of the bounds (`CATextLayer`).
    case text(TextContent)
    /// An image stretched over the bounds (`contents`).
    case image(pngData: [UInt8])
  }

  /// A `CAShapeLayer`'s path and how it is filled and stroked, in the layer's coordinates.
  package struct ShapeContent: Hashable, Sendable {
    package var path: Path
    /// The fill colour; `nil` for no fill.
    package var fillColor: Color?
    package var fillRule: FillRule
    /// The stroke colour; `nil` for no stroke.
    package var strokeColor: Color?
    package var stroke: StrokeStyle

    package init(
      path: Path, fillColor: Color? = nil, fillRule: FillRule = .nonZero, strokeColor: Color? = nil,
      stroke: StrokeStyle = StrokeStyle()
    ) {
      self.path = path
      self.fillColor = fillColor
      self.fillRule = fillRule
      self.strokeColor = strokeColor
      self.stroke = stroke
    }
  }

  /// A `CAGradientLayer`'s gradient, its points in the unit square of the bounds.
  package struct GradientContent: Hashable, Sendable {
    /// The kind of `CAGradientLayer.type`.
    package enum Kind: String, Hashable, Sendable {
      case axial, radial, conic
    }

    package var kind: Kind
    package var colors: [Color]
    /// Where each colour is full, 0...1; `nil` for evenly spaced.
    package var locations: [Double]?
    /// `startPoint`: (0, 0) is the top-left corner of the bounds, (1, 1) the bottom-right one.
    package var start: Point
    /// `endPoint`, in the same unit square.
    package var end: Point

    package init(kind: Kind, colors: [Color], locations: [Double]?, start: Point, end: Point) {
      self.kind = kind
      self.colors = colors
      self.locations = locations
      self.start = start
      self.end = end
    }

    /// The scene's gradient over `bounds`, as Core Animation places each kind.
    ///
    /// See `Documentation/Rendering.md#gradients`: axial from the start point to the end point;
    /// radial centred on the start point, reaching the end point's x and y distances; conic
    /// round the start point from the direction of the end point. `nil` without colours.
    package func gradient(in bounds: Rect) -> Gradient? {
      guard !colors.isEmpty else { return nil }
      func place(_ point: Point) -> Point {
        Point(x: bounds.minX + point.x * bounds.width, y: bounds.minY + point.y * bounds.height)
      }
      let (from, to) = (place(start), place(end))
      let shape: Gradient.Kind =
        switch kind {
        case .axial: .axial(start: from, end: to)
        case .radial:
          .radial(center: from, radii: Size(width: abs(to.x - from.x), height: abs(to.y - from.y)))
        case .conic: .conic(center: from, toward: to)
        }
      let spacing = colors.count > 1 ? 1 / Double(colors.count - 1) : 0
      let stops = colors.enumerated().map { index, color in
        let location = locations.flatMap { index < $0.count ? $0[index] : nil } ?? Double(index) * spacing
        return Gradient.Stop(location: location, color: color)
      }
      return Gradient(shape, stops: stops)
    }
  }

  /// The layer's frame, in the coordinates of the layer it was added to (a view's bounds for a
  /// view's sublayer).
  package var frame: Rect
  /// A name for the output (`avatar.layer-1`); the scene builder numbers unnamed layers.
  package var name: String?
  package var opacity: Double = 1
  package var isHidden = false
  package var backgroundColor: Color?
  package var cornerRadius: Double = 0
  package var borderWidth: Double = 0
  package var borderColor: Color?
  package var masksToBounds = false
  package var content: Content = .none
  package var sublayers: [DrawnLayer] = []
  /// What limits the layer's drawing: the inside of a path in the layer's coordinates, or the
  /// alpha of another layer's drawing.
  package var mask: Mask?
  /// The layer's 2-D transform (`setAffineTransform(_:)`), about its anchor point, which lies at
  /// ``anchor`` in the unit square of its frame; identity for none.
  package var transform: Transform = .identity
  /// Where the transform's fixed point lies, in the unit square of the frame (the centre by
  /// default, as `CALayer.anchorPoint`).
  package var anchor = Point(x: 0.5, y: 0.5)
  /// How many of its view's subviews draw under the layer, a sublayer of a view's layer: 0 (the
  /// default) draws it under them all, over the view's background and content, and a number as
  /// large as the subviews' count draws it over them all (see `SceneBuilder`).
  package var subviewsBelow = 0

  /// A layer's mask (`CALayer.mask`): what of the masked layer shows.
  package indirect enum Mask: Hashable, Sendable {
    /// The inside of a path in the masked layer's coordinates, by a fill rule: a clip, for a mask
    /// that only fills a shape with an opaque colour (a shape layer's path, a layer's rounded
    /// bounds).
    case path(Path, FillRule)
    /// The alpha of a layer's drawing, the layer framed in the masked layer's coordinates: for a
    /// mask drawn with a gradient, a stroke, text, an image, translucent colours or sublayers.
    case alpha(DrawnLayer)
  }

  /// A layer with `frame` that draws nothing yet.
  package init(frame: Rect) {
    self.frame = frame
  }
}
