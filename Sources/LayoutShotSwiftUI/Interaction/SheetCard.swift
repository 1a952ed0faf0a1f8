import Foundation
import LayoutShot

/// A presented view made into its card, and the frame the card rests at (Documentation/Sheets.md).
///
/// The view is resolved in the environment the presentation was asked for in, with what it says
/// about its sheet gathered (``PresentationSettings``). It is made on the main actor, where views
/// resolve.
struct SheetCard {
  /// The card's node.
  let node: SheetCardNode
  /// Where the card rests, in the screen's coordinates.
  let frame: CGRect
  /// The problems found while the view was resolved, and while it is placed.
  let problems: ResolveProblems

  /// A sheet's card: at its first detent, at the elevated level, its corners rounded.
  @MainActor
  init(sheet request: PresentationRequest, metrics: SheetMetrics) {
    self.init(request, metrics: metrics, isSheet: true) { settings in
      metrics.cardFrame(detentValue: Self.restingDetent(settings, metrics: metrics).value(in: metrics))
    }
  }

  /// A full-screen cover's card: the whole screen, with the screen's safe area, at its level.
  @MainActor
  init(cover request: PresentationRequest, metrics: SheetMetrics) {
    self.init(request, metrics: metrics, isSheet: false) { _ in
      CGRect(x: 0, y: 0, width: CGFloat(metrics.size.width), height: CGFloat(metrics.size.height))
    }
  }

  @MainActor
  private init(
    _ request: PresentationRequest, metrics: SheetMetrics, isSheet: Bool,
    frame: (PresentationSettings) -> CGRect
  ) {
    let insetsOf = { (frame: CGRect) in
      isSheet ? metrics.cardSafeAreaInsets(of: frame) : metrics.safeAreaInsets
    }
    let safeSize = { (frame: CGRect) in
      let insets = insetsOf(frame)
      return CGSize(
        width: max(frame.width - CGFloat(insets.left + insets.right), 0),
        height: max(frame.height - CGFloat(insets.top + insets.bottom), 0))
    }
    // What the view says about its sheet is known once it is resolved, and the size of its
    // container once that is: resolved again when the first guess of that size was wrong.
    let largest = safeSize(
      isSheet ? metrics.cardFrame(detentValue: metrics.largeDetentValue) : frame(.init()))
    var resolved = Self.resolve(request, containerSize: largest)
    let cardFrame = frame(resolved.settings)
    if safeSize(cardFrame) != largest {
      resolved = Self.resolve(request, containerSize: safeSize(cardFrame))
    }
    let insets = insetsOf(cardFrame)
    let plain = ResolveContext(environment: resolved.context.environment)
    let settings = resolved.settings
    let background = LayoutNode.implicitZStack(
      plain.nodes(of: settings.background ?? AnyView(Color(core: .systemBackground))))
    let grabber =
      isSheet && settings.showsGrabber
      ? LayoutNode.implicitZStack(plain.nodes(of: Capsule().fill(Color(core: SheetMetrics.grabberColor))))
      : nil
    node = SheetCardNode(
      background: background, content: resolved.content, grabber: grabber,
      cornerRadius: isSheet ? (settings.cornerRadius ?? nil) ?? metrics.cornerRadius(of: cardFrame) : 0,
      roundedCorners: metrics.roundedCorners(of: cardFrame), level: isSheet ? .elevated : nil,
      insets: EdgeInsets(
        top: CGFloat(insets.top), leading: CGFloat(insets.left), bottom: CGFloat(insets.bottom),
        trailing: CGFloat(insets.right)))
    self.frame = cardFrame
    problems = resolved.context.problems
  }

  /// The presented view resolved in its own context, whose container is `containerSize`: not in
  /// the presenting view's navigation bar or list row.
  @MainActor
  private static func resolve(_ request: PresentationRequest, containerSize: CGSize) -> (
    content: LayoutNode, settings: PresentationSettings, context: ResolveContext
  ) {
    var environment = request.environment
    environment.navigationBar = nil
    environment.isInListRow = false
    environment.containerSize = containerSize
    var context = ResolveContext(environment: environment)
    let settings = PresentationSettings()
    context.presentationSettings = settings
    let content = LayoutNode.implicitVStack(context.nodes(of: request.content))
    return (content, settings, context)
  }

  /// The detent a sheet shows at: the selected one, else the lowest of its detents (as UIKit
  /// shows a sheet whose `selectedDetentIdentifier` is `nil`), else the large one.
  @MainActor
  private static func restingDetent(_ settings: PresentationSettings, metrics: SheetMetrics)
    -> PresentationDetent
  {
    if let selected = settings.selectedDetent { return selected }
    return settings.detents?.min { $0.value(in: metrics) < $1.value(in: metrics) } ?? .large
  }
}

extension PresentationDetent {
  /// The detent's height inside the sheet's safe area on a screen of `metrics`
  /// (Documentation/Sheets.md#detents): a fraction is of the large detent's height.
  func value(in metrics: SheetMetrics) -> CGFloat {
    switch kind {
    case .medium: metrics.mediumDetentValue
    case .large: metrics.largeDetentValue
    case .fraction(let fraction): metrics.largeDetentValue * min(max(fraction, 0), 1)
    case .height(let height): max(height, 0)
    }
  }
}
