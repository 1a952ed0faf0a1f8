import Foundation

/// One column of a `LazyVGrid` (one row of a `LazyHGrid`): how wide it is, the space after it, and
/// how its cells line up in it.
///
/// ```swift
/// let columns = [
///   GridItem(.fixed(60)),                       // always 60 points
///   GridItem(.flexible(minimum: 80)),           // a share of what is left, at least 80
///   GridItem(.adaptive(minimum: 100), spacing: 12),  // as many 100-point columns as fit
/// ]
/// ```
public struct GridItem: Sendable {
  /// How a grid item sizes its column (or row).
  public enum Size: Sendable {
    /// Exactly this length.
    case fixed(CGFloat)
    /// A share of what the fixed items leave, between `minimum` and `maximum`.
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    /// As many tracks of at least `minimum` (at most `maximum`) as fit in its share.
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }

  /// How the item is sized.
  public var size: GridItem.Size
  /// The space after it, before the next item; 8 points when `nil`.
  public var spacing: CGFloat?
  /// How cells line up in it; the grid's alignment when `nil`.
  public var alignment: Alignment?

  /// An item sized by `size`, `spacing` before the next item, lining its cells up by `alignment`.
  public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}
