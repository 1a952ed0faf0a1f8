/// The spinning indicator, whatever the value, as on iOS (SwiftUI's `CircularProgressViewStyle`).
public struct CircularProgressViewStyle: ProgressViewStyle {
  /// The circular style.
  public init() {}
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
  /// The spinning indicator.
  public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}
