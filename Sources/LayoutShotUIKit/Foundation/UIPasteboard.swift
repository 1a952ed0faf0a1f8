import LayoutShot

/// The pasteboard (`UIPasteboard`), kept in memory: what an app copies can be read back in the
/// same process, and nothing reaches the system's pasteboard.
///
/// ```swift
/// UIPasteboard.general.string = order.trackingNumber
/// ```
open class UIPasteboard: NSObject, @unchecked Sendable {
  private static let generalPasteboard = UIPasteboard(name: .general)
  private let contents = LockedValue(Contents())

  /// What the pasteboard holds.
  private struct Contents: Sendable {
    var strings: [String] = []
    var urls: [URL] = []
    var images: [UIImage] = []
  }

  /// The pasteboard's name.
  public let name: Name

  init(name: Name) {
    self.name = name
    super.init()
  }

  /// The general pasteboard, kept in memory.
  open class var general: UIPasteboard { generalPasteboard }

  /// The first string, or `nil`; setting it replaces the contents.
  open var string: String? {
    get { strings?.first }
    set { strings = newValue.map { [$0] } }
  }

  /// The strings, or `nil` when there are none; setting them replaces the contents.
  open var strings: [String]? {
    get { contents.withLock { $0.strings.isEmpty ? nil : $0.strings } }
    set { contents.withLock { $0 = Contents(strings: newValue ?? []) } }
  }

  /// The first URL, or `nil`; setting it replaces the contents.
  open var url: URL? {
    get { urls?.first }
    set { urls = newValue.map { [$0] } }
  }

  /// The URLs, or `nil` when there are none; setting them replaces the contents.
  open var urls: [URL]? {
    get { contents.withLock { $0.urls.isEmpty ? nil : $0.urls } }
    set { contents.withLock { $0 = Contents(urls: newValue ?? []) } }
  }

  /// The first image, or `nil`; setting it replaces the contents.
  open var image: UIImage? {
    get { images?.first }
    set { images = newValue.map { [$0] } }
  }

  /// The images, or `nil` when there are none; setting them replaces the contents.
  open var images: [UIImage]? {
    get { contents.withLock { $0.images.isEmpty ? nil : $0.images } }
    set { contents.withLock { $0 = Contents(images: newValue ?? []) } }
  }

  /// Whether the pasteboard holds a string.
  open var hasStrings: Bool { strings != nil }
  /// Whether the pasteboard holds a URL.
  open var hasURLs: Bool { urls != nil }
  /// Whether the pasteboard holds an image.
  open var hasImages: Bool { images != nil }

  /// The name of a pasteboard (`UIPasteboard.Name`).
  public struct Name: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// The value whose raw value is `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The value whose raw value is `rawValue`, unlabelled as UIKit also spells it.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// The general pasteboard.
    public static let general = Name(rawValue: "com.apple.UIKit.pboard.general")
  }
}
