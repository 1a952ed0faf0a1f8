/// A label that shows or hides its content below it, with a chevron at its trailing edge in the
/// tint, pointing trailing while collapsed and down while expanded; in a list its content is rows
/// of their own under the label's row (Documentation/SwiftUILists.md#disclosure-groups).
///
/// ```swift
/// DisclosureGroup("Advanced", isExpanded: $showsAdvanced) {
///   Toggle("Debug Menu", isOn: $debugMenu)
/// }
/// ```
public struct DisclosureGroup<Label: View, Content: View>: View {
  let label: Label
  let content: Content
  let isExpanded: Bool

  /// A group collapsed at first, showing `label` over the views `content` builds.
  public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
    isExpanded = false
  }

  /// A group expanded while `isExpanded` is true, showing `label` over the views `content` builds.
  public init(
    isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.content = content()
    self.isExpanded = isExpanded.wrappedValue
  }

  /// The label row, and the content below it while expanded.
  public var body: some View {
    DisclosureGroupRows(label: label, content: content, isExpanded: isExpanded)
  }
}

extension DisclosureGroup where Label == Text {
  /// A group titled with the localized `titleKey`, collapsed at first.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// A group titled `title`, collapsed at first.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
    self.init(content: content) { Text(title) }
  }

  /// A group titled with the localized `titleKey`, expanded while `isExpanded` is true.
  public init(
    _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
  }

  /// A group titled `title`, expanded while `isExpanded` is true.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content) { Text(title) }
  }
}

/// A disclosure group's views where it is: in a list, the label's row and each content view as a
/// row; elsewhere one column of the label's row over the content.
struct DisclosureGroupRows<Label: View, Content: View>: View, PrimitiveView {
  let label: Label
  let content: Content
  let isExpanded: Bool

  typealias Body = Never

  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    let header = HStack {
      label
      Spacer()
      DisclosureChevronView(isExpanded: isExpanded, isTinted: true)
    }
    guard context.environment.isInListRow else {
      return context.nodes(
        of: VStack(alignment: .leading) {
          header
          if isExpanded { content }
        })
    }
    return context.nodes(of: header) + (isExpanded ? context.nodes(of: content) : [])
  }
}
