// The solved layout as a PNG: the scene drawn by the rasterizer and encoded for snapshots.

extension SolvedLayout {
  /// The solved layout as PNG bytes at the screen's pixel size: ``scene(options:)`` drawn by
  /// ``SceneRasterizer`` and encoded as snapshots are (`PNGEncoder.snapshot`: LayoutShot's own
  /// deflate, RGB when opaque, no ancillary chunks), so the same layout gives the same bytes on
  /// every machine.
  ///
  /// ```swift
  /// let solved = try LayoutEngine().solve(ComplexWidth(), on: Device.iPhone14Pro.screen())
  /// let png = try solved.pngData(options: SceneOptions(backgroundColor: .white))  // 1179 × 2556
  /// ```
  ///
  /// - Throws: The scene's error (a size or scale that is not positive and finite), or a
  ///   ``SceneRenderError`` when the pixels cannot be drawn or encoded.
  public func pngData(options: SceneOptions = .plain) throws -> [UInt8] {
    try SceneRasterizer().pngData(of: scene(options: options))
  }
}
