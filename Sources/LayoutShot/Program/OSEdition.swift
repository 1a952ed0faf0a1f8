/// The iOS design a snapshot shows, named after the first iOS version that has it: the safe areas
/// and status bars devices report, the system tint palette colours take, and the looks of
/// controls, bars and lists.
///
/// iOS 26 and 27 share one design, Liquid Glass, so both are ``ios26``, the default (``standard``),
/// since that is what a current simulator shows; iOS 15 to 18 share the one before it, ``ios18``.
/// What changes with the edition is in Documentation/Devices.md#ios-26 (safe areas and status
/// bars), Documentation/SystemColors.md#ios-26-palette (tints), Documentation/LiquidGlass.md and
/// the iOS 26 sections of Documentation/Controls.md, Bars.md and Lists.md.
///
/// ```swift
/// let landscape = Variant(os: .ios26).applied(to: Device.iPhone14Pro.screen(.landscape))
/// landscape.safeAreaInsets.bottom     // 20, where iOS 18 says 21
/// try OSEdition(parsing: "27")        // .ios26
/// ```
public enum OSEdition: String, Hashable, Sendable, CaseIterable {
  /// iOS 15 to 18: the design and device figures of those releases.
  case ios18
  /// iOS 26 and 27 (Liquid Glass): iOS 26's safe areas, tint palette and looks; the default.
  case ios26

  /// The system tints of this edition.
  public var palette: SystemPalette {
    switch self {
    case .ios18: .ios18
    case .ios26: .ios26
    }
  }

  /// The edition a snapshot shows unless it names one: the one every default in LayoutShot
  /// (``Variant/standard``, a device's ``Device/screen(_:layoutDirection:os:)``) takes.
  public static let standard: OSEdition = .ios26

  /// The edition whose tints are `palette`'s.
  public init(palette: SystemPalette) {
    switch palette {
    case .ios18: self = .ios18
    case .ios26: self = .ios26
    }
  }

  /// `iOS 18`, `iOS 26`: the name people read in a contact sheet's captions.
  public var displayName: String {
    switch self {
    case .ios18: "iOS 18"
    case .ios26: "iOS 26"
    }
  }

  /// The edition of an iOS major version: 18 is ``ios18``; 26 and 27 are ``ios26``.
  ///
  /// - Throws: ``OSEditionError/unsupportedVersion(_:)`` for any other version, 17 included:
  ///   LayoutShot draws no figures of its own for it.
  public init(version: Int) throws(OSEditionError) {
    switch version {
    case 18: self = .ios18
    case 26, 27: self = .ios26
    default: throw .unsupportedVersion(version)
    }
  }

  /// The edition a person names: a version (`18`, `26`, `27`), with or without `ios` or `iOS `
  /// before it (`ios26`, `iOS 27`).
  ///
  /// - Throws: ``OSEditionError/unsupportedVersion(_:)`` for a version with no edition (`17`),
  ///   ``OSEditionError/notAVersion(_:)`` for text that names no version (`abc`).
  public init(parsing text: String) throws(OSEditionError) {
    var digits = Substring(text.filter { !$0.isWhitespace }.lowercased())
    if digits.hasPrefix("ios") { digits = digits.dropFirst(3) }
    guard !digits.isEmpty, digits.allSatisfy(\.isASCII), let version = Int(digits) else {
      throw .notAVersion(text)
    }
    try self.init(version: version)
  }
}
