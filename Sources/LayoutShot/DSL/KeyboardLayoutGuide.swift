/// The guide that follows the software keyboard (`UIKeyboardLayoutGuide`, iOS 15), every view's
/// ``View/keyboardLayoutGuide``: pin the bottom of an input bar to its top and the bar sits
/// above the keyboard, or above the safe area while the keyboard is hidden.
///
/// It spans the window's width down to the window's bottom. Its top is the keyboard's top while
/// the keyboard is shown (``Variant/keyboard``), else the bottom of the window's safe area; never
/// below the bottom of its owner's safe area. So at rest on an iPhone 12 in portrait its top is at
/// 844 − 34 = 810 and it is 34 points tall; with the keyboard up, at 844 − 335 = 509
/// (Documentation/Keyboard.md).
///
/// ```swift
/// let bar = View("inputBar")
/// root.addSubview(bar)
/// bar.leading == root.leading
/// bar.trailing == root.trailing
/// bar.bottom == root.keyboardLayoutGuide.top
/// ```
public final class KeyboardLayoutGuide: LayoutGuide {
  /// Whether the guide follows the keyboard when it is undocked or floating (`false` by default).
  ///
  /// The keyboard here is hidden or docked, where the guide is the same either way.
  public var followsUndockedKeyboard = false
  /// Whether the guide stays above the bottom of the safe area (`true` by default, iOS 17).
  ///
  /// When `false`, the guide at rest is the window's bottom
  /// edge, 0 points tall, and its top may reach its owner's bottom.
  public var usesBottomSafeArea = true
  /// Extra room kept between the keyboard and what follows it when dragging dismisses the
  /// keyboard (kept; 0 by default).
  public var keyboardDismissPadding = 0.0
  /// The constraint sets the guide switches by the edges it is near (`UITrackingLayoutGuide`).
  ///
  /// In the order they were set: an edge set as bits (top 1, leading
  /// 2, bottom 4, trailing 8), whether the set is active near those edges or away from them, and
  /// its constraints. A face applies them (the UIKit face's `setConstraints(_:activeWhenNearEdge:)`).
  package var trackedConstraints: [(edges: UInt, whenNear: Bool, constraints: [LayoutConstraint])] = []

  /// The edges a docked or hidden keyboard's guide is near: the bottom alone
  /// (Documentation/Keyboard.md#near-edge-constraints).
  package static let dockedNearEdges: UInt = 1 << 2

  /// Activates each tracked set that holds where the guide is (near the bottom only, since the
  /// keyboard is docked or hidden) and deactivates the others: a set for edges the guide is near
  /// when every edge it names is near, a set for edges it is away from when none is.
  package func applyTrackedConstraints() {
    for (edges, whenNear, constraints) in trackedConstraints {
      let near = edges & Self.dockedNearEdges == edges
      let away = edges & Self.dockedNearEdges == 0
      let active = whenNear ? near : away
      for constraint in constraints where constraint.isActive != active { constraint.isActive = active }
    }
  }

  init(owner: View) {
    super.init(kind: .keyboard, owner: owner)
  }
}
