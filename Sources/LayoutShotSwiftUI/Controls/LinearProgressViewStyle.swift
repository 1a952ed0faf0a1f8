/// A progress bar, empty when there is no value (SwiftUI's `LinearProgressViewStyle`).
public struct LinearProgressViewStyle: ProgressViewStyle {
  /// The linear style.
  public init() {}
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
  /// A progress bar.
  public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}
