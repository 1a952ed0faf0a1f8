/// Why a font could not be read or found.
///
/// Errors about a font's bytes name the table (by its four-letter tag, such as `'glyf'`) and the
/// byte offset in the font data where reading went wrong, so a hex dump of the file shows the spot.
/// Malformed, truncated or hostile data always ends in one of these errors, never in a crash, an
/// out-of-bounds read or an endless loop.
///
/// ```swift
/// do {
///   let font = try Font(data: bytes)
/// } catch {
///   print(error)  // The 'hmtx' table ends before byte 41236, which it needs (the font data is truncated or an offset in it is wrong).
/// }
/// ```
public enum FontError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A read needed bytes past the end of a table (or of the font data, for the table directory).
  case truncated(table: String, offset: Int)
  /// A value makes no sense where it is: an unknown format, a count that cannot fit, an offset
  /// out of order.
  case invalidValue(table: String, offset: Int, reason: String)
  /// A table every TrueType font must have is absent.
  case missingTable(String)
  /// The data is a font, but of a kind LayoutShot does not read (CFF outlines, a collection, a
  /// character map without a Unicode subtable of format 4 or 12).
  case unsupported(table: String, offset: Int, reason: String)
  /// A font file could not be read from disk.
  case unreadableFile(path: String, reason: String)
  /// No file of a font family was found; `searched` lists every path that was tried.
  case fontNotFound(family: String, weight: FontWeight, searched: [String])
  /// A family name that nobody registered.
  case unknownFamily(String, registered: [String])
  /// An instance was asked for at an axis the font does not have.
  case unknownAxis(String, font: String, axes: [String])

  public var description: String {
    switch self {
    case .truncated(let table, let offset):
      return "The '\(table)' table ends before byte \(offset), which it needs (the font data is truncated "
        + "or an offset in it is wrong)."
    case .invalidValue(let table, let offset, let reason):
      return "The '\(table)' table is malformed at byte \(offset): \(reason)."
    case .missingTable(let table):
      return "The font has no '\(table)' table, which every TrueType font needs."
    case .unsupported(let table, let offset, let reason):
      return "The '\(table)' table at byte \(offset) is not supported: \(reason)."
    case .unreadableFile(let path, let reason):
      return "Cannot read the font file '\(path)': \(reason)."
    case .fontNotFound(let family, let weight, let searched) where family == FontRegistry.systemFamily:
      return "The \(weight) system font (Inter, bundled with LayoutShot) was not found. Looked for:\n"
        + searched.map { "    \($0)\n" }.joined()
        + "The files are the resources of LayoutShot's Typesetting module: run from a SwiftPM build "
        + "(`swift run`, `swift test`), copy the `LayoutShot_Typesetting.resources` folder next to the "
        + "executable, or set \(FontLocations.pathVariable) to a folder holding Inter-roman.var.ttf "
        + "and Inter-italic.var.ttf."
    case .fontNotFound(let family, let weight, let searched):
      return "The \(weight) font of the family '\(family)' was not found. Looked for:\n"
        + searched.map { "    \($0)\n" }.joined()
        + "Install it (Debian and Ubuntu: `apt-get install fonts-dejavu-core`; Fedora: "
        + "`dnf install dejavu-sans-fonts`; macOS: `brew install --cask font-dejavu`), or set "
        + "\(FontLocations.pathVariable) to a colon-separated list of folders that hold it, or register a "
        + "font file with `FontRegistry.shared.register(family:regular:bold:)`."
    case .unknownFamily(let family, let registered):
      return "No font family '\(family)' is registered; registered families: "
        + (registered.isEmpty ? "none" : registered.map { "'\($0)'" }.joined(separator: ", "))
        + ". Register its files with `FontRegistry.shared.register(family:regular:bold:)`."
    case .unknownAxis(let tag, let font, let axes):
      return "The font '\(font)' has no '\(tag)' axis; "
        + (axes.isEmpty
          ? "it is not a variable font."
          : "its axes: " + axes.map { "'\($0)'" }.joined(separator: ", ") + ".")
    }
  }
}
