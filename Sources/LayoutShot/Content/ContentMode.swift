/// How an image view fits its image into its bounds (`UIView.ContentMode`, the cases image views
/// use).
public enum ContentMode: String, Hashable, Sendable, CaseIterable {
  /// Stretched to fill the bounds exactly (UIKit's default).
  case scaleToFill
  /// Scaled to fit inside the bounds, keeping its aspect ratio, and centred.
  case scaleAspectFit
  /// Scaled to cover the bounds, keeping its aspect ratio, centred and cut off at the sides.
  case scaleAspectFill
  /// At its own size, centred.
  case center

  /// The rectangle an image of `imageSize` points takes in `bounds`.
  ///
  /// ```swift
  /// ContentMode.scaleAspectFit.imageFrame(
  ///   imageSize: Size(width: 200, height: 100), in: Rect(x: 0, y: 0, width: 100, height: 100))
  /// // (0, 25, 100, 50)
  /// ```
  public func imageFrame(imageSize: Size, in bounds: Rect) -> Rect {
    guard imageSize.width > 0, imageSize.height > 0 else { return bounds }
    let widthRatio = bounds.width / imageSize.width
    let heightRatio = bounds.height / imageSize.height
    let size: Size
    switch self {
    case .scaleToFill: return bounds
    case .scaleAspectFit:
      let ratio = min(widthRatio, heightRatio)
      size = Size(width: imageSize.width * ratio, height: imageSize.height * ratio)
    case .scaleAspectFill:
      let ratio = max(widthRatio, heightRatio)
      size = Size(width: imageSize.width * ratio, height: imageSize.height * ratio)
    case .center:
      size = imageSize
    }
    return Rect(
      x: bounds.minX + (bounds.width - size.width) / 2, y: bounds.minY + (bounds.height - size.height) / 2,
      width: size.width, height: size.height)
  }
}
