import Foundation
import LayoutShot

extension View {
  /// The view with a shadow of its drawing under it: in `color`, blurred by `radius` (the
  /// standard deviation, as a layer's `shadowRadius`), moved by `x` and `y`; layout unchanged
  /// (Documentation/SwiftUIDrawing.md#shadow).
  ///
  /// ```swift
  /// RoundedRectangle(cornerRadius: 12).fill(.white).shadow(radius: 8, y: 4)
  /// ```
  public func shadow(
    color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
    y: CGFloat = 0
  ) -> some View {
    modifier(
      _DrawingModifier(kind: "shadow") { view, _ in
        view.shadow = Shadow(
          color: color.coreColor, opacity: 1, offset: Size(width: Double(x), height: Double(y)),
          radius: Double(max(radius, 0)))
      })
  }

  /// The view drawn turned by `angle` (clockwise) about `anchor` of its frame; layout unchanged.
  ///
  /// ```swift
  /// Image(systemName: "arrow.up").rotationEffect(.degrees(45))
  /// ```
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    let (cosine, sine) = (cos(angle.radians), sin(angle.radians))
    return transformEffect(
      kind: "rotationEffect", Transform(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0), anchor: anchor
    )
  }

  /// The view drawn scaled by `scale` about `anchor`; layout unchanged.
  ///
  /// ```swift
  /// Text("Sale").scaleEffect(CGSize(width: 1.2, height: 0.8))
  /// ```
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
    transformEffect(
      kind: "scaleEffect", Transform(scaleX: Double(scale.width), y: Double(scale.height)), anchor: anchor)
  }

  /// The view drawn scaled by `s` on both axes about `anchor`; layout unchanged.
  ///
  /// ```swift
  /// Circle().frame(width: 20, height: 20).scaleEffect(1.5)
  /// ```
  public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
    scaleEffect(CGSize(width: s, height: s), anchor: anchor)
  }

  /// The view drawn scaled by `x` and `y` about `anchor`; layout unchanged.
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
    scaleEffect(CGSize(width: x, height: y), anchor: anchor)
  }

  private func transformEffect(kind: String, _ transform: Transform, anchor: UnitPoint) -> some View {
    modifier(
      _DrawingModifier(kind: kind) { view, _ in
        view.transform = transform
        view.transformAnchor = Point(x: Double(anchor.x), y: Double(anchor.y))
      })
  }

  /// The view below drawn in `colorScheme` (light or dark), as the whole presentation is in
  /// SwiftUI; `nil` leaves it as it is.
  ///
  /// ```swift
  /// SettingsView().preferredColorScheme(.dark)
  /// ```
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
    modifier(
      _EnvironmentKeyWritingModifier { environment in
        if let colorScheme { environment.colorScheme = colorScheme }
      })
  }

  /// The view with controls below enabled or not: a disabled control is drawn dimmed, text is
  /// drawn as it is (SwiftUI dims only controls).
  ///
  /// ```swift
  /// Button("Send") {}.disabled(message.isEmpty)
  /// ```
  public func disabled(_ disabled: Bool) -> some View {
    modifier(
      _EnvironmentKeyWritingModifier { environment in
        if disabled { environment.isEnabled = false }
      })
  }

  /// The view's contents drawn redacted for `reason`: with `.placeholder`, text as rounded bars
  /// over its lines and images as boxes (Documentation/SwiftUIDrawing.md#redaction).
  ///
  /// ```swift
  /// ArticleRow(article: .sample).redacted(reason: .placeholder)
  /// ```
  public func redacted(reason: RedactionReasons) -> some View {
    modifier(_EnvironmentKeyWritingModifier { $0.redactionReasons.formUnion(reason) })
  }

  /// The view drawn as it is, under a `redacted(reason:)`.
  public func unredacted() -> some View {
    modifier(_EnvironmentKeyWritingModifier { $0.redactionReasons = [] })
  }

  /// The view blurred by a Gaussian of standard deviation `radius` points; `opaque` clips the
  /// blur to the view's frame (Documentation/SwiftUIDrawing.md#blur).
  ///
  /// ```swift
  /// Circle().fill(.blue).frame(width: 120, height: 120).blur(radius: 30)
  /// ```
  public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
    modifier(
      _DrawingModifier(kind: "blur") { view, _ in
        view.blurRadius = radius.isFinite ? Double(max(radius, 0)) : 0
        if opaque { view.clipsToBounds = true }
      })
  }

  /// The view's colours brightened by `amount` (−1 to 1): not drawn yet, the colours are kept.
  public func brightness(_ amount: Double) -> some View { self }

  /// The view's colours' saturation multiplied by `amount`: not drawn yet, the colours are kept.
  public func saturation(_ amount: Double) -> some View { self }

  /// The view's colours made grey by `amount` (0 to 1): not drawn yet, the colours are kept.
  public func grayscale(_ amount: Double) -> some View { self }

  /// The view's colours' contrast multiplied by `amount`: not drawn yet, the colours are kept.
  public func contrast(_ amount: Double) -> some View { self }

  /// The view, its drawing composited as one group: LayoutShot always composites a view with its
  /// opacity as one group, so nothing changes.
  public func compositingGroup() -> some View { self }

  /// The view, flattened into one image before it is drawn: LayoutShot draws it the same either
  /// way.
  public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
    self
  }

  /// The view with the shape that takes its touches set: a snapshot has no touches, so it draws
  /// the same.
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }
}

/// How colours are blended when a view is flattened (`drawingGroup(colorMode:)`).
public enum ColorRenderingMode: Hashable, Sendable {
  case nonLinear, linear, extendedLinear
}

/// Why a view's contents are redacted: `.placeholder` while the data loads.
///
/// ```swift
/// Text("Loading").redacted(reason: .placeholder)
/// ```
public struct RedactionReasons: OptionSet, Hashable, Sendable {
  public let rawValue: Int

  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The data is not loaded yet: the contents are drawn as placeholders.
  public static let placeholder = RedactionReasons(rawValue: 1 << 0)
  /// The data is private.
  public static let privacy = RedactionReasons(rawValue: 1 << 1)
  /// The data is out of date.
  public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}
