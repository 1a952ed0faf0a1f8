extension Canvas {
  /// Draws `image` stretched over the rectangle (`x`, `y`, `width`, `height`), mapped to pixels
  /// by `transform`, source-over, through the clip.
  ///
  /// The rectangle's edges are anti-aliased like a filled path; inside, each pixel samples the
  /// image at its centre with `sampling`. An empty rectangle or a transform that cannot be
  /// inverted draws nothing.
  ///
  /// ```swift
  /// canvas.draw(avatar, x: 16, y: 60, width: 40, height: 40, transform: Transform(scale: 3))
  /// ```
  package mutating func draw(
    _ image: Image, x: Double, y: Double, width: Double, height: Double, transform: Transform = .identity,
    sampling: Sampling = .bilinear
  ) {
    draw(
      image, x: x, y: y, width: width, height: height, transform: transform, sampling: sampling, hidden: nil)
  }

  /// Draws `image` as ``draw(_:x:y:width:height:transform:sampling:)`` does, leaving the pixels
  /// `hidden` holds as they are.
  mutating func draw(
    _ image: Image, x: Double, y: Double, width: Double, height: Double, transform: Transform,
    sampling: Sampling, hidden: HiddenRegion?
  ) {
    guard width > 0, height > 0, let canvasToRect = transform.inverted() else { return }
    let rectToImage = Transform(translationX: -x, y: -y)
      .concatenating(Transform(scaleX: Double(image.width) / width, y: Double(image.height) / height))
    let imageFromCanvas = canvasToRect.concatenating(rectToImage)
    let edges = EdgeList(.rect(x: x, y: y, width: width, height: height), transform: transform)
    image.bytes.withUnsafeBufferPointer { bytes in
      bytes.withMemoryRebound(to: UInt32.self) { words in
        let shader = ImageShader(
          pixels: words.baseAddress.unsafelyUnwrapped, width: image.width, height: image.height,
          imageFromCanvas: imageFromCanvas, sampling: sampling)
        paint(.outline(edges, .nonZero), with: shader, hidden: hidden)
      }
    }
  }
}
