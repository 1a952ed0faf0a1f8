/// Why a scene could not be made.
public enum SceneError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The size is not positive and finite on both axes.
  case invalidSize(Size)
  /// The scale (pixels per point) is not positive and finite.
  case invalidScale(Double)

  /// One sentence that says what is wrong.
  public var description: String {
    switch self {
    case .invalidSize(let size):
      "A scene's size must be positive and finite, not \(size)."
    case .invalidScale(let scale):
      "A scene's scale must be a positive, finite number of pixels per point, not \(NumberText.points(scale))."
    }
  }
}
