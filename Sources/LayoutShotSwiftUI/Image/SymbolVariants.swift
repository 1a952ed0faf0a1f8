/// The variant of symbols below (SwiftUI's `SymbolVariants`): filled, circled, slashed …; a
/// symbol's name takes the variant's suffixes, as SF Symbols names them (`heart` filled is
/// `heart.fill`).
///
/// ```swift
/// Label("Favourites", systemImage: "heart").symbolVariant(.fill)
/// ```
public struct SymbolVariants: Hashable, Sendable {
  /// The suffixes, in SF Symbols' order (shape before fill before slash).
  private let suffixes: [String]

  /// No variant.
  public static let none = SymbolVariants(suffixes: [])
  /// In a circle.
  public static let circle = SymbolVariants(suffixes: ["circle"])
  /// In a square.
  public static let square = SymbolVariants(suffixes: ["square"])
  /// In a rectangle.
  public static let rectangle = SymbolVariants(suffixes: ["rectangle"])
  /// Filled.
  public static let fill = SymbolVariants(suffixes: ["fill"])
  /// Slashed.
  public static let slash = SymbolVariants(suffixes: ["slash"])

  /// This variant filled.
  public var fill: SymbolVariants { adding("fill") }
  /// This variant slashed.
  public var slash: SymbolVariants { adding("slash") }
  /// This variant in a circle.
  public var circle: SymbolVariants { adding("circle") }
  /// This variant in a square.
  public var square: SymbolVariants { adding("square") }

  /// Whether this variant has all of `other`'s suffixes.
  public func contains(_ other: SymbolVariants) -> Bool {
    other.suffixes.allSatisfy(suffixes.contains)
  }

  private func adding(_ suffix: String) -> SymbolVariants {
    let order = ["circle", "square", "rectangle", "fill", "slash"]
    let all = Set(suffixes + [suffix])
    return SymbolVariants(suffixes: order.filter(all.contains))
  }

  /// `symbol`'s name with the variant's suffixes it does not have yet.
  func applied(to symbol: String) -> String {
    let parts = symbol.split(separator: ".").map(String.init)
    return ([symbol] + suffixes.filter { !parts.contains($0) }).joined(separator: ".")
  }
}

extension View {
  /// Symbols below in `variant`.
  public func symbolVariant(_ variant: SymbolVariants) -> some View {
    modifier(_EnvironmentKeyWritingModifier { $0.symbolVariants = variant })
  }
}
