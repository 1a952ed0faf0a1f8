import Foundation
import LayoutShot

/// A shape style as it paints, once resolved in its environment: a colour or a gradient.
enum ResolvedStyle: Hashable, Sendable {
  case color(Render.Color)
  case gradient(GradientFill)

  /// The style with its opacity multiplied by `factor`.
  func opacity(_ factor: Double) -> ResolvedStyle {
    switch self {
    case .color(let color): .color(color.withAlphaMultiplied(by: factor))
    case .gradient(let fill): .gradient(fill.opacity(factor))
    }
  }

  /// One colour that stands for the style where only a colour can be drawn (text): the colour,
  /// or a gradient's first (Documentation/SwiftUIDrawing.md#text-in-a-gradient).
  var representativeColor: Render.Color {
    switch self {
    case .color(let color): color
    case .gradient(let fill): fill.stops.first?.color.coreColor ?? Render.Color(white: 0, alpha: 0)
    }
  }

  /// A layer over `size` that paints the inside of `path` (in the layer's coordinates) by `rule`.
  func layer(filling path: Geometry.Path, rule: FillRule, size: CGSize) -> DrawnLayer {
    var layer = DrawnLayer(frame: Rect(x: 0, y: 0, width: Double(size.width), height: Double(size.height)))
    switch self {
    case .color(let color):
      layer.content = .shape(DrawnLayer.ShapeContent(path: path, fillColor: color, fillRule: rule))
    case .gradient(let fill):
      layer.content = .gradient(fill.content(in: size))
      layer.mask = .path(path, rule)
    }
    return layer
  }

  /// A layer over `size` that paints `path`'s outline stroked in `stroke`.
  func layer(stroking path: Geometry.Path, with stroke: Geometry.StrokeStyle, size: CGSize) -> DrawnLayer {
    let frame = Rect(x: 0, y: 0, width: Double(size.width), height: Double(size.height))
    var layer = DrawnLayer(frame: frame)
    switch self {
    case .color(let color):
      layer.content = .shape(DrawnLayer.ShapeContent(path: path, strokeColor: color, stroke: stroke))
    case .gradient(let fill):
      layer.content = .gradient(fill.content(in: size))
      var outline = DrawnLayer(frame: frame)
      outline.content = .shape(DrawnLayer.ShapeContent(path: path, strokeColor: .black, stroke: stroke))
      layer.mask = .alpha(outline)
    }
    return layer
  }
}
