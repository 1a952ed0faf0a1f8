/// A view that shows an image (`UIImageView`).
///
/// Its intrinsic content size is its image's size in points; an image view without an image has
/// none, and draws a placeholder: a light box with a cross, as
/// does an image known only by its size, in the frame its image would take. The placeholder is
/// LayoutShot's convention (an empty `UIImageView` shows only its background), so that an image's
/// place shows in a snapshot. An image with PNG data is drawn in the frame its ``contentMode``
/// gives; like `UIImageView`, an aspect-filled or centred image larger than the view overflows it
/// unless ``View/clipsToBounds`` is set. An image marked
/// ``ImageAsset/flipsForRightToLeftLayoutDirection`` is drawn mirrored when the view's
/// ``View/effectiveLayoutDirection`` is right to left, whether from the screen or from its own
/// ``View/semanticContentAttribute``. Hugging 250 and compression resistance 750 are UIKit's
/// defaults for an image view made in code.
///
/// ```swift
/// let avatar = ImageView("avatar", image: ImageAsset(name: "avatar", pixelWidth: 240, pixelHeight: 240, scale: 3))
/// avatar.contentMode = .scaleAspectFill
/// ```
public final class ImageView: View {
  /// The image shown; `nil` for a placeholder.
  public var image: ImageAsset?
  /// How the image fits the view (``ContentMode/scaleToFill`` by default, as in UIKit).
  public var contentMode = ContentMode.scaleToFill

  /// Creates an image view.
  ///
  /// - Parameters:
  ///   - name: The view's name, unique in its layout.
  ///   - image: The image it shows.
  public init(_ name: String? = nil, image: ImageAsset? = nil, fileID: String = #fileID, line: Int = #line) {
    self.image = image
    super.init(name, fileID: fileID, line: line)
  }

  public override var description: String { "ImageView(\(displayName))" }

  override func contentPropertyProblem() -> (property: String, reason: String)? {
    guard let image else { return nil }
    if image.pixelWidth < 0 || image.pixelHeight < 0 {
      return (
        "image",
        "\(image.pixelWidth) × \(image.pixelHeight) pixels is not an image size; an image is at least 0 pixels each way"
      )
    }
    guard image.scale.isFinite && image.scale > 0 else {
      return (
        "image.scale",
        "\(NumberText.points(image.scale)) is not a scale; a scale is a finite number of pixels per point above 0"
      )
    }
    guard image.size.width.isFinite && image.size.height.isFinite else {
      return ("image.scale", "\(NumberText.points(image.scale)) makes the image's size in points infinite")
    }
    return nil
  }

  /// Whether the view draws the placeholder when it has no image (LayoutShot's convention); off,
  /// it draws only its background, as an empty `UIImageView` does.
  package var drawsPlaceholderWithoutImage = true
  /// The colour a template image is drawn in, whose placeholder is drawn in it too
  /// (``ImageContent/templateColor``); `nil` for an image drawn as it is.
  package var templateColor: Color?

  override func frozenContent(for screen: Screen) throws(LayoutError) -> FrozenContent? {
    guard image != nil || drawsPlaceholderWithoutImage else { return nil }
    let size = image.map { IntrinsicSize(width: $0.size.width, height: $0.size.height) } ?? .none
    return FrozenContent(
      content: .image(
        ImageContent(
          image: image, contentMode: contentMode,
          isMirrored: image?.flipsForRightToLeftLayoutDirection == true
            && effectiveLayoutDirection(on: screen.layoutDirection) == .rightToLeft,
          templateColor: templateColor)),
      intrinsicSize: intrinsicContentSize == .none ? size : intrinsicContentSize, baselines: nil)
  }
}

/// UIKit's name for an image: here an ``ImageAsset``.
