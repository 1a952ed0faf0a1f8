import Foundation
import LayoutShot

/// Liquid Glass in a shape, filling the space it is proposed: what
/// ``View/glassEffect(_:in:)`` puts behind a view and the glass button styles behind a label
/// (Documentation/SwiftUIControls.md#liquid-glass).
///
/// A capsule, a circle, a rounded rectangle or a rectangle gets the glass's shadow, body and rim;
/// any other shape is filled with the glass's body colour.
struct GlassBackground<S: Shape>: View {
  let material: GlassMaterial
  let shape: S

  var body: some View {
    if let radius = Self.cornerRadius(of: shape) {
      DrawnControl(
        kind: "Glass", sizing: .filling, drawing: Drawing(material.elements(.bounds, cornerRadius: radius)))
    } else {
      shape.fill(Color(core: material.bodyColor))
    }
  }

  /// The corner radius the core draws `shape` with; `nil` for a shape it cannot draw so.
  private static func cornerRadius(of shape: S) -> Double? {
    switch shape {
    case is Capsule, is Circle: .infinity
    case let rounded as RoundedRectangle: Double(min(rounded.cornerSize.width, rounded.cornerSize.height))
    case is Rectangle: 0
    default: nil
    }
  }
}

extension View {
  /// Liquid Glass of `glass` in `shape` behind this view, in its bounds (SwiftUI's
  /// `glassEffect(_:in:)`, iOS 26): a capsule unless a shape is given.
  ///
  /// On an iOS 18 screen, which has no glass, the shape is filled with `.ultraThinMaterial`, the
  /// usual fallback an app writes (Documentation/SwiftUIControls.md#liquid-glass).
  ///
  /// ```swift
  /// Text("Hello").padding().glassEffect()
  /// Image(systemName: "star").frame(width: 44, height: 44).glassEffect(.clear, in: Circle())
  /// ```
  public func glassEffect<S: Shape>(_ glass: Glass = .regular, in shape: S = Capsule()) -> some View {
    background {
      if let material = glass.material {
        if ControlEdition.current == .liquidGlass {
          GlassBackground(material: material, shape: shape)
        } else {
          shape.fill(.ultraThinMaterial)
        }
      }
    }
  }
}
