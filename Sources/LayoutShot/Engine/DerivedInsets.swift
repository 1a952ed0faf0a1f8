/// The insets of every view's safe-area, layout-margins and readable-content guides, derived the
/// way UIKit derives them from the screen and, below the root, from the views' frames.
///
/// - Root: the safe area is the screen's; the margins are the screen's system minimum (or the
///   root's own margins where larger), measured from the safe area unless the root's
///   `insetsLayoutMarginsFromSafeArea` is off.
/// - Any other view: its safe-area inset on an edge is how far it reaches into its superview's
///   unsafe region on that edge, at most the superview's inset, plus its additional insets (a
///   view controller's `additionalSafeAreaInsets`); its margins are its own margins,
///   measured from its safe area (`insetsLayoutMarginsFromSafeArea`) and grown to keep content
///   inside the superview's margins (`preservesSuperviewLayoutMargins`).
/// - Readable content: the margins guide, narrowed to the screen's readable width (its text size's,
///   ``Screen/effectiveReadableWidth``) and centred.
/// - A scroll view's content guide: its content inset plus the safe-area insets its adjustment
///   behaviour adds (which depend on whether the content, sized by the last solve, scrolls); its
///   frame guide: no inset.
///
/// Below the root these depend on frames that depend on them, so the engine solves, measures and
/// solves again until they settle; `frames` is `nil` for the first guess (no safe area below the
/// root).
struct DerivedInsets {
  private let layout: Layout
  private let screen: Screen
  private let frames: [Rect]?
  private let guideFrames: [Rect]?
  private var safeArea: [EdgeInsets] = []
  private var margins: [EdgeInsets] = []
  /// The widest the readable content guide may be, for the screen's text size.
  private let readableWidth: Double

  init(layout: Layout, screen: Screen, frames: [Rect]?, guideFrames: [Rect]? = nil) {
    self.layout = layout
    self.screen = screen
    readableWidth = screen.effectiveReadableWidth
    self.frames = frames
    self.guideFrames = guideFrames
    for (index, view) in layout.views.enumerated() {
      let own = view.layoutMargins.resolved(for: view.layoutDirection)
      let extra = view.additionalSafeAreaInsets
      guard let parent = view.parent else {
        let minimum = screen.layoutMargins.resolved(for: screen.layoutDirection)
        let safe = screen.safeAreaInsets.adding(extra)
        let base = view.insetsLayoutMarginsFromSafeArea ? safe : .zero
        safeArea.append(safe)
        margins.append(
          EdgeInsets(
            top: base.top + max(own.top, minimum.top), left: base.left + max(own.left, minimum.left),
            bottom: base.bottom + max(own.bottom, minimum.bottom),
            right: base.right + max(own.right, minimum.right)))
        continue
      }
      let safe =
        (frames.map { Self.safeArea(of: $0[index], in: $0[parent], parentInsets: safeArea[parent]) }
        ?? .zero).adding(extra)
      safeArea.append(safe)
      var inset = own
      if view.insetsLayoutMarginsFromSafeArea {
        inset = EdgeInsets(
          top: inset.top + safe.top, left: inset.left + safe.left, bottom: inset.bottom + safe.bottom,
          right: inset.right + safe.right)
      }
      if view.preservesSuperviewLayoutMargins, let frames {
        let frame = frames[index]
        let parentFrame = frames[parent]
        let parentMargins = margins[parent]
        inset.top = max(inset.top, parentFrame.minY + parentMargins.top - frame.minY)
        inset.left = max(inset.left, parentFrame.minX + parentMargins.left - frame.minX)
        inset.bottom = max(inset.bottom, frame.maxY - (parentFrame.maxY - parentMargins.bottom))
        inset.right = max(inset.right, frame.maxX - (parentFrame.maxX - parentMargins.right))
      }
      margins.append(inset)
    }
  }

  /// How far a view reaches into its parent's unsafe region on each edge, capped at the parent's
  /// insets.
  private static func safeArea(of frame: Rect, in parent: Rect, parentInsets: EdgeInsets) -> EdgeInsets {
    EdgeInsets(
      top: min(max(0, parent.minY + parentInsets.top - frame.minY), parentInsets.top),
      left: min(max(0, parent.minX + parentInsets.left - frame.minX), parentInsets.left),
      bottom: min(max(0, frame.maxY - (parent.maxY - parentInsets.bottom)), parentInsets.bottom),
      right: min(max(0, frame.maxX - (parent.maxX - parentInsets.right)), parentInsets.right))
  }

  /// A keyboard guide's insets from its owner's edges (Documentation/Keyboard.md#the-guide).
  ///
  /// The guide spans the window's width, down to the window's bottom, and from the top of the keyboard while it is
  /// shown, else from the bottom of the window's safe area (the window's bottom when the guide does
  /// not use the safe area) — but never below the bottom of the owner's safe area (its bottom).
  /// Insets are negative where the guide reaches past its owner.
  private func keyboardInsets(owner: Int, usesBottomSafeArea: Bool) -> EdgeInsets {
    let window = frames?[0] ?? screen.bounds
    let frame = owner == 0 ? window : (frames?[owner] ?? window)
    let windowTop =
      screen.keyboardFrame.map { window.maxY - $0.height }
      ?? window.maxY - (usesBottomSafeArea ? screen.safeAreaInsets.bottom : 0)
    let ownerLimit = frame.maxY - (usesBottomSafeArea ? safeArea[owner].bottom : 0)
    let top = min(windowTop, ownerLimit)
    return EdgeInsets(
      top: top - frame.minY, left: window.minX - frame.minX, bottom: frame.maxY - window.maxY,
      right: frame.maxX - window.maxX)
  }

  /// The layout margins of the view at `index` of ``Layout/views``, from its edges.
  func layoutMargins(ofView index: Int) -> EdgeInsets {
    margins[index]
  }

  /// The insets of the system guide at `index` of ``Layout/guides`` from its owner's edges; for a
  /// scroll view's content guide, the adjusted content inset, whose top and left place the
  /// content at rest.
  func insets(ofGuide index: Int) -> EdgeInsets {
    let guide = layout.guides[index]
    switch guide.kind {
    case .safeArea, .custom:
      return safeArea[guide.owner]
    case .scrollFrame:
      return .zero
    case .scrollContent:
      guard let scrolling = layout.views[guide.owner].scrolling else { return .zero }
      // An axis scrolls when the content is larger than the frame (or always bounces); before the
      // first solve nothing is known to scroll. On a screen grown to show the whole content, a
      // scroll view grown to fit its content with its insets still counts as scrolling down.
      let content = guideFrames?[index].size, frame = frames?[guide.owner].size
      let safe = safeArea[guide.owner]
      let grownSlack =
        layout.extent == .scrollContent
        ? scrolling.contentInset.top + scrolling.contentInset.bottom + safe.top + safe.bottom + 1e-9 : -1e-9
      let across =
        scrolling.alwaysBounceHorizontal
        || (content.map { c in frame.map { c.width > $0.width + 1e-9 } ?? false } ?? false)
      let down =
        scrolling.alwaysBounceVertical
        || (scrolling.isShownByBarController && scrolling.adjustmentBehavior == .automatic)
        || (content.map { c in frame.map { c.height + grownSlack > $0.height } ?? false } ?? false)
      let adjustment = scrolling.adjustmentBehavior.adjustment(
        safeArea: safeArea[guide.owner], horizontal: across, vertical: down)
      return scrolling.contentInset.adding(adjustment)
    case .keyboard:
      return keyboardInsets(owner: guide.owner, usesBottomSafeArea: guide.usesBottomSafeArea)
    case .layoutMargins:
      return margins[guide.owner]
    case .readableContent:
      var inset = margins[guide.owner]
      let ownerWidth = guide.owner == 0 ? screen.size.width : frames?[guide.owner].width ?? 0
      let extra = max(0, (ownerWidth - inset.left - inset.right - readableWidth) / 2)
      inset.left += extra
      inset.right += extra
      return inset
    }
  }
}

extension EdgeInsets {
  /// These insets plus `other`'s, edge by edge.
  func adding(_ other: EdgeInsets) -> EdgeInsets {
    EdgeInsets(
      top: top + other.top, left: left + other.left, bottom: bottom + other.bottom, right: right + other.right
    )
  }
}
