/// Shapes a view draws over its background and under its content and subviews, placed relative
/// to its bounds so that they follow whatever size the layout gives the view.
///
/// Each element's place is a ``Placement``: every coordinate is a fraction of the bounds' size
/// plus a number of points, so one drawing describes a control at any size. A switch's thumb
/// sits 2 points in from the right edge, whatever the width; a slider's thumb moves along the
/// track with its value:
///
/// ```swift
/// let thumb = Drawing.Placement(
///   x: .init(fraction: 1, points: -29), y: .init(points: 2),
///   width: .init(points: 27), height: .init(points: 27))
/// view.drawing = Drawing([
///   .fill(.bounds, cornerRadius: .infinity, color: .systemGreen),
///   .fill(thumb, cornerRadius: .infinity, color: .white),
/// ])
/// ```
///
/// A corner radius larger than half the shorter side rounds the shape into a capsule, as
/// ``View/cornerRadius`` does.
package struct Drawing: Hashable, Sendable {
  /// What to draw, back to front.
  package var elements: [Element]
  /// What limits everything the view draws (background, content, subviews, border), in the
  /// view's own coordinates: its layer's `mask`; `nil` for nothing.
  package var mask: DrawnLayer.Mask?

  /// A drawing of `elements`, back to front, limited by `mask`.
  package init(_ elements: [Element], mask: DrawnLayer.Mask? = nil) {
    self.elements = elements
    self.mask = mask
  }

  /// One shape of a drawing.
  package enum Element: Hashable, Sendable {
    /// A rounded rectangle filled with `color`.
    case fill(Placement, cornerRadius: Double, color: Color)
    /// A band `width` wide just inside a rounded rectangle's edge, as a layer's border.
    case stroke(Placement, cornerRadius: Double, width: Double, color: Color)
    /// A band `width` wide just inside a rounded rectangle's edge, painted with a gradient whose
    /// points lie in the unit square of the placement: a highlight lit from one side.
    case gradientStroke(Placement, cornerRadius: Double, width: Double, gradient: DrawnLayer.GradientContent)
    /// A polygon through `corners`, filled with `color` (non-zero rule).
    case polygon([Point], color: Color)
    /// Text laid out in a rectangle: wrapped at its width and centred vertically, as a label.
    case text(TextContent, Placement)
    /// The shadow a rounded rectangle casts, and not the rectangle: `color` (its alpha the
    /// shadow's opacity) moved by `offset` points and blurred with a Gaussian of standard
    /// deviation `blur` points, as a layer's `shadowPath` shadow. Put it before the shape that
    /// casts it.
    case shadow(Placement, cornerRadius: Double, color: Color, offset: Size, blur: Double)
    /// The shadow a rounded rectangle casts all round it, drawn only outside the rectangle, so
    /// none shows through a translucent shape over it (glass): `color` blurred with a Gaussian of
    /// standard deviation `blur` points, not moved.
    case outerShadow(Placement, cornerRadius: Double, color: Color, blur: Double)
    /// A path filled with `color` (non-zero rule), its coordinates in a unit square mapped onto
    /// the placement: (0, 0) its top-left corner, (1, 1) its bottom-right one.
    case path(Path, in: Placement, color: Color)
    /// A sublayer added to the view's layer, its frame in the view's own coordinates (see
    /// ``DrawnLayer``).
    case layer(DrawnLayer)
  }

  /// A length along one axis of the bounds: a fraction of the bounds' size plus some points.
  package struct Length: Hashable, Sendable {
    /// The share of the bounds' width (across) or height (down).
    package var fraction: Double
    /// Points added to that share.
    package var points: Double

    /// `fraction` of the bounds' size plus `points`.
    package init(fraction: Double = 0, points: Double = 0) {
      self.fraction = fraction
      self.points = points
    }

    /// The length for a bounds side `size` points long.
    package func resolved(in size: Double) -> Double {
      fraction * size + points
    }
  }

  /// A point relative to the bounds' top-left corner.
  package struct Point: Hashable, Sendable {
    /// Across, along the bounds' width.
    package var x: Length
    /// Down, along the bounds' height.
    package var y: Length

    /// The point at `x` across and `y` down from the bounds' top-left corner.
    package init(x: Length, y: Length) {
      self.x = x
      self.y = y
    }

    /// The point in absolute coordinates, for a view whose frame is `bounds`.
    package func resolved(in bounds: Rect) -> Render.Point {
      Render.Point(
        x: bounds.minX + x.resolved(in: bounds.width), y: bounds.minY + y.resolved(in: bounds.height))
    }
  }

  /// A rectangle relative to the bounds: its origin from their top-left corner, its size from
  /// theirs.
  package struct Placement: Hashable, Sendable {
    /// The left edge, across from the bounds' left edge.
    package var x: Length
    /// The top edge, down from the bounds' top edge.
    package var y: Length
    /// The width, from the bounds' width.
    package var width: Length
    /// The height, from the bounds' height.
    package var height: Length

    /// A rectangle `x` across and `y` down from the bounds' top-left corner, `width` by `height`.
    package init(x: Length = Length(), y: Length = Length(), width: Length, height: Length) {
      self.x = x
      self.y = y
      self.width = width
      self.height = height
    }

    /// The whole bounds.
    package static let bounds = Placement(width: Length(fraction: 1), height: Length(fraction: 1))

    /// The rectangle in absolute coordinates, for a view whose frame is `bounds`; a negative
    /// side counts as empty.
    package func resolved(in bounds: Rect) -> Rect {
      Rect(
        x: bounds.minX + x.resolved(in: bounds.width), y: bounds.minY + y.resolved(in: bounds.height),
        width: max(width.resolved(in: bounds.width), 0), height: max(height.resolved(in: bounds.height), 0))
    }
  }
}
