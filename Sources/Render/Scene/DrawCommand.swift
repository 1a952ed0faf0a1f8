/// One step of a ``Scene``: fill a shape with a colour or a gradient, draw an image, or open or
/// close a group, a clip or a mask.
///
/// Groups, clips and masks nest: every ``beginGroup(_:)`` is closed by an ``endGroup`` and every
/// ``beginClip(_:)`` or ``beginMask(_:)`` by an ``endClip``, innermost first. A ``Scene`` only
/// lets them be added in pairs, so its command list is always balanced.
public enum DrawCommand: Hashable, Sendable {
  /// Fills a shape with a colour, composited source-over.
  case fill(Fill)
  /// Fills a shape with a gradient, composited source-over.
  case gradient(GradientFill)
  /// Draws an image into a rectangle.
  case image(Image)
  /// Starts a group: a name for the drawing inside, an opacity applied to it as one layer, and
  /// the shadow it casts.
  case beginGroup(Group)
  /// Ends the innermost open group.
  case endGroup
  /// Limits the drawing up to the matching ``endClip`` to the inside of a shape (intersected with
  /// any clip already in force).
  case beginClip(Shape)
  /// Limits the drawing up to the matching ``endClip`` by the alpha of what a mask draws (a
  /// `CALayer` mask that is not a plain shape: a gradient, a stroke, text, an image): each pixel
  /// shows as much as the mask's drawing covers it (intersected with any clip already in force).
  case beginMask(Mask)
  /// Ends the innermost clip or mask.
  case endClip

  /// A shape filled with a colour.
  public struct Fill: Hashable, Sendable {
    /// The area to fill.
    public var shape: Shape
    /// The colour, with its own alpha.
    public var color: Color
    /// What the fill draws, for people reading the output (`card.background`); the SVG writer
    /// writes it as `data-name`.
    public var name: String?
    /// The text the shape spells, when it is a run of glyph outlines; the SVG writer writes it as
    /// `data-text`, so the text can be searched though it is drawn as paths.
    public var text: String?

    /// A fill of `shape` with `color`.
    public init(shape: Shape, color: Color, name: String? = nil, text: String? = nil) {
      self.shape = shape
      self.color = color
      self.name = name
      self.text = text
    }
  }

  /// A shape filled with a gradient: a `CAGradientLayer`.
  public struct GradientFill: Hashable, Sendable {
    /// The area to fill.
    public var shape: Shape
    /// The gradient, in the scene's coordinates.
    public var gradient: Gradient
    /// What the fill draws, for people reading the output; the SVG writer writes it as
    /// `data-name`.
    public var name: String?

    /// A fill of `shape` with `gradient`.
    public init(shape: Shape, gradient: Gradient, name: String? = nil) {
      self.shape = shape
      self.gradient = gradient
      self.name = name
    }
  }

  /// What an alpha mask draws: commands in the scene's coordinates, whose alpha, and nothing
  /// else, is the mask.
  ///
  /// ```swift
  /// let fade = DrawCommand.Mask(
  ///   [.gradient(DrawCommand.GradientFill(shape: .rect(bounds), gradient: blackToClear))], name: "header.mask")
  /// ```
  public struct Mask: Hashable, Sendable {
    /// The mask's drawing; its groups, clips and masks are balanced.
    public var commands: [DrawCommand]
    /// What the mask is, for people reading the output (`header.mask`).
    public var name: String?

    /// A mask of what `commands` draw.
    public init(_ commands: [DrawCommand], name: String? = nil) {
      self.commands = commands
      self.name = name
    }
  }

  /// A group of commands.
  public struct Group: Hashable, Sendable {
    /// The name of what the group draws (a view's name); the SVG writer makes it the group's `id`
    /// and `data-name`.
    public var name: String?
    /// The opacity of the group as one layer, in 0...1.
    ///
    /// The group's content is drawn on its own, then composited with this opacity, as UIKit
    /// applies a view's `alpha` to the view and its subviews. At 1 the group is only a name, and
    /// a rasterizer needs no layer for it.
    public var opacity: Double
    /// The shadow the group casts under its content (a `CALayer`'s shadow), or `nil` for none.
    public var shadow: Shadow?
    /// The standard deviation, in points, of the Gaussian the group's content is blurred with
    /// before it casts its shadow and is composited (SwiftUI's `blur(radius:)`); 0 for none.
    public var blur: Double

    /// A group named `name` with `opacity`, clamped to 0...1 (NaN counts as 1), casting `shadow`,
    /// its content blurred by `blur` points (negative, infinite or NaN counts as 0).
    public init(name: String? = nil, opacity: Double = 1, shadow: Shadow? = nil, blur: Double = 0) {
      self.name = name
      self.opacity = opacity.isNaN ? 1 : min(max(opacity, 0), 1)
      self.shadow = shadow
      self.blur = blur.isFinite ? max(blur, 0) : 0
    }
  }

  /// An image drawn into a rectangle: what an image view shows.
  ///
  /// The image is PNG data, kept as it is: the SVG writer embeds it as a `data:` URL, and a
  /// rasterizer decodes it and draws it scaled to fill ``rect`` (no aspect-ratio fitting; the
  /// scene builder works out the rectangle for a content mode).
  public struct Image: Hashable, Sendable {
    /// Where the image goes, in points; the image is stretched to fill it.
    public var rect: Rect
    /// The image, as the bytes of a PNG file.
    public var pngData: [UInt8]
    /// What the image shows, for people reading the output; the SVG writer writes it as
    /// `data-name`.
    public var name: String?
    /// Whether the image is mirrored left to right within ``rect`` (about its vertical centre
    /// line), as an image marked to flip for a right-to-left layout is drawn.
    public var flipsHorizontally: Bool
    /// Whether the image is upside down within ``rect`` (mirrored about its horizontal centre
    /// line), as Core Graphics draws a `CGImage` into a context whose y axis points down.
    public var flipsVertically: Bool

    /// An image of `pngData` drawn into `rect`, mirrored left to right when `flipsHorizontally`
    /// and upside down when `flipsVertically`.
    public init(
      rect: Rect, pngData: [UInt8], name: String? = nil, flipsHorizontally: Bool = false,
      flipsVertically: Bool = false
    ) {
      self.rect = rect
      self.pngData = pngData
      self.name = name
      self.flipsHorizontally = flipsHorizontally
      self.flipsVertically = flipsVertically
    }

    /// The reflection that draws the image as its flips say within ``rect``: x ↦ 2·midX − x when
    /// it flips horizontally, y ↦ 2·midY − y when it flips vertically; identity for neither.
    package var reflection: Transform {
      Transform(
        a: flipsHorizontally ? -1 : 1, b: 0, c: 0, d: flipsVertically ? -1 : 1,
        tx: flipsHorizontally ? 2 * rect.midX : 0, ty: flipsVertically ? 2 * rect.midY : 0)
    }
  }
}
