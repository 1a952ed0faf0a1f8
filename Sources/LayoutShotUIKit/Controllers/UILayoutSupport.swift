import LayoutShot

/// A controller's deprecated top or bottom layout guide (`UILayoutSupport`, deprecated in iOS 11
/// for the safe area): the strip between the root view's top and its safe area's top, or between
/// its safe area's bottom and its bottom.
///
/// Apps still written against iOS 7–10 pin to them:
///
/// ```swift
/// header.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor).isActive = true
/// footer.bottomAnchor.constraint(equalTo: bottomLayoutGuide.topAnchor).isActive = true
/// topLayoutGuide.length   // 47 on an iPhone 12 in portrait, once laid out
/// ```
@MainActor
public protocol UILayoutSupport: AnyObject {
  /// How tall the strip is: the safe area's inset at that edge, once laid out.
  var length: CGFloat { get }
  /// The strip's top edge.
  var topAnchor: NSLayoutYAxisAnchor { get }
  /// The strip's bottom edge.
  var bottomAnchor: NSLayoutYAxisAnchor { get }
  /// The strip's height.
  var heightAnchor: NSLayoutDimension { get }
}

/// The guide behind a controller's `topLayoutGuide` or `bottomLayoutGuide`: a layout guide of the
/// root view, as wide as it, held between its edge and its safe area's edge.
@MainActor
final class SafeAreaStrip: UILayoutSupport {
  private let guide: UILayoutGuide
  private weak var view: UIView?
  private let isTop: Bool

  /// The strip above `view`'s safe area (`top`) or below it.
  init(in view: UIView, top: Bool) {
    self.view = view
    isTop = top
    guide = UILayoutGuide(top ? "topLayoutGuide" : "bottomLayoutGuide")
    view.addLayoutGuide(guide)
    let safe = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      guide.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      guide.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      top
        ? guide.topAnchor.constraint(equalTo: view.topAnchor)
        : guide.topAnchor.constraint(equalTo: safe.bottomAnchor),
      top
        ? guide.bottomAnchor.constraint(equalTo: safe.topAnchor)
        : guide.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])
  }

  /// The root view the strip belongs to.
  var owner: UIView? { view }

  var length: CGFloat {
    guard let view else { return 0 }
    return isTop ? view.safeAreaInsets.top : view.safeAreaInsets.bottom
  }
  var topAnchor: NSLayoutYAxisAnchor { guide.topAnchor }
  var bottomAnchor: NSLayoutYAxisAnchor { guide.bottomAnchor }
  var heightAnchor: NSLayoutDimension { guide.heightAnchor }
}

extension UIViewController {
  /// The strip from the top of the root view to its safe area (deprecated in iOS 11: use
  /// `view.safeAreaLayoutGuide.topAnchor`).
  public var topLayoutGuide: UILayoutSupport { safeAreaStrip(top: true) }

  /// The strip from the root view's safe area to its bottom (deprecated in iOS 11: use
  /// `view.safeAreaLayoutGuide.bottomAnchor`).
  public var bottomLayoutGuide: UILayoutSupport { safeAreaStrip(top: false) }

  private func safeAreaStrip(top: Bool) -> SafeAreaStrip {
    if let existing = safeAreaStrips.first(where: { $0.top == top && $0.strip.owner === view }) {
      return existing.strip
    }
    let strip = SafeAreaStrip(in: view, top: top)
    safeAreaStrips.append((top, strip))
    return strip
  }
}
