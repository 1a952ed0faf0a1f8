/// A progress view's look (SwiftUI's `ProgressViewStyle`): `.linear`, a bar; `.circular`, the
/// spinning indicator (which on iOS shows no value); `.automatic`, a bar with a value and the
/// indicator without.
///
/// ```swift
/// ProgressView(value: 0.4).progressViewStyle(.circular)
/// ```
public protocol ProgressViewStyle: Sendable {}

/// How progress views below are drawn.
enum ProgressKind: Sendable {
  case automatic, linear, circular
}

extension View {
  /// Progress views below drawn in `style`.
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
    let kind: ProgressKind =
      switch style {
      case is LinearProgressViewStyle: .linear
      case is CircularProgressViewStyle: .circular
      default: .automatic
      }
    return modifier(_EnvironmentKeyWritingModifier { $0.progressKind = kind })
  }
}
