/// A path (`CGPath`), as shadow and shape layers take it: a LayoutShot `Path` in the layer's
/// coordinates, and its bounding box.
///
/// ```swift
/// card.layer.shadowPath = UIBezierPath(roundedRect: card.bounds, cornerRadius: 12).cgPath
/// ```
public final class CGPath: @unchecked Sendable {
  /// The smallest rectangle holding the path's points and control points (empty for an empty
  /// path).
  public let boundingBox: CGRect
  /// The outline.
  let path: Path

  init(path: Path, boundingBox: CGRect) {
    self.path = path
    self.boundingBox = boundingBox
  }
}
