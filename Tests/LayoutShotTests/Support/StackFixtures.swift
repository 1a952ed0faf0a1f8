import LayoutShot

// What the stack view tests share: a plain screen at a given scale and pixel snapping written out
// from Documentation/AutoLayout.md#pixel-rounding, so that every expected frame is computed in
// the test itself.

enum StackScreens {
  /// A 375 × 667 screen with no safe area, at `scale`.
  static func plain(scale: Double) -> Screen {
    Screen(size: Size(width: 375, height: 667), scale: scale)
  }
}

/// `value` on the pixel grid of `scale`: the nearest multiple of 1/scale, halves up.
func pixelSnapped(_ value: Double, scale: Double) -> Double {
  (value * scale + 0.5 + 1e-9).rounded(.down) / scale
}

/// `frame` with each edge snapped, the size the difference of the snapped edges.
func pixelSnapped(_ frame: Rect, scale: Double) -> Rect {
  let left = pixelSnapped(frame.minX, scale: scale), top = pixelSnapped(frame.minY, scale: scale)
  let right = pixelSnapped(frame.maxX, scale: scale), bottom = pixelSnapped(frame.maxY, scale: scale)
  return Rect(x: left, y: top, width: right - left, height: bottom - top)
}

/// Whether two frames agree to a billionth of a point.
func sameFrame(_ a: Rect?, _ b: Rect) -> Bool {
  guard let a else { return false }
  return [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height].allSatisfy {
    abs($0) < 1e-9
  }
}

/// A view with an intrinsic size (`nil` on an axis without one).
func sizedView(_ name: String, width: Double?, height: Double?) -> View {
  let view = View(name)
  view.intrinsicContentSize = IntrinsicSize(width: width, height: height)
  return view
}

/// The identifiers of the constraints a solved layout's stack views made, with each description.
func stackConstraints(_ layout: Layout) -> [String] {
  layout.constraints.filter { $0.identifier?.hasPrefix("UISV-") == true }.map { layout.description(of: $0) }
}
