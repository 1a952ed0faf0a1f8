/// A one-line field whose text is hidden (SwiftUI's `SecureField`): a bullet for each character,
/// or its prompt (else its title) in the placeholder colour when empty; otherwise as a
/// ``TextField`` (Documentation/SwiftUIControls.md#textfield).
///
/// ```swift
/// SecureField("Password", text: $password).textFieldStyle(.roundedBorder)
/// ```
public struct SecureField<Label: View> {
  let field: TextField<Label>

  public typealias Body = Never

  /// A field of `text`, showing `prompt` (or nothing) when empty; `label` names it.
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    field = TextField(text: text.wrappedValue, prompt: prompt ?? Text(""), isSecure: true)
  }
}

extension SecureField where Label == Text {
  /// A field of `text` titled with the localized `titleKey`, shown when it is empty.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    field = TextField(text: text.wrappedValue, prompt: Text(titleKey), isSecure: true)
  }

  /// A field of `text` titled with the localized `titleKey`, showing `prompt` (else the title)
  /// when empty.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
    field = TextField(text: text.wrappedValue, prompt: prompt ?? Text(titleKey), isSecure: true)
  }

  /// A field of `text` titled `title`, shown when it is empty.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    field = TextField(text: text.wrappedValue, prompt: Text(title), isSecure: true)
  }
}

extension SecureField: View {}

extension SecureField: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [LayoutNode] { field.makeNodes(in: context) }
}
