import LayoutShot

/// Whether a cell is the target of a drop (`UICellConfigurationDropState`).
///
/// ```swift
/// if state.cellDropState == .targeted { background.backgroundColor = .systemBlue }
/// ```
public enum UICellConfigurationDropState: Int, Hashable, Sendable {
  /// No drag is in progress.
  case none
  /// A drag may drop into the cell's container, not on the cell.
  case notTargeted
  /// The cell is the drop's target.
  case targeted
}
