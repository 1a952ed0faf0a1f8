import Foundation

/// An on/off control (SwiftUI's `Toggle`), drawn by the toggle style in the environment: by
/// default its label on the leading side and a switch on the trailing side, spread across the
/// width it is offered (Documentation/SwiftUIControls.md#toggle).
///
/// ```swift
/// Toggle("Airplane Mode", isOn: $airplaneMode)
/// Toggle(isOn: $notifications) { Label("Notifications", systemImage: "bell") }
/// ```
public struct Toggle<Label: View> {
  let isOn: Binding<Bool>
  let label: Label

  /// A toggle showing `label`, on when `isOn` is.
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
  }

  public typealias Body = Never
}

extension Toggle where Label == Text {
  /// A toggle titled with the localized `titleKey`.
  public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(titleKey) }
  }

  /// A toggle titled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(title) }
  }
}

extension Toggle where Label == LayoutShotSwiftUI.Label<Text, Image> {
  /// A toggle showing the localized `titleKey` beside the symbol `systemImage`.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { LayoutShotSwiftUI.Label(titleKey, systemImage: systemImage) }
  }
}

extension Toggle: View {}

extension Toggle: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    let configuration = ToggleStyleConfiguration(
      label: ToggleStyleConfiguration.Label(content: AnyView(label)), isOn: isOn)
    return context.nodes(of: context.environment.toggleStyle.makeBody(configuration))
  }
}
