/// One difference between two frame dumps of a layout, as a reviewer reads it:
/// `red.width 201 → 217 (+16)`.
///
/// ```swift
/// let changes = reference.changes(to: actual)
/// print(changes.map(\.description).joined(separator: "\n"))
/// // red.x 166 → 150 (-16)
/// // red.width 201 → 217 (+16)
/// // badge added at (8, 28, 20, 20)
/// ```
public enum FrameChange: Hashable, Sendable, CustomStringConvertible {
  /// One edge or size of a view that both dumps hold changed.
  case moved(view: String, attribute: Attribute, from: Double, to: Double)
  /// A view only the newer dump holds, with its frame.
  case added(view: String, frame: Rect)
  /// A view only the older dump holds, with its frame.
  case removed(view: String, frame: Rect)
  /// A view that has another parent.
  case reparented(view: String, from: String?, to: String?)
  /// Something about the screen changed: its size, scale, safe area, device, orientation or
  /// variant.
  case screen(field: String, from: String, to: String)
  /// A diagnostic only the newer dump has.
  case diagnosticAdded(String)
  /// A diagnostic only the older dump has.
  case diagnosticRemoved(String)

  /// The parts of a frame a change names.
  public enum Attribute: String, Hashable, Sendable, CaseIterable {
    case x, y, width, height
  }

  /// The view the change is about, if it is about one.
  public var view: String? {
    switch self {
    case .moved(let view, _, _, _), .added(let view, _), .removed(let view, _), .reparented(let view, _, _):
      view
    case .screen, .diagnosticAdded, .diagnosticRemoved:
      nil
    }
  }

  public var description: String {
    switch self {
    case .moved(let view, let attribute, let old, let new):
      let delta = new - old
      let sign = delta > 0 ? "+" : ""
      let change = delta.isFinite ? " (\(sign)\(NumberText.points(delta)))" : ""
      return "\(view).\(attribute.rawValue) \(NumberText.points(old)) → \(NumberText.points(new))\(change)"
    case .added(let view, let frame):
      return "\(view) added at \(frame)"
    case .removed(let view, let frame):
      return "\(view) removed (was at \(frame))"
    case .reparented(let view, let old, let new):
      return "\(view) moved from \(old ?? "no parent") to \(new ?? "no parent")"
    case .screen(let field, let old, let new):
      return "screen \(field) \(old) → \(new)"
    case .diagnosticAdded(let message):
      return "new diagnostic: \(message)"
    case .diagnosticRemoved(let message):
      return "diagnostic gone: \(message)"
    }
  }
}
