/// Items for a navigation bar or toolbar, as `.toolbar { … }` takes them: ``ToolbarItem``,
/// ``ToolbarItemGroup``, or a type of the app's own whose `body` builds them.
///
/// ```swift
/// struct EditorToolbar: ToolbarContent {
///   var body: some ToolbarContent {
///     ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
///     ToolbarItem(placement: .confirmationAction) { Button("Save") {} }
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol ToolbarContent {
  /// The type of the items the content is made of.
  associatedtype Body: ToolbarContent
  /// The items the content is made of.
  @ToolbarContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: ToolbarContent {}

extension ToolbarContent where Body == Never {
  /// Primitive toolbar content (an item, a group) has no body: LayoutShot reads it itself.
  public var body: Never {
    preconditionFailure("\(Self.self) is primitive toolbar content: its body is never asked for")
  }
}

/// Toolbar content LayoutShot reads itself rather than through a `body`.
@MainActor
protocol PrimitiveToolbarContent {
  /// The items, with where each goes.
  var entries: [ToolbarEntry] { get }
}

extension ToolbarContent {
  /// The items of the content: its own for a primitive one, else its body's.
  var toolbarEntries: [ToolbarEntry] {
    if let primitive = self as? any PrimitiveToolbarContent { return primitive.entries }
    return body.toolbarEntries
  }
}

/// One toolbar item: its views and where they go.
struct ToolbarEntry {
  let placement: ToolbarItemPlacement
  let view: AnyView
}

/// The items a toolbar content builder collected (what `@ToolbarContentBuilder` makes).
public struct _ToolbarEntries: ToolbarContent, PrimitiveToolbarContent {
  let entries: [ToolbarEntry]

  public typealias Body = Never
}
