/// A set of layout programs with unique names: what the command line renders and lists.
///
/// ```swift
/// let catalog = try LayoutCatalog([ComplexWidth(), AlternatingGrid()])
/// try catalog.select(["Complex*"])   // [ComplexWidth()]
/// try catalog.select(["ComplexWdth"]) // throws: no layout named 'ComplexWdth'; did you mean 'ComplexWidth'?
/// ```
public struct LayoutCatalog: Sendable {
  /// The layouts, in the order they were given.
  public let layouts: [any LayoutProgram]

  /// A catalog of `layouts`.
  ///
  /// - Throws: ``LayoutCatalogError/duplicateName(_:)`` when two layouts share a name, since
  ///   their snapshots would share files.
  public init(_ layouts: [any LayoutProgram]) throws(LayoutCatalogError) {
    var seen = Set<String>()
    for layout in layouts where !seen.insert(layout.name).inserted {
      throw .duplicateName(layout.name)
    }
    self.layouts = layouts
  }

  private init(unchecked layouts: [any LayoutProgram]) {
    self.layouts = layouts
  }

  /// A catalog without layouts.
  public static let empty = LayoutCatalog(unchecked: [])

  /// The layouts' names.
  public var names: [String] { layouts.map(\.name) }

  /// The layouts chosen by name or glob (`Card*`), in catalog order; every layout when `names` is
  /// empty.
  ///
  /// Names compare without regard to case.
  ///
  /// - Throws: ``LayoutCatalogError/unknownLayout(_:suggestions:)`` for a name no layout has,
  ///   with the closest names, and ``LayoutCatalogError/noMatch(pattern:)`` for a glob that
  ///   matches none.
  public func select(_ names: [String]) throws(LayoutCatalogError) -> [any LayoutProgram] {
    guard !names.isEmpty else { return layouts }
    var chosen = Set<Int>()
    for name in names {
      let typed = name.lowercased()
      if NameMatching.isGlob(typed) {
        let matches = layouts.indices.filter {
          NameMatching.matches(layouts[$0].name.lowercased(), glob: typed)
        }
        guard !matches.isEmpty else { throw .noMatch(pattern: name) }
        chosen.formUnion(matches)
      } else if let index = layouts.firstIndex(where: { $0.name.lowercased() == typed }) {
        chosen.insert(index)
      } else {
        let suggestions = NameMatching.suggestions(for: typed, among: self.names.map { $0.lowercased() })
        throw .unknownLayout(
          name, suggestions: suggestions.compactMap { lower in self.names.first { $0.lowercased() == lower } }
        )
      }
    }
    return chosen.sorted().map { layouts[$0] }
  }
}

/// Why layouts could not be chosen from a catalog.
public enum LayoutCatalogError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Two layouts have this name.
  case duplicateName(String)
  /// No layout has this name; the closest names, best first.
  case unknownLayout(String, suggestions: [String])
  /// No layout's name matches this glob.
  case noMatch(pattern: String)

  public var description: String {
    switch self {
    case .duplicateName(let name):
      "Two layouts are named '\(name)'; each layout needs its own name, since it names the snapshot files."
    case .unknownLayout(let name, let suggestions):
      "There is no layout named '\(name)'"
        + (suggestions.isEmpty
          ? "." : "; did you mean " + suggestions.map { "'\($0)'" }.joined(separator: " or ") + "?")
    case .noMatch(let pattern):
      "No layout's name matches '\(pattern)'."
    }
  }
}
