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

  /// A colour of these components in `colorSpace`, each from 0 to 1.
  ///
  /// Linear components are encoded to sRGB with the sRGB transfer function; Display P3
  /// components are taken as sRGB ones (Documentation/SwiftUIDrawing.md#colour-spaces).
  public init(
    _ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
  ) {
    let encode = colorSpace.encode
    coreColor = Render.Color(red: encode(red), green: encode(green), blue: encode(blue), alpha: opacity)
  }

  /// A grey of `white` (0 black, 1 white) in `colorSpace`.
  public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
    coreColor = Render.Color(white: colorSpace.encode(white), alpha: opacity)
  }

  /// The colour space a colour's components are given in.
  public enum RGBColorSpace: Hashable, Sendable {
    case sRGB, sRGBLinear, displayP3

    /// A component in this space as an sRGB one.
    var encode: @Sendable (Double) -> Double {
      switch self {
      case .sRGB, .displayP3: { $0 }
      case .sRGBLinear: { $0 <= 0.003_130_8 ? 12.92 * $0 : 1.055 * pow($0, 1 / 2.4) - 0.055 }
      }
    }
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
    [ShapeNode(kind: "Color", shape: Rectangle(), drawing: .fill(self))]
  }
}

extension Color: View {}
