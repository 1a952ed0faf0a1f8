/// A value with a label: the label leading and the value trailing in the secondary colour, across
/// the width offered, as a form row shows a setting it does not edit
/// (Documentation/SwiftUILists.md#forms).
///
/// ```swift
/// Form {
///   LabeledContent("Version", value: "18.2")
///   LabeledContent("Storage") { Text("64 GB") }
/// }
/// ```
public struct LabeledContent<Label: View, Content: View>: View {
  let label: Label
  let content: Content

  /// `content` labelled by `label`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  /// The label, a spacer, and the value in the secondary colour.
  public var body: some View {
    HStack {
      label
      Spacer()
      content.foregroundStyle(.secondary)
    }
  }
}

extension LabeledContent where Label == Text {
  /// `content` labelled with the localized `titleKey`.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// `content` labelled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

extension LabeledContent where Label == Text, Content == Text {
  /// `value` labelled with the localized `titleKey`.
  public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
    self.init(content: { Text(value) }, label: { Text(titleKey) })
  }

  /// `value` labelled `title`.
  @_disfavoredOverload
  public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
    self.init(content: { Text(value) }, label: { Text(title) })
  }
}
