/// A form: controls in rows of sections, drawn as an inset-grouped list on iPhone
/// (Documentation/SwiftUILists.md#forms).
///
/// ```swift
/// Form {
///   Section("Profile") {
///     TextField("Name", text: $name)
///     Toggle("Show Online Status", isOn: $showsStatus)
///   }
///   Section {
///     Button("Sign Out", role: .destructive) { signOut() }
///   }
/// }
/// ```
public struct Form<Content: View>: View {
  let content: Content

  /// A form of the rows `content` builds.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public typealias Body = Never
}

extension Form: PrimitiveView {
  /// The node of an inset-grouped list of the content, whatever list style is set around it.
  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    [List<Never, Content>.node(of: content, style: .insetGrouped, in: context)]
  }
}
