/// A picker's look (SwiftUI's `PickerStyle`): `.segmented`, `.menu`, or `.automatic` (a menu on
/// iOS outside a form).
///
/// ```swift
/// Picker("Period", selection: $period) { … }.pickerStyle(.segmented)
/// ```
public protocol PickerStyle: Sendable {}

/// How pickers below are drawn.
enum PickerKind: Sendable {
  case menu, segmented
}

extension View {
  /// Pickers below drawn in `style`.
  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
    let kind: PickerKind = style is SegmentedPickerStyle ? .segmented : .menu
    return modifier(_EnvironmentKeyWritingModifier { $0.pickerKind = kind })
  }
}
