extension SceneBuilder {
  /// The shadow the view at `index` casts, as the scene draws it: its colour resolved for the
  /// view's traits with the shadow's opacity (clamped to 0...1, NaN as 0) in its alpha, its path
  /// moved from the view's bounds to the scene's coordinates and filled by the non-zero rule (as
  /// Core Animation fills `shadowPath`); `nil` when the view casts none or an invisible one.
  func shadow(of index: Int) -> DrawCommand.Shadow? {
    guard let shadow = solved.layout.views[index].style.shadow else { return nil }
    let opacity = shadow.opacity.isNaN ? 0 : min(max(shadow.opacity, 0), 1)
    let color = self.color(shadow.color, ofView: index)
    let frame = solved.frames[index]
    let shape = shadow.path.map { path in
      Shape.path(path.mapped { Point(x: $0.x + frame.minX, y: $0.y + frame.minY) }, .nonZero)
    }
    let drawn = DrawCommand.Shadow(
      color: color.withAlphaComponent(color.alpha * opacity), offset: shadow.offset, blur: shadow.radius,
      shape: shape)
    return drawn.isVisible ? drawn : nil
  }

  /// Whether the view at `index` clips its own shadow or blur: it casts a shadow or is blurred,
  /// and clips to its bounds, as a layer with `masksToBounds` clips everything it draws, its
  /// shadow included (and SwiftUI's opaque blur stays in the view's frame).
  ///
  /// Its group is then
  /// drawn inside a clip to its rounded bounds.
  func clipsOwnShadow(_ index: Int) -> Bool {
    let style = solved.layout.views[index].style
    return style.clipsToBounds && (shadow(of: index) != nil || style.blur > 0)
  }
}
