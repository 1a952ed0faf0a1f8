import LayoutShot

/// How a bar looks (`UIBarAppearance`), kept as data: bars are not drawn yet.
///
/// ```swift
/// let appearance = UINavigationBarAppearance()
/// appearance.configureWithOpaqueBackground()
/// appearance.backgroundColor = .systemIndigo
/// appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
/// navigationController?.navigationBar.standardAppearance = appearance
/// ```
@MainActor
open class UIBarAppearance: NSObject, @preconcurrency NSCopying {
  /// The idiom the appearance is for (kept).
  public let idiom: UIUserInterfaceIdiom
  /// The blur behind the bar; UIKit's default is the system chrome material.
  open var backgroundEffect: UIBlurEffect?
  /// The colour behind the bar.
  open var backgroundColor: UIColor?
  /// An image behind the bar.
  open var backgroundImage: UIImage?
  /// The colour of the bar's bottom hairline.
  open var shadowColor: UIColor?
  /// An image in place of the hairline.
  open var shadowImage: UIImage?

  /// An appearance with the default background, for the current device's idiom.
  public override convenience init() {
    self.init(idiom: UITraitCollection.current.userInterfaceIdiom)
  }

  /// An appearance with the default background, for `idiom`.
  public required init(idiom: UIUserInterfaceIdiom) {
    self.idiom = idiom
    super.init()
    configureWithDefaultBackground()
  }

  /// A copy of `barAppearance`'s background and shadow.
  public required init(barAppearance: UIBarAppearance) {
    idiom = barAppearance.idiom
    super.init()
    backgroundEffect = barAppearance.backgroundEffect
    backgroundColor = barAppearance.backgroundColor
    backgroundImage = barAppearance.backgroundImage
    shadowColor = barAppearance.shadowColor
    shadowImage = barAppearance.shadowImage
  }

  /// A blurred background and a faint hairline (UIKit's default).
  open func configureWithDefaultBackground() {
    backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
    backgroundColor = nil
    shadowColor = UIColor(white: 0, alpha: 0.3)
  }

  /// An opaque system background and a faint hairline.
  open func configureWithOpaqueBackground() {
    backgroundEffect = nil
    backgroundColor = .systemBackground
    shadowColor = UIColor(white: 0, alpha: 0.3)
  }

  /// No background and no hairline.
  open func configureWithTransparentBackground() {
    backgroundEffect = nil
    backgroundColor = nil
    backgroundImage = nil
    shadowColor = nil
    shadowImage = nil
  }

  /// A copy.
  open func copy(with zone: NSZone? = nil) -> Any { type(of: self).init(barAppearance: self) }

  /// A copy of `appearance` with no background and no hairline: what a bar draws at the content's
  /// edge when no scroll-edge appearance is set (Documentation/Bars.md#backgrounds).
  static func transparent(from appearance: UIBarAppearance) -> UIBarAppearance {
    let copy = type(of: appearance).init(barAppearance: appearance)
    copy.configureWithTransparentBackground()
    return copy
  }
}

/// How a navigation bar looks (`UINavigationBarAppearance`), kept as data.
open class UINavigationBarAppearance: UIBarAppearance {
  /// The title's attributes.
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// The large title's attributes.
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// The offset of the title.
  open var titlePositionAdjustment = UIOffset.zero
  /// The back indicator's image.
  open private(set) var backIndicatorImage: UIImage?
  /// The back indicator's mask during transitions.
  open private(set) var backIndicatorTransitionMaskImage: UIImage?

  /// An appearance for `idiom`, with the default values.
  public required init(idiom: UIUserInterfaceIdiom) {
    super.init(idiom: idiom)
  }

  /// A copy of `barAppearance`, with its navigation bar values when it has them.
  public required init(barAppearance: UIBarAppearance) {
    super.init(barAppearance: barAppearance)
    guard let navigation = barAppearance as? UINavigationBarAppearance else { return }
    titleTextAttributes = navigation.titleTextAttributes
    largeTitleTextAttributes = navigation.largeTitleTextAttributes
    titlePositionAdjustment = navigation.titlePositionAdjustment
    backIndicatorImage = navigation.backIndicatorImage
    backIndicatorTransitionMaskImage = navigation.backIndicatorTransitionMaskImage
  }

  /// Sets the back indicator's image and transition mask.
  open func setBackIndicatorImage(
    _ backIndicatorImage: UIImage?, transitionMaskImage backIndicatorTransitionMaskImage: UIImage?
  ) {
    self.backIndicatorImage = backIndicatorImage
    self.backIndicatorTransitionMaskImage = backIndicatorTransitionMaskImage
  }
}

/// How a tab bar looks (`UITabBarAppearance`), kept as data.
open class UITabBarAppearance: UIBarAppearance {}

/// How a toolbar looks (`UIToolbarAppearance`), kept as data.
open class UIToolbarAppearance: UIBarAppearance {}

/// An offset (`UIOffset`).
public struct UIOffset: Hashable, Sendable {
  /// The horizontal offset, positive to the right.
  public var horizontal: CGFloat
  /// The vertical offset, positive downwards.
  public var vertical: CGFloat
  /// An offset of `horizontal` and `vertical` points.
  public init(horizontal: CGFloat, vertical: CGFloat) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
  /// No offset (``zero``).
  public init() { self.init(horizontal: 0, vertical: 0) }
  /// No offset.
  public static let zero = UIOffset()
}
