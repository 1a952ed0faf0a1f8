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

  /// Removes the innermost clip, restoring the one before it.
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
