import Foundation
import LayoutShot

/// A toggle drawn as a switch (SwiftUI's `SwitchToggleStyle`, the default on iOS): the label,
/// then the 51 × 31 switch at the trailing edge of the width offered; the switch alone when
/// labels are hidden (Documentation/SwiftUIControls.md#toggle).
///
/// ```swift
/// Toggle("Wi-Fi", isOn: $wifi).toggleStyle(.switch).tint(.orange)
/// ```
public struct SwitchToggleStyle: ToggleStyle {
  /// The switch style.
  nonisolated public init() {}

  /// The label and the switch.
  public func makeBody(configuration: Configuration) -> some View {
    SwitchToggleBody(label: configuration.label, isOn: configuration.isOn)
  }

  /// The shared look of switches.
  static var look: SwitchLook { .current }
}

extension ToggleStyle where Self == SwitchToggleStyle {
  /// A switch.
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

/// The switch style's body, which reads the tint, whether it is enabled, the layout direction and
/// whether labels are hidden.
private struct SwitchToggleBody: View {
  let label: ToggleStyleConfiguration.Label
  let isOn: Bool

  typealias Body = Never
}

extension SwitchToggleBody: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    let environment = context.environment
    let look = SwitchToggleStyle.look
    let drawing = look.drawing(
      isOn: isOn, onColor: environment.tint?.representativeColor, isEnabled: environment.isEnabled,
      isRightToLeft: environment.layoutDirection == .rightToLeft)
    let control = DrawnControl(
      kind: "Switch", sizing: .fixed(CGSize(width: look.size.width, height: look.size.height)),
      drawing: drawing)
    if environment.areLabelsHidden { return context.nodes(of: control) }
    // The label and the switch spread across the width, as a stack with a spacer between them.
    return context.nodes(
      of: HStack {
        label.opacity(environment.isEnabled ? 1 : look.disabledOpacity)
        Spacer()
        control
      })
  }
}
