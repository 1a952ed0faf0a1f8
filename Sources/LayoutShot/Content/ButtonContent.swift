import Typesetting

/// A button's title, its image, and the padding around them.
package struct ButtonContent: Hashable, Sendable {
  /// The title, laid out on one line.
  package var title: TextContent
  /// The space between the content and the button's edges that the intrinsic size includes: the
  /// classic system button's 6 points above and below a title, plus the button's content insets.
  package var padding: EdgeInsets
  /// The image shown before the title, at its size; `nil` for none.
  package var image: ImageAsset?
  /// The space between the image and the title when the button has both.
  package var imagePadding: Double

  /// A title (and an image before it) with the padding around them.
  package init(title: TextContent, padding: EdgeInsets, image: ImageAsset? = nil, imagePadding: Double = 0) {
    self.title = title
    self.padding = padding
    self.image = image
    self.imagePadding = imagePadding
  }

  /// The title laid out in `frame`, inside the padding, centred as a `UIButton` centres it: on
  /// its own, or after the image with the image and title centred together.
  package func titleLayout(in frame: Rect) -> TextLayout {
    var title = title
    title.style.alignment = .center
    return title.layout(in: placement(in: frame).title)
  }

  /// Where the image is drawn in `frame`: before the title, centred down; `nil` without an image.
  package func imageFrame(in frame: Rect) -> Rect? {
    image == nil ? nil : placement(in: frame).image
  }

  /// The rectangles of the image and the title in `frame`: the content inside the padding,
  /// image then gap then title, centred across; the title is cut short when they do not fit.
  private func placement(in frame: Rect) -> (image: Rect, title: Rect) {
    let inner = Rect(
      x: frame.minX + padding.left, y: frame.minY + padding.top,
      width: max(frame.width - padding.left - padding.right, 0),
      height: max(frame.height - padding.top - padding.bottom, 0))
    guard let image else { return (.zero, inner) }
    let titleWidth = title.text.isEmpty ? 0 : title.layout(width: nil).usedWidth
    let gap = title.text.isEmpty ? 0 : imagePadding
    let contentWidth = image.size.width + gap + titleWidth
    let start = contentWidth < inner.width ? inner.midX - contentWidth / 2 : inner.minX
    let imageRect = Rect(
      x: start, y: inner.midY - image.size.height / 2, width: image.size.width, height: image.size.height)
    let titleStart = imageRect.maxX + gap
    let titleRect = Rect(
      x: titleStart, y: inner.minY, width: max(min(titleWidth, inner.maxX - titleStart), 0),
      height: inner.height)
    return (imageRect, titleRect)
  }
}
