/// How a symbol's layers are coloured (SwiftUI's `SymbolRenderingMode`); the placeholder is drawn
/// the same in every mode until symbols are drawn.
///
/// ```swift
/// Image(systemName: "cloud.sun.fill").symbolRenderingMode(.multicolor)
/// ```
public struct SymbolRenderingMode: Hashable, Sendable {
  private let name: String

  /// One colour, the foreground style.
  public static let monochrome = SymbolRenderingMode(name: "monochrome")
  /// The symbol's own colours.
  public static let multicolor = SymbolRenderingMode(name: "multicolor")
  /// One colour at several opacities.
  public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
  /// Two or three colours from the foreground styles.
  public static let palette = SymbolRenderingMode(name: "palette")
}

extension View {
  /// Symbols below coloured by `mode`.
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
    environment(\.symbolRenderingMode, mode)
  }
}

extension Image {
  /// This symbol coloured by `mode`.
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
}
