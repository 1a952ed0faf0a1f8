import LayoutShot

/// Whether a cell is being dragged (`UICellConfigurationDragState`).
///
/// ```swift
/// if state.cellDragState == .dragging { content.textProperties.color = .secondaryLabel }
/// ```
public enum UICellConfigurationDragState: Int, Hashable, Sendable {
  /// Not part of a drag.
  case none
  /// Lifting, before the drag starts.
  case lifting
  /// Part of a drag.
  case dragging
}
