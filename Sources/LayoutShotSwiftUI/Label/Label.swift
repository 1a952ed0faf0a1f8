/// A title with an icon (SwiftUI's `Label`), drawn by the label style in the environment: by
/// default the icon, then the title, side by side (Documentation/SwiftUIControls.md#label).
///
/// ```swift
/// Label("Notifications", systemImage: "bell.badge")
/// Label { Text("Jane Appleseed") } icon: { Circle().frame(width: 24, height: 24) }
/// ```
public struct Label<Title: View, Icon: View> {
  let title: Title
  let icon: Icon

  /// A label of `title` and `icon`.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  public typealias Body = Never
}

extension Label where Title == Text, Icon == Image {
  /// The localized `titleKey` beside the symbol `systemImage`.
  public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
  }

  /// `title` beside the symbol `systemImage`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.init(title: { Text(title) }, icon: { Image(systemName: name) })
  }

  /// The localized `titleKey` beside the image `image` from the app's assets.
  public init(_ titleKey: LocalizedStringKey, image name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(name) })
  }

  /// `title` beside the image `image` from the app's assets.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image name: String) {
    self.init(title: { Text(title) }, icon: { Image(name) })
  }
}

extension Label: View {}

extension Label: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    let configuration = LabelStyleConfiguration(
      title: LabelStyleConfiguration.Title(content: AnyView(title)),
      icon: LabelStyleConfiguration.Icon(content: AnyView(icon)))
    return context.nodes(of: context.environment.labelStyle.makeBody(configuration))
  }
}
