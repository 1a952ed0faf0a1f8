import Foundation
import Synchronization

/// The fonts text is measured and drawn with: the system font, Inter, DejaVu Sans and any family an
/// app registers, each font file parsed once and shared.
///
/// - ``systemFamily`` ("System", the default family, what `UIFont.systemFont(ofSize:)` means) is
///   Inter, bundled with LayoutShot as a variable font, at any weight, set with San Francisco's
///   line metrics and tracking (``SystemFont``), and with DejaVu Sans as the fallback for the
///   characters Inter lacks.
/// - ``interFamily`` ("Inter") is the same font with its own metrics and no tracking.
/// - ``dejaVuFamily`` ("DejaVu Sans", regular and bold) is found in `LAYOUTSHOT_FONT_PATH` and then
///   the standard font folders (``FontLocations``); when its files are not there, the error lists
///   every path tried and how to install them.
///
/// Register your app's own fonts so that snapshots use its real typography:
///
/// ```swift
/// try FontRegistry.shared.register(
///   family: "Brand", regular: "Fonts/Brand-Regular.ttf", bold: "Fonts/Brand-Bold.ttf")
/// FontRegistry.shared.defaultFamily = "Brand"   // what .systemFont(ofSize:) means from now on
/// ```
///
/// The registry is safe to use from any task; fonts are parsed under a lock, once per file, and
/// each instance of the variable font is made once.
public final class FontRegistry: Sendable {
  /// The registry views resolve their fonts in.
  public static let shared = FontRegistry()

  /// The system font's family: Inter with San Francisco's metrics; the default family.
  public static let systemFamily = "System"
  /// Inter, with its own metrics.
  public static let interFamily = "Inter"
  /// DejaVu Sans, from the machine's fonts.
  public static let dejaVuFamily = "DejaVu Sans"

  private struct Family {
    var regular: Font
    var bold: Font?
  }

  /// A font of one of the built-in families at a weight and slant.
  private struct InstanceKey: Hashable {
    var family: String
    var weight: Double
    var isItalic: Bool
  }

  private struct State {
    var families: [String: Family] = [:]
    var filesByPath: [String: Font] = [:]
    var instances: [InstanceKey: Font] = [:]
    var defaultFamily = FontRegistry.systemFamily
  }

  private let state = Mutex(State())
  private let searchDirectories: [String]
  private let bundledDirectories: [String]

  /// A registry that looks for DejaVu Sans in the folders `environment` names (by default the
  /// process's environment), and for its bundled fonts in the module's resources.
  public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
    searchDirectories = FontLocations.searchDirectories(environment: environment)
    bundledDirectories = FontLocations.bundledDirectories(environment: environment)
  }

  /// A registry that looks for DejaVu Sans only in `directories`, and for its bundled fonts in
  /// `bundledDirectories` (by default the module's resources).
  public init(searchDirectories directories: [String], bundledDirectories: [String]? = nil) {
    searchDirectories = directories
    self.bundledDirectories = bundledDirectories ?? FontLocations.bundledDirectories(environment: [:])
  }

  /// The family ``FontDescriptor/systemFont(ofSize:)`` resolves to.
  public var defaultFamily: String {
    get { state.withLock { $0.defaultFamily } }
    set { state.withLock { $0.defaultFamily = newValue } }
  }

  /// The names of the registered families, sorted.
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

  /// The font of `family` (the default family when `nil`) at `weight`, italic if asked and the
  /// family has an italic (the system font and Inter do).
  ///
  /// A registered family draws weights from ``FontWeight/semibold`` up with its bold font (its
  /// regular one when it has none); a registered family shadows a built-in one of the same name.
  ///
  /// - Throws: ``FontError/fontNotFound(family:weight:searched:)`` when a built-in family's file
  ///   is not there, ``FontError/unknownFamily(_:registered:)`` for a family nobody registered,
  ///   or a parse error of the file.
  public func font(family: String? = nil, weight: FontWeight = .regular, italic: Bool = false)
    throws(FontError) -> Font
  {
    let name = family ?? defaultFamily
    if let registered = state.withLock({ $0.families[name] }) {
      return weight.isBold ? registered.bold ?? registered.regular : registered.regular
    }
    switch name {
    case Self.dejaVuFamily:
      return try font(contentsOfFile: dejaVuFontFile(weight))
    case Self.systemFamily, Self.interFamily:
      let key = InstanceKey(family: name, weight: weight.value, isItalic: italic)
      if let made = state.withLock({ $0.instances[key] }) { return made }
      var made = try font(contentsOfFile: bundledFontFile(italic: italic)).instance(["wght": weight.value])
      if name == Self.systemFamily {
        made = made.adjusted(
          lineMetrics: SystemFont.lineMetrics, tracking: SystemFont.tracking(weight: weight))
      }
      made = made.withFallback(try? font(contentsOfFile: dejaVuFontFile(weight)))
      return state.withLock { state in
        if let raced = state.instances[key] { return raced }
        state.instances[key] = made
        return made
      }
    default:
      throw .unknownFamily(name, registered: registeredFamilies)
    }
  }

  /// The path of DejaVu Sans's file for `weight` (bold from semibold up), found in the search
  /// folders.
  ///
  /// - Throws: ``FontError/fontNotFound(family:weight:searched:)`` with every path tried.
  public func dejaVuFontFile(_ weight: FontWeight) throws(FontError) -> String {
    let fileName = weight.isBold ? "DejaVuSans-Bold.ttf" : "DejaVuSans.ttf"
    let (path, tried) = FontLocations.find(fileName, in: searchDirectories)
    guard let path else {
      throw .fontNotFound(
        family: Self.dejaVuFamily, weight: weight.isBold ? .bold : .regular, searched: tried)
    }
    return path
  }

  /// The path of the bundled Inter variable font, upright or italic.
  ///
  /// - Throws: ``FontError/fontNotFound(family:weight:searched:)`` of the system family, with
  ///   every path tried, when the module's resources are not where the build put them.
  public func bundledFontFile(italic: Bool = false) throws(FontError) -> String {
    let fileName = italic ? SystemFont.italicFileName : SystemFont.uprightFileName
    let (path, tried) = FontLocations.find(fileName, in: bundledDirectories)
    guard let path else { throw .fontNotFound(family: Self.systemFamily, weight: .regular, searched: tried) }
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
