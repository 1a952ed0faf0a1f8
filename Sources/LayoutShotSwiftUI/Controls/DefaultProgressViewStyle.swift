/// The platform's progress view style: a bar with a value, the spinning indicator without
/// (SwiftUI's `DefaultProgressViewStyle`).
public struct DefaultProgressViewStyle: ProgressViewStyle {
  /// The default style.
  public init() {}
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  /// The platform's default.
  public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}
