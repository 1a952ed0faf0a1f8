import Foundation
import LayoutShot

/// An image: SwiftUI's `Image`, drawn as a placeholder until LayoutShot has the app's assets.
///
/// Asset-catalogue images and SF Symbols do not exist off Apple platforms, so an image has the
/// size such an image typically has, as `LayoutShotUIKit`'s `UIImage` does: 100 × 100 points for a
/// named image; for a symbol, 20 × 20 points beside 17-point text, in proportion to the font's
/// size and times 0.8 at `.imageScale(.small)` and 1.2 at `.large`, with its baseline where the
/// text's would be (Documentation/SwiftUILayout.md#image). It is drawn as a box with a cross: grey
/// for an image drawn as it is, in the foreground style for a template image (every symbol unless
/// its rendering mode is `.original`; Documentation/SwiftUIDrawing.md#template-images).
///
/// ```swift
/// Image(systemName: "star.fill").font(.title)          // 20 × 28 / 17 ≈ 32.9 points square
/// Image("cover").resizable().frame(width: 80, height: 80)
/// ```
public struct Image: Equatable, Sendable {
  enum Source: Equatable, Sendable {
    case named(String)
    case system(String)
  }

  let source: Source
  var isResizable = false
  var capInsets = EdgeInsets()
  var resizingMode = ResizingMode.stretch
  var templateRenderingMode: TemplateRenderingMode?

  /// The image named `name` in the app's assets.
  public init(_ name: String, bundle: Bundle? = nil) { source = .named(name) }

  /// The SF Symbol named `systemName`.
  public init(systemName: String) { source = .system(systemName) }

  /// This image stretched (or tiled) to the size it is proposed, its edges by `capInsets` kept
  /// unstretched (its own size on an axis proposed `nil`).
  ///
  /// ```swift
  /// Image("bubble").resizable(capInsets: EdgeInsets(top: 12, leading: 12, bottom: 12, trailing: 12))
  /// ```
  public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image
  {
    var image = self
    image.isResizable = true
    image.capInsets = capInsets
    image.resizingMode = resizingMode
    return image
  }

  /// This image drawn as a template, in the foreground style, or as it is (`nil`: a symbol is a
  /// template, a named image drawn as it is); its placeholder is drawn so too
  /// (Documentation/SwiftUIDrawing.md#template-images).
  ///
  /// ```swift
  /// Image("logo").renderingMode(.original)
  /// Image("glyph").renderingMode(.template).foregroundStyle(.blue)
  /// ```
  public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
    var image = self
    image.templateRenderingMode = renderingMode
    return image
  }

  /// How a resizable image fills its size.
  public enum ResizingMode: Hashable, Sendable {
    case tile, stretch
  }

  /// Whether an image is tinted with the foreground colour or drawn as it is.
  public enum TemplateRenderingMode: Hashable, Sendable {
    case template, original
  }

  /// The size of a symbol relative to the text beside it (`Image.Scale`).
  public enum Scale: Hashable, Sendable {
    case small, medium, large

    /// How much larger than a medium symbol: 0.8 small and 1.2 large, as `UIImage`'s symbol
    /// scales (Documentation/SwiftUILayout.md#image).
    var factor: CGFloat {
      switch self {
      case .small: 0.8
      case .medium: 1
      case .large: 1.2
      }
    }
  }

  public typealias Body = Never

  /// The side of a symbol beside 17-point text, as `UIImage(systemName:)`'s placeholder has it.
  static let symbolSide: CGFloat = 20
  /// The side of a named image's placeholder.
  static let namedSide: CGFloat = 100
  /// The cap height of the system font as a share of its point size (San Francisco's, from its
  /// line metrics): a symbol's centre sits half of it above the baseline
  /// (Documentation/SwiftUILayout.md#image).
  static let capHeightRatio = CGFloat(
    (SystemFont.lineMetrics.capHeight ?? 0) / Double(SystemFont.lineMetrics.unitsPerEm))

  /// The side of the placeholder of a symbol beside text of `pointSize`, at `scale`.
  static func symbolSide(pointSize: CGFloat, scale: Scale) -> CGFloat {
    symbolSide * pointSize / 17 * scale.factor
  }
}

extension Image: View {}

extension Image: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    let foreground = context.environment.foregroundStyle(level: 0).representativeColor
    let redactionColor = context.environment.redactionColor(for: foreground)
    let templateColor = isTemplate ? foreground : nil
    switch source {
    case .named(let named):
      return [
        ImageNode(
          name: named, natural: CGSize(width: Self.namedSide, height: Self.namedSide),
          isResizable: isResizable, baseline: nil, redactionColor: redactionColor,
          templateColor: templateColor)
      ]
    case .system(let symbol):
      let pointSize = CGFloat((context.environment.font ?? .body).descriptor.pointSize)
      let side = Self.symbolSide(pointSize: pointSize, scale: context.environment.imageScale)
      // The symbol's centre is half the cap height above the baseline.
      let baseline = side / 2 + pointSize * Self.capHeightRatio / 2
      let name = context.environment.symbolVariants.applied(to: symbol)
      return [
        ImageNode(
          name: name, natural: CGSize(width: side, height: side), isResizable: isResizable,
          baseline: baseline, redactionColor: redactionColor, templateColor: templateColor)
      ]
    }
  }
}

extension Image {
  /// Whether the image is drawn as a template: as its rendering mode says, else when it is a
  /// symbol (SF Symbols are templates; an asset's default is to draw as it is).
  var isTemplate: Bool {
    switch (templateRenderingMode, source) {
    case (.template?, _), (nil, .system): true
    case (.original?, _), (nil, .named): false
    }
  }
}

extension View {
  /// Symbol images below at `scale` relative to their text.
  ///
  /// ```swift
  /// Label("Downloads", systemImage: "arrow.down.circle").imageScale(.large)
  /// ```
  public func imageScale(_ scale: Image.Scale) -> some View {
    environment(\.imageScale, scale)
  }
}

/// An image's node: its natural size, or the proposal when resizable; a symbol's baseline.
final class ImageNode: LayoutNode {
  let name: String
  let natural: CGSize
  let isResizable: Bool
  /// Where the text baseline is from the top, for a symbol that is not resized.
  let baseline: CGFloat?
  /// The colour of the box drawn instead of the image when it is redacted as a placeholder;
  /// `nil` to draw the image.
  let redactionColor: Render.Color?
  /// The colour a template image is drawn in; `nil` for one drawn as it is.
  let templateColor: Render.Color?

  init(
    name: String, natural: CGSize, isResizable: Bool, baseline: CGFloat?, redactionColor: Render.Color? = nil,
    templateColor: Render.Color? = nil
  ) {
    self.name = name
    self.natural = natural
    self.isResizable = isResizable
    self.baseline = baseline
    self.redactionColor = redactionColor
    self.templateColor = templateColor
    super.init(kind: "Image")
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    isResizable ? proposal.replacingUnspecifiedDimensions(by: natural) : natural
  }

  override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
    guard let baseline, !isResizable, key.axis == .vertical else { return nil }
    switch key.id {
    case ObjectIdentifier(FirstTextBaselineID.self), ObjectIdentifier(LastTextBaselineID.self):
      return baseline
    default: return nil
    }
  }

  override func emit(into parent: Emission) {
    if let redactionColor {
      let box = LayoutShot.View()
      box.backgroundColor = redactionColor
      parent.add(box, for: self)
      return
    }
    let scale = Double(parent.scale)
    let asset = ImageAsset(
      name: name, pixelWidth: Int((Double(natural.width) * scale).rounded()),
      pixelHeight: Int((Double(natural.height) * scale).rounded()), scale: scale)
    let view = LayoutShot.ImageView(image: asset)
    view.templateColor = templateColor
    parent.add(view, for: self)
  }
}
