import LayoutShot

/// The screen (`UIScreen`), as app code reads it: `UIScreen.main.bounds.width` and
/// `UIScreen.main.scale` are the size and scale of the screen being laid out.
///
/// There is one screen, ``main``; its values are read from the layout that is running when they
/// are asked for (``LayoutRun/screen``), so a controller made for an iPhone 12 sees 390 points
/// across and one made for a 375-point phone sees 375. Outside a layout there is no screen: the
/// bounds are empty and the scale is 1.
///
/// ```swift
/// imageView.widthAnchor.constraint(equalToConstant: UIScreen.main.bounds.width * 0.6)
/// hairline.heightAnchor.constraint(equalToConstant: 1 / UIScreen.main.scale)
/// ```
@MainActor
open class UIScreen: NSObject {
  private static let shared = UIScreen()

  /// The device's screen: the screen being laid out.
  open class var main: UIScreen { shared }

  /// The screen's bounds in points, at the origin (portrait or landscape as the layout holds it).
  open var bounds: CGRect {
    guard let screen = LayoutRun.screen else { return .zero }
    return CGRect(x: 0, y: 0, width: CGFloat(screen.size.width), height: CGFloat(screen.size.height))
  }

  /// Pixels per point.
  open var scale: CGFloat {
    CGFloat(LayoutRun.screen?.scale ?? 1)
  }

  /// The screen's bounds in pixels, in portrait whichever way the layout holds it.
  open var nativeBounds: CGRect {
    guard let screen = LayoutRun.screen else { return .zero }
    let short = min(screen.size.width, screen.size.height), long = max(screen.size.width, screen.size.height)
    return CGRect(x: 0, y: 0, width: CGFloat(short * screen.scale), height: CGFloat(long * screen.scale))
  }

  /// Pixels per point of the physical display: the scale.
  open var nativeScale: CGFloat { scale }

  /// The screen's traits: the layout's.
  open var traitCollection: UITraitCollection { UITraitCollection.current }

  nonisolated open override var description: String {
    let size = LayoutRun.screen?.size ?? .zero
    let bounds = CGRect(x: 0, y: 0, width: CGFloat(size.width), height: CGFloat(size.height))
    return "<UIScreen; bounds = \(bounds); scale = \(CGFloat(LayoutRun.screen?.scale ?? 1))>"
  }
}
