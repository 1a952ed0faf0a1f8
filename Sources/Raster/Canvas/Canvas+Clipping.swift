extension Canvas {
  /// Limits drawing to the inside of `path` (anti-aliased) until the matching ``popClip()``.
  ///
  /// Clips nest: a clip pushed while another is in force shows only where both do (their
  /// coverages multiply). A view's `clipsToBounds` is a clip to its rounded bounds around its
  /// subviews.
  package mutating func pushClip(_ path: Path, rule: FillRule = .nonZero, transform: Transform = .identity) {
    pushClip(EdgeList(path, transform: transform), rule: rule)
  }

  /// Pushes the clip of an outline already in pixels (see ``pushClip(_:rule:transform:)``).
  mutating func pushClip(_ edges: EdgeList, rule: FillRule) {
    var region = canvasBounds
    if let clip { region = region.intersection(clip.region) }
    let mask = ClipMask(edges, rule: rule, region: region, within: clip)
    stack.append(.clip(previous: clip))
    clip = mask
  }

  /// Limits drawing by the alpha of `mask`, an image the canvas's size whose pixels line up with
  /// the canvas's, until the matching ``popClip()``: each pixel shows as much as `mask` covers it
  /// (a `CALayer` mask drawn with a gradient, a stroke or text).
  ///
  /// Like a clip, a mask pushed while a clip is in force shows only where both do.
  ///
  /// ```swift
  /// var fade = Canvas(width: 300, height: 300)!
  /// fade.fill(Path(rect: bounds), gradient: blackToClear, transform: Transform(scale: 3))
  /// canvas.pushMask(fade.finish())
  /// canvas.fill(photo, color: .white, transform: Transform(scale: 3))  // fades out with the mask
  /// canvas.popClip()
  /// ```
  package mutating func pushMask(_ mask: Image) {
    var region = canvasBounds
    if let clip { region = region.intersection(clip.region) }
    let coverage = CoverageMask(alphaOf: mask, in: region)
    stack.append(.clip(previous: clip))
    clip = ClipMask(coverage, within: clip)
  }

  /// Removes the innermost clip or mask, restoring the one before it.
  ///
  /// Returns `false`, and does nothing, when the innermost open item is a layer or nothing is
  /// open: a clip pushed outside a layer stays in force until after the layer ends.
  @discardableResult
  package mutating func popClip() -> Bool {
    guard case .clip(let previous) = stack.last else { return false }
    stack.removeLast()
    clip = previous
    return true
  }
}
