import Foundation

/// A kind of alignment guide, with its value in views that do not set one explicitly.
///
/// ```swift
/// extension VerticalAlignment {
///   private enum MidAvatar: AlignmentID {
///     static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment.center] }
///   }
///   static let midAvatar = VerticalAlignment(MidAvatar.self)
/// }
/// ```
public protocol AlignmentID {
  /// The guide's value in a view of `context`'s size that sets no explicit value.
  static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// One alignment guide on one axis: what stacks and frames look the guides up by.
struct AlignmentKey: Hashable {
  let id: ObjectIdentifier
  let axis: Axis
  let type: any AlignmentID.Type

  init(_ type: any AlignmentID.Type, axis: Axis) {
    self.id = ObjectIdentifier(type)
    self.axis = axis
    self.type = type
  }

  static func == (lhs: AlignmentKey, rhs: AlignmentKey) -> Bool { lhs.id == rhs.id && lhs.axis == rhs.axis }
  func hash(into hasher: inout Hasher) {
    hasher.combine(id)
    hasher.combine(axis)
  }

  /// Whether the guide is a last-line baseline, whose container value is its last child's.
  var isLastBaseline: Bool { id == ObjectIdentifier(LastTextBaselineID.self) }
}
