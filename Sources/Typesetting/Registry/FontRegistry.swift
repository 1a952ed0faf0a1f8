import Foundation
import Synchronization

/// The fonts text is measured and drawn with: the default family (DejaVu Sans, regular and bold)
/// and any family an app registers, each font parsed once and shared.
///
/// The default family is found on first use: its files (`DejaVuSans.ttf`, `DejaVuSans-Bold.ttf`)
/// are looked for in the folders of `LAYOUTSHOT_FONT_PATH` and then the standard font folders
/// (``FontLocations``). When they are not there, the error lists every path tried and how to
/// install the fonts. Register your app's own fonts so that snapshots use its real typography:
///
/// ```swift
/// try FontRegistry.shared.register(
///   family: "Inter", regular: "Fonts/Inter-Regular.ttf", bold: "Fonts/Inter-Bold.ttf")
/// FontRegistry.shared.defaultFamily = "Inter"   // what .systemFont(ofSize:) means from now on
/// ```
///
/// The registry is safe to use from any task; fonts are parsed under a lock, once per file.
public final class FontRegistry: Sendable {
  /// The registry views resolve their fonts in.
  public static let shared = FontRegistry()

  /// The family LayoutShot uses unless told otherwise.
  public static let standardFamily = "DejaVu Sans"

  private struct Family {
    var regular: Font
    var bold: Font?
  }

  private struct State {
    var families: [String: Family] = [:]
    var filesByPath: [String: Font] = [:]
    var defaultFamily = FontRegistry.standardFamily
  }

  private let state = Mutex(State())
  private let searchDirectories: [String]

  /// A registry that looks for the standard family in the folders `environment` names (by
  /// default the process's environment).
  public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
    searchDirectories = FontLocations.searchDirectories(environment: environment)
  }

  /// A registry that looks for the standard family only in `directories`.
  public init(searchDirectories directories: [String]) {
    searchDirectories = directories
  }

  /// The family ``FontDescriptor/systemFont(ofSize:)`` resolves to.
  public var defaultFamily: String {
    get { state.withLock { $0.defaultFamily } }
    set { state.withLock { $0.defaultFamily = newValue } }
  }

  /// The names of the registered families, sorted (the standard family once it was loaded).
  public var registeredFamilies: [String] {
    state.withLock { $0.families.keys.sorted() }
  }

  /// Registers a family from font files; a later registration of the same name replaces it.
  ///
  /// - Parameters:
  ///   - family: The name views use (``FontDescriptor/family``).
  ///   - regular: The path of the regular font file.
  ///   - bold: The path of the bold font file; without one, bold text uses the regular font.
  /// - Throws: ``FontError`` when a file cannot be read or parsed.
  public func register(family: String, regular: String, bold: String? = nil) throws(FontError) {
    let regularFont = try font(contentsOfFile: regular)
    let boldFont = try bold.map { path throws(FontError) in try font(contentsOfFile: path) }
    register(family: family, regular: regularFont, bold: boldFont)
  }

  /// Registers a family from fonts already parsed (from data, say).
  public func register(family: String, regular: Font, bold: Font? = nil) {
    state.withLock { $0.families[family] = Family(regular: regular, bold: bold) }
  }

  /// The font of `family` (the default family when `nil`) at `weight`.
  ///
  /// A registered family without a bold font gives its regular font for bold.
  ///
  /// - Throws: ``FontError/fontNotFound(family:weight:searched:)`` when the standard family's
  ///   file is not installed, ``FontError/unknownFamily(_:registered:)`` for a family nobody
  ///   registered, or a parse error of the file.
  public func font(family: String? = nil, weight: FontWeight = .regular) throws(FontError) -> Font {
    let name = family ?? defaultFamily
    if let registered = state.withLock({ $0.families[name] }) {
      return weight == .bold ? registered.bold ?? registered.regular : registered.regular
    }
    guard name == Self.standardFamily else { throw .unknownFamily(name, registered: registeredFamilies) }
    return try font(contentsOfFile: standardFontFile(weight))
  }

  /// The path of the standard family's file of `weight` (DejaVu Sans), found in the search
  /// folders.
  ///
  /// - Throws: ``FontError/fontNotFound(family:weight:searched:)`` with every path tried.
  public func standardFontFile(_ weight: FontWeight) throws(FontError) -> String {
    let fileName = weight == .bold ? "DejaVuSans-Bold.ttf" : "DejaVuSans.ttf"
    let (path, tried) = FontLocations.find(fileName, in: searchDirectories)
    guard let path else { throw .fontNotFound(family: Self.standardFamily, weight: weight, searched: tried) }
    return path
  }

  /// The font in the file at `path`, parsed on first use and then shared.
  ///
  /// - Throws: ``FontError`` when the file cannot be read or parsed.
  public func font(contentsOfFile path: String) throws(FontError) -> Font {
    let key = URL(fileURLWithPath: path).standardizedFileURL.path
    return try state.withLock { state throws(FontError) -> Font in
      if let cached = state.filesByPath[key] { return cached }
      let font = try Font(contentsOfFile: key)
      state.filesByPath[key] = font
      return font
    }
  }
}
