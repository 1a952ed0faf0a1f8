import LayoutShot

// A layer tree turned into the drawing LayoutShot's scene builder draws (`DrawnLayer`).

extension CALayer {
  /// The layer as drawn: its frame, look, content and sublayers, and its mask.
  func drawnLayer() -> DrawnLayer {
    var drawn = DrawnLayer(frame: frame.rect)
    drawn.name = name
    drawn.opacity = Double(opacity)
    drawn.isHidden = isHidden
    drawn.backgroundColor = backgroundColor?.layoutShotColor
    drawn.cornerRadius = Double(cornerRadius)
    drawn.borderWidth = Double(borderWidth)
    drawn.borderColor = borderColor?.layoutShotColor
    drawn.masksToBounds = masksToBounds
    drawn.content = drawnContent
    drawn.sublayers = (sublayers ?? []).map { $0.drawnLayer() }
    drawn.mask = mask.map(\.maskInParent)
    let t = affineTransform()
    drawn.transform = Transform(
      a: Double(t.a), b: Double(t.b), c: Double(t.c), d: Double(t.d), tx: Double(t.tx), ty: Double(t.ty))
    drawn.anchor = Point(x: Double(anchorPoint.x), y: Double(anchorPoint.y))
    return drawn
  }

  /// The layer as a mask of its superlayer, placed at its frame: a clip to the shape it fills
  /// when it draws one opaque shape, else the alpha of its whole drawing, as Core Animation masks
  /// (nothing shows through a layer that draws nothing).
  var maskInParent: DrawnLayer.Mask {
    guard let (path, rule) = opaqueMaskShape else { return .alpha(drawnLayer()) }
    let origin = frame.origin
    return .path(path.mapped { Point(x: $0.x + Double(origin.x), y: $0.y + Double(origin.y)) }, rule)
  }

  /// A view's drawing with this layer's (the view's layer's) own content, for a view whose
  /// `layerClass` is a shape, gradient or text layer, or else `contents` (what the view's
  /// `draw(_:)` drew), and its sublayers after `control`'s shapes, and its mask; `control` as it
  /// is when the layer has none of them.
  func viewDrawing(over control: Drawing?, contents: DrawnLayer.Content = .none) -> Drawing? {
    var layers = sublayersWithSubviewsBelow.map { layer, subviewsBelow in
      var drawn = layer.drawnLayer()
      drawn.subviewsBelow = subviewsBelow
      return Drawing.Element.layer(drawn)
    }
    let content = drawnContent == .none ? contents : drawnContent
    if content != .none {
      var own = DrawnLayer(frame: bounds.rect)
      own.content = content
      layers.insert(.layer(own), at: 0)
    }
    guard !layers.isEmpty || mask != nil else { return control }
    var drawing = control ?? Drawing([])
    drawing.elements += layers
    drawing.mask = mask.map(\.maskInParent)
    return drawing
  }
}
