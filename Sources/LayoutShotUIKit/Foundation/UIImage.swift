import LayoutShot

/// An image as UIKit code uses it (`UIImage`), standing for a LayoutShot ``ImageAsset``.
///
/// Asset-catalogue and SF Symbol images do not exist off Apple platforms, so
/// `UIImage(named:)` and `UIImage(systemName:)` give the image registered under that name
/// (``register(_:named:)``) or else a placeholder, drawn as a box with a cross, of a size such an
/// image typically has: 100 × 100 points for a named image, a symbol's size for a system image
/// (20 × 20 points at the default 17-point configuration, scaled with the configuration's point
/// size, as a medium-scale symbol beside body text measures). They never return `nil`, since app
/// code force-unwraps them.
///
/// ```swift
/// UIImage.register(try ImageAsset(name: "avatar", pngData: data, scale: 3), named: "avatar")
/// avatarView.image = UIImage(named: "avatar")
/// chevron.image = UIImage(systemName: "chevron.right")
/// ```
open class UIImage: NSObject, _ExpressibleByImageLiteral, @unchecked Sendable {
  /// The LayoutShot image this one stands for.
  public let layoutShotImage: ImageAsset
  /// How the image is drawn: as it is, or as a template tinted by its view.
  public let renderingMode: RenderingMode
  /// Whether this is a placeholder for an image LayoutShot does not have.
  public var isPlaceholder: Bool { layoutShotImage.pngData == nil }

  /// The image `asset`.
  public init(_ asset: ImageAsset, renderingMode: RenderingMode = .automatic) {
    layoutShotImage = asset
    self.renderingMode = renderingMode
    super.init()
  }

  /// The image registered as `name`, or a 100 × 100 point placeholder.
  public convenience init?(named name: String) {
    self.init(Self.registered.withLock { $0[name] } ?? Self.placeholder(name, width: 100, height: 100))
  }

  /// The image registered as `name`; the bundle and traits are not used.
  public convenience init?(
    named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?
  ) {
    self.init(named: name)
  }

  /// The symbol registered as `name`, or a placeholder of a symbol's size (20 × 20 points at the
  /// default configuration).
  public convenience init?(systemName name: String) {
    self.init(systemName: name, withConfiguration: nil)
  }

  /// The symbol registered as `name`, or a placeholder of a symbol's size for `configuration`.
  public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
    let side = Self.symbolSide(configuration)
    self.init(
      Self.registered.withLock { $0[name] } ?? Self.placeholder(name, width: side, height: side),
      renderingMode: .alwaysTemplate)
  }

  /// An image from PNG data; `nil` when the data is not a PNG LayoutShot can read.
  public convenience init?(data: Data) {
    self.init(data: data, scale: 1)
  }

  /// An image from PNG data at `scale` pixels per point; `nil` when the data is not a readable PNG.
  public convenience init?(data: Data, scale: CGFloat) {
    guard let asset = try? ImageAsset(name: "data", pngData: data, scale: Double(scale)) else { return nil }
    self.init(asset)
  }

  /// An image from an image literal, `#imageLiteral(resourceName:)`.
  public required convenience init(imageLiteralResourceName name: String) {
    self.init(Self.registered.withLock { $0[name] } ?? Self.placeholder(name, width: 100, height: 100))
  }

  /// Makes `UIImage(named: name)` and `UIImage(systemName: name)` give `asset`.
  public static func register(_ asset: ImageAsset, named name: String) {
    registered.withLock { $0[name] = asset }
  }

  private static let registered = LockedValue<[String: ImageAsset]>([:])

  /// The size in points.
  public var size: CGSize { CGSize(layoutShotImage.size) }
  /// Pixels per point.
  public var scale: CGFloat { CGFloat(layoutShotImage.scale) }

  /// The same image drawn in `renderingMode`.
  public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
    UIImage(layoutShotImage, renderingMode: renderingMode)
  }

  /// The same image, tinted when drawn as a template.
  public func withTintColor(_ color: UIColor) -> UIImage { self }

  /// The same image, tinted when drawn as a template.
  public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
    withRenderingMode(renderingMode)
  }

  /// The symbol at `configuration`'s size.
  public func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage {
    guard isPlaceholder, renderingMode == .alwaysTemplate else { return self }
    let side = Self.symbolSide(configuration)
    return UIImage(
      Self.placeholder(layoutShotImage.name, width: side, height: side), renderingMode: renderingMode)
  }

  /// The same image; the symbol's configuration is applied by ``withConfiguration(_:)``.
  public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
    withConfiguration(configuration)
  }

  /// The same image (LayoutShot stretches an image as a whole).
  public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage { self }

  /// The same image marked to flip: a ``UIImageView`` whose effective layout direction is right
  /// to left (from the screen or its own `semanticContentAttribute`) draws it mirrored
  /// (``ImageAsset/imageFlippedForRightToLeftLayoutDirection()``).
  public func imageFlippedForRightToLeftLayoutDirection() -> UIImage {
    UIImage(layoutShotImage.imageFlippedForRightToLeftLayoutDirection(), renderingMode: renderingMode)
  }

  /// Whether an image view mirrors the image in a right-to-left layout; `false` unless made with
  /// ``imageFlippedForRightToLeftLayoutDirection()``.
  public var flipsForRightToLeftLayoutDirection: Bool { layoutShotImage.flipsForRightToLeftLayoutDirection }

  /// The same image, drawn as it is.
  public func withHorizontallyFlippedOrientation() -> UIImage { self }

  open override var description: String { "UIImage(\(layoutShotImage.name))" }

  private static func placeholder(_ name: String, width: Double, height: Double) -> ImageAsset {
    ImageAsset(
      name: name, pixelWidth: Int((width * 3).rounded()), pixelHeight: Int((height * 3).rounded()), scale: 3)
  }

  /// The side of a symbol placeholder: 20 points at 17 points, in proportion to the point size
  /// (and 24 at large scale, 16 at small, as UIKit's symbol scales relate).
  private static func symbolSide(_ configuration: SymbolConfiguration?) -> Double {
    let pointSize = configuration?.pointSize ?? 17
    let scale =
      switch configuration?.scale ?? .medium {
      case .small: 0.8
      case .large: 1.2
      default: 1.0
      }
    return (20 * pointSize / 17 * scale).rounded()
  }
}

extension UIImage {
  /// How an image is drawn (`UIImage.RenderingMode`).
  public enum RenderingMode: Int, Sendable {
    /// As the context decides, always the image's own colours, or always a template tinted with the tint
    /// colour.
    case automatic, alwaysOriginal, alwaysTemplate
  }

  /// The size and weight of a symbol (`UIImage.SymbolConfiguration`).
  public final class SymbolConfiguration: NSObject, @unchecked Sendable {
    /// The point size of the text the symbol sits beside.
    public let pointSize: Double
    /// The symbol's weight.
    public let weight: SymbolWeight
    /// The symbol's scale relative to its text.
    public let scale: SymbolScale
    /// The colours the symbol is drawn in (kept; symbols are drawn as placeholders).
    public let colors: SymbolColors

    init(size pointSize: Double, weight: SymbolWeight, scale: SymbolScale, colors: SymbolColors = .monochrome)
    {
      self.pointSize = pointSize
      self.weight = weight
      self.scale = scale
      self.colors = colors
      super.init()
    }

    /// A symbol drawn in shades of `hierarchicalColor`, layer by layer (kept).
    public convenience init(hierarchicalColor: UIColor) {
      self.init(size: 17, weight: .regular, scale: .medium, colors: .hierarchical(hierarchicalColor))
    }

    /// A symbol whose layers are drawn in `paletteColors`, in order (kept).
    public convenience init(paletteColors: [UIColor]) {
      self.init(size: 17, weight: .regular, scale: .medium, colors: .palette(paletteColors))
    }

    /// A symbol drawn in its own colours (kept).
    public static func preferringMulticolor() -> SymbolConfiguration {
      SymbolConfiguration(size: 17, weight: .regular, scale: .medium, colors: .multicolor)
    }

    /// This configuration with `configuration`'s values where it sets them: its size when not
    /// the default 17 points, its weight and scale when specified, its colours when not
    /// monochrome.
    public func applying(_ configuration: SymbolConfiguration?) -> SymbolConfiguration {
      guard let other = configuration else { return self }
      return SymbolConfiguration(
        size: other.pointSize != 17 ? other.pointSize : pointSize,
        weight: other.weight != .regular && other.weight != .unspecified ? other.weight : weight,
        scale: other.scale != .medium && other.scale != .unspecified && other.scale != .default
          ? other.scale : scale,
        colors: other.colors == .monochrome ? colors : other.colors)
    }

    /// A symbol beside text of `pointSize` points.
    public convenience init(pointSize: CGFloat) {
      self.init(size: Double(pointSize), weight: .regular, scale: .medium)
    }

    /// A symbol beside text of `pointSize` points, at `weight`.
    public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
      self.init(size: Double(pointSize), weight: weight, scale: .medium)
    }

    /// A symbol beside text of `pointSize` points, at `weight` and `scale`.
    public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
      self.init(size: Double(pointSize), weight: weight, scale: scale)
    }

    /// A symbol beside text of `textStyle`.
    public convenience init(textStyle: UIFont.TextStyle) {
      self.init(size: Double(textStyle.defaultSizeAndWeight.0), weight: .regular, scale: .medium)
    }

    /// A symbol at `scale` beside body text.
    public convenience init(scale: SymbolScale) {
      self.init(size: 17, weight: .regular, scale: scale)
    }

    /// A symbol at `weight` beside body text.
    public convenience init(weight: SymbolWeight) {
      self.init(size: 17, weight: weight, scale: .medium)
    }

    /// A symbol beside text of `font`.
    public convenience init(font: UIFont) {
      self.init(size: Double(font.pointSize), weight: .regular, scale: .medium)
    }

    /// A symbol beside text of `font`, at `scale`.
    public convenience init(font: UIFont, scale: SymbolScale) {
      self.init(size: Double(font.pointSize), weight: .regular, scale: scale)
    }

    /// A symbol beside text of `textStyle`, at `scale`.
    public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
      self.init(size: Double(textStyle.defaultSizeAndWeight.0), weight: .regular, scale: scale)
    }

    /// The configuration that sets nothing.
    public static var unspecified: SymbolConfiguration {
      SymbolConfiguration(size: 17, weight: .unspecified, scale: .unspecified)
    }
  }

  /// The colours a symbol configuration draws a symbol in (a LayoutShot reading of what
  /// `SymbolConfiguration(hierarchicalColor:)`, `(paletteColors:)` and `preferringMulticolor()`
  /// keep).
  public enum SymbolColors: Hashable, Sendable {
    /// The tint, in one colour.
    case monochrome
    /// Shades of one colour.
    case hierarchical(UIColor)
    /// A colour per layer.
    case palette([UIColor])
    /// The symbol's own colours.
    case multicolor
  }

  /// The weight of a symbol (`UIImage.SymbolWeight`).
  public enum SymbolWeight: Int, Sendable {
    /// The stroke weight of a symbol, unspecified or from ultralight to black, as the font weights.
    case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
  }

  /// The scale of a symbol relative to its text (`UIImage.SymbolScale`).
  public enum SymbolScale: Int, Sendable {
    /// The default scale, unspecified, or small, medium and large relative to the text.
    case `default` = -1, unspecified = 0, small = 1, medium = 2, large = 3
  }
}
