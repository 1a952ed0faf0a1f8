import Foundation
import LayoutShot

/// A colour, and a view that fills the space it is proposed with it: SwiftUI's `Color`.
///
/// The system colours are the core's dynamic ones, so they follow the screen's light or dark
/// appearance (Documentation/SystemColors.md).
///
/// ```swift
/// Color.blue.frame(height: 4)
/// Text("Hi").foregroundColor(.secondary)
/// Color(red: 0.2, green: 0.4, blue: 0.9, opacity: 0.5)
/// ```
public struct Color: Hashable, Sendable, ShapeStyle {
  let coreColor: Render.Color

  init(core: Render.Color) { coreColor = core }

  /// A colour of these components in sRGB, each from 0 to 1.
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    coreColor = Render.Color(red: red, green: green, blue: blue, alpha: opacity)
  }

  /// A grey of `white` (0 black, 1 white).
  public init(white: Double, opacity: Double = 1) {
    coreColor = Render.Color(white: white, alpha: opacity)
  }

  /// This colour at `opacity` times its own.
  public func opacity(_ opacity: Double) -> Color {
    Color(core: coreColor.withAlphaMultiplied(by: opacity))
  }

  public typealias Body = Never

  public static let red = Color(core: .systemRed)
  public static let orange = Color(core: .systemOrange)
  public static let yellow = Color(core: .systemYellow)
  public static let green = Color(core: .systemGreen)
  public static let mint = Color(core: .systemMint)
  public static let teal = Color(core: .systemTeal)
  public static let cyan = Color(core: .systemCyan)
  public static let blue = Color(core: .systemBlue)
  public static let indigo = Color(core: .systemIndigo)
  public static let purple = Color(core: .systemPurple)
  public static let pink = Color(core: .systemPink)
  public static let brown = Color(core: .systemBrown)
  public static let gray = Color(core: .systemGray)
  public static let black = Color(core: Render.Color(white: 0))
  public static let white = Color(core: Render.Color(white: 1))
  public static let clear = Color(core: Render.Color(white: 0, alpha: 0))
  /// The primary label colour: black in light mode, white in dark.
  public static let primary = Color(core: .label)
  /// The secondary label colour.
  public static let secondary = Color(core: .secondaryLabel)
  /// The app's accent colour (system blue).
  public static let accentColor = Color(core: .systemBlue)
}

extension Color: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    [ShapeNode(kind: "Color", shape: Rectangle(), style: .fill(self))]
  }
}

extension Color: View {}
