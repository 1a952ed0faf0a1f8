/// One way of choosing devices from a ``DeviceCatalog``: what a command line's `--devices`
/// argument or a test's device list says.
///
/// A string is read as:
///
/// | text | selects |
/// | --- | --- |
/// | `all` | every device |
/// | `default` | the default devices (``DeviceCatalog/defaultDeviceIDs``) |
/// | `phones`, `tablets` (or `phone`, `tablet`) | a family |
/// | `ios`, `android` | a platform |
/// | a name with `*` or `?` (`iphone-*`, `*-pro*`) | every device whose id or alias slug matches |
/// | anything else (`iphone-x`, `iPhone 15 Pro`) | the device with that id or alias |
///
/// ```swift
/// DeviceSelector("phones")        // .family(.phone)
/// DeviceSelector("iPhone-1?-*")   // .glob("iphone-1?-*")
/// DeviceSelector.list("iphone-x, ipad-10")  // [.device("iphone-x"), .device("ipad-10")]
/// ```
///
/// A glob is matched against every name of a device, so `iphone-15*` selects the two screens the
/// iPhone 15 models use (`iphone-14-pro` and `iphone-14-pro-max`) though neither id says 15.
public enum DeviceSelector: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
  /// The device with this id or alias, compared as slugs.
  case device(String)
  /// Every device with an id or alias slug that matches: `*` is any run of characters, `?` one.
  case glob(String)
  /// Every device of a family.
  case family(Device.Family)
  /// Every device of a platform.
  case platform(Device.Platform)
  /// Every device.
  case all
  /// The default devices.
  case defaultSet

  /// The selector a string names (see the table above); globs are lowercased, names kept as typed
  /// so an error can quote them.
  public init(_ text: String) {
    let trimmed = Self.trimmed(text)
    switch trimmed.lowercased() {
    case "all": self = .all
    case "default": self = .defaultSet
    case "phone", "phones": self = .family(.phone)
    case "tablet", "tablets": self = .family(.tablet)
    case "ios": self = .platform(.ios)
    case "android": self = .platform(.android)
    case let lowered where NameMatching.isGlob(lowered): self = .glob(lowered)
    default: self = .device(trimmed)
    }
  }

  public init(stringLiteral text: String) {
    self.init(text)
  }

  /// The selectors of a comma-separated list, blanks around each ignored, empty items skipped.
  public static func list(_ text: String) -> [DeviceSelector] {
    text.split(separator: ",").map { trimmed(String($0)) }.filter { !$0.isEmpty }.map { DeviceSelector($0) }
  }

  /// The text that selects the same devices.
  public var description: String {
    switch self {
    case .device(let name): name
    case .glob(let pattern): pattern
    case .family(let family): family == .phone ? "phones" : "tablets"
    case .platform(let platform): platform.rawValue
    case .all: "all"
    case .defaultSet: "default"
    }
  }

  private static func trimmed(_ text: String) -> String {
    String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
  }
}
