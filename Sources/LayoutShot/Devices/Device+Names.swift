// The names a device answers to: its id and its aliases' slugs.

extension Device {
  /// The names the device answers to: its id, then its aliases' slugs, without repeats.
  ///
  /// ```swift
  /// Device.iPhoneX.names  // ["iphone-x", "iphone-xs", "iphone-11-pro"]
  /// ```
  public var names: [String] {
    var names = [id]
    for alias in aliases {
      let slug = Self.slug(alias)
      if !names.contains(slug) { names.append(slug) }
    }
    return names
  }

  /// A name turned into an id: lowercase ASCII letters and digits, every run of anything else
  /// (spaces, punctuation, parentheses, slashes, dots) turned into one `-`, none at either end.
  ///
  /// Parentheses go but their words stay, so a generation or chip still tells models apart:
  ///
  /// ```swift
  /// Device.slug("iPhone 15 Pro Max")               // "iphone-15-pro-max"
  /// Device.slug("iPhone SE (3rd generation)")      // "iphone-se-3rd-generation"
  /// Device.slug("iPad Pro (12.9-inch) 2018-2022")  // "ipad-pro-12-9-inch-2018-2022"
  /// ```
  public static func slug(_ name: String) -> String {
    var slug = ""
    var pendingDash = false
    for scalar in name.unicodeScalars {
      let lowered: Unicode.Scalar
      switch scalar.value {
      case 0x41...0x5A: lowered = Unicode.Scalar(UInt8(scalar.value + 0x20))
      case 0x61...0x7A, 0x30...0x39: lowered = scalar
      default:
        pendingDash = true
        continue
      }
      if pendingDash && !slug.isEmpty { slug.append("-") }
      pendingDash = false
      slug.unicodeScalars.append(lowered)
    }
    return slug
  }

  /// Whether `text` is already a slug (kebab case): `iphone-14-pro`, not `iPhone-14`, `a--b` or `-a`.
  static func isSlug(_ text: String) -> Bool {
    !text.isEmpty && slug(text) == text
  }
}
