import LayoutShot

/// The app (`UIApplication`), reduced to what view and controller code reaches for:
/// `UIApplication.shared`, whether and how a URL would open, and the layout direction.
///
/// Nothing runs around a layout, so no URL is ever opened: ``canOpenURL(_:)`` answers `false`
/// and ``open(_:options:completionHandler:)`` calls its completion handler at once with `false`.
///
/// ```swift
/// let settings = UIAction(title: "Open Settings") { _ in
///   guard let url = URL(string: UIApplication.openSettingsURLString) else { return }
///   UIApplication.shared.open(url)
/// }
/// ```
@MainActor
open class UIApplication: UIResponder {
  private static let sharedApplication = UIApplication()

  /// The app.
  open class var shared: UIApplication { sharedApplication }

  /// The URL string that opens the app's page in Settings (UIKit's value, `app-settings:`).
  public static let openSettingsURLString = "app-settings:"

  /// Whether a URL could be opened: never, in a layout.
  open func canOpenURL(_ url: URL) -> Bool { false }

  /// Opens nothing and calls `completion` at once with `false`.
  open func open(
    _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
    completionHandler completion: ((Bool) -> Void)? = nil
  ) {
    completion?(false)
  }

  /// The scenes connected to the app: none, as a layout runs in none.
  open var connectedScenes: Set<UIScene> { [] }

  /// The app's state: active, as a laid-out screen is in front.
  open var applicationState: State { .active }

  /// The layout direction of the screen being laid out.
  open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    LayoutRun.screen?.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
  }

  /// An option for opening a URL (`UIApplication.OpenExternalURLOptionsKey`).
  public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// The value whose raw value is `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Open only a universal link that an installed app handles.
    public static let universalLinksOnly = OpenExternalURLOptionsKey(
      rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
  }

  /// An app's state (`UIApplication.State`).
  public enum State: Int, Sendable {
    /// In the foreground and receiving events.
    case active
    /// In the foreground but not receiving events.
    case inactive
    /// In the background.
    case background
  }
}
