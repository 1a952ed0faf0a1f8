/// A view that leads to another screen, shown as its label with a chevron in a list row.
///
/// In a list or form row its label leads and a chevron trails; elsewhere its label is in the tint
/// colour, as a button's (Documentation/SwiftUILists.md#forms). A snapshot shows the screen at
/// rest, so the destination is kept and not shown.
///
/// ```swift
/// List {
///   NavigationLink("General") { GeneralSettings() }
///   NavigationLink(value: Route.privacy) { Label("Privacy", systemImage: "hand.raised") }
/// }
/// ```
public struct NavigationLink<Label: View, Destination: View>: View {
  let label: Label

  /// A link to the view `destination` builds, showing `label`.
  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  /// A link to `destination`, showing `label` (the older form).
  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  /// The label with a trailing chevron in a list row; elsewhere the label in the tint colour.
  public var body: some View {
    ListRowLinkLabel(label: label)
  }
}

extension NavigationLink where Label == Text {
  /// A link titled with the localized `titleKey` to the view `destination` builds.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
    self.label = Text(titleKey)
  }

  /// A link titled `title` to the view `destination` builds.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
    self.label = Text(title)
  }

  /// A link titled with the localized `titleKey` to `destination` (the older form).
  public init(_ titleKey: LocalizedStringKey, destination: Destination) {
    self.label = Text(titleKey)
  }
}

extension NavigationLink where Destination == Never {
  /// A link presenting `value` in the navigation stack's destination for its type, showing
  /// `label`.
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
    self.label = label()
  }
}

extension NavigationLink where Destination == Never, Label == Text {
  /// A link titled with the localized `titleKey` presenting `value`.
  public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
    self.label = Text(titleKey)
  }

  /// A link titled `title` presenting `value`.
  @_disfavoredOverload
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
    self.label = Text(title)
  }
}

/// A link's label as it shows where it is: in a list row, leading, with the disclosure chevron at
/// the row's trailing edge; elsewhere tinted like a button's title.
struct ListRowLinkLabel<Label: View>: View, PrimitiveView {
  let label: Label

  typealias Body = Never

  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    guard context.environment.isInListRow else {
      return context.nodes(of: label.foregroundColor(context.environment.resolvedTint))
    }
    return context.nodes(
      of: HStack {
        label; Spacer(); DisclosureChevronView()
      })
  }
}
