import Foundation

/// A group of views with an optional header and footer: a section of rows in a `List` or `Form`,
/// a section with pinnable views in a lazy stack, and elsewhere its header, content and footer one
/// after the other, as if written in its place.
///
/// ```swift
/// List {
///   Section("Account") {
///     Text("Email")
///     Text("Password")
///   }
///   Section {
///     Toggle("Notifications", isOn: $notifications)
///   } header: {
///     Text("Alerts")
///   } footer: {
///     Text("Shown on the lock screen.")
///   }
/// }
/// ```
public struct Section<Parent, Content, Footer> {
  let header: Parent
  let content: Content
  let footer: Footer
  /// The state of a collapsible section (`nil` for one that does not collapse).
  let isExpanded: Binding<Bool>?
}

extension Section: View where Parent: View, Content: View, Footer: View {
  /// A section of the views `content` builds, under `header` and over `footer`.
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
  ) {
    self.init(header: header(), content: content(), footer: footer(), isExpanded: nil)
  }

  /// A section of the views `content` builds, under `header` and over `footer` (the older form).
  public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(header: header, content: content(), footer: footer, isExpanded: nil)
  }

  public typealias Body = Never
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
  /// A section of the views `content` builds, under `header`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(header: header(), content: content(), footer: EmptyView(), isExpanded: nil)
  }

  /// A section of the views `content` builds, under `header` (the older form).
  public init(header: Parent, @ViewBuilder content: () -> Content) {
    self.init(header: header, content: content(), footer: EmptyView(), isExpanded: nil)
  }

  /// A collapsible section, shown expanded while `isExpanded` is true.
  public init(
    isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent
  ) {
    self.init(header: header(), content: content(), footer: EmptyView(), isExpanded: isExpanded)
  }
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
  /// A section of the views `content` builds, over `footer`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    self.init(header: EmptyView(), content: content(), footer: footer(), isExpanded: nil)
  }

  /// A section of the views `content` builds, over `footer` (the older form).
  public init(footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(header: EmptyView(), content: content(), footer: footer, isExpanded: nil)
  }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
  /// A section of the views `content` builds, with no header or footer.
  public init(@ViewBuilder content: () -> Content) {
    self.init(header: EmptyView(), content: content(), footer: EmptyView(), isExpanded: nil)
  }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
  /// A section of the views `content` builds, headed by a localized title.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(header: Text(titleKey), content: content(), footer: EmptyView(), isExpanded: nil)
  }

  /// A section of the views `content` builds, headed by `title` as it is.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(header: Text(title), content: content(), footer: EmptyView(), isExpanded: nil)
  }

  /// A collapsible section headed by a localized title, expanded while `isExpanded` is true.
  public init(
    _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content
  ) {
    self.init(header: Text(titleKey), content: content(), footer: EmptyView(), isExpanded: isExpanded)
  }

  /// A collapsible section headed by `title` as it is, expanded while `isExpanded` is true.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content
  ) {
    self.init(header: Text(title), content: content(), footer: EmptyView(), isExpanded: isExpanded)
  }
}

extension Section: PrimitiveView where Parent: View, Content: View, Footer: View {
  /// In a container that lays sections out (``ResolveContext/keepsSections``), one
  /// ``SectionNode``; elsewhere the header's, content's and footer's nodes in order, as SwiftUI
  /// shows a section in a stack.
  ///
  /// A kept section's header and footer are drawn as the container says
  /// (``ResolveContext/sectionHeaderStyle``); only its content may make items on demand.
  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    var inner = context
    inner.keepsSections = false
    inner.sectionHeaderStyle = nil
    inner.sectionFooterStyle = nil
    let content = inner.nodes(of: self.content)
    inner.allowsLazyItems = false
    let header = inner.withEnvironment { context.sectionHeaderStyle?(&$0) }.nodes(of: self.header)
    let footer = inner.withEnvironment { context.sectionFooterStyle?(&$0) }.nodes(of: self.footer)
    guard context.keepsSections else { return header + content + footer }
    let node = SectionNode(
      header: header, content: content, footer: footer, isExpanded: isExpanded?.wrappedValue ?? true)
    node.headerProminence = context.environment.headerProminence
    return [node]
  }
}
