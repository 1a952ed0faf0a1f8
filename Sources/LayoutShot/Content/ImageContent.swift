/// An image view's image and how it fits the view.
package struct ImageContent: Hashable, Sendable {
  /// The image; `nil` for an empty image view.
  package var image: ImageAsset?
  /// How the image fits the view.
  package var contentMode: ContentMode
  /// Whether the image is drawn mirrored left to right: an image marked
  /// ``ImageAsset/flipsForRightToLeftLayoutDirection`` in a right-to-left image view.
  package var isMirrored: Bool
  /// The colour the image is drawn in as a template, `nil` for an image drawn as it is.
  ///
  /// A SwiftUI template image's foreground style; its placeholder is drawn in it.
  package var templateColor: Color?

  /// An image (or none) fitted by `contentMode`, mirrored when `isMirrored`, drawn in
  /// `templateColor` as a template when one is given.
  package init(
    image: ImageAsset?, contentMode: ContentMode, isMirrored: Bool = false, templateColor: Color? = nil
  ) {
    self.image = image
    self.contentMode = contentMode
    self.isMirrored = isMirrored
    self.templateColor = templateColor
  }

  /// Whether the view draws a placeholder (a box with a cross) instead of pixels: it has no image,
  /// or an image given only by its size, without PNG data.
  package var showsPlaceholder: Bool { image?.pngData == nil }

  /// Where the image is drawn for a view with `frame`, per ``contentMode``; the whole frame when
  /// there is no image.
  package func imageFrame(in frame: Rect) -> Rect {
    guard let image else { return frame }
    return contentMode.imageFrame(imageSize: image.size, in: frame)
  }
}
