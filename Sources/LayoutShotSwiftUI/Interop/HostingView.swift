import Foundation
import LayoutShot

/// The view of a ``UIHostingController``: once a solve gives it a frame it lays its SwiftUI
/// content out in its bounds, as a hosting controller's root view, and shows it; its intrinsic
/// size is the content's ideal size, with the height the content takes at the view's width once it
/// has one (Documentation/SwiftUILayout.md#hosting-in-uikit).
@MainActor
final class HostingView: UIView {
  /// The SwiftUI view shown.
  var content: AnyView {
    didSet {
      laidOutFor = nil
      measured = nil
    }
  }
  /// The safe-area regions the content respects.
  var safeAreaRegions: SafeAreaRegions = .all {
    didSet { laidOutFor = nil }
  }
  /// The bounds size and safe-area insets the content was last laid out for.
  private var laidOutFor: (size: CGSize, insets: UIEdgeInsets)?
  /// The core views the content added under this view's.
  private var contentViews: [LayoutShot.View] = []
  /// The content resolved for measuring, with the screen it was resolved on: the layout asks for
  /// the intrinsic size before every solve, and a node remembers its sizes per proposal, so the
  /// bodies run again only when the screen the content sees changes.
  private var measured: (screen: Screen, node: LayoutNode?)?

  init(content: AnyView) {
    self.content = content
    super.init(frame: .zero)
    backgroundColor = .systemBackground
    // The content is laid out in the safe area, which a solve works out for a guide a constraint
    // uses: this one always holds.
    safeAreaLayoutGuide.topAnchor.constraint(greaterThanOrEqualTo: topAnchor).isActive = true
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override var intrinsicContentSize: CGSize {
    let ideal = fittingSize(.unspecified)
    guard bounds.width > 0 else { return ideal }
    return CGSize(
      width: ideal.width, height: fittingSize(ProposedViewSize(width: bounds.width, height: nil)).height)
  }

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    fittingSize(ProposedViewSize(size))
  }

  /// The size the content chooses for `proposal`, on the screen being laid out; zero when it
  /// cannot be laid out (the layout then fails when the view is laid out).
  func fittingSize(_ proposal: ProposedViewSize) -> CGSize {
    let screen = hostedScreen(insets: .zero)
    if measured?.screen != screen {
      let container = CGSize(width: CGFloat(screen.size.width), height: CGFloat(screen.size.height))
      measured = (screen, try? SwiftUILayout.resolve(content, on: screen, containerSize: container).0)
    }
    return measured?.node?.sizeThatFits(proposal) ?? .zero
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let insets = respectedInsets
    if let last = laidOutFor, last.size == bounds.size, last.insets == insets { return }
    laidOutFor = (bounds.size, insets)
    for view in contentViews { view.removeFromSuperview() }
    let core = layoutShotView
    let before = Set(core.subviews.map(ObjectIdentifier.init))
    do {
      try SwiftUILayout.host(
        content, named: core.name ?? "UIHostingController", in: core, screen: hostedScreen(insets: insets))
    } catch {
      LayoutRun.report(
        .programFailed(layout: core.name ?? "UIHostingController", reason: String(describing: error)))
    }
    contentViews = core.subviews.filter { !before.contains(ObjectIdentifier($0)) }
  }

  /// The view's safe-area insets in the regions the content respects (the keyboard's is not
  /// part of a UIKit view's safe area: a hosted view above the keyboard is placed by UIKit's
  /// constraints).
  private var respectedInsets: UIEdgeInsets {
    safeAreaRegions.contains(.container) ? safeAreaInsets : .zero
  }

  /// The screen being laid out as the content sees it inside this view: the view's size and safe
  /// area, its appearance, no keyboard.
  private func hostedScreen(insets: UIEdgeInsets) -> Screen {
    var screen = LayoutRun.screen ?? Screen(size: Size(width: 0, height: 0), scale: 1, appearance: .light)
    screen.size = Size(width: Double(bounds.width), height: Double(bounds.height))
    screen.safeAreaInsets = Geometry.EdgeInsets(
      top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom),
      right: Double(insets.right))
    screen.keyboard = .hidden
    screen.appearance = traitCollection.userInterfaceStyle == .dark ? .dark : .light
    return screen
  }
}
