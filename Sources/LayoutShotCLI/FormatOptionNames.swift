import LayoutShot

/// Visual format options by their Swift names, as `explain --options` takes them.
enum FormatOptionNames {
  static let all: [(String, FormatOptions)] = [
    ("alignAllLeft", .alignAllLeft), ("alignAllRight", .alignAllRight), ("alignAllTop", .alignAllTop),
    ("alignAllBottom", .alignAllBottom), ("alignAllLeading", .alignAllLeading),
    ("alignAllTrailing", .alignAllTrailing), ("alignAllCenterX", .alignAllCenterX),
    ("alignAllCenterY", .alignAllCenterY), ("alignAllLastBaseline", .alignAllLastBaseline),
    ("alignAllFirstBaseline", .alignAllFirstBaseline),
    ("directionLeadingToTrailing", .directionLeadingToTrailing),
    ("directionLeftToRight", .directionLeftToRight), ("directionRightToLeft", .directionRightToLeft),
    ("spacingEdgeToEdge", .spacingEdgeToEdge), ("spacingBaselineToBaseline", .spacingBaselineToBaseline),
  ]

  /// The options named in a comma-separated list (a leading dot is allowed: `.alignAllTop`).
  static func parse(_ text: String) throws(CLIError) -> FormatOptions {
    var options: FormatOptions = []
    for piece in text.split(separator: ",") {
      var name = piece.trimmingCharacters(in: " ")
      if name.hasPrefix(".") { name.removeFirst() }
      guard let option = all.first(where: { $0.0.lowercased() == name.lowercased() })?.1 else {
        throw CLIError(
          "Unknown format option '\(name)'; the options are " + all.map(\.0).joined(separator: ", ") + ".")
      }
      options.formUnion(option)
    }
    return options
  }
}

extension Substring {
  fileprivate func trimmingCharacters(in characters: Character) -> String {
    String(drop { $0 == characters }.reversed().drop { $0 == characters }.reversed())
  }
}
