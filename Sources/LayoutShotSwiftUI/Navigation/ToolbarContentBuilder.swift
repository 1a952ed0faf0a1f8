/// Builds toolbar content from the items written in a closure, as `.toolbar { … }` and a
/// ``ToolbarContent``'s `body` take them.
///
/// ```swift
/// .toolbar {
///   ToolbarItem(placement: .topBarLeading) { EditButton() }
///   if canAdd {
///     ToolbarItem(placement: .topBarTrailing) { Button("Add", systemImage: "plus") {} }
///   }
/// }
/// ```
@resultBuilder
@MainActor
public enum ToolbarContentBuilder {
  public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> [_ToolbarEntry] {
    content.toolbarEntries.map(_ToolbarEntry.init)
  }

  public static func buildBlock(_ parts: [_ToolbarEntry]...) -> [_ToolbarEntry] { parts.flatMap { $0 } }

  public static func buildOptional(_ part: [_ToolbarEntry]?) -> [_ToolbarEntry] { part ?? [] }

  public static func buildEither(first part: [_ToolbarEntry]) -> [_ToolbarEntry] { part }

  public static func buildEither(second part: [_ToolbarEntry]) -> [_ToolbarEntry] { part }

  public static func buildArray(_ parts: [[_ToolbarEntry]]) -> [_ToolbarEntry] { parts.flatMap { $0 } }

  public static func buildLimitedAvailability(_ part: [_ToolbarEntry]) -> [_ToolbarEntry] { part }

  public static func buildFinalResult(_ parts: [_ToolbarEntry]) -> _ToolbarEntries {
    _ToolbarEntries(entries: parts.map(\.entry))
  }
}

/// One item while a toolbar content builder collects them.
public struct _ToolbarEntry {
  let entry: ToolbarEntry
}
