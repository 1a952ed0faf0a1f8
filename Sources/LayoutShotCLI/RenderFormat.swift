/// The file formats `render` writes.
enum RenderFormat: String, CaseIterable, Hashable, Sendable {
  case png, svg, json

  /// Formats from a comma-separated list, in the order of ``allCases``, without repeats.
  static func parse(_ text: String) throws(CLIError) -> [RenderFormat] {
    var chosen = Set<RenderFormat>()
    for piece in text.split(separator: ",") {
      let name = piece.filter { $0 != " " }.lowercased()
      guard let format = RenderFormat(rawValue: name == "frames" ? "json" : name) else {
        throw CLIError("Unknown format '\(name)'; the formats are png, svg and json.")
      }
      chosen.insert(format)
    }
    guard !chosen.isEmpty else { throw CLIError("--format needs at least one of png, svg and json.") }
    return allCases.filter(chosen.contains)
  }
}
