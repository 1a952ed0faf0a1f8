import Typesetting

/// An image laid out inline in a label's text, as an `NSTextAttachment` is: one character as wide
/// as its bounds, standing on the baseline, drawn with the text (see ``AttributedRun/attachment``).
///
/// Its ``bounds`` are relative to the pen on the baseline, y upward, as
/// `NSTextAttachment.bounds` are: a negative `y` lowers the image below the baseline. Empty
/// bounds (UIKit's default, `.zero`) take the image's size, standing on the baseline. An image
/// without pixels (a placeholder) draws LayoutShot's placeholder box in its place.
///
/// ```swift
/// let star = TextAttachment(image: starAsset, bounds: Rect(x: 0, y: -2, width: 14, height: 14))
/// rating.attributedRuns = [AttributedRun("4.8 "), AttributedRun(attachment: star)]
/// ```
public struct TextAttachment: Hashable, Sendable {
  /// The image drawn; `nil` draws nothing in a box of ``bounds``.
  public var image: ImageAsset?
  /// The box relative to the pen on the baseline, y upward; empty for the image's size.
  public var bounds: Rect

  /// `image` in `bounds` (relative to the pen on the baseline, y upward; empty for its size).
  public init(image: ImageAsset?, bounds: Rect = .zero) {
    self.image = image
    self.bounds = bounds
  }

  /// The box the attachment takes in the text.
  ///
  /// Its bounds, or the image's size on the baseline when they are `.zero` in size (UIKit's
  /// default). Bounds with a side or corner that is not finite take no room and draw nothing.
  public var box: InlineBox {
    let values = [bounds.minX, bounds.minY, bounds.width, bounds.height]
    guard values.allSatisfy(\.isFinite) else { return InlineBox(bounds: .zero) }
    guard bounds.width == 0 && bounds.height == 0, let image else { return InlineBox(bounds: bounds) }
    return InlineBox(x: 0, y: 0, width: image.size.width, height: image.size.height)
  }
}
