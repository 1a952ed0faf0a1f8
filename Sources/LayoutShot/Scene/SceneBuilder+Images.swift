// An image view's content: its image in the frame its content mode gives, or a placeholder.

extension SceneBuilder {
  /// The placeholder of an image view without pixels: a light box with a cross, or for a template
  /// image the box faint and the cross full in its colour.
  ///
  /// This is
  /// LayoutShot's convention, not UIKit's (an empty `UIImageView` shows only its background), so
  /// that an image's place shows in a snapshot. Both colours are dynamic, so the placeholder
  /// follows the view's appearance (dark greys in dark mode).
  enum PlaceholderStyle {
    /// The box: systemGray5.
    static let box = Color.systemGray5
    /// The cross: systemGray2.
    static let cross = Color.systemGray2
    /// The width of each of the cross's bars, in points.
    static let crossWidth = 1.0
    /// The opacity of a template image's colour in its placeholder's box; the cross is in the
    /// colour itself (Documentation/SwiftUIDrawing.md#template-images).
    static let templateBoxOpacity = 0.2
  }

  /// The image of an image view, or its placeholder.
  ///
  /// An image with PNG data is drawn into the frame its content mode gives
  /// (``ContentMode/imageFrame(imageSize:in:)``): the whole view for scale-to-fill, centred and
  /// smaller or larger for aspect-fit, aspect-fill and center. The rasterizer decodes the data; an
  /// image marked to flip is mirrored within its frame in a right-to-left image view
  /// (``ImageContent/isMirrored``). An image known only by its size draws the placeholder in that
  /// same frame (symmetric, so never mirrored), and a view without an
  /// image draws it over its whole bounds. Nothing here clips: an aspect-filled or centred image
  /// overflows the view, as `UIImageView` lets it unless `clipsToBounds` is set (then the view's
  /// clip holds these commands).
  static func imageCommands(_ content: ImageContent, in frame: Rect, name: String) -> [DrawCommand] {
    let imageFrame = content.imageFrame(in: frame)
    guard !imageFrame.isEmpty else { return [] }
    if let data = content.image?.pngData {
      return [
        .image(
          DrawCommand.Image(
            rect: imageFrame, pngData: [UInt8](data), name: "\(name).image",
            flipsHorizontally: content.isMirrored))
      ]
    }
    // A template image's placeholder is in its colour: the box faint, the cross full.
    let box = content.templateColor.map {
      $0.withAlphaComponent($0.alpha * PlaceholderStyle.templateBoxOpacity)
    }
    return [
      .fill(
        DrawCommand.Fill(
          shape: .rect(imageFrame), color: box ?? PlaceholderStyle.box, name: "\(name).placeholder")),
      .fill(
        DrawCommand.Fill(
          shape: .path(placeholderCross(in: imageFrame, width: PlaceholderStyle.crossWidth), .nonZero),
          color: content.templateColor ?? PlaceholderStyle.cross, name: "\(name).placeholder.cross")),
    ]
  }

  /// The two diagonals of `box` as bars `width` wide, cut off at the box's edges: two six-sided
  /// contours winding the same way (clockwise on screen), so the non-zero rule fills their
  /// crossing.
  ///
  /// A bar's edges lie `width / 2` from its diagonal, so they meet the box's top and bottom edges
  /// `width / 2 × diagonal / height` from the corners, and its left and right edges
  /// `width / 2 × diagonal / width` from them. In a box too small for the bars they cover it.
  static func placeholderCross(in box: Rect, width: Double) -> Path {
    let diagonal = (box.width * box.width + box.height * box.height).squareRoot()
    let across = min(width / 2 * diagonal / box.height, box.width)
    let down = min(width / 2 * diagonal / box.width, box.height)
    let (left, top, right, bottom) = (box.minX, box.minY, box.maxX, box.maxY)
    let contours = [
      // Top-left to bottom-right.
      [
        (left, top), (left + across, top), (right, bottom - down), (right, bottom), (right - across, bottom),
        (left, top + down),
      ],
      // Top-right to bottom-left.
      [
        (right, top), (right, top + down), (left + across, bottom), (left, bottom), (left, bottom - down),
        (right - across, top),
      ],
    ]
    var path = Path()
    for contour in contours {
      for (offset, corner) in contour.enumerated() {
        let point = Point(x: corner.0, y: corner.1)
        if offset == 0 { path.move(to: point) } else { path.line(to: point) }
      }
      path.close()
    }
    return path
  }
}

extension ImageContent {
  /// The commands that draw the image (or its placeholder) in `frame`, as an image view draws it
  /// (``SceneBuilder/imageCommands(_:in:name:)``): for drawing code outside a layout, such as an
  /// image renderer's context.
  package func drawCommands(in frame: Rect, name: String) -> [DrawCommand] {
    SceneBuilder.imageCommands(self, in: frame, name: name)
  }
}
