import Foundation

/// A view's size and its alignment guides, as an alignment guide's closure and a `Layout` see
/// them.
///
/// ```swift
/// Text("Hi").alignmentGuide(.leading) { d in d[.trailing] }  // align by the trailing edge
/// ```
public struct ViewDimensions {
  /// The width.
  public var width: CGFloat { size.width }
  /// The height.
  public var height: CGFloat { size.height }

  let size: CGSize
  let explicitValue: (AlignmentKey) -> CGFloat?

  init(size: CGSize, explicitValue: @escaping (AlignmentKey) -> CGFloat? = { _ in nil }) {
    self.size = size
    self.explicitValue = explicitValue
  }

  /// The guide's value: set explicitly, or its default.
  public subscript(guide: HorizontalAlignment) -> CGFloat { self[guide.key] }
  /// The guide's value: set explicitly, or its default.
  public subscript(guide: VerticalAlignment) -> CGFloat { self[guide.key] }
  /// The guide's value when set explicitly, else `nil`.
  public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitValue(guide.key) }
  /// The guide's value when set explicitly, else `nil`.
  public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitValue(guide.key) }

  subscript(key: AlignmentKey) -> CGFloat { explicitValue(key) ?? key.type.defaultValue(in: self) }
}
