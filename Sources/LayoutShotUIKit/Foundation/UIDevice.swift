import LayoutShot

/// The device (`UIDevice`), as code that branches on it reads it: `UIDevice.current` is the device
/// whose screen is being laid out.
///
/// Its idiom follows the screen's size classes (regular both ways: a pad; otherwise a phone), as
/// ``UITraitCollection/userInterfaceIdiom`` does, and its orientation is the screen's.
///
/// ```swift
/// let columns = UIDevice.current.userInterfaceIdiom == .pad ? 3 : 2
/// ```
@MainActor
open class UIDevice: NSObject {
  private static let shared = UIDevice()

  /// The device being laid out for.
  open class var current: UIDevice { shared }

  /// Phone or pad, from the screen's size classes (a phone outside a layout).
  open var userInterfaceIdiom: UIUserInterfaceIdiom {
    let idiom = UITraitCollection.current.userInterfaceIdiom
    return idiom == .unspecified ? .phone : idiom
  }

  /// `"iPad"` for a pad, `"iPhone"` otherwise.
  open var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }

  /// The operating system's name, `"iOS"`.
  open var systemName: String { "iOS" }

  /// How the device is held: the screen's orientation (portrait outside a layout).
  open var orientation: UIDeviceOrientation {
    LayoutRun.screen?.orientation == .landscape ? .landscapeLeft : .portrait
  }
}

/// How a device is held (`UIDeviceOrientation`).
public enum UIDeviceOrientation: Int, Sendable {
  /// Unknown, the four upright orientations (home button on the left or right in landscape), or lying face up
  /// or down.
  case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

  /// Whether the device is held upright or upside down.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  /// Whether the device is held on its side.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
