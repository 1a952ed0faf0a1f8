/// Why text names no ``OSEdition``.
///
/// ```
/// iOS 17 has no edition of its own: the editions are 18 (iOS 15 to 18) and 26 (iOS 26 and 27).
/// 'abc' is not an iOS version: the editions are 18 (iOS 15 to 18) and 26 (iOS 26 and 27).
/// ```
public enum OSEditionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A version number with no edition.
  case unsupportedVersion(Int)
  /// Text that is not a version number.
  case notAVersion(String)

  public var description: String {
    let editions = "the editions are 18 (iOS 15 to 18) and 26 (iOS 26 and 27)."
    switch self {
    case .unsupportedVersion(let version):
      return "iOS \(version) has no edition of its own: \(editions)"
    case .notAVersion(let text):
      return "'\(text)' is not an iOS version: \(editions)"
    }
  }
}
