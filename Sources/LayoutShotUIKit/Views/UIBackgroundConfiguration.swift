/// The background of a configured button or cell (`UIBackgroundConfiguration`): a colour, corners
/// and a stroke drawn behind the content.
///
/// A button's ``backgroundColor`` replaces the one its style gives; ``cornerRadius`` is the
/// corners' radius when the configuration's corner style is `.fixed` (UIKit's default is 5.95,
/// UIKitCore's `_initWithBehaviors:`); a ``strokeColor`` with a ``strokeWidth`` draws a border
/// inside the bounds. ``image``, ``visualEffect`` and ``customView`` are kept, not drawn.
///
/// ```swift
/// var configuration = UIButton.Configuration.filled()
/// configuration.background.backgroundColor = .systemIndigo
/// configuration.background.strokeColor = .white
/// configuration.background.strokeWidth = 2
/// ```
public struct UIBackgroundConfiguration {
  /// The colour; `nil` for the style's.
  public var backgroundColor: UIColor?
  /// Turns the background colour into the one drawn (kept, not applied).
  public var backgroundColorTransformer: UIConfigurationColorTransformer?
  /// The corners' radius, used with a fixed corner style.
  public var cornerRadius: CGFloat = 5.95
  /// The border's colour; `nil` (or clear) for none.
  public var strokeColor: UIColor?
  /// The border's width.
  public var strokeWidth: CGFloat = 1
  /// How far the border lies outside the bounds (kept).
  public var strokeOutset: CGFloat = 0
  /// An image (kept, not drawn).
  public var image: UIImage?
  /// A blur or vibrancy (kept, not drawn).
  public var visualEffect: UIVisualEffect?
  /// A view of the app's own (kept, not drawn).
  public var customView: UIView?
  /// Insets of the background from the bounds (kept).
  public var backgroundInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

  /// A clear background, as a configured button's starts.
  public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }

  /// A plain list cell's background: the system background.
  public static func listPlainCell() -> UIBackgroundConfiguration {
    var background = UIBackgroundConfiguration()
    background.backgroundColor = .systemBackground
    return background
  }

  /// A grouped list cell's background: the secondary grouped background.
  public static func listGroupedCell() -> UIBackgroundConfiguration {
    var background = UIBackgroundConfiguration()
    background.backgroundColor = .secondarySystemGroupedBackground
    return background
  }
}

/// A change of colour a configuration applies (`UIConfigurationColorTransformer`).
///
/// ```swift
/// configuration.imageColorTransformer = .grayscale
/// configuration.imageColorTransformer = UIConfigurationColorTransformer { $0.withAlphaComponent(0.5) }
/// ```
public struct UIConfigurationColorTransformer {
  /// The change.
  public let transform: (UIColor) -> UIColor

  /// A transformer that makes `transform`'s change.
  public init(_ transform: @escaping (UIColor) -> UIColor) {
    self.transform = transform
  }

  /// `color` changed.
  public func callAsFunction(_ color: UIColor) -> UIColor { transform(color) }

  /// Grey of the same brightness (kept as it is here: images are not tinted).
  public static var grayscale: UIConfigurationColorTransformer { UIConfigurationColorTransformer { $0 } }
  /// The tint colour (kept as it is here).
  public static var preferredTint: UIConfigurationColorTransformer { UIConfigurationColorTransformer { $0 } }
  /// The tint colour, in one tone (kept as it is here).
  public static var monochromeTint: UIConfigurationColorTransformer { UIConfigurationColorTransformer { $0 } }
}

/// A change a configuration makes to its text's attributes (`UIConfigurationTextAttributesTransformer`):
/// a button's title font and colour are taken from what it returns.
///
/// ```swift
/// configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
///   var outgoing = incoming
///   outgoing.font = .boldSystemFont(ofSize: 15)
///   return outgoing
/// }
/// ```
public struct UIConfigurationTextAttributesTransformer {
  /// The change.
  public let transform: (AttributeContainer) -> AttributeContainer

  /// A transformer that makes `transform`'s change.
  public init(_ transform: @escaping (AttributeContainer) -> AttributeContainer) {
    self.transform = transform
  }

  /// `container` changed.
  public func callAsFunction(_ container: AttributeContainer) -> AttributeContainer { transform(container) }
}
