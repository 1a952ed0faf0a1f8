import Foundation

/// A control that shows a menu when tapped (SwiftUI's `Menu`): a snapshot shows its label, tinted
/// as a borderless button; the menu's content is not shown (Documentation/SwiftUIControls.md#link-and-menu).
///
/// ```swift
/// Menu("Sort") {
///   Button("Name") {}
///   Button("Date") {}
/// }
/// ```
public struct Menu<Label: View, Content: View> {
  let label: Label

  /// A menu of `content` showing `label`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  public typealias Body = Never
}

extension Menu where Label == Text {
  /// A menu of `content` titled with the localized `titleKey`.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// A menu of `content` titled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

extension Menu where Label == LayoutShotSwiftUI.Label<Text, Image> {
  /// A menu of `content` showing the localized `titleKey` beside the symbol `systemImage`.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
    self.init(content: content) { LayoutShotSwiftUI.Label(titleKey, systemImage: systemImage) }
  }
}

extension Menu: View {}

extension Menu: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    context.nodes(of: label.foregroundColor(context.environment.resolvedTint))
  }
}
