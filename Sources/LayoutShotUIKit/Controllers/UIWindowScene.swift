import LayoutShot

/// A scene of the app's UI (`UIScene`): none is connected around a layout
/// (`UIApplication.shared.connectedScenes` is empty), so code that unwraps one lays out with its
/// fallback.
open class UIScene: UIResponder {
  /// The scene's title (kept).
  open var title: String!

  override init() {
    super.init()
  }
}

/// A scene with windows (`UIWindowScene`), as a scene delegate receives it; kept.
///
/// ```swift
/// guard let windowScene = scene as? UIWindowScene else { return }
/// window = UIWindow(windowScene: windowScene)
/// ```
open class UIWindowScene: UIScene {
  /// The windows made in the scene (``UIWindow/init(windowScene:)`` does not add to it, as nothing
  /// is on screen).
  open var windows: [UIWindow] { [] }
  /// The screen the scene is on: the main screen.
  open var screen: UIScreen { UIScreen.main }
  /// The traits of the scene: those of the layout.
  open var traitCollection: UITraitCollection { UITraitCollection.current }
  /// The scene's orientation: portrait.
  open var interfaceOrientation: UIInterfaceOrientation { .portrait }
  /// The key window: none.
  open var keyWindow: UIWindow? { nil }

  override init() {
    super.init()
  }
}

/// The orientation of the app's interface (`UIInterfaceOrientation`), with UIKit's raw values.
public enum UIInterfaceOrientation: Int, Sendable {
  /// Unknown, portrait, upside down, or landscape with the home button on the left or right.
  case unknown = 0, portrait = 1, portraitUpsideDown = 2, landscapeLeft = 4, landscapeRight = 3

  /// Whether the orientation is portrait or upside down.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  /// Whether the orientation is landscape.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
