import LayoutShot

/// A kind of Liquid Glass (SwiftUI's `Glass`, iOS 26): what ``View/glassEffect(_:in:)`` and the
/// glass button styles draw, flat, as the core's glass material (Documentation/LiquidGlass.md,
/// Documentation/SwiftUIControls.md#liquid-glass).
///
/// ```swift
/// Label("Flag", systemImage: "flag.fill").padding().glassEffect(.regular.tint(.orange).interactive())
/// ```
public struct Glass: Hashable, Sendable {
  /// The glass drawn; `nil` for ``identity``, which draws none.
  let material: GlassMaterial?
  /// Whether the glass reacts to touches (kept: a snapshot shows glass at rest).
  let isInteractive: Bool

  /// The glass of bars and buttons.
  public static var regular: Glass { Glass(material: .regular, isInteractive: false) }
  /// The nearly transparent glass drawn over photos and media.
  public static var clear: Glass { Glass(material: .clear, isInteractive: false) }
  /// No glass: the content drawn as it is.
  public static var identity: Glass { Glass(material: nil, isInteractive: false) }

  /// This glass filled with `color` (untinted when `nil`).
  public func tint(_ color: Color?) -> Glass {
    guard var material else { return self }
    material.tint = color?.coreColor
    return Glass(material: material, isInteractive: isInteractive)
  }

  /// This glass reacting to touches (kept; it is drawn at rest).
  public func interactive(_ isEnabled: Bool = true) -> Glass {
    Glass(material: material, isInteractive: isEnabled)
  }
}
