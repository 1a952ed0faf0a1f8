import Foundation

/// A control that runs an action when tapped (SwiftUI's `Button`), drawn by the button style in
/// the environment: by default its label in the tint colour, red when destructive
/// (Documentation/SwiftUIControls.md#button).
///
/// ```swift
/// Button("Sign In") { signIn() }
///   .buttonStyle(.borderedProminent)
/// Button(role: .destructive, action: deleteAll) { Label("Delete", systemImage: "trash") }
/// ```
public struct Button<Label: View> {
  let role: ButtonRole?
  let label: Label

  /// A button showing `label`, running `action` when tapped.
  public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    role = nil
    self.label = label()
  }

  /// A button of `role` showing `label`, running `action` when tapped.
  public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.role = role
    self.label = label()
  }

  public typealias Body = Never
}

extension Button where Label == Text {
  /// A button titled with the localized `titleKey`.
  public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
    self.init(role: nil, action: action) { Text(titleKey) }
  }

  /// A button titled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
    self.init(role: nil, action: action) { Text(title) }
  }

  /// A button of `role` titled with the localized `titleKey`.
  public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(role: role, action: action) { Text(titleKey) }
  }

  /// A button of `role` titled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(role: role, action: action) { Text(title) }
  }
}

extension Button where Label == LayoutShotSwiftUI.Label<Text, Image> {
  /// A button showing the localized `titleKey` beside the symbol `systemImage`.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
    self.init(role: nil, action: action) { LayoutShotSwiftUI.Label(titleKey, systemImage: systemImage) }
  }

  /// A button showing `title` beside the symbol `systemImage`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
    self.init(role: nil, action: action) { LayoutShotSwiftUI.Label(title, systemImage: systemImage) }
  }

  /// A button of `role` showing the localized `titleKey` beside the symbol `systemImage`.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void
  ) {
    self.init(role: role, action: action) { LayoutShotSwiftUI.Label(titleKey, systemImage: systemImage) }
  }
}

extension Button: View {}

extension Button: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    let configuration = PrimitiveButtonStyleConfiguration(
      label: PrimitiveButtonStyleConfiguration.Label(content: AnyView(label)), role: role)
    return context.nodes(of: context.environment.buttonStyle.makeBody(configuration))
  }
}
