import Foundation
import LayoutShot

/// An image: SwiftUI's `Image`, drawn as a placeholder until LayoutShot has the app's assets.
///
/// Asset-catalogue images and SF Symbols do not exist off Apple platforms, so an image has the
/// size such an image typically has, as `LayoutShotUIKit`'s `UIImage` does: 100 × 100 points for a
/// named image, 20 × 20 points for a symbol beside 17-point text, scaled with the font's size
/// (Documentation/SwiftUILayout.md#image). It is drawn as a box with a cross.
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

  /// The image named `name` in the app's assets.
  public init(_ name: String, bundle: Bundle? = nil) { source = .named(name) }

  /// The SF Symbol named `systemName`.
  public init(systemName: String) { source = .system(systemName) }

  /// This image stretched to the size it is proposed (its own size on an axis proposed `nil`).
  public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image
  {
    var image = self
    image.isResizable = true
    return image
  }

  /// This image drawn as a template or as it is (the placeholder looks the same either way).
  public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }

  /// How a resizable image fills its size.
  public enum ResizingMode: Hashable, Sendable {
    case tile, stretch
  }

  /// Whether an image is tinted with the foreground colour or drawn as it is.
  public enum TemplateRenderingMode: Hashable, Sendable {
    case template, original
  }

  public typealias Body = Never

  /// The side of a symbol beside 17-point text, as `UIImage(systemName:)`'s placeholder has it.
  static let symbolSide: CGFloat = 20
  /// The side of a named image's placeholder.
  static let namedSide: CGFloat = 100
}

extension Image: View {}

extension Image: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    let natural: CGSize
    let name: String
    switch source {
    case .named(let named):
      natural = CGSize(width: Self.namedSide, height: Self.namedSide)
      name = named
    case .system(let symbol):
      let pointSize = CGFloat((context.environment.font ?? .body).descriptor.pointSize)
      let side = Self.symbolSide * pointSize / 17
      natural = CGSize(width: side, height: side)
      name = symbol
    }
    return [
      ImageNode(
        name: name, natural: natural, isResizable: isResizable,
        redactionColor: context.environment.redactionColor(
          for: context.environment.foregroundStyle(level: 0).representativeColor))
    ]
  }
}

/// An image's node: its natural size, or the proposal when resizable.
final class ImageNode: LayoutNode {
  let name: String
  let natural: CGSize
  let isResizable: Bool
  /// The colour of the box drawn instead of the image when it is redacted as a placeholder;
  /// `nil` to draw the image.
  let redactionColor: Render.Color?

  init(name: String, natural: CGSize, isResizable: Bool, redactionColor: Render.Color? = nil) {
    self.name = name
    self.natural = natural
    self.isResizable = isResizable
    self.redactionColor = redactionColor
    super.init(kind: "Image")
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    isResizable ? proposal.replacingUnspecifiedDimensions(by: natural) : natural
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
    parent.add(LayoutShot.ImageView(image: asset), for: self)
  }
}
