import Foundation

/// A control that opens a URL (SwiftUI's `Link`): its label in the tint colour, as a borderless
/// button (Documentation/SwiftUIControls.md#link-and-menu).
///
/// ```swift
/// Link("Privacy Policy", destination: URL(string: "https://example.com/privacy")!)
/// ```
public struct Link<Label: View> {
  let label: Label

  /// A link to `destination` showing `label`.
  public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  public typealias Body = Never
}

extension Link where Label == Text {
  /// A link to `destination` titled with the localized `titleKey`.
  public init(_ titleKey: LocalizedStringKey, destination: URL) {
    self.init(destination: destination) { Text(titleKey) }
  }

  /// A link to `destination` titled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: URL) {
    self.init(destination: destination) { Text(title) }
  }
}

extension Link: View {}

extension Link: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    context.nodes(of: label.foregroundColor(context.environment.resolvedTint))
  }
}
