import LayoutShot

/// Draws images with UIKit and Core Graphics calls (`UIGraphicsImageRenderer`): the actions draw
/// into a ``CGContext`` that records a LayoutShot scene, and the image is that scene rasterized by
/// LayoutShot at the format's scale, a real PNG image an image view shows and a snapshot draws.
///
/// ```swift
/// let renderer = UIGraphicsImageRenderer(size: CGSize(width: 64, height: 64))
/// let avatar = renderer.image { context in
///   UIColor.systemTeal.setFill()
///   UIBezierPath(ovalIn: context.format.bounds).fill()
///   "AB".draw(at: CGPoint(x: 14, y: 20), withAttributes: [.font: UIFont.boldSystemFont(ofSize: 20)])
/// }
/// avatarView.image = avatar
/// ```
///
/// What a context draws and does not is listed on ``CGContext``; see also
/// `Documentation/ImageRendering.md`.
open class UIGraphicsImageRenderer: UIGraphicsRenderer, @unchecked Sendable {
  private let imageFormat: UIGraphicsImageRendererFormat

  /// A renderer of images `size` points large, at the screen's scale.
  public convenience init(size: CGSize) {
    self.init(size: size, format: UIGraphicsImageRendererFormat())
  }

  /// A renderer of images `size` points large in `format`.
  public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
    self.init(bounds: CGRect(origin: .zero, size: size), format: format)
  }

  /// A renderer of images of `bounds` (its origin at the image's top-left corner) in `format`.
  public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
    imageFormat = format.copy() as? UIGraphicsImageRendererFormat ?? format
    imageFormat.bounds = bounds
    super.init(bounds: bounds, format: imageFormat)
  }

  /// The format the images are made in, its bounds the renderer's.
  open override var format: UIGraphicsImageRendererFormat { imageFormat }

  /// The image `actions` draw.
  open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
    draw(actions).image
  }

  /// The PNG data of the image `actions` draw.
  open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
    draw(actions).image.layoutShotImage.pngData ?? Data()
  }

  private func draw(_ actions: (UIGraphicsImageRendererContext) -> Void) -> CGContext {
    let bounds = imageFormat.bounds
    let context = CGContext(size: bounds.size, scale: Double(imageFormat.scale), origin: bounds.origin)
    if imageFormat.opaque { context.paintBlack(bounds) }
    GraphicsContextStack.with(context) {
      actions(UIGraphicsImageRendererContext(context, format: imageFormat))
    }
    return context
  }
}

/// What every renderer has (`UIGraphicsRenderer`): its format.
open class UIGraphicsRenderer: NSObject, @unchecked Sendable {
  private let rendererFormat: UIGraphicsRendererFormat

  /// A renderer of `bounds` in `format`.
  public init(bounds: CGRect, format: UIGraphicsRendererFormat) {
    rendererFormat = format
    super.init()
  }

  /// A renderer of `bounds` in the default format.
  public convenience init(bounds: CGRect) {
    self.init(bounds: bounds, format: UIGraphicsRendererFormat())
  }

  /// The format it draws in.
  open var format: UIGraphicsRendererFormat { rendererFormat }

  /// Whether it makes images: true.
  open var allowsImageOutput: Bool { true }
}

/// The context a renderer's actions draw with (`UIGraphicsRendererContext`).
open class UIGraphicsRendererContext: NSObject {
  /// The Core Graphics context drawn into.
  public let cgContext: CGContext
  private let rendererFormat: UIGraphicsRendererFormat

  init(_ context: CGContext, format: UIGraphicsRendererFormat) {
    cgContext = context
    rendererFormat = format
    super.init()
  }

  /// The renderer's format.
  open var format: UIGraphicsRendererFormat { rendererFormat }

  /// Fills `rect` with the fill colour.
  open func fill(_ rect: CGRect) { cgContext.fill(rect) }

  /// Strokes `rect` with the stroke colour and line width, centred on its edges.
  open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

  /// Fills `rect` with the fill colour; the blend mode is kept (drawn over what is there).
  open func fill(_ rect: CGRect, blendMode: CGBlendMode) { cgContext.fill(rect) }

  /// Strokes `rect`; the blend mode is kept (drawn over what is there).
  open func stroke(_ rect: CGRect, blendMode: CGBlendMode) { cgContext.stroke(rect) }

  /// Intersects the clip with `rect`.
  open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// The context an image renderer's actions draw with (`UIGraphicsImageRendererContext`).
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
  private let imageFormat: UIGraphicsImageRendererFormat

  init(_ context: CGContext, format: UIGraphicsImageRendererFormat) {
    imageFormat = format
    super.init(context, format: format)
  }

  /// The renderer's format.
  open override var format: UIGraphicsImageRendererFormat { imageFormat }

  /// What has been drawn so far, as an image.
  open var currentImage: UIImage { cgContext.image }
}
