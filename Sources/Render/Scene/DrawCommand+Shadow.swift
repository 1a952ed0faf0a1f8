extension DrawCommand {
  /// The shadow a group casts, as a `CALayer` casts its shadow: under the group's content,
  /// moved by ``offset``, blurred and coloured.
  ///
  /// Without a ``shape``, the shadow's shape is the alpha of everything the group draws (its
  /// background, content, children and border, composited); with one, it is that shape filled
  /// (`CALayer.shadowPath`), and the group's content does not matter. Either way it is drawn
  /// first, under the content, and the group's opacity applies to the shadow and the content
  /// together; a clip around the group clips the shadow too.
  ///
  /// ```swift
  /// // layer.shadowColor = black, shadowOpacity = 0.2, shadowOffset = (0, 4), shadowRadius = 8
  /// let shadow = DrawCommand.Shadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0.2),
  ///                                 offset: Size(width: 0, height: 4), blur: 8)
  /// scene.group(name: "card", shadow: shadow) { scene in
  ///   scene.fill(.roundedRect(card), with: .white)
  /// }
  /// ```
  public struct Shadow: Hashable, Sendable {
    /// The colour where the shape is opaque: the shadow's colour with its opacity in the alpha.
    public var color: Color
    /// How far the shadow is moved, in points (positive: right and down).
    public var offset: Size
    /// The standard deviation of the Gaussian blur, in points; 0 for a sharp shadow.
    ///
    /// A `CALayer`'s `shadowRadius` is this standard deviation (see `View.Shadow` in
    /// LayoutShot for the published figures).
    public var blur: Double
    /// The shape that casts the shadow, in the scene's coordinates; `nil` for the group's content.
    public var shape: Shape?

    /// A shadow of `color` moved by `offset` and blurred with standard deviation `blur` (both in
    /// points), cast by `shape` or, when it is `nil`, by the group's content.
    ///
    /// A negative or NaN blur counts as 0; a shadow with a non-finite offset or an infinite blur
    /// draws nothing.
    public init(color: Color, offset: Size, blur: Double, shape: Shape? = nil) {
      self.color = color
      self.offset = offset
      self.blur = blur.isNaN ? 0 : max(blur, 0)
      self.shape = shape
    }

    /// Whether the shadow draws anything: a colour that is not transparent, and a finite offset
    /// and blur.
    public var isVisible: Bool {
      color.alpha > 0 && offset.width.isFinite && offset.height.isFinite && blur.isFinite
    }
  }
}
