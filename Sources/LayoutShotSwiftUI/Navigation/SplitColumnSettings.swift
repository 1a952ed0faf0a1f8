import Foundation

/// What a split view's column says about its width (`navigationSplitViewColumnWidth`), gathered
/// while its view is resolved; the outermost is heard.
@MainActor
final class SplitColumnSettings {
  /// The column's width, `nil` for the split view's own.
  var width: CGFloat?
}

extension View {
  /// The width of the split view column this view is in.
  ///
  /// ```swift
  /// List(folders) { FolderRow(folder: $0) }.navigationSplitViewColumnWidth(260)
  /// ```
  public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
    modifier(
      _ContainerSettingModifier { context in
        guard let column = context.splitColumn, column.width == nil else { return }
        column.width = max(width, 0)
      })
  }

  /// The width of the split view column this view is in: `ideal`, kept within `min` and `max`.
  public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil)
    -> some View
  {
    let width = Swift.max(Swift.min(ideal, max ?? ideal), min ?? 0, 0)
    return navigationSplitViewColumnWidth(width)
  }
}
